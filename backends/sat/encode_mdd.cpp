// The "mdd" run encoding: a decision diagram over the run's cells whose state after i cells
// is the set of digits they hold, kept only inside a placeable combination and only where a
// full combination is still reachable. Unit propagation then keeps exactly the digits that
// some way of completing the run supports (sum and distinct digits together).
#include "diagram.hpp"
#include "encoding.hpp"

namespace kakuro::detail {

void encode_run_mdd(Cnf& cnf, const Puzzle& p, RunId r, const std::vector<std::uint16_t>& combos) {
  const Run& run = p.run(r);
  const auto next = [&](std::size_t, int set, int d) -> std::optional<int> {
    const unsigned to = unsigned(set) | (1u << (d - 1));
    if (to == unsigned(set)) return std::nullopt;  // the digit is already placed
    for (std::uint16_t c : combos)
      if ((to & ~unsigned(c)) == 0) return int(to);
    return std::nullopt;
  };
  // A full set inside a combination of the same size is that combination.
  Diagram g = build_diagram(cnf, {run.vars.begin(), run.vars.end()}, 0, next, [](int) { return true; });
  encode_diagram(cnf, g, {VarMeaning::Kind::MddNode, VarMeaning::Kind::MddEdge, r});
}

}  // namespace kakuro::detail
