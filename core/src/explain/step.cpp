// The starting candidates, and applying a step.
#include "kakuro/explain/step.hpp"

#include <algorithm>

namespace kakuro::explain {

Candidates initial_candidates(const Puzzle& p) {
  Candidates c(std::size_t(p.num_vars()), DigitSet::all());
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (p.given(v) != 0) c[std::size_t(v)] = DigitSet::single(p.given(v));
  return c;
}

std::vector<CellDigit> apply(const Step& s, Candidates& cand) {
  std::vector<CellDigit> placed;
  for (std::size_t i = 0; i < s.eliminate.size();) {
    const VarId v = s.eliminate[i].var;
    DigitSet& d = cand[std::size_t(v)];
    const bool was_open = d.size() > 1;
    for (; i < s.eliminate.size() && s.eliminate[i].var == v; ++i) d.erase(s.eliminate[i].digit);
    if (was_open && d.is_single()) placed.push_back({v, static_cast<Digit>(d.min())});
  }
  return placed;
}

}  // namespace kakuro::explain
