// Helpers the techniques share: the digit sets of a run that still fit its cells.
#include <algorithm>

#include "kakuro/combinations.hpp"
#include "technique.hpp"

namespace kakuro::explain::detail {

std::vector<DigitSet> fitting_sets(const Puzzle& p, const Candidates& cand, RunId run) {
  const Run& r = p.run(run);
  DigitSet placed, all;
  for (VarId v : r.vars) {
    const DigitSet d = cand[std::size_t(v)];
    all |= d;
    if (d.is_single()) placed |= d;
  }
  std::vector<DigitSet> out;
  for (std::uint16_t m : combinations(static_cast<int>(r.vars.size()), r.sum)) {
    const DigitSet c(m);
    if (!(placed - c).empty() || !(c - all).empty()) continue;
    bool ok = true;
    for (VarId v : r.vars) ok = ok && !(cand[std::size_t(v)] & c).empty();
    if (ok) out.push_back(c);
  }
  return out;
}

DigitSet run_candidates(const Puzzle& p, const Candidates& cand, RunId run) {
  DigitSet all;
  for (VarId v : p.run(run).vars) all |= cand[std::size_t(v)];
  return all;
}

void eliminate_outside(const Candidates& cand, VarId var, DigitSet keep, std::vector<CellDigit>& out) {
  (cand[std::size_t(var)] - keep).for_each([&](int d) { out.push_back({var, static_cast<Digit>(d)}); });
}

void normalise(std::vector<CellDigit>& e) {
  std::sort(e.begin(), e.end(), [](const CellDigit& a, const CellDigit& b) {
    return a.var != b.var ? a.var < b.var : a.digit < b.digit;
  });
  e.erase(std::unique(e.begin(), e.end()), e.end());
}

}  // namespace kakuro::explain::detail
