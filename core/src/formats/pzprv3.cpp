// The pzprv3 file of the pzprjs editor (puzz.link's "save file"): `pzprv3`, `kakuro`,
// ROWS, COLS (the board without its clue row and column), then ROWS + 1 lines of COLS + 1
// cells with the clue row and column (`0` in the corner, a down sum above each column, an
// across sum before each row, `.` a white cell, `ACROSS,DOWN` a black or clue cell; 0 or
// -1 no sum), then ROWS lines of COLS answer cells (a digit, or `.`). The editor reads `/`
// as a line break, so a whole file may be one line.
#include <algorithm>

#include "pzprjs.hpp"

namespace kakuro::detail {

namespace {

// Where the editor's own data ends: its metadata and history, trial boards, an old URL.
bool trailer(std::string_view s) {
  for (std::string_view mark : {"info:", "history:", "__HISTORY__", "TrialData", "http:", "https:"})
    if (s.substr(0, mark.size()) == mark) return true;
  return false;
}

class Pzprv3Reader {
 public:
  Pzprv3Reader(std::string_view text, const std::string& file, const ParseLimits& limits, Diagnostics& diags)
      : text_(text), file_(file), limits_(limits), diags_(diags) {}
  void read(BoardText& t);

 private:
  void error(SourcePos pos, const std::string& msg) { diags_.error(file_, pos, msg); }
  bool piece(const TextLine& line, int col0, BoardText& t);
  bool header(std::string_view s, SourcePos pos, BoardText& t);
  std::vector<Token> row(const TextLine& line, int col0, std::size_t want, const char* what);
  void clue_cell(const Token& tok, int r, int c, SourcePos pos, RawGrid& g);
  void answer_cell(const Token& tok, int r, int c, SourcePos pos, BoardText& t);

