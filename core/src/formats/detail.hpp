// Internals shared by the format parsers and writers (not part of the public API).
#pragma once

#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kakuro/diagnostics.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::detail {

/// A record stops collecting errors after this many (a garbage file must not flood).
constexpr std::size_t kMaxErrors = 200;
/// Largest number a sum, size or coordinate may be written with (fits an int); larger is
/// malformed.
constexpr long long kMaxNumber = 2'147'483'647;

// ---- text ----------------------------------------------------------------------------

/// One line of a text, without its terminator (`\n`, `\r\n`).
struct TextLine {
  std::string_view text;
  int number = 0;  ///< 1-based
};
/// A token of a line and its 1-based column.
struct Token {
  std::string_view text;
  int col = 0;
};

/// The lines of a text, read lazily (a huge input never becomes a huge vector):
/// `for (const TextLine& line : split_lines(text))`.
class LineIterator {
 public:
  explicit LineIterator(std::string_view text) : rest_(text), more_(!text.empty()) { ++*this; }
  const TextLine& operator*() const { return line_; }
  const TextLine* operator->() const { return &line_; }
  LineIterator& operator++();
  bool operator==(std::default_sentinel_t) const { return done_; }

 private:
  std::string_view rest_;
  TextLine line_;
  bool more_ = false;
  bool done_ = false;
};
struct LineRange {
  std::string_view text;
  LineIterator begin() const { return LineIterator(text); }
  std::default_sentinel_t end() const { return {}; }
};
inline LineRange split_lines(std::string_view text) { return {text}; }
std::string_view trim(std::string_view s);
bool is_blank(std::string_view s);
/// Tokens separated by blanks (spaces, tabs); at most `max` of them.
std::vector<Token> split_blanks(const TextLine& line, std::size_t max = std::size_t(-1));
/// Comma-separated fields, each trimmed, at most `max`; an empty field is kept (with its
/// column).
std::vector<Token> split_commas(const TextLine& line, std::size_t max = std::size_t(-1));
/// A non-negative decimal number (digits only, at most kMaxNumber); nullopt otherwise.
std::optional<long long> parse_number(std::string_view s);
/// A number optionally preceded by '-'.
std::optional<long long> parse_signed(std::string_view s);
/// Case-insensitive equality for ASCII.
bool iequals(std::string_view a, std::string_view b);
/// `s` shortened for a message, in quotes.
std::string quote_text(std::string_view s);
std::string cell_name(int r, int c);

// ---- comments, ids, encodings ----------------------------------------------------------

/// Whether `#` starts a comment line in format `f` (its row says): only where no line of
/// data can start with `#`. In grid, hv and csp `#` is a black cell.
bool hash_comments(Format f);
/// A full-line comment: the first non-blank character is `;` (every format), or `#` when
/// `hash`. Detection and every reader use this one rule.
bool is_comment_line(std::string_view line, bool hash);
/// `text` with the characters of every comment line replaced by spaces (line breaks kept,
/// so positions do not move): `text` itself when it has none, else `storage`.
std::string_view blank_comment_lines(std::string_view text, bool hash, std::string& storage);
/// The text readers' line filter: true for a blank or comment line (to be skipped). A
/// `; id: NAME` comment sets `id`; a NAME that is not valid UTF-8 is reported (an input
/// error) and `id` gets the name with bad bytes replaced.
bool skip_line(const TextLine& line, bool hash, const std::string& file, std::string& id, Diagnostics& diags);
/// Reports text that is not valid UTF-8 where an id was read (`what`, e.g. "the id"), at
/// the first bad byte (`start`: where `name` begins). True when the name is valid.
bool check_utf8_name(std::string_view name, std::string_view what, const std::string& file, SourcePos start,
                     Diagnostics& diags);
/// "UTF-16 text is not supported; ..." when `text` starts with a UTF-16 or UTF-32 byte
/// order mark or looks like UTF-16 (many NUL bytes); "" for anything else.
std::string utf16_problem(std::string_view text);
/// `text` without a UTF-8 byte order mark.
std::string_view strip_bom(std::string_view text);

// ---- cells ---------------------------------------------------------------------------

/// Reads a cell token of the grid/jsonl model (`#`, `.`, `D\A`, a digit). Returns "" or
/// the error message.
std::string parse_cell_token(std::string_view tok, Cell& cell);
/// The grid/jsonl token of a cell (clue, `#`, `.` or its given digit).
std::string cell_token(const Cell& c);

