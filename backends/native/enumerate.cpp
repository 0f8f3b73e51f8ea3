#include "enumerate.hpp"

#include <algorithm>
#include <bit>

#include "kakuro/combinations.hpp"

namespace kakuro::detail {

std::optional<Enumerator> Enumerator::over(const Puzzle& p, const Domains& d) {
  if (d.size() != std::size_t(p.num_vars())) return std::nullopt;
  // Told "too many" after a few cells on any puzzle that needs a search.
  int assignments = 1, open = 0;
  for (std::size_t v = 0; v < d.size(); ++v) {
    const int n = d[v].size();
    if (n == 0) return std::nullopt;  // the engines say why
    if (n == 1) continue;
    assignments *= n;
    if (++open > kMaxOpen || assignments > kMaxAssignments) return std::nullopt;
  }
  if (open == 0) return std::nullopt;  // one assignment: forced_solution()'s to judge
  Enumerator e;
  e.fixed_.digits.assign(d.size(), 0);
  std::array<RunId, 2 * kMaxOpen> id{};
  int runs = 0;
  const auto local = [&](RunId r) {
    if (r < 0) return -1;
    for (int i = 0; i < runs; ++i)
      if (id[std::size_t(i)] == r) return i;
    id[std::size_t(runs)] = r;
    return runs++;
  };
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const DigitSet dv = d[std::size_t(v)];
    if (dv.is_single()) {
      e.fixed_.digits[std::size_t(v)] = static_cast<Digit>(dv.min());
      continue;
    }
    const auto k = std::size_t(e.open_++);
    e.var_[k] = v;
    e.dom_[k] = dv.bits();
    e.runs_[k] = {local(p.across_run(v)), local(p.down_run(v))};
  }
  // A run without an open cell holds: the filtering's fixpoint checked its fixed digits.
  for (int i = 0; i < runs; ++i) {
    RunState& s = e.run_[std::size_t(i)];
    const Run& run = p.run(id[std::size_t(i)]);
    s.sum = run.sum;
    for (VarId v : run.vars) {
      const int digit = e.fixed_.digits[std::size_t(v)];
      if (digit == 0) {
        ++s.left;
      } else {
        s.now += digit;
        s.used |= 1u << (digit - 1);
      }
    }
  }
  e.choice_[0] = e.dom_[0];
  return e;
}

// Whether `digit` in open cell k keeps each of its runs possible: not a digit the run has,
// and a sum the run's cells left can still make with distinct digits (exact once none is).
bool Enumerator::fits(int k, int digit) const {
  for (const int r : runs_[std::size_t(k)]) {
    if (r < 0) continue;
    const RunState& s = run_[std::size_t(r)];
    if (s.used & (1u << (digit - 1))) return false;
    const int now = s.now + digit, left = s.left - 1;
    if (now + min_sum(left) > s.sum || now + max_sum(left) < s.sum) return false;
  }
  return true;
}

void Enumerator::assign(int k, int digit) {
  digit_[std::size_t(k)] = digit;
  for (const int r : runs_[std::size_t(k)]) {
    if (r < 0) continue;
    RunState& s = run_[std::size_t(r)];
    s.used |= 1u << (digit - 1);
    s.now += digit;
    --s.left;
  }
}

void Enumerator::unassign(int k) {
  const int digit = digit_[std::size_t(k)];
  for (const int r : runs_[std::size_t(k)]) {
    if (r < 0) continue;
    RunState& s = run_[std::size_t(r)];
    s.used &= ~(1u << (digit - 1));
    s.now -= digit;
    ++s.left;
  }
}

std::uint32_t Enumerator::key() const {
  std::uint32_t k = 0;
  for (int i = 0; i < open_; ++i) k = k << 4 | std::uint32_t(digit_[std::size_t(i)]);
  return k;
}

SolveResult Enumerator::next(Budget& budget) {
  SolveResult res;
  if (at_solution_) {
    if (!blocked(key())) {
      res.status = SolveStatus::Solved;
      res.solution = fixed_;
      for (int i = 0; i < open_; ++i)
        res.solution.digits[std::size_t(var_[std::size_t(i)])] = Digit(digit_[std::size_t(i)]);
      return res;
    }
    at_solution_ = false;
    unassign(depth_);
  }
  while (!done_) {
    std::uint16_t& left = choice_[std::size_t(depth_)];
    if (left == 0) {  // cell depth_ has tried every digit: back to the one before
      if (depth_ == 0) {
        done_ = true;
        break;
      }
      unassign(--depth_);
      continue;
    }
    if (!budget.spend_node()) {
      res.reason = budget.reason();
      return res;
    }
    ++nodes_;
    const int digit = std::countr_zero(left) + 1;
    left = static_cast<std::uint16_t>(left & (left - 1));
    if (!fits(depth_, digit)) {
      ++failures_;
      continue;
    }
    assign(depth_, digit);
    if (depth_ + 1 < open_) {
      ++depth_;
      choice_[std::size_t(depth_)] = dom_[std::size_t(depth_)];
      continue;
    }
    at_solution_ = true;  // every run holds: the last cell closed each of its runs exactly
    return next(budget);  // returns it unless it is blocked
  }
  res.status = SolveStatus::NoSolution;
  res.reason = num_blocked_ > 0 ? "every solution is blocked" : "search exhausted";
  return res;
}

void Enumerator::block(const Solution& s) {
  if (s.digits.size() != fixed_.digits.size()) return;
  std::uint32_t k = 0;
  for (std::size_t v = 0; v < s.digits.size(); ++v)
    if (fixed_.digits[v] != 0 && s.digits[v] != fixed_.digits[v]) return;  // never one of the walk's
  for (int i = 0; i < open_; ++i) {
    const int digit = s.digits[std::size_t(var_[std::size_t(i)])];
    if (digit < 1 || digit > 9 || !((dom_[std::size_t(i)] >> (digit - 1)) & 1u)) return;
    k = k << 4 | std::uint32_t(digit);
  }
  // Now one of the at most kMaxAssignments the walk can reach.
  if (!blocked(k) && num_blocked_ < kMaxAssignments) blocked_[std::size_t(num_blocked_++)] = k;
}

bool Enumerator::blocked(std::uint32_t key) const {
  return std::find(blocked_.begin(), blocked_.begin() + num_blocked_, key) != blocked_.begin() + num_blocked_;
}

}  // namespace kakuro::detail
