// The sentence of a step: a view of the step's data (the JSON, SVG and HTML page are
// others). Rows and columns from 0, as everywhere.
#pragma once

#include <string>

#include "kakuro/explain/step.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::explain {

/// "across run at (2,0)" / "down run at (3,5)".
std::string run_name(const Puzzle& p, RunId r);
/// "17 in two cells".
std::string run_clue(const Puzzle& p, RunId r);
/// One sentence, e.g. "Unique combination: 17 in two cells (down run at (3,5)) can only be
/// 8+9, so (4,5) and (5,5) keep only 8 and 9." Without the step's number.
std::string describe(const Puzzle& p, const Step& s);

}  // namespace kakuro::explain
