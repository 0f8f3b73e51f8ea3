// Engine state: domains, the trail, the propagation queue, and the limits.
#include "engine.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <iterator>
#include <random>
#include <utility>

#include "kakuro/deadline.hpp"
#include "propagators.hpp"

namespace kakuro::detail {

Budget::Budget(const Limits& limits, const std::atomic<bool>* stop)
    : max_nodes_(limits.max_nodes), stop_(stop) {
  if (!is_time_limit(limits.timeout_s)) return;
  if (const auto deadline = deadline_after(limits.timeout_s, limits.timeout_start())) {
    has_deadline_ = true;
    deadline_ = *deadline;
  }
}

bool Budget::spend_node() {
  ++nodes_;
  if (max_nodes_ != 0 && nodes_ > max_nodes_) {
    reason_ = "node limit reached (" + std::to_string(max_nodes_) + ")";
    return false;
  }
  // Reading the clock costs more than a small node; every 64th node is often enough.
  if ((nodes_ & 63u) == 0) return keep_going();
  if (stop_ && stop_->load(std::memory_order_relaxed)) return keep_going();
  return true;
}

bool Budget::keep_going() {
  if (stop_ && stop_->load(std::memory_order_relaxed)) {
    reason_ = "terminated";
    return false;
  }
  if (has_deadline_ && Clock::now() >= deadline_) {
    reason_ = "time limit reached";
    return false;
  }
  return true;
}

Engine::Engine(Model model, const EngineConfig& config) : model_(std::move(model)), config_(config) {
  init();
}

Engine::Engine(Model model, const EngineConfig& config, Engine&& spare)
    : model_(std::move(model)), config_(config) {
  take_buffers(spare);
  init();
}

namespace {

// `to` becomes an empty vector with the capacity of `from`'s.
template <class T>
void take(std::vector<T>& to, std::vector<T>& from) {
  to = std::move(from);
  to.clear();
}

}  // namespace

// Each buffer of `spare`, emptied: the engine then starts exactly as a new one (init() and
// the rest see empty vectors either way); a buffer not listed here is only allocated anew.
void Engine::take_buffers(Engine& spare) {
  take(con_start_, spare.con_start_);
  take(con_list_, spare.con_list_);
  take(lin_start_, spare.lin_start_);
  take(lin_terms_, spare.lin_terms_);
  take(lin_total_, spare.lin_total_);
  take(dom_, spare.dom_);
  take(trail_, spare.trail_);
  take(level_start_, spare.level_start_);
  take(queue_, spare.queue_);
  take(linear_queue_, spare.linear_queue_);
  take(in_queue_, spare.in_queue_);
  take(fixed_queue_, spare.fixed_queue_);
  take(weight_, spare.weight_);
  take(var_weight_, spare.var_weight_);
  take(rank_, spare.rank_);
  take(unfixed_, spare.unfixed_);
  take(unfixed_pos_, spare.unfixed_pos_);
  take(level_unfixed_, spare.level_unfixed_);
  take(phase_, spare.phase_);
  take(best_phase_, spare.best_phase_);
  take(branch_, spare.branch_);
  take(splits_, spare.splits_);
  take(comp_cells_, spare.comp_cells_);
  take(comp_begin_, spare.comp_begin_);
  take(comp_of_, spare.comp_of_);
  take(var_mark_, spare.var_mark_);
  take(con_mark_, spare.con_mark_);
  take(bfs_, spare.bfs_);
  take(scratch_, spare.scratch_);
  take(scratch_sizes_, spare.scratch_sizes_);
  take(nogoods_, spare.nogoods_);
  watches_ = std::move(spare.watches_);  // each list emptied but kept (release_learnt)
  take(blocked_, spare.blocked_);
  take(index_fill_, spare.index_fill_);
  take(positives_, spare.positives_);
  take(learnt_, spare.learnt_);
  spare_lits_ = std::move(spare.spare_lits_);  // emptied lists, kept as they are
  spare_digits_ = std::move(spare.spare_digits_);
}

namespace {

// Spare lists kept per engine: enough for a tiny puzzle's few nogoods and blocked solutions,
// and only short ones, so that a spare's kept lists stay within a few tens of KB.
constexpr std::size_t kMaxSpareLists = 64;
constexpr std::size_t kMaxSpareListLength = 64;

}  // namespace

std::vector<Engine::Lit> Engine::fresh_lits() {
  if (spare_lits_.empty()) return {};
  std::vector<Lit> lits = std::move(spare_lits_.back());
  spare_lits_.pop_back();
  return lits;
}

void Engine::recycle_lits(std::vector<Lit>&& lits) {
  if (spare_lits_.size() >= kMaxSpareLists || lits.capacity() > kMaxSpareListLength) return;
  lits.clear();
  spare_lits_.push_back(std::move(lits));
}

void Engine::release_learnt() {
  // Only the lists of the nogoods' literals can hold a watch: those are emptied (their
  // buffers stay for the next puzzle), not all nine lists of every cell.
  for (auto& ng : nogoods_) {
    for (const Lit& l : ng) watch_list(l).clear();
    recycle_lits(std::move(ng));
  }
  nogoods_.clear();
  for (auto& b : blocked_)
    if (spare_digits_.size() < kMaxSpareLists && b.capacity() <= kMaxSpareListLength)
      spare_digits_.push_back(std::move(b));
  blocked_.clear();
}

void Engine::init() {
  regions_pending_ = config_.region_terms > 0;
  joined_first_ = joined_settled_level_ = kNoJoin;
  windows_pending_ =
      regions_pending_ && config_.windows_after_failures_per_cell > 0 && config_.window_terms > 0;
  decompose_ = config_.decompose_after_failures_per_cell < 0;
  remember_supports_ = false;
  const auto n = std::size_t(model_.num_vars());
  num_runs_ = static_cast<int>(model_.runs.size());
  dom_ = model_.domains;
  selection_changed();
  phase_.assign(n, 0);
  best_phase_.clear();     // set at the first failure
  watches_.resize(9 * n);  // empty lists: new, or a spare's emptied by release_learnt()
  for (std::size_t v = 0; v < n; ++v) {
    unfixed_.push_back(static_cast<int>(v));
    unfixed_pos_.push_back(static_cast<int>(v));
  }
  num_unfixed_ = static_cast<int>(n);
  rank_ = unfixed_;
  if (config_.seed != 0) std::shuffle(rank_.begin(), rank_.end(), std::mt19937_64(config_.seed));
  for (std::size_t v = 0; v < n; ++v)
    if (kDigitCount[dom_[v]] == 1) remove_unfixed(static_cast<int>(v));
  build_index();
  switch (config_.inference) {
    case Inference::FC:
      rule_ = RunRule::FC;
      break;
    case Inference::AC3:  // arc consistency once at the root; forward checking after
    case Inference::MAC:
      rule_ = RunRule::Bounds;
      break;
    case Inference::GAC:
      rule_ = RunRule::GAC;
      break;
  }
}

// Each variable's constraints, as one flat array (counting sort; no vector per variable),
// in the order of their index: its runs first, then its equations (push_split() relies on it).
void Engine::build_index() {
  const auto n = std::size_t(model_.num_vars());
  const std::size_t num_cons = model_.runs.size() + model_.linears.size();
  auto each = [&](auto&& f) {
    for (std::size_t r = 0; r < model_.runs.size(); ++r)
      for (int v : model_.runs[r].vars) f(v, static_cast<int>(r));
    for (std::size_t l = 0; l < model_.linears.size(); ++l) {
      const int c = num_runs_ + static_cast<int>(l);
      for (int v : model_.linears[l].pos) f(v, c);
      for (int v : model_.linears[l].neg) f(v, c);
    }
  };
  con_start_.assign(n + 1, 0);
  each([&](int v, int) { ++con_start_[std::size_t(v) + 1]; });
  for (std::size_t v = 0; v < n; ++v) con_start_[v + 1] += con_start_[v];
  con_list_.assign(std::size_t(con_start_[n]), 0);
  index_fill_.assign(con_start_.begin(), con_start_.end() - 1);
  each([&](int v, int c) { con_list_[std::size_t(index_fill_[std::size_t(v)]++)] = c; });
  lin_start_.assign(1, 0);
  lin_terms_.clear();
  lin_total_.clear();
  for (const LinearCon& lc : model_.linears) {
    lin_terms_.insert(lin_terms_.end(), lc.pos.begin(), lc.pos.end());
    for (int v : lc.neg) lin_terms_.push_back(~v);
    lin_start_.push_back(static_cast<int>(lin_terms_.size()));
    lin_total_.push_back(lc.constant + 10 * static_cast<int>(lc.neg.size()));  // 10 - x for each -x
  }
  in_queue_.assign(num_cons, 0);
  weight_.resize(num_cons, 1);
  var_weight_.assign(n, 0);
  selection_changed();
  for (std::size_t v = 0; v < n; ++v)
    for (int i = con_start_[v]; i < con_start_[v + 1]; ++i)
      var_weight_[v] += weight_[std::size_t(con_list_[std::size_t(i)])];
}

void Engine::bump_weight(int c) {
  ++weight_[std::size_t(c)];
  const auto bump = [&](const auto& vars) {
    for (int v : vars) {
      ++var_weight_[std::size_t(v)];
      selection_dirty(v);
    }
  };
  if (c < num_runs_) {
    bump(model_.runs[std::size_t(c)].vars);
  } else {
    bump(model_.linears[std::size_t(c - num_runs_)].pos);
    bump(model_.linears[std::size_t(c - num_runs_)].neg);
  }
}

// Moves v behind the unfixed ones; backtracking restores the count, and with it exactly
// the variables fixed since.
void Engine::remove_unfixed(int v) {
  const int i = unfixed_pos_[std::size_t(v)];
  if (i >= num_unfixed_) return;
  const int last = unfixed_[std::size_t(--num_unfixed_)];
  unfixed_[std::size_t(i)] = last;
  unfixed_pos_[std::size_t(last)] = i;
  unfixed_[std::size_t(num_unfixed_)] = v;
  unfixed_pos_[std::size_t(v)] = num_unfixed_;
}

// Region equations join once the search has failed region_after_failures times: puzzles
// solved by propagation alone, or with a few failures, never pay for them. They join where
// the search is (join_linears()).
bool Engine::add_regions() {
  regions_pending_ = false;
  // The propagator's bit vectors hold at most kMaxLinearTerms cells.
  return join_linears(derive_regions(model_, std::min(config_.region_terms, kMaxLinearTerms)));
}

// The windows likewise, once the search has failed windows_after_failures_per_cell times
// per cell (regions.cpp).
bool Engine::add_windows() {
  windows_pending_ = false;
  return join_linears(derive_region_windows(model_, std::min(config_.window_terms, kMaxLinearTerms)));
}

// Adds equations the runs imply, called on a failure. They hold in every solution, so they
// join at the failed node without giving up the search so far: once the search has refuted
// its last decision they are propagated there, and again at each level above it that the
// search goes back to, where they were never worked out (enqueue_joined()), so that every
// node from then on is at the fixpoint of all the constraints. Only inside a decomposed
// search, whose components are fixed for the rest of the path, does the search go back to
// the root first; the return value says so (the caller then propagates there).
bool Engine::join_linears(std::vector<LinearCon> extra) {
  const bool to_root = !splits_.empty() || level() == 0;
  if (to_root) return_to_root();
  const int first = num_runs_ + static_cast<int>(model_.linears.size());
  model_.linears.insert(model_.linears.end(), std::make_move_iterator(extra.begin()),
                        std::make_move_iterator(extra.end()));
  build_index();
  if (to_root) {
    for (int c = first; c < static_cast<int>(in_queue_.size()); ++c) enqueue(c);
  } else {
    joined_first_ = std::min(joined_first_, first);
    joined_settled_level_ = kNoJoin;
  }
  return to_root;
}

// Queues the joined equations when the search is above every level they were propagated
// at since they joined.
void Engine::enqueue_joined() {
  if (joined_first_ == kNoJoin || level() >= joined_settled_level_) return;
  for (int c = joined_first_; c < static_cast<int>(in_queue_.size()); ++c) enqueue(c);
  joined_settled_level_ = level();
  if (level() == 0) joined_first_ = kNoJoin;
}

std::vector<Digit> Engine::solution() const {
  std::vector<Digit> out;
  solution_into(out);
  return out;
}

void Engine::solution_into(std::vector<Digit>& out) const {
  out.assign(dom_.size(), 0);
  for (std::size_t v = 0; v < dom_.size(); ++v)
    if (dom_[v] != 0 && fixed(static_cast<int>(v)))
      out[v] = static_cast<Digit>(std::countr_zero(dom_[v]) + 1);
}

// Keeps only `keep` of v's candidates. Queues v's constraints except `source` (whose
// propagator reaches its own fixpoint). False when v has no candidate left.
bool Engine::narrow(int v, std::uint16_t keep, int source) {
  const std::uint16_t old = dom_[std::size_t(v)];
  const auto now = static_cast<std::uint16_t>(old & keep);
  if (now == old) return true;
  trail_.push_back({v, old});
  dom_[std::size_t(v)] = now;
  if (now == 0) return false;
  const bool became_fixed = (now & (now - 1)) == 0;
  if (became_fixed) {
    fixed_queue_.push_back(v);
    phase_[std::size_t(v)] = now;
    remove_unfixed(v);
  }
  if (became_fixed || rule_ != RunRule::FC) {
    for (int i = con_start_[std::size_t(v)]; i < con_start_[std::size_t(v) + 1]; ++i)
      if (con_list_[std::size_t(i)] != source) enqueue(con_list_[std::size_t(i)]);
  }
  return true;
}

void Engine::enqueue(int c) {
  if (in_queue_[std::size_t(c)]) return;
  in_queue_[std::size_t(c)] = 1;
  (c < num_runs_ ? queue_ : linear_queue_).push_back(c);
}

void Engine::clear_queues() {
  for (std::size_t i = queue_head_; i < queue_.size(); ++i) in_queue_[std::size_t(queue_[i])] = 0;
  queue_.clear();
  queue_head_ = 0;
  for (std::size_t i = linear_head_; i < linear_queue_.size(); ++i)
    in_queue_[std::size_t(linear_queue_[i])] = 0;
  linear_queue_.clear();
  linear_head_ = 0;
  fixed_queue_.clear();
  fixed_head_ = 0;
}

bool Engine::propagate_constraint(int c) {
  ++stats_.propagations;
  if (c >= num_runs_) return propagate_linear(c - num_runs_);
  switch (rule_) {
    case RunRule::FC:
      return propagate_run_fc(c);
    case RunRule::Bounds:
      return propagate_run_bounds(c);
    case RunRule::GAC:
      return propagate_run_gac(c);
  }
  return true;
}

// To a fixpoint; nogood watches first, as they are cheap and can fail early.
bool Engine::propagate() {
  for (;;) {
    if (fixed_head_ < fixed_queue_.size()) {
      if (!on_fixed(fixed_queue_[fixed_head_++])) {
        clear_queues();
        return false;
      }
      continue;
    }
    // The runs first, a region equation only when no run is queued: the runs are cheaper
    // and fail first on most failing nodes, where the equations then cost nothing.
    int c;
    if (queue_head_ < queue_.size())
      c = queue_[queue_head_++];
    else if (linear_head_ < linear_queue_.size())
      c = linear_queue_[linear_head_++];
    else
      break;
    in_queue_[std::size_t(c)] = 0;
    if (!propagate_constraint(c)) {
      bump_weight(c);
      clear_queues();
      return false;
    }
  }
  clear_queues();
  return true;
}

void Engine::new_level() {
  level_start_.push_back(trail_.size());
  level_unfixed_.push_back(num_unfixed_);
}

void Engine::backtrack_to(int lvl) {
  assert(lvl >= 0 && lvl <= level());
  if (lvl == level()) return;
  const std::size_t keep = level_start_[std::size_t(lvl)];
  while (trail_.size() > keep) {
    dom_[std::size_t(trail_.back().var)] = trail_.back().old;
    selection_dirty(trail_.back().var);  // its domain grew back
    trail_.pop_back();
  }
  selection_.trail = std::min(selection_.trail, keep);
  num_unfixed_ = level_unfixed_[std::size_t(lvl)];
  level_start_.resize(std::size_t(lvl));
  level_unfixed_.resize(std::size_t(lvl));
  clear_queues();
}

}  // namespace kakuro::detail
