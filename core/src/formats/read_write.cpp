// Format names, detection, and the entry points that dispatch to each format.
#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <optional>

#include "detail.hpp"
#include "kakuro/formats.hpp"
#include "pzprjs.hpp"

namespace kakuro {

namespace {

struct FormatName {
  Format format;
  const char* name;
};
constexpr std::array<FormatName, 11> kNames{{{Format::Auto, "auto"},
                                             {Format::Grid, "grid"},
                                             {Format::Lines, "lines"},
                                             {Format::Hv, "hv"},
                                             {Format::Csp, "csp"},
                                             {Format::CspJson, "csp-json"},
                                             {Format::Xcsp, "xcsp"},
                                             {Format::Jsonl, "jsonl"},
                                             {Format::Puzzlink, "puzzlink"},
                                             {Format::Pzprv3, "pzprv3"},
                                             {Format::Kanpen, "kanpen"}}};

std::string_view strip_bom(std::string_view text) {
  return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
}

// Reads JSON events up to the first distinctive key; only object keys count, never the
// text of a string value (an id may say anything).
class KeySniffer : public nlohmann::json_sax<nlohmann::json> {
 public:
  std::optional<Format> found;

  bool key(string_t& k) override {
    static const std::pair<const char*, Format> keys[] = {
        {"grid", Format::Jsonl},      {"board", Format::CspJson}, {"constraints", Format::CspJson},
        {"options", Format::CspJson}, {"nRows", Format::Xcsp},    {"nCols", Format::Xcsp},
        {"clues", Format::Xcsp}};
    for (const auto& [name, fmt] : keys)
      if (k == name) {
        found = fmt;
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

// The JSON formats by their first distinctive key (jsonl when there is none before the
// first value ends or the first syntax error: its reader then reports what is wrong).
// Comment lines are blank to the readers of every JSON format, and so to this.
Format detect_json(std::string_view text) {
  std::string storage;
  text = detail::blank_comment_lines(text, true, storage);
  KeySniffer sniffer;
  nlohmann::json::sax_parse(text.begin(), text.end(), &sniffer, nlohmann::json::input_format_t::json,
                            /*strict=*/false);
  return sniffer.found.value_or(Format::Jsonl);
}

// The text formats by their first meaningful line (and, for `rows=`, the section names).
Format detect_text(std::string_view text) {
  const auto lines = detail::split_lines(text);  // lazily: each loop reads what it needs
  for (const detail::TextLine& line : lines) {
    const std::string_view s = detail::trim(line.text);
    if (s.empty() || detail::is_comment_line(s, false)) continue;
    if (detail::iequals(s, "Horizontal") || detail::iequals(s, "Vertical")) return Format::Hv;
    if (const std::size_t eq = s.find('='); eq != std::string_view::npos) {
      const std::string_view key = detail::trim(s.substr(0, eq));
      if (!detail::iequals(key, "rows") && !detail::iequals(key, "columns") && !detail::iequals(key, "cols"))
        return Format::Csp;
      for (const detail::TextLine& l : lines) {
        const std::string_view t = detail::trim(l.text);
        if (detail::iequals(t, "Horizontal") || detail::iequals(t, "Vertical")) return Format::Hv;
        if (t.size() >= 11 && detail::iequals(t.substr(0, 11), "Constraints")) return Format::Csp;
      }
      return Format::Hv;
    }
    const auto toks = detail::split_blanks(line, 1);
    // A grid cannot start with a digit (a white cell there has no clue): a number is the
    // dimensions line of the lines format.
    if (detail::parse_number(toks[0].text)) return Format::Lines;
    return Format::Grid;
  }
  return Format::Grid;
}

// A line holding one number and nothing else.
bool one_number(std::string_view line) {
  const auto toks = detail::split_blanks(detail::TextLine{line, 0}, 2);
  return toks.size() == 1 && detail::parse_number(toks[0].text);
}

// The formats of the pzprjs editor by their first lines (comment lines skipped, `#` ones
// too: no line of theirs starts with `#`): `pzprv3`, a URL, or Kanpen's two lines of one
// number each (the lines format's first line has two).
std::optional<Format> detect_pzprjs(std::string_view text) {
  std::string_view first;
  for (const detail::TextLine& line : detail::split_lines(text)) {
    if (detail::is_blank(line.text) || detail::is_comment_line(line.text, true)) continue;
    const std::string_view s = detail::trim(line.text);
    if (!first.empty())
      return one_number(first) && one_number(s) ? std::optional(Format::Kanpen) : std::nullopt;
    if (s.substr(0, 6) == "pzprv3") return Format::Pzprv3;
    if (detail::puzzlink_line(s)) return Format::Puzzlink;
    first = s;
  }
  return std::nullopt;
}

void dispatch(Format fmt, const detail::ParseInput& in, ParseResult& out) {
  switch (fmt) {
    case Format::Lines:
      return detail::parse_lines(in, out);
    case Format::Hv:
      return detail::parse_hv(in, out);
    case Format::Csp:
      return detail::parse_csp(in, out);
    case Format::CspJson:
      return detail::parse_csp_json(in, out);
    case Format::Xcsp:
      return detail::parse_xcsp(in, out);
    case Format::Jsonl:
      return detail::parse_jsonl(in, out);
    case Format::Puzzlink:
      return detail::parse_puzzlink(in, out);
    case Format::Pzprv3:
      return detail::parse_pzprv3(in, out);
    case Format::Kanpen:
      return detail::parse_kanpen(in, out);
    case Format::Auto:
    case Format::Grid:
      break;
  }
  detail::parse_grid(in, out);
}

// Says in each message which format a detected input was read as, since a wrong guess
// shows as errors that make no sense for the format the user meant.
void say_format(Diagnostics& diags, const std::string& how) {
  Diagnostics out;
  for (Diagnostic d : diags.items()) {
    d.message += how;
    out.add(std::move(d));
  }
  diags = std::move(out);
}

std::string too_large(std::size_t size, std::size_t limit) {
  return "input is " + std::to_string(size) + " bytes, more than the limit of " + std::to_string(limit) +
         " (--max-input-bytes)";
}

}  // namespace

std::string to_string(Format f) {
  for (const FormatName& n : kNames)
    if (n.format == f) return n.name;
  return "auto";
}

std::optional<Format> parse_format(std::string_view name) {
  for (const FormatName& n : kNames)
    if (detail::iequals(name, n.name)) return n.format;
  if (detail::iequals(name, "csp_json") || detail::iequals(name, "cspjson")) return Format::CspJson;
  if (detail::iequals(name, "puzz.link")) return Format::Puzzlink;
  return std::nullopt;
}

// The first line that is not blank and not a comment line (`#` ones too when `hash`).
std::string_view first_content(std::string_view text, bool hash) {
  for (const detail::TextLine& line : detail::split_lines(text))
    if (!detail::is_blank(line.text) && !detail::is_comment_line(line.text, hash))
      return detail::trim(line.text);
  return {};
}

bool starts_json(std::string_view s) { return !s.empty() && (s.front() == '{' || s.front() == '['); }

Format detect_format(std::string_view text) {
  text = strip_bom(text);
  // Comment lines are skipped as the readers skip them: `;` ones everywhere; `#` ones only
  // in the formats where no line of data starts with `#` (lines and JSON), so a `#` line is
  // a comment when what follows it is a lines file or JSON, else a grid or board row.
  const std::string_view first = first_content(text, false);
  if (starts_json(first)) return detect_json(text);
  if (!first.empty() && first.front() == '#') {
    const std::string_view next = first_content(text, true);
    if (starts_json(next)) return detect_json(text);
    if (const auto f = detect_pzprjs(text)) return *f;
    const auto toks = detail::split_blanks(detail::TextLine{next, 0}, 1);
    if (!toks.empty() && detail::parse_number(toks[0].text)) return Format::Lines;
    return detect_text(text);
  }
  if (const auto f = detect_pzprjs(text)) return *f;
  return detect_text(text);
}

bool ParseResult::ok() const {
  return !diags.has_errors() && std::none_of(records.begin(), records.end(),
                                             [](const PuzzleRecord& r) { return r.diags.has_errors(); });
}

ParseResult parse_puzzles(std::string_view text, const std::string& file, Format fmt,
                          const ParseLimits& limits) {
  ParseResult out;
  if (text.size() > limits.max_bytes) {
    out.diags.error(file, {}, too_large(text.size(), limits.max_bytes));
    return out;
  }
  text = strip_bom(text);
  out.format = fmt == Format::Auto ? detect_format(text) : fmt;
  if (const std::string why = detail::utf16_problem(text); !why.empty()) {
    out.diags.error(file, {1, 1}, why);  // one error, not one per garbled line; nothing is read
    return out;
  }
  try {
    dispatch(out.format, detail::ParseInput{text, file, limits}, out);
  } catch (const std::exception& e) {
    out.records.clear();
    out.diags.error(file, {}, std::string("cannot parse: ") + e.what());
  }
  // One rule for every format: a record with any error is invalid, puzzle and all (a
  // malformed stored solution must not leave a half-trusted record behind).
  for (PuzzleRecord& rec : out.records)
    if (rec.diags.has_errors()) rec.puzzle.reset(), rec.solution.reset();
  if (fmt == Format::Auto) {
    const std::string how = " (read as " + to_string(out.format) + " format)";
    say_format(out.diags, how);
    for (PuzzleRecord& rec : out.records) say_format(rec.diags, how);
  }
  return out;
}

ParseResult read_puzzles(const std::string& path, Format fmt, const ParseLimits& limits) {
  const bool stdin_ = path == "-";
  const std::string file = stdin_ ? "<stdin>" : path;
  std::string text;
  ParseResult out;
  try {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!stdin_ && detail::puzzlink_argument(path) && !fs::exists(path, ec))
      return parse_puzzles(path, path, fmt, limits);  // the URL itself, named by itself
    if (!stdin_ && fs::is_directory(path, ec)) {
      out.diags.error(file, {}, "cannot read: " + path + ": is a directory");
      return out;
    }
    if (!stdin_ && fs::is_regular_file(path, ec) && fs::file_size(path, ec) > limits.max_bytes && !ec) {
      out.diags.error(file, {}, too_large(fs::file_size(path, ec), limits.max_bytes));
      return out;
    }
    std::ifstream f;
    if (!stdin_) f.open(path, std::ios::binary);
    std::istream& in = stdin_ ? std::cin : f;
    if (!in) {
      out.diags.error(file, {}, "cannot read: " + path + ": " + std::strerror(errno));
      return out;
    }
    char buf[1 << 16];
    while (in && text.size() <= limits.max_bytes) {
      in.read(buf, sizeof buf);
      text.append(buf, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
      out.diags.error(file, {}, "cannot read: " + path + ": read error");
      return out;
    }
  } catch (const std::exception& e) {
    out.diags.error(file, {}, "cannot read: " + path + ": " + e.what());
    return out;
  }
  return parse_puzzles(text, file, fmt, limits);
}

std::optional<Solution> parse_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                       Diagnostics& diags) {
  if (const std::string why = detail::utf16_problem(text); !why.empty()) {
    diags.error(file, {1, 1}, why);
    return std::nullopt;
  }
  text = strip_bom(text);
  Diagnostics mine;  // told which form was assumed, like parse_puzzles' messages
  std::optional<Solution> s;
  std::string how;
  try {
    const Format f = detect_format(text);
    if (f == Format::Pzprv3) {
      how = " (read as a pzprv3 file)";
      s = detail::pzprv3_solution(p, text, file, mine);
    } else if (f == Format::Kanpen) {
      how = " (read as a Kanpen file)";
      s = detail::kanpen_solution(p, text, file, mine);
    } else if (f == Format::Puzzlink) {
      how = " (read as a puzz.link URL)";
      mine.error(file, {1, 1}, "a puzz.link URL holds no answer digits");
    } else if (f == Format::Jsonl || f == Format::CspJson || f == Format::Xcsp) {
      how = " (read as a JSON solution)";
      s = detail::json_solution(p, text, file, mine);
    } else if (f == Format::Hv || f == Format::Csp) {
      how = " (read as a solved hv file)";
      s = detail::hv_solution(p, text, file, mine);
    } else {
      how = " (read as a filled grid)";
      s = detail::grid_solution(p, text, file, mine);
    }
  } catch (const std::exception& e) {
    mine.error(file, {}, std::string("cannot parse the solution: ") + e.what());
    s.reset();
  }
  say_format(mine, how);
  diags.append(mine);
  return s;
}

std::string write_puzzle(const Puzzle& p, Format f, const WriteOptions& opts) {
  switch (f) {
    case Format::Lines:
      return detail::write_lines(p);
    case Format::Hv:
      return detail::write_hv(p, opts);
    case Format::Csp:
      return detail::write_csp(p);
    case Format::CspJson:
      return detail::write_csp_json(p);
    case Format::Xcsp:
      return detail::write_xcsp(p);
    case Format::Jsonl:
      return detail::write_jsonl(p, opts);
    case Format::Puzzlink:
      return detail::write_puzzlink(p);
    case Format::Pzprv3:
      return detail::write_pzprv3(p, opts);
    case Format::Kanpen:
      return detail::write_kanpen(p, opts);
    case Format::Auto:
    case Format::Grid:
      break;
  }
  return detail::write_grid(p, opts);
}

bool fits(const Puzzle& p, Format f) {
  if (f == Format::Grid || f == Format::Jsonl) return true;
  if (f == Format::Auto) return false;
  if (f == Format::Puzzlink || f == Format::Pzprv3 || f == Format::Kanpen) return detail::fits_pzprjs(p);
  return std::none_of(p.cells().begin(), p.cells().end(), [](const Cell& c) { return c.given != 0; });
}

bool has_solved_form(Format f) {
  return f == Format::Grid || f == Format::Hv || f == Format::Jsonl || f == Format::Pzprv3 ||
         f == Format::Kanpen;
}

bool holds_many(Format f) { return f == Format::Jsonl || f == Format::Puzzlink; }

std::string file_extension(Format f) {
  switch (f) {
    case Format::Grid:
      return ".kakuro";
    case Format::CspJson:
    case Format::Xcsp:
      return ".json";
    case Format::Jsonl:
      return ".jsonl";
    default:
      return ".txt";
  }
}

}  // namespace kakuro
