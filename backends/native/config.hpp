// From the public options (and a puzzle file's preferences) to the engine's settings.
#pragma once

#include "engine.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solver_options.hpp"

namespace kakuro::detail {

/// Options given explicitly win; otherwise a csp file's flags (fc, ac3, mac, mrv, lcv)
/// choose, the strongest inference among those switched on; otherwise the defaults of
/// native_backend_options().
EngineConfig resolve_config(const SolverOptions& o, const SolverPreferences& prefs);

}  // namespace kakuro::detail
