// Random layouts with the shape of published puzzles: from an all-white grid, black cells
// are added in symmetric pairs, in random order, each only where it leaves no run of one
// cell and keeps the white cells joined around it: first to cut every run over nine cells,
// then until the white share reaches the target. Boost.Graph checks that the white
// cells form one part.
#include "kakuro/create/layout.hpp"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>
#include <cassert>

#include "fill.hpp"

namespace kakuro::create {

std::string to_string(Symmetry s) {
  switch (s) {
    case Symmetry::Point:
      return "point";
    case Symmetry::Mirror:
      return "mirror";
    case Symmetry::None:
      return "none";
  }
  return "?";
}

namespace {
constexpr Symmetry kSymmetries[] = {Symmetry::Point, Symmetry::Mirror, Symmetry::None};
}  // namespace

std::optional<Symmetry> symmetry_from_name(const std::string& s) {
  for (Symmetry x : kSymmetries)
    if (to_string(x) == s) return x;
  return std::nullopt;
}

std::vector<std::string> symmetry_names() {
  std::vector<std::string> names;
  for (Symmetry x : kSymmetries) names.push_back(to_string(x));
  return names;
}

int Layout::white_count() const { return static_cast<int>(std::count(white.begin(), white.end(), 1)); }

namespace {

class Builder {
 public:
  Builder(const LayoutOptions& o, detail::SplitMix64& rng, const std::function<bool()>& stopped)
      : o_(o), rng_(rng), stopped_(stopped) {
    l_.rows = o.rows;
    l_.cols = o.cols;
    l_.white.assign(std::size_t(o.rows) * std::size_t(o.cols), 0);
    for (int r = 1; r < o.rows; ++r)
      for (int c = 1; c < o.cols; ++c) l_.white[at(r, c)] = 1;
    whites_ = (o.rows - 1) * (o.cols - 1);
  }

  // Whether `stopped` said yes (build() then gave nothing).
  bool halted() const { return halted_; }

  // Nothing when `stopped` said so (asked every few thousand cells) or the layout breaks
  // the shape rules.
  std::optional<Layout> build() {
    const int inside = (o_.rows - 1) * (o_.cols - 1);
    const int target = static_cast<int>(o_.density * inside + 0.5);
    std::vector<std::pair<int, int>> order;
    for (int r = 1; r < o_.rows; ++r)
      for (int c = 1; c < o_.cols; ++c) order.push_back({r, c});
    rng_.shuffle(order);
    // Every run over nine cells is cut first, while the grid is open enough to allow it;
    // then black pairs in random order while the white share is above the target. Each
    // black cell goes only where it leaves no run of one cell and (by a local test) keeps
    // the white cells in one part.
    if (!cut_long_runs()) return std::nullopt;
    std::size_t tried = 0;
    for (const auto& [r, c] : order) {
      if (whites_ <= target) break;
      if ((++tried & 4095) == 0 && stop()) return std::nullopt;
      if (l_.white[at(r, c)]) try_blacken(r, c);
    }
    if (!cut_long_runs() || stop()) return std::nullopt;
    keep_largest_part();
    assert(whites_ == l_.white_count());
    if (whites_ == 0 || stop() || !shape_problem(l_, o_.symmetry).empty()) return std::nullopt;
    return l_;
  }

 private:
  std::size_t at(int r, int c) const { return std::size_t(r) * std::size_t(o_.cols) + std::size_t(c); }
  bool stop() { return halted_ = halted_ || (stopped_ && stopped_()); }
  void set_white(int r, int c, bool white) {
    l_.white[at(r, c)] = white;
    whites_ += white ? 1 : -1;
  }
  bool white(int r, int c) const { return l_.is_white(r, c); }
  std::pair<int, int> partner(int r, int c) const {
    switch (o_.symmetry) {
      case Symmetry::Point:
        return {o_.rows - r, o_.cols - c};
      case Symmetry::Mirror:
        return {r, o_.cols - c};
      case Symmetry::None:
        break;
    }
    return {r, c};
  }

