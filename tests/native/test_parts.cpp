// Independent parts: counting through solve + block multiplies the parts' counts, and
// blocking works on whole solutions.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "kakuro/solve.hpp"
#include "random_grid.hpp"
#include "solve_helpers.hpp"

using namespace kakuro;

namespace {

// Each 2x2 block has two fillings: 1 2 / 2 4 and 2 1 / 1 5.
const std::vector<std::vector<std::string>> kTwoBlocks = {
    {"#", "3\\", "6\\", "#", "3\\", "6\\"},
    {"\\3", ".", ".", "\\3", ".", "."},
    {"\\6", ".", ".", "\\6", ".", "."},
};

SolverOptions with_split(bool split) {
  SolverOptions o;
  set_split_components(o, split);
  return o;
}

}  // namespace

TEST_CASE("two independent parts with two solutions each have four", "[native][parts]") {
  Puzzle p = test::puzzle_from_rows(kTwoBlocks);
  auto expected = test::brute_force_solutions(p).value();
  REQUIRE(expected.size() == 4);
  test::sort_solutions(expected);
  for (bool split : {true, false}) {
    INFO("split " << split);
    CHECK(test::enumerate_native(p, test::full_domains(p), with_split(split)) == expected);
    CHECK(test::enumerate_native(p, preprocess(p).domains, with_split(split)) == expected);
  }
  auto b = native_backend_info().create(p, preprocess(p).domains, with_split(true));
  CHECK(b->stats().extra.at("parts") == 2);
}

TEST_CASE("three parts multiply their counts", "[native][parts]") {
  Puzzle p = test::puzzle_from_rows({
      {"#", "3\\", "6\\", "#", "3\\", "6\\", "#", "3\\", "6\\"},
      {"\\3", ".", ".", "\\3", ".", ".", "\\3", ".", "."},
      {"\\6", ".", ".", "\\6", ".", ".", "\\6", ".", "."},
  });
  CHECK(test::enumerate_native(p, test::full_domains(p), with_split(true)).size() == 8);
}

TEST_CASE("nine parts: 512 solutions, each found once, through solve_with", "[native][parts]") {
  // Past the 16 solutions solve_with() searches linearly: its index of found solutions and
  // the backend's of blocked ones both grow several times (kakuro/hash_slots.hpp).
  std::vector<std::vector<std::string>> rows(3);
  for (int b = 0; b < 9; ++b)
    for (int r = 0; r < 3; ++r)
      rows[std::size_t(r)].insert(rows[std::size_t(r)].end(), kTwoBlocks[std::size_t(r)].begin(),
                                  kTwoBlocks[std::size_t(r)].begin() + 3);
  const Puzzle p = test::puzzle_from_rows(rows);
  SolveRequest req;
  req.max_solutions = 1000;
  const SolveReport rep = solve_with(p, native_backend_info(), req);
  REQUIRE(rep.outcome == Outcome::Solved);
  REQUIRE(rep.exhausted);
  REQUIRE(rep.solutions.size() == 512);
  std::set<std::vector<Digit>> distinct;
  for (const Solution& s : rep.solutions) {
    REQUIRE(check_solution(p, s).empty());
    distinct.insert(s.digits);
  }
  REQUIRE(distinct.size() == 512);
}

TEST_CASE("solutions blocked before they are found are skipped", "[native][parts]") {
  Puzzle p = test::puzzle_from_rows(kTwoBlocks);
  auto all = test::brute_force_solutions(p).value();
  for (bool split : {true, false}) {
    for (std::size_t skip = 0; skip < all.size(); ++skip) {
      auto b = native_backend_info().create(p, preprocess(p).domains, with_split(split));
      b->block(all[skip]);
      b->block(all[(skip + 1) % all.size()]);
      int found = 0;
      for (;;) {
        SolveResult r = b->solve(Limits{});
        if (r.status != SolveStatus::Solved) {
          CHECK(r.status == SolveStatus::NoSolution);
          break;
        }
        CHECK(r.solution != all[skip]);
        CHECK(r.solution != all[(skip + 1) % all.size()]);
        ++found;
        b->block(r.solution);
      }
      CHECK(found == 2);
    }
  }
}

TEST_CASE("a part without solutions makes the puzzle unsolvable", "[native][parts]") {
  // The right block's clues 3/3 down and 3/4 across cannot all hold.
  Puzzle p = test::puzzle_from_rows({
      {"#", "3\\", "6\\", "#", "3\\", "3\\"},
      {"\\3", ".", ".", "\\3", ".", "."},
      {"\\6", ".", ".", "\\4", ".", "."},
  });
  REQUIRE(test::brute_force_solutions(p).value().empty());
  for (bool split : {true, false}) {
    auto b = native_backend_info().create(p, test::full_domains(p), with_split(split));
    SolveResult r = b->solve(Limits{});
    CHECK(r.status == SolveStatus::NoSolution);
    CHECK_FALSE(r.reason.empty());
  }
}

TEST_CASE("solving again without blocking is allowed", "[native][parts]") {
  Puzzle p = test::puzzle_from_rows(kTwoBlocks);
  auto b = native_backend_info().create(p, preprocess(p).domains, SolverOptions{});
  SolveResult a = b->solve(Limits{});
  SolveResult c = b->solve(Limits{});
  REQUIRE(a.status == SolveStatus::Solved);
  REQUIRE(c.status == SolveStatus::Solved);
  CHECK(is_solution(p, c.solution));
  // More calls than the puzzle has solutions, none blocked: each still finds one.
  for (int i = 0; i < 6; ++i) {
    const SolveResult r = b->solve(Limits{});
    REQUIRE(r.status == SolveStatus::Solved);
    CHECK(is_solution(p, r.solution));
  }
  // Blocking then goes on to the others, each once.
  std::set<std::string> seen;
  for (;;) {
    const SolveResult r = b->solve(Limits{});
    if (r.status != SolveStatus::Solved) break;
    CHECK(seen.insert(std::string(r.solution.digits.begin(), r.solution.digits.end())).second);
    b->block(r.solution);
  }
  CHECK(seen.size() == 4);
}
