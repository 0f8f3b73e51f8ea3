// kakuro_peer_hideki: the seed-002 solver (hideki1234/KakuroSolver, built from the user's
// checkout) in this process (bench/peers/README.md). Each puzzle is converted to the
// solver's own board form outside the timing; the time is making the solver from that
// board, its Solve() (which enumerates every solution: for these puzzles, solve + proof of
// uniqueness), reading the first solution back and deleting the solver. It keeps no time
// limit: compare.py's watchdog or --skip stops its slow puzzles.
#include <chrono>

#include "hideki_adapter.hpp"
#include "kakuro/puzzle.hpp"
#include "peer_driver.hpp"

using namespace kakuro;
namespace hideki = kakuro_peers::hideki;

namespace {

// The grid as the solver's board: its first row and column are the solver's sum row and
// column (it rejects a white cell there).
hideki::Board to_board(const Puzzle& p) {
  hideki::Board b;
  b.cx = static_cast<std::size_t>(p.cols() - 1);
  b.cy = static_cast<std::size_t>(p.rows() - 1);
  for (const Cell& c : p.cells()) {
    hideki::BoardCell out;
    out.sum = c.kind != CellKind::White;
    if (c.kind == CellKind::Clue) {
      out.right = static_cast<unsigned char>(c.across);
      out.down = static_cast<unsigned char>(c.down);
    }
    b.cells.push_back(out);
  }
  return b;
}

Solution from_board(const Puzzle& p, const std::vector<unsigned char>& digits, std::size_t cx) {
  Solution s;
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const auto r = static_cast<std::size_t>(p.row_of(p.cell_of(v)));
    const auto c = static_cast<std::size_t>(p.col_of(p.cell_of(v)));
    const std::size_t i = (r - 1) * cx + (c - 1);
    s.digits.push_back(r > 0 && c > 0 && i < digits.size() ? digits[i] : 0);
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  const peers::Prepare prepare = [](const Puzzle& p, double) {
    bool givens = false;
    for (VarId v = 0; v < p.num_vars(); ++v) givens = givens || p.given(v) != 0;
    auto prepared = std::make_shared<hideki::Prepared>(to_board(p));
    return std::function<peers::Answer()>([&p, prepared, givens] {
      peers::Answer a;
      if (givens || p.rows() < 2 || p.cols() < 2) {
        a.verdict = "rejected";
        a.why = givens ? "the solver's board has no given digits" : "smaller than its 2x2 board";
        return a;
      }
      const auto start = std::chrono::steady_clock::now();
      const hideki::Result r = prepared->solve();
      a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (r.status != hideki::Result::Status::Solved) {
        a.verdict = r.status == hideki::Result::Status::Rejected ? "rejected" : "error";
        a.why = r.why;
        return a;
      }
      a.verdict = r.solutions == 0 ? "none" : r.solutions == 1 ? "unique" : "multiple";
      if (r.solutions > 0) a.first = from_board(p, r.first, static_cast<std::size_t>(p.cols() - 1));
      return a;
    });
  };
  return peers::run_driver(argc, argv, "kakuro_peer_hideki",
                           "kakuro_peer_hideki: the seed-002 solver (hideki1234/KakuroSolver), solve + all "
                           "solutions per puzzle, warm, one thread",
                           prepare);
}
