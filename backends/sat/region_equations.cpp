#include "region_equations.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace kakuro::detail {

namespace {

// The run graph with unit capacities; arc 2k and 2k+1 are the two directions of cell k.
// A maximum flow runs inside a ball: the first kBall runs a breadth-first search from the
// source reaches (kBall measured: docs/encoding.md); every run outside the ball counts as
// the sink. Within a part of at most
// kBall runs that is the exact flow; beyond, the cut found separates the source's
// neighbourhood from the rest of the part, a sound equation all the same. Work per flow is
// proportional to the ball, so the whole search is linear in the size of the puzzle.
class RunGraph {
 public:
  static constexpr std::size_t kBall = 1024;

  explicit RunGraph(const Puzzle& p)
      : adj_(std::size_t(p.num_runs())), mark_(adj_.size(), 0), ball_(adj_.size(), 0), via_(adj_.size(), -1) {
    for (VarId v = 0; v < p.num_vars(); ++v) {
      const RunId a = p.across_run(v), d = p.down_run(v);
      if (a < 0 || d < 0) continue;
      adj_[std::size_t(a)].push_back(int(head_.size()));
      head_.push_back(d);
      adj_[std::size_t(d)].push_back(int(head_.size()));
      head_.push_back(a);
      var_.push_back(v);
    }
    residual_.assign(head_.size(), 1);
  }

  int size() const { return int(adj_.size()); }
  const std::vector<int>& arcs(int node) const { return adj_[std::size_t(node)]; }
  int head(int arc) const { return head_[std::size_t(arc)]; }
  VarId var(int arc) const { return var_[std::size_t(arc / 2)]; }

  /// Maximum flow from s to t (or, when t lies outside s's ball, to everything outside the
  /// ball). Afterwards s_side() lists the runs reachable from s in the residual graph: the
  /// source side of a minimum cut, and on_s_side() tells them.
  int min_cut(int s, int t);
  const std::vector<int>& s_side() const { return queue_; }
  bool on_s_side(int node) const { return mark_[std::size_t(node)] == epoch_; }

 private:
  bool augment(int s, int t);
  bool is_sink(int node, int t) const { return node == t || ball_[std::size_t(node)] != ball_epoch_; }

