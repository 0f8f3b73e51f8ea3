// The digits each white cell takes over all of a puzzle's solutions, proved by a backend:
// a cell is settled when no solution puts another digit there, open when two solutions put
// different digits there. The setter's "where is a clue still needed" (count --open-cells,
// kakuro.count(open_cells=True), the page's Set mode).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kakuro/solve.hpp"

namespace kakuro {

struct CellDigits {
  /// Solved: some solution exists; NoSolution: none (every cell settled, no digits);
  /// Limit: a limit stopped it before any solution; CheckFailed and Failed as solve_with's.
  Outcome outcome = Outcome::Limit;
  std::vector<DigitSet> digits;  ///< per VarId: every digit a solution found puts there
  std::vector<bool> settled;     ///< per VarId: proved, no solution puts a digit outside `digits`
  std::size_t solutions = 0;     ///< distinct solutions found (the known ones included)
  std::uint64_t questions = 0;   ///< solver calls made
  std::string reason;            ///< when a cell is left unsettled: which limit, or the failure
  double seconds = 0;
  /// Whether every cell's digits are proved (no limit stopped it, no failure).
  bool proved() const;
};

/// For each white cell, the set of digits some solution puts there. First one backend
/// enumerates up to 256 solutions besides `known`: when it runs out, they are all of them and
/// every cell is settled. Else, for each cell in turn,
/// the backend is asked for a solution with a digit found in no solution so far there (the
/// cell's domain less those digits), until it answers no solution; each solution found adds
/// its digits to every cell, which prunes the later questions, and each settled cell's
/// domain narrows to its digits for the rest. `known` are solutions found before (they must
/// be solutions; count's). `req.limits.timeout_s` bounds the whole call, `req.cancel`
/// stops it ("interrupted"); max_solutions is ignored. Every solution is re-checked by the
/// checker and must hold the digit asked for (else CheckFailed). Never throws for puzzle
/// reasons. `questions`, when given and available, answers the per-cell questions instead of
/// `backend` (the portfolio's native member: no threads started per question).
CellDigits cell_digits(const Puzzle& p, const BackendInfo& backend, const SolveRequest& req,
                       const std::vector<Solution>& known = {}, const BackendInfo* questions = nullptr);

/// cell_digits() after solve_with() (count's): the report's solutions are known; when its
/// search was exhausted they are all of them (every cell settled, no question asked); when
/// it found none, its outcome and reason stand. The time limit counts the report's seconds.
CellDigits cell_digits_after(const Puzzle& p, const BackendInfo& backend, SolveRequest req,
                             const SolveReport& rep, const BackendInfo* questions = nullptr);

}  // namespace kakuro
