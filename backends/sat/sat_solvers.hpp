// Which SAT solver the SAT backend runs (--sat-solver, --sat-command): the one
// place that knows the adapters. Another adapter is one more name here (docs/encoding.md,
// "SAT solvers").
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ipasir.hpp"
#include "ipasir_cms.hpp"
#include "kakuro/solver_options.hpp"

namespace kakuro::detail {

/// "" when `options` name a solver this build can run: a known name, "cadical" only when
/// built with it, "external" only with a command whose program exists (searched on PATH
/// like the run itself will be). Else the usage error, naming the choices.
std::string check_sat_solver(const SolverOptions& options);

/// The solver `options` name, or nullptr with `error` set (check_sat_solver()'s message).
/// `cms` configures CryptoMiniSat; CaDiCaL takes --solver-seed; external runs --sat-command.
std::unique_ptr<IpasirSolver> make_sat_solver(const SolverOptions& options, const CmsConfig& cms,
                                              std::string& error);

}  // namespace kakuro::detail
