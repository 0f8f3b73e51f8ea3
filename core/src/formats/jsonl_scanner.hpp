// The one pass over a jsonl line's bytes behind the plain record reader (jsonl_plain.cpp):
// views of its strings, its numbers, its grid cells and digits read where they are written,
// no std::string per token. Anything it is not sure of makes it answer false, and the line
// goes to the JSON reader, which says what is wrong.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "detail.hpp"

namespace kakuro::detail::plain {

// How deep an unknown member's value may nest before this reader leaves it to the other.
inline constexpr int kMaxDepth = 64;
// The most elements a matrix reserves room for before reading them (a 64x64 grid).
inline constexpr long long kReserve = 4096;

// A matrix member: its rows' element counts, and its elements in row-major order.
template <typename T>
struct Matrix {
  std::vector<std::size_t> row_sizes;
  std::vector<T> items;
  bool null = false;
  bool seen = false;
  void reset() {
    row_sizes.clear();
    items.clear();
    null = seen = false;
  }
};

class Scanner {
 public:
  Scanner(std::string_view text, std::size_t max_values) : s_(text), max_values_(max_values) {}

  bool at_end() {
    ws();
    return i_ == s_.size();
  }
  bool take(char c) {
    if (i_ < s_.size() && s_[i_] == c) {  // the common case: no space before it
      ++i_;
      return true;
    }
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
    i_ = special_from(i_);
    if (i_ == s_.size()) return false;
    if (s_[i_] == '"') {
      out = s_.substr(start, i_ - start);
      ++i_;
      return true;
    }
    return s_[i_] == '\\' && escaped(start, out);
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
  // A digit 0..9 of a givens or solution matrix. Any other number is false: the reader
  // refuses a record with one, which the JSON reader then reads and reports.
  bool digit(std::uint8_t& out) {
    if (i_ + 1 < s_.size() && is_digit(s_[i_]) && (s_[i_ + 1] == ',' || s_[i_ + 1] == ']')) {
      if (!count()) return false;
      out = static_cast<std::uint8_t>(s_[i_++] - '0');
      return true;
    }
    long long v = 0;
    if (!integer(v) || v < 0 || v > 9) return false;
    out = static_cast<std::uint8_t>(v);
    return true;
  }
  // A grid cell: "#", ".", a digit, or a clue of at most two digits a side with no leading
  // zero, read where it is written; any other string decoded and read by parse_cell_token()
  // (false where that has a word to say).
  bool cell(Cell& out) {
    if (i_ < s_.size() && s_[i_] != '"') ws();
    if (const std::size_t n = common_cell(s_.data() + i_, s_.data() + s_.size(), out)) {
      i_ += n;
      return count();
    }
    std::string_view token;
    return string(token) && parse_cell_token(token, out).empty();
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
  // An array of arrays, each element read by `fast` when it is of a common form (the bytes
  // it took, 0 for any other) and by `item` otherwise, and runs of common elements each with
  // a ',' after it by `run` (as common_cells() and common_digits() read them); room made for
  // `rows` x `cols` of them when the line said its size before (no more than its bytes left
  // could hold, and no more than kReserve: a size the line does not keep to must not cost
  // memory it never uses).
  template <typename T, typename Run, typename Fast, typename Item>
  bool matrix(Matrix<T>& m, Run run, Fast fast, Item item, std::optional<long long> rows,
              std::optional<long long> cols) {
    if (m.seen) return false;  // a repeated member
    m.seen = true;
    if (null()) return m.null = true;
    const auto left = std::min(static_cast<long long>(s_.size() - i_), kReserve);
    std::size_t room = 16;  // elements made at once, before the first is read
    if (rows && cols && *rows > 0 && *cols > 0 && *rows <= left && *cols <= left) {
      m.row_sizes.reserve(std::size_t(*rows));
      room = std::size_t(std::min(*rows * *cols, left));
    }
    if (!take('[') || !count()) return false;
    if (take(']')) return true;
    std::size_t used = 0;  // items[0, used) are read; the rest is room
    m.items.resize(room);  // in the room a line before left, if it had as much (no allocation)
    do {
      if (!take('[') || !count()) return false;
      const std::size_t first = used;
      if (!take(']') && (!row(m.items, used, run, fast, item) || !take(']'))) return false;
      m.row_sizes.push_back(used - first);
    } while (take(','));
    m.items.resize(used);
    return take(']');
  }

  // A grid cell's string at `p` when it is "#", ".", a digit, or a clue of at most two digits
  // a side with no leading zero, read into `out` as parse_cell_token() reads its text: the
  // bytes it takes (its quotes included); 0 for any other.
  static std::size_t common_cell(const char* const p, const char* const end, Cell& out) {
    // Its shortest form and a byte after it at least (anything shorter is the other path's).
    if (end - p < 4 || p[0] != '"') return 0;
    if (p[2] == '"') {
      const char c = p[1];
      if (c == '.')
        out = Cell{CellKind::White, 0, 0, 0};
      else if (c >= '1' && c <= '9')
        out = Cell{CellKind::White, static_cast<Digit>(c - '0'), 0, 0};
      else if (c == '#')
        out = Cell{};
      else
        return 0;
      return 3;
    }
    const char* q = p + 1;
    int down = 0, across = 0;
    if (!clue_side(q, end, down) || end - q < 2 || q[0] != '\\' || q[1] != '\\') return 0;
    q += 2;
    if (!clue_side(q, end, across) || q == end || *q != '"') return 0;
    out = Cell{CellKind::Clue, 0, down, across};
    return std::size_t(q + 1 - p);
  }
  // A digit of a givens or solution matrix at `p` with the row going on or ending right after
  // it: 1 (the byte it takes); 0 for anything else.
  static std::size_t common_digit(const char* const p, const char* const end, std::uint8_t& out) {
    if (end - p < 2 || !is_digit(p[0]) || (p[1] != ',' && p[1] != ']')) return 0;
    out = static_cast<std::uint8_t>(p[0] - '0');
    return 1;
  }
  // The grid cells at `p` that common_cell() reads, each with a ',' right after it, into
  // out[0, room): how many (`p` moved past them and their commas).
  static std::size_t common_cells(const char*& p, const char* const end, Cell* const out,
                                  const std::size_t room) {
    std::size_t n = 0;
    for (std::size_t len;
         n < room && (len = common_cell(p, end, out[n])) != 0 && std::size_t(end - p) > len && p[len] == ',';
         ++n)
      p += len + 1;
    return n;
  }
  // The digits at `p` of a givens or solution row, each with a ',' right after it, into
  // out[0, room): how many (`p` moved past them and their commas). Four at a time from an
  // eight-byte word where the machine stores a word's first byte lowest: its odd bytes
  // commas, its even ones digits (a byte below '0' borrows from its lane's high byte, one
  // above '9' sets bit 7 of its lane once 0x76 is added), packed into four bytes.
  static std::size_t common_digits(const char*& p, const char* const end, std::uint8_t* const out,
                                   const std::size_t room) {
    std::size_t n = 0;
    if (first_byte_lowest()) {
      constexpr std::uint64_t odd = 0xFF00FF00FF00FF00, commas = 0x2C002C002C002C00;
      constexpr std::uint64_t zeros = 0x0030003000300030, over_nine = 0x0076007600760076;
      constexpr std::uint64_t bad = 0xFF80FF80FF80FF80;
      for (; room - n >= 4 && end - p >= 8; p += 8, n += 4) {
        std::uint64_t x = 0;
        std::memcpy(&x, p, 8);
        if ((x & odd) != commas) break;
        const std::uint64_t d = (x & ~odd) - zeros;  // the digits in the lanes' low bytes
        if (((d | (d + over_nine)) & bad) != 0) break;
        const std::uint64_t pairs = (d | (d >> 8)) & 0x0000FFFF0000FFFF;
        const auto four = static_cast<std::uint32_t>(pairs | (pairs >> 16));
        std::memcpy(out + n, &four, 4);
      }
    }
    for (; n < room && end - p >= 2 && is_digit(p[0]) && p[1] == ','; p += 2, ++n)
      out[n] = static_cast<std::uint8_t>(p[0] - '0');
    return n;
  }

 private:
  // `c` right here, taken (take() without its call, for the loops over a matrix's elements).
  bool next(char c) {
    const bool here = i_ < s_.size() && s_[i_] == c;
    i_ += here;
    return here;
  }
  static bool is_digit(char c) { return c >= '0' && c <= '9'; }
  static bool special(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u == '"' || u == '\\' || u < 0x20 || u >= 0x80;
  }
  // Whether the machine stores a word's first byte lowest (a constant the compiler folds).
  static bool first_byte_lowest() {
    const std::uint16_t one = 1;
    unsigned char low = 0;
    std::memcpy(&low, &one, 1);
    return low == 1;
  }
  // The first byte from `i` on that ends a string's plain run: '"', '\\', a control
  // character or a byte outside ASCII. Eight bytes at a time: the lowest byte flagged in a
  // word is the first such byte (a borrow only flags bytes above a true one).
  std::size_t special_from(std::size_t i) const {
    constexpr std::uint64_t ones = 0x0101010101010101, high = 0x8080808080808080;
    const auto zero_byte = [](std::uint64_t v) { return (v - ones) & ~v & high; };
    // Elsewhere than where a word's first byte is its lowest, the loop below reads every byte.
    for (; first_byte_lowest() && i + 8 <= s_.size(); i += 8) {
      std::uint64_t x = 0;
      std::memcpy(&x, s_.data() + i, 8);
      const std::uint64_t hit = zero_byte(x ^ (ones * '"')) | zero_byte(x ^ (ones * '\\')) |
                                ((x - ones * 0x20) & ~x & high) | (x & high);
      if (hit) return i + std::size_t(std::countr_zero(hit) / 8);
    }
    while (i < s_.size() && !special(s_[i])) ++i;
    return i;
  }
  // One side of a clue as common_cell() reads it: nothing, or one or two digits without a
  // leading zero, and no digit after them.
  static bool clue_side(const char*& q, const char* end, int& v) {
    v = 0;
    if (q < end && *q >= '1' && *q <= '9') {
      v = *q++ - '0';
      if (q < end && is_digit(*q)) v = v * 10 + (*q++ - '0');
    }
    return q == end || !is_digit(*q);
  }
  // One row's elements, after its '[' up to its ']' (left to the caller), into
  // items[used...] (grown as needed): the common ones read with the position and the room
  // in locals, those with a ',' right after them by `run`, the row's last by `fast`; any
  // other by `item` at i_. Each is counted as count() does, checked at the row's end. Not
  // inlined: in the reader's one large function those locals lived on the stack (twice the
  // instructions a cell).
  template <typename T, typename Run, typename Fast, typename Item>
  [[gnu::noinline]] bool row(std::vector<T>& items, std::size_t& used, Run run, Fast fast, Item item) {
    const char* const begin = s_.data();
    const char* const end = begin + s_.size();
    const char* p = begin + i_;
    std::size_t n = used, room = items.size();
    T* out = items.data();
    for (;;) {
      const std::size_t common = run(p, end, out + n, room - n);
      n += common;
      values_ += common;
      if (n == room) {
        items.resize(std::max<std::size_t>(16, 2 * room));
        room = items.size();
        out = items.data();
        continue;
      }
      if (const std::size_t len = fast(p, end, out[n])) {
        p += len;
        ++values_;
      } else {
        i_ = std::size_t(p - begin);
        if (!item(out[n])) return false;
        p = begin + i_;
      }
      ++n;
      if (p < end && *p == ',') {
        ++p;
        continue;
      }
      i_ = std::size_t(p - begin);
      if (!take(',')) break;
      p = begin + i_;
    }
    used = n;
    return values_ <= max_values_;
  }
  // The rest of a string from its first escape at i_, decoded into the arena.
  bool escaped(std::size_t start, std::string_view& out) {
    // Decoded strings never outgrow the text, so the arena, made its size at the first
    // escape, holds them all and views into it stay valid.
    if (!arena_) arena_.reset(new char[s_.size()]);
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

}  // namespace kakuro::detail::plain
