#include <catch2/catch.hpp>

#include "kakuro/combinations.hpp"

using namespace kakuro;

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

TEST_CASE("combination table equals brute force", "[core][combinations]") {
  std::size_t total = 0;
  for (int len = 1; len <= 9; ++len)
    for (int sum = 0; sum <= 45; ++sum) {
      std::vector<std::uint16_t> expect;
      for (int m = 1; m < 512; ++m)
        if (DigitSet(static_cast<std::uint16_t>(m)).size() == len && DigitSet(static_cast<std::uint16_t>(m)).sum() == sum)
          expect.push_back(static_cast<std::uint16_t>(m));
      auto got = combinations(len, sum);
      REQUIRE(std::vector<std::uint16_t>(got.begin(), got.end()) == expect);
      CHECK(sum_possible(len, sum) == !expect.empty());
      total += got.size();
    }
  CHECK(total == 511);
}
