// Independent parts of a puzzle cut out as puzzles of their own, so that a backend without
// its own splitting (the SAT backend) can solve them apart: one small formula per piece
// instead of one formula whose search jumps between unrelated parts.
#pragma once

#include <vector>

#include "kakuro/components.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro {

/// Some whole parts of a puzzle as a puzzle: each part's bounding box, with the row and
/// column of its clues, cut out (cells of other parts and their clues made black), the
/// boxes stacked one below the other. Runs, sums and givens are those of the parts.
struct Piece {
  Puzzle puzzle;
  std::vector<VarId> whole;  ///< per VarId of the piece: the same cell's VarId in the whole
};

/// The parts of `p` (in their order) grouped into pieces of at least `min_cells` white cells
/// each (the last may have fewer). Empty when that leaves fewer than two pieces, or when the
/// boxes would hold more than four times the puzzle's cells (parts winding across the
/// grid): then the puzzle is best left whole. (Also empty, as a safeguard, should a piece
/// fail to build as a puzzle; the parts of a valid puzzle always do.)
std::vector<Piece> cut_pieces(const Puzzle& p, const Components& parts, int min_cells);

/// The solution of a piece as part of a solution of the whole (its cells written into `whole`).
void put_piece(const Piece& piece, const std::vector<Digit>& digits, std::vector<Digit>& whole);

}  // namespace kakuro
