// Region equations on large random puzzles: every equation holds on the filling the clues
// were made from (checked by adding up its digits, not by the engine), stays within the
// term limit, and the windows give large grids equations where bands of whole lines give
// almost none (and repeat none of the bands').
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "kakuro/backends.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/solve.hpp"
#include "model.hpp"
#include "test_paths.hpp"

using kakuro::detail::derive_region_windows;
using kakuro::detail::derive_regions;
using kakuro::detail::LinearCon;

TEST_CASE("region equations of large random puzzles hold on their filling", "[native][regions]") {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    kakuro::create::RandomPuzzleOptions o;
    o.min_size = o.max_size = 40;
    o.kind = kakuro::create::RandomPuzzleKind::Solvable;
    const kakuro::create::RandomPuzzle g = kakuro::create::random_puzzle(seed, o);
    const kakuro::Puzzle& p = g.puzzle;
    std::vector<kakuro::VarId> vars;
    std::vector<kakuro::RunId> runs;
    for (kakuro::VarId v = 0; v < p.num_vars(); ++v) vars.push_back(v);
    for (kakuro::RunId r = 0; r < p.num_runs(); ++r) runs.push_back(r);
    std::vector<int> local;
    const kakuro::Domains all(std::size_t(p.num_vars()), kakuro::DigitSet::all());
    kakuro::detail::Model m = kakuro::detail::build_model(p, all, vars, runs, local);
    m.linears = derive_regions(m, 12);
    std::vector<LinearCon> eqs = derive_region_windows(m, 12);
    for (const LinearCon& lc : eqs)
      CHECK(std::find(m.linears.begin(), m.linears.end(), lc) == m.linears.end());
    eqs.insert(eqs.end(), m.linears.begin(), m.linears.end());
    INFO("seed " << seed << ": " << eqs.size() << " equations, " << m.runs.size() << " runs");
    // Bands of whole 40-cell lines leave more than 12 cells nearly always; windows don't.
    CHECK(eqs.size() >= m.runs.size());
    for (const LinearCon& lc : eqs) {
      REQUIRE(lc.pos.size() + lc.neg.size() <= 12);
      int sum = 0;
      for (int v : lc.pos) sum += g.filling.digits[std::size_t(m.global[std::size_t(v)])];
      for (int v : lc.neg) sum -= g.filling.digits[std::size_t(m.global[std::size_t(v)])];
      REQUIRE(sum == lc.constant);
    }
  }
}

TEST_CASE("the window equations decide a puzzle native alone is stuck on", "[native][regions]") {
  // tests/data/hard/README.md: without windows (--region-windows 0) native finds no solution
  // in seconds; with them it finds two within a node limit the other run cannot meet.
  const kakuro::ParseResult res =
      kakuro::read_puzzles(kakuro::test::data_dir() + "/hard/native-slow-15x15.kakuro");
  REQUIRE(res.ok());
  const kakuro::Puzzle& p = *res.records.front().puzzle;
  kakuro::SolveRequest req;
  req.max_solutions = 2;
  req.limits.max_nodes = 20000;
  const kakuro::BackendInfo& native = *kakuro::registered_backends().find("native");
  const kakuro::SolveReport with = kakuro::solve_with(p, native, req);
  CHECK(with.outcome == kakuro::Outcome::Solved);  // the solutions passed the core checker
  CHECK(with.solutions.size() == 2);
  req.options.backend_options["region-windows"] = "0";
  const kakuro::SolveReport without = kakuro::solve_with(p, native, req);
  CHECK(without.outcome == kakuro::Outcome::Limit);
}
