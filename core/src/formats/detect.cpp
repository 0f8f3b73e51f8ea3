// detect_format(): the rows of the table of formats asked in turn (see Detection).
#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

#include "detail.hpp"
#include "kakuro/formats.hpp"

namespace kakuro {

namespace {

using detail::FormatRow;

// Reads JSON events up to the first key that one format's row names; only object keys
// count, never the text of a string value (an id may say anything).
class KeySniffer : public nlohmann::json_sax<nlohmann::json> {
 public:
  const FormatRow* found = nullptr;

  bool key(string_t& k) override {
    for (const FormatRow& row : detail::format_table())
      for (std::string_view name : row.detect.json_keys)
        if (k == name) {
          found = &row;
          return false;  // enough: stop reading
        }
    return true;
  }
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
    return false;
  }
};

// The fallback row of JSON text (`json`) or of other text.
Format fallback(bool json) {
  for (const FormatRow& row : detail::format_table())
    if (row.detect.fallback && row.detect.json_keys.empty() != json) return row.info.format;
  return Format::Grid;
}

// The JSON formats by the first key one of them names, up to where the first value ends
// or the first syntax error. Comment lines are blank to the readers of every JSON format,
// and so to this.
Format detect_json(std::string_view text) {
  std::string storage;
  text = detail::blank_comment_lines(text, true, storage);
  KeySniffer sniffer;
  nlohmann::json::sax_parse(text.begin(), text.end(), &sniffer, nlohmann::json::input_format_t::json,
                            /*strict=*/false);
  return sniffer.found ? sniffer.found->info.format : fallback(true);
}

// The rows with a text test, by ascending rank (the table's order among equals).
const std::vector<const FormatRow*>& text_tests() {
  static const std::vector<const FormatRow*> rows = [] {
    std::vector<const FormatRow*> out;
    for (const FormatRow& row : detail::format_table())
      if (row.detect.looks_like) out.push_back(&row);
    std::stable_sort(out.begin(), out.end(),
                     [](const FormatRow* a, const FormatRow* b) { return a->detect.rank < b->detect.rank; });
    return out;
  }();
  return rows;
}

// The lines detection reads. Comment lines are skipped as the readers skip them: `;` ones
// everywhere; `#` ones only in the formats where no line of data starts with `#`, so
// `first` may be a `#` line (a grid or board row) where `data` skips it (a comment).
detail::DetectInput detect_input(std::string_view text) {
  detail::DetectInput in{text, {}, {}, {}};
  for (const detail::TextLine& line : detail::split_lines(text)) {
    if (detail::is_blank(line.text)) continue;
    if (in.first.empty() && !detail::is_comment_line(line.text, false)) in.first = detail::trim(line.text);
    if (detail::is_comment_line(line.text, true)) continue;
    if (!in.data.empty()) {
      in.second = detail::trim(line.text);
      break;
    }
    in.data = detail::trim(line.text);
  }
  return in;
}

}  // namespace

Format detect_format(std::string_view text) {
  const detail::DetectInput in = detect_input(detail::strip_bom(text));
  if (!in.data.empty() && (in.data.front() == '{' || in.data.front() == '[')) return detect_json(in.text);
  for (const FormatRow* row : text_tests())
    if (row->detect.looks_like(in)) return row->info.format;
  return fallback(false);
}

}  // namespace kakuro
