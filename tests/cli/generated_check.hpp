// An independent look at a generated corpus record, sharing no code with the project: the
// grid read from its JSON, the shape rules of docs/create.md checked cell by cell, and the
// solutions counted by a brute force of the tests' own.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace kakuro::test {

struct RecordGrid {
  int rows = 0, cols = 0;
  std::vector<char> white;            // row-major
  std::vector<int> across, down;      // clue sums, 0 = none
  std::vector<int> givens, solution;  // 0 = none / not white
  bool is_white(int r, int c) const {
    return r >= 0 && c >= 0 && r < rows && c < cols && white[std::size_t(r * cols + c)];
  }
};

/// The record's grid, givens and solution; throws std::runtime_error when malformed.
RecordGrid record_grid(const nlohmann::json& record);

/// "" when every shape rule holds, else the first broken one: no white cell in the clue
/// row or column, every run of white cells 2..9 long and led by a clue with its sum, the
/// solution's digits distinct in each run and adding up to its clue, the givens agree with
/// the solution, the white cells connected. `symmetry`: "point", "mirror" or "none".
std::string shape_problem(const RecordGrid& g, const std::string& symmetry);

/// The solutions of the puzzle (givens fixed), counted up to `limit` by a plain
/// backtracking search with run-sum bounds; `first` gets the first one found.
int count_solutions(const RecordGrid& g, int limit, std::vector<int>* first = nullptr);

}  // namespace kakuro::test
