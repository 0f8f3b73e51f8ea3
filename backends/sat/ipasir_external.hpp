// The external adapter of IpasirSolver (--sat-solver external --sat-command 'kissat -q'):
// any SAT solver program that reads a DIMACS file and answers in the SAT competition's
// format. Each solve() writes the clauses added so far, and one unit clause per assumption,
// to a temporary file (under $TMPDIR, else /tmp; removed when the call ends), runs the
// command with the file's path appended, and reads the answer from its exit code (10 SAT,
// 20 UNSAT) and its stdout (an `s SATISFIABLE` or `s UNSATISFIABLE` line, the model in `v`
// lines); both must agree. A model is checked against every clause and assumption before it
// is believed. Anything else makes solve() return 0 and failure() say why.
//
// What an external solver cannot do, and what the adapter does instead:
// - failed(): it names no core, so every assumption of the last call counts as failed (a
//   valid core, not a small one);
// - conflict budgets are ignored; the wall-clock budget kills the solver's process group
//   (SIGTERM, then SIGKILL 0.3 s later) and solve() returns 0;
// - counters() are all 0;
// - an UNSAT answer is trusted as it comes (no proof is asked for).
// terminate() kills a running solver at once, from any thread, and later solves return 0.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ipasir.hpp"

namespace kakuro::detail {

/// The command's words: `command` split at blanks (no quoting, no shell).
std::vector<std::string> split_command(const std::string& command);

/// An adapter running `command` (non-empty after split_command()).
std::unique_ptr<IpasirSolver> make_external_solver(const std::string& command);

}  // namespace kakuro::detail
