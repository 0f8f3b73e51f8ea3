// JSON reading with positions (see json_positions.hpp).
#include "json_positions.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <exception>
#include <new>

#include "kakuro/text.hpp"

namespace kakuro::detail {

LineMap::LineMap(std::string_view text, int first_line) : first_line_(first_line) {
  starts_.push_back(0);
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') starts_.push_back(i + 1);
}

SourcePos LineMap::at(std::size_t offset) const {
  const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
  const auto line = static_cast<std::size_t>(it - starts_.begin()) - 1;
  return {first_line_ + static_cast<int>(line), static_cast<int>(offset - starts_[line]) + 1};
}

namespace {

// Walks valid JSON text (nlohmann accepted it already) to find where values start.
class Scanner {
 public:
  explicit Scanner(std::string_view s) : s_(s) {}
  std::size_t offset() const { return i_; }
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  void ws() {
    while (i_ < s_.size() && std::strchr(" \t\r\n", s_[i_]) && s_[i_] != '\0') ++i_;
  }
  bool enter(const std::string& seg);
  /// Calls f(offset) for each element of the array at the cursor.
  template <class F>
  void each_element(F f);

 private:
  void skip_string();
  void skip_value();
  bool enter_member(std::string_view key);
  bool enter_element(std::size_t index);

  std::string_view s_;
  std::size_t i_ = 0;
};

void Scanner::skip_string() {
  for (++i_; i_ < s_.size() && s_[i_] != '"'; ++i_)
    if (s_[i_] == '\\') ++i_;
  i_ = std::min(i_ + 1, s_.size());
}

void Scanner::skip_value() {
  ws();
  if (peek() == '"') return skip_string();
  if (peek() != '{' && peek() != '[') {
    while (i_ < s_.size() && !std::strchr(",]} \t\r\n", s_[i_])) ++i_;
    return;
  }
  for (int depth = 0; i_ < s_.size();) {
    const char c = s_[i_];
    if (c == '"') {
      skip_string();
      continue;
    }
    ++i_;
    if (c == '{' || c == '[') ++depth;
    if ((c == '}' || c == ']') && --depth == 0) return;
  }
}

bool Scanner::enter_member(std::string_view key) {
  for (++i_;;) {
    ws();
    if (peek() != '"') return false;
    const std::size_t start = i_ + 1;
    skip_string();
    const std::string_view k = s_.substr(start, i_ > start ? i_ - start - 1 : 0);
    ws();
    if (peek() != ':') return false;
    ++i_;
    ws();
    if (k == key) return true;
    skip_value();
    ws();
    if (peek() != ',') return false;
    ++i_;
  }
}

bool Scanner::enter_element(std::size_t index) {
  ++i_;
  for (std::size_t k = 0;; ++k) {
    ws();
    if (peek() == ']' || peek() == '\0') return false;
    if (k == index) return true;
    skip_value();
    ws();
    if (peek() != ',') return false;
    ++i_;
  }
}

bool Scanner::enter(const std::string& seg) {
  ws();
  if (peek() == '{') return enter_member(seg);
  if (peek() != '[') return false;
  const auto index = parse_number(seg);
  return index && enter_element(static_cast<std::size_t>(*index));
}

template <class F>
void Scanner::each_element(F f) {
  ws();
  if (peek() != '[') return;
  for (++i_;;) {
    ws();
    if (peek() == ']' || peek() == '\0') return;
    f(i_);
    skip_value();
    ws();
    if (peek() != ',') return;
    ++i_;
  }
}

std::string path_name(const JsonPath& path) {
  std::string out;
  for (const std::string& seg : path) {
    if (parse_number(seg))
      out += (out.empty() ? "document[" : "[") + seg + "]";
    else
      out += (out.empty() ? "" : ".") + seg;
  }
  return "'" + (out.empty() ? std::string("document") : out) + "'";
}

// The useful part of nlohmann's parse_error text.
std::string short_message(const std::string& what) {
  const std::size_t column = what.find("column ");
  const std::size_t colon = column == std::string::npos ? what.find("] ") : what.find(": ", column);
  return colon == std::string::npos ? what : what.substr(colon + 2);
}

}  // namespace

std::size_t json_find(std::string_view text, const JsonPath& path) {
  Scanner sc(text);
  for (const std::string& seg : path)
    if (!sc.enter(seg)) return std::string_view::npos;
  sc.ws();
  return sc.offset();
}

std::vector<std::vector<std::size_t>> json_matrix(std::string_view text, const JsonPath& path) {
  std::vector<std::vector<std::size_t>> out;
  const std::size_t at = json_find(text, path);
  if (at == std::string_view::npos) return out;
  Scanner rows(text.substr(at));
  rows.each_element([&](std::size_t row) {
    out.emplace_back();
    Scanner cells(text.substr(at + row));
    cells.each_element([&](std::size_t cell) { out.back().push_back(at + row + cell); });
  });
  return out;
}

namespace {

// Counts the values of a document without building it; stops past `max`, or at the first
// error (where nlohmann's SAX parser says it is: its DOM parser does not say where a number
// too large for a double is).
class ValueCounter : public nlohmann::json_sax<Json> {
 public:
  explicit ValueCounter(std::size_t max) : max_(max) {}
  bool over() const { return n_ > max_; }
  /// The offset just past the token of the first error, and the token ("1e309").
  std::size_t error_end = 0;
  std::string error_token;
  bool null() override { return more(); }
  bool boolean(bool) override { return more(); }
  bool number_integer(number_integer_t) override { return more(); }
  bool number_unsigned(number_unsigned_t) override { return more(); }
  bool number_float(number_float_t, const string_t&) override { return more(); }
  bool string(string_t&) override { return more(); }
  bool binary(binary_t&) override { return more(); }
  bool start_object(std::size_t) override { return more(); }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return more(); }
  bool end_array() override { return true; }
  bool parse_error(std::size_t end, const std::string& token, const nlohmann::detail::exception&) override {
    error_end = end, error_token = token;
    return false;
  }

