// The engine's own search, used only to tell "several solutions" from "needs a deeper
// contradiction" when the techniques are stuck, and to pick contradiction assumptions that
// can succeed. A depth-first search with Luby restarts, dom/wdeg and last-conflict
// branching, each run narrowed exactly (every digit left has a whole assignment of the run);
// it shares nothing with the native or SAT backends.
#include <algorithm>
#include <bit>

#include "engine.hpp"
#include "kakuro/combinations.hpp"

namespace kakuro::explain::detail {

namespace {

// 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... (i from 1)
std::uint64_t luby(std::uint64_t i) {
  for (;;) {
    std::uint64_t k = 1;
    while ((std::uint64_t(1) << k) - 1 < i) ++k;
    if ((std::uint64_t(1) << k) - 1 == i) return std::uint64_t(1) << (k - 1);
    i -= (std::uint64_t(1) << (k - 1)) - 1;
  }
}

class Search {
 public:
  Search(const Puzzle& p, int max, std::uint64_t budget, const Limits& limits)
      : p_(p), max_(max), budget_(budget), limits_(limits) {}

  // Up to `max` solutions of the open cells `scope` (a connected part: the other open cells
  // are untouched). Luby restarts keep the run weights learnt so far (dom/wdeg), so that a
  // loose puzzle does not trap the search deep in a bad subtree; the last try is complete.
  // No one way of branching finds the solutions of every loose puzzle soon: d-way
  // branching (each digit of a cell in turn) first, then two-way (a digit, else not that
  // digit, propagated), each with the budget. False when both ran out or a limit stopped it.
  bool run(const Candidates& cand, std::vector<VarId> scope, int max) {
    max_ = max;
    scope_ = std::move(scope);
    if (weight_.empty()) weight_.assign(std::size_t(p_.num_runs()), 0);
    for (bool two_way : {false, true}) {
      two_way_ = two_way;
      solutions.clear();
      nodes_ = 0;
      stopped_ = false;
      last_conflict_ = -1;
      for (std::uint64_t i = 1;; ++i) {
        const bool last = nodes_ >= budget_ / 2;
        cutoff_ = last ? budget_ : nodes_ + 128 * luby(i);
        restart_ = false;
        dfs(cand, {});
        if (!restart_ || stopped_) break;
        if (static_cast<int>(solutions.size()) >= max_) break;
      }
      if (!stopped_ || limits_.reached()) break;
    }
    return !stopped_;
  }
  // Narrows every run once from scratch; false when the candidates hold no solution.
  bool settle(Candidates& cand) {
    if (weight_.empty()) weight_.assign(std::size_t(p_.num_runs()), 0);
    std::vector<RunId> all(std::size_t(p_.num_runs()));
    for (RunId r = 0; r < p_.num_runs(); ++r) all[std::size_t(r)] = r;
    return propagate(cand, std::move(all));
  }
  std::vector<std::vector<Digit>> solutions;

 private:
  // Each cell keeps exactly the digits some whole assignment of the run gives it: distinct
  // digits adding up to the sum (sum and distinctness reasoned about together). A run is
  // looked at again when one of its cells changed.
  bool propagate(Candidates& cand, std::vector<RunId> queue) {
    std::vector<char> queued(std::size_t(p_.num_runs()), 0);
    for (RunId r : queue) queued[std::size_t(r)] = 1;
    while (!queue.empty()) {
      const RunId r = queue.back();
      queue.pop_back();
      queued[std::size_t(r)] = 0;
      if (!narrow_run(cand, r)) return fail(r);
      for (VarId v : changed_) {
        for (RunId q : {p_.across_run(v), p_.down_run(v)})
          if (q >= 0 && q != r && !queued[std::size_t(q)]) queued[std::size_t(q)] = 1, queue.push_back(q);
      }
    }
    return true;
  }

  // Sets of digits as 512-bit sets (bit m: the digits of mask m).
  struct MaskSet {
    std::uint64_t w[8] = {};
    void add(unsigned m) { w[m >> 6] |= std::uint64_t(1) << (m & 63); }
    bool has(unsigned m) const { return (w[m >> 6] >> (m & 63)) & 1u; }
    template <class F>
    void for_each(F&& f) const {
      for (unsigned t = 0; t < 8; ++t)
        for (std::uint64_t b = w[t]; b; b &= b - 1) f(t * 64 + unsigned(std::countr_zero(b)));
    }
  };

