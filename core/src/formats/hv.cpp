// The `hv` format of seeds 001/003: `rows=`, `columns=`, a `Horizontal` and a `Vertical`
// grid, comma separated: `#` black, `0` white, a number a clue in that grid's direction.
// Its solved form holds each white cell's digit in both grids.
#include <algorithm>
#include <array>

#include "detail.hpp"
#include "kakuro/combinations.hpp"

namespace kakuro::detail {

namespace {

constexpr int kHash = -1;                            // a `#` token
constexpr long long kMissing = -1, kMalformed = -2;  // rows=/columns= not given, or unreadable

struct HvSection {
  std::vector<int> values;  ///< row-major; kHash for `#`
  std::vector<SourcePos> pos;
  std::vector<int> row_lines;  ///< line of each row
  int rows = 0;
  SourcePos header;  ///< where `Horizontal` / `Vertical` was written
  bool seen = false;
};

// Both grids of an hv file, checked for shape.
struct HvText {
  long long rows = kMissing, cols = kMissing;
  SourcePos rows_pos, cols_pos;
  std::array<HvSection, 2> grids;  ///< [0] Horizontal, [1] Vertical
  std::string id;                  ///< from a `; id: NAME` comment
};

const char* const kGridName[2] = {"Horizontal", "Vertical"};

class HvReader {
 public:
  HvReader(std::string_view text, const std::string& file, const ParseLimits& limits, Diagnostics& diags)
      : text_(text), file_(file), limits_(limits), diags_(diags) {}
  bool read(HvText& t);

 private:
  void error(SourcePos pos, const std::string& msg) { diags_.error(file_, pos, msg); }
  bool read_setting(const TextLine& line, std::size_t eq, HvText& t);
  bool read_row(const TextLine& line, HvSection& s, const HvText& t);
  void check_shape(const HvText& t);

  std::string_view text_;
  const std::string& file_;
  const ParseLimits& limits_;
  Diagnostics& diags_;
};

bool HvReader::read_setting(const TextLine& line, std::size_t eq, HvText& t) {
  const std::string_view key = trim(line.text.substr(0, eq));
  const int col = static_cast<int>(line.text.find_first_not_of(" \t")) + 1;
  const bool is_rows = iequals(key, "rows");
  if (!is_rows && !iequals(key, "columns") && !iequals(key, "cols")) {
    error({line.number, col}, "unknown setting " + quote_text(key) + " (expected rows= or columns=)");
    return true;
  }
  const auto v = parse_number(trim(line.text.substr(eq + 1)));
  if (!v) {
    error({line.number, static_cast<int>(eq) + 2},
          "malformed number " + quote_text(trim(line.text.substr(eq + 1))));
    (is_rows ? t.rows : t.cols) = kMalformed;
    return true;
  }
  (is_rows ? t.rows_pos : t.cols_pos) = {line.number, col};
  (is_rows ? t.rows : t.cols) = *v;
  return check_dimension(*v, is_rows ? limits_.max_rows : limits_.max_cols, key, file_, {line.number, col},
                         diags_);
}

bool HvReader::read_row(const TextLine& line, HvSection& s, const HvText& t) {
  std::vector<Token> toks = split_commas(line, std::size_t(limits_.max_cols) + 1);
  const std::size_t want = t.cols >= 0 ? std::size_t(t.cols)
                           : s.rows    ? s.values.size() / std::size_t(s.rows)
                                       : 0;
  if (!within_limits(std::size_t(++s.rows), toks.size(), limits_, file_, line.number, diags_)) return false;
  if (want != 0 && toks.size() != want) {
    const int col = toks.size() > want ? toks[want].col : static_cast<int>(line.text.size()) + 1;
    error({line.number, col}, "ragged rows: this row has " + std::to_string(toks.size()) +
                                  " cells, expected " + std::to_string(want) +
                                  (t.cols >= 0 ? " (columns=)" : " (as the first row)"));
    toks.resize(want, Token{"#", col});
  }
  s.row_lines.push_back(line.number);
  for (const Token& tok : toks) {
    const auto v = tok.text == "#" ? std::optional<long long>(kHash) : parse_number(tok.text);
    if (!v)
      error({line.number, tok.col}, "unknown token " + quote_text(tok.text) + " (expected #, 0 or a number)");
    s.values.push_back(v ? static_cast<int>(std::min<long long>(*v, 99999)) : kHash);
    s.pos.push_back({line.number, tok.col});
  }
  return !too_many(diags_);
}

void HvReader::check_shape(const HvText& t) {
  if (t.rows == kMissing) error({}, "missing the 'rows=' line");
  if (t.cols == kMissing) error({}, "missing the 'columns=' line");
  for (int k = 0; k < 2; ++k) {
    const HvSection& s = t.grids[std::size_t(k)];
    if (!s.seen)
      error({}, std::string("missing the '") + kGridName[k] + "' grid");
    else if (t.rows >= 0 && s.rows != t.rows)
      error(s.rows > t.rows ? SourcePos{s.row_lines[std::size_t(t.rows)], 1} : s.header,
            std::string("sizes disagree: rows=") + std::to_string(t.rows) + " but the " + kGridName[k] +
                " grid has " + std::to_string(s.rows) + " rows");
    else if (t.rows >= 0 && t.cols >= 0 && s.values.size() != std::size_t(t.rows * t.cols))
      error(s.header, std::string("sizes disagree: the ") + kGridName[k] +
                          " grid does not have columns=" + std::to_string(t.cols) + " cells in every row");
  }
  const HvSection &h = t.grids[0], &v = t.grids[1];
  if (h.seen && v.seen && t.rows < 0 && h.values.size() != v.values.size())
    error(v.header, "sizes disagree: the Vertical grid has " + std::to_string(v.rows) +
                        " rows, the Horizontal grid " + std::to_string(h.rows));
}

bool HvReader::read(HvText& t) {
  HvSection* section = nullptr;
  for (const TextLine& line : split_lines(text_)) {
    if (skip_line(line, hash_comments(Format::Hv), file_, t.id, diags_)) continue;
    const std::string_view s = trim(line.text);
    const int col = static_cast<int>(line.text.find_first_not_of(" \t")) + 1;
    const bool header = iequals(s, kGridName[0]) || iequals(s, kGridName[1]);
    bool go_on = true;
    if (header) {
      section = &t.grids[iequals(s, kGridName[0]) ? 0 : 1];
      if (section->seen) error({line.number, col}, "the '" + std::string(s) + "' grid appears twice");
      section->seen = true;
      section->header = {line.number, col};
    } else if (s.find('=') != std::string_view::npos) {
      go_on = read_setting(line, line.text.find('='), t);
    } else if (!section) {
      error({line.number, col},
            "unknown token " + quote_text(s) + " (expected rows=, columns= or Horizontal)");
    } else {
      go_on = read_row(line, *section, t);
    }
    if (!go_on || too_many(diags_)) return false;
  }
  check_shape(t);
  return !diags_.has_errors();
}

// How the two grids' numbers at one cell combine into a cell of the puzzle.
class HvCells {
 public:
  HvCells(const HvText& t, RawGrid& g, std::vector<int>& digits) : t_(t), g_(g), digits_(digits) {}
  /// Reads every cell; returns false (with errors) when the grids disagree.
  bool read(const std::string& file, Diagnostics& diags);
  bool solved() const { return solved_; }