// ---- records -------------------------------------------------------------------------

/// Whether `diags` already holds so many items that parsing should stop.
bool too_many(const Diagnostics& diags);
/// Reports rows x cols beyond the limits (or not positive); true when acceptable.
bool check_size(long long rows, long long cols, const ParseLimits& limits, const std::string& file,
                SourcePos pos, const std::string& context, Diagnostics& diags);
/// Reports a grid that grows past the limits while it is read: `rows` rows so far, the
/// current one with `cells` cells (split with at most max_cols + 1). True when within.
bool within_limits(std::size_t rows, std::size_t cells, const ParseLimits& limits, const std::string& file,
                   int line, Diagnostics& diags);
/// Reports one size (`rows=`, `columns=`) beyond its limit or not positive; true when fine.
bool check_dimension(long long value, int limit, std::string_view what, const std::string& file,
                     SourcePos pos, Diagnostics& diags);
/// A fresh record for a single-puzzle file.
PuzzleRecord make_record(const std::string& file, int line);
/// Builds the puzzle of `rec` from `g` unless syntax errors were already reported.
void finish_record(PuzzleRecord& rec, const RawGrid& g);
/// How a cell of a puzzle reads in a message: "a black cell", "clue 16\\24", ...
std::string describe_cell(const Cell& c);

// ---- the table of formats -------------------------------------------------------------

struct ParseInput {
  std::string_view text;
  const std::string& file;
  const ParseLimits& limits;
};

/// What detection reads of a text (its byte order mark stripped), found once for every
/// row's test (detect.cpp).
struct DetectInput {
  std::string_view text;
  std::string_view first;   ///< the first line that is not blank nor a `;` comment, trimmed
  std::string_view data;    ///< the first line that is not blank nor a comment, `#` ones too
  std::string_view second;  ///< the line of that kind after `data`; "" when there is none
};

/// How detect_format() recognizes a format. JSON text (whose `data` line starts with `{`
/// or `[`) is read as the format of the first of the rows' `json_keys` to appear in it;
/// other text as the first format, by ascending `rank`, whose `looks_like` says yes (tests
/// of equal rank exclude each other). What no row claims is read as the `fallback` row of
/// its kind: the one with `json_keys` for JSON, the one without for other text.
struct Detection {
  std::vector<std::string_view> json_keys = {};      ///< object keys only this JSON format has
  bool (*looks_like)(const DetectInput&) = nullptr;  ///< the test of a text format
  int rank = 0;                                      ///< when `looks_like` is asked
  bool fallback = false;
};

using Reader = void (*)(const ParseInput& in, ParseResult& out);
using Writer = std::string (*)(const Puzzle& p, const WriteOptions& opts);
/// Reads a proposed solution of `p` from a text in the format (parse_solution).
using SolutionReader = std::optional<Solution> (*)(const Puzzle& p, std::string_view text,
                                                   const std::string& file, Diagnostics& diags);

/// A format: its row of the table (table.cpp). Adding a format is its file here, its
/// functions declared below, its value in `Format` (in the rows' order), and its row: the
/// command's help and completion, Python's texts, the fuzz targets and scripts/fuzz take the
/// formats from the table, and tests/formats/test_table.cpp checks the enum's order and the
/// lists in docs/formats.md and docs/cli.md against it.
struct FormatRow {
  FormatInfo info;
  std::vector<std::string_view> aliases = {};  ///< other names parse_format() takes
  bool hash_comments = false;                  ///< hash_comments()
  Detection detect;
  Reader read = nullptr;
  Writer write = nullptr;                   ///< writes WriteOptions::solution where info.has_solved_form
  bool (*fits)(const Puzzle& p) = nullptr;  ///< fits(), givens aside (info.holds_givens)
  /// parse_solution() of a text detected as this format, and how its messages name it.
  SolutionReader read_solution = nullptr;
  std::string_view solution_as;  ///< "a filled grid": "... (read as a filled grid)"
};

/// The table: a row per format, in the order of `Format` (Auto has none).
const std::vector<FormatRow>& format_table();
/// The row of `f`; Auto reads and writes as grid.
const FormatRow& row_of(Format f);

/// What fits() says of a format that holds every puzzle (givens aside: info.holds_givens).
bool fits_any(const Puzzle& p);

