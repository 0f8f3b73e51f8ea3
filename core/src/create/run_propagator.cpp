// Exact per-run narrowing by dynamic programming over digit sets: with the run's cells in
// order, F[i] is the set of digit sets (9-bit masks, so a 512-bit set of them) that the first
// i cells can take with distinct digits from their domains, and G[i] the part of F[i] that
// the remaining cells can complete to a combination of the run's sum. A digit stays in cell
// i when some mask in F[i] without it, plus it, lies in G[i + 1]. Each step is a few shifts
// of 512-bit sets, about a microsecond per run.
#include "run_propagator.hpp"

#include <bitset>

#include "kakuro/combinations.hpp"

namespace kakuro::create::internal {

namespace {

using MaskSet = std::bitset<512>;

struct Tables {
  std::array<MaskSet, 9> has{};                                              // masks holding digit k+1
  std::array<std::array<MaskSet, kMaxSum + 1>, kMaxRunLength + 1> combos{};  // masks of (len, sum)
  Tables() {
    for (int m = 0; m < 512; ++m)
      for (int k = 0; k < 9; ++k)
        if ((m >> k) & 1) has[std::size_t(k)].set(std::size_t(m));
    for (int len = 1; len <= kMaxRunLength; ++len)
      for (int s = 0; s <= kMaxSum; ++s)
        for (std::uint16_t m : combinations(len, s)) combos[std::size_t(len)][std::size_t(s)].set(m);
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

int extra(std::uint16_t d) { return d ? digit_count(d) - 1 : 0; }

}  // namespace

RunModel::RunModel(const Layout& l) : cols(l.cols), white_of(l.white.size(), -1) {
  for (std::size_t i = 0; i < l.white.size(); ++i)
    if (l.white[i]) {
      white_of[i] = static_cast<int>(grid_of.size());
      grid_of.push_back(static_cast<int>(i));
    }
  run_of.assign(grid_of.size(), {-1, -1});
  run_begin.push_back(0);
  for (bool across : {true, false}) {
    const int lines = across ? l.rows : l.cols, len = across ? l.cols : l.rows;
    for (int i = 0; i < lines; ++i)
      for (int j = 0; j < len; ++j) {
        const auto cell = [&](int k) {
          return across ? white_of[std::size_t(i * l.cols + k)] : white_of[std::size_t(k * l.cols + i)];
        };
        if (cell(j) < 0 || (j > 0 && cell(j - 1) >= 0)) continue;
        const int run = static_cast<int>(run_begin.size()) - 1;
        for (int k = j; k < len && cell(k) >= 0; ++k) {
          run_cells.push_back(cell(k));
          run_of[std::size_t(cell(k))][across ? 0 : 1] = run;
        }
        run_begin.push_back(static_cast<int>(run_cells.size()));
      }
  }
}

RunPropagator::RunPropagator(const RunModel& m, Strength s)
    : m_(m),
      strength_(s),
      dom_(std::size_t(m.cells()), 0x1FF),
      sum_(std::size_t(m.runs()), 0),
      open_list_(std::size_t(m.cells())),
      open_at_(std::size_t(m.cells())),
      queued_(std::size_t(m.runs()), 0),
      stamp_(std::size_t(m.cells()), 0) {
  slack_ = 8L * m.cells();
  if (s == Strength::Exact) {
    // Four entries a run, from 2^8 to 2^16 (1.6 MB).
    int bits = 8;
    while (bits < 16 && (1 << bits) < 4 * m.runs()) ++bits;
    memo_.resize(std::size_t(1) << bits);
    memo_shift_ = 64 - bits;
  }
  for (int c = 0; c < m.cells(); ++c) open_list_[std::size_t(c)] = open_at_[std::size_t(c)] = c;
}

void RunPropagator::set_open(int cell, bool open) {
  int& at = open_at_[std::size_t(cell)];
  if ((at >= 0) == open) return;
  if (open) {
    at = static_cast<int>(open_list_.size());
    open_list_.push_back(cell);
  } else {
    const int last = open_list_.back();
    open_list_[std::size_t(at)] = last;
    open_at_[std::size_t(last)] = at;
    open_list_.pop_back();
    at = -1;
  }
}

void RunPropagator::set_domain(int cell, std::uint16_t d) {
  std::uint16_t& old = dom_[std::size_t(cell)];
  if (old == d) return;
  trail_.push_back({cell, old});
  slack_ += extra(d) - extra(old);
  old = d;
  set_open(cell, extra(d) > 0);
}

void RunPropagator::set_sum(int run, int s) {
  int& old = sum_[std::size_t(run)];
  if (old == s) return;
  trail_.push_back({-run - 1, old});
  old = s;
}

void RunPropagator::undo(std::size_t m) {
  while (trail_.size() > m) {
    const Entry e = trail_.back();
    trail_.pop_back();
    if (e.what >= 0) {
      std::uint16_t& d = dom_[std::size_t(e.what)];
      const auto old = static_cast<std::uint16_t>(e.old);
      slack_ += extra(old) - extra(d);
      d = old;
      set_open(e.what, extra(old) > 0);
    } else {
      sum_[std::size_t(-e.what - 1)] = e.old;
    }
  }
}

void RunPropagator::enqueue(int run) {
  if (run < 0 || queued_[std::size_t(run)]) return;
  queued_[std::size_t(run)] = 1;
  queue_.push_back(run);
}

bool RunPropagator::revise_basic(int run) {
  const int b = m_.run_begin[std::size_t(run)], n = m_.run_length(run);
  unsigned placed = 0, fits = 0;
  for (int i = 0; i < n; ++i) {
    const std::uint16_t d = dom_[std::size_t(m_.run_cells[std::size_t(b + i)])];
    fits |= d;
    if (digit_count(d) == 1) {
      if (placed & d) return false;  // a digit placed twice
      placed |= d;
    }
  }
  unsigned keep = 0;
  const int sum = sum_[std::size_t(run)];
  if (strength_ == Strength::Simple) {
    keep = combination_union(n, sum).bits();
    // The last open cell gets what the sum leaves.
    if (digit_count(placed) == n - 1) {
      int rest = sum;
      for (int d = 1; d <= 9; ++d)
        if ((placed >> (d - 1)) & 1u) rest -= d;
      keep = rest >= 1 && rest <= 9 ? (placed | (1u << (rest - 1))) : 0;
    }
  } else {
    for (std::uint16_t c : combinations(n, sum))
      if ((c & placed) == placed && (c & ~fits) == 0) keep |= c;
  }
  for (int i = 0; i < n; ++i) {
    const int cell = m_.run_cells[std::size_t(b + i)];
    const std::uint16_t d = dom_[std::size_t(cell)];
    const auto next = static_cast<std::uint16_t>(digit_count(d) == 1 ? d & keep : d & keep & ~placed);
    if (next == d) continue;
    if (!next) return false;
    set_domain(cell, next);
    for (int other : m_.run_of[std::size_t(cell)])
      if (other != run) enqueue(other);
    // A newly placed digit leaves the run's other cells.
    if (digit_count(next) == 1) enqueue(run);
  }
  return true;
}

namespace {

// The exact narrowing of one run: per cell the digits that take part in some assignment of
// distinct digits meeting `sum`; false when there is none.
bool narrow_exact(int n, int sum, const std::uint16_t* dom, std::uint16_t* keep) {
  const Tables& t = tables();
  if (!sum_possible(n, sum)) return false;
  std::array<MaskSet, kMaxRunLength + 1> f;
  f[0].set(0);
  for (int i = 0; i < n; ++i) {
    const std::uint16_t d = dom[i];
    MaskSet next;
    for (int k = 0; k < 9; ++k)
      if ((d >> k) & 1) next |= (f[std::size_t(i)] & ~t.has[std::size_t(k)]) << (std::size_t(1) << k);
    f[std::size_t(i) + 1] = next;
  }
  MaskSet g = f[std::size_t(n)] & t.combos[std::size_t(n)][std::size_t(sum)];
  if (g.none()) return false;
  for (int i = n - 1; i >= 0; --i) {
    const std::uint16_t d = dom[i];
    MaskSet prev;
    std::uint16_t kept = 0;
    for (int k = 0; k < 9; ++k) {
      if (!((d >> k) & 1)) continue;
      const MaskSet from = ((g & t.has[std::size_t(k)]) >> (std::size_t(1) << k)) & f[std::size_t(i)];
      if (from.none()) continue;
      kept = static_cast<std::uint16_t>(kept | (1u << k));
      prev |= from;
    }
    keep[i] = kept;
    g = prev;
  }
  return true;
}

}  // namespace

bool RunPropagator::revise(int run) {
  if (strength_ != Strength::Exact) return revise_basic(run);
  const int b = m_.run_begin[std::size_t(run)], n = m_.run_length(run);
  std::array<std::uint16_t, kMaxRunLength> dom{}, keep{};
  // The same run contents come back often (a trial change widens and narrows the runs
  // around it, and is undone): the answers are kept, by their inputs, in a small table.
  std::uint64_t lo = 0, hi = std::uint64_t(n) << 24 | std::uint64_t(sum_[std::size_t(run)]) << 18;
  for (int i = 0; i < n; ++i) {
    dom[std::size_t(i)] = dom_[std::size_t(m_.run_cells[std::size_t(b + i)])];
    if (i < 7)
      lo |= std::uint64_t(dom[std::size_t(i)]) << (9 * i);
    else
      hi |= std::uint64_t(dom[std::size_t(i)]) << (9 * (i - 7));
  }
  Memo& e = memo_[std::size_t(((lo ^ (hi * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull) >> memo_shift_)];
  if (e.lo != lo || e.hi != hi) {
    e.lo = lo, e.hi = hi;
    e.ok = narrow_exact(n, sum_[std::size_t(run)], dom.data(), e.keep.data());
  }
  if (!e.ok) return false;
  keep = e.keep;
  for (int i = 0; i < n; ++i) {
    const int cell = m_.run_cells[std::size_t(b + i)];
    if (keep[std::size_t(i)] == dom[std::size_t(i)]) continue;
    set_domain(cell, keep[std::size_t(i)]);
    for (int other : m_.run_of[std::size_t(cell)])
      if (other != run) enqueue(other);
  }
  return true;
}

bool RunPropagator::propagate() {
  bool ok = true;
  for (std::size_t q = 0; q < queue_.size(); ++q) {
    const int run = queue_[q];
    queued_[std::size_t(run)] = 0;
    if (ok && !revise(run)) ok = false;
  }
  for (int run : queue_) queued_[std::size_t(run)] = 0;
  queue_.clear();
  return ok;
}

bool RunPropagator::reset(const std::vector<int>& sums) {
  for (int r = 0; r < m_.runs(); ++r) set_sum(r, sums[std::size_t(r)]);
  for (int c = 0; c < m_.cells(); ++c) set_domain(c, 0x1FF);
  for (int r = 0; r < m_.runs(); ++r) enqueue(r);
  return propagate();
}

bool RunPropagator::change_sums(int cell, int across, int down, int radius) {
  const auto [ra, rd] = m_.run_of[std::size_t(cell)];
  set_sum(ra, across);
  set_sum(rd, down);
  ++epoch_;
  std::vector<int> seeds{cell};
  stamp_[std::size_t(cell)] = epoch_;
  return widen_and_narrow(seeds, radius);
}

bool RunPropagator::update(const std::vector<int>& sums, int radius) {
  ++epoch_;
  std::vector<int> seeds;
  for (int r = 0; r < m_.runs(); ++r) {
    if (sum_[std::size_t(r)] == sums[std::size_t(r)]) continue;
    set_sum(r, sums[std::size_t(r)]);
    for (int i = m_.run_begin[std::size_t(r)]; i < m_.run_begin[std::size_t(r) + 1]; ++i) {
      const int c = m_.run_cells[std::size_t(i)];
      if (stamp_[std::size_t(c)] == epoch_) continue;
      stamp_[std::size_t(c)] = epoch_;
      seeds.push_back(c);
    }
  }
  return widen_and_narrow(seeds, radius);
}

bool RunPropagator::widen_and_narrow(std::vector<int>& frontier, int radius) {
  // The cells within `radius` run steps of the seeds (stamped with epoch_), by breadth-first
  // search over runs.
  std::vector<int> next;
  for (int step = 0; step <= radius && !frontier.empty(); ++step) {
    next.clear();
    for (int c : frontier) {
      set_domain(c, 0x1FF);
      for (int run : m_.run_of[std::size_t(c)]) {
        enqueue(run);
        if (step == radius) continue;
        for (int i = m_.run_begin[std::size_t(run)]; i < m_.run_begin[std::size_t(run) + 1]; ++i) {
          const int o = m_.run_cells[std::size_t(i)];
          if (stamp_[std::size_t(o)] == epoch_) continue;
          stamp_[std::size_t(o)] = epoch_;
          next.push_back(o);
        }
      }
    }
    frontier.swap(next);
  }
  return propagate();
}

}  // namespace kakuro::create::internal
