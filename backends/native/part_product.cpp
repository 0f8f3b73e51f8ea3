#include "part_product.hpp"

#include <algorithm>
#include <cstddef>
#include <utility>

#include "engine_pool.hpp"

namespace kakuro::detail {
PartProduct::PartProduct(std::vector<std::unique_ptr<Engine>> parts, int num_vars)
    : parts_(std::move(parts)), num_vars_(num_vars) {
  if (parts_.size() < 2) return;  // next_single() keeps none of the lists below
  found_.resize(parts_.size());
  blocked_inside_.assign(parts_.size(), 0);
  exhausted_.assign(parts_.size(), false);
}

PartProduct::~PartProduct() {
  for (auto& e : parts_) recycle_engine(std::move(e));
  recycle_part_list(std::move(parts_));
}

SolveResult PartProduct::next(Budget& budget) {
  SolveResult res;
  if (parts_.empty()) {  // no white cell: the empty assignment is the one solution
    Solution empty{std::vector<Digit>(std::size_t(num_vars_), 0)};
    if (blocked(empty)) return failed(SolveStatus::NoSolution, "every solution is blocked");
    res.status = SolveStatus::Solved;
    res.solution = std::move(empty);
    return res;
  }
  if (parts_.size() == 1) return next_single(budget);
  // The queued combinations move on once returned; one returned but not blocked is still
  // the next answer (without this, solve() calls with no block() between them used up the
  // combinations and then answered "no solution").
  if (!last_.digits.empty() && !blocked(last_)) {
    res.status = SolveStatus::Solved;
    res.solution = last_;
    return res;
  }
  if (!started_ && !first_solutions(budget, res)) return res;
  started_ = true;
  std::vector<std::size_t> pick;
  for (;;) {
    while (combinations_.next(pick)) {
      Solution s = assemble(pick);
      if (blocked(s)) continue;
      res.status = SolveStatus::Solved;
      res.solution = s;
      last_ = std::move(s);
      return res;
    }
    const int p = part_to_extend();
    if (p < 0) return failed(SolveStatus::NoSolution, "every solution is blocked");
    if (find_more(p, budget) == EngineStatus::Limit) return failed(SolveStatus::Limit, budget.reason());
  }
}

// A puzzle of one part (most are): its engine's solutions are the whole solutions; no
// combinations to queue, no keys of blocked solutions to make and look up.
SolveResult PartProduct::next_single(Budget& budget) {
  SolveResult res;
  if (!last_.digits.empty() && !last_blocked_) {
    res.status = SolveStatus::Solved;
    res.solution = last_;
    return res;
  }
  Engine& e = *parts_.front();
  if (!e.start()) return failed(SolveStatus::NoSolution, e.reason());
  const EngineStatus st = e.solve(budget);
  if (st == EngineStatus::Limit) return failed(SolveStatus::Limit, budget.reason());
  if (st == EngineStatus::NoSolution)  // worded as the product of several parts words it
    return failed(SolveStatus::NoSolution,
                  !last_.digits.empty() || any_blocked_ ? "every solution is blocked" : e.reason());
  const auto& global = e.model().global;
  if (global.size() == std::size_t(num_vars_)) {  // every variable, in order: local is global
    e.solution_into(last_.digits);
  } else {
    e.solution_into(local_);
    last_.digits.assign(std::size_t(num_vars_), 0);
    for (std::size_t i = 0; i < global.size(); ++i) last_.digits[std::size_t(global[i])] = local_[i];
  }
  last_blocked_ = false;
  res.status = SolveStatus::Solved;
  res.solution = last_;
  return res;
}

// Every part's root propagation first (a part refuted there spares searching the others),
// then one solution per part. False, with `res` set, when that fails or hits a limit.
bool PartProduct::first_solutions(Budget& budget, SolveResult& res) {
  for (int p = 0; p < parts(); ++p) {
    if (parts_[std::size_t(p)]->start()) continue;
    res = failed(SolveStatus::NoSolution, part_reason(p));
    return false;
  }
  for (int p = 0; p < parts(); ++p) {
    if (!found_[std::size_t(p)].empty()) continue;
    const EngineStatus st = find_more(p, budget);
    if (st == EngineStatus::Solved) continue;
    res = st == EngineStatus::Limit ? failed(SolveStatus::Limit, budget.reason())
                                    : failed(SolveStatus::NoSolution, part_reason(p));
    return false;
  }
  return true;
}

SolveResult PartProduct::failed(SolveStatus status, std::string reason) {
  SolveResult res;
  res.status = status;
  res.reason = std::move(reason);
  return res;
}

// Asks part p for a solution other than those it found already.
EngineStatus PartProduct::find_more(int p, Budget& budget) {
  Engine& e = *parts_[std::size_t(p)];
  auto& found = found_[std::size_t(p)];
  for (std::size_t& k = blocked_inside_[std::size_t(p)]; k < found.size(); ++k) e.block(found[k]);
  const EngineStatus st = e.solve(budget);
  if (st == EngineStatus::NoSolution) exhausted_[std::size_t(p)] = true;
  if (st != EngineStatus::Solved) return st;
  found.push_back(e.solution());
  // Combinations exist only once every part has a solution; until then there is nothing
  // to record (the last part to find its first solution records the first combination).
  if (found.size() == 1 && ++parts_solved_ < parts()) return st;
  if (parts_solved_ < parts()) return st;
  std::vector<std::size_t> extent;
  for (const auto& f : found_) extent.push_back(f.size());
  combinations_.add(std::size_t(p), found.size() - 1, std::move(extent));
  return st;
}

// The part with the fewest solutions found that may have more: the product grows fastest.
int PartProduct::part_to_extend() const {
  int best = -1;
  for (int p = 0; p < parts(); ++p) {
    if (exhausted_[std::size_t(p)]) continue;
    if (best < 0 || found_[std::size_t(p)].size() < found_[std::size_t(best)].size()) best = p;
  }
  return best;
}

Solution PartProduct::assemble(const std::vector<std::size_t>& pick) const {
  Solution s{std::vector<Digit>(std::size_t(num_vars_), 0)};
  for (int p = 0; p < parts(); ++p) {
    const auto& global = parts_[std::size_t(p)]->model().global;
    const auto& digits = found_[std::size_t(p)][pick[std::size_t(p)]];
    for (std::size_t i = 0; i < global.size(); ++i) s.digits[std::size_t(global[i])] = digits[i];
  }
  return s;
}

bool PartProduct::blocked(const Solution& s) const { return blocked_with(s, digits_hash(s.digits)); }

// Whether `s`, whose digits_hash() is `hash`, is among the blocked solutions.
bool PartProduct::blocked_with(const Solution& s, std::uint64_t hash) const {
  const std::size_t width = std::size_t(num_vars_);
  if (s.digits.size() != width) return false;  // not a solution of this puzzle: blocks nothing
  const auto same = [&](std::size_t i) {
    return std::equal(s.digits.begin(), s.digits.end(), blocked_digits_.begin() + std::ptrdiff_t(i * width));
  };
  return blocked_.find(hash, same).has_value();
}

void PartProduct::block(const Solution& s) {
  if (parts_.size() != 1) {
    const std::uint64_t hash = digits_hash(s.digits);
    if (s.digits.size() != std::size_t(num_vars_) || blocked_with(s, hash)) return;
    blocked_digits_.insert(blocked_digits_.end(), s.digits.begin(), s.digits.end());
    blocked_.add(hash);
    return;
  }
  any_blocked_ = true;
  last_blocked_ = last_blocked_ || s == last_;
  Engine& e = *parts_.front();
  if (!e.start()) return;  // no solution at all: nothing to block
  const auto& global = e.model().global;
  if (global.size() == s.digits.size()) return e.block(s.digits);  // the part is the puzzle
  local_.resize(global.size());
  for (std::size_t i = 0; i < global.size(); ++i) local_[i] = s.digits[std::size_t(global[i])];
  e.block(local_);
}

EngineStats PartProduct::stats() const {
  EngineStats t;
  for (const auto& e : parts_) {
    const EngineStats& s = e->stats();
    t.nodes += s.nodes;
    t.failures += s.failures;
    t.propagations += s.propagations;
    t.restarts += s.restarts;
    t.nogoods += s.nogoods;
    t.splits += s.splits;
    t.component_refutations += s.component_refutations;
  }
  return t;
}

// Limits are the whole call's, so only the reasons of a failed search name their part.
std::string PartProduct::part_reason(int p) const {
  const std::string& r = parts_[std::size_t(p)]->reason();
  if (parts() == 1) return r;
  return "part " + std::to_string(p + 1) + " of " + std::to_string(parts()) + ": " + r;
}

}  // namespace kakuro::detail
