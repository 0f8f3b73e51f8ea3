// A (possibly partial) assignment of digits to a puzzle's white cells.
#pragma once

#include <vector>

#include "kakuro/digit_set.hpp"

namespace kakuro {

class Puzzle;

struct Solution {
  std::vector<Digit> digits;  ///< per VarId; 0 = empty
  bool operator==(const Solution&) const = default;
};

/// Rows x cols grid of digits, 0 on cells that are not white (the JSON `solution` shape).
std::vector<std::vector<int>> solution_grid(const Puzzle& p, const Solution& s);

/// The one grid-to-solution conversion (every reader and the generator use it): the digit
/// of each white cell from `digits`, rows x cols numbers indexed by CellId (row-major).
/// Cells that are not white are ignored; a white cell past the end of `digits` is 0
/// (empty); a number outside 0..255 becomes 255, so that the checker reports it as out of
/// range instead of it wrapping round to a digit or to "empty".
Solution solution_from_grid(const Puzzle& p, const std::vector<int>& digits);

/// Positions (row, col) of the white cells where two solutions differ.
std::vector<std::pair<int, int>> differing_cells(const Puzzle& p, const Solution& a, const Solution& b);

}  // namespace kakuro
