// A CNF formula in DIMACS numbering (variables 1..n, literal -v is "not v") together with
// what each variable means, so that models can be decoded and DIMACS files annotated.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "kakuro/puzzle.hpp"

namespace kakuro::detail {

/// What a CNF variable stands for.
struct VarMeaning {
  enum class Kind : std::uint8_t { CellDigit, RunUses, RunCombination, MddNode, MddEdge, CutNode, CutEdge };
  Kind kind = Kind::CellDigit;
  std::int32_t index = 0;  ///< VarId for CellDigit, the cut number for Cut*, RunId otherwise
  std::uint8_t digit = 0;  ///< CellDigit, RunUses, *Edge: the digit
  std::uint8_t layer = 0;  ///< *Node: cells placed before it; *Edge: the cell's position
  std::int32_t state = 0;  ///< RunCombination: its digit set; MddNode/MddEdge: the digit set
                           ///< placed before; CutNode/CutEdge: the partial sum before
};

class Cnf {
 public:
  /// A fresh variable; returns its positive literal.
  int new_var(VarMeaning meaning);
  int num_vars() const { return static_cast<int>(meaning_.size()); }
  const VarMeaning& meaning(int var) const { return meaning_[std::size_t(var - 1)]; }

  void add_clause(std::initializer_list<int> lits);
  void add_clause(const std::vector<int>& lits);
  void add_clause(std::span<const int> lits);
  /// Pairwise at-most-one (the sets here have at most a dozen literals).
  void add_at_most_one(const std::vector<int>& lits);
  void add_exactly_one(const std::vector<int>& lits);

  std::size_t num_clauses() const { return num_clauses_; }
  /// Frees the clauses (once a solver holds them); the counts and meanings stay.
  void drop_clauses();
  /// Literals of all clauses, each clause followed by 0 (IPASIR's add() order).
  const std::vector<int>& literals() const { return lits_; }

  /// The cell=digit literal of (var, digit), 0 when the digit is not a candidate.
  int cell_lit(VarId v, int digit) const { return cell_lits_[std::size_t(v)][std::size_t(digit)]; }
  void set_cell_lit(VarId v, int digit, int lit);
  void resize_cells(int num_cells) { cell_lits_.assign(std::size_t(num_cells), {}); }
  int num_cells() const { return static_cast<int>(cell_lits_.size()); }

 private:
  std::vector<VarMeaning> meaning_;
  std::vector<int> lits_;
  std::size_t num_clauses_ = 0;
  std::vector<std::array<int, 10>> cell_lits_;
};

/// "r3 c5 = 7", "across run 16 at (2,0) uses 4", ...: for DIMACS `c` lines.
std::string describe_var(const Puzzle& p, const Cnf& cnf, int var);

}  // namespace kakuro::detail
