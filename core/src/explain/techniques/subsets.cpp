// Naked and hidden pairs and triples inside a run. Naked: k open cells whose candidates
// together are k digits take exactly those digits, so no other cell of the run can.
// Hidden: k digits that every remaining digit set of the run needs, and that fit only k
// cells, fill those cells, which keep only them.
#include "technique.hpp"

namespace kakuro::explain::detail {

namespace {

Technique naked_of(int k) { return k == 2 ? Technique::NakedPair : Technique::NakedTriple; }
Technique hidden_of(int k) { return k == 2 ? Technique::HiddenPair : Technique::HiddenTriple; }

// Calls f(indices) for every k-subset of 0..n-1 (k = 2 or 3) until f returns true.
template <class F>
bool for_subsets(int n, int k, F&& f) {
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      if (k == 2) {
        if (f(std::vector<int>{a, b})) return true;
        continue;
      }
      for (int c = b + 1; c < n; ++c)
        if (f(std::vector<int>{a, b, c})) return true;
    }
  return false;
}

std::optional<Step> naked(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs, int k) {
  for (RunId r : runs) {
    const std::span<const VarId> vars = p.run(r).vars;
    std::vector<VarId> open;
    for (VarId v : vars) {
      const int n = cand[std::size_t(v)].size();
      if (n >= 2 && n <= k) open.push_back(v);
    }
    std::optional<Step> found;
    for_subsets(static_cast<int>(open.size()), k, [&](const std::vector<int>& idx) {
      DigitSet u;
      for (int i : idx) u |= cand[std::size_t(open[std::size_t(i)])];
      if (u.size() != k) return false;
      Step s;
      s.technique = naked_of(k);
      s.runs = {r};
      s.sets = {u};
      for (int i : idx) s.cells.push_back(open[std::size_t(i)]);
      for (VarId w : vars) {
        bool member = false;
        for (VarId c : s.cells) member = member || c == w;
        if (!member) eliminate_outside(cand, w, ~u, s.eliminate);
      }
      if (s.eliminate.empty()) return false;
      normalise(s.eliminate);
      found = std::move(s);
      return true;
    });
    if (found) return found;
  }
  return std::nullopt;
}

std::optional<Step> hidden(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs, int k) {
  for (RunId r : runs) {
    const std::span<const VarId> vars = p.run(r).vars;
    const std::vector<DigitSet> sets = fitting_sets(p, cand, r);
    if (sets.empty()) continue;
    DigitSet required = DigitSet::all();
    for (DigitSet c : sets) required &= c;
    std::vector<int> digits;
    // Only digits not yet placed: a placed digit's cell is settled already.
    required.for_each([&](int d) {
      bool placed = false;
      for (VarId v : vars) placed = placed || cand[std::size_t(v)] == DigitSet::single(d);
      if (!placed) digits.push_back(d);
    });
    std::optional<Step> found;
    for_subsets(static_cast<int>(digits.size()), k, [&](const std::vector<int>& idx) {
      DigitSet ds;
      for (int i : idx) ds.insert(digits[std::size_t(i)]);
      std::vector<VarId> where;
      for (VarId v : vars)
        if (!(cand[std::size_t(v)] & ds).empty()) where.push_back(v);
      if (static_cast<int>(where.size()) != k) return false;
      Step s;
      s.technique = hidden_of(k);
      s.runs = {r};
      s.sets = {ds};
      s.cells = where;
      for (VarId v : where) eliminate_outside(cand, v, ds, s.eliminate);
      if (s.eliminate.empty()) return false;
      normalise(s.eliminate);
      found = std::move(s);
      return true;
    });
    if (found) return found;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_naked_pair(const Puzzle& p, const Candidates& c, std::span<const RunId> r, Stop&) {
  return naked(p, c, r, 2);
}
std::optional<Step> find_naked_triple(const Puzzle& p, const Candidates& c, std::span<const RunId> r, Stop&) {
  return naked(p, c, r, 3);
}
std::optional<Step> find_hidden_pair(const Puzzle& p, const Candidates& c, std::span<const RunId> r, Stop&) {
  return hidden(p, c, r, 2);
}
std::optional<Step> find_hidden_triple(const Puzzle& p, const Candidates& c, std::span<const RunId> r,
                                       Stop&) {
  return hidden(p, c, r, 3);
}

std::string describe_naked_subset(const Puzzle& p, const Step& s) {
  return std::string(s.technique == Technique::NakedPair ? "Naked pair: " : "Naked triple: ") +
         cells(p, s.cells) + " in the " + first_run_name(p, s) + " hold only " + digits(s.sets.front()) +
         " between them, so no other cell of the run can; " + effect(p, s) + ".";
}

std::string describe_hidden_subset(const Puzzle& p, const Step& s) {
  return std::string(s.technique == Technique::HiddenPair ? "Hidden pair: " : "Hidden triple: ") + "the " +
         first_run_name(p, s) + " needs " + digits(s.sets.front()) + " and only " + cells(p, s.cells) +
         " can hold them, so those cells keep only them; " + effect(p, s) + ".";
}

}  // namespace kakuro::explain::detail
