// The seed 004 model shared by its text (`csp`) and JSON (`csp-json`) forms: a `#`/`0`
// board plus 1-based (row, column, sum, h|v) constraints on `#` cells.
#pragma once

#include "detail.hpp"

namespace kakuro::detail {

struct CspConstraint {
  long long row = 0, col = 0;  ///< 1-based, as written
  long long sum = 0;
  bool down = false;
  SourcePos pos;  ///< where the constraint was written
};

struct CspData {
  int rows = 0, cols = 0;
  std::vector<char> board;     ///< '#' or '0', row-major
  std::vector<SourcePos> pos;  ///< per board cell
  std::vector<CspConstraint> constraints;
  SolverPreferences prefs;
};

/// The six flags of seed 004, in file order, with the preference each one sets.
struct CspFlag {
  const char* name;  ///< as in the text form; lower case in the JSON form
  std::optional<bool> SolverPreferences::*field;
};
extern const CspFlag kCspFlags[6];

/// Applies the constraints to the board (reporting constraints off the board, on white
/// cells, or conflicting) and builds the puzzle into `rec`.
void finish_csp(const CspData& d, const std::string& file, PuzzleRecord& rec);

/// The constraints of `p` in file order (row-major, v before h), 1-based.
std::vector<CspConstraint> csp_constraints(const Puzzle& p);

}  // namespace kakuro::detail
