#include "kakuro/solution.hpp"

#include "kakuro/puzzle.hpp"

namespace kakuro {

std::vector<std::vector<int>> solution_grid(const Puzzle& p, const Solution& s) {
  std::vector<std::vector<int>> g(std::size_t(p.rows()), std::vector<int>(std::size_t(p.cols()), 0));
  for (VarId v = 0; v < p.num_vars() && std::size_t(v) < s.digits.size(); ++v) {
    const CellId id = p.cell_of(v);
    g[std::size_t(p.row_of(id))][std::size_t(p.col_of(id))] = s.digits[std::size_t(v)];
  }
  return g;
}

Solution solution_from_grid(const Puzzle& p, const std::vector<int>& digits) {
  Solution s;
  s.digits.assign(std::size_t(p.num_vars()), 0);
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const auto id = std::size_t(p.cell_of(v));
    if (id >= digits.size()) continue;
    const int d = digits[id];
    s.digits[std::size_t(v)] = static_cast<Digit>(d < 0 || d > 255 ? 255 : d);
  }
  return s;
}

std::vector<std::pair<int, int>> differing_cells(const Puzzle& p, const Solution& a, const Solution& b) {
  std::vector<std::pair<int, int>> out;
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const auto i = std::size_t(v);
    const Digit x = i < a.digits.size() ? a.digits[i] : 0, y = i < b.digits.size() ? b.digits[i] : 0;
    if (x != y) out.emplace_back(p.row_of(p.cell_of(v)), p.col_of(p.cell_of(v)));
  }
  return out;
}

}  // namespace kakuro
