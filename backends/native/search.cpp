// Search: binary branching (x = d, then x != d once the left branch is refuted), Luby
// restarts, and the nogoods a restart keeps. The branch is a list of positive and negative
// decisions; each negative decision x != d is justified by the refuted subtree under the
// positive decisions before it, so "those positives and x = d" is a nogood (Lecoutre et
// al., "Recording and minimizing nogoods from restarts"). Keeping them makes restarts
// (and every return to the root between solve() calls) lose no work. A restart may also
// rephase: the digits tried first become those of the deepest failure of late (rephase()).
#include <bit>
#include <cassert>
#include <limits>

#include "engine.hpp"

namespace kakuro::detail {
namespace {

// The Luby sequence 1 1 2 1 1 2 4 1 1 2 ..., 1-based.
std::uint64_t luby(std::uint64_t i) {
  for (std::uint64_t k = 1;; ++k) {
    if (i == (1ull << k) - 1) return 1ull << (k - 1);
    if (i < (1ull << k) - 1) return luby(i - (1ull << (k - 1)) + 1);
  }
}

}  // namespace

bool Engine::start() {
  if (started_) return !root_unsat_;
  started_ = true;
  for (int v = 0; v < model_.num_vars(); ++v) {
    if (dom_[std::size_t(v)] == 0) {
      root_unsat_ = true;
      reason_ = "a cell has no candidate digit";
      return false;
    }
    if (fixed(v)) fixed_queue_.push_back(v);
  }
  const int first = config_.runs_at_fixpoint && rule_ == RunRule::GAC ? num_runs_ : 0;
  for (int c = first; c < static_cast<int>(in_queue_.size()); ++c) enqueue(c);
  const bool ok = propagate();
  if (config_.inference == Inference::AC3) rule_ = RunRule::FC;  // arc consistency only once
  if (!ok) {
    root_unsat_ = true;
    reason_ = "propagation at the root leaves a cell without candidates";
  }
  return ok;
}

EngineStatus Engine::solve(Budget& budget) {
  // After a limit, nothing has moved since (block() and the rest return to the root): the
  // search goes on where it stopped, so a call cut into time slices searches as one call.
  if (suspended_) {
    suspended_ = false;
    return search(budget);
  }
  return_to_root();
  if (!start() || root_unsat_) return EngineStatus::NoSolution;
  return search(budget);
}

void Engine::block(const std::vector<Digit>& digits) {
  assert(digits.size() == dom_.size());
  return_to_root();
  if (root_unsat_) return;
  std::vector<Lit> lits = fresh_lits();
  lits.reserve(digits.size());
  for (std::size_t v = 0; v < digits.size(); ++v)
    if (digits[v] >= 1 && digits[v] <= 9)
      lits.push_back({static_cast<int>(v), static_cast<std::uint16_t>(1u << (digits[v] - 1))});
  remember_blocked(digits);
  // The deepest failure so far may be next to the solution now blocked: rephasing to it
  // would lead the search for another solution back there.
  best_phase_.clear();
  best_unfixed_ = std::numeric_limits<int>::max();
  if (!add_nogood(std::move(lits)) || !propagate()) {
    root_unsat_ = true;
    reason_ = "every solution is blocked";
  }
}

EngineStatus Engine::search(Budget& budget) {
  for (;;) {
    if (!propagate()) {
      ++stats_.failures;
      if (rephasing_ && num_unfixed_ < best_unfixed_) {
        best_unfixed_ = num_unfixed_;
        best_phase_ = phase_;
      }
      if (level() == 0) {
        root_unsat_ = true;
        reason_ = "search exhausted";
        return EngineStatus::NoSolution;
      }
      if (regions_pending_ && stats_.failures >= std::uint64_t(config_.region_after_failures) &&
          add_regions())
        continue;
      if (windows_pending_ && failed_per_cell(config_.windows_after_failures_per_cell) && add_windows())
        continue;
      // Last-conflict reasoning (with dom/wdeg; input and MRV stay what they say): the
      // variable whose assignment just failed is branched on first again, so the search
      // climbs to the decision that really conflicts with it instead of thrashing through
      // the levels in between.
      if (config_.var_order == VarOrder::DomWdeg && !branch_.empty() && branch_.back().positive)
        last_conflict_ = branch_.back().var;
      if (!remember_supports_ && failed_per_cell(config_.remember_supports_after_failures_per_cell)) {
        remember_supports_ = true;
        forget_remembered_supports();  // what earlier engines of the thread asked is not this search's
      }
      if (!rephasing_ && config_.best_phase_every > 0 &&
          failed_per_cell(config_.rephase_after_failures_per_cell))
        rephasing_ = true;
      if (!decompose_ && failed_per_cell(config_.decompose_after_failures_per_cell)) decompose_ = true;
      if (!splits_.empty() && !leave_exhausted_components()) {
        root_unsat_ = true;
        reason_ = "search exhausted";
        return EngineStatus::NoSolution;
      }
      refute_last_decision();
      enqueue_joined();
      continue;
    }
    if (restart_due()) {
      restart_with_nogoods();
      if (root_unsat_) return EngineStatus::NoSolution;
      continue;
    }
    if (last_conflict_ >= 0 && fixed(last_conflict_)) last_conflict_ = -1;
    const int v = decompose_ ? next_var_decomposed() : last_conflict_ >= 0 ? last_conflict_ : select_var();
    if (v < 0) {
      at_solution_ = true;
      return EngineStatus::Solved;
    }
    if (!budget.spend_node()) {
      reason_ = budget.reason();
      suspended_ = true;  // at a fixpoint, before a decision: the next solve() resumes here
      return EngineStatus::Limit;
    }
    ++stats_.nodes;
    const auto bit = static_cast<std::uint16_t>(1u << (select_value(v) - 1));
    new_level();
    branch_.push_back({v, bit, true});
    narrow(v, bit, -1);
  }
}

// Undoes the deepest positive decision x = d and asserts x != d one level up.
bool Engine::refute_last_decision() {
  std::size_t p = branch_.size();
  while (p > 0 && !branch_[p - 1].positive) --p;
  assert(p > 0);
  const Decision dec = branch_[p - 1];
  branch_.resize(p - 1);
  backtrack_to(level() - 1);
  branch_.push_back({dec.var, dec.bit, false});
  return narrow(dec.var, static_cast<std::uint16_t>(~dec.bit), -1);
}

// Whether the search has failed `n` times per cell of the part; never when n is 0 (the
// settings that switch a feature on late use 0 for "never").
bool Engine::failed_per_cell(int n) const {
  return n > 0 && stats_.failures >= std::uint64_t(n) * std::uint64_t(model_.num_vars());
}

bool Engine::restart_due() const {
  if (!config_.restarts || level() == 0) return false;
  return stats_.failures - failures_at_restart_ >= std::uint64_t(config_.restart_unit) * luby(luby_index_);
}

void Engine::restart_with_nogoods() {
  return_to_root();
  ++stats_.restarts;
  rephase();
  ++luby_index_;
  failures_at_restart_ = stats_.failures;
}

// Rephasing (EngineConfig::best_phase_every = k): the restarts go in blocks of k. The best
// record (the phases at the failure with the most cells fixed) starts again with each block;
// in every other block, each restart sets the phases to it, so the search goes back to the
// deepest partial assignment it has had rather than its last, which on a large loose puzzle
// has drifted from it. In the blocks between, the phases stay the last digits: a record
// that is a dead end does not hold the search for long (with every block rephasing, a 15x15
// that needs 2,754 nodes without took 1.6 million; docs/benchmarks.md). Only once the search
// has failed about once per cell: a short search has little progress to keep, and a record
// taken early is most often where it is stuck (a random puzzle of 1,447 nodes took millions).
// The restarts count from the first, so which restarts rephase does not depend on when
// rephasing began.
void Engine::rephase() {
  const auto k = std::uint64_t(config_.best_phase_every);
  if (!rephasing_ || best_phase_.empty()) return;
  if ((stats_.restarts / k) % 2 == 0) phase_ = best_phase_;
  if (stats_.restarts % k == 0) best_unfixed_ = std::numeric_limits<int>::max();
}

// Back to level 0, keeping each refuted branch of the current path as a nogood.
void Engine::return_to_root() {
  at_solution_ = false;
  suspended_ = false;
  clear_splits();
  if (level() == 0 && branch_.empty()) return;
  // Each refuted branch: the positive decisions above it and its own negation. They are
  // added at level 0, after the backtrack, in the order of the path.
  positives_.clear();
  std::size_t refuted = 0;
  for (const Decision& d : branch_) refuted += d.positive ? 0 : 1;
  std::vector<std::vector<Lit>>& learnt = learnt_;
  learnt.clear();
  learnt.reserve(refuted);
  for (const Decision& d : branch_) {
    if (d.positive) {
      positives_.push_back({d.var, d.bit});
      continue;
    }
    std::vector<Lit> ng = fresh_lits();
    ng.assign(positives_.begin(), positives_.end());
    ng.push_back({d.var, d.bit});
    learnt.push_back(std::move(ng));
  }
  backtrack_to(0);
  branch_.clear();
  enqueue_joined();
  for (auto& ng : learnt) {
    if (!add_nogood(std::move(ng))) {
      root_unsat_ = true;
      reason_ = "search exhausted";
      return;
    }
  }
}

}  // namespace kakuro::detail
