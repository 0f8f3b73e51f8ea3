// Interplay: one run, or two or three crossing runs, taken together. Every filling of
// their cells that keeps each run's sum and distinct digits is considered; a candidate no
// such filling uses goes. With one run this is the run's exact fillings (what digit sets
// and subsets only approximate); with two or three, each run's fillings limit the others'
// through the cells they share.
#include <algorithm>
#include <array>
#include <cstdint>

#include "technique.hpp"

namespace kakuro::explain::detail {

namespace {

constexpr std::uint64_t kNodeBudget = 2000;  // per group; a larger search is given up
// Groups with more open cells than this are not tried: a person does not weigh the fillings
// of long open runs together, and on loose puzzles such searches cost most of the time.
constexpr int kMaxOpenCells = 12;

// For each set of digits (9-bit mask) and each count n, the sum of its n smallest and of its
// n largest digits: the bounds feasible() needs, looked up instead of counted per node.
struct SumBounds {
  std::array<std::array<std::uint8_t, 10>, 512> lo{}, hi{};
  constexpr SumBounds() {
    for (unsigned m = 0; m < 512; ++m) {
      int n = 0, sum = 0;
      for (int d = 1; d <= 9; ++d)
        if (m >> (d - 1) & 1u) sum += d, lo[m][std::size_t(++n)] = std::uint8_t(sum);
      n = 0, sum = 0;
      for (int d = 9; d >= 1; --d)
        if (m >> (d - 1) & 1u) sum += d, hi[m][std::size_t(++n)] = std::uint8_t(sum);
    }
  }
};
constexpr SumBounds kSumBounds;

class GroupSearch {
 public:
  GroupSearch(const Puzzle& p, const Candidates& cand, const std::vector<RunId>& runs, Stop& stop)
      : p_(p), cand_(cand), stop_(stop) {
    for (RunId r : runs) {
      for (VarId v : p.run(r).vars)
        if (std::find(cells_.begin(), cells_.end(), v) == cells_.end()) cells_.push_back(v);
      run_ids_.push_back(r);
    }
    // Fewest candidates first: small branching near the root.
    std::stable_sort(cells_.begin(), cells_.end(), [&](VarId a, VarId b) {
      return cand[std::size_t(a)].size() < cand[std::size_t(b)].size();
    });
    state_.resize(run_ids_.size());
    for (std::size_t i = 0; i < run_ids_.size(); ++i)
      state_[i].left = static_cast<int>(p.run(run_ids_[i]).vars.size());
    value_.assign(cells_.size(), 0);
    for (VarId v : cells_) runs_of_.push_back(runs_of(v));
    cells_of_.resize(run_ids_.size());
    for (std::size_t i = 0; i < cells_.size(); ++i)
      for (std::size_t k : runs_of_[i]) cells_of_[k].push_back(i);
    supported_.assign(cells_.size(), DigitSet());
  }

  // Marks every (cell, digit) some filling uses; false when the budget ran out or `stop`
  // said stop (either way, a candidate no filling was found for may still have one).
  bool run() {
    for (std::size_t i = 0; i < cells_.size(); ++i) {
      const DigitSet todo = cand_[std::size_t(cells_[i])] - supported_[i];
      bool ok = true;
      todo.for_each([&](int d) {
        if (!ok || supported_[i].contains(d)) return;
        forced_ = i;
        forced_digit_ = d;
        search(0);
        ok = nodes_ <= kNodeBudget && !stop_.stopped();  // cut short, "no filling found" proves nothing
      });
      if (!ok) return false;
    }
    return true;
  }

  const std::vector<VarId>& cells() const { return cells_; }
  DigitSet supported(std::size_t i) const { return supported_[i]; }

 private:
  struct RunState {
    DigitSet used;
    int sum = 0;
    int left = 0;
  };

  // The runs (indices into run_ids_) that contain cell i.
  std::vector<std::size_t> runs_of(VarId v) const {
    std::vector<std::size_t> out;
    for (std::size_t k = 0; k < run_ids_.size(); ++k) {
      const auto& vars = p_.run(run_ids_[k]).vars;
      if (std::find(vars.begin(), vars.end(), v) != vars.end()) out.push_back(k);
    }
    return out;
  }

  // Can the run's open cells still reach its sum with distinct digits from their own
  // candidates? Bounds from the smallest and largest digits those cells can still take.
  bool feasible(std::size_t k) const {
    const RunState& s = state_[k];
    const int rest = p_.run(run_ids_[k]).sum - s.sum;
    if (s.left == 0) return rest == 0;
    DigitSet free;
    for (std::size_t i : cells_of_[k])
      if (value_[i] == 0) {
        const DigitSet d = cand_[std::size_t(cells_[i])] - s.used;
        if (d.empty()) return false;
        free |= d;
      }
    if (free.size() < s.left) return false;
    const std::size_t n = std::size_t(s.left);
    return kSumBounds.lo[free.bits()][n] <= rest && rest <= kSumBounds.hi[free.bits()][n];
  }

