// Run sums behind assumptions (BackendInfo::sum_cores): repair asks which sets of a
// puzzle's run sums can hold together, and gets a core from the failed assumptions when not.
#pragma once

#include <memory>

#include "kakuro/backend.hpp"

namespace kakuro {

/// A SumCoreSolver over the SAT solver --sat-solver names (failed() of an external
/// solver names every assumption, so its cores are the whole enforced set). Its CNF: one variable per (white
/// cell, digit), a given's cell fixed, at most one cell per digit in every run (always), and per run a
/// selector literal that, assumed true, makes the run's digits one of the digit
/// combinations of its sum. Built once; each check() assumes the enforced runs' selectors.
std::unique_ptr<SumCoreSolver> make_sat_sum_cores(const Puzzle& p, const SolverOptions& options);

}  // namespace kakuro
