// A backend over a puzzle's independent parts: the parts cut into pieces (pieces.hpp), one
// backend per piece, their solutions combined. For backends that have no splitting of their
// own (the SAT backend); the native backend splits inside its engine.
#pragma once

#include <functional>
#include <memory>

#include "kakuro/backend.hpp"
#include "kakuro/pieces.hpp"

namespace kakuro {

using PieceBackendFactory =
    std::function<std::unique_ptr<Backend>(const Puzzle&, const Domains&, const SolverOptions&)>;

/// White cells a piece gathers at least (parts are grouped until they reach it).
constexpr int kPieceCells = 1000;
/// Clauses (the `clauses` statistic) the live piece backends may hold together, about 1 GB
/// in a SAT solver; past it the least recently used are released, and built again (their
/// found solutions blocked) if asked for more.
constexpr double kLivePieceClauses = 6e6;

/// The backend `make` builds, run piece by piece when SolverOptions::split_components is set
/// and `p` falls into two pieces or more (cut_pieces(p, ..., min_cells)); otherwise
/// `make(p, domains, options)` itself. The Backend contract holds for the whole puzzle:
/// solve() returns whole solutions not blocked, so solve + block counts multiply the pieces'
/// counts. Limits::timeout_s is the whole call's; node and conflict limits apply to each
/// piece's call. A piece's backend is built on its first call and released when the piece
/// has no further solution or when over `live_clauses` (kLivePieceClauses). Statistics add
/// up every piece backend built and name `pieces`, `parts` and `pieces_rebuilt`.
std::unique_ptr<Backend> make_split_backend(const Puzzle& p, const Domains& domains,
                                            const SolverOptions& options, const PieceBackendFactory& make,
                                            int min_cells = kPieceCells,
                                            double live_clauses = kLivePieceClauses);

}  // namespace kakuro
