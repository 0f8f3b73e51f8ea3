// The `grid` format: one row per line, cells separated by blanks; `;` starts a comment.
#include <algorithm>

#include "detail.hpp"
#include "kakuro/text.hpp"

namespace kakuro::detail {

namespace {

// The token rows of a grid file, before any cell is interpreted.
struct GridText {
  std::vector<std::vector<Token>> rows;
  std::vector<int> lines;  ///< line number of each row
  std::string id;          ///< from a `; id: NAME` comment
  int first_line = 0;
};

// A line's content before its comment (a `;` runs to the end of the line).
std::string_view strip_comment(std::string_view s) { return s.substr(0, s.find(';')); }

// Reads the rows, reporting ragged rows and sizes beyond the limits; false when the rows
// do not make a grid. Comment lines are skipped, `; id: NAME` read.
bool read_grid_text(std::string_view text, const std::string& file, const ParseLimits& limits, GridText& g,
                    Diagnostics& diags) {
  bool shaped = true;
  for (const TextLine& line : split_lines(text)) {
    if (skip_line(line, hash_comments(Format::Grid), file, g.id, diags)) continue;
    const TextLine content{strip_comment(line.text), line.number};
    std::vector<Token> toks = split_blanks(content, std::size_t(limits.max_cols) + 1);
    if (toks.empty()) continue;
    if (g.rows.empty()) g.first_line = line.number;
    if (!within_limits(g.rows.size() + 1, toks.size(), limits, file, line.number, diags)) return false;
    const std::size_t want = g.rows.empty() ? toks.size() : g.rows.front().size();
    if (toks.size() != want) {
      const int col = toks.size() > want ? toks[want].col : static_cast<int>(content.text.size()) + 1;
      diags.error(file, {line.number, col},
                  "ragged rows: this row has " + std::to_string(toks.size()) + " cells, the first row has " +
                      std::to_string(want));
      shaped = false;
      if (too_many(diags)) return false;
    }
    g.rows.push_back(std::move(toks));
    g.lines.push_back(line.number);
  }
  if (g.rows.empty()) diags.error(file, {}, "no grid rows found");
  return shaped && !g.rows.empty();
}

}  // namespace

void parse_grid(const ParseInput& in, ParseResult& out) {
  GridText t;
  PuzzleRecord rec = make_record(in.file, 1);
  const bool shaped = read_grid_text(in.text, in.file, in.limits, t, rec.diags);
  // Every token is checked even when the rows are ragged, so that all problems show at once.
  RawGrid g;
  if (shaped) g = RawGrid(static_cast<int>(t.rows.size()), static_cast<int>(t.rows.front().size()));
  g.file = in.file;
  for (std::size_t r = 0; r < t.rows.size() && !too_many(rec.diags); ++r)
    for (std::size_t c = 0; c < t.rows[r].size(); ++c) {
      const Token& tok = t.rows[r][c];
      const SourcePos pos{t.lines[r], tok.col};
      Cell cell;
      if (std::string err = parse_cell_token(tok.text, cell); !err.empty())
        rec.diags.error(in.file, pos, "cell " + cell_name(int(r), int(c)) + ": " + err);
      if (shaped) {
        g.at(int(r), int(c)) = cell;
        g.pos[r * std::size_t(g.cols) + c] = pos;
      }
    }
  if (shaped) finish_record(rec, g);
  if (!t.id.empty()) rec.id = t.id;
  rec.line = std::max(t.first_line, 1);
  out.records.push_back(std::move(rec));
}

std::string write_grid(const Puzzle& p, const WriteOptions& opts) {
  const auto rows = std::size_t(p.rows()), cols = std::size_t(p.cols());
  std::vector<std::string> toks(rows * cols);
  std::vector<std::size_t> width(cols, 1);
  for (std::size_t i = 0; i < toks.size(); ++i) {
    const CellId id = static_cast<CellId>(i);
    toks[i] = cell_token(p.cell(id));
    const VarId v = p.var_of(id);
    if (opts.solution && v >= 0 && std::size_t(v) < opts.solution->digits.size() &&
        opts.solution->digits[std::size_t(v)] != 0)
      toks[i] = std::to_string(int(opts.solution->digits[std::size_t(v)]));
    width[i % cols] = std::max(width[i % cols], toks[i].size());
  }
  // The id goes on one comment line, as valid UTF-8 (bad bytes become U+FFFD): line
  // breaks and other control characters become spaces, or the rest of the id would be
  // read back as grid rows.
  std::string id = to_valid_utf8(opts.id);
  for (char& ch : id)
    if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) ch = ' ';
  std::string out = id.empty() ? "" : "; id: " + id + "\n";
  for (std::size_t r = 0; r < rows; ++r) {
    std::string line;
    for (std::size_t c = 0; c < cols; ++c) {
      const std::string& tok = toks[r * cols + c];
      line += tok;
      if (c + 1 < cols) line += std::string(width[c] - tok.size() + 1, ' ');
    }
    out += line + "\n";
  }
  return out;
}

namespace {

// Reads one token of a filled grid: the cell it describes and the digit it holds.
bool solution_token(std::string_view tok, Cell& cell, int& digit) {
  digit = 0;
  if (auto v = parse_number(tok); v && *v <= 255) {
    cell = Cell{CellKind::White};
    digit = static_cast<int>(*v);
    return true;
  }
  return parse_cell_token(tok, cell).empty();
}

bool same_layout(const Cell& a, const Cell& b) {
  return a.kind == b.kind && (a.kind != CellKind::Clue || (a.down == b.down && a.across == b.across));
}

}  // namespace

std::optional<Solution> grid_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                      Diagnostics& diags) {
  GridText t;
  ParseLimits limits{std::size_t(-1), std::max(p.rows(), 1) * 2, std::max(p.cols(), 1) * 2, 1};
  limits.size_limit_name = "twice the puzzle's size";  // not --max-size: the puzzle sets it
  if (!read_grid_text(text, file, limits, t, diags)) return std::nullopt;
  if (t.rows.size() != std::size_t(p.rows()) || t.rows.front().size() != std::size_t(p.cols())) {
    diags.error(file, {t.first_line, 1},
                "the solution is " + std::to_string(t.rows.size()) + "x" +
                    std::to_string(t.rows.front().size()) + ", the puzzle " + std::to_string(p.rows()) + "x" +
                    std::to_string(p.cols()));
    return std::nullopt;
  }
  std::vector<int> digits(std::size_t(p.rows()) * std::size_t(p.cols()), 0);
  for (int r = 0; r < p.rows() && !too_many(diags); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const Token& tok = t.rows[std::size_t(r)][std::size_t(c)];
      const SourcePos pos{t.lines[std::size_t(r)], tok.col};
      Cell cell;
      int& digit = digits[std::size_t(p.cell_id(r, c))];
      if (!solution_token(tok.text, cell, digit))
        diags.error(file, pos, "cell " + cell_name(r, c) + ": unknown token " + quote_text(tok.text));
      else if (!same_layout(cell, p.cell(r, c)))
        diags.error(file, pos,
                    "cell " + cell_name(r, c) + ": the puzzle has " + describe_cell(p.cell(r, c)) +
                        " here, the solution " + quote_text(tok.text));
    }
  if (diags.has_errors()) return std::nullopt;
  return solution_from_grid(p, digits);
}

}  // namespace kakuro::detail
