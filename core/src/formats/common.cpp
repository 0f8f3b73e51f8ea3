// Text, cell-token and record helpers shared by every format.
#include <algorithm>
#include <charconv>

#include "detail.hpp"
#include "kakuro/text.hpp"

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
  // At most 24 bytes, cut where a character starts (a continuation byte is 10xxxxxx);
  // bytes that are not UTF-8 become U+FFFD, so a message is always valid UTF-8.
  std::size_t n = std::min<std::size_t>(s.size(), 24);
  while (n < s.size() && n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
  std::string out = "'";
  for (char ch : to_valid_utf8(s.substr(0, n))) {
    const auto c = static_cast<unsigned char>(ch);
    out += c < 0x20 || c == 0x7f ? '?' : ch;
  }
  if (n < s.size()) out += "...";
  return out + "'";
}

std::string cell_name(int r, int c) { return "(" + std::to_string(r) + "," + std::to_string(c) + ")"; }

// ---- comments, ids, encodings ----------------------------------------------------------

bool is_comment_line(std::string_view line, bool hash) {
  const std::string_view s = trim(line);
  return !s.empty() && (s.front() == ';' || (hash && s.front() == '#'));
}

std::string_view blank_comment_lines(std::string_view text, bool hash, std::string& storage) {
  bool any = false;
  for (const TextLine& line : split_lines(text))
    if (is_comment_line(line.text, hash)) {
      if (!any) storage.assign(text);
      any = true;
      const auto at = static_cast<std::size_t>(line.text.data() - text.data());
      std::fill_n(storage.begin() + static_cast<std::ptrdiff_t>(at), line.text.size(), ' ');
    }
  return any ? std::string_view(storage) : text;
}

bool check_utf8_name(std::string_view name, std::string_view what, const std::string& file, SourcePos start,
                     Diagnostics& diags) {
  const std::size_t bad = first_invalid_utf8(name);
  if (bad == std::string_view::npos) return true;
  static const char* const hex = "0123456789ABCDEF";
  const auto b = static_cast<unsigned char>(name[bad]);
  diags.error(file, {start.line, start.col + static_cast<int>(bad)},
              std::string(what) + " is not valid UTF-8 (byte 0x" + hex[b >> 4] + hex[b & 15] + ")");
  return false;
}

bool skip_line(const TextLine& line, bool hash, const std::string& file, std::string& id,
               Diagnostics& diags) {
  if (is_blank(line.text)) return true;
  if (!is_comment_line(line.text, hash)) return false;
  const std::size_t semi = line.text.find(';');
  if (semi == std::string_view::npos || !is_blank(line.text.substr(0, semi))) return true;  // a `#` comment
  std::string_view rest = line.text.substr(semi + 1);
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
  if (rest.substr(0, 3) != "id:") return true;
  rest.remove_prefix(3);
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
  const std::string_view name = trim(rest);
  const int col = static_cast<int>(name.data() - line.text.data()) + 1;
  check_utf8_name(name, "the id", file, {line.number, col}, diags);
  id = to_valid_utf8(name);
  return true;
}

std::string utf16_problem(std::string_view text) {
  const auto starts = [&](std::string_view bom) { return text.substr(0, bom.size()) == bom; };
  using namespace std::string_view_literals;
  if (starts("\xFF\xFE\0\0"sv) || starts("\0\0\xFE\xFF"sv))
    return "UTF-32 text is not supported; save it as UTF-8";
  if (starts("\xFF\xFE"sv) || starts("\xFE\xFF"sv)) return "UTF-16 text is not supported; save it as UTF-8";
  // Without a byte order mark: text of ASCII characters in UTF-16 has a NUL byte in every
  // other place; no text format here has any.
  const std::string_view head = text.substr(0, 4096);
  const auto nuls = static_cast<std::size_t>(std::count(head.begin(), head.end(), '\0'));
  if (head.size() >= 2 && nuls * 4 >= head.size())
    return "the input looks like UTF-16 text (it is full of NUL bytes); UTF-16 text is not supported; save "
           "it as UTF-8";
  return "";
}

std::string_view strip_bom(std::string_view text) {
  return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
}

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
  if (tok == "#") return {};
  if (tok == ".") {
    cell.kind = CellKind::White;
    return {};
  }
  if (const std::size_t bs = tok.find('\\'); bs != std::string_view::npos) {
    cell.kind = CellKind::Clue;
    if (parse_clue_side(tok.substr(0, bs), cell.down) && parse_clue_side(tok.substr(bs + 1), cell.across)) {
      if (cell.down >= 0 && cell.across >= 0) return {};
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
    return {};
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
                    "x" + std::to_string(limits.max_cols) + " (" + std::string(limits.size_limit_name) + ")");
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
                  std::to_string(limits.max_cols) + " (" + std::string(limits.size_limit_name) + ")");
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
  rec.id = to_valid_utf8(file);  // an id is always valid UTF-8, whatever the file name holds
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

// ---- fits -----------------------------------------------------------------------------

bool fits_any(const Puzzle&) { return true; }

}  // namespace kakuro::detail
