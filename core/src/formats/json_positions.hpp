// JSON reading with positions, for the JSON formats (jsonl, csp-json, xcsp). nlohmann-json
// parses; a small scanner finds where a value was written, since the DOM keeps no positions.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "detail.hpp"

namespace kakuro::detail {

using Json = nlohmann::json;
/// Where a value sits in a document: object keys, and array indexes as decimal strings.
using JsonPath = std::vector<std::string>;

/// Byte offsets of a text to 1-based line:col.
class LineMap {
 public:
  explicit LineMap(std::string_view text, int first_line = 1);
  SourcePos at(std::size_t offset) const;

 private:
  std::vector<std::size_t> starts_;
  int first_line_;
};

/// Offset of the value at `path` in valid JSON `text`; npos when absent.
std::size_t json_find(std::string_view text, const JsonPath& path);
/// Offsets of the elements of the array of arrays at `path`: [row][col].
std::vector<std::vector<std::size_t>> json_matrix(std::string_view text, const JsonPath& path);

/// One JSON document (a jsonl line, or a whole file) being read, with its diagnostics.
class JsonDoc {
 public:
  /// `max_values`: more JSON values than this is an error (checked before the document is
  /// built, so that a huge input is refused rather than held in memory). Comment lines
  /// (`;` or `#` first, see is_comment_line) are read as blank lines.
  JsonDoc(std::string_view text, int first_line, const std::string& file, Diagnostics& diags,
          std::size_t max_values = std::size_t(-1))
      : text_(blank_comment_lines(text, true, storage_)),
        lines_(text_, first_line),
        file_(file),
        diags_(diags),
        max_values_(max_values) {}
  JsonDoc(const JsonDoc&) = delete;  // text_ may point into storage_
  JsonDoc& operator=(const JsonDoc&) = delete;

  /// Parses the text; a syntax error is reported at its line:col, and each string that is
  /// not valid UTF-8 at its first bad byte ("the id is not valid UTF-8 (byte 0xFF)").
  /// False on error.
  bool parse();
  const Json& root() const { return root_; }
  /// What the value cap is, for its message (default: "too large for the size limit
  /// (--max-size)"), e.g. "too many for a solution of a 3x3 puzzle".
  void set_cap_reason(std::string reason) { cap_reason_ = std::move(reason); }
  /// Prefixed to every message, e.g. "record 'janko-1': ".
  void set_context(std::string context) { context_ = std::move(context); }
  const std::string& context() const { return context_; }
  const std::string& file() const { return file_; }
  Diagnostics& diags() { return diags_; }

  /// Where the value at `path` was written (the document start when absent).
  SourcePos pos(const JsonPath& path) const;
  void error(const JsonPath& path, const std::string& msg);
  /// Per-cell positions of the rows x cols matrix at `path`, row-major.
  std::vector<SourcePos> matrix_pos(const JsonPath& path, int rows, int cols) const;

  /// The member `key` of the object at `path`; reports a missing required one.
  const Json* member(const Json& obj, const JsonPath& path, const std::string& key, bool required);
  /// The value at `path` as written (at most 40 characters): "3e0" where the value is 3.0.
  std::string written(const JsonPath& path) const;
  /// An integer in lo..hi at `path`; reports a wrong type or range (a number written with
  /// a fraction or an exponent in its own words: "'rows' is written 3e0: ...").
  std::optional<long long> integer(const Json& v, const JsonPath& path, long long lo, long long hi);
  /// The same for a matrix cell, whose path ({name, row, col}) is only built for an error:
  /// a solution has a cell per grid square, and most are fine.
  std::optional<long long> cell_integer(const Json& v, const JsonPath& matrix, std::size_t row,
                                        std::size_t col, long long lo, long long hi);
  /// A required integer member.
  std::optional<long long> int_member(const Json& obj, const JsonPath& path, const std::string& key,
                                      long long lo, long long hi);
  /// Checks that `v` (at `path`) is an array of `rows` arrays of `cols` elements.
  bool check_matrix(const Json& v, const JsonPath& path, int rows, int cols);

 private:
  bool check_utf8();

  std::string storage_;  ///< the text with comment lines blanked, when it has any
  std::string_view text_;
  LineMap lines_;
  const std::string& file_;
  Diagnostics& diags_;
  std::size_t max_values_;
  std::string context_;
  std::string cap_reason_ = "too large for the size limit (--max-size)";
  Json root_;
};

/// How many JSON values a document may hold under `limits` (a few per cell).
std::size_t max_json_values(const ParseLimits& limits);

/// "a string", "an integer", ... for messages.
std::string json_type_name(const Json& v);
/// `path` extended by one key or index.
JsonPath operator/(JsonPath path, const std::string& key);
JsonPath operator/(JsonPath path, std::size_t index);

}  // namespace kakuro::detail
