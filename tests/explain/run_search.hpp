// The brute force of the explanation checker: is there an assignment of the cells of some
// runs, from given candidates, in which every one of those runs has distinct digits adding
// up to its sum? Runs not listed are ignored. An existence search (forward checking of
// distinct digits, bounds on each run's remaining sum, smallest domain first) that stops at
// the first assignment it finds. Written from the rule alone: it uses nothing of
// core/src/explain and computes its own bounds instead of the combination tables.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "kakuro/explain/step.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::test {

/// Thrown by RunSearch::exists past its node limit.
struct TooLarge {};

class RunSearch {
 public:
  RunSearch(const Puzzle& p, std::vector<RunId> runs);

  /// Whether `v` is a cell of one of the runs.
  bool covers(VarId v) const { return local(v) >= 0; }
  /// How many cells the runs have.
  std::size_t size() const { return vars_.size(); }

  /// Searches with domains `cand` (per VarId) and, when `fixed` is a cell of the runs, that
  /// cell's domain cut to `digit`. On success `witness` (when given) holds the assignment.
  /// Throws TooLarge after trying `max_nodes` digits.
  bool exists(const explain::Candidates& cand, VarId fixed, Digit digit, std::uint64_t max_nodes,
              std::vector<explain::CellDigit>* witness);

  /// Digits tried by the last exists().
  std::uint64_t nodes() const { return nodes_; }

 private:
  struct LocalRun {
    int sum = 0;
    std::vector<int> cells;  // local indices
  };

  int local(VarId v) const;
  bool search();
  bool assign(int i, int d);
  void unassign(int i, int d, std::size_t mark);
  bool run_ok(std::size_t r) const;

  std::vector<VarId> vars_;  // local index -> VarId, sorted
  std::vector<std::vector<int>> runs_of_;
  std::vector<LocalRun> runs_;

  std::vector<DigitSet> dom_;
  std::vector<Digit> value_;  // 0: open
  std::vector<int> assigned_sum_, open_;
  std::vector<std::pair<int, DigitSet>> trail_;
  std::vector<int> touched_;
  std::uint64_t nodes_ = 0, max_nodes_ = 0;
};

}  // namespace kakuro::test
