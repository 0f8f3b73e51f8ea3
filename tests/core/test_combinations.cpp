// The combination table against two oracles that share nothing with the code's own loop:
// values published in Kakuro references (the "unique" sums of each run length, the
// combinations of a few common clues), and a brute force over all 2^9 digit subsets that
// counts digits and adds them up bit by bit, without DigitSet.
#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "kakuro/combinations.hpp"

using namespace kakuro;

namespace {

// A mask from digits written out: {1, 3} is 0b101.
std::uint16_t mask(std::initializer_list<int> digits) {
  unsigned m = 0;
  for (int d : digits) m |= 1u << (d - 1);
  return static_cast<std::uint16_t>(m);
}

std::set<std::uint16_t> table(int length, int sum) {
  const auto got = combinations(length, sum);
  return {got.begin(), got.end()};
}

// Every subset of 1..9 by (digit count, digit sum), found by testing each bit in turn.
std::map<std::pair<int, int>, std::set<std::uint16_t>> brute_force() {
  std::map<std::pair<int, int>, std::set<std::uint16_t>> out;
  for (unsigned m = 1; m < 512; ++m) {
    int count = 0, sum = 0;
    for (int d = 1; d <= 9; ++d)
      if (m & (1u << (d - 1))) {
        ++count;
        sum += d;
      }
    out[{count, sum}].insert(static_cast<std::uint16_t>(m));
  }
  return out;
}

}  // namespace

TEST_CASE("combination table at compile time", "[core][combinations]") {
  STATIC_REQUIRE(combinations(2, 3).size() == 1);
  STATIC_REQUIRE(combinations(2, 3)[0] == 0b11);
  STATIC_REQUIRE(combinations(2, 17).size() == 1);  // 8+9
  STATIC_REQUIRE(combinations(9, 45).size() == 1);
  STATIC_REQUIRE(combinations(3, 15).size() == 8);
  STATIC_REQUIRE(combinations(2, 2).empty());
  STATIC_REQUIRE(combinations(0, 0).empty());
  STATIC_REQUIRE(combinations(10, 45).empty());
  STATIC_REQUIRE(combination_union(2, 4) == DigitSet(0b101));  // {1,3}
  STATIC_REQUIRE(min_sum(3) == 6);
  STATIC_REQUIRE(max_sum(3) == 24);
  STATIC_REQUIRE(sum_possible(1, 9));
  STATIC_REQUIRE(!sum_possible(1, 10));
}

