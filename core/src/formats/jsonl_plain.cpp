// A jsonl line read by one pass over its bytes into views of its strings and numbers, then
// the same cell tokens, checks and build_puzzle() as the JSON reader. Anything it is not
// sure of ends the attempt; the JSON reader then reads the line and reports.
#include "jsonl_plain.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>

#include "json_positions.hpp"
#include "kakuro/text.hpp"

namespace kakuro::detail {

namespace {

// How deep an unknown member's value may nest before this reader leaves it to the other.
constexpr int kMaxDepth = 64;
// The most elements a matrix reserves room for before reading them (a 64x64 grid).
constexpr long long kReserve = 4096;

// A matrix member: its rows' element counts, and its elements in row-major order.
template <typename T>
struct Matrix {
  std::vector<std::size_t> row_sizes;
  std::vector<T> items;
  bool null = false;
  bool seen = false;
};

class Scanner {
 public:
  // Decoded strings never outgrow the text, so the arena, made its size once, holds them all
  // and views into it stay valid.
  Scanner(std::string_view text, std::size_t max_values)
      : s_(text), max_values_(max_values), arena_(new char[text.size()]) {}

  bool at_end() {
    ws();
    return i_ == s_.size();
  }
  bool take(char c) {
    ws();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  // A string of printable ASCII, with the one-character escapes decoded (\u and any
  // other byte: false).
  bool string(std::string_view& out) {
    if (!take('"') || !count()) return false;
    const std::size_t start = i_;
    for (; i_ < s_.size(); ++i_) {
      const auto c = static_cast<unsigned char>(s_[i_]);
      if (c == '"') {
        out = s_.substr(start, i_ - start);
        ++i_;
        return true;
      }
      if (c == '\\') return escaped(start, out);
      if (c < 0x20 || c >= 0x80) return false;
    }
    return false;
  }
  // An integer in JSON's grammar with at most 10 digits (no fraction, no exponent).
  bool integer(long long& out) {
    ws();
    if (!count()) return false;
    // One digit and no more of the number (the common case, a digit of a grid): as below.
    if (i_ + 1 < s_.size() && is_digit(s_[i_]) && !is_digit(s_[i_ + 1]) && s_[i_ + 1] != '.' &&
        s_[i_ + 1] != 'e' && s_[i_ + 1] != 'E') {
      out = s_[i_++] - '0';
      return true;
    }
    const bool negative = i_ < s_.size() && s_[i_] == '-';
    if (negative) ++i_;
    const std::size_t start = i_;
    long long v = 0;
    for (; i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9'; ++i_)
      if (i_ - start < 11) v = v * 10 + (s_[i_] - '0');  // a longer one is refused below
    const std::size_t digits = i_ - start;
    if (digits == 0 || digits > 10 || (digits > 1 && s_[start] == '0')) return false;
    if (i_ < s_.size() && (s_[i_] == '.' || s_[i_] == 'e' || s_[i_] == 'E')) return false;
    out = negative ? -v : v;
    return true;
  }
  bool null() { return literal("null"); }
  // Any JSON value, not kept.
  bool skip(int depth = 0) {
    ws();
    if (i_ >= s_.size() || depth > kMaxDepth) return false;
    switch (s_[i_]) {
      case '"': {
        std::string_view ignored;
        return string(ignored);
      }
      case '{':
        ++i_;
        if (!count()) return false;
        if (take('}')) return true;
        do {
          std::string_view key;
          if (!string(key) || !take(':') || !skip(depth + 1)) return false;
        } while (take(','));
        return take('}');
      case '[':
        ++i_;
        if (!count()) return false;
        if (take(']')) return true;
        do
          if (!skip(depth + 1)) return false;
        while (take(','));
        return take(']');
      case 't':
        return literal("true");
      case 'f':
        return literal("false");
      case 'n':
        return null();
      default:
        return number();
    }
  }
  // An array of arrays, each element read by `item`; room made for `rows` x `cols` of them
  // when the line said its size before (no more than its bytes left could hold, and no more
  // than kReserve: a size the line does not keep to must not cost memory it never uses).
  template <typename T, typename Item>
  bool matrix(Matrix<T>& m, Item item, std::optional<long long> rows, std::optional<long long> cols) {
    if (m.seen) return false;  // a repeated member
    m.seen = true;
    if (null()) return m.null = true;
    const auto left = std::min(static_cast<long long>(s_.size() - i_), kReserve);
    if (rows && cols && *rows > 0 && *cols > 0 && *rows <= left && *cols <= left) {
      m.row_sizes.reserve(std::size_t(*rows));
      m.items.reserve(std::size_t(std::min(*rows * *cols, left)));
    }
    if (!take('[') || !count()) return false;
    if (take(']')) return true;
    do {
      if (!take('[') || !count()) return false;
      std::size_t n = 0;
      if (!take(']')) {
        do {
          T v{};
          if (!item(v)) return false;
          m.items.push_back(v);
          ++n;
        } while (take(','));
        if (!take(']')) return false;
      }
      m.row_sizes.push_back(n);
    } while (take(','));
    return take(']');
  }

 private:
  // The rest of a string from its first escape at i_, decoded into the arena.
  bool escaped(std::size_t start, std::string_view& out) {
    char* const from = arena_.get() + used_;
    char* to = std::copy(s_.data() + start, s_.data() + i_, from);
    for (; i_ < s_.size(); ++i_) {
      const auto c = static_cast<unsigned char>(s_[i_]);
      if (c == '"') {
        out = std::string_view(from, std::size_t(to - from));
        used_ += std::size_t(to - from);
        ++i_;
        return true;
      }
      if (c < 0x20 || c >= 0x80) return false;
      if (c != '\\') {
        *to++ = char(c);
        continue;
      }
      if (++i_ == s_.size()) return false;
      switch (s_[i_]) {
        case '"':
          *to++ = '"';
          break;
        case '\\':
          *to++ = '\\';
          break;
        case '/':
          *to++ = '/';
          break;
        case 'b':
          *to++ = '\b';
          break;
        case 'f':
          *to++ = '\f';
          break;
        case 'n':
          *to++ = '\n';
          break;
        case 'r':
          *to++ = '\r';
          break;
        case 't':
          *to++ = '\t';
          break;
        default:
          return false;
      }
    }
    return false;
  }
  static bool is_digit(char c) { return c >= '0' && c <= '9'; }
  void ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
  }
  // Counts one more value against the document's cap (keys count too: never fewer than
  // the JSON reader counts).
  bool count() { return ++values_ <= max_values_; }
  bool literal(std::string_view word) {
    ws();
    if (s_.substr(i_, word.size()) != word) return false;
    i_ += word.size();
    return count();
  }
  bool digits() {
    const std::size_t start = i_;
    while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
    return i_ > start;
  }
  // A number in JSON's grammar.
  bool number() {
    if (!count()) return false;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    if (i_ < s_.size() && s_[i_] == '0')
      ++i_;
    else if (!digits())
      return false;
    if (i_ < s_.size() && s_[i_] == '.' && (++i_, !digits())) return false;
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (!digits()) return false;
    }
    return true;
  }

