// The SAT backend: the puzzle as CNF (encoding.hpp), solved by CryptoMiniSat, CaDiCaL or an
// external DIMACS solver through an IPASIR-style adapter (sat_solvers.hpp). Uniqueness: solve,
// block(solution) adds one clause over the cell=digit variables only, solve again; unsatisfiable then proves
// the first unique.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "kakuro/backend.hpp"

namespace kakuro {

/// Registry entry "sat".
BackendInfo sat_backend_info();

/// The backend for `p` restricted to `domains` (from preprocess()). Honours its options
/// (sat_options.cpp): --encoding, --sat-solver and --sat-command, --threads (CryptoMiniSat),
/// --cadical-config (CaDiCaL) and --solver-seed; Limits::timeout_s (wall clock, per solve() call) and
/// max_conflicts (not by an external solver). An unknown encoding or solver makes solve() return Limit with
/// the reason, as does an external solver that fails (its message).
std::unique_ptr<Backend> make_sat_backend(const Puzzle& p, const Domains& domains,
                                          const SolverOptions& options);

/// Clauses (the `clauses` statistic) the live piece backends of a puzzle solved piece by
/// piece may hold together, about 1 GB in a SAT solver; past it the least recently used are
/// released (kit/split_backend.hpp's PieceBudget).
constexpr double kLivePieceClauses = 6e6;

/// The encoding names --encoding accepts, the default first.
std::vector<std::string> sat_encodings();

/// The names --sat-solver accepts, the default first: cryptominisat, cadical,
/// external (sat_solvers.cpp).
std::vector<std::string> sat_solver_names();
/// Those this build can run: "cadical" only when CaDiCaL was found at configure time.
std::vector<std::string> available_sat_solvers();

/// The options it declares (sat_options.cpp).
std::vector<BackendOption> sat_backend_options();
/// One of them: --cadical-config, CaDiCaL's named configuration ("default", "sat", "unsat"),
/// read by sat_solvers.cpp; other solvers ignore it.
const BackendOption& cadical_config_option();

}  // namespace kakuro
