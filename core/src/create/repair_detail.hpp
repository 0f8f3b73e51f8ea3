// Internals of repair shared by its pieces (not part of the public API).
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "kakuro/create/repair.hpp"

namespace kakuro::create::detail {

/// What a proof found: Unique (solutions[0]), Multiple (two or more, up to the number asked),
/// None, or Limit (reason says which).
struct Proof {
  enum class Verdict { Unique, Multiple, None, Limit } verdict = Verdict::Limit;
  std::vector<Solution> solutions;
  std::string reason;
};

/// Solutions counted when moves or cells are compared by how many solutions they leave.
inline constexpr std::uint64_t kCountCap = 32;

/// Whether `proof` stopped at a limit; if so `why` says so (the proof's reason, or "limit
/// reached").
inline bool limited(const Proof& proof, Shortfall& why) {
  if (proof.verdict != Proof::Verdict::Limit) return false;
  why = {true, proof.reason.empty() ? "limit reached" : proof.reason};
  return true;
}

/// solve_with() under `budget`, asking for up to `max_solutions` (at least 2). A backend
/// answer that fails the checker throws std::logic_error (a bug, never hidden).
Proof prove(const Puzzle& p, const BackendInfo& prover, const Budget& budget,
            std::uint64_t max_solutions = 2);

/// `p` with the clues of `fill`: each run's sum becomes its digits' sum under `fill`
/// (clues.hpp); the layout and the givens stay.
Puzzle with_sums_of(const Puzzle& p, const Solution& fill);

/// The white cells (VarIds) where two solutions differ.
std::vector<VarId> differing_vars(const Solution& a, const Solution& b);

/// Whether digit d may go into v under `fill`: no other cell of v's across or down run
/// holds d.
bool digit_fits(const Puzzle& p, const Solution& fill, VarId v, Digit d);

/// The cells that share a run with one of `vars` (the cells of `vars` included), ascending.
std::vector<VarId> run_neighbours(const Puzzle& p, const std::vector<VarId>& vars);

/// The cells of `runs`, ascending, each once.
std::vector<VarId> cells_of(const Puzzle& p, const std::vector<RunId>& runs);

/// What step 2 of the clue search found: a puzzle with two clues changed proved unique (its
/// solution), or that none is (complete), or neither (a limit or the cap on proofs).
struct TwoChanges {
  std::optional<Solution> found;
  bool complete = false;
};

/// Every puzzle `p` gives with two clues of one part changed (those whose sums are in `tried`
/// left out: proved not unique already), proved by `prover`; `diff` are the cells where
/// `start` (a solution of `p`) and its closest rival among `solutions` differ: the runs
/// through them come first. `why` is set when the time ran out.
TwoChanges two_clue_changes(const Puzzle& p, const BackendInfo& prover, const Budget& budget, int max_changes,
                            const std::vector<VarId>& diff, const std::vector<Solution>& solutions,
                            const Solution& start, const std::set<std::vector<int>>& tried, Shortfall& why);

}  // namespace kakuro::create::detail
