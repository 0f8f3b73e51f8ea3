// Text, cell-token and record helpers shared by every format.
#include <charconv>

#include "format_detail.hpp"

namespace kakuro::detail {

LineIterator& LineIterator::operator++() {
  if (!more_) {
    done_ = true;
    return *this;
  }
  const std::size_t nl = rest_.find('\n');
  std::string_view line = rest_.substr(0, nl);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  line_ = {line, line_.number + 1};
  rest_.remove_prefix(nl == std::string_view::npos ? rest_.size() : nl + 1);
  more_ = nl != std::string_view::npos && !rest_.empty();
  return *this;
}

namespace {
bool blank_char(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
}  // namespace

std::string_view trim(std::string_view s) {
  while (!s.empty() && blank_char(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank_char(s.back())) s.remove_suffix(1);
  return s;
}

bool is_blank(std::string_view s) { return trim(s).empty(); }

std::vector<Token> split_blanks(const TextLine& line, std::size_t max) {
  std::vector<Token> out;
  const std::string_view s = line.text;
  std::size_t i = 0;
  while (i < s.size() && out.size() < max) {
    while (i < s.size() && blank_char(s[i])) ++i;
    const std::size_t start = i;
    while (i < s.size() && !blank_char(s[i])) ++i;
    if (i > start) out.push_back({s.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

std::vector<Token> split_commas(const TextLine& line, std::size_t max) {
  std::vector<Token> out;
  const std::string_view s = line.text;
  std::size_t start = 0;
  while (out.size() < max) {
    const std::size_t comma = s.find(',', start);
    const std::string_view field = s.substr(start, comma == std::string_view::npos ? s.npos : comma - start);
    std::size_t lead = 0;
    while (lead < field.size() && blank_char(field[lead])) ++lead;
    out.push_back({trim(field), static_cast<int>(start + lead) + 1});
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

std::optional<long long> parse_number(std::string_view s) {
  if (s.empty() || s.size() > 12) return std::nullopt;
  for (char c : s)
    if (c < '0' || c > '9') return std::nullopt;
  long long v = 0;
  std::from_chars(s.data(), s.data() + s.size(), v);
  if (v > kMaxNumber) return std::nullopt;
  return v;
}

std::optional<long long> parse_signed(std::string_view s) {
  if (!s.empty() && s.front() == '-') {
    auto v = parse_number(s.substr(1));
    return v ? std::optional<long long>(-*v) : std::nullopt;
  }
  return parse_number(s);
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

std::string quote_text(std::string_view s) {
  std::string out = "'";
  for (std::size_t i = 0; i < s.size() && i < 24; ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    out += c < 0x20 || c == 0x7f ? '?' : s[i];
  }
  if (s.size() > 24) out += "...";
  return out + "'";
}

std::string cell_name(int r, int c) { return "(" + std::to_string(r) + "," + std::to_string(c) + ")"; }

// ---- cells ---------------------------------------------------------------------------

namespace {
// One side of a `D\A` clue: empty (no sum) or a number; an explicit 0 is kept as -1 so
// that it is reported (a sum is 1..45; no sum is an empty side).
bool parse_clue_side(std::string_view s, int& out) {
  if (s.empty()) {
    out = 0;
    return true;
  }
  auto v = parse_number(s);
  if (!v || *v > 99999) return false;
  out = *v == 0 ? -1 : static_cast<int>(*v);
  return true;
}
}  // namespace

std::string parse_cell_token(std::string_view tok, Cell& cell) {
  cell = Cell{};
  if (tok == "#") return "";
  if (tok == ".") {
    cell.kind = CellKind::White;
    return "";
  }
  if (const std::size_t bs = tok.find('\\'); bs != std::string_view::npos) {
    cell.kind = CellKind::Clue;
    if (parse_clue_side(tok.substr(0, bs), cell.down) && parse_clue_side(tok.substr(bs + 1), cell.across)) {
      if (cell.down >= 0 && cell.across >= 0) return "";
      cell = Cell{};
      return "clue sum 0 in " + quote_text(tok) + " (a sum is 1..45; leave that side empty for no sum)";
    }
    cell = Cell{};
    return "malformed clue " + quote_text(tok) + " (expected D\\A, e.g. 16\\ or \\24 or 23\\7)";
  }
  if (auto v = parse_number(tok)) {
    if (*v < 1 || *v > 9) return "given digit " + std::string(tok) + " out of range (1..9)";
    cell.kind = CellKind::White;
    cell.given = static_cast<Digit>(*v);
    return "";
  }
  return "unknown token " + quote_text(tok) + " (expected #, ., D\\A or a digit)";
}

std::string cell_token(const Cell& c) {
  switch (c.kind) {
    case CellKind::Black:
      return "#";
    case CellKind::White:
      return c.given ? std::to_string(int(c.given)) : ".";
    case CellKind::Clue:
      break;
  }
  std::string out = c.down ? std::to_string(c.down) : "";
  return out + "\\" + (c.across ? std::to_string(c.across) : "");
}

// ---- records -------------------------------------------------------------------------

bool too_many(const Diagnostics& diags) { return diags.items().size() >= kMaxErrors; }

bool check_size(long long rows, long long cols, const ParseLimits& limits, const std::string& file,
                SourcePos pos, const std::string& context, Diagnostics& diags) {
  const std::string size = std::to_string(rows) + "x" + std::to_string(cols);
  if (rows < 1 || cols < 1) {
    diags.error(file, pos, context + "size " + size + " must be at least 1x1");
    return false;
  }
  if (rows > limits.max_rows || cols > limits.max_cols) {
    diags.error(file, pos,
                context + "size " + size + " is larger than the limit " + std::to_string(limits.max_rows) +
                    "x" + std::to_string(limits.max_cols) + " (--max-size)");
    return false;
  }
  return true;
}

bool within_limits(std::size_t rows, std::size_t cells, const ParseLimits& limits, const std::string& file,
                   int line, Diagnostics& diags) {
  const bool tall = rows > std::size_t(limits.max_rows), wide = cells > std::size_t(limits.max_cols);
  if (!tall && !wide) return true;
  const std::string what =
      tall ? std::to_string(limits.max_rows) + " rows" : std::to_string(limits.max_cols) + " cells in a row";
  diags.error(file, {line, 1},
              "more than " + what + ": larger than the limit " + std::to_string(limits.max_rows) + "x" +
                  std::to_string(limits.max_cols) + " (--max-size)");
  return false;
}

bool check_dimension(long long value, int limit, std::string_view what, const std::string& file,
                     SourcePos pos, Diagnostics& diags) {
  const std::string head = std::string(what) + "=" + std::to_string(value);
  if (value < 1)
    diags.error(file, pos, head + " must be at least 1");
  else if (value > limit)
    diags.error(file, pos, head + " is larger than the limit " + std::to_string(limit) + " (--max-size)");
  return value >= 1 && value <= limit;
}

PuzzleRecord make_record(const std::string& file, int line) {
  PuzzleRecord rec;
  rec.id = file;
  rec.file = file;
  rec.line = line;
  return rec;
}

void finish_record(PuzzleRecord& rec, const RawGrid& g) {
  if (rec.diags.has_errors()) return;
  rec.puzzle = build_puzzle(g, rec.diags);
}

std::string describe_cell(const Cell& c) {
  switch (c.kind) {
    case CellKind::Black:
      return "a black cell";
    case CellKind::White:
      return "a white cell";
    case CellKind::Clue:
      break;
  }
  return "clue " + cell_token(c);
}

}  // namespace kakuro::detail
