// The brute force the repair tests lean on, itself checked: its counts against the native
// backend's on small random puzzles, and left-out sums behaving as they must.
#include <catch2/catch.hpp>

#include "brute_force.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/solve.hpp"
#include "repair_checks.hpp"

using namespace kakuro;
using test::brute_count;
using test::brute_fillable;

TEST_CASE("the brute force counts what the native backend counts", "[repair][brute]") {
  int solvable = 0, several = 0, none = 0;
  for (std::uint64_t seed = 0; seed < 120; ++seed) {
    create::RandomPuzzleOptions o;
    o.max_size = 6;
    const create::RandomPuzzle g = create::random_puzzle(seed, o);
    if (g.puzzle.num_vars() > test::kBruteCells) continue;
    INFO("seed " << seed << ": " << g.note);
    SolveRequest req;
    req.max_solutions = 20;
    req.limits.timeout_s = 30;
    const SolveReport rep = solve_with(g.puzzle, test::backend("native"), req);
    REQUIRE(rep.outcome != Outcome::Limit);
    const auto n = brute_count(g.puzzle, test::every_sum(g.puzzle), 20);
    REQUIRE(n.has_value());
    CHECK(*n == rep.solutions.size());
    solvable += *n == 1;
    several += *n > 1;
    none += *n == 0;
  }
  // The sample holds every case.
  CHECK(solvable > 5);
  CHECK(several > 5);
  CHECK(none > 5);
}

TEST_CASE("the brute force leaves out the sums it is told to", "[repair][brute]") {
  RawGrid g(3, 3);  // across 3 and 3, down 3 and 4: the totals disagree, no solution
  g.at(0, 1) = {.kind = CellKind::Clue, .down = 3, .across = 0};
  g.at(0, 2) = {.kind = CellKind::Clue, .down = 4, .across = 0};
  g.at(1, 0) = {.kind = CellKind::Clue, .down = 0, .across = 3};
  g.at(2, 0) = {.kind = CellKind::Clue, .down = 0, .across = 3};
  for (int r = 1; r < 3; ++r)
    for (int c = 1; c < 3; ++c) g.at(r, c).kind = CellKind::White;
  Diagnostics d;
  const Puzzle p = *build_puzzle(g, d);
  CHECK(brute_fillable(p, test::every_sum(p)) == false);
  CHECK(brute_fillable(p, test::only_sums(p, {})) == true);
  // Distinct digits in a 2x2 block with nothing else: 9*8*8*7 + 9*8*1*8 fillings.
  CHECK(brute_count(p, test::only_sums(p, {}), 1'000'000) == std::uint64_t(9 * 8 * (7 * 7 + 8)));
  CHECK(brute_count(p, test::every_sum(p), 10, 1) == std::nullopt);  // a budget of one node
}
