// The techniques that need no digit sets: the last open cell of a run (lone-cell), a
// placed digit leaving the other cells of its runs (distinct-digits), and the range a
// cell's digit must lie in given what the rest of its run can add up to (sum-range).
#include <algorithm>

#include "technique.hpp"

namespace kakuro::explain::detail {

namespace {

DigitSet cand_of(const Candidates& c, VarId v) { return c[std::size_t(v)]; }

}  // namespace

std::optional<Step> find_lone_cell(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                   Stop&) {
  for (RunId r : runs) {
    const Run& run = p.run(r);
    VarId open = -1;
    int placed_sum = 0, open_count = 0;
    for (VarId v : run.vars) {
      const DigitSet d = cand_of(cand, v);
      if (d.is_single())
        placed_sum += d.min();
      else if (++open_count == 1)
        open = v;
    }
    if (open_count != 1 || cand_of(cand, open).empty()) continue;
    const int rest = run.sum - placed_sum;
    Step s;
    s.technique = Technique::LoneCell;
    s.runs = {r};
    s.cells = {open};
    s.amount = rest;
    eliminate_outside(cand, open, rest >= 1 && rest <= 9 ? DigitSet::single(rest) : DigitSet(), s.eliminate);
    return s;
  }
  return std::nullopt;
}

std::optional<Step> find_distinct_digits(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                         Stop&) {
  for (RunId r : runs) {
    for (VarId v : p.run(r).vars) {
      const DigitSet d = cand_of(cand, v);
      if (!d.is_single()) continue;
      Step s;
      s.technique = Technique::DistinctDigits;
      s.cells = {v};
      s.sets = {d};
      // Both runs of the placed cell, so that one step clears the digit everywhere.
      for (RunId q : {p.across_run(v), p.down_run(v)}) {
        if (q < 0) continue;
        bool used = false;
        for (VarId w : p.run(q).vars)
          if (w != v && !(cand_of(cand, w) & d).empty()) {
            s.eliminate.push_back({w, static_cast<Digit>(d.min())});
            used = true;
          }
        if (used) s.runs.push_back(q);
      }
      if (s.eliminate.empty()) continue;
      normalise(s.eliminate);
      return s;
    }
  }
  return std::nullopt;
}

namespace {

// The smallest and largest sums `k` distinct digits taken from the other cells can reach:
// each cell gives at least its smallest candidate, and together they are k distinct
// digits of the union of their candidates. Both bounds are valid; the tighter is kept.
std::pair<int, int> others_range(const Candidates& cand, std::span<const VarId> vars, VarId skip) {
  int lo_cells = 0, hi_cells = 0, k = 0;
  DigitSet all;
  for (VarId w : vars) {
    if (w == skip) continue;
    const DigitSet d = cand_of(cand, w);
    lo_cells += d.min();
    hi_cells += d.max();
    all |= d;
    ++k;
  }
  int lo_union = 0, hi_union = 0, n = 0;
  for (int d = 1; d <= 9 && n < k; ++d)
    if (all.contains(d)) lo_union += d, ++n;
  const bool enough = n == k;
  n = 0;
  for (int d = 9; d >= 1 && n < k; --d)
    if (all.contains(d)) hi_union += d, ++n;
  if (!enough) return {1000, -1000};  // the others cannot all be distinct: nothing fits
  return {std::max(lo_cells, lo_union), std::min(hi_cells, hi_union)};
}

}  // namespace

std::optional<Step> find_sum_range(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                   Stop&) {
  for (RunId r : runs) {
    const Run& run = p.run(r);
    Step s;
    s.technique = Technique::SumRange;
    s.runs = {r};
    for (VarId v : run.vars) {
      const DigitSet d = cand_of(cand, v);
      if (d.is_single() || d.empty()) continue;
      const auto [lo, hi] = others_range(cand, run.vars, v);
      const DigitSet keep = DigitSet::range(run.sum - hi, run.sum - lo);
      if ((d - keep).empty()) continue;
      s.cells.push_back(v);
      eliminate_outside(cand, v, keep, s.eliminate);
    }
    if (s.eliminate.empty()) continue;
    normalise(s.eliminate);
    return s;
  }
  return std::nullopt;
}

std::string describe_lone_cell(const Puzzle& p, const Step& s) {
  return "Lone cell: " + cell(p, s.cells.front()) + " is the last open cell of the " + first_run_name(p, s) +
         " (" + run_clue(p, s.runs.front()) + "), so it is what is left: " + std::to_string(s.amount) + "; " +
         effect(p, s) + ".";
}

std::string describe_distinct_digits(const Puzzle& p, const Step& s) {
  std::vector<std::string> names;
  for (RunId r : s.runs) names.push_back("the " + run_name(p, r));
  return "Distinct digits: " + cell(p, s.cells.front()) + " is " + digits(s.sets.front()) +
         ", so no other cell of " + join(names) + " can be " + digits(s.sets.front()) + "; " + effect(p, s) +
         ".";
}

std::string describe_sum_range(const Puzzle& p, const Step& s) {
  return "Sum range: the " + first_run_name(p, s) + " needs " + run_clue(p, s.runs.front()) +
         ", and what its other cells can add up to leaves no room for these digits: " + effect(p, s) + ".";
}

}  // namespace kakuro::explain::detail
