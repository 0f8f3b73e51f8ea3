// The entry points that read and write puzzles and solutions, each through the row of
// its format in the table (table.cpp).
#include <algorithm>
#include <exception>
#include <new>
#include <optional>

#include "detail.hpp"
#include "input_text.hpp"
#include "kakuro/formats.hpp"

namespace kakuro {

namespace {

// Says in each message which format a detected input was read as, since a wrong guess
// shows as errors that make no sense for the format the user meant.
void say_format(Diagnostics& diags, const std::string& how) {
  if (how.empty()) return;
  Diagnostics out;
  for (Diagnostic d : diags.items()) {
    d.message += how;
    out.add(std::move(d));
  }
  diags = std::move(out);
}

}  // namespace

bool ParseResult::ok() const {
  return !diags.has_errors() && std::none_of(records.begin(), records.end(),
                                             [](const PuzzleRecord& r) { return r.diags.has_errors(); });
}

ParseResult parse_puzzles(std::string_view text, const std::string& file, Format fmt,
                          const ParseLimits& limits) {
  ParseResult out;
  if (text.size() > limits.max_bytes) {
    out.diags.error(file, {}, detail::too_large(text.size(), limits.max_bytes));
    return out;
  }
  text = detail::strip_bom(text);
  out.format = fmt == Format::Auto ? detect_format(text) : fmt;
  if (const std::string why = detail::utf16_problem(text); !why.empty()) {
    out.diags.error(file, {1, 1}, why);  // one error, not one per garbled line; nothing is read
    return out;
  }
  try {
    detail::row_of(out.format).read(detail::ParseInput{text, file, limits}, out);
  } catch (const std::bad_alloc&) {
    throw;  // out of memory is a limit the caller reports, not a malformed input
  } catch (const std::exception& e) {
    out.records.clear();
    out.diags.error(file, {}, std::string("cannot parse: ") + e.what());
  }
  const std::string how = fmt == Format::Auto ? detail::read_as(out.format) : std::string();
  for (PuzzleRecord& rec : out.records) detail::settle_record(rec, how);
  say_format(out.diags, how);
  return out;
}

namespace detail {

std::string read_as(Format f) { return " (read as " + to_string(f) + " format)"; }

void settle_record(PuzzleRecord& rec, const std::string& how) {
  // One rule for every format: a record with any error is invalid, puzzle and all (a
  // malformed stored solution must not leave a half-trusted record behind).
  if (rec.diags.has_errors()) rec.puzzle.reset(), rec.solution.reset();
  say_format(rec.diags, how);
}

}  // namespace detail

ParseResult read_puzzles(const std::string& path, Format fmt, const ParseLimits& limits) {
  std::string file;
  detail::InputText text;
  ParseResult out;
  if (!detail::read_input(path, limits, file, text, out.diags)) return out;
  return parse_puzzles(text.view(), file, fmt, limits);
}

std::optional<Solution> parse_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                       Diagnostics& diags) {
  if (const std::string why = detail::utf16_problem(text); !why.empty()) {
    diags.error(file, {1, 1}, why);
    return std::nullopt;
  }
  text = detail::strip_bom(text);
  Diagnostics mine;  // told which form was assumed, like parse_puzzles' messages
  std::optional<Solution> s;
  std::string how;
  try {
    const detail::FormatRow& row = detail::row_of(detect_format(text));
    how = " (read as " + std::string(row.solution_as) + ")";
    s = row.read_solution(p, text, file, mine);
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::exception& e) {
    mine.error(file, {}, std::string("cannot parse the solution: ") + e.what());
    s.reset();
  }
  say_format(mine, how);
  diags.append(mine);
  return s;
}

std::string write_puzzle(const Puzzle& p, Format f, const WriteOptions& opts) {
  return detail::row_of(f).write(p, opts);
}

}  // namespace kakuro
