// Exact per-run consistency: a digit stays in a cell only if some assignment of the whole
// run (distinct digits adding up to the sum) gives it to that cell. Sum and all-different
// are reasoned about together, which is much stronger than either alone.
//
// Method: the fixed cells are set aside; over the free cells, sets of used digits are
// 9-bit masks, and a set of such masks is a 512-bit vector. Backwards from the run's
// combinations (still inside the union of the domains) we get, for each prefix length,
// the digit sets from which the remaining cells can complete the run; forwards from the
// empty set we keep the reachable sets that can complete, and a digit of cell i is
// supported iff adding it to a reachable set lands in a completable one. A run whose sum
// is left free (kFreeSum, repair's questions) starts from every digit set of its length.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "engine.hpp"
#include "kakuro/combinations.hpp"
#include "propagators.hpp"

namespace kakuro::detail {
namespace {

// A set of digit sets, one bit per 9-bit mask: W = 8 words for all 512; W = 1 when the
// digits in play are at most 6 and renumbered 0..5 (compress()), which most runs are.
template <int W>
struct MaskSet {
  std::uint64_t w[W] = {};
  bool any() const {
    std::uint64_t acc = 0;
    for (std::uint64_t x : w) acc |= x;
    return acc != 0;
  }
};

// Word-internal positions whose bit j (j < 6) is zero.
constexpr std::uint64_t kBitClear[6] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0F0F0F0F0F0F0F0Full,
                                        0x00FF00FF00FF00FFull, 0x0000FFFF0000FFFFull, 0x00000000FFFFFFFFull};

// out |= { a | bit j : a in x, j not in a } & filter
template <int W>
inline void add_digit(const MaskSet<W>& x, int j, const MaskSet<W>& filter, MaskSet<W>& out, bool& hit) {
  std::uint64_t acc = 0;
  if (j < 6) {
    const int sh = 1 << j;
    for (int t = 0; t < W; ++t) {
      const std::uint64_t y = ((x.w[t] & kBitClear[j]) << sh) & filter.w[t];
      out.w[t] |= y;
      acc |= y;
    }
  } else {
    const int s = 1 << (j - 6);
    for (int t = 0; t < W; ++t) {
      if ((t & s) == 0) continue;
      const std::uint64_t y = x.w[t ^ s] & filter.w[t];
      out.w[t] |= y;
      acc |= y;
    }
  }
  hit = acc != 0;
}

// out |= { a : j not in a, a | bit j in y }
template <int W>
inline void remove_digit(const MaskSet<W>& y, int j, MaskSet<W>& out) {
  if (j < 6) {
    const int sh = 1 << j;
    for (int t = 0; t < W; ++t) out.w[t] |= (y.w[t] >> sh) & kBitClear[j];
  } else {
    const int s = 1 << (j - 6);
    for (int t = 0; t < W; ++t)
      if ((t & s) == 0) out.w[t] |= y.w[t ^ s];
  }
}

// Two free cells: the partner digit is determined, no tables needed.
bool pair_supports(int rest, const std::uint16_t* dom, std::uint16_t* keep) {
  keep[0] = keep[1] = 0;
  for (std::uint16_t b = dom[0]; b; b &= static_cast<std::uint16_t>(b - 1)) {
    const int d = std::countr_zero(b) + 1, e = rest - d;
    if (e < 1 || e > 9 || e == d || !(dom[1] >> (e - 1) & 1u)) continue;
    keep[0] |= static_cast<std::uint16_t>(1u << (d - 1));
    keep[1] |= static_cast<std::uint16_t>(1u << (e - 1));
  }
  return keep[0] != 0;
}

// The filtering of run_supports and run_distinct_supports: done[i] (i < n, all empty on
// entry) gets the used-digit sets from which cells i.. complete; done[n] holds the digit
// sets the n free cells may take as a whole (inside the union of their domains).
template <int W>
bool supports_from(int n, MaskSet<W>* done, const std::uint16_t* dom, std::uint16_t* keep) {
  if (!done[n].any()) return false;
  for (int i = n - 1; i >= 1; --i)
    for (std::uint16_t b = dom[i]; b; b &= static_cast<std::uint16_t>(b - 1))
      remove_digit(done[i + 1], std::countr_zero(b), done[i]);
  MaskSet<W> reach;
  reach.w[0] = 1;  // the empty set
  for (int i = 0; i < n; ++i) {
    MaskSet<W> next;
    keep[i] = 0;
    for (std::uint16_t b = dom[i]; b; b &= static_cast<std::uint16_t>(b - 1)) {
      bool hit = false;
      add_digit(reach, std::countr_zero(b), done[i + 1], next, hit);
      if (hit) keep[i] |= static_cast<std::uint16_t>(b & -b);
    }
    if (keep[i] == 0) return false;
    reach = next;
  }
  return true;
}

std::uint16_t domain_union(int n, const std::uint16_t* dom) {
  std::uint16_t all = 0;
  for (int i = 0; i < n; ++i) all |= dom[i];
  return all;
}

// The digits of `all` renumbered 0.. in order: `m` (inside `all`) in that numbering.
std::uint16_t compress(std::uint16_t m, std::uint16_t all) {
  std::uint16_t out = 0;
  for (int k = 0; all != 0; all &= static_cast<std::uint16_t>(all - 1), ++k)
    if (m & all & -all) out |= static_cast<std::uint16_t>(1u << k);
  return out;
}

// And back: the digits of `all` that `c` numbers.
std::uint16_t expand(std::uint16_t c, std::uint16_t all) {
  std::uint16_t out = 0;
  for (int k = 0; all != 0; all &= static_cast<std::uint16_t>(all - 1), ++k)
    if (c >> k & 1u) out |= static_cast<std::uint16_t>(all & -all);
  return out;
}

// supports_from over the digit sets `sets` admits (inside `all`): in one word when `all`
// has at most 6 digits (renumbered), else over all 512 sets.
template <class Sets>
bool supports_of(int n, std::uint16_t all, const std::uint16_t* dom, std::uint16_t* keep, Sets&& sets) {
  if (kDigitCount[all] <= 6) {
    std::uint16_t small[kMaxRunLength];
    for (int i = 0; i < n; ++i) small[i] = compress(dom[i], all);
    MaskSet<1> done[kMaxRunLength + 1];
    sets([&](std::uint16_t c) { done[n].w[0] |= 1ull << compress(c, all); });
    if (!supports_from(n, done, small, keep)) return false;
    for (int i = 0; i < n; ++i) keep[i] = expand(keep[i], all);
    return true;
  }
  MaskSet<8> done[kMaxRunLength + 1];
  sets([&](std::uint16_t c) { done[n].w[c >> 6] |= 1ull << (c & 63); });
  return supports_from(n, done, dom, keep);
}

// The answers of the filterings of 3 cells or more kept per thread for the searches that
// ask for it (Engine: long ones): a large search filters the same run with the same
// candidates again and again (on a loose 100x100, two of three such calls repeat one made
// before). Direct-mapped by a
// hash of the question; an entry holds the question whole, so a hit is the same answer.
// The table is zeroed memory from calloc (an entry of generation 0 is empty): the system
// maps it zeroed without touching it, so a process that needs few entries faults few of
// its pages in. Each engine that remembers starts a generation
// (forget_remembered_supports()): a search is answered from what it asked itself, never
// from an earlier solve (of the same puzzle, say, in a benchmark's repeats).
class SupportMemo {
 public:
  static constexpr int kBits = 15;
  // The question packed: the rest and the count, then 9 bits a cell (6 in `a`, 3 in `b`).
  static void pack(int n, int rest, const std::uint16_t* dom, std::uint64_t& a, std::uint64_t& b) {
    a = std::uint64_t(rest) | std::uint64_t(n) << 6;
    b = 0;
    for (int i = 0; i < n; ++i) {
      if (i < 6)
        a |= std::uint64_t(dom[i]) << (10 + 9 * i);
      else
        b |= std::uint64_t(dom[i]) << (9 * (i - 6));
    }
  }
  struct Entry {
    std::uint64_t a, b;
    std::uint32_t generation;
    std::uint16_t keep[kMaxRunLength];
    bool ok;
  };
  std::uint32_t generation() const { return generation_; }
  void forget() {
    if (++generation_ != 0) return;
    if (table_) std::memset(static_cast<void*>(table_.get()), 0, sizeof(Entry) << kBits);
    generation_ = 1;
  }
  /// The entry for the question (a, b), or null when the table could not be made.
  Entry* at(std::uint64_t a, std::uint64_t b) {
    if (!table_) table_.reset(static_cast<Entry*>(std::calloc(std::size_t(1) << kBits, sizeof(Entry))));
    if (!table_) return nullptr;
    const std::uint64_t h = (a ^ (b * 0x9e3779b97f4a7c15ull)) * 0xbf58476d1ce4e5b9ull;
    return table_.get() + (h >> (64 - kBits));
  }

