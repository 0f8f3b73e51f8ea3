// Calls into an in-process SAT library that may throw (std::bad_alloc under --max-memory).
// After one exception the library's state is not trusted: even its destructor may crash on
// it (CryptoMiniSat's does), so the adapter asks nothing more of it and leaks it instead of
// destroying it (ipasir_cms.cpp, ipasir_cadical.cpp).
#pragma once

#include <atomic>
#include <new>

namespace kakuro::detail {

class SolverGuard {
 public:
  /// Runs f, a call into the library; an exception out of it marks the library broken and
  /// is rethrown. Once broken, throws std::bad_alloc without calling f.
  template <class F>
  void operator()(F&& f) {
    if (broken_) throw std::bad_alloc();
    try {
      f();
    } catch (...) {
      broken_ = true;
      throw;
    }
  }
  /// Thread-safe: terminate() may ask from another thread.
  bool broken() const { return broken_.load(); }

 private:
  std::atomic<bool> broken_{false};
};

}  // namespace kakuro::detail
