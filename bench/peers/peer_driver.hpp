// The loop every program of the peer comparison shares (bench/peers/README.md): read a
// puzzle file through kakuro::core's reader, solve each puzzle warm in this one process,
// best of --repeat runs, and print one tab-separated line per puzzle for compare.py.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "kakuro/formats.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::peers {

/// One timed solve: the solver's answer as far as the driver needs it.
struct Answer {
  /// The timed part only (the input is already in the solver's form): set by a solver that
  /// times itself; left negative, the driver's wall time of the call.
  double seconds = -1;
  /// "unique", "multiple", "none", "unknown" (a limit stopped it), "rejected" (the solver
  /// refuses this puzzle), "error" (anything else; `why` says what).
  std::string verdict = "error";
  std::optional<Solution> first;  ///< the first solution found, for the check
  std::string why;
};

/// Prepares a puzzle (outside the timing) and returns the timed solve, to be called once
/// per run; `limit_s` is the per-run time limit when the solver can keep one itself (0 =
/// none).
using Prepare = std::function<std::function<Answer()>(const Puzzle& p, double limit_s)>;

/// "ok" when `a` agrees with the record: the verdict with meta.uniqueness, the first
/// solution with the independent checker and, for a unique puzzle, with the stored
/// solution; "-" when there is nothing to hold it against (no answer, unknown record);
/// else "wrong: ..." in words.
std::string check_answer(const PuzzleRecord& rec, const Answer& a, bool solution_known);

/// Runs the whole program: options (the file, --repeat, --limit, --first, --skip, --only),
/// the warm-up, the per-puzzle loop and its output. `solution_known` says whether the
/// solver hands back a solution (our side reports only its verdict: its own checker has
/// re-checked every solution already). Returns the process exit code.
int run_driver(int argc, char** argv, const std::string& name, const std::string& description,
               const Prepare& prepare, bool solution_known = true);

}  // namespace kakuro::peers
