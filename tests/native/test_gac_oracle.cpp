// The propagators' filtering functions against brute force on random runs: a digit is
// kept exactly when some assignment of the whole constraint uses it in that cell.
#include <array>
#include <catch2/catch.hpp>
#include <random>

#include "propagators.hpp"

using kakuro::detail::linear_supports;
using kakuro::detail::run_supports;

namespace {

struct Oracle {
  int n = 0, total = 0;
  bool distinct = true;
  std::array<std::uint16_t, 24> dom{}, support{};
  std::array<int, 24> x{};
  bool any = false;

  void go(int i, int sum, std::uint16_t used) {
    if (sum > total) return;
    if (i == n) {
      if (sum != total) return;
      any = true;
      for (int k = 0; k < n; ++k)
        support[std::size_t(k)] |= static_cast<std::uint16_t>(1u << (x[std::size_t(k)] - 1));
      return;
    }
    for (int d = 1; d <= 9; ++d) {
      const auto bit = static_cast<std::uint16_t>(1u << (d - 1));
      if (!(dom[std::size_t(i)] & bit) || (distinct && (used & bit))) continue;
      x[std::size_t(i)] = d;
      go(i + 1, sum + d, static_cast<std::uint16_t>(used | bit));
    }
  }
};

std::uint16_t random_domain(std::mt19937& rng, int max_size) {
  std::uniform_int_distribution<int> digit(0, 8), size(1, max_size);
  std::uint16_t m = 0;
  for (int k = size(rng); k > 0; --k) m = static_cast<std::uint16_t>(m | (1u << digit(rng)));
  return m;
}

}  // namespace

TEST_CASE("run_supports keeps exactly the digits of some whole-run assignment", "[native][gac]") {
  std::mt19937 rng(12345);
  int feasible = 0;
  for (int round = 0; round < 20000; ++round) {
    Oracle o;
    o.n = std::uniform_int_distribution<int>(1, 9)(rng);
    const int max_size = o.n >= 7 ? 5 : 9;
    for (int i = 0; i < o.n; ++i) o.dom[std::size_t(i)] = random_domain(rng, max_size);
    o.total = std::uniform_int_distribution<int>(o.n, 9 * o.n - o.n * (o.n - 1) / 2)(rng);
    o.go(0, 0, 0);
    std::uint16_t keep[9];
    const bool ok = run_supports(o.n, o.total, o.dom.data(), keep);
    INFO("round " << round << " n " << o.n << " sum " << o.total);
    REQUIRE(ok == o.any);
    // Remembered: the first time computed and kept, the second time from the table (on a
    // hash collision computed again), the same answer either way.
    for (int again = 0; again < 2; ++again) {
      std::uint16_t kept[9];
      REQUIRE(run_supports(o.n, o.total, o.dom.data(), kept, true) == o.any);
      for (int i = 0; o.any && i < o.n; ++i) REQUIRE(kept[i] == o.support[std::size_t(i)]);
    }
    if (!ok) continue;
    ++feasible;
    for (int i = 0; i < o.n; ++i) REQUIRE(keep[i] == o.support[std::size_t(i)]);
  }
  // The test exercises both outcomes.
  CHECK(feasible > 2000);
  CHECK(feasible < 18000);
}

TEST_CASE("run_supports on known runs", "[native][gac]") {
  std::uint16_t keep[9];
  const std::uint16_t all[9] = {0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF};
  REQUIRE(run_supports(2, 3, all, keep));
  CHECK(keep[0] == 0x3);
  CHECK(keep[1] == 0x3);
  REQUIRE(run_supports(3, 24, all, keep));  // {7,8,9}
  CHECK(keep[2] == 0x1C0);
  REQUIRE(run_supports(9, 45, all, keep));
  CHECK(keep[8] == 0x1FF);
  CHECK_FALSE(run_supports(2, 18, all, keep));  // 9 + 9 repeats a digit
  CHECK_FALSE(run_supports(3, 5, all, keep));
  // 4 cells summing to 10 must be {1,2,3,4}; with cell 0 in {1,2}, cell 1 in {1,2},
  // cells 2 and 3 keep only 3 and 4.
  const std::uint16_t dom[4] = {0x3, 0x3, 0x1FF, 0x1FF};
  REQUIRE(run_supports(4, 10, dom, keep));
  CHECK(keep[2] == 0xC);
  CHECK(keep[3] == 0xC);
}

TEST_CASE("linear_supports keeps exactly the digits of some assignment", "[native][gac]") {
  std::mt19937 rng(777);
  int feasible = 0;
  for (int round = 0; round < 5000; ++round) {
    Oracle o;
    o.distinct = false;
    o.n = std::uniform_int_distribution<int>(1, 5)(rng);
    for (int i = 0; i < o.n; ++i) o.dom[std::size_t(i)] = random_domain(rng, 4);
    o.total = std::uniform_int_distribution<int>(0, 9 * o.n + 2)(rng);
    o.go(0, 0, 0);
    std::uint16_t keep[24];
    INFO("round " << round);
    const bool ok = linear_supports(o.n, o.total, o.dom.data(), keep);
    REQUIRE(ok == o.any);
    if (!ok) continue;
    ++feasible;
    for (int i = 0; i < o.n; ++i) REQUIRE(keep[i] == o.support[std::size_t(i)]);
  }
  // Both outcomes, each in hundreds of rounds.
  CHECK(feasible > 500);
  CHECK(feasible < 4500);
}

TEST_CASE("linear_supports on long equations, both sides of the 128-bit fast path", "[native][gac]") {
  // Up to 14 terms the sums fit one 128-bit integer; from 15 on the bitset is used.
  std::mt19937 rng(4242);
  int feasible = 0, long_ones = 0;
  for (int round = 0; round < 400; ++round) {
    Oracle o;
    o.distinct = false;
    o.n = std::uniform_int_distribution<int>(10, 16)(rng);
    for (int i = 0; i < o.n; ++i) o.dom[std::size_t(i)] = random_domain(rng, 2);
    o.total = std::uniform_int_distribution<int>(3 * o.n, 7 * o.n)(rng);
    o.go(0, 0, 0);
    std::uint16_t keep[24];
    INFO("round " << round << " n " << o.n);
    const bool ok = linear_supports(o.n, o.total, o.dom.data(), keep);
    REQUIRE(ok == o.any);
    if (!ok) continue;
    ++feasible;
    long_ones += o.n > 14;
    for (int i = 0; i < o.n; ++i) REQUIRE(keep[i] == o.support[std::size_t(i)]);
  }
  CHECK(feasible > 60);
  CHECK(long_ones > 20);
  CHECK(feasible < 390);
}
