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

/// Solution from a rows x cols digit grid; cells that are not white are ignored.
Solution solution_from_grid(const Puzzle& p, const std::vector<std::vector<int>>& grid);

/// Positions (row, col) of the white cells where two solutions differ.
std::vector<std::pair<int, int>> differing_cells(const Puzzle& p, const Solution& a, const Solution& b);

}  // namespace kakuro
