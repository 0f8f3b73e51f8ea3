// Few assignments left after the runs' filtering: the native backend walks them without an
// engine (enumerate.cpp). Its answers must be exactly the brute-force solutions, and the
// Backend verbs (block, solve again, limits, terminate) must work as on the engines.
#include <catch2/catch.hpp>

#include "random_grid.hpp"
#include "solve_helpers.hpp"

using namespace kakuro;

namespace {

// Two solutions (1 2 / 2 1 and 2 1 / 1 2): kakuroapp's two-sol.kak.
const std::vector<std::vector<std::string>> kTwo = {
    {"#", "3\\", "3\\"},
    {"\\3", ".", "."},
    {"\\3", ".", "."},
};

bool walks(const Backend& b) { return b.stats().extra.count("enumerated") == 1; }

SolverOptions with_seed(const char* seed) {
  SolverOptions o;
  o.backend_options["solver-seed"] = seed;
  return o;
}

}  // namespace

TEST_CASE("few assignments: the two solutions of a 2x2, each once, then none", "[native][enumerate]") {
  const Puzzle p = test::puzzle_from_rows(kTwo);
  auto expected = test::brute_force_solutions(p).value();
  REQUIRE(expected.size() == 2);
  auto b = native_backend_info().create(p, preprocess(p).domains, SolverOptions{});
  REQUIRE(walks(*b));
  const SolveResult a = b->solve(Limits{});
  REQUIRE(a.status == SolveStatus::Solved);
  const SolveResult again = b->solve(Limits{});  // not blocked: the same again
  REQUIRE(again.status == SolveStatus::Solved);
  CHECK(again.solution == a.solution);
  b->block(a.solution);
  const SolveResult c = b->solve(Limits{});
  REQUIRE(c.status == SolveStatus::Solved);
  CHECK(c.solution != a.solution);
  std::vector<Solution> got = {a.solution, c.solution};
  test::sort_solutions(got);
  test::sort_solutions(expected);
  CHECK(got == expected);
  b->block(c.solution);
  const SolveResult none = b->solve(Limits{});
  CHECK(none.status == SolveStatus::NoSolution);
  CHECK(none.reason == "every solution is blocked");
  CHECK(b->stats().nodes > 0);
}

TEST_CASE("few assignments: blocked before the walk reaches them, or never reachable",
          "[native][enumerate]") {
  const Puzzle p = test::puzzle_from_rows(kTwo);
  const auto expected = test::brute_force_solutions(p).value();
  auto b = native_backend_info().create(p, preprocess(p).domains, SolverOptions{});
  REQUIRE(walks(*b));
  b->block(Solution{{9, 9, 9, 9}});  // no digit the walk tries: ignored
  b->block(Solution{{1, 1}});        // the wrong size: ignored
  b->block(expected[1]);
  b->block(expected[1]);  // twice: still one
  const SolveResult a = b->solve(Limits{});
  REQUIRE(a.status == SolveStatus::Solved);
  CHECK(a.solution == expected[0]);
  b->block(expected[0]);
  CHECK(b->solve(Limits{}).status == SolveStatus::NoSolution);
}

TEST_CASE("few assignments: a node limit stops the walk, which goes on from there", "[native][enumerate]") {
  const Puzzle p = test::puzzle_from_rows(kTwo);
  auto b = native_backend_info().create(p, preprocess(p).domains, SolverOptions{});
  REQUIRE(walks(*b));
  Limits one;
  one.max_nodes = 1;
  const SolveResult first = b->solve(one);
  CHECK(first.status == SolveStatus::Limit);
  CHECK(first.reason == "node limit reached (1)");
  std::vector<Solution> found;
  for (;;) {
    const SolveResult r = b->solve(one);  // one node a call, as many calls as it takes
    if (r.status == SolveStatus::NoSolution) break;
    if (r.status == SolveStatus::Limit) continue;
    REQUIRE(r.status == SolveStatus::Solved);
    found.push_back(r.solution);
    b->block(r.solution);
    REQUIRE(found.size() <= 2);
  }
  test::sort_solutions(found);
  auto expected = test::brute_force_solutions(p).value();
  test::sort_solutions(expected);
  CHECK(found == expected);

  auto stopped = native_backend_info().create(p, preprocess(p).domains, SolverOptions{});
  stopped->terminate();
  const SolveResult r = stopped->solve(Limits{});
  CHECK(r.status == SolveStatus::Limit);
  CHECK(r.reason == "terminated");
}

TEST_CASE("few assignments: not with a seed, not with fc, not with many", "[native][enumerate]") {
  const Puzzle p = test::puzzle_from_rows(kTwo);
  const Domains d = preprocess(p).domains;
  CHECK_FALSE(walks(*native_backend_info().create(p, d, with_seed("7"))));  // the engines' random order
  SolverOptions fc;
  fc.backend_options["inference"] = "fc";
  CHECK_FALSE(walks(*native_backend_info().create(p, d, fc)));
  // Two 2x2 blocks like kTwo side by side: eight open cells of two digits, 256 assignments.
  const Puzzle loose = test::puzzle_from_rows({
      {"#", "3\\", "3\\", "#", "3\\", "3\\"},
      {"\\3", ".", ".", "\\3", ".", "."},
      {"\\3", ".", ".", "\\3", ".", "."},
  });
  CHECK_FALSE(walks(*native_backend_info().create(loose, preprocess(loose).domains, SolverOptions{})));
}

TEST_CASE("few assignments: random grids give the brute-force solutions", "[native][enumerate]") {
  int walked = 0, walked_several = 0;
  std::mt19937 rng(20261130);
  for (int i = 0; i < 600; ++i) {
    const Puzzle p = test::random_puzzle(rng, 3 + i % 4, 3 + i % 5, 0.75, i % 5 == 0);
    const PreprocessResult pre = preprocess(p);
    if (pre.infeasible) continue;
    auto expected = test::brute_force_solutions(p, 1000);
    if (!expected) continue;
    test::sort_solutions(*expected);
    if (!walks(*native_backend_info().create(p, pre.domains, SolverOptions{}))) continue;
    ++walked;
    walked_several += expected->size() > 1 ? 1 : 0;
    INFO("puzzle " << i << ", " << expected->size() << " solutions");
    const bool same = test::enumerate_native(p, pre.domains, SolverOptions{}) == *expected;
    CHECK(same);
    // The engines (a seed keeps the walk out) agree.
    const bool engines = test::enumerate_native(p, pre.domains, with_seed("3")) == *expected;
    CHECK(engines);
  }
  // The path under test was taken. (A walk that finds no solution at all did not come up in
  // 200,000 random 3x3 blocks: the filtering leaves few assignments only where it is strong.)
  CHECK(walked >= 30);
  CHECK(walked_several >= 5);
}
