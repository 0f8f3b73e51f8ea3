// The `csp` text format of seed 004: six FLAG=true|false lines, rows=, columns=, a `#`/`0`
// board, a `Constraints (row,column,sum,direction)` header and `row,column,sum,h|v` lines.
#include "csp.hpp"

#include <algorithm>
#include <map>

namespace kakuro::detail {

const CspFlag kCspFlags[6] = {{"FC", &SolverPreferences::fc},   {"AC3", &SolverPreferences::ac3},
                              {"MAC", &SolverPreferences::mac}, {"NC", &SolverPreferences::nc},
                              {"MRV", &SolverPreferences::mrv}, {"LCV", &SolverPreferences::lcv}};

namespace {

class CspReader {
 public:
  CspReader(const ParseInput& in, PuzzleRecord& rec) : in_(in), rec_(rec) {}
  void run();

 private:
  void error(SourcePos pos, const std::string& msg) { rec_.diags.error(in_.file, pos, msg); }
  bool setting(const TextLine& line, std::string_view key, std::string_view value, int col);
  void board_row(const TextLine& line);
  void constraint(const TextLine& line);
  bool check_end();

  const ParseInput& in_;
  PuzzleRecord& rec_;
  CspData d_;
  long long rows_ = -1, cols_ = -1;
  int board_rows_ = 0;
  SourcePos header_, board_end_;
};

bool CspReader::setting(const TextLine& line, std::string_view key, std::string_view value, int col) {
  const int value_col = static_cast<int>(line.text.find('=')) + 2;
  for (const CspFlag& f : kCspFlags) {
    if (!iequals(key, f.name)) continue;
    if (iequals(value, "true") || iequals(value, "false"))
      d_.prefs.*f.field = iequals(value, "true");
    else
      error({line.number, value_col}, "expected true or false, found " + quote_text(value));
    return true;
  }
  const bool rows = iequals(key, "rows");
  if (!rows && !iequals(key, "columns") && !iequals(key, "cols")) {
    error({line.number, col},
          "unknown setting " + quote_text(key) + " (expected FC, AC3, MAC, NC, MRV, LCV, rows, columns)");
    return true;
  }
  const auto v = parse_number(value);
  if (!v) {
    error({line.number, value_col}, "malformed number " + quote_text(value));
    return true;
  }
  (rows ? rows_ : cols_) = *v;
  return check_dimension(*v, rows ? in_.limits.max_rows : in_.limits.max_cols, key, in_.file,
                         {line.number, col}, rec_.diags);
}

void CspReader::board_row(const TextLine& line) {
  const std::vector<Token> toks = split_commas(line, std::size_t(std::max(cols_, 0LL)) + 1);
  if (rows_ < 0 || cols_ < 0)
    return error({line.number, toks[0].col}, "board row before the rows= and columns= lines");
  if (++board_rows_ > rows_) {
    if (board_rows_ == rows_ + 1) board_end_ = {line.number, toks[0].col};
    return;
  }
  if (toks.size() != std::size_t(cols_)) {
    const int col =
        toks.size() > std::size_t(cols_) ? toks[std::size_t(cols_)].col : int(line.text.size()) + 1;
    error({line.number, col}, "ragged rows: this row has " + std::to_string(toks.size()) +
                                  " cells, expected " + std::to_string(cols_) + " (columns=)");
  }
  for (std::size_t c = 0; c < std::size_t(cols_); ++c) {
    const Token tok = c < toks.size() ? toks[c] : Token{"#", int(line.text.size()) + 1};
    if (tok.text != "#" && tok.text != "0")
      error({line.number, tok.col}, "unknown token " + quote_text(tok.text) + " (expected # or 0)");
    d_.board.push_back(tok.text == "0" ? '0' : '#');
    d_.pos.push_back({line.number, tok.col});
  }
}

void CspReader::constraint(const TextLine& line) {
  const std::vector<Token> f = split_commas(line, 5);
  if (f.size() != 4) {
    const int col = f.size() > 4 ? f[4].col : int(line.text.size()) + 1;
    return error({line.number, col}, "expected 'row,column,sum,h|v', found " + quote_text(trim(line.text)));
  }
  CspConstraint k;
  k.pos = {line.number, f[0].col};
  long long* fields[3] = {&k.row, &k.col, &k.sum};
  bool ok = true;
  for (int i = 0; i < 3; ++i) {
    const auto v = parse_number(f[std::size_t(i)].text);
    if (!v)
      error({line.number, f[std::size_t(i)].col}, "malformed number " + quote_text(f[std::size_t(i)].text));
    ok = ok && v;
    *fields[i] = v.value_or(0);
  }
  const std::string_view dir = f[3].text;
  if (!iequals(dir, "h") && !iequals(dir, "v")) {
    error({line.number, f[3].col}, "unknown direction " + quote_text(dir) + " (expected h or v)");
    ok = false;
  }
  k.down = iequals(dir, "v");
  if (ok) d_.constraints.push_back(k);
}

bool CspReader::check_end() {
  if (rows_ < 0) error({}, "missing the 'rows=' line");
  if (cols_ < 0) error({}, "missing the 'columns=' line");
  if (header_.line == 0) error({}, "missing the 'Constraints (row,column,sum,direction)' line");
  if (rows_ >= 0 && cols_ >= 0 && board_rows_ != rows_)
    error(board_rows_ > rows_ ? board_end_ : header_, "sizes disagree: rows=" + std::to_string(rows_) +
                                                          " but the board has " +
                                                          std::to_string(board_rows_) + " rows");
  return !rec_.diags.has_errors();
}

void CspReader::run() {
  for (const TextLine& line : split_lines(in_.text)) {
    if (skip_line(line, hash_comments(Format::Csp), in_.file, rec_.id, rec_.diags)) continue;
    const std::string_view s = trim(line.text);
    const int col = static_cast<int>(line.text.find_first_not_of(" \t")) + 1;
    const std::size_t eq = s.find('=');
    if (header_.line) {
      constraint(line);
    } else if (s.size() >= 11 && iequals(s.substr(0, 11), "constraints")) {
      header_ = {line.number, col};
    } else if (eq != std::string_view::npos) {
      if (!setting(line, trim(s.substr(0, eq)), trim(s.substr(eq + 1)), col)) return;
    } else {
      board_row(line);
    }
    if (too_many(rec_.diags)) return;
  }
  if (!check_end()) return;
  d_.rows = static_cast<int>(rows_);
  d_.cols = static_cast<int>(cols_);
  finish_csp(d_, in_.file, rec_);
}

// Sets one constraint's sum on `cell`, reporting a clash with an earlier one.
void apply_constraint(const CspConstraint& k, Cell& cell,
                      std::map<std::pair<long long, bool>, SourcePos>& seen, long long id,
                      const std::string& file, Diagnostics& diags) {
  int& sum = k.down ? cell.down : cell.across;
  const auto [it, fresh] = seen.emplace(std::make_pair(id, k.down), k.pos);
  if (!fresh && sum != k.sum) {
    diags.error(file, k.pos,
                "conflicting duplicate clue: " + std::string(k.down ? "v " : "h ") + std::to_string(k.sum) +
                    " but line " + std::to_string(it->second.line) + " says " + std::to_string(sum));
    return;
  }
  if (k.sum == 0) diags.error(file, k.pos, "constraint sum 0 (a clue sum is 1..45)");
  sum = static_cast<int>(std::min<long long>(k.sum, 99999));
  cell.kind = CellKind::Clue;
}

}  // namespace

void finish_csp(const CspData& d, const std::string& file, PuzzleRecord& rec) {
  RawGrid g(d.rows, d.cols);
  g.file = file;
  g.prefs = d.prefs;
  g.pos = d.pos;
  for (std::size_t i = 0; i < g.cells.size(); ++i)
    g.cells[i].kind = d.board[i] == '0' ? CellKind::White : CellKind::Black;
  std::map<std::pair<long long, bool>, SourcePos> seen;
  for (const CspConstraint& k : d.constraints) {
    const std::string at = std::to_string(k.row) + "," + std::to_string(k.col);
    if (k.row < 1 || k.row > d.rows || k.col < 1 || k.col > d.cols) {
      rec.diags.error(file, k.pos,
                      "constraint at " + at + ": coordinate out of range (1.." + std::to_string(d.rows) +
                          ",1.." + std::to_string(d.cols) + ")");
      continue;
    }
    const int r = static_cast<int>(k.row) - 1, c = static_cast<int>(k.col) - 1;
    if (g.at(r, c).kind == CellKind::White) {
      rec.diags.error(file, k.pos,
                      "constraint at " + at + ": cell " + cell_name(r, c) + " is white (0) on the board");
      continue;
    }
    apply_constraint(k, g.at(r, c), seen, r * d.cols + c, file, rec.diags);
    g.pos[std::size_t(r) * std::size_t(d.cols) + std::size_t(c)] = k.pos;
  }
  finish_record(rec, g);
}

std::vector<CspConstraint> csp_constraints(const Puzzle& p) {
  std::vector<CspConstraint> out;
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      if (cell.kind != CellKind::Clue) continue;
      if (cell.down) out.push_back({r + 1, c + 1, cell.down, true, {}});
      if (cell.across) out.push_back({r + 1, c + 1, cell.across, false, {}});
    }
  return out;
}

