// The one place that includes the seed-002 solver's own header (hideki1234/KakuroSolver,
// KakuroSolver/KakuroSolver_t, built from the user's checkout: bench/peers/README.md). Its
// classes live in a namespace `kakuro` of their own, so they stay in hideki_adapter.cpp and
// the driver sees only this interface.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace kakuro_peers::hideki {

/// One position of the solver's board (its cell_t): a sum cell (black, or a clue with the
/// sums of the runs to its right and below; 0 = none) or an answer cell.
struct BoardCell {
  bool sum = true;
  unsigned char right = 0, down = 0;
};

/// A board in the solver's own input form: `cx` x `cy` answer columns and rows after the
/// top row and left column of sum cells, so (cx + 1) * (cy + 1) cells, row-major.
struct Board {
  std::size_t cx = 0, cy = 0;
  std::vector<BoardCell> cells;
};

struct Result {
  enum class Status { Solved, Rejected, Error } status = Status::Error;
  std::size_t solutions = 0;         ///< all the solutions it found (it enumerates them all)
  std::vector<unsigned char> first;  ///< cx * cy digits, row-major, 0 on sum cells
  std::string why;                   ///< for Rejected / Error
};

/// A board converted to the solver's cell_t array once, outside the timing.
class Prepared {
 public:
  explicit Prepared(const Board& b);
  ~Prepared();
  Prepared(const Prepared&) = delete;
  Prepared& operator=(const Prepared&) = delete;
  /// SolverFactory(), Solve(), GetSolutionCount(), a copy of the first solution and the
  /// solver's deletion: the part that is timed.
  Result solve() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace kakuro_peers::hideki
