// Variable and value ordering.
#include <bit>
#include <limits>

#include "engine.hpp"

namespace kakuro::detail {

int Engine::select_var() const {
  const int n = model_.num_vars();
  int best = -1;
  std::uint64_t best_dom = 0, best_w = 1;
  for (int v = 0; v < n; ++v) {
    const std::uint16_t d = dom_[std::size_t(v)];
    if ((d & (d - 1)) == 0) continue;
    if (config_.var_order == VarOrder::Input) return v;
    const auto size = static_cast<std::uint64_t>(std::popcount(d));
    std::uint64_t w = 1;
    if (config_.var_order == VarOrder::DomWdeg) {
      w = 0;
      for (int i = con_start_[std::size_t(v)]; i < con_start_[std::size_t(v) + 1]; ++i)
        w += weight_[std::size_t(con_list_[std::size_t(i)])];
    }
    // size / w < best_dom / best_w, in integers.
    if (best < 0 || size * best_w < best_dom * w) {
      best = v;
      best_dom = size;
      best_w = w;
      if (size == 2 && config_.var_order == VarOrder::MRV) break;  // cannot do better
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
  if (config_.phase_saving && (d & phase_[std::size_t(v)])) return std::countr_zero(phase_[std::size_t(v)]) + 1;
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