// ---- the formats, each in its file ----------------------------------------------------

// grid.cpp
void parse_grid(const ParseInput& in, ParseResult& out);
std::string write_grid(const Puzzle& p, const WriteOptions& opts);
/// A filled grid file as a solution.
std::optional<Solution> grid_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                      Diagnostics& diags);

// lines.cpp
bool looks_like_lines(const DetectInput& in);
void parse_lines(const ParseInput& in, ParseResult& out);
std::string write_lines(const Puzzle& p, const WriteOptions& opts);

// hv.cpp
bool looks_like_hv(const DetectInput& in);
void parse_hv(const ParseInput& in, ParseResult& out);
std::string write_hv(const Puzzle& p, const WriteOptions& opts);
/// A solved hv file as a solution.
std::optional<Solution> hv_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                    Diagnostics& diags);

// csp.cpp
bool looks_like_csp(const DetectInput& in);
void parse_csp(const ParseInput& in, ParseResult& out);
std::string write_csp(const Puzzle& p, const WriteOptions& opts);

// csp_json.cpp
void parse_csp_json(const ParseInput& in, ParseResult& out);
std::string write_csp_json(const Puzzle& p, const WriteOptions& opts);

// xcsp.cpp
void parse_xcsp(const ParseInput& in, ParseResult& out);
std::string write_xcsp(const Puzzle& p, const WriteOptions& opts);

// jsonl.cpp
void parse_jsonl(const ParseInput& in, ParseResult& out);
// ---- reading an input (read_write.cpp) -------------------------------------------------

/// What each message of a detected input says of its format: " (read as jsonl format)".
std::string read_as(Format f);
/// A record as parse_puzzles hands it out: with an error, no puzzle and no solution; `how`
/// (read_as(), or "" when the format was given) added to each message.
void settle_record(PuzzleRecord& rec, const std::string& how);

/// After this many records with errors, the rest of a jsonl file is not read.
constexpr std::size_t kMaxBadRecords = 1000;
/// The lines of a jsonl text (in.text) that hold its records, one a line, as parse_jsonl
/// finds them: blank and comment lines skipped (the text without comments may be kept in
/// `storage`, which the lines then view), at most in.limits.max_records of them, one more
/// reported in `diags`. False (nothing found) when the text has no record or is one JSON
/// document over several lines.
bool jsonl_record_lines(const ParseInput& in, std::string& storage, std::vector<TextLine>& lines,
                        Diagnostics& diags);
/// The record of one of those lines (`index`: its place among them, from 1), as
/// parse_jsonl reads it.
PuzzleRecord read_jsonl_line(const TextLine& line, std::size_t index, const ParseInput& in);
std::string write_jsonl(const Puzzle& p, const WriteOptions& opts);
/// JSON (a record with a `solution` field, or bare rows) as a solution.
std::optional<Solution> json_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                      Diagnostics& diags);

// puzzlink.cpp
/// Whether a (trimmed) line starts like a URL of the pzprjs editor: `http(s)://`, one of
/// its hosts (puzz.link, pzv.jp, pzprxs.vercel.app) or `?`.
bool puzzlink_line(std::string_view line);
/// Whether a command-line argument is such a URL (one line).
bool puzzlink_argument(std::string_view arg);
bool looks_like_puzzlink(const DetectInput& in);
void parse_puzzlink(const ParseInput& in, ParseResult& out);
std::string write_puzzlink(const Puzzle& p, const WriteOptions& opts);
/// Reports that a URL holds no answer digits.
std::optional<Solution> puzzlink_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                          Diagnostics& diags);

// pzprv3.cpp
bool looks_like_pzprv3(const DetectInput& in);
void parse_pzprv3(const ParseInput& in, ParseResult& out);
std::string write_pzprv3(const Puzzle& p, const WriteOptions& opts);
/// The answer digits of a pzprv3 file.
std::optional<Solution> pzprv3_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                        Diagnostics& diags);

// kanpen.cpp
bool looks_like_kanpen(const DetectInput& in);
void parse_kanpen(const ParseInput& in, ParseResult& out);
std::string write_kanpen(const Puzzle& p, const WriteOptions& opts);
/// The answer digits of a Kanpen file.
std::optional<Solution> kanpen_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                        Diagnostics& diags);

}  // namespace kakuro::detail
