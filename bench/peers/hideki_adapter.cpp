// Calls the seed-002 solver through its own C++ interface (kkrsolv_t.h: SolverFactory and
// solver_t), the one its Windows DLL wraps. It throws its own exception classes, which are
// no std::exception.
#include "hideki_adapter.hpp"

#include <kkrsolv_t.h>

namespace kakuro_peers::hideki {

struct Prepared::Impl {
  std::vector<kakuro::cell_t> cells;
  kakuro::board_t board{};
};

Prepared::Prepared(const Board& b) : impl_(std::make_unique<Impl>()) {
  impl_->cells.reserve(b.cells.size());
  for (const BoardCell& c : b.cells) impl_->cells.push_back(kakuro::cell_t{c.sum, c.right, c.down});
  impl_->board.cx = b.cx;
  impl_->board.cy = b.cy;
  impl_->board.pData = impl_->cells.data();
}

Prepared::~Prepared() = default;

Result Prepared::solve() const {
  Result r;
  std::unique_ptr<kakuro::solver_t> solver;
  try {
    solver.reset(kakuro::SolverFactory(impl_->board));
    solver->Solve();
    r.solutions = solver->GetSolutionCount();
    if (r.solutions > 0) {
      const unsigned char* data = nullptr;
      solver->GetSolution(0, &data);
      r.first.assign(data, data + impl_->board.cx * impl_->board.cy);
    }
    r.status = Result::Status::Solved;
  } catch (const kakuro::slvExceptionInvlideBoardData_t& e) {
    std::size_t x = 0, y = 0;
    e.GetPosition(&x, &y);
    r.status = Result::Status::Rejected;
    r.why = "invalid board data, reason " + std::to_string(static_cast<int>(e.GetReason())) + " at x " +
            std::to_string(x) + ", y " + std::to_string(y);
  } catch (const kakuro::slvException_t& e) {
    r.status = Result::Status::Error;
    r.why = "solver exception type " + std::to_string(e.GetType());
  }
  return r;
}

}  // namespace kakuro_peers::hideki
