// The SAT backend's options as it reads them: declared in sat_options.cpp (names, choices,
// defaults, help: `kakuro backends` and the CLI's flags), read back from
// SolverOptions::backend_options here, each default taken from its declaration.
#pragma once

#include <cstdint>
#include <string>

#include "ipasir_cms.hpp"
#include "kakuro/solver_options.hpp"

namespace kakuro::detail {

struct SatSettings {
  std::string encoding;    ///< --encoding as given; "" = the default (encoding.hpp)
  std::string solver;      ///< --sat-solver: cryptominisat (the default), cadical or external
  std::string command;     ///< --sat-command: the external solver's command line
  int threads = 1;         ///< --threads (CryptoMiniSat)
  std::uint64_t seed = 0;  ///< --solver-seed
};

SatSettings sat_settings(const SolverOptions& options);

/// `options` with --sat-solver set to `solver`: a witness of its own (BackendInfo::witnesses).
/// The witness runs that solver only, so --sat-command stays only with "external".
SolverOptions with_sat_solver(SolverOptions options, const std::string& solver);

/// "" when --sat-command is left out or goes with --sat-solver external, else why not: the
/// command of an external solver that does not run would be ignored.
std::string check_sat_command(const SolverOptions& options);

/// CryptoMiniSat's threads (at least one) and seed, from the settings.
CmsConfig cms_config(const SatSettings& settings);

}  // namespace kakuro::detail
