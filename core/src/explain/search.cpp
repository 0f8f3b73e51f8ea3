// The engine's own search, used only to tell "several solutions" from "needs a deeper
// contradiction" when the techniques are stuck, and to pick contradiction assumptions that
// can succeed. A depth-first search with restarts and dom/wdeg, the run digit sets and sum bounds as
// propagation; it shares
// nothing with the native or SAT backends.
#include <algorithm>

#include "engine.hpp"

namespace kakuro::explain::detail {

namespace {

class Search {
 public:
  Search(const Puzzle& p, int max, std::uint64_t budget, const Limits& limits)
      : p_(p), max_(max), budget_(budget), limits_(limits) {}

  // Up to max_ solutions of the open cells `scope` (a connected part: the other open cells
  // are untouched). Restarts with growing cutoffs keep the run weights learnt so far
  // (dom/wdeg), so that a loose puzzle does not trap the search deep in a bad subtree; the
  // last try is complete. False when the budget or a limit stopped it.
  bool run(const Candidates& cand, std::vector<VarId> scope) {
    scope_ = std::move(scope);
    solutions.clear();
    if (weight_.empty()) weight_.assign(std::size_t(p_.num_runs()), 0);
    for (std::uint64_t cutoff = 64;; cutoff *= 2) {
      const bool last = cutoff >= budget_ / 4;
      cutoff_ = last ? budget_ : nodes_ + cutoff;
      restart_ = false;
      dfs(cand, {});
      if (!restart_ || stopped_) break;
      if (static_cast<int>(solutions.size()) >= max_) break;
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
  // Each run keeps the digits of its fitting sets, minus digits placed elsewhere in it; a
  // run is looked at again when one of its cells changed.
  bool propagate(Candidates& cand, std::vector<RunId> queue) {
    std::vector<char> queued(std::size_t(p_.num_runs()), 0);
    for (RunId r : queue) queued[std::size_t(r)] = 1;
    while (!queue.empty()) {
      const RunId r = queue.back();
      queue.pop_back();
      queued[std::size_t(r)] = 0;
      DigitSet keep, placed;
      for (DigitSet c : fitting_sets(p_, cand, r)) keep |= c;
      if (keep.empty()) return fail(r);
      for (VarId v : p_.run(r).vars)
        if (cand[std::size_t(v)].is_single()) {
          if (placed.contains(cand[std::size_t(v)].min())) return fail(r);
          placed |= cand[std::size_t(v)];
        }
      // Bounds: each open cell takes what the sum leaves after the others' extremes.
      int lo_all = 0, hi_all = 0;
      for (VarId v : p_.run(r).vars)
        lo_all += cand[std::size_t(v)].min(), hi_all += cand[std::size_t(v)].max();
      const int sum = p_.run(r).sum;
      if (lo_all > sum || hi_all < sum) return fail(r);
      for (VarId v : p_.run(r).vars) {
        DigitSet& d = cand[std::size_t(v)];
        const DigitSet range = DigitSet::range(sum - (hi_all - d.max()), sum - (lo_all - d.min()));
        const DigitSet nd = (d.is_single() ? d & keep : (d & keep) - placed) & range;
        if (nd.empty()) return fail(r);
        if (nd == d) continue;
        d = nd;
        for (RunId q : {p_.across_run(v), p_.down_run(v)})
          if (q >= 0 && !queued[std::size_t(q)]) queued[std::size_t(q)] = 1, queue.push_back(q);
      }
    }
    return true;
  }

  bool fail(RunId r) {
    ++weight_[std::size_t(r)];
    return false;
  }

  void dfs(Candidates cand, std::vector<RunId> queue) {
    if (stopped_ || restart_ || static_cast<int>(solutions.size()) >= max_) return;
    if (++nodes_ > budget_ || ((nodes_ & 255) == 0 && limits_.reached())) {
      stopped_ = true;
      return;
    }
    if (nodes_ > cutoff_) {
      restart_ = true;
      return;
    }
    if (!propagate(cand, std::move(queue))) return;
    // Smallest domain over the failures its runs caused (dom/wdeg).
    VarId best = -1;
    double best_score = 0;
    for (VarId v : scope_) {
      const int n = cand[std::size_t(v)].size();
      if (n <= 1) continue;
      const double w =
          1.0 + double(weight_[std::size_t(p_.across_run(v))]) + double(weight_[std::size_t(p_.down_run(v))]);
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
    cand[std::size_t(best)].for_each([&](int d) {
      Candidates c = cand;
      c[std::size_t(best)] = DigitSet::single(d);
      std::vector<RunId> q;
      for (RunId r : {p_.across_run(best), p_.down_run(best)})
        if (r >= 0) q.push_back(r);
      dfs(std::move(c), std::move(q));
    });
  }

  const Puzzle& p_;
  int max_;
  std::uint64_t budget_;
  const Limits& limits_;
  std::vector<VarId> scope_;
  std::uint64_t nodes_ = 0, cutoff_ = 0;
  bool stopped_ = false, restart_ = false;
  std::vector<std::uint64_t> weight_;  // per run: failures it caused
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
  for (const auto& members : parts) {
    if (!s.run(root, members)) return std::nullopt;
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
