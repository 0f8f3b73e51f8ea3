// Layered decision diagrams over cells and their CNF encoding with generalised arc
// consistency. Layer i holds the states after the first i cells; an edge from layer i to
// layer i+1 carries a digit of cell i. Used for runs (the state is the set of digits placed)
// and for region equations (the state is the partial sum).
//
// Encoding: node and edge variables; an edge implies its two ends and its cell's digit; a
// node needs an incoming and an outgoing edge; a cell's digit needs an edge carrying it. The
// root and the accepting layer are constants (true). Unit propagation on these clauses
// removes exactly the digits that lie on no root-to-accepting path (Bacchus 2007; Quimper &
// Walsh 2006; the MDD encodings of Abio et al. 2016).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "cnf.hpp"

namespace kakuro::detail {

struct DiagramEdge {
  int from = 0, to = 0;  // node indices in their layers
  int digit = 0;
  int lit = 0;
};

struct DiagramLayer {
  std::vector<int> states;       // sorted
  std::vector<int> lits;         // per node; 0 for the constants (root, accepting layer)
  std::vector<DiagramEdge> out;  // to the next layer
};

struct Diagram {
  std::vector<VarId> cells;          // the cell of each layer but the last
  std::vector<DiagramLayer> layers;  // cells.size() + 1
  bool empty() const { return layers.empty() || layers[0].states.empty(); }
};

/// Next state after placing `digit` at position `layer`, or nullopt when not allowed.
using Transition = std::function<std::optional<int>(std::size_t layer, int state, int digit)>;

/// Builds the reduced diagram from `start` over the candidates of `cells` in `cnf`, keeping
/// only nodes on a path to a last-layer state that `accept` admits, and merging the nodes
/// of a layer that lead to the same places with the same digits.
Diagram build_diagram(const Cnf& cnf, std::vector<VarId> cells, int start, const Transition& next,
                      const std::function<bool(int)>& accept);

/// How to name the auxiliary variables of one diagram.
struct DiagramNaming {
  VarMeaning::Kind node_kind = VarMeaning::Kind::MddNode;
  VarMeaning::Kind edge_kind = VarMeaning::Kind::MddEdge;
  std::int32_t index = 0;  ///< RunId or region equation number
};

/// Adds the variables and clauses of `g` (an empty diagram adds the empty clause).
void encode_diagram(Cnf& cnf, Diagram& g, const DiagramNaming& naming);

}  // namespace kakuro::detail
