// The answer without an engine, when there is one: the puzzle's domains after
// preprocessing, or after exact per-run propagation to a fixpoint, leave each cell one
// digit. That assignment is then the only solution there can be (propagation never drops a
// digit some solution uses), and building an engine, which would find it by the same
// propagation before any search, costs more than the rest of the solve on most published
// puzzles. When the propagation leaves a choice, the engines start from its fixpoint: the
// one their own first step reaches (it is unique), so their search is the same.
#pragma once

#include <cstdint>
#include <optional>

#include "kakuro/preprocess.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::detail {

/// The assignment when every cell of `d` (with the givens) has one candidate left and it
/// keeps every run's sum with distinct digits; else nothing.
std::optional<Solution> forced_solution(const Puzzle& p, const Domains& d);

/// Exact per-run consistency (the engines' gac: run_supports) on `d` to a fixpoint, in
/// place; the givens are applied first. False on a conflict (then `d` is partly narrowed
/// and the engines, started from the domains before, say why). `propagations` counts the
/// runs filtered.
bool propagate_runs(const Puzzle& p, Domains& d, std::uint64_t& propagations);

}  // namespace kakuro::detail
