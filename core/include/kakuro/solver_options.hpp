// What a solve asks of a backend beyond the puzzle: the limits, and the options the
// backends declare (BackendInfo::options, backend_option.hpp) as text by name. Core gives
// those no meaning: each backend reads its own, with its defaults stated once in its
// declaration.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace kakuro {

struct Limits {
  double timeout_s = 0;             ///< wall-clock seconds per puzzle; 0 = none
  std::uint64_t max_nodes = 0;      ///< search nodes, for a backend that counts them; 0 = none
  std::uint64_t max_conflicts = 0;  ///< conflicts, for a backend that counts them; 0 = none
  /// When solve_with() read the clock for timeout_s, the moment it read and the timeout_s
  /// it set from it: a backend may count from that moment instead of reading the clock
  /// again (timeout_start()). A copy whose timeout_s was changed since has a stale pair,
  /// which timeout_start() then ignores.
  std::optional<std::pair<double, std::chrono::steady_clock::time_point>> timeout_read;

  /// The moment timeout_s counts from: timeout_read's when it is for this timeout_s, else now.
  std::chrono::steady_clock::time_point timeout_start() const {
    return timeout_read && timeout_read->first == timeout_s ? timeout_read->second
                                                            : std::chrono::steady_clock::now();
  }
};

struct SolverOptions {
  /// The declared options given, by name without the dashes ("solver-seed"), as written on
  /// the command line; a name not here was not given, and the backend takes its default
  /// (option_value()). Options that set a limit go to Limits instead (BackendOption::apply).
  std::map<std::string, std::string> backend_options;
};

}  // namespace kakuro
