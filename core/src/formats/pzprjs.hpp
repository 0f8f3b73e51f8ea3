// What the three formats of the pzprjs editor (puzz.link) share: puzzlink URLs, pzprv3
// files and Kanpen text all draw the board without its clue row and column (the editor's
// "excells" hold those clues), and the files number an empty clue side 0 or -1.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "detail.hpp"

namespace kakuro::detail {

/// A clue number of a pzprv3 or Kanpen file: 0 and -1 mean no sum (older and newer
/// pzprjs), a positive number is a sum (build_puzzle checks 1..45; larger ones are kept
/// as 99999 at most); nullopt for anything else.
std::optional<int> pzprjs_sum(std::string_view tok);

/// Reports a grid of `count` rows (`rows`) or columns beyond `limit` (--max-size), at the
/// number that says so; true when within.
bool within_limit(long long count, int limit, bool rows, const std::string& file, SourcePos pos,
                  Diagnostics& diags);

/// Whether `p` has the editor's shape: a clue row and column around a board of at least
/// 1x1 (every built puzzle has no white cell in its first row and column); its givens are
/// the table's (FormatInfo::holds_givens).
bool fits_pzprjs(const Puzzle& p);

/// A pzprv3 or Kanpen file as read: the grid with its clue row and column, and the
/// answer digits by CellId (0 where there is none).
struct BoardText {
  RawGrid grid;
  std::vector<int> digits;
  std::string id;         ///< from a `; id: NAME` comment
  bool complete = false;  ///< read without errors
};

/// A reader of one of these files: reports every problem in `diags`.
using BoardReader = void (*)(std::string_view text, const std::string& file, const ParseLimits& limits,
                             Diagnostics& diags, BoardText& t);

/// The one record of a board file: the puzzle, and its solution when every white cell has
/// an answer digit (a partly filled file is a puzzle only).
void parse_board(BoardReader read, const ParseInput& in, ParseResult& out);

/// The answer digits of a board file as a solution of `p`: the layouts (sizes, the
/// clue/black/white cells and their sums) must agree, each difference is reported at the
/// cell's position. Cells without a digit are 0.
std::optional<Solution> board_solution(BoardReader read, const Puzzle& p, std::string_view text,
                                       const std::string& file, Diagnostics& diags);

/// Where a text ends: the last line and the column after its last character (for "the
/// file ends early" errors, so that they point inside the input).
SourcePos end_of(std::string_view text);

}  // namespace kakuro::detail
