#include "cairo_api.hpp"

#include <dlfcn.h>

namespace kakuro::views {

namespace {

struct Loaded {
  CairoApi api;
  std::string error;  ///< "" when every function was found
};

// dlsym's answer as the function pointer's type (a conversion ISO C++ leaves to the
// implementation and POSIX requires to work).
template <typename F>
bool resolve(void* library, const char* name, F& f, std::string& error) {
  ::dlerror();
  void* const address = ::dlsym(library, name);
  if (const char* why = ::dlerror(); why != nullptr || address == nullptr) {
    error = why ? why : std::string(name) + " not found";
    return false;
  }
  f = reinterpret_cast<F>(address);
  return true;
}

Loaded load() {
  Loaded l;
  // Never closed: cairo and fontconfig keep state until the process ends.
  void* const library = ::dlopen(kCairoLibrary, RTLD_NOW | RTLD_LOCAL);
  if (library == nullptr) {
    const char* why = ::dlerror();
    l.error = why ? why : "cannot be loaded";
    return l;
  }
#define KAKURO_CAIRO_RESOLVE(name) \
  if (!resolve(library, "cairo_" #name, l.api.name, l.error)) return l;
  KAKURO_CAIRO_FUNCTIONS(KAKURO_CAIRO_RESOLVE)
#undef KAKURO_CAIRO_RESOLVE
  return l;
}

const Loaded& loaded() {
  static const Loaded l = load();
  return l;
}

}  // namespace

bool load_cairo(std::string& error) {
  error = loaded().error;
  return error.empty();
}

const CairoApi& cairo() { return loaded().api; }

}  // namespace kakuro::views
