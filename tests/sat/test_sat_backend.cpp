// The SAT backend through the Backend interface: solve, block, solve again; limits,
// terminate, statistics, the registry entry.
#include <catch2/catch.hpp>
#include <thread>

#include "core/grid_builder.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/solve.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_helpers.hpp"

using namespace kakuro;

namespace {

const std::vector<std::string> kUnique = {"#   3\\  12\\", "\\4  .  .", "\\11 .  ."};
const std::vector<std::string> kTwo = {"#  3\\  3\\", "\\3 .  .", "\\3 .  ."};
// Totals agree (8 = 8), but both left cells would need the 1: the rows are {1,3}, the left
// column is {1,2}.
const std::vector<std::string> kNone = {"#  3\\  5\\", "\\4 .  .", "\\4 .  ."};

SolverOptions with_encoding(const std::string& e) {
  SolverOptions o;
  o.encoding = e;
  return o;
}

// "unique", "multiple" or "none" by solve, block, solve.
std::string verdict(const Puzzle& p, const Domains& d, const SolverOptions& o) {
  auto b = make_sat_backend(p, d, o);
  Limits l;
  l.timeout_s = 30;
  const SolveResult first = b->solve(l);
  REQUIRE(first.status != SolveStatus::Limit);
  if (first.status == SolveStatus::NoSolution) return "none";
  REQUIRE(is_solution(p, first.solution));
  b->block(first.solution);
  const SolveResult second = b->solve(l);
  REQUIRE(second.status != SolveStatus::Limit);
  if (second.status == SolveStatus::NoSolution) return "unique";
  REQUIRE(is_solution(p, second.solution));
  REQUIRE(second.solution != first.solution);
  return "multiple";
}

}  // namespace

TEST_CASE("sat backend: unique, multiple and no solution, every encoding", "[sat][backend]") {
  for (const std::string& e : sat_encodings()) {
    INFO("encoding " << e);
    for (const auto& [rows, expected] : {std::pair{kUnique, "unique"}, {kTwo, "multiple"}, {kNone, "none"}}) {
      const Puzzle p = test::puzzle_from_rows(rows);
      CHECK(verdict(p, sat_test::full_domains(p), with_encoding(e)) == expected);
    }
  }
}

TEST_CASE("sat backend: blocking enumerates each solution once", "[sat][backend]") {
  std::mt19937 rng(5);
  for (int round = 0; round < 20; ++round) {
    const Puzzle p = sat_test::random_puzzle(rng, 5, 5, 0.7, false);
    const auto expected = sat_test::brute_force(p, 100);
    if (!expected) continue;
    auto b = make_sat_backend(p, preprocess(p).domains, {});
    std::vector<Solution> got;
    for (SolveResult r = b->solve({}); r.status == SolveStatus::Solved; r = b->solve({})) {
      got.push_back(r.solution);
      b->block(r.solution);
    }
    sat_test::sort_solutions(got);
    CHECK(got == *expected);
  }
}

TEST_CASE("sat backend: statistics name the CNF's size", "[sat][backend]") {
  const Puzzle p = test::puzzle_from_rows(kUnique);
  auto b = make_sat_backend(p, sat_test::full_domains(p), with_encoding("selector"));
  b->solve({});
  const BackendStats s = b->stats();
  CHECK(s.extra.at("variables") > 4 * 2);
  CHECK(s.extra.at("clauses") > 4);
  CHECK(s.extra.count("conflicts") == 1);
  CHECK(s.seconds >= 0);
}

TEST_CASE("sat backend: an unknown encoding is a Limit with the reason, not a crash", "[sat][backend]") {
  const Puzzle p = test::puzzle_from_rows(kUnique);
  auto b = make_sat_backend(p, sat_test::full_domains(p), with_encoding("bdd"));
  const SolveResult r = b->solve({});
  CHECK(r.status == SolveStatus::Limit);
  CHECK(r.reason.find("bdd") != std::string::npos);
}

TEST_CASE("sat backend: terminate() before solve gives Limit at once", "[sat][backend]") {
  const Puzzle p = test::puzzle_from_rows(kUnique);
  auto b = make_sat_backend(p, sat_test::full_domains(p), {});
  b->terminate();
  const SolveResult r = b->solve({});
  CHECK(r.status == SolveStatus::Limit);
  CHECK(r.reason == "terminated");
}

TEST_CASE("sat backend: block() before the first solve() counts too", "[sat][backend]") {
  const Puzzle p = test::puzzle_from_rows(kTwo);
  auto first = make_sat_backend(p, sat_test::full_domains(p), {});
  const SolveResult a = first->solve({});
  REQUIRE(a.status == SolveStatus::Solved);
  auto b = make_sat_backend(p, sat_test::full_domains(p), {});
  b->block(a.solution);  // the CNF is built on the first solve(); the block must wait for it
  const SolveResult r = b->solve({});
  REQUIRE(r.status == SolveStatus::Solved);
  CHECK(r.solution != a.solution);
  b->block(r.solution);
  CHECK(b->solve({}).status == SolveStatus::NoSolution);
}

TEST_CASE("sat backend: the registry lists it, with its DIMACS export", "[sat][backend]") {
  const BackendInfo* info = builtin_backends().find("sat");
  REQUIRE(info != nullptr);
  CHECK(info->available);
  REQUIRE(info->create);
  REQUIRE(info->export_model);
  const Puzzle p = test::puzzle_from_rows(kUnique);
  SolveRequest req;
  req.max_solutions = 2;
  const SolveReport report = solve_with(p, *info, req);
  CHECK(report.outcome == Outcome::Solved);
  CHECK(report.unique == std::optional<bool>(true));
}
