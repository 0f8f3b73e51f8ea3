// Region equations sum(pos) - sum(neg) == constant, filtered exactly (as a sum, digits
// not distinct). A negative term x is read as 10 - x, a digit again with the mirrored
// domain, so every term is positive and reachable partial sums fit one bit vector.
#include <algorithm>
#include <array>
#include <bit>
#include <bitset>

#include "engine.hpp"
#include "propagators.hpp"

namespace kakuro::detail {
namespace {

constexpr int kMaxTotal = 9 * kMaxLinearTerms;
using Sums = std::bitset<kMaxTotal + 1>;

constexpr std::array<std::uint16_t, 512> make_mirror() {
  std::array<std::uint16_t, 512> t{};
  for (int m = 0; m < 512; ++m)
    for (int j = 0; j < 9; ++j)
      if (m >> j & 1) t[std::size_t(m)] = static_cast<std::uint16_t>(t[std::size_t(m)] | (1u << (8 - j)));
  return t;
}
constexpr std::array<std::uint16_t, 512> kMirror = make_mirror();  // digit d <-> 10 - d

// The same as linear_supports() below for sums that fit 128 bits (at most 14 terms), on
// one 128-bit integer instead of a bitset: region equations are the engine's hottest
// propagator on large puzzles (perf on a 40x40 random puzzle: 60% of the time).
__extension__ typedef unsigned __int128 Sums128;

bool linear_supports_128(int n, int total, const std::uint16_t* dom, std::uint16_t* keep) {
  Sums128 done[kMaxLinearTerms + 1];
  done[n] = Sums128{1} << total;
  for (int i = n - 1; i >= 1; --i) {
    done[i] = 0;
    for (std::uint16_t b = dom[i]; b; b &= static_cast<std::uint16_t>(b - 1))
      done[i] |= done[i + 1] >> (std::countr_zero(b) + 1);
  }
  Sums128 reach = 1;
  for (int i = 0; i < n; ++i) {
    Sums128 next = 0;
    keep[i] = 0;
    for (std::uint16_t b = dom[i]; b; b &= static_cast<std::uint16_t>(b - 1)) {
      const Sums128 hit = (reach << (std::countr_zero(b) + 1)) & done[i + 1];
      if (hit == 0) continue;
      keep[i] |= static_cast<std::uint16_t>(b & -b);
      next |= hit;
    }
    if (keep[i] == 0) return false;
    reach = next;
  }
  return true;
}

// The largest step between consecutive digits of a set: 1 for consecutive digits, 0 for
// fewer than two.
constexpr std::array<std::uint8_t, 512> make_max_step() {
  std::array<std::uint8_t, 512> t{};
  for (int m = 0; m < 512; ++m) {
    int last = -1, step = 0;
    for (int j = 0; j < 9; ++j)
      if (m >> j & 1) {
        if (last >= 0 && j - last > step) step = j - last;
        last = j;
      }
    t[std::size_t(m)] = static_cast<std::uint8_t>(step);
  }
  return t;
}
constexpr std::array<std::uint8_t, 512> kMaxStep = make_max_step();

// The same supports as linear_supports() from the bounds alone, where they are enough: 1
// (supports in `keep`), 0 (none), or -1 (not decided; nothing written). Bounds are enough
// when, for each cell, the sums the other cells can make are every value from their least
// to their greatest: a digit d is then supported iff total - d lies within them. That holds
// when two cells hold consecutive digits spanning at least G - 1, G the largest step of any
// cell: starting from one of them, adding a set whose steps are at most the span so far
// plus 1 leaves every value in reach again, so one of the two starts the others of each
// cell. Most equations are in that case, and most of them filter nothing.
int linear_supports_by_bounds(int n, int total, const std::uint16_t* dom, std::uint16_t* keep) {
  int lo = 0, hi = 0, step = 0;
  for (int i = 0; i < n; ++i) {
    lo += std::countr_zero(dom[i]) + 1;
    hi += std::bit_width(dom[i]);
    step = std::max<int>(step, kMaxStep[dom[i]]);
  }
  int spans = 0;
  for (int i = 0; i < n && spans < 2; ++i)
    spans += kMaxStep[dom[i]] == 1 && std::bit_width(dom[i]) - std::countr_zero(dom[i]) - 1 >= step - 1;
  if (spans < 2) return -1;
  if (total < lo || total > hi) return 0;
  for (int i = 0; i < n; ++i) {
    // d + (the others' least) <= total <= d + (the others' greatest)
    const int from = std::max(1, total - (hi - std::bit_width(dom[i])));
    const int to = std::min(9, total - (lo - std::countr_zero(dom[i]) - 1));
    if (from > to) return 0;
    keep[i] = static_cast<std::uint16_t>(dom[i] & ((1u << to) - 1) & ~((1u << (from - 1)) - 1));
    if (keep[i] == 0) return 0;
  }
  return 1;
}

}  // namespace

bool linear_supports(int n, int total, const std::uint16_t* dom, std::uint16_t* keep) {
  if (total < 0 || total > 9 * n) return false;
  if (9 * n < 128) return linear_supports_128(n, total, dom, keep);
  Sums done[kMaxLinearTerms + 1];  // done[i]: partial sums of cells <i that can complete
  done[n].set(std::size_t(total));
  for (int i = n - 1; i >= 1; --i)
    for (std::uint16_t b = dom[i]; b; b &= static_cast<std::uint16_t>(b - 1))
      done[i] |= done[i + 1] >> (static_cast<std::size_t>(std::countr_zero(b)) + 1);
  Sums reach;
  reach.set(0);
  for (int i = 0; i < n; ++i) {
    Sums next;
    keep[i] = 0;
    for (std::uint16_t b = dom[i]; b; b &= static_cast<std::uint16_t>(b - 1)) {
      const Sums hit = (reach << (static_cast<std::size_t>(std::countr_zero(b)) + 1)) & done[i + 1];
      if (hit.none()) continue;
      keep[i] |= static_cast<std::uint16_t>(b & -b);
      next |= hit;
    }
    if (keep[i] == 0) return false;
    reach = next;
  }
  return true;
}

// Fixed cells are taken out of the sum first (their digit is all a support could keep):
// most of an equation's cells are fixed once the search is under way, and each costs a
// step of the filtering otherwise. The same supports either way. The terms are read from
// the flat copy build_index() makes (a cell, or ~cell for a negative term).
bool Engine::propagate_linear(int l) {
  const int* const first = lin_terms_.data() + lin_start_[std::size_t(l)];
  const int n = lin_start_[std::size_t(l) + 1] - lin_start_[std::size_t(l)];
  int total = lin_total_[std::size_t(l)];
  if (n == 0) return total == 0;
  std::uint16_t dom[kMaxLinearTerms], keep[kMaxLinearTerms];
  int open_term[kMaxLinearTerms];
  int open = 0;
  for (int i = 0; i < n; ++i) {
    const int t = first[i];
    const std::uint16_t d = t >= 0 ? dom_[std::size_t(t)] : kMirror[dom_[std::size_t(~t)]];
    if ((d & (d - 1)) == 0) {
      total -= std::countr_zero(d) + 1;
      continue;
    }
    dom[open] = d;
    open_term[open++] = t;
  }
  if (open == 0) return total == 0;
  const int by_bounds = linear_supports_by_bounds(open, total, dom, keep);
  if (by_bounds == 0 || (by_bounds < 0 && !linear_supports(open, total, dom, keep))) return false;
  const int c = num_runs_ + l;
  for (int i = 0; i < open; ++i) {
    const int t = open_term[i];
    if (!(t >= 0 ? narrow(t, keep[i], c) : narrow(~t, kMirror[keep[i]], c))) return false;
  }
  return true;
}

}  // namespace kakuro::detail
