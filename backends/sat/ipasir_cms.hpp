// The CryptoMiniSat adapter of IpasirSolver. CryptoMiniSat's headers stay in the .cpp.
#pragma once

#include <memory>

#include "ipasir.hpp"

namespace kakuro::detail {

struct CmsConfig {
  unsigned threads = 1;
  std::uint32_t seed = 0;
  /// Bounded variable elimination. Off by default: in CryptoMiniSat 5.11 its irregular
  /// gate detection runs PicoSAT and reads its clausal core, which abort()s the process when
  /// PicoSAT was built without trace support (msoos/cryptominisat#741; docs/encoding.md,
  /// "The PicoSAT abort"). Only tests turn it on.
  bool bounded_variable_elimination = false;
};

std::unique_ptr<IpasirSolver> make_cms_solver(const CmsConfig& config);

}  // namespace kakuro::detail
