// PuzzleReader (formats.hpp): an input's records one at a time, a jsonl file's each read
// from its line when asked.
#include <exception>
#include <new>
#include <utility>

#include "detail.hpp"
#include "input_text.hpp"
#include "kakuro/formats.hpp"

namespace kakuro {

/// A jsonl text of one record a line: the text (and its copy without comments, which the
/// lines may view), the lines of its records, and what parse_puzzles says of each.
struct PuzzleReader::Lines {
  std::string file, storage;
  detail::InputText text;
  ParseLimits limits;
  std::vector<detail::TextLine> lines;
  std::string how;  ///< detail::read_as() when the format was detected
};

// Finds the records of `l.text` as parse_puzzles would read them, a record at a time: false
// where it could not, for another format, a text parse_puzzles says something of as a whole
// (too large, UTF-16, no record, a failure), or one JSON document. The records after the cap
// on bad records are left out (apply_bad_record_cap()). The input's own messages go to
// `diags`.
bool PuzzleReader::find_lines(Lines& l, Format fmt, Diagnostics& diags) {
  if (l.text.size() > l.limits.max_bytes) return false;
  const std::string_view text = detail::strip_bom(l.text.view());
  const Format read_as = fmt == Format::Auto ? detect_format(text) : fmt;
  if (read_as != Format::Jsonl || !detail::utf16_problem(text).empty()) return false;
  Diagnostics mine;
  if (fmt == Format::Auto) l.how = detail::read_as(read_as);
  try {
    if (!detail::jsonl_record_lines(detail::ParseInput{text, l.file, l.limits}, l.storage, l.lines, mine))
      return false;
    // Enough records for the bad-record cap to end the file: each is read once first (and
    // freed) to find where, as parse_puzzles would stop there.
    if (l.lines.size() > detail::kMaxBadRecords + 1 && apply_bad_record_cap(l, diags)) return true;
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::exception&) {
    return false;  // read whole, which says what went wrong
  }
  for (Diagnostic d : mine.items()) {
    d.message += l.how;
    diags.add(std::move(d));
  }
  return true;
}

// The records after the one-thousand-and-first bad one dropped, and parse_jsonl's message at
// the first of them in `diags`; true when that happened.
bool PuzzleReader::apply_bad_record_cap(Lines& l, Diagnostics& diags) {
  const detail::ParseInput in{l.text.view(), l.file, l.limits};
  std::size_t bad = 0;
  for (std::size_t i = 0; i < l.lines.size(); ++i) {
    if (bad > detail::kMaxBadRecords) {
      diags.error(l.file, {l.lines[i].number, 1},
                  "more than " + std::to_string(detail::kMaxBadRecords) +
                      " bad records; the rest is ignored" + l.how);
      l.lines.resize(i);
      return true;
    }
    bad += detail::read_jsonl_line(l.lines[i], i + 1, in).diags.has_errors();
  }
  return false;
}

PuzzleReader::PuzzleReader(const std::string& path, Format fmt, const ParseLimits& limits)
    : lines_(std::make_unique<Lines>()) {
  Lines& l = *lines_;
  l.limits = limits;
  if (!detail::read_input(path, limits, l.file, l.text, all_.diags)) {
    lines_.reset();
    return;
  }
  if (find_lines(l, fmt, all_.diags)) {
    all_.format = Format::Jsonl;
    return;
  }
  all_ = parse_puzzles(l.text.view(), l.file, fmt, limits);
  lines_.reset();  // the text with it
}

PuzzleReader::~PuzzleReader() = default;

std::size_t PuzzleReader::size() const { return lines_ ? lines_->lines.size() : all_.records.size(); }

const Diagnostics& PuzzleReader::diags() const { return all_.diags; }

bool PuzzleReader::reads_each() const { return lines_ != nullptr; }

PuzzleRecord PuzzleReader::record(std::size_t i) const {
  if (!lines_) return all_.records.at(i);
  const Lines& l = *lines_;
  PuzzleRecord rec =
      detail::read_jsonl_line(l.lines.at(i), i + 1, detail::ParseInput{l.text.view(), l.file, l.limits});
  detail::settle_record(rec, l.how);
  return rec;
}

}  // namespace kakuro