 private:
  bool more() { return ++n_ <= max_; }
  std::size_t n_ = 0, max_;
};

}  // namespace

std::size_t max_json_values(const ParseLimits& limits) {
  return 4 * std::size_t(std::max(limits.max_rows, 1)) * std::size_t(std::max(limits.max_cols, 1)) + 10000;
}

namespace {

// The key whose value is the string starting at `quote` ("" when it is not a member's
// value): `"key" : "value"`, read backwards.
std::string member_key(std::string_view text, std::size_t quote) {
  std::size_t i = quote;
  const auto back_ws = [&] {
    while (i > 0 && std::strchr(" \t\r\n", text[i - 1])) --i;
  };
  back_ws();
  if (i == 0 || text[i - 1] != ':') return "";
  --i;
  back_ws();
  if (i == 0 || text[i - 1] != '"') return "";
  const std::size_t end = --i;
  while (i > 0 && !(text[i - 1] == '"' && (i < 2 || text[i - 2] != '\\'))) --i;
  return i == 0 ? "" : std::string(text.substr(i, end - i));
}

std::string hex_byte(char c) {
  static const char* const hex = "0123456789ABCDEF";
  const auto b = static_cast<unsigned char>(c);
  return std::string("0x") + hex[b >> 4] + hex[b & 15];
}

}  // namespace

