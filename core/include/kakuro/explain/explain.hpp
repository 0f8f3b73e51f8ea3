// The human-style solver: keeps candidates per white cell and applies techniques from the
// simplest up, always the simplest that makes progress, until the puzzle is solved, a
// contradiction shows it has no solution, or nothing more follows without guessing. It is
// a third, independent way to solve: it uses neither the native nor the SAT backend.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kakuro/explain/rating.hpp"
#include "kakuro/explain/step.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::explain {

enum class ExplainStatus {
  Solved,      ///< every cell has one candidate, and the digits pass the checker
  Stuck,       ///< nothing more follows within the limits (contradiction depth); not decided
  NoSolution,  ///< a contradiction from the candidates alone: `conflict` names it
  NotUnique,   ///< nothing follows without guessing, and two solutions were found
  Timeout,     ///< a limit (time, steps, cancel) was reached
};
/// "solved", "stuck", "no-solution", "not-unique", "timeout".
std::string to_string(ExplainStatus s);

struct ExplainOptions {
  double timeout_s = 60;        ///< 0: none
  std::uint64_t max_steps = 0;  ///< 0: none
  /// How deep contradictions may nest (an assumption inside an assumption's chain). The
  /// default reaches every puzzle with one solution.
  int max_depth = 1000;
  /// Techniques not to use (by Technique index); the driver skips them.
  std::array<bool, kTechniqueCount> disabled{};
  const std::atomic<bool>* cancel = nullptr;
};

struct Explanation {
  ExplainStatus status = ExplainStatus::Stuck;
  std::vector<Step> steps;                    ///< in order; replayed they give `candidates`
  Candidates start;                           ///< the candidates before the first step
  Candidates candidates;                      ///< after the last step
  std::array<int, kTechniqueCount> counts{};  ///< steps per technique
  /// Only for a puzzle explained to its one solution (Solved): a puzzle without a
  /// solution, with several, or stopped by a limit has no difficulty to rate.
  std::optional<Rating> rating;
  std::optional<Solution> solution;  ///< when Solved
  /// NoSolution: where the candidates ran out (a run, a cell). NotUnique: two solutions
  /// that differ, found by the engine's own search from `candidates`.
  Conflict conflict;
  std::vector<Solution> witnesses;
  std::vector<VarId> open_cells;  ///< Stuck/NotUnique: cells with several candidates left
  std::string reason;             ///< a sentence for the status
  double seconds = 0;
};

/// Explains `p` from its givens, or from `start` (candidates per VarId, e.g. a partly
/// filled grid's digits as single candidates).
Explanation explain(const Puzzle& p, const ExplainOptions& opts = {});
Explanation explain_from(const Puzzle& p, const Candidates& start, const ExplainOptions& opts = {});

/// The next step from `cand`, the simplest that makes progress; nothing when no technique
/// applies (or the candidates already hold a contradiction or a solution).
std::optional<Step> next_step(const Puzzle& p, const Candidates& cand, const ExplainOptions& opts = {});

}  // namespace kakuro::explain
