// Variable and value ordering.
#include <bit>
#include <limits>

#include "engine.hpp"

namespace kakuro::detail {

// Input: the first unfixed cell. MRV: fewest candidates. dom/wdeg: fewest candidates per
// unit of failure weight on the cell's constraints. Ties go to the first cell (in a
// random order when a seed is given).
int Engine::select_var() const { return select_var_among(unfixed_.data(), unfixed_.data() + num_unfixed_); }

// The same among the cells in [first, last) (fixed ones skipped).
int Engine::select_var_among(const int* first, const int* last) const {
  int best = -1, best_rank = 0;
  std::uint64_t best_dom = 0, best_w = 1;
  for (const int* it = first; it != last; ++it) {
    const int v = *it;
    if (fixed(v)) continue;
    if (config_.var_order == VarOrder::Input) {
      if (best < 0 || v < best) best = v;
      continue;
    }
    const int rank = rank_[std::size_t(v)];
    const std::uint64_t size = kDigitCount[dom_[std::size_t(v)]];
    const std::uint64_t w = config_.var_order == VarOrder::DomWdeg ? var_weight_[std::size_t(v)] : 1;
    // size / w < best_dom / best_w, in integers.
    const std::uint64_t lhs = size * best_w, rhs = best_dom * w;
    if (best < 0 || lhs < rhs || (lhs == rhs && rank < best_rank)) {
      best = v;
      best_rank = rank;
      best_dom = size;
      best_w = w;
    }
  }
  return best;
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
