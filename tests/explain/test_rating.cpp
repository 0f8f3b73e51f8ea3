// The rating's fold (core/src/explain/rating.cpp) on made-up step lists: the level of the
// hardest technique, the bump for a medium or hard one needed 40 times, never for an easy
// one and never into extreme, and the score's formula as docs/explain.md states it.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "kakuro/explain/rating.hpp"

using namespace kakuro::explain;

namespace {

std::vector<Step> steps(Technique t, int n, std::vector<Step> rest = {}) {
  Step s;
  s.technique = t;
  rest.insert(rest.end(), std::size_t(n), s);
  return rest;
}

// docs/explain.md: score = hardest + 0.5 x (1 - 2^(-(often - 1)/8)), rounded to 0.01.
double documented_score(double hardest, int often) {
  return std::round((hardest + 0.5 * (1 - std::pow(2.0, -(often - 1) / 8.0))) * 100) / 100;
}

}  // namespace

TEST_CASE("rating: the level of the hardest technique, bumped when medium or hard ones are many",
          "[explain][rating]") {
  CHECK_FALSE(rate({}).hardest);

  // Easy techniques only: easy however many (a large grid is long, not harder).
  for (int n : {1, 39, 40, 400}) {
    const Rating r = rate(steps(Technique::UniqueCombination, n, steps(Technique::LoneCell, n)));
    CHECK(r.level == Level::Easy);
    CHECK(r.hardest == Technique::UniqueCombination);
  }
  // Medium: hard from 40 steps on.
  CHECK(rate(steps(Technique::SumRange, 39, steps(Technique::LoneCell, 100))).level == Level::Medium);
  CHECK(rate(steps(Technique::SumRange, 40, steps(Technique::LoneCell, 100))).level == Level::Hard);
  // Hard: expert from 40 on; expert stays expert (only a contradiction is extreme).
  CHECK(rate(steps(Technique::NakedPair, 39)).level == Level::Hard);
  CHECK(rate(steps(Technique::NakedPair, 40)).level == Level::Expert);
  CHECK(rate(steps(Technique::RegionSums, 200)).level == Level::Expert);
  const Rating c = rate(steps(Technique::Contradiction, 1, steps(Technique::SumRange, 60)));
  CHECK(c.level == Level::Extreme);
  CHECK(c.hardest == Technique::Contradiction);
}

TEST_CASE("rating: the score is the documented formula", "[explain][rating]") {
  for (Technique t : {Technique::LoneCell, Technique::SumRange, Technique::HiddenPair, Technique::Interplay})
    for (int often : {1, 2, 8, 40}) {
      INFO(static_cast<int>(t) << " x" << often);
      // Easier steps beside them do not count as "about as hard" unless within 0.3.
      CHECK(rate(steps(t, often, steps(Technique::LoneCell, t == Technique::LoneCell ? 0 : 5))).score ==
            Approx(documented_score(weight(t), often)));
    }
}
