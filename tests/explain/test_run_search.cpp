// The checker's brute force compared with a plain enumeration, and its node limit.
#include <catch2/catch.hpp>
#include <optional>
#include <random>

#include "step_builders.hpp"
#include "step_check.hpp"

using namespace kakuro;
using namespace kakuro::test;
using Catch::Matchers::Contains;
using explain::Candidates;
using explain::CellDigit;
using explain::Step;
using explain::Technique;

namespace {

// Plain enumeration, no pruning: every assignment of the named runs' cells from `cand`, kept
// when each named run has distinct digits adding up to its sum. Returns, per VarId, the
// digits some kept assignment uses.
std::vector<DigitSet> supported(const Puzzle& p, const Candidates& cand, const std::vector<RunId>& runs) {
  std::vector<VarId> cells;
  for (RunId r : runs)
    for (VarId v : p.run(r).vars)
      if (std::find(cells.begin(), cells.end(), v) == cells.end()) cells.push_back(v);
  std::vector<DigitSet> support(cand.size());
  std::vector<int> value(cand.size(), 0);
  const auto fits = [&] {
    for (RunId r : runs) {
      int sum = 0;
      DigitSet seen;
      for (VarId v : p.run(r).vars) {
        if (seen.contains(value[std::size_t(v)])) return false;
        seen.insert(value[std::size_t(v)]);
        sum += value[std::size_t(v)];
      }
      if (sum != p.run(r).sum) return false;
    }
    return true;
  };
  const auto go = [&](auto&& self, std::size_t i) -> void {
    if (i == cells.size()) {
      if (fits())
        for (VarId v : cells) support[std::size_t(v)].insert(value[std::size_t(v)]);
      return;
    }
    cand[std::size_t(cells[i])].for_each([&](int d) {
      value[std::size_t(cells[i])] = d;
      self(self, i + 1);
    });
  };
  go(go, 0);
  return support;
}

}  // namespace

TEST_CASE("the checker's search agrees with plain enumeration", "[explain][check][oracle]") {
  const Puzzle p = block();
  REQUIRE(p.num_vars() == 9);
  REQUIRE(p.num_runs() == 6);
  const std::vector<int> solution = {1, 2, 4, 3, 6, 9, 2, 8, 7};
  std::mt19937 rng(20240611);
  std::bernoulli_distribution keep(0.8), extra(0.25);
  std::uniform_int_distribution<int> digit(1, 9), mask(1, (1 << 6) - 1);
  int sound = 0, unsound = 0;
  for (int trial = 0; trial < 300; ++trial) {
    Candidates cand(9);
    for (std::size_t v = 0; v < 9; ++v) {
      if (keep(rng)) cand[v].insert(solution[v]);
      for (int d = 1; d <= 9; ++d)
        if (extra(rng) && cand[v].size() < 4) cand[v].insert(d);
      if (cand[v].empty()) cand[v].insert(digit(rng));
    }
    std::vector<RunId> runs;
    const int m = mask(rng);
    for (RunId r = 0; r < 6; ++r)
      if (m & (1 << r)) runs.push_back(r);
    const std::vector<DigitSet> support = supported(p, cand, runs);
    for (RunId r : runs)
      for (VarId v : p.run(r).vars)
        cand[std::size_t(v)].for_each([&](int d) {
          Step s = make(Technique::Interplay, runs, {{v, static_cast<Digit>(d)}});
          Candidates after = cand;
          s.place = test::apply_eliminations(s, after);
          const bool passes = check_step(p, cand, s).empty();
          INFO("trial " << trial << " cell " << v << " digit " << d);
          CHECK(passes == !support[std::size_t(v)].contains(d));
          (passes ? sound : unsound) += 1;
        });
  }
  // Both answers occur often enough for the comparison to mean something.
  CHECK(sound > 500);
  CHECK(unsound > 500);
}

TEST_CASE("a step too large to check fails", "[explain][check]") {
  // The sound single eliminations of the 3x3 block from no information, named every run:
  // take the one whose search tries the most digits.
  const Puzzle p = block();
  const Candidates all = test::starting_candidates(p);
  const std::vector<RunId> runs = {0, 1, 2, 3, 4, 5};
  std::optional<Step> hardest;
  test::CheckStats most;
  int sound = 0;
  for (VarId v = 0; v < 9; ++v)
    for (int d = 1; d <= 9; ++d) {
      const Step s = make(Technique::RegionSums, runs, {{v, static_cast<Digit>(d)}});
      test::CheckStats stats;
      if (!check_step(p, all, s, {}, &stats).empty()) continue;
      ++sound;
      CHECK(stats.searches == 1);
      CHECK(stats.steps == 1);
      CHECK(stats.max_variables == 9);
      if (stats.nodes > most.nodes) most = stats, hardest = s;
    }
  CHECK(sound > 10);
  REQUIRE(hardest);
  REQUIRE(most.nodes >= 10);
  test::CheckLimits tight;
  tight.max_nodes = most.nodes - 1;
  CHECK_THAT(check_step(p, all, *hardest, tight), Contains("too large to check: eliminating"));
  tight.max_nodes = most.nodes;
  CHECK(check_step(p, all, *hardest, tight) == "");
}
