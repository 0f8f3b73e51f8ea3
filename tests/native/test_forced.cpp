// Domains with one candidate per cell: the native backend answers without an engine. Its
// answers must still be exactly the brute-force solutions, and blocking must work as ever.
#include <catch2/catch.hpp>

#include "kakuro/formats.hpp"
#include "random_grid.hpp"
#include "solve_helpers.hpp"
#include "test_paths.hpp"

using namespace kakuro;

namespace {

// One solution (7 9 / 9 8); the tests count it by brute force.
const std::vector<std::vector<std::string>> kBlock = {
    {"#", "16\\", "17\\"},
    {"\\16", ".", "."},
    {"\\17", ".", "."},
};

Domains singles(const Solution& s) {
  Domains d;
  for (Digit x : s.digits) d.push_back(DigitSet::single(x));
  return d;
}

}  // namespace

TEST_CASE("forced domains: the one solution, once blocked none", "[native][forced]") {
  Puzzle p = test::puzzle_from_rows(kBlock);
  const auto expected = test::brute_force_solutions(p).value();
  REQUIRE(expected.size() == 1);
  auto b = native_backend_info().create(p, singles(expected[0]), SolverOptions{});
  CHECK(b->stats().extra.count("forced") == 1);
  SolveResult a = b->solve(Limits{});
  REQUIRE(a.status == SolveStatus::Solved);
  CHECK(a.solution == expected[0]);
  SolveResult again = b->solve(Limits{});  // not blocked: found again
  REQUIRE(again.status == SolveStatus::Solved);
  CHECK(again.solution == expected[0]);
  b->block(a.solution);
  CHECK(b->solve(Limits{}).status == SolveStatus::NoSolution);
  CHECK(b->stats().nodes == 0);
}

TEST_CASE("forced domains: blocked before the first solve", "[native][forced]") {
  Puzzle p = test::puzzle_from_rows(kBlock);
  const auto expected = test::brute_force_solutions(p).value();
  auto b = native_backend_info().create(p, singles(expected[0]), SolverOptions{});
  b->block(expected[0]);
  CHECK(b->solve(Limits{}).status == SolveStatus::NoSolution);
}

TEST_CASE("forced domains that break a run go to the engines", "[native][forced]") {
  Puzzle p = test::puzzle_from_rows(kBlock);
  Solution wrong = test::brute_force_solutions(p).value()[0];
  std::swap(wrong.digits[0], wrong.digits[1]);  // the down sums break
  auto b = native_backend_info().create(p, singles(wrong), SolverOptions{});
  CHECK(b->stats().extra.count("forced") == 0);
  CHECK(b->solve(Limits{}).status == SolveStatus::NoSolution);
}

TEST_CASE("forced domains: a terminated backend stops", "[native][forced]") {
  Puzzle p = test::puzzle_from_rows(kBlock);
  const auto expected = test::brute_force_solutions(p).value();
  auto b = native_backend_info().create(p, singles(expected[0]), SolverOptions{});
  b->terminate();
  CHECK(b->solve(Limits{}).status == SolveStatus::Limit);
}

TEST_CASE("random grids: preprocessed domains give the brute-force solutions, forced or not",
          "[native][forced]") {
  int forced = 0;
  std::mt19937 rng(20261124);
  for (int i = 0; i < 300; ++i) {
    const Puzzle p = test::random_puzzle(rng, 3 + i % 5, 3 + i % 6, 0.7, i % 7 == 0);
    auto expected = test::brute_force_solutions(p, 1000);
    if (!expected) continue;  // too many to compare
    test::sort_solutions(*expected);
    const Domains d = preprocess(p).domains;
    auto b = native_backend_info().create(p, d, SolverOptions{});
    forced += b->stats().extra.count("forced") ? 1 : 0;
    INFO("puzzle " << i << ", " << expected->size() << " solutions");
    const bool same = test::enumerate_native(p, d, SolverOptions{}) == *expected;  // no dump of both
    CHECK(same);
  }
  CHECK(forced > 0);  // the path under test was taken
}

TEST_CASE("published puzzles: settled by propagation, the one brute-force solution, and not with fc",
          "[native][forced]") {
  int by_propagation = 0, with_fc = 0, compared = 0;
  SolverOptions fc;
  fc.backend_options["inference"] = "fc";
  for (const PuzzleRecord& rec : read_puzzles(test::corpus_sample()).records) {
    if (!rec.puzzle) continue;
    const Puzzle& p = *rec.puzzle;
    const PreprocessResult pre = preprocess(p);
    if (pre.infeasible) continue;
    auto b = native_backend_info().create(p, pre.domains, SolverOptions{});
    const BackendStats s = b->stats();
    // Settled after preprocessing left a choice: the propagation did it.
    if (!s.extra.count("forced") || pre.stats.cells_fixed == p.num_vars()) continue;
    ++by_propagation;
    CHECK(s.propagations > 0);
    INFO(rec.id);
    const SolveResult first = b->solve(Limits{});
    REQUIRE(first.status == SolveStatus::Solved);
    CHECK(check_solution(p, first.solution).empty());
    b->block(first.solution);
    CHECK(b->solve(Limits{}).status == SolveStatus::NoSolution);
    if (const auto expected = test::brute_force_solutions(p, 2, 300'000)) {
      ++compared;
      REQUIRE(expected->size() == 1);
      CHECK(first.solution == expected->front());
    }
    // Without gac the engine runs as before.
    with_fc += native_backend_info().create(p, pre.domains, fc)->stats().extra.count("forced") ? 1 : 0;
  }
  CHECK(by_propagation >= 5);  // the path under test was taken
  CHECK(compared >= 5);        // and checked by brute force
  CHECK(with_fc == 0);
}
