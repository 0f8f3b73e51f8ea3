// Rephasing (--rephase, Engine::rephase()) changes only which digit a decision tries first,
// so it must change no answer: on random puzzles that need restarts, native with rephasing
// at every other restart, with the default blocks and without finds a solution exactly when
// the SAT backend (an independent search) does, the same solutions when there are few, and
// the same "no solution"; and rephasing does steer the search (its node counts differ).
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "kakuro/backends.hpp"
#include "kakuro/solve.hpp"
#include "solve_helpers.hpp"

using namespace kakuro;

namespace {

double named_stat(const SolveReport& rep, const char* name) {
  const auto it = rep.stats.extra.find(name);
  return it == rep.stats.extra.end() ? 0.0 : it->second;
}

}  // namespace

TEST_CASE("rephasing changes the search, never the answer", "[native][rephase]") {
  const BackendInfo* sat = registered_backends().find("sat");
  if (!sat || !sat->available) return;  // built without SAT: nothing independent to compare
  int searched = 0, differed = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const Puzzle p = test::mixed_random_puzzle(seed, 3);
    SolveRequest req = test::up_to_four();
    const SolveReport want = solve_with(p, *sat, req);
    REQUIRE(want.outcome != Outcome::Limit);
    std::vector<double> nodes;
    double restarts = 0;
    // Windows and decomposition off: longer searches, more restarts.
    for (const char* every : {"1", "8", "0"}) {
      req.options.backend_options = {{"rephase", every}, {"region-windows", "0"}, {"decompose", "off"}};
      INFO("seed " << seed << " rephase " << every);
      const SolveReport got = test::native_as_want(p, req, want);
      nodes.push_back(double(got.stats.nodes));
      restarts = std::max(restarts, named_stat(got, "restarts"));
    }
    if (restarts >= 2) {  // rephasing begins once a search has failed once per cell, if it does
      ++searched;
      differed += nodes[0] != nodes[2] || nodes[1] != nodes[2];
    }
  }
  WARN("searches with restarts " << searched << ", of which rephasing changed " << differed);
  CHECK(searched >= 5);
  CHECK(differed >= searched / 2);
}
