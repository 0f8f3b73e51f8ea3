// The weaker run propagators, kept for comparison and for files that ask for them:
// forward checking, and arc consistency on the decomposed constraints (all-different as
// pairwise "not equal", the sum by its bounds).
#include <bit>

#include "engine.hpp"

namespace kakuro::detail {
namespace {

struct RunState {
  std::uint16_t used = 0;  // digits of the fixed cells
  int rest = 0;            // the sum still to be made by the free cells
  int free_count = 0;
  bool clash = false;  // two fixed cells share a digit
};

RunState run_state(const RunCon& run, const std::vector<std::uint16_t>& dom) {
  RunState s;
  s.rest = run.sum;
  for (int v : run.vars) {
    const std::uint16_t d = dom[std::size_t(v)];
    if (d & (d - 1)) {
      ++s.free_count;
      continue;
    }
    if (s.used & d) s.clash = true;
    s.used |= d;
    s.rest -= std::countr_zero(d) + 1;
  }
  return s;
}

std::uint16_t digit_bit(int d) { return d >= 1 && d <= 9 ? static_cast<std::uint16_t>(1u << (d - 1)) : 0; }

}  // namespace

// Forward checking: fixed digits leave the other cells; the last free cell gets the rest.
bool Engine::propagate_run_fc(int r) {
  const RunCon& run = model_.runs[std::size_t(r)];
  for (;;) {
    const RunState s = run_state(run, dom_);
    if (s.clash) return false;
    if (s.free_count == 0) return s.rest == 0;
    auto keep = static_cast<std::uint16_t>(~s.used);
    if (s.free_count == 1) keep &= digit_bit(s.rest);
    bool new_fixed = false;
    for (int v : run.vars) {
      if (fixed(v)) continue;
      if (!narrow(v, keep, r)) return false;
      new_fixed |= fixed(v);
    }
    if (!new_fixed) return true;
  }
}

// Arc consistency on the decomposition: "not equal" arcs remove fixed digits; the sum
// keeps in each cell the digits between sum - (max of the others) and sum - (min of the
// others). Repeated until the run is stable.
bool Engine::propagate_run_bounds(int r) {
  const RunCon& run = model_.runs[std::size_t(r)];
  for (;;) {
    const RunState s = run_state(run, dom_);
    if (s.clash) return false;
    int lo_total = 0, hi_total = 0;
    for (int v : run.vars) {
      DigitSet d(dom_[std::size_t(v)]);
      if (!d.is_single()) d -= DigitSet(s.used);
      lo_total += d.min();
      hi_total += d.max();
    }
    if (lo_total > run.sum || hi_total < run.sum) return false;
    bool changed = false;
    for (int v : run.vars) {
      DigitSet d(dom_[std::size_t(v)]);
      if (d.is_single()) continue;
      d -= DigitSet(s.used);
      const int lo = run.sum - (hi_total - d.max()), hi = run.sum - (lo_total - d.min());
      const DigitSet keep = DigitSet::range(lo, hi) - DigitSet(s.used);
      const std::uint16_t before = dom_[std::size_t(v)];
      if (!narrow(v, keep.bits(), r)) return false;
      changed |= dom_[std::size_t(v)] != before;
    }
    if (!changed) return true;
  }
}

}  // namespace kakuro::detail
