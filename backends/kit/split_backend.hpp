// A backend over a puzzle's independent parts: the parts cut into pieces (pieces.hpp), one
// backend per piece, their solutions combined. For backends that have no splitting of their
// own (the SAT backend); the native backend splits inside its engine.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "kakuro/backend.hpp"
#include "kit/pieces.hpp"

namespace kakuro {

using PieceBackendFactory =
    std::function<std::unique_ptr<Backend>(const Puzzle&, const Domains&, const SolverOptions&)>;

/// White cells a piece gathers at least (parts are grouped until they reach it).
constexpr int kPieceCells = 1000;

/// How much the live piece backends may hold together: `statistic` names the entry of
/// BackendStats::extra that measures a backend's memory (the SAT backend's: `clauses`),
/// `live` the most their sum may reach; past it the least recently used are released, and
/// built again (their found solutions blocked) if asked for more. With no statistic
/// nothing is released before its piece has no further solution.
struct PieceBudget {
  std::string statistic;
  double live = 0;
};

/// The backend `make` builds, run piece by piece when split_components(options) holds
/// and `p` falls into two pieces or more (cut_pieces(p, ..., min_cells)); otherwise
/// `make(p, domains, options)` itself. The Backend contract holds for the whole puzzle:
/// solve() returns whole solutions not blocked, so solve + block counts multiply the pieces'
/// counts. Limits::timeout_s is the whole call's; node and conflict limits apply to each
/// piece's call. A piece's backend is built on its first call and released when the piece
/// has no further solution or when over `budget`. Statistics add up every piece backend
/// built and name `pieces`, `parts` and `pieces_rebuilt`.
std::unique_ptr<Backend> make_split_backend(const Puzzle& p, const Domains& domains,
                                            const SolverOptions& options, const PieceBackendFactory& make,
                                            const PieceBudget& budget, int min_cells = kPieceCells);

}  // namespace kakuro