  bool search(std::size_t i) {
    if (++nodes_ > kNodeBudget || stop_.now()) return false;
    if (i == cells_.size()) {
      for (std::size_t k = 0; k < cells_.size(); ++k) supported_[k].insert(value_[k]);
      return true;
    }
    const VarId v = cells_[i];
    const DigitSet dom = i == forced_ ? DigitSet::single(forced_digit_) : cand_[std::size_t(v)];
    const std::vector<std::size_t>& mine = runs_of_[i];
    bool found = false;
    dom.for_each([&](int d) {
      if (found) return;
      for (std::size_t k : mine)
        if (state_[k].used.contains(d)) return;
      for (std::size_t k : mine) state_[k].used.insert(d), state_[k].sum += d, --state_[k].left;
      bool ok = true;
      value_[i] = d;
      for (std::size_t k : mine) ok = ok && feasible(k);
      if (ok) found = search(i + 1);
      value_[i] = 0;
      for (std::size_t k : mine) state_[k].used.erase(d), state_[k].sum -= d, ++state_[k].left;
    });
    return found;
  }

  const Puzzle& p_;
  const Candidates& cand_;
  Stop& stop_;
  std::vector<VarId> cells_;
  std::vector<RunId> run_ids_;
  std::vector<RunState> state_;
  std::vector<int> value_;
  std::vector<std::vector<std::size_t>> runs_of_;   // per cell index: its runs in the group
  std::vector<std::vector<std::size_t>> cells_of_;  // per run of the group: its cell indices
  std::vector<DigitSet> supported_;
  std::size_t forced_ = 0;
  int forced_digit_ = 0;
  std::uint64_t nodes_ = 0;
};

std::optional<Step> try_group(const Puzzle& p, const Candidates& cand, std::vector<RunId> runs, Stop& stop) {
  if (stop.now()) return std::nullopt;
  int open = 0;
  for (RunId r : runs)
    for (VarId v : p.run(r).vars) open += cand[std::size_t(v)].size() > 1 ? 1 : 0;
  if (open == 0 || open > kMaxOpenCells) return std::nullopt;
  GroupSearch g(p, cand, runs, stop);
  if (!g.run()) return std::nullopt;
  Step s;
  s.technique = Technique::Interplay;
  s.runs = std::move(runs);
  for (std::size_t i = 0; i < g.cells().size(); ++i) {
    const VarId v = g.cells()[i];
    const std::size_t before = s.eliminate.size();
    eliminate_outside(cand, v, g.supported(i), s.eliminate);
    if (s.eliminate.size() != before) s.cells.push_back(v);
  }
  if (s.eliminate.empty()) return std::nullopt;
  normalise(s.eliminate);
  std::sort(s.cells.begin(), s.cells.end());
  return s;
}

// Runs crossing run r (the other-direction runs of its cells).
std::vector<RunId> crossing(const Puzzle& p, RunId r) {
  std::vector<RunId> out;
  for (VarId v : p.run(r).vars) {
    const RunId q = p.run(r).dir == Direction::Across ? p.down_run(v) : p.across_run(v);
    if (q >= 0) out.push_back(q);
  }
  return out;
}

}  // namespace

std::optional<Step> find_interplay_1(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                     Stop& stop) {
  for (RunId r : runs)
    if (auto s = try_group(p, cand, {r}, stop)) return s;
  return std::nullopt;
}

std::optional<Step> find_interplay_2(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                     Stop& stop) {
  for (RunId r : runs)
    for (RunId q : crossing(p, r))
      if (auto s = try_group(p, cand, {std::min(r, q), std::max(r, q)}, stop)) return s;
  return std::nullopt;
}

std::optional<Step> find_interplay_3(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                     Stop& stop) {
  for (RunId r : runs) {
    const std::vector<RunId> cross = crossing(p, r);
    // r with two runs crossing it.
    for (std::size_t i = 0; i < cross.size(); ++i)
      for (std::size_t j = i + 1; j < cross.size(); ++j)
        if (auto s = try_group(p, cand, {r, cross[i], cross[j]}, stop)) return s;
    // r, a run crossing it, and a third run crossing that one.
    for (RunId q : cross)
      for (RunId t : crossing(p, q))
        if (t != r)
          if (auto s = try_group(p, cand, {r, q, t}, stop)) return s;
  }
  return std::nullopt;
}

std::string describe_interplay(const Puzzle& p, const Step& s) {
  if (s.runs.size() == 1)
    return "Interplay: no filling of " + runs_list(p, s.runs) +
           " that keeps its sum and distinct digits uses these candidates: " + effect(p, s) + ".";
  return "Interplay: taking " + runs_list(p, s.runs) +
         " together, no filling that keeps their sums and distinct digits uses these candidates: " +
         effect(p, s) + ".";
}

}  // namespace kakuro::explain::detail
