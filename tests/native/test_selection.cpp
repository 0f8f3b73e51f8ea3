// The kept selection (heuristics.cpp: the best cells of a full scan, looked at again with
// the cells changed since while the search only goes down) chooses the cell a full scan
// at every decision chooses: the same solutions, nodes, failures, propagations, restarts
// and splits, on random puzzles that need search, with and without dynamic decomposition,
// under dom/wdeg and MRV, ties in cell order and in a random order.
#include <catch2/catch.hpp>
#include <numeric>
#include <string>
#include <vector>

#include "config.hpp"
#include "engine.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/preprocess.hpp"

using namespace kakuro;
using namespace kakuro::detail;

namespace {

// Up to `wanted` solutions by solve + block on one engine of the whole puzzle, each
// solve() under a node limit, then the engine's counters.
std::string transcript(const Puzzle& p, const Domains& d, EngineConfig c, bool keep, int wanted) {
  c.keep_selection = keep;
  std::vector<int> vars(std::size_t(p.num_vars())), runs(std::size_t(p.num_runs())), local;
  std::iota(vars.begin(), vars.end(), 0);
  std::iota(runs.begin(), runs.end(), 0);
  Engine e(build_model(p, d, vars, runs, local), c);
  std::string out;
  for (int k = 0; k < wanted; ++k) {
    Limits lim;
    lim.max_nodes = 20000;
    Budget budget(lim, nullptr);
    const EngineStatus s = e.solve(budget);
    out += std::to_string(int(s)) + ":";
    if (s != EngineStatus::Solved) break;
    const std::vector<Digit> digits = e.solution();
    out += std::string(digits.begin(), digits.end()) + " ";
    e.block(digits);
  }
  const EngineStats& st = e.stats();
  return out + std::to_string(st.nodes) + "/" + std::to_string(st.failures) + "/" +
         std::to_string(st.propagations) + "/" + std::to_string(st.restarts) + "/" +
         std::to_string(st.splits) + "/" + std::to_string(st.component_refutations);
}

}  // namespace

TEST_CASE("the kept selection chooses as a full scan does", "[native][selection]") {
  int searched = 0, split = 0;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    create::RandomPuzzleOptions g;
    g.min_size = 14;
    g.max_size = 26;
    const Puzzle p = create::random_puzzle(seed, g).puzzle;
    const PreprocessResult pre = preprocess(p);
    if (pre.infeasible) continue;
    for (const char* order : {"domwdeg", "mrv"})
      for (const char* decompose : {"late", "always", "off"})
        for (const char* tie_seed : {"0", "5"}) {
          SolverOptions o;
          o.backend_options = {{"var-order", order}, {"solver-seed", tie_seed}};
          if (std::string(decompose) != "late") o.backend_options["decompose"] = decompose;
          const EngineConfig c = resolve_config(o, SolverPreferences{});
          INFO("seed " << seed << " " << order << " decompose " << decompose << " ties " << tie_seed);
          const std::string kept = transcript(p, pre.domains, c, true, 3);
          CHECK(kept == transcript(p, pre.domains, c, false, 3));
          searched += kept.find(":0/") == std::string::npos && kept.rfind(" 0/", 0) == std::string::npos;
          const std::size_t slash = kept.rfind('/');
          split += kept.substr(kept.rfind('/', slash - 1) + 1, slash - kept.rfind('/', slash - 1) - 1) != "0";
        }
  }
  // Enough of them searched, and split, for the kept cells to be used and dropped.
  CHECK(searched > 100);
  CHECK(split > 20);
}
