#include "cnf.hpp"

#include <cassert>
#include <cstdlib>

namespace kakuro::detail {

int Cnf::new_var(VarMeaning meaning) {
  meaning_.push_back(meaning);
  return num_vars();
}

void Cnf::add_clause(std::initializer_list<int> lits) {
  add_clause(std::span<const int>(lits.begin(), lits.size()));
}

void Cnf::add_clause(const std::vector<int>& lits) { add_clause(std::span<const int>(lits)); }

void Cnf::add_clause(std::span<const int> lits) {
  for (int l : lits) {
    assert(l != 0 && std::abs(l) <= num_vars());
    lits_.push_back(l);
  }
  lits_.push_back(0);
  ++num_clauses_;
}

void Cnf::add_at_most_one(const std::vector<int>& lits) {
  for (std::size_t i = 0; i < lits.size(); ++i)
    for (std::size_t j = i + 1; j < lits.size(); ++j) add_clause({-lits[i], -lits[j]});
}

void Cnf::add_exactly_one(const std::vector<int>& lits) {
  add_clause(lits);
  add_at_most_one(lits);
}

void Cnf::drop_clauses() { std::vector<int>().swap(lits_); }

void Cnf::set_cell_lit(VarId v, int digit, int lit) {
  assert(digit >= 1 && digit <= 9);
  cell_lits_[std::size_t(v)][std::size_t(digit)] = lit;
}

namespace {

std::string digit_list(std::uint16_t mask) {
  std::string s = "{";
  DigitSet(mask).for_each([&](int d) {
    if (s.size() > 1) s += ',';
    s += char('0' + d);
  });
  return s + "}";
}

}  // namespace

std::string describe_var(const Puzzle& p, const Cnf& cnf, int var) {
  const VarMeaning& m = cnf.meaning(var);
  using K = VarMeaning::Kind;
  if (m.kind == K::CellDigit) {
    const CellId id = p.cell_of(m.index);
    return "cell row " + std::to_string(p.row_of(id)) + " col " + std::to_string(p.col_of(id)) + " digit " +
           std::to_string(m.digit);
  }
  const std::string digit = std::to_string(m.digit), layer = std::to_string(m.layer);
  const auto set = digit_list(static_cast<std::uint16_t>(m.state));
  if (m.kind == K::CutNode || m.kind == K::CutEdge) {
    const std::string cut = "region equation " + std::to_string(m.index);
    const std::string sum = std::to_string(m.state);
    return m.kind == K::CutNode ? cut + " node after " + layer + " cells sum " + sum
                                : cut + " edge cell " + layer + " digit " + digit + " after sum " + sum;
  }
  const std::string run = "run " + std::to_string(m.index) + " (" + p.describe(m.index) + ")";
  switch (m.kind) {
    case K::RunUses:
      return run + " uses digit " + digit;
    case K::RunCombination:
      return run + " selects " + set;
    case K::MddNode:
      return run + " node after " + layer + " cells placed " + set;
    default:
      return run + " edge cell " + layer + " digit " + digit + " after " + set;
  }
}

}  // namespace kakuro::detail
