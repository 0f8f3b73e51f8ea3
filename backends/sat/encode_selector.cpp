// The "selector" run encoding: used-digit variables, at most one cell per digit, and one
// selector per placeable combination.
#include <array>

#include "encoding.hpp"

namespace kakuro::detail {

namespace {

// Per digit, the literals of the run's cells that may take it.
std::array<std::vector<int>, 10> cells_by_digit(const Cnf& cnf, const Run& run) {
  std::array<std::vector<int>, 10> out;
  for (VarId v : run.vars)
    for (int d = 1; d <= 9; ++d)
      if (const int lit = cnf.cell_lit(v, d)) out[std::size_t(d)].push_back(lit);
  return out;
}

// A run of two cells needs no auxiliary variable: each candidate d of one cell implies
// the other cell's sum - d (the support encoding). A candidate whose partner is missing,
// out of range or equal to it is cleared. Unit propagation on these clauses is arc
// consistent on the run.
void encode_pair(Cnf& cnf, const Run& run) {
  for (std::size_t side = 0; side < 2; ++side) {
    const VarId a = run.vars[side], b = run.vars[1 - side];
    for (int d = 1; d <= 9; ++d) {
      const int lit = cnf.cell_lit(a, d);
      if (lit == 0) continue;
      const int e = run.sum - d;
      const int partner = e >= 1 && e <= 9 && e != d ? cnf.cell_lit(b, e) : 0;
      if (partner != 0)
        cnf.add_clause({-lit, partner});
      else
        cnf.add_clause({-lit});
    }
  }
}

}  // namespace

void encode_run_selector(Cnf& cnf, const Puzzle& p, RunId r, const std::vector<std::uint16_t>& combos) {
  const Run& run = p.run(r);
  if (run.vars.size() == 2) return encode_pair(cnf, run);
  const auto cells = cells_by_digit(cnf, run);
  DigitSet possible;
  for (std::uint16_t c : combos) possible |= DigitSet(c);

  // uses[d] <-> some cell of the run holds d; no two cells hold d.
  std::array<int, 10> uses{};
  for (int d = 1; d <= 9; ++d) {
    const auto& lits = cells[std::size_t(d)];
    if (lits.empty()) continue;
    if (!possible.contains(d)) {  // in no placeable combination: no cell of the run holds d
      for (int lit : lits) cnf.add_clause({-lit});
      continue;
    }
    if (lits.size() == 1) {  // one cell may hold d: "the run uses d" is that cell's literal
      uses[std::size_t(d)] = lits.front();
      continue;
    }
    const int u = cnf.new_var({VarMeaning::Kind::RunUses, r, std::uint8_t(d), 0, 0});
    uses[std::size_t(d)] = u;
    std::vector<int> some{-u};
    for (int lit : lits) {
      cnf.add_clause({-lit, u});
      some.push_back(lit);
    }
    cnf.add_clause(some);
    cnf.add_at_most_one(lits);
  }

  // Exactly one selector; a selector uses each digit of its combination.
  std::vector<int> selectors;
  std::array<std::vector<int>, 10> selectors_with;  // per digit, the selectors containing it
  for (std::uint16_t c : combos) {
    const int s = cnf.new_var({VarMeaning::Kind::RunCombination, r, 0, 0, c});
    selectors.push_back(s);
    DigitSet(c).for_each([&](int d) {
      if (uses[std::size_t(d)] == 0) return;
      cnf.add_clause({-s, uses[std::size_t(d)]});
      selectors_with[std::size_t(d)].push_back(s);
    });
  }
  cnf.add_exactly_one(selectors);
  // A used digit needs a selector containing it. With the selectors' at-most-one, unit
  // propagation from a selector also clears every digit outside its combination, so no
  // clause "selector -> not uses[d]" is needed.
  for (int d = 1; d <= 9; ++d) {
    if (uses[std::size_t(d)] == 0) continue;
    std::vector<int> cl = selectors_with[std::size_t(d)];
    cl.push_back(-uses[std::size_t(d)]);
    cnf.add_clause(cl);
  }
}

}  // namespace kakuro::detail
