// Every puzzle format: detection, parsing to RawGrid -> Puzzle, and writing. Each format is
// a row of one table (core/src/formats/table.cpp); the functions here look it up.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kakuro/diagnostics.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro {

/// Puzzlink, Pzprv3 and Kanpen are the formats of the pzprjs editor (puzz.link): its URL,
/// its own file, and the Kanpen text it reads and writes.
enum class Format { Auto, Grid, Lines, Hv, Csp, CspJson, Xcsp, Jsonl, Puzzlink, Pzprv3, Kanpen };

/// A format as its row in the table of formats (core/src/formats/table.cpp) describes it.
struct FormatInfo {
  Format format = Format::Auto;
  std::string_view name;         ///< what --format and --to take: "grid", "csp-json", ...
  std::string_view description;  ///< what the format is, in one line for help texts
  bool holds_many = false;       ///< holds_many()
  bool has_solved_form = false;  ///< has_solved_form()
  bool holds_givens = false;     ///< holds_givens()
  std::string_view extension;    ///< file_extension()
};

/// Every format (not Auto), in the order of `Format`: the order help texts list them in.
const std::vector<FormatInfo>& format_infos();
/// The names of format_infos(), in that order (the choices of `--to`).
std::vector<std::string> format_names();

std::string to_string(Format f);
/// A format by its name ("grid", "lines", ..., "auto") or an alias ("puzz.link"), in any case.
std::optional<Format> parse_format(std::string_view name);
/// Guesses the format from the content (never returns Auto).
Format detect_format(std::string_view text);

struct ParseLimits {
  std::size_t max_bytes = 256u << 20;  ///< --max-input-bytes
  int max_rows = 1000;                 ///< --max-size
  int max_cols = 1000;
  std::size_t max_records = 10'000'000;
  /// Threads that may read the records of one jsonl file at once (the batch passes its
  /// --jobs); the records and messages are the same for any number.
  int threads = 1;
  /// What the size limit is called in messages (a solution's reader names the puzzle).
  std::string_view size_limit_name = "--max-size";
};

/// One puzzle read from input. `puzzle` is empty when the record is malformed (its
/// diagnostics say why).
struct PuzzleRecord {
  std::string id;  ///< record id, or file name (+ "#n"); valid UTF-8
  std::string file;
  int line = 0;  ///< where the record starts
  std::optional<Puzzle> puzzle;
  std::optional<Solution> solution;  ///< a stored solution (jsonl), or digits of a solved input
  std::string uniqueness;            ///< jsonl meta.uniqueness, "" when absent
  Diagnostics diags;                 ///< this record's problems
};

struct ParseResult {
  Format format = Format::Auto;  ///< the format asked for, or detected
  std::vector<PuzzleRecord> records;
  Diagnostics diags;  ///< file-level problems (unknown format, too large)
  bool ok() const;    ///< no errors anywhere
};

/// Parses `text` (the content of `file`) as `fmt` (Auto: detect). Input problems become
/// diagnostics; std::bad_alloc (out of memory) is thrown, here and by the readers below.
ParseResult parse_puzzles(std::string_view text, const std::string& file, Format fmt = Format::Auto,
                          const ParseLimits& limits = {});

/// Reads `path` ("-" = standard input) and parses it. I/O problems become diagnostics. A
/// `path` that is no file but looks like a puzz.link URL (`https://puzz.link/p?kakuro/...`,
/// `?kakuro/...`) is read as the text of that URL, named by itself.
ParseResult read_puzzles(const std::string& path, Format fmt = Format::Auto, const ParseLimits& limits = {});

/// The records of one input (read_puzzles' `path`), handed out one at a time: how the
/// command line's batch goes through a corpus, each record built when its turn comes and
/// freed after it, so that its memory is used again for the next one instead of every
/// record being held before the first is used. size(), diags() and record(i) are what
/// read_puzzles() gives as records.size(), diags and records[i].
/// A jsonl input of one record a line keeps its text and reads record(i) from its line
/// when asked (on any thread; an exception other than std::bad_alloc, a bug, is thrown by
/// record(i) rather than said about the file). With more than 1001 records, each is read
/// once at construction and freed, to find where the one-thousand-and-first bad record ends
/// the file (a message that comes before every record). Any other input is read whole at
/// construction, and record(i) is a copy of record i (its puzzle shared, not copied).
/// record(i) may be asked for any number of times.
class PuzzleReader {
 public:
  PuzzleReader(const std::string& path, Format fmt = Format::Auto, const ParseLimits& limits = {});
  ~PuzzleReader();
  PuzzleReader(const PuzzleReader&) = delete;
  PuzzleReader& operator=(const PuzzleReader&) = delete;

  std::size_t size() const;
  const Diagnostics& diags() const;  ///< the input's own, as ParseResult::diags
  PuzzleRecord record(std::size_t i) const;
  /// Whether records are read one at a time (see above).
  bool reads_each() const;

 private:
  struct Lines;
  static bool find_lines(Lines& l, Format fmt, Diagnostics& diags);
  static bool apply_bad_record_cap(Lines& l, Diagnostics& diags);
  ParseResult all_;               ///< the diagnostics; the records of an input read whole
  std::unique_ptr<Lines> lines_;  ///< a jsonl input read a record at a time
};

/// Parses a proposed solution for `p`: a filled `grid`, a solved `hv` file, a jsonl
/// record's `solution` field, or the answer of a pzprv3 or Kanpen file. Cells left empty
/// are 0.
std::optional<Solution> parse_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                       Diagnostics& diags);

struct WriteOptions {
  std::string id;                      ///< jsonl id, grid `; id:`; any bytes (written as UTF-8)
  const Solution* solution = nullptr;  ///< write the solved form where the format has one
};

/// Writes `p` in format `f` (not Auto). Formats that cannot hold givens drop them with no
/// error; the caller may check fits().
std::string write_puzzle(const Puzzle& p, Format f, const WriteOptions& opts = {});

/// Whether `f` can represent `p` exactly: its givens need a format that holds_givens(); the
/// pzprjs formats need a puzzle of at least 2x2, whose first row and column are its
/// editor's clue row and column.
bool fits(const Puzzle& p, Format f);

/// Whether `f` can hold givens (grid, jsonl); write_puzzle() drops them in the others.
bool holds_givens(Format f);

/// Whether write_puzzle() writes WriteOptions::solution in `f` (grid, hv, jsonl, pzprv3,
/// kanpen); the other formats have no solved form and write the puzzle alone.
bool has_solved_form(Format f);

/// Whether one text in format `f` can hold several puzzles (jsonl, puzzlink: one a line);
/// every other format holds exactly one, so a collection needs one file per puzzle.
bool holds_many(Format f);

/// The file extension used for `f` in examples/ (".kakuro", ".txt", ".json", ".jsonl").
std::string file_extension(Format f);

}  // namespace kakuro
