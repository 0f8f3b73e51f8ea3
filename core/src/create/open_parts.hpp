// The parts of a fill that narrowing leaves open, cut out as small puzzles, so that the
// generator proves each part unique on its own and proves again only the parts a fill
// change touched. Private to the generator.
//
// Why this is sound: exact per-run narrowing only removes digits that no solution has, so a
// cell it decides holds the fill's digit in every solution. The undecided cells split into
// parts that share no run; a part's runs hold, besides its own cells, only decided cells.
// The whole puzzle is unique exactly when each part, with the decided cells of its runs as
// givens, has one solution.
#pragma once

#include <string>
#include <vector>

#include "kakuro/puzzle.hpp"
#include "run_propagator.hpp"

namespace kakuro::create::internal {

struct OpenPart {
  /// The runs through the part's cells, in their bounding box (plus a clue row and column):
  /// the part's cells empty, the other cells of those runs given the fill's digit, each
  /// stretch of white cells summed as its clue.
  Puzzle puzzle;
  std::vector<int> cell_of_var;  ///< per VarId of `puzzle`: the RunModel cell
  std::string key;               ///< the cut-out grid as bytes: equal keys, equal puzzles
};

/// The parts of the cells that `narrowed` (a propagator reset to the fill's sums) leaves with
/// more than one candidate and that are not `fixed` (givens), in the order of their first
/// cell; `fill` and `fixed` hold the digit and the mark of every RunModel cell. No parts when
/// every cell is decided.
std::vector<OpenPart> open_parts(const RunModel& m, const RunPropagator& narrowed,
                                 const std::vector<int>& fill, const std::vector<char>& fixed);

}  // namespace kakuro::create::internal