// A first line `KEY=VALUE` whose key is not one of the sizes hv has too (`FC=true`), or
// the sizes followed by a `Constraints` section before any `Horizontal` or `Vertical` one.
bool looks_like_csp(const DetectInput& in) {
  const std::size_t eq = in.first.find('=');
  if (eq == std::string_view::npos) return false;
  const std::string_view key = trim(in.first.substr(0, eq));
  if (!iequals(key, "rows") && !iequals(key, "columns") && !iequals(key, "cols")) return true;
  for (const TextLine& line : split_lines(in.text)) {
    const std::string_view t = trim(line.text);
    if (iequals(t, "Horizontal") || iequals(t, "Vertical")) return false;
    if (t.size() >= 11 && iequals(t.substr(0, 11), "Constraints")) return true;
  }
  return false;
}

void parse_csp(const ParseInput& in, ParseResult& out) {
  PuzzleRecord rec = make_record(in.file, 1);
  CspReader(in, rec).run();
  out.records.push_back(std::move(rec));
}

std::string write_csp(const Puzzle& p, const WriteOptions&) {
  std::string out;
  for (const CspFlag& f : kCspFlags)
    out += std::string(f.name) + "=" + ((p.preferences().*f.field).value_or(true) ? "true" : "false") + "\n";
  out += "rows=" + std::to_string(p.rows()) + "\ncolumns=" + std::to_string(p.cols()) + "\n";
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c)
      out += std::string(p.cell(r, c).kind == CellKind::White ? "0" : "#") + (c + 1 < p.cols() ? "," : "\n");
  out += "Constraints (row,column,sum,direction)\n";
  for (const CspConstraint& k : csp_constraints(p))
    out += std::to_string(k.row) + "," + std::to_string(k.col) + "," + std::to_string(k.sum) + "," +
           (k.down ? "v" : "h") + "\n";
  return out;
}

}  // namespace kakuro::detail
