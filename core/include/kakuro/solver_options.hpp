// What a solve asks of a backend beyond the puzzle: the limits, and the options the
// backends declare (BackendInfo::options, backend_option.hpp) as text by name. Core gives
// those no meaning: each backend reads its own, with its defaults stated once in its
// declaration.
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace kakuro {

struct Limits {
  double timeout_s = 0;             ///< wall-clock seconds per puzzle; 0 = none
  std::uint64_t max_nodes = 0;      ///< search nodes, for a backend that counts them; 0 = none
  std::uint64_t max_conflicts = 0;  ///< conflicts, for a backend that counts them; 0 = none
};

struct SolverOptions {
  /// The declared options given, by name without the dashes ("solver-seed"), as written on
  /// the command line; a name not here was not given, and the backend takes its default
  /// (option_value()). Options that set a limit go to Limits instead (BackendOption::apply).
  std::map<std::string, std::string> backend_options;
};

}  // namespace kakuro
