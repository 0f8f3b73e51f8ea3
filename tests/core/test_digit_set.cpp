#include <catch2/catch.hpp>
#include <type_traits>
#include <vector>

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

namespace {

// Whether inserting (or erasing) digit D is a constant expression: a digit outside 1..9 is
// a bug, which DigitSet refuses at compile time (and asserts at run time).
template <int D>
constexpr int insert_digit() {
  DigitSet s;
  s.insert(D);
  return s.bits();
}
template <int D>
constexpr int erase_digit() {
  DigitSet s = DigitSet::all();
  s.erase(D);
  return s.bits();
}
template <int D>
concept insertable = requires {
  typename std::integral_constant<int, insert_digit<D>()>;
};
template <int D>
concept erasable = requires {
  typename std::integral_constant<int, erase_digit<D>()>;
};

}  // namespace

TEST_CASE("DigitSet refuses digits outside 1..9", "[core][digitset]") {
  STATIC_REQUIRE(insertable<1>);
  STATIC_REQUIRE(insertable<9>);
  STATIC_REQUIRE(erasable<5>);
  // Before: insert(10) set bit 9, past the mask, and size() read past its 512-entry table.
  STATIC_REQUIRE_FALSE(insertable<0>);
  STATIC_REQUIRE_FALSE(insertable<10>);
  STATIC_REQUIRE_FALSE(insertable<16>);
  STATIC_REQUIRE_FALSE(erasable<0>);
  STATIC_REQUIRE_FALSE(erasable<10>);
  STATIC_REQUIRE(insert_digit<9>() == 0x100);
  STATIC_REQUIRE(erase_digit<1>() == 0x1FE);
}
