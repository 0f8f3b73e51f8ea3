#include "open_parts.hpp"

#include <algorithm>
#include <stdexcept>

#include "clues.hpp"

namespace kakuro::create::internal {

namespace {

// The part containing `start`: undecided cells joined by shared runs (breadth first).
std::vector<int> grow_part(const RunModel& m, const RunPropagator& narrowed, int start,
                           std::vector<char>& seen) {
  // `seen` starts with the fixed cells marked: they are never open.
  std::vector<int> part{start};
  seen[std::size_t(start)] = 1;
  for (std::size_t i = 0; i < part.size(); ++i)
    for (int run : m.run_of[std::size_t(part[i])])
      for (int k = m.run_begin[std::size_t(run)]; k < m.run_begin[std::size_t(run) + 1]; ++k) {
        const int c = m.run_cells[std::size_t(k)];
        if (!seen[std::size_t(c)] && digit_count(narrowed.domain(c)) > 1) {
          seen[std::size_t(c)] = 1;
          part.push_back(c);
        }
      }
  return part;
}

OpenPart cut_out(const RunModel& m, const std::vector<int>& part, const std::vector<int>& fill) {
  // Every cell of the part's runs; the part's own cells are the ones left empty.
  std::vector<int> cells;
  for (int c : part)
    for (int run : m.run_of[std::size_t(c)])
      for (int k = m.run_begin[std::size_t(run)]; k < m.run_begin[std::size_t(run) + 1]; ++k)
        cells.push_back(m.run_cells[std::size_t(k)]);
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  int r0 = 1 << 30, c0 = 1 << 30, r1 = 0, c1 = 0;
  for (int c : cells) {
    const int g = m.grid_of[std::size_t(c)], r = g / m.cols, col = g % m.cols;
    r0 = std::min(r0, r), r1 = std::max(r1, r), c0 = std::min(c0, col), c1 = std::max(c1, col);
  }
  // Row and column 0 of the cut-out hold the clues of the stretches that start at its edge.
  RawGrid g(r1 - r0 + 2, c1 - c0 + 2);
  std::vector<int> digits(g.cells.size(), 0);
  std::vector<char> open(std::size_t(m.cells()), 0);  // the part's cells
  for (int c : part) open[std::size_t(c)] = 1;
  for (int c : cells) {
    const int at = m.grid_of[std::size_t(c)];
    const int r = at / m.cols - r0 + 1, col = at % m.cols - c0 + 1;
    Cell& cell = g.at(r, col);
    cell.kind = CellKind::White;
    if (!open[std::size_t(c)]) cell.given = static_cast<Digit>(fill[std::size_t(c)]);
    digits[std::size_t(r) * std::size_t(g.cols) + std::size_t(col)] = fill[std::size_t(c)];
  }
  detail::set_clue_sums(g, digits);
  OpenPart out;
  out.key.reserve(8 + g.cells.size() * 4);
  for (int v : {g.rows, g.cols})
    for (int b = 0; b < 4; ++b) out.key.push_back(static_cast<char>((v >> (8 * b)) & 0xff));
  for (const Cell& cell : g.cells) {
    out.key.push_back(static_cast<char>(cell.kind));
    out.key.push_back(static_cast<char>(cell.across));
    out.key.push_back(static_cast<char>(cell.down));
    out.key.push_back(static_cast<char>(cell.given));
  }
  Diagnostics d;
  auto p = build_puzzle(g, d);
  // Every stretch of white cells has a cell before it (row and column 0 are not white).
  if (!p) throw std::logic_error("generator: an open part that does not build a puzzle");
  out.puzzle = *p;
  out.cell_of_var.resize(std::size_t(p->num_vars()));
  for (VarId v = 0; v < p->num_vars(); ++v) {
    const CellId id = p->cell_of(v);
    const int at = (p->row_of(id) + r0 - 1) * m.cols + p->col_of(id) + c0 - 1;
    out.cell_of_var[std::size_t(v)] = m.white_of[std::size_t(at)];
  }
  return out;
}

}  // namespace

std::vector<OpenPart> open_parts(const RunModel& m, const RunPropagator& narrowed,
                                 const std::vector<int>& fill, const std::vector<char>& fixed) {
  std::vector<OpenPart> parts;
  std::vector<char> seen = fixed;
  for (int c = 0; c < m.cells(); ++c)
    if (!seen[std::size_t(c)] && digit_count(narrowed.domain(c)) > 1)
      parts.push_back(cut_out(m, grow_part(m, narrowed, c, seen), fill));
  return parts;
}

}  // namespace kakuro::create::internal
