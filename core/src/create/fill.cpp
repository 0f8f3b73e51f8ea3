// The random digit fill of random_puzzle() and the generator: distinct digits per segment
// by randomized backtracking, the cell with the fewest candidates first, found in buckets by
// candidate count that are updated incrementally (an assignment changes the candidates of
// at most 16 other cells), so that a 1000 x 1000 grid fills in about a second.
#include "fill.hpp"

#include <algorithm>
#include <array>
#include <functional>

#include "kakuro/digit_set.hpp"

namespace kakuro::create::detail {

namespace {

class Filler {
 public:
  Filler(int rows, int cols, const std::vector<char>& white, SplitMix64& rng, std::vector<int>& digits);
  bool run(long budget, const std::function<bool()>& stopped);

 private:
  struct Frame {
    std::size_t cell = 0;
    std::array<int, 9> order{};
    int size = 0, next = 0;
  };
  DigitSet candidates(std::size_t i) const { return DigitSet::all() - (used_[across_[i]] | used_[down_[i]]); }
  void requeue(std::size_t i, bool insert);
  void set_digit(std::size_t i, int d);
  bool backtrack(long& budget);

  SplitMix64& rng_;
  std::vector<int>& digits_;
  std::vector<std::size_t> across_, down_;            // segment per cell
  std::vector<std::vector<std::size_t>> cells_;       // cells per segment
  std::vector<DigitSet> used_;                        // digits per segment
  std::vector<std::size_t> order_;                    // the white cells, shuffled
  std::vector<int> key_;                              // bucket of each cell without a digit
  std::vector<std::size_t> where_;                    // its index in that bucket
  std::array<std::vector<std::size_t>, 10> buckets_;  // cells without a digit by candidate count
  std::size_t queued_ = 0;
  std::vector<Frame> stack_;
};

Filler::Filler(int rows, int cols, const std::vector<char>& white, SplitMix64& rng, std::vector<int>& digits)
    : rng_(rng),
      digits_(digits),
      across_(white.size()),
      down_(white.size()),
      key_(white.size()),
      where_(white.size()) {
  const auto at = [cols](int r, int c) { return std::size_t(r) * std::size_t(cols) + std::size_t(c); };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const std::size_t i = at(r, c);
      if (!white[i]) continue;
      for (auto [seg, prev] : {std::pair{&across_, c > 0 && white[at(r, c - 1)] ? at(r, c - 1) : i},
                               std::pair{&down_, r > 0 && white[at(r - 1, c)] ? at(r - 1, c) : i}}) {
        (*seg)[i] = prev != i ? (*seg)[prev] : cells_.size();
        if (prev == i) cells_.emplace_back();
        cells_[(*seg)[i]].push_back(i);
      }
      order_.push_back(i);
    }
  used_.resize(cells_.size());
  rng_.shuffle(order_);
  for (std::size_t i : order_)
    if (digits_[i] != 0) used_[across_[i]].insert(digits_[i]), used_[down_[i]].insert(digits_[i]);
  for (std::size_t i : order_)
    if (digits_[i] == 0) requeue(i, true);
}

void Filler::requeue(std::size_t i, bool insert) {
  if (insert) {
    key_[i] = candidates(i).size();
    auto& b = buckets_[std::size_t(key_[i])];
    where_[i] = b.size();
    b.push_back(i);
    ++queued_;
  } else {
    auto& b = buckets_[std::size_t(key_[i])];
    where_[b.back()] = where_[i];
    b[where_[i]] = b.back();
    b.pop_back();
    --queued_;
  }
}

// Gives cell i digit d (or takes its digit away when d == 0) and updates the queue keys
// of the cells sharing a segment with it.
void Filler::set_digit(std::size_t i, int d) {
  const int old = digits_[i];
  std::vector<std::size_t> touched;
  for (std::size_t s : {across_[i], down_[i]})
    for (std::size_t j : cells_[s])
      if (j != i && digits_[j] == 0) touched.push_back(j);
  for (std::size_t j : touched) requeue(j, false);
  for (std::size_t s : {across_[i], down_[i]}) {
    if (d != 0) used_[s].insert(d);
    if (d == 0) used_[s].erase(old);
  }
  digits_[i] = d;
  requeue(i, d == 0);
  for (std::size_t j : touched) requeue(j, true);
}

// Undoes choices until a cell has a digit left to try; false when none has.
bool Filler::backtrack(long& budget) {
  while (!stack_.empty()) {
    Frame& f = stack_.back();
    set_digit(f.cell, 0);
    if (f.next < f.size && --budget >= 0) {
      set_digit(f.cell, f.order[std::size_t(f.next++)]);
      return true;
    }
    stack_.pop_back();
  }
  return false;
}

bool Filler::run(long budget, const std::function<bool()>& stopped) {
  for (std::size_t steps = 1; queued_ > 0; ++steps) {
    if ((steps & 4095) == 0 && stopped && stopped()) return false;
    const auto fewest =
        std::find_if(buckets_.begin(), buckets_.end(), [](const auto& b) { return !b.empty(); });
    if (fewest == buckets_.begin()) {  // a cell without candidates
      if (!backtrack(budget)) return false;
      continue;
    }
    if (--budget < 0) return false;
    Frame f;
    f.cell = (*fewest)[std::size_t(rng_.below(static_cast<int>(fewest->size())))];
    std::vector<int> order;
    candidates(f.cell).for_each([&](int d) { order.push_back(d); });
    rng_.shuffle(order);
    std::copy(order.begin(), order.end(), f.order.begin());
    f.size = static_cast<int>(order.size());
    f.next = 1;
    stack_.push_back(f);
    set_digit(f.cell, f.order[0]);
  }
  return true;
}

}  // namespace

bool fill_digits(int rows, int cols, const std::vector<char>& white, SplitMix64& rng,
                 std::vector<int>& digits, long budget, const std::function<bool()>& stopped) {
  return Filler(rows, cols, white, rng, digits).run(budget, stopped);
}

}  // namespace kakuro::create::detail
