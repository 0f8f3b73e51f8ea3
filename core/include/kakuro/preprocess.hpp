// Bound-pruning preprocessing: per-cell DigitSet domains narrowed to a fixpoint by the
// combination tables, min/max reasoning over distinct digits, and fixed digits removed
// from their run mates; plus the across-total = down-total check per connected part.
#pragma once

#include <string>
#include <vector>

#include "kakuro/digit_set.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro {

/// Candidate digits per VarId.
using Domains = std::vector<DigitSet>;

struct PreprocessStats {
  int cells_fixed = 0;          ///< cells with a single candidate at the end
  int candidates_removed = 0;   ///< out of 9 per white cell
  int passes = 0;
};

struct PreprocessResult {
  Domains domains;
  bool infeasible = false;
  std::string reason;           ///< why, when infeasible
  std::vector<RunId> proof;     ///< runs that prove infeasibility
  PreprocessStats stats;
};

/// Domains start at 1..9 (or the given digit) and are pruned to a fixpoint. Never mutates
/// the puzzle.
PreprocessResult preprocess(const Puzzle& p);

}  // namespace kakuro
