// Engines built over the buffers of earlier solves' engines (engine_pool.cpp) search exactly as
// new ones: the same answers with the same nodes, failures and propagations.
#include <catch2/catch.hpp>
#include <string>
#include <thread>
#include <vector>

#include "kakuro/create/random_puzzle.hpp"
#include "solve_helpers.hpp"

using namespace kakuro;

namespace {

// Up to two solutions by solve + block (what `kakuro unique` asks), and the counters after.
std::string solve_twice(const Puzzle& p) {
  const PreprocessResult pre = preprocess(p);
  if (pre.infeasible) return "infeasible";
  auto b = native_backend_info().create(p, pre.domains, SolverOptions{});
  std::string out;
  for (int k = 0; k < 2; ++k) {
    const SolveResult r = b->solve(Limits{});
    out += to_string(r.status) + ":";
    if (r.status != SolveStatus::Solved) break;
    REQUIRE(check_solution(p, r.solution).empty());
    out += std::string(r.solution.digits.begin(), r.solution.digits.end()) + " ";
    b->block(r.solution);
  }
  const BackendStats s = b->stats();
  return out + std::to_string(s.nodes) + "/" + std::to_string(s.failures) + "/" +
         std::to_string(s.propagations);
}

// Each puzzle in a thread of its own: a new thread has no spare engines, so every one is new.
std::string solve_in_new_thread(const Puzzle& p) {
  std::string out;
  std::thread t([&] { out = solve_twice(p); });
  t.join();
  return out;
}

}  // namespace

TEST_CASE("engines over a spare engine's buffers search as new ones", "[native][pool]") {
  // Sizes and kinds mixed, so that a spare of a large search (many nogoods, a long trail)
  // is followed by small puzzles, puzzles with two solutions and puzzles without any.
  std::vector<Puzzle> puzzles;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    create::RandomPuzzleOptions g;
    g.min_size = seed % 4 == 0 ? 12 : 3;
    g.max_size = seed % 4 == 0 ? 16 : 8;
    puzzles.push_back(create::random_puzzle(seed, g).puzzle);
  }
  std::vector<std::string> reused;
  std::thread t([&] {
    for (const Puzzle& p : puzzles) reused.push_back(solve_twice(p));
  });
  t.join();
  int searched = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    INFO("puzzle " << i << ": " << reused[i]);
    CHECK(reused[i] == solve_in_new_thread(puzzles[i]));
    searched += reused[i].find("/0/") == std::string::npos;
  }
  CHECK(searched > 0);  // some of them failed in search, so their engines did real work
}
