#include "brute_force.hpp"

#include <bit>

namespace kakuro::test {

namespace {

class Brute {
 public:
  Brute(const Puzzle& p, const SumMask& enforced, std::uint64_t cap, std::uint64_t budget)
      : p_(p), enforced_(enforced), cap_(cap), budget_(budget) {
    used_.assign(std::size_t(p.num_runs()), 0);
    placed_.assign(std::size_t(p.num_runs()), 0);
    open_.assign(std::size_t(p.num_runs()), 0);
    for (RunId r = 0; r < p.num_runs(); ++r) open_[std::size_t(r)] = int(p.run(r).vars.size());
    digit_.assign(std::size_t(p.num_vars()), 0);
    bound_.assign(std::size_t(p.num_vars()), 0);
    for (VarId v = 0; v < p.num_vars(); ++v)
      bound_[std::size_t(v)] = enforced[std::size_t(p.across_run(v))] || enforced[std::size_t(p.down_run(v))];
  }

  std::optional<std::uint64_t> count() {
    for (RunId r = 0; r < p_.num_runs(); ++r)
      if (!feasible(r)) return 0;
    search();
    if (out_of_budget_) return std::nullopt;
    return found_;
  }

 private:
  // Digits a cell may still take: not in its runs yet (its given only, if it has one).
  unsigned candidates(VarId v) const {
    unsigned c = 0x3FE & ~(used_[std::size_t(p_.across_run(v))] | used_[std::size_t(p_.down_run(v))]);
    if (const Digit g = p_.given(v)) c &= 1u << g;
    return c;
  }

  // An enforced run can still reach its sum with distinct unused digits in its open cells.
  bool feasible(RunId r) const {
    if (!enforced_[std::size_t(r)]) return true;
    const int left = p_.run(r).sum - placed_[std::size_t(r)], k = open_[std::size_t(r)];
    int lo = 0, hi = 0, n = 0;
    for (int d = 1; d <= 9 && n < k; ++d)
      if (!(used_[std::size_t(r)] & (1u << d))) lo += d, ++n;
    if (n < k) return false;
    n = 0;
    for (int d = 9; d >= 1 && n < k; --d)
      if (!(used_[std::size_t(r)] & (1u << d))) hi += d, ++n;
    return lo <= left && left <= hi;
  }

  void place(VarId v, int d, int sign) {
    for (RunId r : {p_.across_run(v), p_.down_run(v)}) {
      used_[std::size_t(r)] ^= 1u << d;
      placed_[std::size_t(r)] += sign * d;
      open_[std::size_t(r)] -= sign;
    }
    digit_[std::size_t(v)] = Digit(sign > 0 ? d : 0);
  }

  void search() {
    if (found_ >= cap_ || out_of_budget_) return;
    if (++nodes_ > budget_) {
      out_of_budget_ = true;
      return;
    }
    // Cells of enforced runs first (fewest candidates first), so that a set of sums that
    // cannot hold is refuted without going through the fillings of the free cells.
    VarId best = -1;
    int best_size = 100;
    for (VarId v = 0; v < p_.num_vars(); ++v) {
      if (digit_[std::size_t(v)] != 0) continue;
      const int size = std::popcount(candidates(v)) + (bound_[std::size_t(v)] ? 0 : 10);
      if (size < best_size) best = v, best_size = size;
    }
    if (best < 0) {
      ++found_;
      return;
    }
    for (unsigned c = candidates(best); c != 0 && found_ < cap_ && !out_of_budget_; c &= c - 1) {
      const int d = std::countr_zero(c);
      place(best, d, +1);
      if (feasible(p_.across_run(best)) && feasible(p_.down_run(best))) search();
      place(best, d, -1);
    }
  }

  const Puzzle& p_;
  const SumMask& enforced_;
  std::uint64_t cap_, budget_;
  std::vector<unsigned> used_;  // per run: bit d set when digit d is in it
  std::vector<int> placed_, open_;
  std::vector<Digit> digit_;
  std::vector<char> bound_;  // per cell: in a run whose sum is enforced
  std::uint64_t found_ = 0, nodes_ = 0;
  bool out_of_budget_ = false;
};

}  // namespace

SumMask every_sum(const Puzzle& p) { return SumMask(std::size_t(p.num_runs()), 1); }

SumMask only_sums(const Puzzle& p, const std::vector<RunId>& runs) {
  SumMask m(std::size_t(p.num_runs()), 0);
  for (RunId r : runs) m[std::size_t(r)] = 1;
  return m;
}

std::optional<std::uint64_t> brute_count(const Puzzle& p, const SumMask& enforced, std::uint64_t cap,
                                         std::uint64_t budget) {
  return Brute(p, enforced, cap, budget).count();
}

std::optional<bool> brute_fillable(const Puzzle& p, const SumMask& enforced, std::uint64_t budget) {
  const std::optional<std::uint64_t> n = brute_count(p, enforced, 1, budget);
  if (!n) return std::nullopt;
  return *n > 0;
}

}  // namespace kakuro::test
