// The `lines` format of seed 000: a `COLS ROWS` line, then `X Y x|v|h VALUE` per tile
// (X column, Y row, 0-based); tiles not listed are white.
#include <map>

#include "detail.hpp"

namespace kakuro::detail {

namespace {

// What the lines said about one tile, with the line of each statement.
struct Tile {
  int black_line = 0;
  int down = 0, down_line = 0;
  int across = 0, across_line = 0;
  SourcePos pos;  ///< the first line naming the tile
};

class LinesParser {
 public:
  LinesParser(const ParseInput& in, PuzzleRecord& rec) : in_(in), rec_(rec) {}
  void run();

 private:
  void error(SourcePos pos, const std::string& msg) { rec_.diags.error(in_.file, pos, msg); }
  bool read_dimensions(const TextLine& line);
  void read_tile(const TextLine& line);
  std::optional<int> coordinate(const Token& tok, int size, const char* name);
  void set_clue(Tile& t, bool down, int value, const TextLine& line, const Token& tok);
  RawGrid make_grid() const;

  const ParseInput& in_;
  PuzzleRecord& rec_;
  int rows_ = 0, cols_ = 0;
  int line_ = 0;                               ///< the line being read
  std::map<std::pair<int, int>, Tile> tiles_;  ///< by (row, col)
};

bool LinesParser::read_dimensions(const TextLine& line) {
  const std::vector<Token> toks = split_blanks(line, 3);
  const auto cols = parse_number(toks[0].text);
  const auto rows = toks.size() > 1 ? parse_number(toks[1].text) : std::nullopt;
  if (toks.size() != 2 || !cols || !rows) {
    const Token& bad = !cols ? toks[0] : toks.size() > 2 ? toks[2] : toks.back();
    error({line.number, bad.col},
          "expected the dimensions line 'COLUMNS ROWS', found " + quote_text(trim(line.text)));
    return false;
  }
  if (!check_size(*rows, *cols, in_.limits, in_.file, {line.number, toks[0].col}, "", rec_.diags))
    return false;
  rows_ = static_cast<int>(*rows);
  cols_ = static_cast<int>(*cols);
  return true;
}

std::optional<int> LinesParser::coordinate(const Token& tok, int size, const char* name) {
  const auto v = parse_number(tok.text);
  if (!v) {
    error({line_, tok.col}, std::string("malformed ") + name + " coordinate " + quote_text(tok.text));
  } else if (*v >= size) {
    error({line_, tok.col}, std::string(name) + " coordinate " + std::to_string(*v) + " out of range (0.." +
                                std::to_string(size - 1) + ")");
  } else {
    return static_cast<int>(*v);
  }
  return std::nullopt;
}

void LinesParser::set_clue(Tile& t, bool down, int value, const TextLine& line, const Token& tok) {
  int& sum = down ? t.down : t.across;
  int& at = down ? t.down_line : t.across_line;
  if (at != 0 && sum != value) {
    error({line.number, tok.col}, std::string("conflicting duplicate clue: ") + (down ? "v " : "h ") +
                                      std::to_string(value) + " but line " + std::to_string(at) + " says " +
                                      std::to_string(sum));
    return;
  }
  sum = value;
  at = line.number;
}

void LinesParser::read_tile(const TextLine& line) {
  const std::vector<Token> toks = split_blanks(line, 5);
  if (toks.size() != 4) {
    const int col = toks.size() > 4 ? toks[4].col : static_cast<int>(line.text.size()) + 1;
    error({line.number, col}, "expected 'X Y x|v|h VALUE', found " + quote_text(trim(line.text)));
    return;
  }
  line_ = line.number;
  const auto x = coordinate(toks[0], cols_, "X");
  const auto y = coordinate(toks[1], rows_, "Y");
  const std::string_view kind = toks[2].text;
  const bool known = iequals(kind, "x") || iequals(kind, "v") || iequals(kind, "h");
  if (!known) error({line_, toks[2].col}, "unknown tile kind " + quote_text(kind) + " (expected x, v or h)");
  const auto value = parse_number(toks[3].text);
  if (!value) error({line_, toks[3].col}, "malformed number " + quote_text(toks[3].text));
  if (!x || !y || !known || !value) return;
  Tile& t = tiles_[{*y, *x}];
  if (t.pos.line == 0) t.pos = {line.number, toks[0].col};
  const bool black = iequals(kind, "x");
  if (black ? (t.down_line || t.across_line) : t.black_line != 0)
    error({line.number, toks[2].col},
          "tile " + std::to_string(*x) + " " + std::to_string(*y) + " is both black and a clue (line " +
              std::to_string(black ? std::max(t.down_line, t.across_line) : t.black_line) + ")");
  else if (black)
    t.black_line = line.number;
  else if (*value == 0)
    error({line.number, toks[3].col}, "clue sum 0 (a clue sum is 1..45)");
  else
    set_clue(t, iequals(kind, "v"), static_cast<int>(*value), line, toks[3]);
}

RawGrid LinesParser::make_grid() const {
  RawGrid g(rows_, cols_);
  g.file = in_.file;
  for (Cell& c : g.cells) c.kind = CellKind::White;
  for (const auto& [rc, t] : tiles_) {
    Cell& c = g.at(rc.first, rc.second);
    c.kind = t.black_line ? CellKind::Black : CellKind::Clue;
    c.down = t.down;
    c.across = t.across;
    g.pos[std::size_t(rc.first) * std::size_t(cols_) + std::size_t(rc.second)] = t.pos;
  }
  return g;
}

void LinesParser::run() {
  bool have_dims = false;
  for (const TextLine& line : split_lines(in_.text)) {
    if (skip_line(line, hash_comments(Format::Lines), in_.file, rec_.id, rec_.diags)) continue;
    if (!have_dims) {
      rec_.line = line.number;
      if (!read_dimensions(line)) return;
      have_dims = true;
    } else {
      read_tile(line);
    }
    if (too_many(rec_.diags)) return;
  }
  if (!have_dims) {
    error({}, "missing the dimensions line 'COLUMNS ROWS'");
    return;
  }
  finish_record(rec_, make_grid());
}

}  // namespace

// The `COLS ROWS` line starts the data (a grid cannot start with a digit: a white cell
// there would have no clue). A first line with `=` is a setting of csp or hv, unless it is
// a `#` comment, which this format skips.
bool looks_like_lines(const DetectInput& in) {
  const auto toks = split_blanks(TextLine{in.data, 0}, 1);
  if (toks.empty() || !parse_number(toks[0].text)) return false;
  return in.first.front() == '#' || in.first.find('=') == std::string_view::npos;
}

void parse_lines(const ParseInput& in, ParseResult& out) {
  PuzzleRecord rec = make_record(in.file, 1);
  LinesParser(in, rec).run();
  out.records.push_back(std::move(rec));
}

std::string write_lines(const Puzzle& p, const WriteOptions&) {
  std::string out = std::to_string(p.cols()) + " " + std::to_string(p.rows()) + "\n";
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      const std::string xy = std::to_string(c) + " " + std::to_string(r);
      if (cell.kind == CellKind::Black) out += xy + " x 0\n";
      if (cell.kind != CellKind::Clue) continue;
      if (cell.down) out += xy + " v " + std::to_string(cell.down) + "\n";
      if (cell.across) out += xy + " h " + std::to_string(cell.across) + "\n";
    }
  return out;
}

}  // namespace kakuro::detail
