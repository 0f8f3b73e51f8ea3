// Region equations, the solver's "innies and outies". For any set S of runs, the across
// clues in S minus the down clues in S equal the digits of the cells whose across run is in
// S and whose down run is not, minus the digits of the cells whose down run is in S and whose
// across run is not (every other cell of S is counted once on each side). A set of runs cut
// off from the rest through few cells gives a short equation that resolution could only
// derive at great cost; the encodings add them as redundant constraints.
#pragma once

#include <functional>
#include <vector>

#include "kakuro/puzzle.hpp"

namespace kakuro::detail {

/// sum(plus) - sum(minus) = constant.
struct RegionEquation {
  std::vector<VarId> plus, minus;
  int constant = 0;
  bool operator==(const RegionEquation&) const = default;
};

/// The equations of minimum cuts between runs in the graph whose nodes are runs and whose
/// edges are cells (Gusfield's algorithm: one maximum flow per run, within the 1024 runs
/// nearest to it, so linear time on any puzzle), keeping cuts of at
/// most `max_cells` cells that leave two runs or more on each side, without repeats; plus,
/// for each connected part whose across total differs from its down total, the equation
/// 0 = difference (unsatisfiable).
/// `stop`, when given, is polled before each maximum flow; once it returns true the
/// equations found so far are returned (each one is sound on its own).
std::vector<RegionEquation> region_equations(const Puzzle& p, int max_cells,
                                             const std::function<bool()>& stop = {});

}  // namespace kakuro::detail
