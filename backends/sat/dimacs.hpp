// The SAT encoding as a DIMACS file, and a SAT solver's answer read back as digits: for
// `kakuro cnf` and for running any external SAT solver on a puzzle.
#pragma once

#include <string>
#include <string_view>

#include "kakuro/backend.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"
#include "kakuro/solver_options.hpp"

namespace kakuro {

/// The CNF the SAT backend would solve for `p` under `domains` and the options' --encoding, as
/// DIMACS: `c` lines first (the puzzle size, the encoding, the counts, then one line per
/// variable: `c var 7 cell row 2 col 3 digit 5` for cell (row, col) 0-based holding 5, or
/// what auxiliary it is), then `p cnf V C` and the clauses. Empty when the encoding is
/// not one of sat_encodings() or "".
std::string write_dimacs(const Puzzle& p, const Domains& domains, const SolverOptions& options);

/// The digits in a SAT solver's answer (the `v` lines of the SAT competition output format;
/// other lines are ignored) for the CNF write_dimacs(p, domains, options) wrote: per white
/// cell the digit whose variable is true, 0 where none is (e.g. no model). Check the result
/// with check_solution().
Solution decode_dimacs_model(const Puzzle& p, const Domains& domains, const SolverOptions& options,
                             std::string_view solver_output);

/// The answer's `s` line: Solved for "s SATISFIABLE", NoSolution for "s UNSATISFIABLE",
/// Limit otherwise (e.g. "s INDETERMINATE" or no `s` line).
SolveStatus dimacs_status(std::string_view solver_output);

}  // namespace kakuro