  std::string_view text_;
  const std::string& file_;
  const ParseLimits& limits_;
  Diagnostics& diags_;
  int step_ = 0;         ///< header lines read (4 when done)
  long long rows_ = 0;   ///< the board's rows, without the clue row
  int clue_rows_ = 0;    ///< rows of the clue section read
  int answer_rows_ = 0;  ///< rows of the answer section read
  bool stop_ = false;    ///< the rest of the file is not the board
};

bool Pzprv3Reader::header(std::string_view s, SourcePos pos, BoardText& t) {
  if (step_ == 0 && s.substr(0, 6) != "pzprv3") {
    error(pos, "expected 'pzprv3' (the editor's file header), found " + quote_text(s));
    return false;
  }
  if (step_ == 1 && s != "kakuro") {
    error(pos, "the puzzle type is " + quote_text(s) + ", not kakuro");
    return false;
  }
  if (step_ >= 2) {
    const char* what = step_ == 2 ? "rows" : "columns";
    const auto v = parse_number(s);
    if (!v || *v < 1) {
      error(pos, std::string("malformed number of ") + what + " " + quote_text(s) +
                     " (the board's size without its clue row and column, at least 1)");
      return false;
    }
    if (!within_limit(*v + 1, step_ == 2 ? limits_.max_rows : limits_.max_cols, step_ == 2, file_, pos,
                      diags_))
      return false;
    if (step_ == 2) rows_ = *v;
    if (step_ == 3) {
      if (!check_size(rows_ + 1, *v + 1, limits_, file_, pos,
                      "the board with its clue row and column: ", diags_))
        return false;
      t.grid = RawGrid(static_cast<int>(rows_) + 1, static_cast<int>(*v) + 1);
      t.grid.file = file_;
      t.digits.assign(t.grid.cells.size(), 0);
    }
  }
  ++step_;
  return true;
}

std::vector<Token> Pzprv3Reader::row(const TextLine& line, int col0, std::size_t want, const char* what) {
  std::vector<Token> toks = split_blanks(line, want + 1);
  for (Token& tok : toks) tok.col += col0;
  if (toks.size() != want) {
    const int col = toks.size() > want ? toks[want].col : col0 + static_cast<int>(line.text.size()) + 1;
    error({line.number, col}, "ragged rows: this row has " + std::to_string(toks.size()) +
                                  " cells, expected " + std::to_string(want) + " (" + what + ")");
  }
  return toks;
}

void Pzprv3Reader::clue_cell(const Token& tok, int r, int c, SourcePos pos, RawGrid& g) {
  Cell& cell = g.at(r, c);
  g.pos[std::size_t(r) * std::size_t(g.cols) + std::size_t(c)] = pos;
  if (r == 0 && c == 0) return;  // the corner: the editor ignores it
  if (r == 0 || c == 0) {
    cell.kind = CellKind::Clue;
    const auto v = tok.text == "." ? std::optional<int>(0) : pzprjs_sum(tok.text);
    if (!v)
      return error(pos, "cell " + cell_name(r, c) + ": malformed sum " + quote_text(tok.text) +
                            " (a number; 0 or -1 for none)");
    (r == 0 ? cell.down : cell.across) = *v;
    return;
  }
  if (tok.text == ".") {
    cell.kind = CellKind::White;
    return;
  }
  const std::size_t comma = tok.text.find(',');
  const auto across = comma == std::string_view::npos ? std::nullopt : pzprjs_sum(tok.text.substr(0, comma));
  const auto down = comma == std::string_view::npos ? std::nullopt : pzprjs_sum(tok.text.substr(comma + 1));
  if (!across || !down)
    return error(pos, "cell " + cell_name(r, c) + ": unknown token " + quote_text(tok.text) +
                          " (expected '.' for a white cell or ACROSS,DOWN for a black or clue cell)");
  cell = Cell{.kind = CellKind::Clue, .down = *down, .across = *across};
}

void Pzprv3Reader::answer_cell(const Token& tok, int r, int c, SourcePos pos, BoardText& t) {
  // The editor's marks (`+ - = %` background colours, `[..]` pencil marks) are no answer.
  const std::string_view head = tok.text.substr(0, tok.text.find('['));
  if (head == "." || head == "+" || head == "-" || head == "=" || head == "%") return;
  const auto d = parse_number(head);
  const Cell& cell = t.grid.at(r, c);
  if (!d || *d < 1 || *d > 9)
    error(pos, "cell " + cell_name(r, c) + ": unknown answer " + quote_text(tok.text) +
                   " (expected a digit 1-9 or '.')");
  else if (cell.kind != CellKind::White)
    error(pos,
          "cell " + cell_name(r, c) + ": answer digit " + std::to_string(*d) + " on " + describe_cell(cell));
  else
    t.digits[std::size_t(r) * std::size_t(t.grid.cols) + std::size_t(c)] = static_cast<int>(*d);
}

// One line of the file (a line of the text, or a part of one between `/`s).
bool Pzprv3Reader::piece(const TextLine& line, int col0, BoardText& t) {
  const std::string_view s = trim(line.text);
  const SourcePos pos{line.number, col0 + static_cast<int>(s.data() - line.text.data()) + 1};
  if (step_ < 4) return header(s, pos, t);
  RawGrid& g = t.grid;
  if (clue_rows_ < g.rows) {
    const int r = clue_rows_++;
    const auto toks = row(line, col0, std::size_t(g.cols), "COLS + 1: the clue column and the board's cells");
    for (std::size_t c = 0; c < toks.size() && c < std::size_t(g.cols); ++c)
      clue_cell(toks[c], r, static_cast<int>(c), {line.number, toks[c].col}, g);
    return true;
  }
  if (trailer(s)) {
    stop_ = true;
    return true;
  }
  if (answer_rows_ == g.rows - 1) {
    error(pos, "unexpected text " + quote_text(s) + " after the answer rows");
    return false;
  }
  const int r = ++answer_rows_;
  const auto toks = row(line, col0, std::size_t(g.cols) - 1, "COLS: the board's cells");
  for (std::size_t c = 0; c < toks.size() && c + 1 < std::size_t(g.cols); ++c)
    answer_cell(toks[c], r, static_cast<int>(c) + 1, {line.number, toks[c].col}, t);
  return true;
}

void Pzprv3Reader::read(BoardText& t) {
  for (const TextLine& line : split_lines(text_)) {
    if (skip_line(line, hash_comments(Format::Pzprv3), file_, t.id, diags_)) continue;
    for (std::size_t start = 0; start <= line.text.size() && !stop_;) {
      const std::size_t slash = std::min(line.text.find('/', start), line.text.size());
      const TextLine part{line.text.substr(start, slash - start), line.number};
      if (!is_blank(part.text) && !piece(part, static_cast<int>(start), t)) return;
      if (too_many(diags_)) return;
      start = slash + 1;
    }
    if (stop_) break;
  }
  const char* const header[] = {"the 'pzprv3' header", "the puzzle type", "the number of rows",
                                "the number of columns"};
  if (step_ < 4)
    error(end_of(text_), std::string("the file ends before ") + header[step_]);
  else if (clue_rows_ < t.grid.rows)
    error(end_of(text_), "the file ends after " + std::to_string(clue_rows_) + " of the " +
                             std::to_string(t.grid.rows) + " rows of clues (ROWS + 1)");
  else if (answer_rows_ > 0 && answer_rows_ < t.grid.rows - 1)
    error(end_of(text_), "the file ends after " + std::to_string(answer_rows_) + " of the " +
                             std::to_string(t.grid.rows - 1) + " answer rows");
  t.complete = !diags_.has_errors();
}

void read_pzprv3(std::string_view text, const std::string& file, const ParseLimits& limits,
                 Diagnostics& diags, BoardText& t) {
  Pzprv3Reader(text, file, limits, diags).read(t);
}

}  // namespace

bool looks_like_pzprv3(const DetectInput& in) { return in.data.substr(0, 6) == "pzprv3"; }

void parse_pzprv3(const ParseInput& in, ParseResult& out) { parse_board(read_pzprv3, in, out); }

std::string write_pzprv3(const Puzzle& p, const WriteOptions& opts) {
  const auto sum = [](int s) { return std::to_string(s > 0 ? s : -1); };
  std::string out =
      "pzprv3\nkakuro\n" + std::to_string(p.rows() - 1) + "\n" + std::to_string(p.cols() - 1) + "\n";
  for (int r = 0; r < p.rows(); ++r) {
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      if (r == 0 && c == 0)
        out += "0";
      else if (r == 0 || c == 0)
        out += sum(r == 0 ? cell.down : cell.across);
      else
        out += cell.kind == CellKind::White ? "." : sum(cell.across) + "," + sum(cell.down);
      out += ' ';
    }
    out += '\n';
  }
  for (int r = 1; r < p.rows(); ++r) {
    for (int c = 1; c < p.cols(); ++c) {
      const VarId v = p.var_of(p.cell_id(r, c));
      const bool has = v >= 0 && opts.solution && std::size_t(v) < opts.solution->digits.size() &&
                       opts.solution->digits[std::size_t(v)] != 0;
      out += (has ? std::to_string(int(opts.solution->digits[std::size_t(v)])) : ".") + " ";
    }
    out += '\n';
  }
  return out;
}

std::optional<Solution> pzprv3_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                        Diagnostics& diags) {
  return board_solution(read_pzprv3, p, text, file, diags);
}

}  // namespace kakuro::detail
