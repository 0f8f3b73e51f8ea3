#include <string>
#include <utility>

#include "kakuro/backends.hpp"

namespace kakuro {

// The built-in backends: each info function is defined in its backend's folder.
BackendInfo native_backend_info();
BackendInfo sat_backend_info();
BackendInfo portfolio_backend_info();

namespace {

// A backend compiled out: listed, refused with its description.
[[maybe_unused]] BackendInfo not_built(std::string name, std::string description) {
  BackendInfo info;
  info.name = std::move(name);
  info.description = std::move(description);
  info.available = false;
  return info;
}

}  // namespace

#if !KAKURO_WITH_SAT
BackendInfo sat_backend_info() {
  return not_built("sat", "CNF encoding solved by a SAT solver (not built: KAKURO_WITH_SAT=OFF)");
}
#endif

#if !KAKURO_WITH_PORTFOLIO
BackendInfo portfolio_backend_info() {
  return not_built("portfolio",
                   "native and SAT on two threads (not built: the browser build has no threads)");
}
#endif

namespace {

BackendRegistry& registry() {
  static BackendRegistry r = [] {
    BackendRegistry built_in;
    for (BackendInfo (*make)() :
         {native_backend_info, sat_backend_info, portfolio_backend_info})  // one entry per backend
      built_in.add(make());
    return built_in;
  }();
  return r;
}

}  // namespace

const BackendRegistry& registered_backends() { return registry(); }

void register_backend(BackendInfo info) { registry().add(std::move(info)); }

}  // namespace kakuro
