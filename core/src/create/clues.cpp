#include "clues.hpp"

namespace kakuro::create::detail {

void set_clue_sums(RawGrid& g, const std::vector<int>& digits) {
  const auto white = [&](int r, int c) {
    return r < g.rows && c < g.cols && g.at(r, c).kind == CellKind::White;
  };
  const auto digit = [&](int r, int c) {
    return digits[std::size_t(r) * std::size_t(g.cols) + std::size_t(c)];
  };
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      Cell& cell = g.at(r, c);
      if (cell.kind == CellKind::White) continue;
      int across = 0, down = 0;
      for (int k = c + 1; white(r, k); ++k) across += digit(r, k);
      for (int k = r + 1; white(k, c); ++k) down += digit(k, c);
      cell.across = across;
      cell.down = down;
      if (across > 0 || down > 0) cell.kind = CellKind::Clue;
    }
}

RawGrid clue_grid(const Layout& l, const std::vector<int>& digits) {
  RawGrid g(l.rows, l.cols);
  for (int r = 0; r < l.rows; ++r)
    for (int c = 0; c < l.cols; ++c)
      if (l.is_white(r, c)) g.at(r, c).kind = CellKind::White;
  set_clue_sums(g, digits);
  return g;
}

}  // namespace kakuro::create::detail
