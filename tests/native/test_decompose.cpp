// Dynamic decomposition (decompose.cpp) splits the open cells by the runs alone: a region
// equation is a sum of run equations, so it holds for any choice of each component's
// solutions and links none. Its jumps (a used-up component refutes the split) are checked
// here against the SAT backend, an independent search: on random puzzles that split from
// the first decision, with the region equations from the first failure (and the windows
// soon after), native finds a solution exactly when SAT does, the same solutions when there
// are few, and the same "no solution".
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "kakuro/backends.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/solve.hpp"
#include "solve_helpers.hpp"

using namespace kakuro;

TEST_CASE("decomposition by the runs alone agrees with SAT", "[native][decompose]") {
  const BackendInfo* sat = registered_backends().find("sat");
  if (!sat || !sat->available) return;  // built without SAT: nothing independent to compare
  int none = 0, unique = 0, several = 0;
  double jumps = 0;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    create::RandomPuzzleOptions g;
    g.min_size = 24;
    g.max_size = 40;
    // Half with one clue pair moved (no solution or several, only a search tells), the rest
    // with a swappable block (two solutions or more) or as drawn.
    g.kind = seed % 4 == 0   ? create::RandomPuzzleKind::Multiple
             : seed % 4 == 1 ? create::RandomPuzzleKind::Solvable
                             : create::RandomPuzzleKind::Perturbed;
    const Puzzle p = create::random_puzzle(seed, g).puzzle;
    SolveRequest req;
    req.max_solutions = 4;
    req.limits.timeout_s = 30;
    const SolveReport want = solve_with(p, *sat, req);
    REQUIRE(want.outcome != Outcome::Limit);
    for (const char* windows : {"1", "0"}) {
      req.options.backend_options = {
          {"decompose", "always"}, {"region-after", "0"}, {"region-windows", windows}};
      INFO("seed " << seed << " windows " << windows);
      const SolveReport got = test::native_as_want(p, req, want);
      if (const auto it = got.stats.extra.find("component_refutations"); it != got.stats.extra.end())
        jumps += it->second;
    }
    none += want.solutions.empty();
    unique += want.solutions.size() == 1;
    several += want.solutions.size() > 1;
  }
  WARN("none " << none << " unique " << unique << " several " << several << " jumps " << jumps);
  CHECK(none > 5);
  CHECK(several > 30);
  CHECK(jumps > 100);  // the jumps were taken
}
