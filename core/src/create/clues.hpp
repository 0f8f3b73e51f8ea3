// Clues from a filled grid, written once for the three that need it: random_puzzle()
// (selftest's puzzles), the generator and repair's clue changes (not part of the public API).
#pragma once

#include <vector>

#include "kakuro/create/layout.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::create::detail {

/// Gives every cell of `g` that is not white the sums of `digits` (per grid cell, row-major)
/// over the white cells after it, across and down, up to the next cell that is not white
/// (0 when none follows). A cell with a sum becomes a clue cell; the others keep their kind.
/// White cells and their givens are left as they are.
void set_clue_sums(RawGrid& g, const std::vector<int>& digits);

/// The grid of `l` with clues from `digits` (per grid cell): white cells without givens,
/// clue cells before the white runs, black cells elsewhere.
RawGrid clue_grid(const Layout& l, const std::vector<int>& digits);

}  // namespace kakuro::create::detail
