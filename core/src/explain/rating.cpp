// The rating: a fold over the steps. The score is the weight of the hardest step plus up
// to 0.9 for how often steps about that hard were needed; the level is a band of the score
// (docs/explain.md has the scheme and its distribution over the corpus).
#include "kakuro/explain/rating.hpp"

#include <algorithm>
#include <cmath>

namespace kakuro::explain {

std::string to_string(Level l) {
  switch (l) {
    case Level::Easy:
      return "easy";
    case Level::Medium:
      return "medium";
    case Level::Hard:
      return "hard";
    case Level::Expert:
      return "expert";
    case Level::Extreme:
      return "extreme";
  }
  return "?";
}

std::optional<Level> level_from_name(const std::string& s) {
  for (Level l : {Level::Easy, Level::Medium, Level::Hard, Level::Expert, Level::Extreme})
    if (to_string(l) == s) return l;
  return std::nullopt;
}

namespace {

// A contradiction weighs more with a longer chain and with each nested contradiction.
double step_weight(const Step& s) {
  if (s.technique != Technique::Contradiction) return weight(s.technique);
  double nested = 0;
  for (const Step& c : s.chain)
    if (c.technique == Technique::Contradiction)
      nested = std::max(nested, step_weight(c) - weight(s.technique));
  return weight(s.technique) + std::min(1.0, 0.02 * static_cast<double>(s.chain.size())) +
         (nested > 0 ? 1 + nested : 0);
}

}  // namespace

Rating rate(const std::vector<Step>& steps) {
  Rating r;
  double hardest = 0;
  for (const Step& s : steps) {
    const double w = step_weight(s);
    if (w > hardest) hardest = w, r.hardest = s.technique;
  }
  if (!r.hardest) return r;
  int often = 0;  // steps about as hard as the hardest
  for (const Step& s : steps) often += step_weight(s) >= hardest - 0.3 ? 1 : 0;
  r.score = hardest + 0.9 * (1 - std::exp2(-(often - 1) / 4.0));
  r.score = std::round(r.score * 100) / 100;
  r.level = r.score < 1.6   ? Level::Easy
            : r.score < 2.5 ? Level::Medium
            : r.score < 3.5 ? Level::Hard
            : r.score < 5.0 ? Level::Expert
                            : Level::Extreme;
  return r;
}

}  // namespace kakuro::explain
