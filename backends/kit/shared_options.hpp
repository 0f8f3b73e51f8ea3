// Options more than one backend honours, declared and read in one place: --solver-seed, and
// whether a puzzle's independent parts are solved apart.
#pragma once

#include <cstdint>

#include "kakuro/backend_option.hpp"

namespace kakuro {

/// --solver-seed: one declaration for every backend with a seed (native, sat).
BackendOption seed_option();
/// Its value in `options`: the seed given, else the default (0).
std::uint64_t solver_seed(const SolverOptions& options);

/// Whether the backend solves a puzzle's independent parts apart (the default). No flag
/// sets it: tests turn it off to compare both ways, through the backend_options entry
/// "split-components" ("false"), which no backend declares.
bool split_components(const SolverOptions& options);
void set_split_components(SolverOptions& options, bool on);

}  // namespace kakuro
