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
#include <set>
#include <tuple>
#include <utility>

#include "model.hpp"

namespace kakuro::detail {
namespace {

// Equations already derived (two bands can leave the same cells).
using Seen = std::set<std::tuple<std::vector<int>, std::vector<int>, int>>;

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
// `touched`); `inside_of` tells which of a run's cells are in the band.
template <class InBand>
LinearCon band_equation(const Model& m, long across_total, const std::vector<int>& touched,
                        const std::vector<int>& inside, InBand in_band) {
  LinearCon lc;
  long k = across_total;
  for (int r : touched) {
    const RunCon& run = m.runs[std::size_t(r)];
    int len = static_cast<int>(run.vars.size());
    int in = inside[std::size_t(r)];
    bool take = in == len || len - in < in;
    if (take) k -= run.sum;
    if (in == len) continue;
    for (int v : run.vars) {
      if (take && !in_band(v)) lc.neg.push_back(v);
      if (!take && in_band(v)) lc.pos.push_back(v);
    }
  }
  std::sort(lc.pos.begin(), lc.pos.end());
  std::sort(lc.neg.begin(), lc.neg.end());
  lc.constant = static_cast<int>(k);
  return lc;
}

// True when the equation is only the sum of some whole major runs (each positive cell's
// major run entirely positive and nothing negative): the runs alone already imply it.
bool redundant(const Model& m, const LinearCon& lc, const std::vector<int>& major_of) {
  if (!lc.neg.empty() || lc.pos.empty()) return false;
  for (int v : lc.pos) {
    for (int w : m.runs[std::size_t(major_of[std::size_t(v)])].vars)
      if (!std::binary_search(lc.pos.begin(), lc.pos.end(), w)) return false;
  }
  return true;
}

void derive_axis(const Model& m, Direction major, int max_terms, std::vector<LinearCon>& out, Seen& seen) {
  AxisView a = make_view(m, major);
  // Every cell of a part has a run each way; a model without that has no bands to reason on.
  for (int r : a.minor_of)
    if (r < 0) return;
  std::vector<int> major_of(std::size_t(m.num_vars()), -1);
  for (std::size_t r = 0; r < m.runs.size(); ++r)
    if (m.dirs[r] == major)
      for (int v : m.runs[r].vars) major_of[std::size_t(v)] = static_cast<int>(r);
  std::vector<int> inside(m.runs.size(), 0), line_idx(std::size_t(m.num_vars()), 0);
  for (int l = 0; l < a.lines; ++l)
    for (int v : a.vars_of[std::size_t(l)]) line_idx[std::size_t(v)] = l;
  const std::size_t cap = 4 * m.runs.size() + 16;
  for (int first = 0; first < a.lines && out.size() < cap; ++first) {
    std::vector<int> touched;
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
      auto in_band = [&](int v) {
        return line_idx[std::size_t(v)] >= first && line_idx[std::size_t(v)] <= last;
      };
      LinearCon lc = band_equation(m, total, touched, inside, in_band);
      if (lc.pos.empty() && lc.neg.empty() && lc.constant == 0) continue;
      if (redundant(m, lc, major_of)) continue;
      if (seen.emplace(lc.pos, lc.neg, lc.constant).second) out.push_back(std::move(lc));
    }
    for (int r : touched) inside[std::size_t(r)] = 0;
  }
}

// Windows: on a large grid a band of whole lines crosses too many runs to leave a short
// equation, so regions are also taken locally: the major runs lying inside a window of at
// most kWindow lines by kWindow places along them (an across run's columns, a down run's
// rows). The equation is the band's, with "in the band" meaning "on a run of the window".
constexpr int kWindow = 10;

void derive_windows(const Model& m, Direction major, int max_terms, std::vector<LinearCon>& out, Seen& seen,
                    std::size_t cap) {
  const std::vector<int>& line_of = major == Direction::Across ? m.row : m.col;
  const std::vector<int>& place_of = major == Direction::Across ? m.col : m.row;
  if (m.num_vars() == 0) return;
  const auto [lo_l, hi_l] = std::minmax_element(line_of.begin(), line_of.end());
  const auto [lo_p, hi_p] = std::minmax_element(place_of.begin(), place_of.end());
  const int lines = *hi_l - *lo_l + 1, places = *hi_p - *lo_p + 1;
  // ends_at[line * places + place]: the major run ending there (at most one), or -1.
  std::vector<int> ends_at(std::size_t(lines) * std::size_t(places), -1), start_of(m.runs.size(), 0);
  std::vector<int> minor_of(std::size_t(m.num_vars()), -1), major_of(std::size_t(m.num_vars()), -1);
  for (std::size_t r = 0; r < m.runs.size(); ++r) {
    const RunCon& run = m.runs[r];
    if (m.dirs[r] != major) {
      for (int v : run.vars) minor_of[std::size_t(v)] = static_cast<int>(r);
      continue;
    }
    int first = 1 << 30, last = -1;
    for (int v : run.vars) {
      major_of[std::size_t(v)] = static_cast<int>(r);
      first = std::min(first, place_of[std::size_t(v)] - *lo_p);
      last = std::max(last, place_of[std::size_t(v)] - *lo_p);
    }
    start_of[r] = first;
    ends_at[std::size_t(line_of[std::size_t(run.vars[0])] - *lo_l) * std::size_t(places) +
            std::size_t(last)] = static_cast<int>(r);
  }
  for (int r : minor_of)
    if (r < 0) return;
  std::vector<int> inside(m.runs.size(), 0);
  std::vector<std::uint8_t> in_window(m.runs.size(), 0);
  for (int top = 0; top < lines; ++top) {
    for (int bottom = top; bottom < std::min(lines, top + kWindow); ++bottom) {
      for (int left = 0; left < places; ++left) {
        std::vector<int> touched, taken;
        long total = 0;
        int terms = 0;
        for (int right = left; right < std::min(places, left + kWindow); ++right) {
          bool grew = false;
          for (int l = top; l <= bottom; ++l) {
            const int r = ends_at[std::size_t(l) * std::size_t(places) + std::size_t(right)];
            if (r < 0 || start_of[std::size_t(r)] < left) continue;
            grew = true;
            taken.push_back(r);
            in_window[std::size_t(r)] = 1;
            total += m.runs[std::size_t(r)].sum;
            for (int v : m.runs[std::size_t(r)].vars) {
              const int c = minor_of[std::size_t(v)];
              const int len = static_cast<int>(m.runs[std::size_t(c)].vars.size());
              if (inside[std::size_t(c)] == 0) touched.push_back(c);
              terms -= cost(inside[std::size_t(c)], len);
              terms += cost(++inside[std::size_t(c)], len);
            }
          }
          if (!grew || terms > max_terms) continue;
          auto in_band = [&](int v) { return in_window[std::size_t(major_of[std::size_t(v)])] != 0; };
          LinearCon lc = band_equation(m, total, touched, inside, in_band);
          if (lc.pos.empty() && lc.neg.empty() && lc.constant == 0) continue;
          if (redundant(m, lc, major_of)) continue;
          if (seen.emplace(lc.pos, lc.neg, lc.constant).second) out.push_back(std::move(lc));
          if (out.size() >= cap) break;
        }
        for (int c : touched) inside[std::size_t(c)] = 0;
        for (int r : taken) in_window[std::size_t(r)] = 0;
        if (out.size() >= cap) return;
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
  for (const LinearCon& lc : m.linears) seen.emplace(lc.pos, lc.neg, lc.constant);
  const std::size_t cap = 4 * m.runs.size() + 16;
  derive_windows(m, Direction::Across, max_terms, out, seen, cap);
  derive_windows(m, Direction::Down, max_terms, out, seen, cap);
  return out;
}

}  // namespace kakuro::detail
