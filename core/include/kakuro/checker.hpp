// The independent checker: re-checks any proposed solution against the puzzle alone,
// without trusting whoever produced it (parser, native backend, SAT backend).
#pragma once

#include <string>
#include <vector>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro {

struct Violation {
  enum class Kind { EmptyCell, DigitOutOfRange, GivenChanged, WrongSum, RepeatedDigit, WrongSize };
  Kind kind;
  CellId cell = -1;  ///< the cell concerned (the clue cell for a run problem)
  RunId run = -1;    ///< the run concerned, -1 for cell problems
  std::string message;
};

/// Every violation of `s` as a solution of `p`; empty means `s` is a solution.
std::vector<Violation> check_solution(const Puzzle& p, const Solution& s);

inline bool is_solution(const Puzzle& p, const Solution& s) { return check_solution(p, s).empty(); }

}  // namespace kakuro
