#include "region_equations.hpp"

#include <algorithm>
#include <deque>
#include <set>
#include <tuple>

namespace kakuro::detail {

namespace {

// The run graph with unit capacities; arc 2k and 2k+1 are the two directions of cell k.
class RunGraph {
 public:
  explicit RunGraph(const Puzzle& p) : adj_(std::size_t(p.num_runs())) {
    for (VarId v = 0; v < p.num_vars(); ++v) {
      const RunId a = p.across_run(v), d = p.down_run(v);
      if (a < 0 || d < 0) continue;
      adj_[std::size_t(a)].push_back(int(head_.size()));
      head_.push_back(d);
      adj_[std::size_t(d)].push_back(int(head_.size()));
      head_.push_back(a);
    }
  }

  int size() const { return int(adj_.size()); }
  const std::vector<int>& arcs(int node) const { return adj_[std::size_t(node)]; }
  int head(int arc) const { return head_[std::size_t(arc)]; }

  /// Maximum s-t flow and the nodes reachable from s in the residual graph (a minimum cut).
  int min_cut(int s, int t, std::vector<char>& side);

 private:
  bool augment(int s, int t, std::vector<char>& seen);

  std::vector<std::vector<int>> adj_;
  std::vector<int> head_;
  std::vector<int> residual_, via_;
};

bool RunGraph::augment(int s, int t, std::vector<char>& seen) {
  seen.assign(adj_.size(), 0);
  std::deque<int> queue{s};
  seen[std::size_t(s)] = 1;
  while (!queue.empty() && !seen[std::size_t(t)]) {
    const int u = queue.front();
    queue.pop_front();
    for (int arc : adj_[std::size_t(u)]) {
      const int w = head_[std::size_t(arc)];
      if (seen[std::size_t(w)] || residual_[std::size_t(arc)] == 0) continue;
      seen[std::size_t(w)] = 1;
      via_[std::size_t(w)] = arc;
      queue.push_back(w);
    }
  }
  if (!seen[std::size_t(t)]) return false;
  for (int w = t; w != s; w = head_[std::size_t(via_[std::size_t(w)] ^ 1)]) {
    --residual_[std::size_t(via_[std::size_t(w)])];
    ++residual_[std::size_t(via_[std::size_t(w)] ^ 1)];
  }
  return true;
}

int RunGraph::min_cut(int s, int t, std::vector<char>& side) {
  residual_.assign(head_.size(), 1);
  via_.assign(adj_.size(), -1);
  int flow = 0;
  while (augment(s, t, side)) ++flow;  // at most the length of the shorter run
  return flow;                         // the failed search marked the residual side of s
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

// The equation of the run set `in` (indexed by RunId), canonical: the smallest cell in plus.
RegionEquation equation_of(const Puzzle& p, const std::vector<char>& in) {
  RegionEquation e;
  for (RunId r = 0; r < p.num_runs(); ++r)
    if (in[std::size_t(r)]) e.constant += p.run(r).dir == Direction::Across ? p.run(r).sum : -p.run(r).sum;
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const bool a = in[std::size_t(p.across_run(v))], d = in[std::size_t(p.down_run(v))];
    if (a && !d) e.plus.push_back(v);
    if (d && !a) e.minus.push_back(v);
  }
  if (!e.minus.empty() && (e.plus.empty() || e.minus.front() < e.plus.front())) {
    std::swap(e.plus, e.minus);
    e.constant = -e.constant;
  }
  return e;
}

// Gusfield: the tree starts as a star on the first node; each node's minimum cut against its
// tree parent re-hangs the later nodes on its side.
void cuts_of_component(const Puzzle& p, RunGraph& g, const std::vector<int>& nodes, int max_cells,
                       std::set<std::tuple<std::vector<VarId>, std::vector<VarId>, int>>& seen,
                       std::vector<RegionEquation>& out) {
  const std::size_t m = nodes.size();
  std::vector<std::size_t> parent(m, 0);
  std::vector<char> side;
  for (std::size_t s = 1; s < m; ++s) {
    const std::size_t t = parent[s];
    const int flow = g.min_cut(nodes[s], nodes[t], side);
    std::size_t inside = 0;
    for (std::size_t i = 0; i < m; ++i) inside += side[std::size_t(nodes[i])] ? 1 : 0;
    for (std::size_t i = s + 1; i < m; ++i)
      if (side[std::size_t(nodes[i])] && parent[i] == t) parent[i] = s;
    if (flow > max_cells || inside < 2 || m - inside < 2)
      continue;  // one run alone: its own sum, encoded already
    RegionEquation e = equation_of(p, side);
    if (seen.insert({e.plus, e.minus, e.constant}).second) out.push_back(std::move(e));
  }
}

}  // namespace

std::vector<RegionEquation> region_equations(const Puzzle& p, int max_cells) {
  RunGraph g(p);
  std::vector<RegionEquation> out;
  std::set<std::tuple<std::vector<VarId>, std::vector<VarId>, int>> seen;
  for (const std::vector<int>& nodes : components(g)) {
    std::vector<char> in(std::size_t(p.num_runs()), 0);
    for (int r : nodes) in[std::size_t(r)] = 1;
    if (const RegionEquation whole = equation_of(p, in); whole.constant != 0) out.push_back(whole);
    if (max_cells > 0) cuts_of_component(p, g, nodes, max_cells, seen, out);
  }
  return out;
}

}  // namespace kakuro::detail
