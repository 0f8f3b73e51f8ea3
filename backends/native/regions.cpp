// Region reasoning ("innies and outies"). Adding the across equations of a band of rows
// and subtracting the down equations of the down runs mostly inside the band cancels
// every cell whose two runs were both taken; what is left is a short linear equation over
// the cells near the band's edges. A band whose down runs all lie inside it leaves no
// cell at all, only "across total = down total", which proves many broken puzzles
// infeasible at once. Columns likewise with the roles swapped. On grids wider than a few
// runs a whole band leaves too many cells, so windows of at most 10 x 10 are taken too
// (derive_region_windows): on random 40x40 puzzles they cut the failures of the slowest 5
// to 90 times, but each failure costs several times more, so the engine adds them late.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "kakuro/hash_slots.hpp"
#include "model.hpp"

namespace kakuro::detail {
namespace {

// Equations already derived (two bands or windows can leave the same cells): each held in
// one flat pool as constant, sizes, cells, and indexed by hash (HashSlots, no node per
// equation).
class Seen {
 public:
  /// True when lc was not there yet; it is there afterwards.
  bool insert(const LinearCon& lc) {
    const std::uint64_t h = hash(lc);
    if (slots_.find(h, [&](std::size_t i) { return same(at_[i], lc); })) return false;
    at_.push_back(pool_.size());
    pool_.push_back(lc.constant);
    pool_.push_back(static_cast<int>(lc.pos.size()));
    pool_.push_back(static_cast<int>(lc.neg.size()));
    pool_.insert(pool_.end(), lc.pos.begin(), lc.pos.end());
    pool_.insert(pool_.end(), lc.neg.begin(), lc.neg.end());
    slots_.add(h);
    return true;
  }

