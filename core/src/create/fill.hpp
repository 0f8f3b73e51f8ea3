// The random digit fill shared by random_puzzle() and the generator, and the random number
// generator behind both (not part of the public API).
#pragma once

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace kakuro::create::detail {

/// SplitMix64: small and identical on every platform (std distributions are not).
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// 0..n-1; n > 0.
  int below(int n) { return static_cast<int>((next() >> 11) % static_cast<std::uint64_t>(n)); }
  int between(int lo, int hi) { return lo + below(hi - lo + 1); }
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  bool chance(double p) { return unit() < p; }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i)
      std::swap(v[i - 1], v[std::size_t(below(static_cast<int>(i)))]);
  }

 private:
  std::uint64_t state_;
};

/// Gives every white cell of a rows x cols grid (`white`, row-major; row 0 and column 0
/// never white) a digit 1..9, distinct within each straight segment of white cells (the
/// runs to be). Cells already holding a digit in `digits` keep it. Randomized backtracking,
/// fewest candidates first, iterative (no recursion however large the grid); false when
/// `budget` assignments did not suffice, or when `stopped` (asked every few thousand steps)
/// said so.
bool fill_digits(int rows, int cols, const std::vector<char>& white, SplitMix64& rng,
                 std::vector<int>& digits, long budget, const std::function<bool()>& stopped = {});

}  // namespace kakuro::create::detail
