#include "kit/pieces.hpp"

#include <algorithm>
#include <optional>

namespace kakuro {
namespace {

struct Box {
  int part = 0;
  int r0 = 0, c0 = 0, r1 = 0, c1 = 0;  // inclusive; the clue row and column included
  int rows() const { return r1 - r0 + 1; }
  int cols() const { return c1 - c0 + 1; }
};

Box box_of(const Puzzle& p, const std::vector<VarId>& vars, int part) {
  Box b{part, p.rows(), p.cols(), -1, -1};
  for (VarId v : vars) {
    const CellId id = p.cell_of(v);
    const int r = p.row_of(id), c = p.col_of(id);
    b.r0 = std::min(b.r0, std::max(0, r - 1)), b.c0 = std::min(b.c0, std::max(0, c - 1));
    b.r1 = std::max(b.r1, r), b.c1 = std::max(b.c1, c);
  }
  return b;
}

// Whether the white cell at (r, c) belongs to `part`.
bool in_part(const Puzzle& p, const Components& parts, int r, int c, int part) {
  if (r >= p.rows() || c >= p.cols()) return false;
  const VarId v = p.var_of(p.cell_id(r, c));
  return v >= 0 && parts.of_var[std::size_t(v)] == part;
}

std::optional<Piece> make_piece(const Puzzle& p, const Components& parts, const std::vector<Box>& boxes) {
  int rows = 0, cols = 0;
  for (const Box& b : boxes) rows += b.rows(), cols = std::max(cols, b.cols());
  RawGrid raw(rows, cols);
  std::vector<CellId> from(raw.cells.size(), -1);  // the whole puzzle's cell per piece cell
  int top = 0;
  for (const Box& b : boxes) {
    for (int r = b.r0; r <= b.r1; ++r)
      for (int c = b.c0; c <= b.c1; ++c) {
        const Cell& cell = p.cell(r, c);
        Cell& out = raw.at(top + r - b.r0, c - b.c0);
        if (cell.kind == CellKind::White && in_part(p, parts, r, c, b.part)) {
          out = cell;
          from[std::size_t(top + r - b.r0) * std::size_t(cols) + std::size_t(c - b.c0)] = p.cell_id(r, c);
        } else if (cell.kind == CellKind::Clue) {
          if (cell.across > 0 && in_part(p, parts, r, c + 1, b.part)) out.across = cell.across;
          if (cell.down > 0 && in_part(p, parts, r + 1, c, b.part)) out.down = cell.down;
          if (out.across > 0 || out.down > 0) out.kind = CellKind::Clue;
        }
      }
    top += b.rows();
  }
  // The parts were valid in the whole, so they are here (a warning at most); should a
  // piece still not build, the caller keeps the puzzle whole.
  Diagnostics diags;
  std::optional<Puzzle> built = build_puzzle(raw, diags);
  if (!built) return std::nullopt;
  Piece piece{std::move(*built), {}};
  piece.whole.reserve(std::size_t(piece.puzzle.num_vars()));
  for (VarId v = 0; v < piece.puzzle.num_vars(); ++v)
    piece.whole.push_back(p.var_of(from[std::size_t(piece.puzzle.cell_of(v))]));
  return piece;
}

}  // namespace

std::vector<Piece> cut_pieces(const Puzzle& p, const Components& parts, int min_cells) {
  std::vector<std::vector<Box>> groups(1);
  int cells = 0;
  long long area = 0;
  for (int part = 0; part < parts.count(); ++part) {
    if (cells >= min_cells) groups.emplace_back(), cells = 0;
    const Box b = box_of(p, parts.vars[std::size_t(part)], part);
    groups.back().push_back(b);
    cells += static_cast<int>(parts.vars[std::size_t(part)].size());
    area += static_cast<long long>(b.rows()) * b.cols();
  }
  if (groups.size() < 2 || area > 4LL * p.rows() * p.cols()) return {};
  std::vector<Piece> out;
  out.reserve(groups.size());
  for (const auto& g : groups) {
    std::optional<Piece> piece = make_piece(p, parts, g);
    if (!piece) return {};
    out.push_back(std::move(*piece));
  }
  return out;
}

void put_piece(const Piece& piece, const std::vector<Digit>& digits, std::vector<Digit>& whole) {
  for (std::size_t v = 0; v < piece.whole.size() && v < digits.size(); ++v)
    whole[std::size_t(piece.whole[v])] = digits[v];
}

}  // namespace kakuro
