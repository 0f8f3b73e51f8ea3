#include "diagram.hpp"

#include <algorithm>
#include <array>
#include <map>

#include "encoding.hpp"

namespace kakuro::detail {

namespace {

// Forward: every state reachable cell by cell.
void expand(const Cnf& cnf, Diagram& g, const Transition& next) {
  for (std::size_t i = 0; i < g.cells.size(); ++i) {
    DiagramLayer& here = g.layers[i];
    const DigitSet cand = candidates(cnf, g.cells[i]);
    std::vector<DiagramEdge> edges;  // `to` holds the state for now
    for (std::size_t j = 0; j < here.states.size(); ++j)
      cand.for_each([&](int d) {
        if (const std::optional<int> to = next(i, here.states[j], d)) edges.push_back({int(j), *to, d, 0});
      });
    std::vector<int>& states = g.layers[i + 1].states;
    for (const DiagramEdge& e : edges) states.push_back(e.to);
    std::sort(states.begin(), states.end());
    states.erase(std::unique(states.begin(), states.end()), states.end());
    for (DiagramEdge& e : edges)
      e.to = int(std::lower_bound(states.begin(), states.end(), e.to) - states.begin());
    here.out = std::move(edges);
  }
}

// Backward: keep the nodes from which an accepted last-layer state is reachable; renumber.
void prune(Diagram& g, const std::function<bool(int)>& accept) {
  const std::size_t len = g.cells.size();
  std::vector<std::vector<char>> alive(len + 1);
  for (int s : g.layers[len].states) alive[len].push_back(accept(s) ? 1 : 0);
  for (std::size_t i = len; i-- > 0;) {
    alive[i].assign(g.layers[i].states.size(), 0);
    for (const DiagramEdge& e : g.layers[i].out)
      if (alive[i + 1][std::size_t(e.to)]) alive[i][std::size_t(e.from)] = 1;
  }
  std::vector<int> index_below;
  for (std::size_t i = len + 1; i-- > 0;) {
    DiagramLayer& layer = g.layers[i];
    std::vector<int> index(layer.states.size(), -1), states;
    for (std::size_t j = 0; j < layer.states.size(); ++j)
      if (alive[i][j]) {
        index[j] = int(states.size());
        states.push_back(layer.states[j]);
      }
    std::vector<DiagramEdge> out;
    for (const DiagramEdge& e : layer.out)
      if (alive[i][std::size_t(e.from)] && index_below[std::size_t(e.to)] >= 0)
        out.push_back({index[std::size_t(e.from)], index_below[std::size_t(e.to)], e.digit, 0});
    layer.states = std::move(states);
    layer.out = std::move(out);
    index_below = std::move(index);
  }
}

// Bottom-up: nodes of a layer with the same edges (digit, merged target) become one; the
// accepting layer becomes a single node.
void reduce(Diagram& g) {
  const std::size_t len = g.cells.size();
  std::vector<int> merged(g.layers[len].states.size(), 0);  // node -> merged node, layer below
  std::vector<int>& last = g.layers[len].states;
  if (last.size() > 1) last.erase(last.begin() + 1, last.end());
  for (std::size_t i = len; i-- > 0;) {
    DiagramLayer& layer = g.layers[i];
    std::vector<std::vector<std::pair<int, int>>> signature(layer.states.size());
    for (const DiagramEdge& e : layer.out)
      signature[std::size_t(e.from)].push_back({e.digit, merged[std::size_t(e.to)]});
    std::map<std::vector<std::pair<int, int>>, int> classes;
    std::vector<int> merged_here(layer.states.size()), states;
    for (std::size_t j = 0; j < layer.states.size(); ++j) {
      const auto [it, added] = classes.try_emplace(signature[j], int(states.size()));
      if (added) states.push_back(layer.states[j]);
      merged_here[j] = it->second;
    }
    std::vector<DiagramEdge> out;
    std::vector<char> kept(states.size(), 0);
    for (std::size_t j = 0; j < layer.states.size(); ++j) {
      const int m = merged_here[j];
      if (kept[std::size_t(m)]) continue;
      kept[std::size_t(m)] = 1;
      for (const auto& [digit, to] : signature[j]) out.push_back({m, to, digit, 0});
    }
    layer.states = std::move(states);
    layer.out = std::move(out);
    merged = std::move(merged_here);
  }
}

}  // namespace

Diagram build_diagram(const Cnf& cnf, std::vector<VarId> cells, int start, const Transition& next,
                      const std::function<bool(int)>& accept) {
  Diagram g;
  g.cells = std::move(cells);
  g.layers.resize(g.cells.size() + 1);
  g.layers[0].states = {start};
  expand(cnf, g, next);
  prune(g, accept);
  reduce(g);
  return g;
}

namespace {

void add_variables(Cnf& cnf, Diagram& g, const DiagramNaming& n) {
  const std::size_t len = g.cells.size();
  for (std::size_t i = 0; i <= len; ++i) {
    DiagramLayer& layer = g.layers[i];
    layer.lits.assign(layer.states.size(), 0);
    if (i > 0 && i < len)
      for (std::size_t j = 0; j < layer.states.size(); ++j)
        layer.lits[j] = cnf.new_var({n.node_kind, n.index, 0, std::uint8_t(i), layer.states[j]});
  }
  for (std::size_t i = 0; i < len; ++i)
    for (DiagramEdge& e : g.layers[i].out)
      e.lit = i == 0 ? cnf.cell_lit(g.cells[0], e.digit)  // from the single root, the edge is the digit
                     : cnf.new_var({n.edge_kind, n.index, std::uint8_t(e.digit), std::uint8_t(i),
                                    g.layers[i].states[std::size_t(e.from)]});
}

// Edges of layer i imply their ends and digit; each digit of the cell needs an edge.
void add_edge_clauses(Cnf& cnf, const Diagram& g, std::size_t i, std::vector<std::vector<int>>& out,
                      std::vector<std::vector<int>>& in) {
  const DiagramLayer &here = g.layers[i], &below = g.layers[i + 1];
  std::array<std::vector<int>, 10> by_digit;
  for (const DiagramEdge& e : here.out) {
    const int from = here.lits[std::size_t(e.from)], to = below.lits[std::size_t(e.to)];
    if (i > 0) cnf.add_clause({-e.lit, cnf.cell_lit(g.cells[i], e.digit)});
    if (from != 0) cnf.add_clause({-e.lit, from});
    if (to != 0) cnf.add_clause({-e.lit, to});
    out[std::size_t(e.from)].push_back(e.lit);
    in[std::size_t(e.to)].push_back(e.lit);
    by_digit[std::size_t(e.digit)].push_back(e.lit);
  }
  candidates(cnf, g.cells[i]).for_each([&](int d) {
    std::vector<int> cl = by_digit[std::size_t(d)];
    if (i == 0 && !cl.empty()) return;  // the edge is the digit
    cl.push_back(-cnf.cell_lit(g.cells[i], d));
    cnf.add_clause(cl);
  });
}

}  // namespace

void encode_diagram(Cnf& cnf, Diagram& g, const DiagramNaming& naming) {
  if (g.empty()) {
    cnf.add_clause(std::vector<int>{});
    return;
  }
  add_variables(cnf, g, naming);
  const std::size_t len = g.cells.size();
  std::vector<std::vector<int>> in;  // edges into the nodes of layer i
  for (std::size_t i = 0; i < len; ++i) {
    std::vector<std::vector<int>> out(g.layers[i].states.size()), in_below(g.layers[i + 1].states.size());
    add_edge_clauses(cnf, g, i, out, in_below);
    // A node needs an edge out and, below the root, an edge in.
    for (std::size_t j = 0; j < out.size(); ++j) {
      const int lit = g.layers[i].lits[j];
      if (lit != 0) out[j].push_back(-lit);
      cnf.add_clause(out[j]);
      if (i == 0) continue;
      in[j].push_back(-lit);
      cnf.add_clause(in[j]);
    }
    in = std::move(in_below);
  }
}

}  // namespace kakuro::detail
