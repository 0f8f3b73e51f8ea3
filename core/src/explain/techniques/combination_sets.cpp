// The techniques that reason with a run's digit sets: a sum and length with one set
// (unique-combination), a cell keeping the digits both its runs' clues allow
// (cross-reference), sets that cannot fit the cells' candidates (combination-elimination),
// and a digit every remaining set needs with one place to go (required-digit).
#include <array>

#include "kakuro/combinations.hpp"
#include "technique.hpp"

namespace kakuro::explain::detail {

namespace {

int length(const Puzzle& p, RunId r) { return static_cast<int>(p.run(r).vars.size()); }

}  // namespace

std::optional<Step> find_unique_combination(const Puzzle& p, const Candidates& cand,
                                            std::span<const RunId> runs, Stop&) {
  for (RunId r : runs) {
    const auto sets = combinations(length(p, r), p.run(r).sum);
    if (sets.size() != 1) continue;
    const DigitSet only(sets[0]);
    Step s;
    s.technique = Technique::UniqueCombination;
    s.runs = {r};
    s.sets = {only};
    s.amount = p.run(r).sum;
    for (VarId v : p.run(r).vars) {
      if ((cand[std::size_t(v)] - only).empty()) continue;
      s.cells.push_back(v);
      eliminate_outside(cand, v, only, s.eliminate);
    }
    if (!s.eliminate.empty()) return s;
  }
  return std::nullopt;
}

std::optional<Step> find_cross_reference(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                         Stop&) {
  for (RunId r : runs) {
    for (VarId v : p.run(r).vars) {
      const DigitSet d = cand[std::size_t(v)];
      if (d.is_single() || d.empty()) continue;
      Step s;
      s.technique = Technique::CrossReference;
      s.cells = {v};
      // Name a run only when the other alone does not already remove as much.
      const std::array<RunId, 2> both{p.across_run(v), p.down_run(v)};
      std::array<DigitSet, 2> u;
      for (int i = 0; i < 2; ++i) u[i] = combination_union(length(p, both[i]), p.run(both[i]).sum);
      const DigitSet keep = d & u[0] & u[1];
      if (keep == d) continue;
      for (int i = 0; i < 2; ++i)
        if ((d & u[1 - i]) != keep) {
          s.runs.push_back(both[i]);
          s.sets.push_back(u[i]);
        }
      if (s.runs.empty()) {  // either alone suffices: the across run
        s.runs.push_back(both[0]);
        s.sets.push_back(u[0]);
      }
      eliminate_outside(cand, v, keep, s.eliminate);
      return s;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_combination_elimination(const Puzzle& p, const Candidates& cand,
                                                 std::span<const RunId> runs, Stop&) {
  for (RunId r : runs) {
    const std::vector<DigitSet> sets = fitting_sets(p, cand, r);
    DigitSet keep;
    for (DigitSet c : sets) keep |= c;
    Step s;
    s.technique = Technique::CombinationElimination;
    s.runs = {r};
    s.sets = sets;
    for (VarId v : p.run(r).vars) {
      const DigitSet d = cand[std::size_t(v)];
      if ((d - keep).empty()) continue;
      s.cells.push_back(v);
      eliminate_outside(cand, v, keep, s.eliminate);
    }
    if (!s.eliminate.empty()) return s;
  }
  return std::nullopt;
}

std::optional<Step> find_required_digit(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                        Stop&) {
  for (RunId r : runs) {
    const std::vector<DigitSet> sets = fitting_sets(p, cand, r);
    if (sets.empty()) continue;
    DigitSet required = DigitSet::all();
    for (DigitSet c : sets) required &= c;
    std::optional<Step> found;
    required.for_each([&](int d) {
      if (found) return;
      VarId only = -1;
      int places = 0;
      for (VarId v : p.run(r).vars)
        if (cand[std::size_t(v)].contains(d)) only = v, ++places;
      if (places != 1 || cand[std::size_t(only)].is_single()) return;
      Step s;
      s.technique = Technique::RequiredDigit;
      s.runs = {r};
      s.cells = {only};
      s.sets = sets;
      s.amount = d;
      eliminate_outside(cand, only, DigitSet::single(d), s.eliminate);
      found = std::move(s);
    });
    if (found) return found;
  }
  return std::nullopt;
}

std::string describe_unique_combination(const Puzzle& p, const Step& s) {
  return "Unique combination: " + run_clue(p, s.runs.front()) + " (" + first_run_name(p, s) +
         ") can only be " + plus(s.sets.front()) + ", so " + cells(p, s.cells) +
         (s.cells.size() == 1 ? " keeps only " : " keep only ") + digits(s.sets.front()) + "; " +
         effect(p, s) + ".";
}

std::string describe_cross_reference(const Puzzle& p, const Step& s) {
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < s.runs.size(); ++i)
    parts.push_back("the " + run_name(p, s.runs[i]) + " (" + run_clue(p, s.runs[i]) + ") can only use " +
                    digits(s.sets[i], " or "));
  return "Cross reference: " + cell(p, s.cells.front()) + " lies where " + join(parts) + ", so " +
         effect(p, s) + ".";
}

std::string describe_combination_elimination(const Puzzle& p, const Step& s) {
  return "Combination elimination: of the digit sets for " + run_clue(p, s.runs.front()) + " (" +
         first_run_name(p, s) + "), only " + sets_list(s.sets) + " still fit the candidates, so " +
         effect(p, s) + ".";
}

std::string describe_required_digit(const Puzzle& p, const Step& s) {
  return "Required digit: every digit set left for the " + first_run_name(p, s) + " (" + sets_list(s.sets) +
         ") needs " + std::to_string(s.amount) + ", and only " + cell(p, s.cells.front()) +
         " can hold it, so " + effect(p, s) + ".";
}

}  // namespace kakuro::explain::detail