 private:
  static std::uint64_t hash(const LinearCon& lc) {
    std::uint64_t h = 0x9e3779b97f4a7c15u;
    const auto mix = [&h](int x) { h = (h ^ std::uint32_t(x)) * 0x100000001b3u; };
    mix(lc.constant);
    mix(static_cast<int>(lc.pos.size()));
    mix(static_cast<int>(lc.neg.size()));
    for (int v : lc.pos) mix(v);
    for (int v : lc.neg) mix(v);
    return h;
  }
  bool same(std::size_t at, const LinearCon& lc) const {
    const int* e = pool_.data() + at;
    return e[0] == lc.constant && std::size_t(e[1]) == lc.pos.size() && std::size_t(e[2]) == lc.neg.size() &&
           std::equal(lc.pos.begin(), lc.pos.end(), e + 3) &&
           std::equal(lc.neg.begin(), lc.neg.end(), e + 3 + e[1]);
  }
  std::vector<int> pool_;
  std::vector<std::size_t> at_;  ///< per equation: where it starts in pool_
  HashSlots slots_;
};

struct AxisView {
  int lines = 0;                          ///< rows (or cols) spanned, from 0
  std::vector<std::vector<int>> vars_of;  ///< per line: the variables on it
  std::vector<long> line_sum;             ///< per line: the sums of its major runs
  std::vector<int> minor_of;              ///< per variable: its crossing (minor) run
};

AxisView make_view(const Model& m, Direction major) {
  AxisView a;
  auto line_of = [&](int v) {
    return major == Direction::Across ? m.row[std::size_t(v)] : m.col[std::size_t(v)];
  };
  int lo = 1 << 30, hi = -1;
  for (int v = 0; v < m.num_vars(); ++v) lo = std::min(lo, line_of(v)), hi = std::max(hi, line_of(v));
  if (hi < 0) return a;
  a.lines = hi - lo + 1;
  a.vars_of.assign(std::size_t(a.lines), {});
  a.line_sum.assign(std::size_t(a.lines), 0);
  a.minor_of.assign(std::size_t(m.num_vars()), -1);
  for (int v = 0; v < m.num_vars(); ++v) a.vars_of[std::size_t(line_of(v) - lo)].push_back(v);
  for (std::size_t r = 0; r < m.runs.size(); ++r) {
    const RunCon& run = m.runs[r];
    if (m.dirs[r] == major) {
      a.line_sum[std::size_t(line_of(run.vars[0]) - lo)] += run.sum;
    } else {
      for (int v : run.vars) a.minor_of[std::size_t(v)] = static_cast<int>(r);
    }
  }
  return a;
}

// How many cells a crossing run leaves in the equation: none when it lies inside the band,
// otherwise the smaller of its inside and outside parts.
int cost(int inside, int len) { return inside == len ? 0 : std::min(inside, len - inside); }

// The equation of the band whose crossing runs have `inside` cells in it (listed in
// `touched`): a run lying in the band is taken whole (its sum subtracted); one mostly in it
// is taken too, its cells outside the band negative; one mostly outside leaves its cells in
// the band positive. add_cells(r, take, lc) appends run r's cells so left. Written to `lc`,
// whose buffers are reused from band to band (most equations are dropped).
template <class AddCells>
void band_equation(const Model& m, long across_total, const std::vector<int>& touched,
                   const std::vector<int>& inside, AddCells add_cells, LinearCon& lc) {
  lc.pos.clear();
  lc.neg.clear();
  long k = across_total;
  for (int r : touched) {
    const RunCon& run = m.runs[std::size_t(r)];
    int len = static_cast<int>(run.vars.size());
    int in = inside[std::size_t(r)];
    bool take = in == len || len - in < in;
    if (take) k -= run.sum;
    if (in != len) add_cells(r, take, lc);
  }
  std::sort(lc.pos.begin(), lc.pos.end());
  std::sort(lc.neg.begin(), lc.neg.end());
  lc.constant = static_cast<int>(k);
}

// Whether an equation is only the sum of some whole major runs (each positive cell's major
// run entirely positive and nothing negative): the runs alone already imply it. A run's
// positive cells are counted, so that the test is a few passes over them.
class WholeRuns {
 public:
  WholeRuns(const Model& m, const std::vector<int>& major_of)
      : m_(m), major_of_(major_of), count_(m.runs.size(), 0) {}
  bool redundant(const LinearCon& lc) {
    if (!lc.neg.empty() || lc.pos.empty()) return false;
    for (int v : lc.pos) ++count_[run_of(v)];
    bool whole = true;
    for (int v : lc.pos) whole = whole && count_[run_of(v)] == m_.runs[run_of(v)].vars.size();
    for (int v : lc.pos) count_[run_of(v)] = 0;
    return whole;
  }

