// The entry points that read and write puzzles and solutions, each through the row of
// its format in the table (table.cpp).
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <new>
#include <optional>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14; C libraries older than it lack the name
#endif
#endif

#include "detail.hpp"
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

std::string too_large(std::size_t size, std::size_t limit) {
  return "input is " + std::to_string(size) + " bytes, more than the limit of " + std::to_string(limit) +
         " (--max-input-bytes)";
}

// Makes the memory of `text`'s room at once, in one call, where the system can: a page fault
// for each of its pages, as the file is copied in, cost more than reading it (microseconds
// each on a virtual machine; 380 for a corpus of 1.5 MB).
void prefault([[maybe_unused]] std::string& text) {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
  const auto begin = (reinterpret_cast<std::uintptr_t>(text.data()) + page - 1) / page * page;
  const auto end = (reinterpret_cast<std::uintptr_t>(text.data()) + text.capacity()) / page * page;
  if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_POPULATE_WRITE);  // a hint
#endif
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
    out.diags.error(file, {}, too_large(text.size(), limits.max_bytes));
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

bool read_input(const std::string& path, const ParseLimits& limits, std::string& file, std::string& text,
                Diagnostics& diags) {
  const bool stdin_ = path == "-";
  file = stdin_ ? "<stdin>" : path;
  try {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!stdin_ && detail::puzzlink_argument(path) && !fs::exists(path, ec)) {
      text = file = path;  // the URL itself, named by itself
      return true;
    }
    if (!stdin_ && fs::is_directory(path, ec)) {
      diags.error(file, {}, "cannot read: " + path + ": is a directory");
      return false;
    }
    if (!stdin_ && fs::is_regular_file(path, ec) && fs::file_size(path, ec) > limits.max_bytes && !ec) {
      diags.error(file, {}, too_large(fs::file_size(path, ec), limits.max_bytes));
      return false;
    }
    // The whole file in one allocation: grown by doubling, the text took up to twice its
    // size, and three times while it moved.
    if (const auto size = stdin_ ? 0 : fs::file_size(path, ec); !ec && size > 0) {
      text.reserve(size + 1);
      prefault(text);
    }
    std::ifstream f;
    if (!stdin_) f.open(path, std::ios::binary);
    std::istream& in = stdin_ ? std::cin : f;
    if (!in) {
      diags.error(file, {}, "cannot read: " + path + ": " + std::strerror(errno));
      return false;
    }
    char buf[1 << 16];
    while (in && text.size() <= limits.max_bytes) {
      in.read(buf, sizeof buf);
      text.append(buf, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
      diags.error(file, {}, "cannot read: " + path + ": read error");
      return false;
    }
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::exception& e) {
    diags.error(file, {}, "cannot read: " + path + ": " + e.what());
    return false;
  }
  return true;
}

}  // namespace detail

ParseResult read_puzzles(const std::string& path, Format fmt, const ParseLimits& limits) {
  std::string file, text;
  ParseResult out;
  if (!detail::read_input(path, limits, file, text, out.diags)) return out;
  return parse_puzzles(text, file, fmt, limits);
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
