// The rating: a fold over the steps. The score is the weight of the hardest step plus up
// to 0.5 for how often steps about that hard were needed; the level is the band of the
// hardest technique, one higher when a medium or hard one was needed often (docs/explain.md has the scheme
// and its distribution over the corpus).
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

namespace {
constexpr Level kLevels[] = {Level::Easy, Level::Medium, Level::Hard, Level::Expert, Level::Extreme};
}  // namespace

std::optional<Level> level_from_name(const std::string& s) {
  for (Level l : kLevels)
    if (to_string(l) == s) return l;
  return std::nullopt;
}

std::vector<std::string> level_names() {
  std::vector<std::string> names;
  for (Level l : kLevels) names.push_back(to_string(l));
  return names;
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

// How many steps at about the hardest weight move a puzzle up one level.
constexpr int kOften = 40;

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
  r.score = hardest + 0.5 * (1 - std::exp2(-(often - 1) / 8.0));
  r.score = std::round(r.score * 100) / 100;
  // The level of the hardest technique, one higher when it was needed many times: from
  // medium to hard and from hard to expert. Easy techniques needed many times make a long
  // puzzle, not a harder one (the two corpus puzzles their sources call easy that the bump
  // used to lift to medium are easy again, and large grids can be easy); extreme is only
  // reached by a contradiction.
  const double w = weight(*r.hardest);
  int level = w < 1.6 ? 0 : w < 2.5 ? 1 : w < 3.4 ? 2 : w < 5.0 ? 3 : 4;
  if (level >= 1 && level < 3 && often >= kOften) ++level;
  r.level = static_cast<Level>(level);
  return r;
}

}  // namespace kakuro::explain