  // The open cells' digit sets that complete the run, backwards from the run's
  // combinations; then forwards from the empty set, a digit of a cell stays when adding it
  // to a reachable set leads to one that can still complete. changed_ lists the cells
  // narrowed; false when the run has no assignment left.
  bool narrow_run(Candidates& cand, RunId r) {
    changed_.clear();
    const Run& run = p_.run(r);
    std::uint16_t placed = 0, all = 0;
    open_.clear();
    for (VarId v : run.vars) {
      const DigitSet d = cand[std::size_t(v)];
      if (d.empty()) return false;
      if (d.is_single()) {
        if (placed & d.bits()) return false;
        placed |= d.bits();
      } else {
        open_.push_back(v);
        all |= d.bits();
      }
    }
    const std::size_t k = open_.size();
    back_.assign(k + 1, MaskSet{});
    for (std::uint16_t c : combinations(static_cast<int>(run.vars.size()), run.sum))
      if ((c & placed) == placed && ((c & ~placed) & ~all) == 0) back_[k].add(unsigned(c & ~placed));
    for (std::size_t i = k; i > 0; --i) {
      const std::uint16_t dom = cand[std::size_t(open_[i - 1])].bits();
      back_[i].for_each([&](unsigned m) {
        for (std::uint16_t b = std::uint16_t(m & dom); b; b &= std::uint16_t(b - 1))
          back_[i - 1].add(m & ~unsigned(b & -b));
      });
    }
    if (!back_[0].has(0)) return false;
    MaskSet reach;
    reach.add(0);
    for (std::size_t i = 0; i < k; ++i) {
      const std::uint16_t dom = cand[std::size_t(open_[i])].bits();
      std::uint16_t support = 0;
      MaskSet next;
      reach.for_each([&](unsigned m) {
        for (std::uint16_t b = std::uint16_t(dom & ~m); b; b &= std::uint16_t(b - 1)) {
          const unsigned to = m | unsigned(b & -b);
          if (back_[i + 1].has(to)) support |= std::uint16_t(b & -b), next.add(to);
        }
      });
      if (support != dom) {
        cand[std::size_t(open_[i])] = DigitSet(support);
        changed_.push_back(open_[i]);
      }
      reach = next;
    }
    return true;
  }

  bool fail(RunId r) {
    ++weight_[std::size_t(r)];
    return false;
  }

  // Two-way branching: a cell takes its smallest digit (a child search), and when that
  // fails the digit is removed here and the search goes on from this node, so what the
  // refutation implies is propagated before the next choice. d-way: each digit in turn.
  void dfs(Candidates cand, std::vector<RunId> queue) {
    for (;;) {
      if (stopped_ || restart_ || static_cast<int>(solutions.size()) >= max_) return;
      if (++nodes_ > budget_ || ((nodes_ & 255) == 0 && limits_.reached())) {
        stopped_ = true;
        return;
      }
      if (nodes_ > cutoff_) {
        restart_ = true;
        return;
      }
      if (!propagate(cand, std::move(queue))) {
        last_conflict_ = branched_;
        return;
      }
      // Last conflict: the cell whose choice just failed is chosen again until it holds,
      // so the search backs up to the choice that really conflicts with it. Otherwise the
      // smallest domain over the failures its runs caused (dom/wdeg).
      VarId best = -1;
      if (last_conflict_ >= 0 && cand[std::size_t(last_conflict_)].size() > 1)
        best = last_conflict_;
      else
        last_conflict_ = -1;
      double best_score = 0;
      for (VarId v : scope_) {
        if (best >= 0 && best == last_conflict_) break;
        const int n = cand[std::size_t(v)].size();
        if (n <= 1) continue;
        const double w = 1.0 + double(weight_[std::size_t(p_.across_run(v))]) +
                         double(weight_[std::size_t(p_.down_run(v))]);
        const double score = n / w;
        if (best < 0 || score < best_score) best = v, best_score = score;
      }
      if (best < 0) {
        std::vector<Digit> s(cand.size());
        for (std::size_t v = 0; v < cand.size(); ++v) s[v] = static_cast<Digit>(cand[v].min());  // 0 = open
        // A restart may reach a solution found before: count each once.
        if (std::find(solutions.begin(), solutions.end(), s) == solutions.end())
          solutions.push_back(std::move(s));
        return;
      }
      const int d = cand[std::size_t(best)].min();
      std::vector<RunId> runs;
      for (RunId r : {p_.across_run(best), p_.down_run(best)})
        if (r >= 0) runs.push_back(r);
      if (!two_way_) {
        cand[std::size_t(best)].for_each([&](int e) {
          Candidates c = cand;
          c[std::size_t(best)] = DigitSet::single(e);
          branched_ = best;
          dfs(std::move(c), runs);
        });
        return;
      }
      Candidates c = cand;
      c[std::size_t(best)] = DigitSet::single(d);
      branched_ = best;
      dfs(std::move(c), runs);
      cand[std::size_t(best)].erase(d);
      branched_ = best;
      queue = std::move(runs);
    }
  }