TEST_CASE("combination table: the values of Kakuro references", "[core][combinations]") {
  // The sums with a single combination ("magic blocks"), for runs of 2 to 7 cells: the two
  // smallest and the two largest sums, and no other.
  const std::map<int, std::vector<std::pair<int, std::uint16_t>>> unique = {
      {2, {{3, mask({1, 2})}, {4, mask({1, 3})}, {16, mask({7, 9})}, {17, mask({8, 9})}}},
      {3, {{6, mask({1, 2, 3})}, {7, mask({1, 2, 4})}, {23, mask({6, 8, 9})}, {24, mask({7, 8, 9})}}},
      {4,
       {{10, mask({1, 2, 3, 4})},
        {11, mask({1, 2, 3, 5})},
        {29, mask({5, 7, 8, 9})},
        {30, mask({6, 7, 8, 9})}}},
      {5,
       {{15, mask({1, 2, 3, 4, 5})},
        {16, mask({1, 2, 3, 4, 6})},
        {34, mask({4, 6, 7, 8, 9})},
        {35, mask({5, 6, 7, 8, 9})}}},
      {6,
       {{21, mask({1, 2, 3, 4, 5, 6})},
        {22, mask({1, 2, 3, 4, 5, 7})},
        {38, mask({3, 5, 6, 7, 8, 9})},
        {39, mask({4, 5, 6, 7, 8, 9})}}},
      {7,
       {{28, mask({1, 2, 3, 4, 5, 6, 7})},
        {29, mask({1, 2, 3, 4, 5, 6, 8})},
        {41, mask({2, 4, 5, 6, 7, 8, 9})},
        {42, mask({3, 4, 5, 6, 7, 8, 9})}}},
  };
  for (const auto& [length, sums] : unique) {
    std::set<int> single;
    for (int sum = 0; sum <= 45; ++sum)
      if (combinations(length, sum).size() == 1) single.insert(sum);
    INFO("length " << length);
    CHECK(single.size() == 4);
    for (const auto& [sum, digits] : sums) {
      INFO("sum " << sum);
      CHECK(table(length, sum) == std::set<std::uint16_t>{digits});
      CHECK(combination_union(length, sum) == DigitSet(digits));
    }
  }
  // Eight cells leave out one digit: each sum 36..44 once; nine cells sum to 45.
  for (int left_out = 1; left_out <= 9; ++left_out) {
    const std::uint16_t all_but = static_cast<std::uint16_t>(0x1FF & ~(1u << (left_out - 1)));
    CHECK(table(8, 45 - left_out) == std::set<std::uint16_t>{all_but});
  }
  CHECK(table(9, 45) == std::set<std::uint16_t>{0x1FF});
  CHECK(table(1, 7) == std::set<std::uint16_t>{mask({7})});

  // Common clues with several combinations.
  CHECK(table(2, 10) == std::set<std::uint16_t>{mask({1, 9}), mask({2, 8}), mask({3, 7}), mask({4, 6})});
  CHECK(table(3, 12) == std::set<std::uint16_t>{mask({1, 2, 9}), mask({1, 3, 8}), mask({1, 4, 7}),
                                                mask({1, 5, 6}), mask({2, 3, 7}), mask({2, 4, 6}),
                                                mask({3, 4, 5})});
  CHECK(combinations(3, 15).size() == 8);
  CHECK(combinations(4, 20).size() == 12);
  // Twelve combinations, the most any clue has (as 4 cells summing to 20 do).
  CHECK(combinations(5, 25).size() == 12);
  CHECK(combination_union(2, 10) == DigitSet(mask({1, 2, 3, 4, 6, 7, 8, 9})));  // never 5+5
  CHECK(combination_union(3, 7) == DigitSet(mask({1, 2, 4})));

  // Impossible clues.
  CHECK(combinations(2, 2).empty());
  CHECK(combinations(2, 18).empty());
  CHECK(combinations(3, 25).empty());
  CHECK(combinations(1, 10).empty());
  CHECK(combinations(10, 45).empty());
  CHECK(combinations(0, 0).empty());
  CHECK(combinations(-1, 3).empty());
  CHECK(combinations(2, -1).empty());
  CHECK(combinations(2, 46).empty());
  CHECK(combination_union(2, 18).empty());
}

TEST_CASE("combination table equals a brute force over all digit subsets", "[core][combinations]") {
  const auto expected = brute_force();
  std::size_t total = 0;
  for (int length = -1; length <= 10; ++length)
    for (int sum = -1; sum <= 46; ++sum) {
      INFO("length " << length << " sum " << sum);
      const auto it = expected.find({length, sum});
      const std::set<std::uint16_t> want = it == expected.end() ? std::set<std::uint16_t>{} : it->second;
      const auto got = combinations(length, sum);
      CHECK(got.size() == want.size());  // no mask twice
      CHECK(table(length, sum) == want);
      CHECK(sum_possible(length, sum) == !want.empty());
      unsigned union_bits = 0;
      for (std::uint16_t m : want) union_bits |= m;
      CHECK(combination_union(length, sum).bits() == union_bits);
      total += got.size();
    }
  CHECK(total == 511);  // every non-empty subset of 1..9 exactly once
  for (int length = 1; length <= 9; ++length) {
    int lo = 99, hi = -1;
    for (const auto& [key, masks] : expected)
      if (key.first == length) {
        lo = std::min(lo, key.second);
        hi = std::max(hi, key.second);
      }
    INFO("length " << length);
    CHECK(min_sum(length) == lo);
    CHECK(max_sum(length) == hi);
  }
}