 private:
  std::size_t run_of(int v) const { return std::size_t(major_of_[std::size_t(v)]); }
  const Model& m_;
  const std::vector<int>& major_of_;
  std::vector<std::size_t> count_;  ///< per run: its positive cells (0 between calls)
};

void derive_axis(const Model& m, Direction major, int max_terms, std::vector<LinearCon>& out, Seen& seen) {
  AxisView a = make_view(m, major);
  // Every cell of a part has a run each way; a model without that has no bands to reason on.
  for (int r : a.minor_of)
    if (r < 0) return;
  std::vector<int> major_of(std::size_t(m.num_vars()), -1);
  for (std::size_t r = 0; r < m.runs.size(); ++r)
    if (m.dirs[r] == major)
      for (int v : m.runs[r].vars) major_of[std::size_t(v)] = static_cast<int>(r);
  WholeRuns whole(m, major_of);
  std::vector<int> inside(m.runs.size(), 0), line_idx(std::size_t(m.num_vars()), 0);
  for (int l = 0; l < a.lines; ++l)
    for (int v : a.vars_of[std::size_t(l)]) line_idx[std::size_t(v)] = l;
  const std::size_t cap = 4 * m.runs.size() + 16;
  std::vector<int> touched;
  LinearCon lc;
  for (int first = 0; first < a.lines && out.size() < cap; ++first) {
    touched.clear();
    long total = 0;
    int terms = 0;
    for (int last = first; last < a.lines && out.size() < cap; ++last) {
      total += a.line_sum[std::size_t(last)];
      for (int v : a.vars_of[std::size_t(last)]) {
        int r = a.minor_of[std::size_t(v)];
        int len = static_cast<int>(m.runs[std::size_t(r)].vars.size());
        if (inside[std::size_t(r)] == 0) touched.push_back(r);
        terms -= cost(inside[std::size_t(r)], len);
        terms += cost(++inside[std::size_t(r)], len);
      }
      if (terms > max_terms) continue;
      // A crossing run's cells are on consecutive lines, so its cells in the band are
      // consecutive in it: `in` of them from the band's first line on.
      const auto add_cells = [&](int r, bool take, LinearCon& eq) {
        const int* vars = m.runs[std::size_t(r)].vars.begin();
        const int* end = m.runs[std::size_t(r)].vars.end();
        const int* from = vars + std::max(0, first - line_idx[std::size_t(vars[0])]);
        const int* to = from + inside[std::size_t(r)];
        if (take) {
          eq.neg.insert(eq.neg.end(), vars, from);
          eq.neg.insert(eq.neg.end(), to, end);
        } else {
          eq.pos.insert(eq.pos.end(), from, to);
        }
      };
      band_equation(m, total, touched, inside, add_cells, lc);
      if (lc.pos.empty() && lc.neg.empty() && lc.constant == 0) continue;
      if (whole.redundant(lc)) continue;
      if (seen.insert(lc)) out.push_back(lc);
    }
    for (int r : touched) inside[std::size_t(r)] = 0;
  }
}

// Windows: on a large grid a band of whole lines crosses too many runs to leave a short
// equation, so regions are also taken locally: the major runs lying inside a window of at
// most kWindow lines by kWindow places along them (an across run's columns, a down run's
// rows). The equation is the band's, with "in the band" meaning "on a run of the window".
constexpr int kWindow = 10;

// The major runs by where they start and end, on a grid of lines x places.
struct WindowGrid {
  int lines = 0, places = 0;
  std::vector<int> starts_at;  ///< [line * places + place]: the major run starting there, or -1
  std::vector<int>
      next_from;  ///< [line * places + place]: the first major run starting there or after, or -1
  std::vector<int> next_on_line;        ///< per major run: the next one on its line, or -1
  std::vector<int> start_of, end_of;    ///< per major run: its first and last place
  std::vector<int> line_of;             ///< per major run: its line
  std::vector<int> minor_of, major_of;  ///< per variable: its crossing run and its own
  std::vector<int> length;              ///< per run: its cells

