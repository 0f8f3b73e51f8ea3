// Replays a whole explanation through the step checker (step_check.hpp) and checks what
// it ends in against the puzzle alone.
#pragma once

#include <string>

#include "kakuro/explain/explain.hpp"
#include "kakuro/puzzle.hpp"
#include "step_check.hpp"

namespace kakuro::test {

/// Replays e.steps from e.start, checking each step before applying it (with
/// apply_eliminations, not the engine's apply), then the outcome: the replayed candidates are e.candidates;
/// Solved: every cell has one candidate, those digits are *e.solution and pass check_solution; NoSolution:
/// e.conflict holds; NotUnique: two differing witnesses, each a solution within the final candidates; Stuck
/// and NotUnique: open_cells are the cells with several candidates. "" when all holds, else the first
/// problem.
std::string check_explanation(const Puzzle& p, const explain::Explanation& e, const CheckLimits& limits = {},
                              CheckStats* stats = nullptr);

}  // namespace kakuro::test
