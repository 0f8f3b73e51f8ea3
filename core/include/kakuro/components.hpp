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

/// Components over white cells and runs, numbered in the order of their smallest var.
Components connected_components(const Puzzle& p);
/// The component of each VarId named by its smallest var (one allocation: for a question
/// about every part, such as whether its sums agree, without the lists of each part).
std::vector<int> component_roots(const Puzzle& p);
/// component_roots() into `roots` (its buffer reused: a solve asks this of every puzzle).
void component_roots_into(const Puzzle& p, std::vector<int>& roots);
/// component_roots() of `p`, kept for this thread until it asks of another puzzle (by
/// Puzzle::body_id()): preprocess() and the native backend both ask it of each puzzle, and a
/// repair or a benchmark asks it of one puzzle many times. Valid until the next call.
const std::vector<int>& component_roots_kept(const Puzzle& p);
/// Whether the white cells form one part (true for none): most puzzles, which need no lists.
bool single_component(const Puzzle& p);

}  // namespace kakuro