  // Turning (r, c) black keeps the white cells connected when its white edge neighbours
  // are joined around it: walking the eight cells around it, the white ones form at most
  // one stretch that holds an edge neighbour. (A sufficient test: it may refuse a cell whose
  // neighbours are joined further away.)
  bool locally_removable(int r, int c) const {
    static constexpr int dr[8] = {-1, -1, 0, 1, 1, 1, 0, -1}, dc[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    int groups = 0;
    bool all = true;
    for (int i = 0; i < 8; ++i) all = all && white(r + dr[i], c + dc[i]);
    if (all) return true;
    // Start just after a non-white cell so that no stretch wraps around.
    int s = 0;
    while (white(r + dr[s], c + dc[s])) ++s;
    bool in = false, edge = false;
    for (int k = 1; k <= 8; ++k) {
      const int i = (s + k) % 8;
      if (white(r + dr[i], c + dc[i])) {
        if (!in) in = true, edge = false;
        if (i % 2 == 0) edge = true;
      } else if (in) {
        groups += edge;
        in = false;
      }
    }
    return groups <= 1;
  }

  // The white cells in a straight line from (r, c) (not counting it) in direction (dr, dc).
  int reach(int r, int c, int dr, int dc) const {
    int n = 0;
    while (white(r + (n + 1) * dr, c + (n + 1) * dc)) ++n;
    return n;
  }
  // (r, c) is black: its white edge neighbours are still joined, by the local test or else
  // by a search that gives up (and answers no) after a thousand cells.
  bool still_joined(int r, int c) {
    if (locally_removable(r, c)) return true;
    std::vector<std::pair<int, int>> ends;
    for (auto [dr, dc] : {std::pair{0, 1}, std::pair{1, 0}, std::pair{0, -1}, std::pair{-1, 0}})
      if (white(r + dr, c + dc)) ends.push_back({r + dr, c + dc});
    if (ends.size() < 2) return true;
    ++epoch_;
    if (seen_.size() != l_.white.size()) seen_.assign(l_.white.size(), 0);
    std::vector<std::pair<int, int>> todo{ends[0]};
    seen_[at(ends[0].first, ends[0].second)] = epoch_;
    std::size_t found = 1, visited = 0;
    for (std::size_t q = 0; q < todo.size() && visited < 1000; ++q, ++visited) {
      const auto [cr, cc] = todo[q];
      for (auto [dr, dc] : {std::pair{0, 1}, std::pair{1, 0}, std::pair{0, -1}, std::pair{-1, 0}}) {
        const int nr = cr + dr, nc = cc + dc;
        if (!white(nr, nc) || seen_[at(nr, nc)] == epoch_) continue;
        seen_[at(nr, nc)] = epoch_;
        for (const auto& e : ends)
          if (e == std::pair{nr, nc}) ++found;
        if (found == ends.size()) return true;
        todo.push_back({nr, nc});
      }
    }
    return false;
  }

  // Turns (r, c) and its partner black unless that splits the white cells. A white cell
  // left in a run of one turns black too (with its partner), up to `cascade` rounds; when
  // a run of one remains, nothing changes. True when done.
  bool try_blacken(int r, int c, int cascade = 0) {
    std::vector<std::pair<int, int>> changed, round{{r, c}};
    const auto undo = [&] {
      for (const auto& [cr, cc] : changed) set_white(cr, cc, true);
      return false;
    };
    for (int depth = 0; !round.empty(); ++depth) {
      if (depth > cascade) return undo();
      std::vector<std::pair<int, int>> added;
      for (const auto& [cr, cc] : round)
        for (const auto& cell : {std::pair{cr, cc}, partner(cr, cc)})
          if (white(cell.first, cell.second)) {
            set_white(cell.first, cell.second, false);
            changed.push_back(cell);
            added.push_back(cell);
          }
      for (const auto& [cr, cc] : added)
        if (!still_joined(cr, cc)) return undo();
      // The white neighbours now in a run of one.
      std::vector<std::pair<int, int>> next;
      for (const auto& [cr, cc] : added)
        for (auto [dr, dc] : {std::pair{0, 1}, std::pair{0, -1}, std::pair{1, 0}, std::pair{-1, 0}}) {
          const int nr = cr + dr, nc = cc + dc;
          if (white(nr, nc) && reach(cr, cc, dr, dc) == 1 &&
              std::find(next.begin(), next.end(), std::pair{nr, nc}) == next.end())
            next.push_back({nr, nc});
        }
      round = std::move(next);
    }
    return true;
  }

  // Every run over nine cells gets a black cell where that is allowed (random order). False
  // when `stopped` said so (asked every line).
  bool cut_long_runs() {
    for (bool changed = true; changed;) {
      changed = false;
      for (bool across : {true, false}) {
        const int lines = across ? o_.rows : o_.cols, len = across ? o_.cols : o_.rows;
        for (int i = 1; i < lines; ++i) {
          if (stop()) return false;
          for (int j = 1; j < len;) {
            const auto cell = [&](int k) { return across ? std::pair{i, k} : std::pair{k, i}; };
            if (!white(cell(j).first, cell(j).second)) {
              ++j;
              continue;
            }
            int end = j;
            while (end < len && white(cell(end).first, cell(end).second)) ++end;
            if (end - j > 9) {
              std::vector<int> at_k;
              for (int k = j + 2; k < end - 2; ++k) at_k.push_back(k);
              rng_.shuffle(at_k);
              bool cut = false;
              for (int cascade = 0; cascade <= 2 && !cut; ++cascade)
                for (int k : at_k)
                  if (try_blacken(cell(k).first, cell(k).second, cascade)) {
                    cut = true;
                    break;
                  }
              if (cut) changed = true;
            }
            j = end;
          }
        }
      }
    }
    return true;
  }

  // The white cells' parts by Boost.Graph; all but the largest turn black. With symmetry the
  // largest part's partner cells are a part of the same size: when that is another part,
  // the layout keeps both and shape_problem() rejects it.
  void keep_largest_part() {
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
    Graph g(l_.white.size());
    for (int r = 1; r < o_.rows; ++r)
      for (int c = 1; c < o_.cols; ++c) {
        if (!l_.white[at(r, c)]) continue;
        if (c + 1 < o_.cols && l_.white[at(r, c + 1)]) boost::add_edge(at(r, c), at(r, c + 1), g);
        if (r + 1 < o_.rows && l_.white[at(r + 1, c)]) boost::add_edge(at(r, c), at(r + 1, c), g);
      }
    std::vector<int> part(l_.white.size());
    const int n = boost::connected_components(g, part.data());
    std::vector<int> size(std::size_t(n), 0);
    for (std::size_t i = 0; i < part.size(); ++i)
      if (l_.white[i]) ++size[std::size_t(part[i])];
    const int best = static_cast<int>(std::max_element(size.begin(), size.end()) - size.begin());
    for (int r = 1; r < o_.rows; ++r)
      for (int c = 1; c < o_.cols; ++c) {
        const auto [pr, pc] = partner(r, c);
        if (l_.white[at(r, c)] && part[at(r, c)] != best && part[at(pr, pc)] != best) set_white(r, c, false);
      }
  }

  const LayoutOptions& o_;
  detail::SplitMix64& rng_;
  const std::function<bool()>& stopped_;
  Layout l_;
  int whites_ = 0;         // the white cells of l_: counted as they change, not by a scan per cell
  std::vector<int> seen_;  // still_joined()'s marks
  int epoch_ = 0;
  bool halted_ = false;
};

}  // namespace

std::optional<Layout> make_layout(std::uint64_t seed, const LayoutOptions& opts,
                                  const std::function<bool()>& stopped) {
  if (opts.rows < 3 || opts.cols < 3) return std::nullopt;
  detail::SplitMix64 rng(seed ^ 0x4C41594F5554ull);  // "LAYOUT": apart from the fill's stream
  // The white share may land well under the target when repairs cascade; a few attempts,
  // then the closest one.
  std::optional<Layout> best;
  const int inside = (opts.rows - 1) * (opts.cols - 1);
  const auto gap = [&](const Layout& l) { return std::abs(double(l.white_count()) / inside - opts.density); };
  for (int attempt = 0; attempt < 8; ++attempt) {
    Builder builder(opts, rng, stopped);
    auto l = builder.build();
    if (builder.halted()) return std::nullopt;
    if (!l) continue;
    if (!best || gap(*l) < gap(*best)) best = std::move(l);
    if (gap(*best) <= 0.1) break;
  }
  return best;
}

double lowest_density(const LayoutOptions& opts) {
  LayoutOptions o = opts;
  o.rows = std::min(o.rows, 40);
  o.cols = std::min(o.cols, 40);
  o.density = 0;
  double lowest = 0;
  bool any = false;
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    if (const auto l = make_layout(seed, o)) {
      any = true;
      lowest = std::max(lowest, double(l->white_count()) / ((o.rows - 1) * (o.cols - 1)));
    }
  return any ? lowest : 1.0;
}

std::string shape_problem(const Layout& l, Symmetry s) {
  const auto white = [&](int r, int c) { return l.is_white(r, c); };
  for (int c = 0; c < l.cols; ++c)
    if (white(0, c)) return "a white cell in the clue row";
  for (int r = 0; r < l.rows; ++r)
    if (white(r, 0)) return "a white cell in the clue column";
  for (int r = 1; r < l.rows; ++r)
    for (int c = 1; c < l.cols; ++c) {
      if (!white(r, c)) continue;
      for (auto [dr, dc] : {std::pair{0, 1}, std::pair{1, 0}}) {
        if (white(r - dr, c - dc)) continue;  // not the start of a run
        int n = 0;
        while (white(r + n * dr, c + n * dc)) ++n;
        if (n < 2 || n > 9)
          return "a run of " + std::to_string(n) + " cell" + (n == 1 ? "" : "s") + " at (" +
                 std::to_string(r) + "," + std::to_string(c) + ")";
      }
      int pr = r, pc = c;
      if (s == Symmetry::Point) pr = l.rows - r, pc = l.cols - c;
      if (s == Symmetry::Mirror) pc = l.cols - c;
      if (!white(pr, pc))
        return "the partner of (" + std::to_string(r) + "," + std::to_string(c) + ") is not white";
    }
  // One part: a flood fill from the first white cell reaches them all.
  std::vector<char> seen(l.white.size(), 0);
  std::vector<std::pair<int, int>> todo;
  for (int r = 1; r < l.rows && todo.empty(); ++r)
    for (int c = 1; c < l.cols && todo.empty(); ++c)
      if (white(r, c))
        todo.push_back({r, c}), seen[std::size_t(r) * std::size_t(l.cols) + std::size_t(c)] = 1;
  int reached = static_cast<int>(todo.size());
  while (!todo.empty()) {
    const auto [r, c] = todo.back();
    todo.pop_back();
    for (auto [dr, dc] : {std::pair{0, 1}, std::pair{1, 0}, std::pair{0, -1}, std::pair{-1, 0}}) {
      const int nr = r + dr, nc = c + dc;
      if (!white(nr, nc)) continue;
      char& s2 = seen[std::size_t(nr) * std::size_t(l.cols) + std::size_t(nc)];
      if (s2) continue;
      s2 = 1;
      ++reached;
      todo.push_back({nr, nc});
    }
  }
  if (reached != l.white_count()) return "the white cells fall into several parts";
  return "";
}

}  // namespace kakuro::create

namespace kakuro::create {

bool has_twin_nines(const Layout& l) {
  // (r, c) starts a run of nine in direction (dr, dc): white, with no white cell before it
  // and none after its ninth cell.
  const auto nine_at = [&](int r, int c, int dr, int dc) {
    if (l.is_white(r - dr, c - dc) || l.is_white(r + 9 * dr, c + 9 * dc)) return false;
    for (int i = 0; i < 9; ++i)
      if (!l.is_white(r + i * dr, c + i * dc)) return false;
    return true;
  };
  for (int across = 0; across < 2; ++across) {
    // Runs of nine along rows (across = 1) or along columns, and a second one further on.
    const int dr = across ? 0 : 1, dc = across ? 1 : 0;
    for (int r = 1; r < l.rows; ++r)
      for (int c = 1; c < l.cols; ++c) {
        if (!nine_at(r, c, dr, dc)) continue;
        // The cells between the two runs, across each of its nine lines, all white: each
        // crossing run holds a cell of both. Crossing runs are at most nine long.
        for (int k = 1; k <= 8; ++k) {
          const int r2 = r + k * dc, c2 = c + k * dr;  // k steps across the run's direction
          bool joined = true;
          for (int i = 0; i < 9 && joined; ++i) joined = l.is_white(r2 + i * dr, c2 + i * dc);
          if (!joined) break;
          if (nine_at(r2, c2, dr, dc)) return true;
        }
      }
  }
  return false;
}

}  // namespace kakuro::create
