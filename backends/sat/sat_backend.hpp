// The SAT backend: the puzzle as CNF (encoding.hpp), solved by CryptoMiniSat through an
// IPASIR-style adapter. Uniqueness: solve, block(solution) adds one clause over the
// cell=digit variables only, solve again; unsatisfiable then proves the first unique.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "kakuro/backend.hpp"

namespace kakuro {

/// Registry entry "sat".
BackendInfo sat_backend_info();

/// The backend for `p` restricted to `domains` (from preprocess()). Honours
/// SolverOptions::encoding ("" = default), threads and seed; Limits::timeout_s (wall clock,
/// per solve() call) and max_conflicts. An unknown encoding makes solve() return Limit
/// with the reason.
std::unique_ptr<Backend> make_sat_backend(const Puzzle& p, const Domains& domains,
                                          const SolverOptions& options);

/// The encoding names SolverOptions::encoding accepts, the default first.
std::vector<std::string> sat_encodings();

/// The options it declares (sat_options.cpp).
std::vector<BackendOption> sat_backend_options();

}  // namespace kakuro
