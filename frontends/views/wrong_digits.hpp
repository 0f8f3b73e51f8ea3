// hint --state: the digits of a partly filled grid that differ from the puzzle's only
// solution, each with the simplest reason that is true of the grid as the user filled it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::views {

struct WrongDigit {
  enum class Why {
    NotADigit,  ///< not 1-9
    Duplicate,  ///< `other`, in the same run `run`, holds the same digit
    Sum,        ///< with the grid's digits in `run`, no distinct digits for its empty cells make its sum
    Solution,   ///< none of the above: it differs from the only solution, which has `expected`
  };
  VarId var = -1;
  Digit digit = 0;
  Why why = Why::Solution;
  RunId run = -1;
  VarId other = -1;
  Digit expected = 0;
};

/// The digits of `state` (0: empty) that differ from `only`, the puzzle's one solution, in
/// VarId order.
std::vector<WrongDigit> wrong_digits(const Puzzle& p, const Solution& state, const Solution& only);
/// "(1,1) holds 2, but then the down run at (0,1) (4 in two cells) cannot make its sum: ..."
std::string wrong_text(const Puzzle& p, const Solution& state, const WrongDigit& w);
/// {"cell", "digit", "why": "not-a-digit" | "duplicate" | "sum" | "solution", "run", "other",
/// "solution", "text"}: `run` for duplicate and sum, `other` for duplicate, `solution` always.
nlohmann::json wrong_json(const Puzzle& p, const Solution& state, const WrongDigit& w);

}  // namespace kakuro::views
