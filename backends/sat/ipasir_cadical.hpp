// The CaDiCaL adapter of IpasirSolver (--sat-solver cadical). Compiled only when CMake finds
// CaDiCaL's library (KAKURO_WITH_CADICAL); its header stays in the .cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "ipasir.hpp"

namespace kakuro::detail {

/// A CaDiCaL solver seeded with `seed` (its "seed" option), under its named configuration
/// `config` ("default", or one CaDiCaL knows such as "sat"; the signature then ends in
/// "/<config>"). Single-threaded. Counters:
/// conflicts are counted as learned clauses (CaDiCaL 1.5 has no statistics API; one clause
/// is learned per conflict), propagations and decisions stay 0.
std::unique_ptr<IpasirSolver> make_cadical_solver(std::uint32_t seed, const std::string& config);

}  // namespace kakuro::detail
