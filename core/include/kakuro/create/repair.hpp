// Repair of a puzzle that is not unique or has no solution: clue changes that keep the
// layout, or givens, each proposal proved unique by the prover it is given; for a puzzle
// with no solution, first a minimal set of run sums that cannot hold together.
//
// Core names no solver: the prover is any BackendInfo (solve_with() with two solutions
// asked), and the minimal conflict needs a backend with BackendInfo::sum_cores (the SAT
// backend's assumptions). docs/create.md describes the method.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "kakuro/backend.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::create {

/// Time and interruption for one piece of the repair, and the solver options of its proofs.
struct Budget {
  std::optional<std::chrono::steady_clock::time_point> deadline;  ///< none: no time limit
  CancelToken* cancel = nullptr;
  SolverOptions solver;
  Limits limits;  ///< per proof: max_nodes, max_conflicts (the time comes from the deadline)
  /// The deadline passed or the token was cancelled.
  bool expired() const;
  /// Seconds to the deadline (at least a millisecond), 0 when there is none.
  double seconds_left() const;
  /// This budget with a deadline `share` (0..1] of the time left from now (none stays none).
  Budget share(double share) const;
};

/// A run's clue changed from one sum to another.
struct ClueChange {
  RunId run = 0;
  int from = 0;
  int to = 0;
  bool operator==(const ClueChange&) const = default;
};

/// A digit pre-filled in a white cell.
struct AddedGiven {
  VarId var = 0;
  Digit digit = 0;
  bool operator==(const AddedGiven&) const = default;
};

/// A repaired puzzle, proved to have exactly `solution`.
struct Proposal {
  Puzzle puzzle;
  Solution solution;
  std::string proved_by;  ///< the name of the backend that proved it unique
};

/// What a piece of the search ended with when it found nothing: the limit, or why not.
struct Shortfall {
  bool limit = false;  ///< the time ran out or the repair was interrupted
  std::string reason;
};

/// The fewest run sums (a minimal unsatisfiable subset): with every run's digits distinct,
/// the givens kept and only these sums enforced there is no filling, and dropping any one
/// of them leaves a set that can be filled.
struct Conflict {
  std::vector<RunId> runs;  ///< ascending; empty when the givens alone clash
  bool minimal = false;     ///< false when a limit stopped the shrinking (still a conflict)
};

/// A minimal conflict of `p`, which has no solution: a first conflict (a run whose sum its
/// length cannot make, or a part of the grid whose across and down totals differ, else the
/// solver's core of all run sums), made minimal by deletion (drop one sum: it must leave a
/// set that can be filled, and that filling, rotated, shows more sums needed; a set that
/// cannot be filled is replaced by its core). Nothing when the first check hit the limit, or found a filling
/// (then `p` has a solution and the caller is wrong).
std::optional<Conflict> minimal_conflict(const Puzzle& p, SumCoreSolver& cores, const Budget& budget,
                                         Shortfall& why);

/// A correction set of a puzzle with no solution: runs whose sums, left free, let every
/// other sum hold (distinct digits, givens kept), and a filling that shows it.
struct Correction {
  std::vector<RunId> runs;  ///< ascending
  Solution fill;            ///< keeps every sum but those of `runs`
  /// No set of fewer runs would do: every correction set holds a run of each conflict
  /// found, and no set smaller than `runs` holds one of each.
  bool fewest = false;
};

/// The correction set with the fewest runs (the fewest clues to change for a solvable
/// puzzle; uniqueness may need more), by implicit hitting sets over `conflicts` (known
/// conflicts of `p`, e.g. the minimal one) and the conflicts found on the way. Nothing on a
/// limit or when the givens alone clash.
std::optional<Correction> fewest_correction(const Puzzle& p, SumCoreSolver& cores,
                                            const std::vector<std::vector<RunId>>& conflicts,
                                            const Budget& budget, Shortfall& why);

/// Clue changes that make `p` (not unique, or with no solution) solvable and unique,
/// keeping its layout: at most `max_changes` runs change. `start` is a filling of `p`'s
/// layout (givens kept, digits distinct in every run) whose sums differ from `p`'s in at
/// most `max_changes` runs, typically a solution of `p` or the one of a correction set.
/// Proved by `prover`; nothing when no proposal was found (`why` says whether a limit).
/// `at_least` (when given) gets the fewest clue changes shown to be needed: 2 when `start`
/// solves `p` (one change alone breaks the across = down total), 3 when moreover every
/// puzzle with two clues changed was proved not unique; 0 when nothing is shown.
std::optional<Proposal> clue_changes_for_uniqueness(const Puzzle& p, const Solution& start,
                                                    const BackendInfo& prover, int max_changes,
                                                    const Budget& budget, Shortfall& why,
                                                    int* at_least = nullptr);

