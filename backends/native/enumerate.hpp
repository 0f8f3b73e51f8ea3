// The solutions without an engine when few assignments are left: after the runs' exact
// filtering (propagate_runs()), the cells with a choice allow at most kMaxAssignments
// assignments between them. A depth-first walk over those cells finds every solution
// among them (the filtering never drops a digit some solution uses) for less than building
// an engine costs: a 2x2 with two solutions is solved and proved not unique in a third of
// the instructions. Nothing is allocated but the fixed digits and the solutions returned.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "engine.hpp"
#include "kakuro/backend.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::detail {

class Enumerator {
 public:
  static constexpr int kMaxAssignments = 64;
  static constexpr int kMaxOpen = 6;  ///< cells with a choice: each has two digits or more

  /// A walk over `d`, a fixpoint of propagate_runs() with the givens applied, when its
  /// cells with more than one digit allow at most kMaxAssignments assignments; else none.
  static std::optional<Enumerator> over(const Puzzle& p, const Domains& d);

  /// The next solution in the walk's order that is not blocked; the one returned last again
  /// while it is not blocked (as the engines answer). A limit of `budget` leaves the walk
  /// where it was.
  SolveResult next(Budget& budget);
  /// `s` is never returned (again).
  void block(const Solution& s);

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t failures() const { return failures_; }

 private:
  struct RunState {
    int sum = 0;        ///< the clue's
    int left = 0;       ///< open cells not assigned
    int now = 0;        ///< the digits' sum so far, the fixed ones included
    unsigned used = 0;  ///< their digits, bit d-1
  };

  Enumerator() = default;
  bool fits(int k, int digit) const;
  void assign(int k, int digit);
  void unassign(int k);
  std::uint32_t key() const;  ///< the open cells' digits, 4 bits each
  bool blocked(std::uint32_t key) const;

  Solution fixed_;  ///< every cell's digit, 0 for the open cells
  int open_ = 0;
  std::array<VarId, kMaxOpen> var_{};
  std::array<std::uint16_t, kMaxOpen> dom_{};
  std::array<std::array<int, 2>, kMaxOpen> runs_{};  ///< each open cell's runs here, -1: none
  std::array<RunState, 2 * kMaxOpen> run_{};
  // The walk: cells 0..depth_-1 are assigned; choice_[k] are the digits cell k has still to
  // try. At a solution the last cell stays assigned until the next call.
  int depth_ = 0;
  std::array<std::uint16_t, kMaxOpen> choice_{};
  std::array<int, kMaxOpen> digit_{};
  bool at_solution_ = false, done_ = false;
  std::array<std::uint32_t, kMaxAssignments> blocked_{};
  int num_blocked_ = 0;
  std::uint64_t nodes_ = 0, failures_ = 0;
};

}  // namespace kakuro::detail
