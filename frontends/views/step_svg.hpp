// An SVG picture of one explanation step (kakuro hint --svg): the grid as svg.hpp draws
// it, each white cell with the candidates it has before the step, and the step on top:
// its runs shaded (the clue's triangle and the run's cells), its cells shaded more
// strongly, the candidates it removes red and struck through, the digits it places green.
#pragma once

#include <string>

#include "kakuro/explain/step.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::views {

/// One standalone SVG document (UTF-8, well-formed XML whatever bytes `title` holds).
/// `before` holds the candidates per VarId before the step (a cell with one candidate is
/// drawn as its digit, several as small digits in a 3x3 layout: d at column (d-1)%3, row
/// (d-1)/3). `step` may be null: then only the candidates are drawn. Elements a reader
/// (or a test) may look for: each white cell is a <g id='v-ROW-COL'>, its square's class
/// includes 'run' or 'focus' when the step shades it; candidates are <text class='cand'>,
/// 'cand gone' when removed, 'cand placed' when placed.
std::string step_svg(const Puzzle& p, const explain::Candidates& before, const explain::Step* step,
                     const std::string& title);

}  // namespace kakuro::views
