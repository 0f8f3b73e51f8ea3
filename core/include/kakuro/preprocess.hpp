// Bound-pruning preprocessing: per-cell DigitSet domains narrowed to a fixpoint by the
// combination tables, min/max reasoning over distinct digits, and fixed digits removed
// from their run mates. First, what makes a well-formed puzzle unsolvable on its face (the
// puzzle builds; it has no solution): a clue sum impossible for its run's length (44 in 9
// cells), a given repeated in a run, across and down totals that disagree in a connected
// part. Each is reported as `infeasible` with a reason naming the run or the part.
#pragma once

#include <string>
#include <vector>

#include "kakuro/digit_set.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro {

/// Candidate digits per VarId.
using Domains = std::vector<DigitSet>;

struct PreprocessStats {
  int cells_fixed = 0;         ///< cells with a single candidate at the end
  int candidates_removed = 0;  ///< out of 9 per white cell
  int passes = 0;
};

struct PreprocessResult {
  Domains domains;
  bool infeasible = false;
  std::string reason;        ///< why, when infeasible
  std::vector<RunId> proof;  ///< runs that prove infeasibility
  PreprocessStats stats;
};

/// Domains start at 1..9 (or the given digit) and are pruned to a fixpoint. Never mutates
/// the puzzle.
PreprocessResult preprocess(const Puzzle& p);

}  // namespace kakuro
