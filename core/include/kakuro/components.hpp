// Connected parts of the cell-run graph: two white cells are connected when they share a
// run. Independent parts can be solved apart.
#pragma once

#include <vector>

#include "kakuro/puzzle.hpp"

namespace kakuro {

struct Components {
  std::vector<int> of_var;               ///< component index per VarId
  std::vector<std::vector<VarId>> vars;  ///< the vars of each component, ascending
  std::vector<std::vector<RunId>> runs;  ///< the runs of each component
  int count() const { return static_cast<int>(vars.size()); }
};

/// Components by Boost.Graph's connected_components over white cells and runs.
Components connected_components(const Puzzle& p);

}  // namespace kakuro
