#include "run_search.hpp"

#include <algorithm>

namespace kakuro::test {

RunSearch::RunSearch(const Puzzle& p, std::vector<RunId> runs) {
  std::sort(runs.begin(), runs.end());
  runs.erase(std::unique(runs.begin(), runs.end()), runs.end());
  for (RunId r : runs) vars_.insert(vars_.end(), p.run(r).vars.begin(), p.run(r).vars.end());
  std::sort(vars_.begin(), vars_.end());
  vars_.erase(std::unique(vars_.begin(), vars_.end()), vars_.end());
  runs_of_.resize(vars_.size());
  for (RunId r : runs) {
    LocalRun lr;
    lr.sum = p.run(r).sum;
    for (VarId v : p.run(r).vars) {
      const int l = local(v);
      lr.cells.push_back(l);
      runs_of_[std::size_t(l)].push_back(static_cast<int>(runs_.size()));
    }
    runs_.push_back(std::move(lr));
  }
}

bool RunSearch::exists(const explain::Candidates& cand, VarId fixed, Digit digit, std::uint64_t max_nodes,
                       std::vector<explain::CellDigit>* witness) {
  const std::size_t n = vars_.size();
  dom_.assign(n, DigitSet());
  value_.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) dom_[i] = cand[std::size_t(vars_[i])];
  if (covers(fixed)) dom_[std::size_t(local(fixed))] &= DigitSet::single(digit);
  assigned_sum_.assign(runs_.size(), 0);
  open_.resize(runs_.size());
  for (std::size_t r = 0; r < runs_.size(); ++r) open_[r] = static_cast<int>(runs_[r].cells.size());
  trail_.clear();
  nodes_ = 0;
  max_nodes_ = max_nodes;
  for (const DigitSet& d : dom_)
    if (d.empty()) return false;
  for (std::size_t r = 0; r < runs_.size(); ++r)
    if (!run_ok(r)) return false;
  if (!search()) return false;
  if (witness) {
    witness->clear();
    for (std::size_t i = 0; i < n; ++i) witness->push_back({vars_[i], value_[i]});
  }
  return true;
}

// Local index of a cell, -1 when it is in no named run.
int RunSearch::local(VarId v) const {
  const auto it = std::lower_bound(vars_.begin(), vars_.end(), v);
  return it != vars_.end() && *it == v ? static_cast<int>(it - vars_.begin()) : -1;
}

bool RunSearch::search() {
  int best = -1, best_size = 10;
  for (std::size_t i = 0; i < vars_.size(); ++i) {
    if (value_[i] != 0) continue;
    const int s = dom_[i].size();
    if (s < best_size) {
      best = static_cast<int>(i);
      best_size = s;
      if (s <= 1) break;
    }
  }
  if (best < 0) return true;  // every cell has a digit; each run was checked complete
  const DigitSet choices = dom_[std::size_t(best)];
  for (int d = 1; d <= 9; ++d) {
    if (!choices.contains(d)) continue;
    if (++nodes_ > max_nodes_) throw TooLarge{};
    const std::size_t mark = trail_.size();
    if (assign(best, d) && search()) return true;
    unassign(best, d, mark);
  }
  return false;
}

// Gives cell `i` digit `d`: removes d from the other open cells of its runs and checks the
// bounds of every run whose cells changed. False on a dead end (undo with unassign).
bool RunSearch::assign(int i, int d) {
  value_[std::size_t(i)] = static_cast<Digit>(d);
  for (int r : runs_of_[std::size_t(i)]) {
    assigned_sum_[std::size_t(r)] += d;
    --open_[std::size_t(r)];
  }
  touched_.clear();
  for (int r : runs_of_[std::size_t(i)]) {
    touched_.push_back(r);
    for (int j : runs_[std::size_t(r)].cells) {
      if (value_[std::size_t(j)] != 0 || !dom_[std::size_t(j)].contains(d)) continue;
      trail_.emplace_back(j, dom_[std::size_t(j)]);
      dom_[std::size_t(j)].erase(d);
      if (dom_[std::size_t(j)].empty()) return false;
      for (int r2 : runs_of_[std::size_t(j)]) touched_.push_back(r2);
    }
  }
  for (int r : touched_)
    if (!run_ok(std::size_t(r))) return false;
  return true;
}

void RunSearch::unassign(int i, int d, std::size_t mark) {
  while (trail_.size() > mark) {
    dom_[std::size_t(trail_.back().first)] = trail_.back().second;
    trail_.pop_back();
  }
  for (int r : runs_of_[std::size_t(i)]) {
    assigned_sum_[std::size_t(r)] -= d;
    ++open_[std::size_t(r)];
  }
  value_[std::size_t(i)] = 0;
}

// The open cells of run r can still add up to what is left: with k open cells and A the
// union of their domains (assigned digits are already out of them), the k smallest digits
// of A are not too much and the k largest not too little; one open cell must hold the rest.
bool RunSearch::run_ok(std::size_t r) const {
  const LocalRun& lr = runs_[r];
  const int k = open_[r];
  const int rest = lr.sum - assigned_sum_[r];
  if (k == 0) return rest == 0;
  DigitSet a;
  for (int j : lr.cells)
    if (value_[std::size_t(j)] == 0) a |= dom_[std::size_t(j)];
  if (k == 1) return a.contains(rest);
  if (a.size() < k) return false;
  int lo = 0, hi = 0;
  for (int d = 1, taken = 0; d <= 9 && taken < k; ++d)
    if (a.contains(d)) lo += d, ++taken;
  for (int d = 9, taken = 0; d >= 1 && taken < k; --d)
    if (a.contains(d)) hi += d, ++taken;
  return lo <= rest && rest <= hi;
}

}  // namespace kakuro::test