// nlohmann-json refuses text that is not UTF-8 with a message quoting the bad bytes;
// this reports each string holding some, named after its key, at its first bad byte.
bool JsonDoc::check_utf8() {
  std::size_t bad = first_invalid_utf8(text_);
  if (bad == std::string_view::npos) return true;
  bool in_string = false;
  std::size_t start = 0, scan = 0, reported = std::string_view::npos;
  for (; bad != std::string_view::npos && !too_many(diags_);) {
    for (; scan < bad; ++scan) {
      const char c = text_[scan];
      if (in_string && c == '\\')
        ++scan;
      else if (c == '"')
        in_string = !in_string, start = in_string ? scan : start;
    }
    const std::string byte = " (byte " + hex_byte(text_[bad]) + ")";
    if (!in_string) {
      diags_.error(file_, lines_.at(bad), context_ + "bad JSON: text that is not valid UTF-8" + byte);
      break;  // outside a string the JSON is broken anyway
    }
    if (start != reported) {
      const std::string key = member_key(text_, start);
      diags_.error(file_, lines_.at(bad),
                   context_ +
                       (key == "id"   ? std::string("the id")
                        : key.empty() ? std::string("a string")
                                      : quote_text(key)) +
                       " is not valid UTF-8" + byte);
      reported = start;
    }
    const std::size_t next = first_invalid_utf8(text_.substr(bad + 1));
    bad = next == std::string_view::npos ? next : bad + 1 + next;
  }
  return false;
}

bool JsonDoc::parse() {
  if (!check_utf8()) return false;
  if (text_.size() / 2 + 1 > max_values_) {  // small texts cannot hold too many values
    ValueCounter counter(max_values_);
    Json::sax_parse(text_.data(), text_.data() + text_.size(), &counter);
    if (counter.over()) {
      diags_.error(file_, lines_.at(0),
                   context_ + "more than " + std::to_string(max_values_) + " JSON values, " + cap_reason_);
      return false;
    }
  }
  try {
    root_ = Json::parse(text_.data(), text_.data() + text_.size());
    return true;
  } catch (const Json::parse_error& e) {
    const std::size_t off = std::min<std::size_t>(e.byte ? e.byte - 1 : 0, text_.size());
    diags_.error(file_, lines_.at(off), context_ + "bad JSON: " + short_message(e.what()));
  } catch (const Json::out_of_range&) {  // a number too large for a double: 1e309
    ValueCounter counter(std::size_t(-1));
    Json::sax_parse(text_.data(), text_.data() + text_.size(), &counter);
    const std::string& token = counter.error_token;
    const std::size_t end = std::min(counter.error_end, text_.size());
    diags_.error(file_, lines_.at(end >= token.size() ? end - token.size() : 0),
                 context_ + "bad JSON: the number " +
                     (token.size() > 40 ? token.substr(0, 40) + "..." : token) +
                     " is too large: the largest number read is about 1.8e308");
  } catch (const std::bad_alloc&) {
    throw;  // out of memory: a limit, not bad JSON
  } catch (const std::exception& e) {
    diags_.error(file_, lines_.at(0), context_ + "bad JSON: " + e.what());
  }
  return false;
}

SourcePos JsonDoc::pos(const JsonPath& path) const {
  const std::size_t at = json_find(text_, path);
  return lines_.at(at == std::string_view::npos ? json_find(text_, {}) : at);
}

void JsonDoc::error(const JsonPath& path, const std::string& msg) {
  diags_.error(file_, pos(path), context_ + msg);
}

std::vector<SourcePos> JsonDoc::matrix_pos(const JsonPath& path, int rows, int cols) const {
  std::vector<SourcePos> out(std::size_t(rows) * std::size_t(cols), pos(path));
  const auto offsets = json_matrix(text_, path);
  for (std::size_t r = 0; r < offsets.size() && r < std::size_t(rows); ++r)
    for (std::size_t c = 0; c < offsets[r].size() && c < std::size_t(cols); ++c)
      out[r * std::size_t(cols) + c] = lines_.at(offsets[r][c]);
  return out;
}

const Json* JsonDoc::member(const Json& obj, const JsonPath& path, const std::string& key, bool required) {
  const auto it = obj.find(key);
  if (it != obj.end()) return &*it;
  if (required) error(path, "missing field " + path_name(path / key));
  return nullptr;
}

std::string JsonDoc::written(const JsonPath& path) const {
  const std::size_t at = json_find(text_, path);
  if (at == std::string_view::npos) return "";
  std::size_t end = at;
  while (end < text_.size() && !std::strchr(",]} \t\r\n", text_[end])) ++end;
  const std::string_view w = text_.substr(at, end - at);
  return w.size() > 40 ? std::string(w.substr(0, 40)) + "..." : std::string(w);
}