  const Puzzle& p_;
  int max_;
  std::uint64_t budget_;
  const Limits& limits_;
  std::vector<VarId> scope_;
  VarId last_conflict_ = -1, branched_ = -1;
  std::uint64_t nodes_ = 0, cutoff_ = 0;
  bool stopped_ = false, restart_ = false, two_way_ = false;
  std::vector<std::uint64_t> weight_;  // per run: failures it caused
  std::vector<VarId> open_, changed_;  // narrow_run's scratch
  std::vector<MaskSet> back_;
};

}  // namespace

// The open cells fall into parts that share no run; the search runs on each part alone
// (solving one part never waits on a choice in another) and the solutions combine: the
// first of every part, and one part's second in place of its first.
std::optional<std::vector<std::vector<Digit>>> find_solutions(const Puzzle& p, const Candidates& cand,
                                                              int max, std::uint64_t node_budget,
                                                              const Limits& limits) {
  Search s(p, max, node_budget, limits);
  Candidates root = cand;
  std::vector<std::vector<Digit>> none;
  if (!s.settle(root)) return none;
  std::vector<int> part(std::size_t(p.num_vars()), -1);
  std::vector<std::vector<VarId>> parts;
  for (VarId v = 0; v < p.num_vars(); ++v) {
    if (root[std::size_t(v)].size() <= 1 || part[std::size_t(v)] >= 0) continue;
    std::vector<VarId> members{v}, todo{v};
    part[std::size_t(v)] = static_cast<int>(parts.size());
    while (!todo.empty()) {
      const VarId u = todo.back();
      todo.pop_back();
      for (RunId r : {p.across_run(u), p.down_run(u)})
        for (VarId w : p.run(r).vars)
          if (root[std::size_t(w)].size() > 1 && part[std::size_t(w)] < 0) {
            part[std::size_t(w)] = part[std::size_t(v)];
            members.push_back(w);
            todo.push_back(w);
          }
    }
    parts.push_back(std::move(members));
  }
  std::vector<Digit> first(root.size());
  for (std::size_t v = 0; v < root.size(); ++v) first[v] = static_cast<Digit>(root[v].min());
  std::optional<std::vector<Digit>> second;
  // Small parts first: once one part has two solutions, the others need only one each.
  std::stable_sort(parts.begin(), parts.end(),
                   [](const auto& a, const auto& b) { return a.size() < b.size(); });
  for (const auto& members : parts) {
    if (!s.run(root, members, second ? 1 : max)) return std::nullopt;
    if (s.solutions.empty()) return none;
    for (VarId v : members) first[std::size_t(v)] = s.solutions[0][std::size_t(v)];
    if (s.solutions.size() >= 2 && !second) {
      second = std::vector<Digit>(root.size(), 0);
      for (VarId v : members) (*second)[std::size_t(v)] = s.solutions[1][std::size_t(v)];
    }
  }
  std::vector<std::vector<Digit>> out{first};
  if (second && max >= 2) {
    std::vector<Digit> other = first;
    for (std::size_t v = 0; v < other.size(); ++v)
      if ((*second)[v] != 0) other[v] = (*second)[v];
    out.push_back(std::move(other));
  }
  return out;
}

}  // namespace kakuro::explain::detail
