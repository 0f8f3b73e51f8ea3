// Random layouts with the shape of published puzzles: black cells are added in symmetric
// pairs until the white share reaches the target, and after each batch the runs are
// repaired (a run of one cell turns black, a run over nine cells is cut), until every run
// has 2 to 9 cells; the white cells must then form one part (Boost.Graph).
#include "kakuro/create/layout.hpp"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>

#include "generate_detail.hpp"

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

std::optional<Symmetry> symmetry_from_name(const std::string& s) {
  for (Symmetry x : {Symmetry::Point, Symmetry::Mirror, Symmetry::None})
    if (to_string(x) == s) return x;
  return std::nullopt;
}

int Layout::white_count() const { return static_cast<int>(std::count(white.begin(), white.end(), 1)); }

namespace {

class Builder {
 public:
  Builder(const LayoutOptions& o, detail::GenRng& rng) : o_(o), rng_(rng) {
    l_.rows = o.rows;
    l_.cols = o.cols;
    l_.white.assign(std::size_t(o.rows) * std::size_t(o.cols), 0);
    for (int r = 1; r < o.rows; ++r)
      for (int c = 1; c < o.cols; ++c) l_.white[at(r, c)] = 1;
  }

  std::optional<Layout> build() {
    const int inside = (o_.rows - 1) * (o_.cols - 1);
    const int target = static_cast<int>(o_.density * inside + 0.5);
    std::vector<std::pair<int, int>> order;
    for (int r = 1; r < o_.rows; ++r)
      for (int c = 1; c < o_.cols; ++c) order.push_back({r, c});
    rng_.shuffle(order);
    std::size_t next = 0;
    repair();
    // Black pairs in batches of a quarter of what is left to remove; each batch repaired.
    while (l_.white_count() > target && next < order.size()) {
      int batch = std::max(1, (l_.white_count() - target) / 4);
      for (; batch > 0 && next < order.size(); ++next) {
        const auto [r, c] = order[next];
        if (!l_.white[at(r, c)]) continue;
        blacken(r, c);
        --batch;
      }
      repair();
    }
    keep_largest_part();
    repair();
    if (!shape_problem(l_, o_.symmetry).empty() || l_.white_count() == 0) return std::nullopt;
    return l_;
  }

 private:
  std::size_t at(int r, int c) const { return std::size_t(r) * std::size_t(o_.cols) + std::size_t(c); }
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
  void blacken(int r, int c) {
    l_.white[at(r, c)] = 0;
    const auto [pr, pc] = partner(r, c);
    l_.white[at(pr, pc)] = 0;
  }

  // Until nothing changes: runs of one cell turn black; runs over nine cells are cut by a
  // black cell placed so that both pieces keep at least two cells (and the first at most
  // nine).
  void repair() {
    for (bool changed = true; changed;) {
      changed = false;
      for (bool across : {true, false}) {
        const int lines = across ? o_.rows : o_.cols, len = across ? o_.cols : o_.rows;
        for (int i = 1; i < lines; ++i) {
          for (int j = 1; j < len;) {
            const auto cell = [&](int k) { return across ? std::pair{i, k} : std::pair{k, i}; };
            if (!l_.white[at(cell(j).first, cell(j).second)]) {
              ++j;
              continue;
            }
            int end = j;
            while (end < len && l_.white[at(cell(end).first, cell(end).second)]) ++end;
            const int n = end - j;
            if (n == 1) {
              blacken(cell(j).first, cell(j).second);
              changed = true;
            } else if (n > 9) {
              // Pieces of k and n - k - 1 cells: k in [max(2, n - 10), min(9, n - 3)].
              const int lo = std::max(2, n - 10), hi = std::min(9, n - 3);
              const int k = lo <= hi ? rng_.between(lo, hi) : 2;
              blacken(cell(j + k).first, cell(j + k).second);
              changed = true;
            }
            j = end;
          }
        }
      }
    }
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
        if (l_.white[at(r, c)] && part[at(r, c)] != best && part[at(pr, pc)] != best) l_.white[at(r, c)] = 0;
      }
  }

  const LayoutOptions& o_;
  detail::GenRng& rng_;
  Layout l_;
};

}  // namespace

std::optional<Layout> make_layout(std::uint64_t seed, const LayoutOptions& opts) {
  if (opts.rows < 3 || opts.cols < 3) return std::nullopt;
  detail::GenRng rng(seed ^ 0x4C41594F5554ull);  // "LAYOUT": apart from the fill's stream
  // The white share may land well under the target when repairs cascade; a few attempts,
  // then the closest one.
  std::optional<Layout> best;
  const int inside = (opts.rows - 1) * (opts.cols - 1);
  const auto gap = [&](const Layout& l) { return std::abs(double(l.white_count()) / inside - opts.density); };
  for (int attempt = 0; attempt < 8; ++attempt) {
    auto l = Builder(opts, rng).build();
    if (!l) continue;
    if (!best || gap(*l) < gap(*best)) best = std::move(l);
    if (gap(*best) <= 0.1) break;
  }
  return best;
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