  std::string_view s_;
  std::size_t i_ = 0;
  std::size_t values_ = 0;
  std::size_t max_values_;
  std::unique_ptr<char[]> arena_;  ///< the decoded strings with escapes, one after another
  std::size_t used_ = 0;
};

// What the members of a record line say, before any of it is checked.
struct Members {
  std::optional<std::string_view> id;
  std::optional<long long> rows, cols;
  Matrix<std::string_view> grid;
  Matrix<long long> givens, solution;
  std::optional<std::string_view> uniqueness;
  bool meta = false;
};

bool read_meta(Scanner& in, Members& m) {
  if (m.meta) return false;
  m.meta = true;
  if (in.null()) return true;
  if (!in.take('{')) return false;
  if (in.take('}')) return true;
  do {
    std::string_view key;
    if (!in.string(key) || !in.take(':')) return false;
    if (key == "uniqueness") {
      std::string_view u;
      if (m.uniqueness || !in.string(u)) return false;
      m.uniqueness = u;
    } else if (!in.skip(1)) {
      return false;
    }
  } while (in.take(','));
  return in.take('}');
}

bool read_member(Scanner& in, std::string_view key, Members& m) {
  const auto once = [&](auto& field, auto read) {
    if (field) return false;
    typename std::remove_reference_t<decltype(field)>::value_type v{};
    if (!read(v)) return false;
    field = v;
    return true;
  };
  const auto text = [&](std::string_view& v) { return in.string(v); };
  const auto number = [&](long long& v) { return in.integer(v); };
  if (key == "id") return once(m.id, text);
  if (key == "rows") return once(m.rows, number);
  if (key == "cols") return once(m.cols, number);
  if (key == "grid") return in.matrix(m.grid, text, m.rows, m.cols);
  if (key == "givens") return in.matrix(m.givens, number, m.rows, m.cols);
  if (key == "solution") return in.matrix(m.solution, number, m.rows, m.cols);
  if (key == "meta") return read_meta(in, m);
  return in.skip(1);
}

bool read_members(Scanner& in, Members& m) {
  if (!in.take('{')) return false;
  if (!in.take('}')) {
    do {
      std::string_view key;
      if (!in.string(key) || !in.take(':') || !read_member(in, key, m)) return false;
    } while (in.take(','));
    if (!in.take('}')) return false;
  }
  return in.at_end();
}

template <typename T>
bool has_shape(const Matrix<T>& m, long long rows, long long cols) {
  if (m.row_sizes.size() != std::size_t(rows)) return false;
  for (std::size_t n : m.row_sizes)
    if (n != std::size_t(cols)) return false;
  return true;
}

}  // namespace

std::string jsonl_default_id(const std::string& file, std::size_t index) {
  return to_valid_utf8(file + "#" + std::to_string(index));
}

std::optional<PuzzleRecord> read_plain_record(std::string_view line_text, int line, std::size_t index,
                                              const ParseInput& in) {
  Scanner scan(line_text, max_json_values(in.limits));  // holds the decoded strings m views
  Members m;
  if (!read_members(scan, m)) return std::nullopt;
  if (!m.rows || !m.cols || !m.grid.seen || m.grid.null) return std::nullopt;
  Diagnostics quiet;
  if (!check_size(*m.rows, *m.cols, in.limits, in.file, {}, "", quiet) ||
      !has_shape(m.grid, *m.rows, *m.cols))
    return std::nullopt;
  if (m.givens.seen && !m.givens.null && !has_shape(m.givens, *m.rows, *m.cols)) return std::nullopt;
  PuzzleRecord rec = make_record(in.file, line);
  rec.id = m.id ? std::string(*m.id) : jsonl_default_id(in.file, index);
  RawGrid g(static_cast<int>(*m.rows), static_cast<int>(*m.cols));
  g.file = in.file;
  g.context = "record '" + rec.id + "': ";
  for (std::size_t k = 0; k < g.cells.size(); ++k)
    if (!parse_cell_token(m.grid.items[k], g.cells[k]).empty()) return std::nullopt;
  if (!m.givens.null)
    for (std::size_t k = 0; k < m.givens.items.size(); ++k) {
      const long long d = m.givens.items[k];
      if (d < 0 || d > 9 || (d != 0 && g.cells[k].kind != CellKind::White)) return std::nullopt;
      if (d != 0) g.cells[k].given = static_cast<Digit>(d);
    }
  std::optional<Puzzle> p = build_puzzle(g, quiet);
  if (!p || !quiet.empty()) return std::nullopt;
  if (m.solution.seen && !m.solution.null) {
    if (!has_shape(m.solution, p->rows(), p->cols())) return std::nullopt;
    std::vector<int> digits(m.solution.items.size(), 0);
    for (int r = 0; r < p->rows(); ++r)
      for (int c = 0; c < p->cols(); ++c) {
        const long long d = m.solution.items[std::size_t(r) * std::size_t(p->cols()) + std::size_t(c)];
        // Anything the JSON reader would say a word about goes to it (a digit off the white
        // cells is an error there, one outside 0..9 is kept for the checker).
        if (d < 0 || d > 9 || (d != 0 && p->cell(r, c).kind != CellKind::White)) return std::nullopt;
        digits[std::size_t(p->cell_id(r, c))] = static_cast<int>(d);
      }
    rec.solution = solution_from_grid(*p, digits);
  }
  if (m.uniqueness) rec.uniqueness = std::string(*m.uniqueness);
  rec.puzzle = std::move(p);
  return rec;
}

}  // namespace kakuro::detail
