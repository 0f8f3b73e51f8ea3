// The CLI's outcome of what the views and the use cases report in words (statuses): the exit
// code of docs/cli.md. The views return words only; each frontend maps them to its own
// outcome (Python to statuses and exceptions, the page to messages).
#pragma once

#include "cli.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/solve.hpp"
#include "views/shown_solution.hpp"
#include "views/validation.hpp"

namespace kakuro::cli {

/// Exit code of one report: solved 0, no solution 1, limit 3, checker failure 1.
int report_code(const SolveReport& rep);
/// Exit code of an explanation: solved 0; no-solution, not-unique 1; stuck and timeout 3.
int explain_code(const explain::Explanation& ex);
/// Exit code of a shown solution: the unique one 0, a limit ("timeout") 3, else 1.
int shown_code(const views::ShownSolution& shown);
/// Exit code of a validation: valid 0, anything else (unsolvable, wrong-solution) 1.
int validation_code(const views::Validation& v);

}  // namespace kakuro::cli
