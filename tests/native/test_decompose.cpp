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
    const Puzzle p = test::mixed_random_puzzle(seed, 4);
    SolveRequest req = test::up_to_four();
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
