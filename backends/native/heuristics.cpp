// Variable and value ordering.
#include <algorithm>
#include <bit>
#include <limits>

#include "engine.hpp"

namespace kakuro::detail {

// Input: the first unfixed cell. MRV: fewest candidates. dom/wdeg: fewest candidates per
// unit of failure weight on the cell's constraints. Ties go to the first cell (in a
// random order when a seed is given).
int Engine::select_var() const {
  return select_var_among(unfixed_.data(), unfixed_.data() + num_unfixed_, -1);
}

// Whether a comes before b: the smaller size / weight (compared in integers), then rank.
// Ranks differ, so the order is total and the best cell of a set is one cell.
bool Engine::before(const Ranked& a, const Ranked& b) {
  const std::uint64_t lhs = a.size * b.weight, rhs = b.size * a.weight;
  return lhs < rhs || (lhs == rhs && a.rank < b.rank);
}

// The same among the open cells of [first, last): every open cell when `comp` is -1, else
// those of component `comp` (comp_of_). A full scan keeps its kSelectionKept best cells.
// Until the components change (selection_changed()), a cell's key changes only when its
// candidates do (it is on the trail above the lowest point since the scan, or a backtrack
// restored it) or its weight grows on a failure: those cells are listed (selection_dirty()).
// The best is then the best of those and of the kept cells not among them, so long as one
// such kept cell remains (every cell the scan did not keep comes after it, and its key is
// as it was). The same cell as a full scan, for a look at tens of cells instead of
// thousands on a large puzzle, where the scan was a third of the search's time; looking
// again after a backtrack too (rather than scanning) took a loose 100x100 from 2.87 to
// 2.63 s for 300,000 nodes.
int Engine::select_var_among(const int* first, const int* last, int comp) const {
  const auto ranked = [&](int v) {
    const std::uint64_t w = config_.var_order == VarOrder::DomWdeg ? var_weight_[std::size_t(v)] : 1;
    return Ranked{v, rank_[std::size_t(v)], kDigitCount[dom_[std::size_t(v)]], w};
  };
  if (config_.var_order == VarOrder::Input) {
    int best = -1;
    for (const int* it = first; it != last; ++it)
      if (!fixed(*it) && (best < 0 || *it < best)) best = *it;
    return best;
  }
  SelectionCache& c = selection_;
  if (config_.keep_selection && c.gen == selection_gen_ && c.comp == comp &&
      2 * (trail_.size() - c.trail + selection_touched_.size()) <= std::size_t(last - first)) {
    if (seen_mark_.size() != dom_.size()) seen_mark_.assign(dom_.size(), 0);
    if (++seen_epoch_ == 0) {
      std::fill(seen_mark_.begin(), seen_mark_.end(), 0);
      seen_epoch_ = 1;
    }
    Ranked best{-1, 0, 0, 1};
    const auto consider = [&](int v) {
      const Ranked r = ranked(v);
      if (best.var < 0 || before(r, best)) best = r;
    };
    const auto changed = [&](int v) {
      if (seen_mark_[std::size_t(v)] == seen_epoch_) return;
      seen_mark_[std::size_t(v)] = seen_epoch_;
      if (!fixed(v) && (comp < 0 || comp_of_[std::size_t(v)] == comp)) consider(v);
    };
    for (std::size_t t = c.trail; t < trail_.size(); ++t)
      changed(trail_[t].var);  // the cells changed since the scan
    for (const int v : selection_touched_) changed(v);
    bool kept_unchanged = false;  // open (a cell fixed since was changed)
    for (int k = 0; k < c.count; ++k) {
      const int v = c.best[std::size_t(k)].var;
      if (seen_mark_[std::size_t(v)] == seen_epoch_) continue;
      kept_unchanged = true;
      consider(v);
    }
    if (kept_unchanged) return best.var;
  }
  // The full scan.
  c.gen = selection_gen_;
  c.comp = comp;
  c.trail = trail_.size();
  c.count = 0;
  selection_touched_.clear();
  for (const int* it = first; it != last; ++it) {
    if (fixed(*it)) continue;
    const Ranked r = ranked(*it);
    if (c.count == kSelectionKept && !before(r, c.best[kSelectionKept - 1])) continue;
    int k = c.count < kSelectionKept ? c.count++ : kSelectionKept - 1;  // the worst kept one goes
    for (; k > 0 && before(r, c.best[std::size_t(k - 1)]); --k)
      c.best[std::size_t(k)] = c.best[std::size_t(k - 1)];
    c.best[std::size_t(k)] = r;
  }
  return c.count > 0 ? c.best[0].var : -1;
}

// Min: the smallest digit. LCV: the digit the fewest free cells sharing a run with v
// still have as a candidate (it takes the least away from them).
int Engine::select_value(int v) const {
  const std::uint16_t d = dom_[std::size_t(v)];
  // Phase saving: the digit the cell had when it was last fixed, if still possible. After a
  // restart this rebuilds most of the previous partial assignment and repairs only where
  // it conflicted, which finds solutions of loose puzzles far sooner.
  if (config_.phase_saving && (d & phase_[std::size_t(v)]))
    return std::countr_zero(phase_[std::size_t(v)]) + 1;
  if (config_.val_order == ValOrder::Min) return std::countr_zero(d) + 1;
  int best = 0, best_count = std::numeric_limits<int>::max();
  for (std::uint16_t b = d; b; b &= static_cast<std::uint16_t>(b - 1)) {
    const std::uint16_t bit = static_cast<std::uint16_t>(b & -b);
    int count = 0;
    for (int i = con_start_[std::size_t(v)]; i < con_start_[std::size_t(v) + 1]; ++i) {
      const int c = con_list_[std::size_t(i)];
      if (c >= num_runs_) continue;
      for (int w : model_.runs[std::size_t(c)].vars)
        if (w != v && !fixed(w) && (dom_[std::size_t(w)] & bit)) ++count;
    }
    if (count < best_count) {
      best_count = count;
      best = std::countr_zero(bit) + 1;
    }
  }
  return best;
}

}  // namespace kakuro::detail
