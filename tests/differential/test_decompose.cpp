// Native's dynamic decomposition (backends/native/decompose.cpp) against the SAT backend,
// which shares no search code with it: on random puzzles large enough for the open cells
// to fall apart into components, the same verdicts (solved or not, unique or not), the
// same solution where it is unique, and counts up to a limit that agree. "always" puts the
// mechanism in from the first decision, so these small puzzles exercise it.
#include <catch2/catch.hpp>

#include "backend_lookup.hpp"
#include "build_options.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"
#include "scale.hpp"
#include "test_paths.hpp"

using namespace kakuro;

#if KAKURO_WITH_SAT
namespace {

using test::backend;

// `whole`: the native engine takes the puzzle as one part (backend option
// "split-components", backends/kit/shared_options.hpp), so its independent parts become
// components of the first split, and a blocked solution spans them.
SolveReport run(const Puzzle& p, const std::string& name, std::uint64_t max_solutions, const char* decompose,
                bool whole = false) {
  SolveRequest req;
  req.max_solutions = max_solutions;
  req.limits.timeout_s = 60;
  if (decompose) req.options.backend_options["decompose"] = decompose;
  if (whole) req.options.backend_options["split-components"] = "false";
  return solve_with(p, backend(name), req);
}

}  // namespace

TEST_CASE("decompose: native with components solved apart agrees with SAT", "[native][decompose]") {
  int unique = 0, several = 0, none = 0;
  double splits = 0, refutations = 0;
  // Under sanitizers test::scaled() runs a fifth of the seeds; seeds are then taken on
  // until each kind below has been seen as often as the checks at the end ask.
  const auto short_of_kinds = [&] {
    return several <= 5 || none + unique <= 2 || splits <= 200 || refutations <= 0;
  };
  for (int seed = 1; seed <= 300 && (seed <= test::scaled(60) || short_of_kinds()); ++seed) {
    create::RandomPuzzleOptions opts;
    opts.min_size = 20;
    opts.max_size = 40;
    opts.kind = seed % 3 == 0 ? create::RandomPuzzleKind::Perturbed : create::RandomPuzzleKind::Solvable;
    const create::RandomPuzzle rp = create::random_puzzle(std::uint64_t(seed), opts);
    INFO("seed " << seed << " (" << rp.note << ")");
    const SolveReport sat = run(rp.puzzle, "sat", 2, nullptr);
    REQUIRE(sat.outcome != Outcome::Limit);
    for (const char* mode : {"always", "off", "whole"}) {
      INFO("decompose " << mode);
      const bool whole = std::string(mode) == "whole";
      const SolveReport nat = run(rp.puzzle, "native", 2, whole ? "always" : mode, whole);
      REQUIRE(nat.outcome == sat.outcome);  // solutions re-checked by the checker in solve_with
      CHECK(nat.unique == sat.unique);
      if (sat.unique == std::optional<bool>(true)) CHECK(nat.solutions == sat.solutions);
      if (std::string(mode) == "always") {
        splits += nat.stats.extra.count("splits") ? nat.stats.extra.at("splits") : 0;
        refutations +=
            nat.stats.extra.count("component_refutations") ? nat.stats.extra.at("component_refutations") : 0;
      }
    }
    if (sat.outcome == Outcome::NoSolution)
      ++none;
    else if (sat.unique == std::optional<bool>(true))
      ++unique;
    else
      ++several;
  }
  CHECK(several > 5);
  CHECK(none + unique > 2);
  CHECK(splits > 200);
  CHECK(refutations > 0);
}

TEST_CASE("decompose: counts up to a limit agree with SAT", "[native][decompose]") {
  for (int seed = 101; seed <= 100 + test::scaled(40); ++seed) {
    create::RandomPuzzleOptions opts;
    opts.min_size = 8;
    opts.max_size = 30;
    opts.kind = create::RandomPuzzleKind::Multiple;
    const create::RandomPuzzle rp = create::random_puzzle(std::uint64_t(seed), opts);
    INFO("seed " << seed);
    const SolveReport sat = run(rp.puzzle, "sat", 6, nullptr);
    REQUIRE(sat.outcome == Outcome::Solved);
    for (bool whole : {false, true}) {
      INFO("parts " << (whole ? "in one engine" : "apart"));
      const SolveReport nat = run(rp.puzzle, "native", 6, "always", whole);
      REQUIRE(nat.outcome == Outcome::Solved);
      CHECK(nat.solutions.size() == sat.solutions.size());
      CHECK(nat.exhausted == sat.exhausted);
    }
  }
}

// The case the blocked-solution rule is for: a unique puzzle (janko-361, which needs search)
// and beside it a 2x2 block of two solutions, in one engine. The first split has the block
// first (it is smaller); the second search rebuilds the first solution there, so the
// puzzle has to differ from it in janko-361, which it cannot: that part runs out, and a jump
// to the split would answer "unique". The block's other solution must be found instead.
TEST_CASE("decompose: a blocked solution keeps a used-up component from refuting its split",
          "[native][decompose]") {
  const ParseResult res = read_puzzles(test::data_dir() + "/decompose/janko-361-and-2x2.jsonl");
  REQUIRE(res.ok());
  const Puzzle& p = *res.records.at(0).puzzle;
  REQUIRE(run(p, "sat", 5, nullptr).solutions.size() == 2);
  for (const char* mode : {"always", "late", "off"})
    for (bool whole : {false, true}) {
      INFO(mode << (whole ? " in one engine" : " parts apart"));
      const SolveReport nat = run(p, "native", 5, mode, whole);
      REQUIRE(nat.outcome == Outcome::Solved);
      CHECK(nat.solutions.size() == 2);
      CHECK(nat.exhausted);
      CHECK(run(p, "native", 2, mode, whole).unique == std::optional<bool>(false));
    }
}
#endif
