// The moves of repair's clue search (not part of the public API): a puzzle's clues are the
// sums of a filling, and a move writes other digits into the filling, changing the sums of
// the runs through the cells it touches.
#pragma once

#include <vector>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::create::detail {

struct Move {
  Solution fill;
  int cost = 0;           ///< runs whose sum differs from the original puzzle's
  bool at_focus = false;  ///< touches one of the cells the move is for
  int spread = 1;         ///< combinations of the changed runs' new sums: restrictive clues first
  int step = 0;           ///< how far the digits moved: then small changes of the sums first
};

class Moves {
 public:
  /// Moves on `p`'s layout, costed against `p`'s sums, at most `max_changes` of them.
  Moves(const Puzzle& p, int max_changes);

  /// The runs whose sum under `fill` differs from the original's.
  int cost(const Solution& fill) const;

  /// Every one-cell move from `fill` at or beside (sharing a run with) the cells of `focus`
  /// (ascending): another digit that keeps both of the cell's runs distinct, the puzzle's
  /// givens and the cells `fixed` holds (per VarId, 0 = free; may be empty) left alone.
  std::vector<Move> singles(const Solution& fill, const std::vector<VarId>& focus,
                            const std::vector<Digit>& fixed) const;

  /// Every two-cell move in a run through a cell of `focus`: one cell up and the other
  /// down by the same amount, so that run keeps its sum and only the two crossing runs
  /// change; digits distinct in all three runs, givens and `fixed` cells left alone.
  std::vector<Move> pairs(const Solution& fill, const std::vector<VarId>& focus,
                          const std::vector<Digit>& fixed) const;

  /// Fewest changes first, then moves at the focus, restrictive sums, small steps.
  static void order(std::vector<Move>& moves);

 private:
  bool movable(VarId v, const std::vector<Digit>& fixed) const;
  bool distinct(const Solution& fill, RunId r) const;
  /// Fills in cost and spread; false when over the change budget.
  bool finish(Move& m, const std::vector<RunId>& changed) const;

  const Puzzle& p_;
  int max_changes_;
  std::vector<int> original_;
};

}  // namespace kakuro::create::detail
