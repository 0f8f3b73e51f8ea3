// Small puzzles and step builders for the checker's own tests.
#pragma once

#include <initializer_list>
#include <utility>
#include <vector>

#include "core/grid_builder.hpp"
#include "kakuro/explain/step.hpp"

namespace kakuro::test {

// 1 2 / 3 1: across 3 and 4, down 4 and 3. Unique.
struct Tiny {
  Puzzle p = puzzle_from_rows({"#    4\\  3\\", "\\3  .    .", "\\4  .    ."});
  VarId a = p.var_of(p.cell_id(1, 1)), b = p.var_of(p.cell_id(1, 2));
  VarId c = p.var_of(p.cell_id(2, 1)), d = p.var_of(p.cell_id(2, 2));
  RunId row1 = p.across_run(a), row2 = p.across_run(c), col1 = p.down_run(a), col2 = p.down_run(b);
};

inline std::vector<explain::CellDigit> elim(VarId v, std::initializer_list<int> digits) {
  std::vector<explain::CellDigit> out;
  for (int d : digits) out.push_back({v, static_cast<Digit>(d)});
  return out;
}

inline std::vector<explain::CellDigit> operator+(std::vector<explain::CellDigit> x,
                                                 const std::vector<explain::CellDigit>& y) {
  x.insert(x.end(), y.begin(), y.end());
  return x;
}

inline explain::Step make(explain::Technique t, std::vector<RunId> runs,
                          std::vector<explain::CellDigit> eliminate,
                          std::vector<explain::CellDigit> place = {}) {
  explain::Step s;
  s.technique = t;
  s.runs = std::move(runs);
  s.eliminate = std::move(eliminate);
  s.place = std::move(place);
  return s;
}

// 1 2 4 / 3 6 9 / 2 8 7: across 7, 18, 17; down 6, 16, 20.
inline Puzzle block() {
  return puzzle_from_rows(
      {"#    6\\  16\\  20\\", "\\7  .    .     .", "\\18  .    .     .", "\\17  .    .     ."});
}

}  // namespace kakuro::test
