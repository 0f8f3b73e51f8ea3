// Model rotation for repair's minimal conflicts (not part of the public API): a filling that
// keeps every sum of a set but one shows that one necessary; changing one cell so that the
// broken sum holds again breaks exactly one other sum of the set, which is then necessary
// too, shown without asking a solver.
#pragma once

#include <cstddef>
#include <vector>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::create::detail {

/// From `fill` (givens kept, every run's digits distinct, every sum of `in_set` (per RunId)
/// right but that of `broken`), marks in `necessary` (per RunId) each run of the set that
/// some filling reached by one-cell changes breaks alone: every other sum of the set holds
/// there, so the set without that run can be filled. Visits at most `max_steps` fillings;
/// returns how many runs it marked.
std::size_t rotate(const Puzzle& p, const std::vector<char>& in_set, const Solution& fill, RunId broken,
                   std::vector<char>& necessary, std::size_t max_steps);

}  // namespace kakuro::create::detail
