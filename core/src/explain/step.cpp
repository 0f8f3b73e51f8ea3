// Technique names and weights, the starting candidates, and applying a step.
#include "kakuro/explain/step.hpp"

#include <algorithm>
#include <array>

namespace kakuro::explain {

namespace {

struct TechniqueInfo {
  std::string_view name;
  double weight;
};

// Weights: how hard each technique is for a person (docs/explain.md). Basic bookkeeping
// (a lone cell, a placed digit leaving its runs) weighs least; a contradiction most.
constexpr std::array<TechniqueInfo, kTechniqueCount> kInfo{{
    {"lone-cell", 1.0},
    {"distinct-digits", 1.0},
    {"unique-combination", 1.2},
    {"cross-reference", 1.5},
    {"sum-range", 1.8},
    {"combination-elimination", 2.0},
    {"required-digit", 2.2},
    {"naked-pair", 2.6},
    {"hidden-pair", 2.8},
    {"naked-triple", 3.0},
    {"hidden-triple", 3.2},
    {"interplay", 3.6},
    {"region-sums", 4.2},
    {"contradiction", 5.0},
}};

}  // namespace

std::string_view name(Technique t) { return kInfo[std::size_t(t)].name; }

double weight(Technique t) { return kInfo[std::size_t(t)].weight; }

std::optional<Technique> technique_from_name(std::string_view s) {
  for (std::size_t i = 0; i < kInfo.size(); ++i)
    if (kInfo[i].name == s) return static_cast<Technique>(i);
  return std::nullopt;
}

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