 private:
  bool room_for(int r, int c, int d, bool across) const;
  bool may_be_white(int r, int c, int d) const;
  const HvText& t_;
  RawGrid& g_;
  std::vector<int>& digits_;
  bool solved_ = false;
};

// Whether `d` may continue the run that reaches (r, c) from its clue: the run must start
// at a clue with a sum in that direction, and its digits so far plus d must not pass it.
bool HvCells::room_for(int r, int c, int d, bool across) const {
  int sum = 0;
  for (int len = 0; r >= 0 && c >= 0 && g_.at(r, c).kind == CellKind::White; ++len) {
    if (len == kMaxRunLength) return false;  // no longer a run: stop walking
    sum += digits_[std::size_t(r) * std::size_t(g_.cols) + std::size_t(c)];
    across ? --c : --r;
  }
  if (r < 0 || c < 0 || g_.at(r, c).kind != CellKind::Clue) return false;
  return sum + d <= (across ? g_.at(r, c).across : g_.at(r, c).down);
}

// The same digit in both grids of a solved file: a white cell if both runs reaching it
// have room for the digit, else a clue (exact for correct solutions: a clue ends runs
// whose digits already reach their sums).
bool HvCells::may_be_white(int r, int c, int d) const {
  return c > 0 && r > 0 && room_for(r, c - 1, d, true) && room_for(r - 1, c, d, false);
}

bool HvCells::read(const std::string& file, Diagnostics& diags) {
  const std::vector<int>&hs = t_.grids[0].values, &vs = t_.grids[1].values;
  solved_ = std::find(hs.begin(), hs.end(), 0) == hs.end() && std::find(vs.begin(), vs.end(), 0) == vs.end();
  for (int r = 0; r < g_.rows; ++r)
    for (int c = 0; c < g_.cols; ++c) {
      const std::size_t i = std::size_t(r) * std::size_t(g_.cols) + std::size_t(c);
      const int h = hs[i], v = vs[i];
      Cell& cell = g_.at(r, c);
      g_.pos[i] = t_.grids[0].pos[i];
      if (h == kHash && v == kHash) continue;
      if (h == 0 && v == 0) {
        cell.kind = CellKind::White;
      } else if (h == 0 || v == 0) {
        diags.error(file, g_.pos[i],
                    "cell " + cell_name(r, c) + ": white (0) in one grid but " +
                        (h == kHash || v == kHash ? std::string("'#'") : "a clue") + " in the other");
      } else if (solved_ && h == v && h <= 9 && may_be_white(r, c, h)) {
        cell.kind = CellKind::White;
        digits_[i] = h;
      } else {
        cell = Cell{.kind = CellKind::Clue, .down = std::max(v, 0), .across = std::max(h, 0)};
      }
    }
  return !diags.has_errors();
}

}  // namespace

// A first line `Horizontal` or `Vertical`, or a `KEY=VALUE` setting: csp's test, asked
// first, takes the settings that are not hv's.
bool looks_like_hv(const DetectInput& in) {
  return iequals(in.first, "Horizontal") || iequals(in.first, "Vertical") ||
         in.first.find('=') != std::string_view::npos;
}

void parse_hv(const ParseInput& in, ParseResult& out) {
  PuzzleRecord rec = make_record(in.file, 1);
  HvText t;
  if (HvReader(in.text, in.file, in.limits, rec.diags).read(t)) {
    RawGrid g(static_cast<int>(t.rows), static_cast<int>(t.cols));
    g.file = in.file;
    std::vector<int> digits(g.cells.size(), 0);
    HvCells cells(t, g, digits);
    if (cells.read(in.file, rec.diags)) finish_record(rec, g);
    if (rec.puzzle && cells.solved() && rec.puzzle->num_vars() > 0)
      rec.solution = solution_from_grid(*rec.puzzle, digits);
  }
  if (!t.id.empty()) rec.id = t.id;
  rec.line = std::max(t.rows_pos.line, 1);
  out.records.push_back(std::move(rec));
}

std::string write_hv(const Puzzle& p, const WriteOptions& opts) {
  std::string grids[2];
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      const VarId v = p.var_of(p.cell_id(r, c));
      const std::string sep = c + 1 < p.cols() ? "," : "\n";
      std::string tok[2] = {"#", "#"};
      if (cell.kind == CellKind::Clue) {
        if (cell.across) tok[0] = std::to_string(cell.across);
        if (cell.down) tok[1] = std::to_string(cell.down);
      } else if (cell.kind == CellKind::White) {
        const bool has = opts.solution && std::size_t(v) < opts.solution->digits.size();
        tok[0] = tok[1] = std::to_string(has ? int(opts.solution->digits[std::size_t(v)]) : 0);
      }
      for (int k = 0; k < 2; ++k) grids[k] += tok[k] + sep;
    }
  return "rows=" + std::to_string(p.rows()) + "\ncolumns=" + std::to_string(p.cols()) + "\nHorizontal\n" +
         grids[0] + "Vertical\n" + grids[1];
}

