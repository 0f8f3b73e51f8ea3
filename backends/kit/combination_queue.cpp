#include "kit/combination_queue.hpp"

#include <utility>

namespace kakuro {

void CombinationQueue::add(std::size_t part, std::size_t index, std::vector<std::size_t> extent) {
  for (std::size_t q = 0; q < extent.size(); ++q)
    if (q != part && extent[q] == 0) return;
  Combos g;
  g.part = part;
  g.index = index;
  g.cursor.assign(extent.size(), 0);
  g.extent = std::move(extent);
  pending_.push_back(std::move(g));
}

bool CombinationQueue::next(std::vector<std::size_t>& pick) {
  while (head_ < pending_.size() && pending_[head_].done) ++head_;
  if (head_ == pending_.size()) return false;
  Combos& g = pending_[head_];
  pick = g.cursor;
  pick[g.part] = g.index;
  std::size_t q = 0;  // advance the cursor over the other parts
  for (; q < g.cursor.size(); ++q) {
    if (q == g.part) continue;
    if (++g.cursor[q] < g.extent[q]) break;
    g.cursor[q] = 0;
  }
  if (q == g.cursor.size()) g.done = true;
  return true;
}

}  // namespace kakuro
