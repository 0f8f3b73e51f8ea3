#include "kakuro/backends.hpp"
#include "native/native_backend.hpp"
#if KAKURO_WITH_SAT
#include "sat/sat_backend.hpp"
#endif

namespace kakuro {

const BackendRegistry& builtin_backends() {
  static const BackendRegistry registry = [] {
    BackendRegistry r;
    r.add(native_backend_info());
#if KAKURO_WITH_SAT
    r.add(sat_backend_info());
#else
    r.add(BackendInfo{"sat",
                      "CNF encoding solved by CryptoMiniSat (not built: KAKURO_WITH_SAT=OFF)",
                      false,
                      {},
                      {},
                      {},
                      {},
                      {}});
#endif
    return r;
  }();
  return registry;
}

}  // namespace kakuro