  std::vector<std::vector<int>> adj_;
  std::vector<int> head_;
  std::vector<VarId> var_;
  std::vector<int> residual_;
  std::vector<unsigned> mark_;  // == epoch_: reached by the current augmenting search
  unsigned epoch_ = 0;
  std::vector<unsigned> ball_;  // == ball_epoch_: inside the current ball
  unsigned ball_epoch_ = 0;
  std::vector<int> via_;
  std::vector<int> queue_;
  std::vector<int> changed_;  // arcs whose residual the current flow changed
};

bool RunGraph::augment(int s, int t) {
  ++epoch_;
  queue_.assign(1, s);
  mark_[std::size_t(s)] = epoch_;
  int sink = -1;
  for (std::size_t next = 0; next < queue_.size() && sink < 0; ++next) {
    const int u = queue_[next];
    for (int arc : adj_[std::size_t(u)]) {
      const int w = head_[std::size_t(arc)];
      if (on_s_side(w) || residual_[std::size_t(arc)] == 0) continue;
      via_[std::size_t(w)] = arc;
      if (is_sink(w, t)) {
        sink = w;
        break;
      }
      mark_[std::size_t(w)] = epoch_;
      queue_.push_back(w);
    }
  }
  if (sink < 0) return false;
  for (int w = sink; w != s; w = head_[std::size_t(via_[std::size_t(w)] ^ 1)]) {
    const int arc = via_[std::size_t(w)];
    --residual_[std::size_t(arc)];
    ++residual_[std::size_t(arc ^ 1)];
    changed_.push_back(arc);
  }
  return true;
}

int RunGraph::min_cut(int s, int t) {
  for (int arc : changed_) residual_[std::size_t(arc)] = residual_[std::size_t(arc ^ 1)] = 1;
  changed_.clear();
  ++ball_epoch_;
  queue_.assign(1, s);
  ball_[std::size_t(s)] = ball_epoch_;
  for (std::size_t next = 0; next < queue_.size() && queue_.size() < kBall; ++next)
    for (int arc : adj_[std::size_t(queue_[next])]) {
      const int w = head_[std::size_t(arc)];
      if (ball_[std::size_t(w)] == ball_epoch_ || queue_.size() >= kBall) continue;
      ball_[std::size_t(w)] = ball_epoch_;
      queue_.push_back(w);
    }
  int flow = 0;
  while (augment(s, t)) ++flow;  // at most the length of the shorter run
  return flow;                   // the failed search left the source side in queue_
}

std::vector<std::vector<int>> components(const RunGraph& g) {
  std::vector<std::vector<int>> out;
  std::vector<char> seen(std::size_t(g.size()), 0);
  for (int start = 0; start < g.size(); ++start) {
    if (seen[std::size_t(start)]) continue;
    out.emplace_back();
    std::vector<int> stack{start};
    seen[std::size_t(start)] = 1;
    while (!stack.empty()) {
      const int u = stack.back();
      stack.pop_back();
      out.back().push_back(u);
      for (int arc : g.arcs(u))
        if (!seen[std::size_t(g.head(arc))]) {
          seen[std::size_t(g.head(arc))] = 1;
          stack.push_back(g.head(arc));
        }
    }
  }
  return out;
}

// The equation of the runs on the source side of the last cut, canonical: the smallest
// cell in plus. A cell whose across run is inside and down run outside counts plus, the
// reverse minus.
RegionEquation equation_of(const Puzzle& p, const RunGraph& g) {
  RegionEquation e;
  for (int r : g.s_side()) {
    const bool across = p.run(r).dir == Direction::Across;
    e.constant += across ? p.run(r).sum : -p.run(r).sum;
    for (int arc : g.arcs(r))
      if (!g.on_s_side(g.head(arc))) (across ? e.plus : e.minus).push_back(g.var(arc));
  }
  std::sort(e.plus.begin(), e.plus.end());
  std::sort(e.minus.begin(), e.minus.end());
  if (!e.minus.empty() && (e.plus.empty() || e.minus.front() < e.plus.front())) {
    std::swap(e.plus, e.minus);
    e.constant = -e.constant;
  }
  return e;
}

// Gusfield: the tree starts as a star on the first node; each node's minimum cut against its
// tree parent re-hangs the later nodes on its side. False when `stop` said so.
bool cuts_of_component(const Puzzle& p, RunGraph& g, const std::vector<int>& nodes, int max_cells,
                       const std::function<bool()>& stop,
                       std::set<std::tuple<std::vector<VarId>, std::vector<VarId>, int>>& seen,
                       std::vector<int>& index, std::vector<RegionEquation>& out) {
  const std::size_t m = nodes.size();
  for (std::size_t i = 0; i < m; ++i) index[std::size_t(nodes[i])] = int(i);
  std::vector<std::size_t> parent(m, 0);
  for (std::size_t s = 1; s < m; ++s) {
    if (stop && stop()) return false;
    const std::size_t t = parent[s];
    const int flow = g.min_cut(nodes[s], nodes[t]);
    const std::size_t inside = g.s_side().size();
    for (int r : g.s_side())
      if (const auto i = std::size_t(index[std::size_t(r)]); i > s && parent[i] == t) parent[i] = s;
    if (flow > max_cells || inside < 2 || m - inside < 2)
      continue;  // one run alone: its own sum, encoded already
    RegionEquation e = equation_of(p, g);
    if (seen.insert({e.plus, e.minus, e.constant}).second) out.push_back(std::move(e));
  }
  return true;
}

}  // namespace

std::vector<RegionEquation> region_equations(const Puzzle& p, int max_cells,
                                             const std::function<bool()>& stop) {
  RunGraph g(p);
  std::vector<RegionEquation> out;
  std::set<std::tuple<std::vector<VarId>, std::vector<VarId>, int>> seen;
  std::vector<int> index(std::size_t(g.size()), 0);
  for (const std::vector<int>& nodes : components(g)) {
    // The whole part: every cell counted on both sides, so 0 = across total - down total.
    int constant = 0;
    for (int r : nodes) constant += p.run(r).dir == Direction::Across ? p.run(r).sum : -p.run(r).sum;
    if (constant != 0) out.push_back(RegionEquation{{}, {}, constant});
    if (max_cells > 0 && !cuts_of_component(p, g, nodes, max_cells, stop, seen, index, out)) break;
  }
  return out;
}

}  // namespace kakuro::detail