/// Another filling that keeps every sum but those of `runs` (a correction set): one that
/// differs from `avoid` (and from the fillings avoided before on `cores`) in a cell of those
/// runs. Nothing when there is none, on a limit, or when the solver cannot ask it.
std::optional<Solution> other_correction_filling(const Puzzle& p, SumCoreSolver& cores,
                                                 const std::vector<RunId>& runs, const Solution& avoid,
                                                 const Budget& budget, Shortfall& why);

/// A filling of `p` (which has no solution) that breaks as few sums as the search finds:
/// a correction set of runs left out until the rest can be filled, then each put back when
/// the rest can still be filled (so no one of them can be put back alone). Nothing on a limit.
std::optional<Solution> correction_filling(const Puzzle& p, SumCoreSolver& cores,
                                           const std::vector<RunId>& prefer, const Budget& budget,
                                           Shortfall& why);

/// Givens from `base` (a solution of `p`) that make `p` unique: added greedily where two
/// solutions differ, then each dropped again while the puzzle stays unique, so that no one
/// of them can be dropped (unless the time ran out while dropping). Proved by `prover`.
std::optional<Proposal> givens_for_uniqueness(const Puzzle& p, const Solution& base,
                                              const BackendInfo& prover, const Budget& budget,
                                              Shortfall& why);

/// The clue changes between two puzzles of the same layout, in RunId order.
std::vector<ClueChange> clue_changes_between(const Puzzle& from, const Puzzle& to);
/// The givens `to` has and `from` has not, in VarId order.
std::vector<AddedGiven> givens_between(const Puzzle& from, const Puzzle& to);

/// `p` with every run's sum from `sums` (per RunId); the layout and givens stay. Every sum
/// must be possible for its run's length.
Puzzle with_sums(const Puzzle& p, const std::vector<int>& sums);
/// The sum of each run under `fill` (per RunId).
std::vector<int> run_sums(const Puzzle& p, const Solution& fill);
/// The runs whose sum under `fill` differs from their clue, ascending.
std::vector<RunId> broken_runs(const Puzzle& p, const Solution& fill);

enum class RepairStatus { Unique, NotUnique, NoSolution, Limit };
/// "unique", "not-unique", "no-solution", "timeout".
std::string to_string(RepairStatus s);

struct RepairOptions {
  double timeout_s = 60;  ///< the whole repair of one puzzle; 0 = no limit
  int max_changes = 60;   ///< the most clue changes a proposal may make
  bool want_clues = true;
  bool want_givens = true;
  SolverOptions solver;
  Limits limits;  ///< per proof: max_nodes, max_conflicts (timeout_s above is for the whole)
  CancelToken* cancel = nullptr;
  /// Named in the note when `cores` is missing: the backend that would answer the questions
  /// about run sums, as the frontend knows it ("the sat backend"); "" names none.
  std::string cores_wanted;
};

struct RepairResult {
  RepairStatus status = RepairStatus::Limit;  ///< of the puzzle as given
  std::string reason;                         ///< no solution: the prover's reason; limit: which
  std::vector<Solution> solutions;            ///< unique: its solution; not unique: two of them
  std::optional<Conflict> conflict;           ///< no solution: the conflicting sums
  std::optional<Correction> correction;       ///< no solution: the runs whose sums by_clues frees first
  /// No solution: seconds from the start of repair() until the conflict and the correction
  /// were known (what the clue changes then take comes after).
  double correction_seconds = 0;
  std::optional<Proposal> by_clues;      ///< clue changes (the same layout)
  std::vector<ClueChange> clue_changes;  ///< of by_clues
  /// Not unique: the fewest clue changes shown to be needed, 2 (one alone leaves no
  /// solution) or 3 (every puzzle with two clues changed was proved not unique); 0 when
  /// the clue search did not run or stopped at a limit before showing it.
  int clue_changes_at_least = 0;
  std::optional<Proposal> by_givens;  ///< not unique: added givens
  std::vector<AddedGiven> givens;     ///< of by_givens
  std::vector<std::string> notes;     ///< what was not found, and why
  bool limit = false;                 ///< some piece stopped at the time limit
};

/// Repairs `p`: proves whether it is unique (with `prover`); not unique: clue changes and,
/// as the alternative, givens; no solution: the minimal conflict (`cores`, a backend with
/// sum_cores, else a note says it is missing) and clue changes. A unique puzzle is left
/// alone. Throws std::logic_error when a backend's answer fails the checker (a bug).
RepairResult repair(const Puzzle& p, const BackendInfo& prover, const BackendInfo* cores,
                    const RepairOptions& opts);

}  // namespace kakuro::create