 private:
  struct Free {
    void operator()(Entry* e) const { std::free(e); }
  };
  std::unique_ptr<Entry, Free> table_;  // made on first use: most threads never need it
  std::uint32_t generation_ = 1;
};

thread_local SupportMemo support_memo;

}  // namespace

void forget_remembered_supports() { support_memo.forget(); }

bool run_supports(int n, int rest, const std::uint16_t* dom, std::uint16_t* keep, bool remember) {
  if (n == 1) {
    keep[0] = (rest >= 1 && rest <= 9) ? static_cast<std::uint16_t>(dom[0] & (1u << (rest - 1))) : 0;
    return keep[0] != 0;
  }
  if (n == 2) return pair_supports(rest, dom, keep);
  const std::uint16_t all = domain_union(n, dom);
  const auto filter = [&] {
    return supports_of(n, all, dom, keep, [&](auto&& add) {
      for (std::uint16_t c : combinations(n, rest))
        if ((c & ~all) == 0) add(c);
    });
  };
  if (!remember) return filter();
  std::uint64_t a = 0, b = 0;
  SupportMemo::pack(n, rest, dom, a, b);
  SupportMemo::Entry* e = support_memo.at(a, b);
  if (!e) return filter();
  if (e->a == a && e->b == b && e->generation == support_memo.generation()) {
    std::copy(e->keep, e->keep + n, keep);
    return e->ok;
  }
  e->ok = filter();
  e->a = a;
  e->b = b;
  e->generation = support_memo.generation();
  std::copy(keep, keep + n, e->keep);
  return e->ok;
}

bool run_distinct_supports(int n, const std::uint16_t* dom, std::uint16_t* keep) {
  const std::uint16_t all = domain_union(n, dom);
  return supports_of(n, all, dom, keep, [&](auto&& add) {
    for (unsigned c = 1; c < 512; ++c)
      if ((c & ~unsigned(all)) == 0 && kDigitCount[c] == n) add(static_cast<std::uint16_t>(c));
  });
}

bool Engine::propagate_run_gac(int r) {
  const RunCon& run = model_.runs[std::size_t(r)];
  int open_vars[kMaxRunLength];
  std::uint16_t keep[kMaxRunLength];
  const int n = filter_run(
      run.sum, run.sum == kFreeSum, run.vars, [&](int v) { return dom_[std::size_t(v)]; }, open_vars, keep,
      remember_supports_);
  if (n < 0) return false;
  for (int i = 0; i < n; ++i)
    if (!narrow(open_vars[i], keep[i], r)) return false;
  return true;
}

}  // namespace kakuro::detail
