// Whole solutions of a puzzle made of independent parts, as combinations of one solution
// per part, each made once: when part p finds its i-th solution, the combinations of that
// solution with the solutions the other parts have so far are queued (a mixed-radix cursor
// over the other parts), so every later combination includes some solution found later.
// Used by the native engine's parts (part_product.cpp) and by the split backend.
#pragma once

#include <cstddef>
#include <vector>

namespace kakuro {

class CombinationQueue {
 public:
  /// Part `part` found its solution number `index`; `extent` holds each part's number of
  /// solutions found so far. Nothing is queued while some other part has none.
  void add(std::size_t part, std::size_t index, std::vector<std::size_t> extent);
  /// The next queued combination, a solution index per part; false when none is left.
  bool next(std::vector<std::size_t>& pick);

 private:
  struct Combos {
    std::size_t part = 0, index = 0;
    std::vector<std::size_t> extent, cursor;
    bool done = false;
  };
  std::vector<Combos> pending_;
  std::size_t head_ = 0;
};

}  // namespace kakuro
