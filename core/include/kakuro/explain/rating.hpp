// The difficulty of a puzzle: a fold over the steps of its explanation. The level comes
// from the hardest technique needed and how often; the score grows with both (the scheme is
// in docs/explain.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kakuro/explain/step.hpp"

namespace kakuro::explain {

enum class Level { Easy, Medium, Hard, Expert, Extreme };
/// "easy", "medium", "hard", "expert", "extreme".
std::string to_string(Level l);
std::optional<Level> level_from_name(const std::string& s);
/// Every level's name, easiest first: the names level_from_name() takes.
std::vector<std::string> level_names();

struct Rating {
  Level level = Level::Easy;
  double score = 0;
  std::optional<Technique> hardest;  ///< none for a puzzle its givens already solve
};

Rating rate(const std::vector<Step>& steps);

}  // namespace kakuro::explain
