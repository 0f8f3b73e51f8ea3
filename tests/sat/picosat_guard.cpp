#include "picosat_guard.hpp"

#include <dlfcn.h>

#include <atomic>
#include <cstring>

namespace {
std::atomic<long> inits{0};
}

namespace kakuro::sat_test {
long picosat_inits() { return inits.load(); }
}  // namespace kakuro::sat_test

// PicoSAT's `PicoSAT *picosat_init(void)`; the pointer is passed through untouched.
extern "C" void* picosat_init(void) {
  ++inits;
  using Init = void* (*)();
  static const Init real = [] {
    Init f = nullptr;
    void* sym = dlsym(RTLD_NEXT, "picosat_init");
    std::memcpy(&f, &sym, sizeof f);
    return f;
  }();
  return real ? real() : nullptr;
}