std::optional<Solution> hv_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                    Diagnostics& diags) {
  HvText t;
  const ParseLimits limits{std::size_t(-1), std::max(p.rows(), 1) * 2, std::max(p.cols(), 1) * 2, 1};
  if (!HvReader(text, file, limits, diags).read(t)) return std::nullopt;
  if (t.rows != p.rows() || t.cols != p.cols()) {
    diags.error(file, t.rows_pos,
                "the solution is " + std::to_string(t.rows) + "x" + std::to_string(t.cols) + ", the puzzle " +
                    std::to_string(p.rows()) + "x" + std::to_string(p.cols()));
    return std::nullopt;
  }
  std::vector<int> digits(std::size_t(p.rows()) * std::size_t(p.cols()), 0);
  for (CellId id = 0; id < static_cast<CellId>(digits.size()) && !too_many(diags); ++id) {
    const int h = t.grids[0].values[std::size_t(id)], v = t.grids[1].values[std::size_t(id)];
    const Cell& cell = p.cell(id);
    const std::string where = "cell " + p.where(id) + ": ";
    if (cell.kind == CellKind::White && (h < 0 || v < 0 || h != v))
      diags.error(file, t.grids[0].pos[std::size_t(id)],
                  where + "the puzzle has a white cell here; the grids hold " +
                      (h != v && h >= 0 && v >= 0 ? "different digits" : std::string("'#'")));
    else if (cell.kind == CellKind::White)
      digits[std::size_t(id)] = h;
    else if (h != (cell.across ? cell.across : kHash) || v != (cell.down ? cell.down : kHash))
      diags.error(file, t.grids[0].pos[std::size_t(id)],
                  where + "the puzzle has " + describe_cell(cell) + " here, the solution does not");
  }
  if (diags.has_errors()) return std::nullopt;
  return solution_from_grid(p, digits);
}

}  // namespace kakuro::detail
