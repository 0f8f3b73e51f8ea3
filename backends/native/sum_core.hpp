// Run sums left out on the native engine (BackendInfo::sum_cores of the native backend):
// repair asks which sets of a puzzle's run sums can hold together.
#pragma once

#include <memory>

#include "kakuro/backend.hpp"

namespace kakuro {

/// A SumCoreSolver over the native engine: per check, each connected part of the grid gets
/// an engine (GAC on every run, dom/wdeg, restarts, no region equations) in which the runs
/// not enforced keep only distinct digits. A core is the enforced runs of a part with no
/// filling: a true conflict, not minimal. The solver options are not read (the defaults).
std::unique_ptr<SumCoreSolver> make_native_sum_cores(const Puzzle& p, const SolverOptions& options);

}  // namespace kakuro
