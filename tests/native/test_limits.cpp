// Limits: node and time limits and terminate() end a search with SolveStatus::Limit and
// a reason; the hard regression inputs answer correctly or stop in time, never hang.
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "differential/scale.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/preprocess.hpp"
#include "random_grid.hpp"
#include "solve_helpers.hpp"
#include "test_paths.hpp"

using namespace kakuro;

namespace {

// regression-cms-abort-14x5: no solution; the lower part's across clues add up to 131 and
// its down clues to 132.
const std::vector<std::vector<std::string>> k14x5 = {
    {"#", "13\\", "28\\", "#", "#"}, {"\\13", ".", ".", "18\\", "#"},   {"\\18", ".", ".", ".", "#"},
    {"\\9", ".", ".", ".", "12\\"},  {"\\11", ".", ".", ".", "."},      {"#", "\\20", ".", ".", "."},
    {"#", "#", "#", "38\\", "29\\"}, {"#", "33\\", "32\\10", ".", "."}, {"\\23", ".", ".", ".", "."},
    {"\\24", ".", ".", ".", "."},    {"\\25", ".", ".", ".", "."},      {"\\18", ".", ".", ".", "."},
    {"\\13", ".", ".", ".", "."},    {"\\18", ".", ".", ".", "."},
};

// Forward checking in input order: a search far too long to finish in a test.
SolverOptions weak() { return test::native_options({{"inference", "fc"}, {"var-order", "input"}}); }

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

TEST_CASE("region equations refute the 14x5 regression almost at once", "[native][limits]") {
  // Without preprocess's total check: the engine derives the region equations when its
  // search first fails, and the band of the lower part then leaves "0 = -1".
  Puzzle p = test::puzzle_from_rows(k14x5);
  auto b = native_backend_info().create(p, test::full_domains(p), SolverOptions{});
  SolveResult r = b->solve(Limits{});
  CHECK(r.status == SolveStatus::NoSolution);
  CHECK(b->stats().nodes < 100);
}

TEST_CASE("node limit", "[native][limits]") {
  Puzzle p = test::puzzle_from_rows(k14x5);
  auto b = native_backend_info().create(p, test::full_domains(p), weak());
  Limits l;
  l.max_nodes = 1000;
  SolveResult r = b->solve(l);
  REQUIRE(r.status == SolveStatus::Limit);
  CHECK(r.reason.find("node") != std::string::npos);
  CHECK(b->stats().nodes <= 1000);
  // The limit counts per call: the next call may spend as much again.
  r = b->solve(l);
  CHECK(r.status == SolveStatus::Limit);
  CHECK(b->stats().nodes <= 2000);
  CHECK(b->stats().nodes > 1000);
}

TEST_CASE("time limit", "[native][limits]") {
  Puzzle p = test::puzzle_from_rows(k14x5);
  auto b = native_backend_info().create(p, test::full_domains(p), weak());
  Limits l;
  l.timeout_s = 0.2;
  const auto start = std::chrono::steady_clock::now();
  SolveResult r = b->solve(l);
  CHECK(seconds_since(start) < 2.0);
  REQUIRE(r.status == SolveStatus::Limit);
  CHECK(r.reason.find("time") != std::string::npos);
}

TEST_CASE("terminate from another thread", "[native][limits]") {
  Puzzle p = test::puzzle_from_rows(k14x5);
  auto b = native_backend_info().create(p, test::full_domains(p), weak());
  const auto start = std::chrono::steady_clock::now();
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    b->terminate();
  });
  SolveResult r = b->solve(Limits{});
  stopper.join();
  CHECK(seconds_since(start) < 5.0);
  CHECK(r.status == SolveStatus::Limit);
  CHECK(r.reason == "terminated");
  // Sticky: a later call stops at once as well.
  CHECK(b->solve(Limits{}).status == SolveStatus::Limit);
}

TEST_CASE("the regression inputs answer correctly or stop within a short limit",
          "[native][limits][regressions]") {
  // tests/data/hard always; ../shared/regressions too when it is there.
  const double slow = test::sanitized() ? 5 : 1;
  int files = 0, answered = 0;
  for (const std::string& path : test::regression_files()) {
    const ParseResult pr = read_puzzles(path);
    REQUIRE(pr.records.size() == 1);
    const PuzzleRecord& rec = pr.records[0];
    REQUIRE(rec.puzzle);
    REQUIRE((rec.uniqueness == "none" || rec.uniqueness == "multiple"));
    ++files;
    for (const SolverOptions& o : {SolverOptions{}, weak()}) {
      INFO(path << " " << test::describe_native(o));
      auto b = native_backend_info().create(*rec.puzzle, preprocess(*rec.puzzle).domains, o);
      Limits l;
      l.timeout_s = 1.0 * slow;
      const auto start = std::chrono::steady_clock::now();
      SolveResult r = b->solve(l);
      CHECK(seconds_since(start) < 5.0 * slow);
      if (r.status == SolveStatus::Limit) continue;
      ++answered;
      if (r.status == SolveStatus::Solved) CHECK(is_solution(*rec.puzzle, r.solution));
      CHECK((r.status == SolveStatus::NoSolution) == (rec.uniqueness == "none"));
    }
  }
  CHECK(files >= 2);
  CHECK(answered >= files);  // the default options settle each of them within the second
}

TEST_CASE("a search cut into node-limited calls goes on where it stopped", "[native][limits]") {
  // The portfolio's head start relies on it: native's time slice, then the race, search as
  // one call. The same solutions with the same number of nodes as calls without a limit.
  create::RandomPuzzleOptions g;
  g.min_size = 24;
  g.max_size = 28;
  g.kind = create::RandomPuzzleKind::Solvable;
  const create::RandomPuzzle gen = create::random_puzzle(9, g);
  const PreprocessResult pre = preprocess(gen.puzzle);
  REQUIRE_FALSE(pre.infeasible);
  auto whole = native_backend_info().create(gen.puzzle, pre.domains, SolverOptions{});
  auto sliced = native_backend_info().create(gen.puzzle, pre.domains, SolverOptions{});
  Limits slice;
  slice.max_nodes = 7;
  int calls = 0;
  for (int found = 0; found < 2; ++found) {
    const SolveResult a = whole->solve(Limits{});
    SolveResult b;
    do {
      b = sliced->solve(slice);
      ++calls;
    } while (b.status == SolveStatus::Limit && calls < 100000);
    REQUIRE(a.status == SolveStatus::Solved);
    REQUIRE(b.status == SolveStatus::Solved);
    CHECK(b.solution == a.solution);
    CHECK(check_solution(gen.puzzle, b.solution).empty());
    whole->block(a.solution);
    sliced->block(b.solution);
  }
  CHECK(whole->stats().nodes > 100);  // the premise: enough search to cut
  CHECK(calls > 5);
  CHECK(sliced->stats().nodes == whole->stats().nodes);
}
