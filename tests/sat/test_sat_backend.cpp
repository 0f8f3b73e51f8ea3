// The SAT backend through the Backend interface: solve, block, solve again; limits,
// terminate, statistics, the registry entry.
#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>
#include <thread>

#include "core/grid_builder.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/solve.hpp"
#include "sat/dimacs.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_helpers.hpp"

using namespace kakuro;

namespace {

const std::vector<std::string> kTwo = {"#  3\\  3\\", "\\3 .  .", "\\3 .  ."};
// Totals agree (8 = 8), but both left cells would need the 1: the rows are {1,3}, the left
// column is {1,2}.
const std::vector<std::string> kNone = {"#  3\\  5\\", "\\4 .  .", "\\4 .  ."};

SolverOptions with_encoding(const std::string& e) {
  SolverOptions o;
  o.backend_options["encoding"] = e;
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
    for (const auto& [rows, expected] :
         {std::pair{sat_test::kUniqueRows, "unique"}, {kTwo, "multiple"}, {kNone, "none"}}) {
      const Puzzle p = test::puzzle_from_rows(rows);
      CHECK(verdict(p, sat_test::full_domains(p), with_encoding(e)) == expected);
    }
  }
}

TEST_CASE("sat backend: blocking enumerates each solution once", "[sat][backend]") {
  std::mt19937 rng(5);
  int compared = 0, several = 0;
  for (int round = 0; round < 20; ++round) {
    const Puzzle p = sat_test::random_puzzle(rng, 5, 5, 0.7, false);
    const auto expected = sat_test::brute_force(p, 100);
    if (!expected) continue;  // too many to enumerate
    ++compared;
    several += expected->size() > 1;
    auto b = make_sat_backend(p, preprocess(p).domains, {});
    std::vector<Solution> got;
    for (SolveResult r = b->solve({}); r.status == SolveStatus::Solved; r = b->solve({})) {
      got.push_back(r.solution);
      b->block(r.solution);
    }
    sat_test::sort_solutions(got);
    CHECK(got == *expected);
  }
  CHECK(compared >= 15);
  CHECK(several >= 3);  // blocking is exercised past the first solution
}

TEST_CASE("sat backend: statistics name the CNF's size and the time spent", "[sat][backend]") {
  using Clock = std::chrono::steady_clock;
  const Puzzle p = test::puzzle_from_rows(sat_test::kSixSolutionRows);
  const Domains d = sat_test::full_domains(p);
  auto b = make_sat_backend(p, d, with_encoding("selector"));
  auto start = Clock::now();
  const SolveResult first = b->solve({});
  const double first_wall = std::chrono::duration<double>(Clock::now() - start).count();
  REQUIRE(first.status == SolveStatus::Solved);
  const BackendStats s = b->stats();
  // The same numbers as the header of the DIMACS export of the same model.
  const std::string dimacs = write_dimacs(p, d, with_encoding("selector"));
  REQUIRE(dimacs.find("\np cnf ") != std::string::npos);
  std::istringstream header(dimacs.substr(dimacs.find("\np cnf ") + 7));
  double vars = -1, clauses = -1;
  header >> vars >> clauses;
  CHECK(s.extra.at("variables") == vars);
  CHECK(s.extra.at("clauses") == clauses);
  CHECK(vars > 6 * 9);  // more than the cell literals alone: the selectors of the rows
  CHECK(s.extra.count("conflicts") == 1);
  CHECK(s.extra.at("solve_calls") == 1);
  // seconds: the time inside solve(), encoding included, never more than the call took.
  CHECK(s.seconds > 0);
  CHECK(s.seconds <= first_wall);
  CHECK(s.extra.at("encode_seconds") <= s.seconds);

  b->block(first.solution);
  start = Clock::now();
  REQUIRE(b->solve({}).status == SolveStatus::Solved);
  const double second_wall = std::chrono::duration<double>(Clock::now() - start).count();
  const BackendStats t = b->stats();
  CHECK(t.extra.at("solve_calls") == 2);
  CHECK(t.extra.at("encode_seconds") == s.extra.at("encode_seconds"));  // encoded once
  CHECK(t.seconds > s.seconds);                                         // adds up over the calls
  CHECK(t.seconds - s.seconds <= second_wall);
}

TEST_CASE("sat backend: an unknown encoding is a Limit with the reason, not a crash", "[sat][backend]") {
  const Puzzle p = test::puzzle_from_rows(sat_test::kUniqueRows);
  auto b = make_sat_backend(p, sat_test::full_domains(p), with_encoding("bdd"));
  const SolveResult r = b->solve({});
  CHECK(r.status == SolveStatus::Limit);
  CHECK(r.reason.find("bdd") != std::string::npos);
}

TEST_CASE("sat backend: terminate() before solve gives Limit at once", "[sat][backend]") {
  const Puzzle p = test::puzzle_from_rows(sat_test::kUniqueRows);
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
  const BackendInfo* info = registered_backends().find("sat");
  REQUIRE(info != nullptr);
  CHECK(info->available);
  REQUIRE(info->create);
  REQUIRE(info->export_model);
  const Puzzle p = test::puzzle_from_rows(sat_test::kUniqueRows);
  SolveRequest req;
  req.max_solutions = 2;
  const SolveReport report = solve_with(p, *info, req);
  CHECK(report.outcome == Outcome::Solved);
  CHECK(report.unique == std::optional<bool>(true));
}