std::optional<long long> JsonDoc::integer(const Json& v, const JsonPath& path, long long lo, long long hi) {
  const std::string range = "expected " + std::to_string(lo) + ".." + std::to_string(hi);
  if (v.is_number_float()) {  // "3e0", "3.5", or a whole number past 64 bits
    std::string w = written(path);
    if (w.empty()) w = v.dump();
    const double x = v.get<double>();
    const bool whole = x == std::floor(x);
    if (w.find_first_of(".eE") == std::string::npos || (whole && !(x >= double(lo) && x <= double(hi))))
      error(path, path_name(path) + " is " + w + ", " + range);
    else if (whole)
      error(path, path_name(path) + " is written " + w + ": write it in digits alone, as " +
                      std::to_string(static_cast<long long>(x)));
    else
      error(path, path_name(path) + " is " + w + ", not a whole number; " + range);
    return std::nullopt;
  }
  if (!v.is_number_integer()) {
    error(path, path_name(path) + " must be an integer, not " + json_type_name(v));
    return std::nullopt;
  }
  const bool big =
      v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(hi);
  const long long x = big ? hi : v.get<long long>();
  if (big || x < lo || x > hi) {
    error(path, path_name(path) + " is " + v.dump() + ", " + range);
    return std::nullopt;
  }
  return x;
}

std::optional<long long> JsonDoc::cell_integer(const Json& v, const JsonPath& matrix, std::size_t row,
                                               std::size_t col, long long lo, long long hi) {
  if (v.is_number_unsigned()) {
    const unsigned long long x = v.get<unsigned long long>();
    if (hi >= 0 && x <= static_cast<unsigned long long>(hi) && static_cast<long long>(x) >= lo)
      return static_cast<long long>(x);
  } else if (v.is_number_integer()) {
    const long long x = v.get<long long>();
    if (x >= lo && x <= hi) return x;
  }
  return integer(v, matrix / row / col, lo, hi);  // reports what is wrong
}

std::optional<long long> JsonDoc::int_member(const Json& obj, const JsonPath& path, const std::string& key,
                                             long long lo, long long hi) {
  const Json* v = member(obj, path, key, true);
  return v ? integer(*v, path / key, lo, hi) : std::nullopt;
}

bool JsonDoc::check_matrix(const Json& v, const JsonPath& path, int rows, int cols) {
  if (!v.is_array() || v.size() != std::size_t(rows)) {
    error(path, path_name(path) +
                    (v.is_array() ? " has " + std::to_string(v.size()) + " rows"
                                  : " must be an array of rows, not " + json_type_name(v)) +
                    ", expected " + std::to_string(rows));
    return false;
  }
  bool ok = true;
  for (std::size_t r = 0; r < v.size() && !too_many(diags_); ++r) {
    const Json& row = v[r];
    if (row.is_array() && row.size() == std::size_t(cols)) continue;
    error(path / r, path_name(path / r) +
                        (row.is_array() ? " has " + std::to_string(row.size()) + " cells"
                                        : " must be an array of cells, not " + json_type_name(row)) +
                        ", expected " + std::to_string(cols));
    ok = false;
  }
  return ok;
}

std::string json_type_name(const Json& v) {
  switch (v.type()) {
    case Json::value_t::null:
      return "null";
    case Json::value_t::object:
      return "an object";
    case Json::value_t::array:
      return "an array";
    case Json::value_t::string:
      return "a string";
    case Json::value_t::boolean:
      return "a boolean";
    default:
      return "a number";
  }
}

JsonPath operator/(JsonPath path, const std::string& key) {
  path.push_back(key);
  return path;
}

JsonPath operator/(JsonPath path, std::size_t index) {
  path.push_back(std::to_string(index));
  return path;
}

}  // namespace kakuro::detail
