// The Kanpen (Pencil Box) text format, as the pzprjs editor reads and writes it for
// Kakuro: the number of rows and of columns (the clue row and column included), one a
// line; then a line `ROW COL ACROSS DOWN` for every cell of the clue row and column and
// for every black or clue cell of the board (0-based; 0 or -1 no sum; cells not listed are
// white); a blank line; then the answer grid, a row a line: `.` for black and clue cells,
// a digit or `0` (empty) for white cells.
#include <map>

#include "pzprjs.hpp"

namespace kakuro::detail {

namespace {

class KanpenReader {
 public:
  KanpenReader(std::string_view text, const std::string& file, const ParseLimits& limits, Diagnostics& diags)
      : text_(text), file_(file), limits_(limits), diags_(diags) {}
  void read(BoardText& t);

 private:
  void error(SourcePos pos, const std::string& msg) { diags_.error(file_, pos, msg); }
  bool size_line(const TextLine& line, BoardText& t);
  void clue_line(const TextLine& line, RawGrid& g);
  bool answer_line(const TextLine& line, BoardText& t);
  void whiten(RawGrid& g);

  std::string_view text_;
  const std::string& file_;
  const ParseLimits& limits_;
  Diagnostics& diags_;
  enum class Part { Rows, Cols, Clues, Answers } part_ = Part::Rows;
  long long rows_ = 0;
  int clue_lines_ = 0, answer_rows_ = 0, last_clue_line_ = 0;
  std::map<std::pair<int, int>, int> listed_;  ///< the line each cell was listed on
};

bool KanpenReader::size_line(const TextLine& line, BoardText& t) {
  const std::vector<Token> toks = split_blanks(line, 2);
  const bool rows = part_ == Part::Rows;
  const auto v = toks.size() == 1 ? parse_number(toks[0].text) : std::nullopt;
  if (!v || *v < 2) {
    error({line.number, toks[0].col}, std::string("expected the number of ") + (rows ? "rows" : "columns") +
                                          " (the clue " + (rows ? "row" : "column") +
                                          " included, at least 2), found " + quote_text(trim(line.text)));
    return false;
  }
  if (!within_limit(*v, rows ? limits_.max_rows : limits_.max_cols, rows, file_, {line.number, toks[0].col},
                    diags_))
    return false;
  if (rows) {
    rows_ = *v;
  } else {
    if (!check_size(rows_, *v, limits_, file_, {line.number, toks[0].col}, "", diags_)) return false;
    t.grid = RawGrid(static_cast<int>(rows_), static_cast<int>(*v));
    t.grid.file = file_;
    t.digits.assign(t.grid.cells.size(), 0);
  }
  part_ = rows ? Part::Cols : Part::Clues;
  return true;
}

void KanpenReader::clue_line(const TextLine& line, RawGrid& g) {
  ++clue_lines_;
  last_clue_line_ = line.number;
  const std::vector<Token> toks = split_blanks(line, 5);
  if (toks.size() != 4)
    return error({line.number, toks.size() > 4 ? toks[4].col : toks[0].col},
                 "expected 'ROW COL ACROSS DOWN', found " + quote_text(trim(line.text)));
  const auto r = parse_number(toks[0].text), c = parse_number(toks[1].text);
  const char* const names[2] = {"row", "column"};
  const int size[2] = {g.rows, g.cols};
  for (int k = 0; k < 2; ++k) {
    const auto v = k == 0 ? r : c;
    if (!v || *v >= size[k])
      return error({line.number, toks[std::size_t(k)].col},
                   std::string(v ? "" : "malformed ") + names[k] + " " +
                       quote_text(toks[std::size_t(k)].text) +
                       (v ? " out of range (0.." + std::to_string(size[k] - 1) + ")" : ""));
  }
  const auto across = pzprjs_sum(toks[2].text), down = pzprjs_sum(toks[3].text);
  for (int k = 2; k < 4; ++k)
    if (!(k == 2 ? across : down))
      return error(
          {line.number, toks[std::size_t(k)].col},
          "malformed sum " + quote_text(toks[std::size_t(k)].text) + " (a number; 0 or -1 for none)");
  const int row = static_cast<int>(*r), col = static_cast<int>(*c);
  const auto [it, fresh] = listed_.emplace(std::make_pair(row, col), line.number);
  if (!fresh)
    return error({line.number, toks[0].col}, "cell " + cell_name(row, col) +
                                                 " is listed twice (first on line " +
                                                 std::to_string(it->second) + ")");
  // As the editor reads it: the clue row holds down sums, the clue column across sums,
  // and the corner nothing.
  Cell& cell = g.at(row, col);
  g.pos[std::size_t(row) * std::size_t(g.cols) + std::size_t(col)] = {line.number, toks[0].col};
  cell = Cell{.kind = CellKind::Clue, .down = col == 0 ? 0 : *down, .across = row == 0 ? 0 : *across};
}

bool KanpenReader::answer_line(const TextLine& line, BoardText& t) {
  RawGrid& g = t.grid;
  if (answer_rows_ == g.rows) {
    error({line.number, split_blanks(line, 1)[0].col},
          "unexpected text " + quote_text(trim(line.text)) + " after the answer grid");
    return false;
  }
  const int r = answer_rows_++;
  const std::vector<Token> toks = split_blanks(line, std::size_t(g.cols) + 1);
  if (toks.size() != std::size_t(g.cols)) {
    const int col = toks.size() > std::size_t(g.cols) ? toks[std::size_t(g.cols)].col
                                                      : static_cast<int>(line.text.size()) + 1;
    error({line.number, col}, "ragged rows: this answer row has " + std::to_string(toks.size()) +
                                  " cells, expected " + std::to_string(g.cols));
  }
  for (std::size_t c = 0; c < toks.size() && c < std::size_t(g.cols); ++c) {
    const std::string_view tok = toks[c].text;
    const Cell& cell = g.at(r, static_cast<int>(c));
    const bool white = cell.kind == CellKind::White;
    if (white) g.pos[std::size_t(r) * std::size_t(g.cols) + c] = {line.number, toks[c].col};
    const auto d = parse_number(tok);
    if (tok == "." || (d && *d == 0)) continue;
    if (!d || *d > 9)
      error({line.number, toks[c].col}, "cell " + cell_name(r, static_cast<int>(c)) + ": unknown answer " +
                                            quote_text(tok) + " (expected a digit 1-9, 0 or '.')");
    else if (!white)
      error({line.number, toks[c].col}, "cell " + cell_name(r, static_cast<int>(c)) + ": answer digit " +
                                            std::string(tok) + " on " + describe_cell(cell));
    else
      t.digits[std::size_t(r) * std::size_t(g.cols) + c] = static_cast<int>(*d);
  }
  return true;
}

// The end of the clue lines: the board's cells not listed are white. Their place in the
// file is the line after the clue lines (where a missing clue line would go), or their
// cell of the answer grid.
void KanpenReader::whiten(RawGrid& g) {
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if (!listed_.count({r, c})) {
        if (r > 0 && c > 0) g.at(r, c).kind = CellKind::White;
        g.pos[std::size_t(r) * std::size_t(g.cols) + std::size_t(c)] = {last_clue_line_ + 1, 1};
      }
  part_ = Part::Answers;
}

void KanpenReader::read(BoardText& t) {
  for (const TextLine& line : split_lines(text_)) {
    if (is_blank(line.text)) {
      // The blank line after the clue lines starts the answer grid.
      if (part_ == Part::Clues && clue_lines_ > 0) whiten(t.grid);
      continue;
    }
    if (skip_line(line, hash_comments(Format::Kanpen), file_, t.id, diags_)) continue;
    if (part_ == Part::Rows || part_ == Part::Cols) {
      if (!size_line(line, t)) return;
    } else if (part_ == Part::Clues) {
      if (t.grid.cells.empty()) return;
      clue_line(line, t.grid);
    } else if (!answer_line(line, t)) {
      return;
    }
    if (too_many(diags_)) return;
  }
  if (part_ == Part::Rows || part_ == Part::Cols)
    return error(end_of(text_), std::string("the file ends before the number of ") +
                                    (part_ == Part::Rows ? "rows" : "columns"));
  if (part_ == Part::Clues) whiten(t.grid);
  if (answer_rows_ > 0 && answer_rows_ < t.grid.rows)
    error(end_of(text_), "the file ends after " + std::to_string(answer_rows_) + " of the " +
                             std::to_string(t.grid.rows) + " answer rows");
  t.complete = !diags_.has_errors();
}

void read_kanpen(std::string_view text, const std::string& file, const ParseLimits& limits,
                 Diagnostics& diags, BoardText& t) {
  KanpenReader(text, file, limits, diags).read(t);
}

// A line holding one number and nothing else.
bool one_number(std::string_view line) {
  const auto toks = split_blanks(TextLine{line, 0}, 2);
  return toks.size() == 1 && parse_number(toks[0].text);
}

}  // namespace

// Two lines of one number each: the rows and the columns (the lines format's first line
// has two numbers).
bool looks_like_kanpen(const DetectInput& in) { return one_number(in.data) && one_number(in.second); }

void parse_kanpen(const ParseInput& in, ParseResult& out) { parse_board(read_kanpen, in, out); }

std::string write_kanpen(const Puzzle& p, const WriteOptions& opts) {
  std::string out = std::to_string(p.rows()) + "\n" + std::to_string(p.cols()) + "\n";
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      if ((r > 0 && c > 0 && cell.kind == CellKind::White)) continue;
      out += std::to_string(r) + " " + std::to_string(c) + " " + std::to_string(cell.across) + " " +
             std::to_string(cell.down) + "\n";
    }
  out += "\n";
  for (int r = 0; r < p.rows(); ++r) {
    for (int c = 0; c < p.cols(); ++c) {
      const VarId v = p.var_of(p.cell_id(r, c));
      const bool has = v >= 0 && opts.solution && std::size_t(v) < opts.solution->digits.size();
      out +=
          (v < 0 ? std::string(".") : std::to_string(has ? int(opts.solution->digits[std::size_t(v)]) : 0)) +
          " ";
    }
    out += "\n";
  }
  return out;
}

std::optional<Solution> kanpen_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                        Diagnostics& diags) {
  return board_solution(read_kanpen, p, text, file, diags);
}

}  // namespace kakuro::detail
