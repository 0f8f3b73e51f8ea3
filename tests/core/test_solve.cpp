// solve_with on puzzles that preprocessing proves unsolvable: the answer is NoSolution
// with preprocessing's reason, and no backend is ever created.
#include <catch2/catch.hpp>

#include "grid_builder.hpp"
#include "kakuro/solve.hpp"

using namespace kakuro;

namespace {

BackendInfo counting_backend(int& created) {
  BackendInfo info;
  info.name = "counting";
  info.create = [&created](const Puzzle&, const Domains&, const SolverOptions&) -> std::unique_ptr<Backend> {
    ++created;
    return nullptr;  // never used: the tests below must not reach a backend
  };
  return info;
}

}  // namespace

TEST_CASE("solve_with answers no-solution before any backend runs", "[core][solve]") {
  struct Case {
    std::vector<std::string> rows;
    const char* reason;
  };
  const Case cases[] = {
      {{"#    1\\ 2\\ 3\\ 4\\ 5\\ 6\\ 7\\ 8\\ 9\\", "\\44 . . . . . . . . ."},
       "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
      {{"# 4\\ 4\\", "\\4 1 1", "\\4 . ."}, "across run 4 at (1,0): given 1 repeats at (1,1) and (1,2)"},
      {{"#    4\\  6\\", "\\3  .    .", "\\8  .    ."},
       "the part containing cell (1,1) has across sums totalling 11 but down sums totalling 10"},
  };
  for (const Case& c : cases) {
    INFO(c.reason);
    const Puzzle p = test::puzzle_from_rows(c.rows);
    int created = 0;
    for (std::uint64_t n : {1, 2, 100}) {
      SolveRequest req;
      req.max_solutions = n;
      const SolveReport rep = solve_with(p, counting_backend(created), req);
      CHECK(rep.outcome == Outcome::NoSolution);
      CHECK(rep.reason == c.reason);
      CHECK(rep.exhausted);
      CHECK(rep.solutions.empty());
      CHECK_FALSE(rep.unique.value_or(true));
    }
    CHECK(created == 0);
  }
}
