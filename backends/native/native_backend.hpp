// The native backend: a propagation + search engine written for Kakuro (per-run GAC over
// sum and all-different, trail-based undo, nogoods, restarts). Only this header is public;
// the engine lives in private files of this folder.
#pragma once

#include <vector>

#include "kakuro/backend.hpp"

namespace kakuro {

/// Name "native"; create() accepts any puzzle with its preprocessed domains.
BackendInfo native_backend_info();

/// The options it declares: --inference, --var-order, --val-order, --max-nodes, --solver-seed
/// (config.cpp, which reads them too).
std::vector<BackendOption> native_backend_options();

}  // namespace kakuro
