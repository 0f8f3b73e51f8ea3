#include <catch2/catch.hpp>

#include "kakuro/digit_set.hpp"

using kakuro::DigitSet;

TEST_CASE("DigitSet basics", "[core][digitset]") {
  STATIC_REQUIRE(DigitSet::all().size() == 9);
  STATIC_REQUIRE(DigitSet::range(3, 5).bits() == 0b11100);
  STATIC_REQUIRE(DigitSet::range(0, 20) == DigitSet::all());
  STATIC_REQUIRE(DigitSet::range(6, 2).empty());
  STATIC_REQUIRE(DigitSet::single(9).max() == 9);
  STATIC_REQUIRE(DigitSet::single(9).min() == 9);
  STATIC_REQUIRE(DigitSet::all().sum() == 45);
  DigitSet s;
  s.insert(2);
  s.insert(7);
  CHECK(s.size() == 2);
  CHECK(s.contains(7));
  CHECK_FALSE(s.contains(3));
  CHECK_FALSE(s.contains(0));
  CHECK_FALSE(s.contains(10));
  CHECK(s.min() == 2);
  CHECK(s.max() == 7);
  s.erase(2);
  CHECK(s.is_single());
  CHECK((DigitSet::all() - s).size() == 8);
  CHECK((~s).size() == 8);
  std::vector<int> seen;
  DigitSet::range(4, 6).for_each([&](int d) { seen.push_back(d); });
  CHECK(seen == std::vector<int>{4, 5, 6});
}
