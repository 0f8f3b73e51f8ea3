// Helpers of the pzprjs formats (puzzlink, pzprv3, kanpen).
#include "pzprjs.hpp"

#include <algorithm>

namespace kakuro::detail {

std::optional<int> pzprjs_sum(std::string_view tok) {
  if (tok == "-1") return 0;
  const auto v = parse_number(tok);
  if (!v) return std::nullopt;
  return static_cast<int>(std::min<long long>(*v, 99999));
}

bool within_limit(long long count, int limit, bool rows, const std::string& file, SourcePos pos,
                  Diagnostics& diags) {
  if (count <= limit) return true;
  diags.error(file, pos,
              "the grid has " + std::to_string(count) +
                  (rows ? " rows (the clue row" : " columns (the clue column") +
                  " included), more than the limit " + std::to_string(limit) + " (--max-size)");
  return false;
}

bool fits_pzprjs(const Puzzle& p) { return p.rows() >= 2 && p.cols() >= 2; }

namespace {

void keep_full_answer(PuzzleRecord& rec, const std::vector<int>& digits) {
  if (!rec.puzzle || rec.puzzle->num_vars() == 0) return;
  const Puzzle& p = *rec.puzzle;
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (digits[std::size_t(p.cell_of(v))] == 0) return;
  rec.solution = solution_from_grid(p, digits);
}

// A clue with no sums is a black cell, as build_puzzle makes it.
Cell normal(Cell c) {
  if (c.kind == CellKind::Clue && c.down <= 0 && c.across <= 0) return Cell{};
  if (c.kind != CellKind::Clue) c.down = c.across = 0;
  c.given = 0;
  return c;
}
std::optional<Solution> answer_for(const Puzzle& p, const RawGrid& g, const std::vector<int>& digits,
                                   const std::string& file, Diagnostics& diags) {
  if (g.rows != p.rows() || g.cols != p.cols()) {
    diags.error(file, g.pos.empty() ? SourcePos{} : g.pos.front(),
                "the solution is " + std::to_string(g.rows) + "x" + std::to_string(g.cols) + ", the puzzle " +
                    std::to_string(p.rows()) + "x" + std::to_string(p.cols()));
    return std::nullopt;
  }
  for (int r = 0; r < p.rows() && !too_many(diags); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const Cell mine = normal(g.at(r, c)), theirs = normal(p.cell(r, c));
      if (mine != theirs)
        diags.error(file, g.pos[std::size_t(p.cell_id(r, c))],
                    "cell " + cell_name(r, c) + ": the puzzle has " + describe_cell(theirs) +
                        " here, the solution " + describe_cell(mine));
    }
  if (diags.has_errors()) return std::nullopt;
  return solution_from_grid(p, digits);
}

}  // namespace

void parse_board(BoardReader read, const ParseInput& in, ParseResult& out) {
  PuzzleRecord rec = make_record(in.file, 1);
  BoardText t;
  read(in.text, in.file, in.limits, rec.diags, t);
  if (t.complete) finish_record(rec, t.grid);
  keep_full_answer(rec, t.digits);
  if (!t.id.empty()) rec.id = t.id;
  out.records.push_back(std::move(rec));
}

std::optional<Solution> board_solution(BoardReader read, const Puzzle& p, std::string_view text,
                                       const std::string& file, Diagnostics& diags) {
  // The solution is the puzzle's size: more than twice that is not read.
  const ParseLimits limits{std::size_t(-1), std::max(p.rows(), 1) * 2, std::max(p.cols(), 1) * 2, 1};
  BoardText t;
  read(text, file, limits, diags, t);
  if (!t.complete) return std::nullopt;
  return answer_for(p, t.grid, t.digits, file, diags);
}

SourcePos end_of(std::string_view text) {
  SourcePos pos{1, 1};
  for (const TextLine& line : split_lines(text)) pos = {line.number, static_cast<int>(line.text.size()) + 1};
  return pos;
}

}  // namespace kakuro::detail