  std::size_t at(int line, int place) const {
    return std::size_t(line) * std::size_t(places) + std::size_t(place);
  }
  int starting(int line, int place) const { return starts_at[at(line, place)]; }
  // Whether a major run on `line` lies within places first..last.
  bool run_within(int line, int first, int last) const {
    const int r = next_from[at(line, first)];
    return r >= 0 && end_of[std::size_t(r)] <= last;
  }
  // Whether a major run on lines top..bottom starts at `place` and ends by `last`.
  bool run_from(int top, int bottom, int place, int last) const {
    for (int line = top; line <= bottom; ++line) {
      const int r = starting(line, place);
      if (r >= 0 && end_of[std::size_t(r)] <= last) return true;
    }
    return false;
  }
};

// Nothing when a variable has no crossing run (no regions to reason on).
std::optional<WindowGrid> make_window_grid(const Model& m, Direction major) {
  const std::vector<int>& line_of = major == Direction::Across ? m.row : m.col;
  const std::vector<int>& place_of = major == Direction::Across ? m.col : m.row;
  const auto [lo_l, hi_l] = std::minmax_element(line_of.begin(), line_of.end());
  const auto [lo_p, hi_p] = std::minmax_element(place_of.begin(), place_of.end());
  WindowGrid g;
  g.lines = *hi_l - *lo_l + 1;
  g.places = *hi_p - *lo_p + 1;
  const std::size_t area = std::size_t(g.lines) * std::size_t(g.places);
  g.starts_at.assign(area, -1);
  g.next_on_line.assign(m.runs.size(), -1);
  g.start_of.assign(m.runs.size(), 0);
  g.end_of.assign(m.runs.size(), 0);
  g.line_of.assign(m.runs.size(), 0);
  g.minor_of.assign(std::size_t(m.num_vars()), -1);
  g.major_of.assign(std::size_t(m.num_vars()), -1);
  g.length.assign(m.runs.size(), 0);
  for (std::size_t r = 0; r < m.runs.size(); ++r) {
    const RunCon& run = m.runs[r];
    g.length[r] = static_cast<int>(run.vars.size());
    if (m.dirs[r] != major) {
      for (int v : run.vars) g.minor_of[std::size_t(v)] = static_cast<int>(r);
      continue;
    }
    int first = 1 << 30, last = -1;
    for (int v : run.vars) {
      g.major_of[std::size_t(v)] = static_cast<int>(r);
      first = std::min(first, place_of[std::size_t(v)] - *lo_p);
      last = std::max(last, place_of[std::size_t(v)] - *lo_p);
    }
    g.start_of[r] = first;
    g.end_of[r] = last;
    g.line_of[r] = line_of[std::size_t(run.vars[0])] - *lo_l;
    g.starts_at[g.at(g.line_of[r], first)] = static_cast<int>(r);
  }
  for (int r : g.minor_of)
    if (r < 0) return std::nullopt;
  g.next_from = g.starts_at;
  for (int line = 0; line < g.lines; ++line) {
    int next = -1;
    for (int place = g.places - 1; place >= 0; --place) {
      int& here = g.next_from[g.at(line, place)];
      if (here >= 0) g.next_on_line[std::size_t(here)] = next, next = here;
      here = next;
    }
  }
  return g;
}

// Windows are taken in the order top, bottom, left, right, each new right place adding the
// runs ending there. Many windows take the same runs (a line or place with no whole run
// in the window changes nothing) and so give the same equation: only the first of them in
// that order is worked out. It is the one whose bottom line has a run of it, that one more
// line on top would add a run to (between the leftmost run's start and `right`), and that
// one more place on the left would add a run to (a run starting there), where the loops
// reach such a window at all. The equations and their order are those of taking every
// window and keeping each equation the first time it comes.
struct WindowRuns {
  int first_start = 0;     ///< the leftmost place of the runs taken
  bool on_bottom = false;  ///< whether a run on the bottom line is taken
};

bool first_window(const WindowGrid& g, int top, int bottom, int left, int right, const WindowRuns& w) {
  if (!w.on_bottom) return false;
  if (top > 0 && bottom - top + 1 < kWindow && !g.run_within(top - 1, w.first_start, right)) return false;
  return left == 0 || right - left + 1 >= kWindow || g.run_from(top, bottom, left - 1, right);
}

void derive_windows(const Model& m, Direction major, int max_terms, std::vector<LinearCon>& out, Seen& seen,
                    std::size_t cap) {
  if (m.num_vars() == 0) return;
  const std::optional<WindowGrid> grid = make_window_grid(m, major);
  if (!grid) return;
  const WindowGrid& g = *grid;
  WholeRuns whole(m, g.major_of);
  std::vector<int> inside(m.runs.size(), 0), touched, taken;
  LinearCon lc;  // each window's equation, its buffers reused
  std::vector<std::uint8_t> in_window(m.runs.size(), 0);
  const auto add_cells = [&](int r, bool take, LinearCon& eq) {
    for (int v : m.runs[std::size_t(r)].vars) {
      const bool in_band = in_window[std::size_t(g.major_of[std::size_t(v)])] != 0;
      if (take && !in_band) eq.neg.push_back(v);
      if (!take && in_band) eq.pos.push_back(v);
    }
  };
  // The windows top..bottom x left..right for each right up to `last` where a run ends (the
  // runs of the widest window sorted by their ends); stops at the cap.
  std::vector<std::pair<int, int>> ahead;  // (end, run)
  auto add_windows = [&](int top, int bottom, int left, int last) {
    ahead.clear();
    for (int l = top; l <= bottom; ++l)
      for (int r = g.next_from[g.at(l, left)]; r >= 0 && g.end_of[std::size_t(r)] <= last;
           r = g.next_on_line[std::size_t(r)])
        ahead.emplace_back(g.end_of[std::size_t(r)], r);
    std::sort(ahead.begin(), ahead.end());
    long total = 0;
    int terms = 0;
    WindowRuns w{g.places, false};
    for (std::size_t i = 0; i < ahead.size();) {
      const int right = ahead[i].first;
      for (; i < ahead.size() && ahead[i].first == right; ++i) {  // the runs ending at `right`
        const int r = ahead[i].second;
        taken.push_back(r);
        in_window[std::size_t(r)] = 1;
        total += m.runs[std::size_t(r)].sum;
        w.first_start = std::min(w.first_start, g.start_of[std::size_t(r)]);
        w.on_bottom = w.on_bottom || g.line_of[std::size_t(r)] == bottom;
        for (int v : m.runs[std::size_t(r)].vars) {
          const int c = g.minor_of[std::size_t(v)];
          const int len = g.length[std::size_t(c)], in = inside[std::size_t(c)]++;
          if (in == 0) touched.push_back(c);
          terms += cost(in + 1, len) - cost(in, len);
        }
      }
      if (terms > max_terms || !first_window(g, top, bottom, left, right, w)) continue;
      band_equation(m, total, touched, inside, add_cells, lc);
      if (lc.pos.empty() && lc.neg.empty() && lc.constant == 0) continue;
      if (whole.redundant(lc)) continue;
      if (seen.insert(lc)) out.push_back(lc);
      if (out.size() >= cap) break;
    }
    for (int c : touched) inside[std::size_t(c)] = 0;
    for (int r : taken) in_window[std::size_t(r)] = 0;
    touched.clear();
    taken.clear();
  };
  for (int top = 0; top < g.lines; ++top) {
    for (int bottom = top; bottom < std::min(g.lines, top + kWindow); ++bottom) {
      for (int left = 0; left < g.places; ++left) {
        // No first window here without a run on the bottom line, nor (where the loops reach
        // one more line on top) with none on the line above (first_window).
        const int last = std::min(g.places, left + kWindow) - 1;
        if (g.run_within(bottom, left, last) &&
            (top == 0 || bottom - top + 1 == kWindow || g.run_within(top - 1, left, last)))
          add_windows(top, bottom, left, last);
        if (out.size() >= cap) return;  // checked after each left, as the loops always did
      }
    }
  }
}

}  // namespace

std::vector<LinearCon> derive_regions(const Model& m, int max_terms) {
  std::vector<LinearCon> out;
  Seen seen;
  derive_axis(m, Direction::Across, max_terms, out, seen);
  derive_axis(m, Direction::Down, max_terms, out, seen);
  return out;
}

std::vector<LinearCon> derive_region_windows(const Model& m, int max_terms) {
  std::vector<LinearCon> out;
  Seen seen;
  for (const LinearCon& lc : m.linears) seen.insert(lc);
  const std::size_t cap = 4 * m.runs.size() + 16;
  derive_windows(m, Direction::Across, max_terms, out, seen, cap);
  derive_windows(m, Direction::Down, max_terms, out, seen, cap);
  return out;
}

}  // namespace kakuro::detail
