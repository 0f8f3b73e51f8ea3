// HashSlots (kakuro/hash_slots.hpp) against std::set: random rows of digits added and
// looked up, with the real hash and with hashes forced to collide (a handful of values, and
// one for all), through the table's growth. tests/native/test_parts.cpp counts through it.
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "kakuro/hash_slots.hpp"

using namespace kakuro;

namespace {

using Row = std::vector<Digit>;

// Rows of `width` digits in one flat list, indexed by `slots` with hash `hash_of`.
template <class Hash>
void check_against_set(std::size_t width, int items, int digits, Hash hash_of, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Digit> flat;
  HashSlots slots;
  std::set<Row> model;
  const auto random_row = [&] {
    Row r(width);
    for (Digit& d : r) d = static_cast<Digit>(rng() % std::uint64_t(digits));
    return r;
  };
  const auto find = [&](const Row& r) {
    return slots.find(hash_of(r), [&](std::size_t i) {
      return std::equal(r.begin(), r.end(), flat.begin() + std::ptrdiff_t(i * width));
    });
  };
  for (int step = 0; step < items; ++step) {
    const Row r = random_row();
    const auto at = find(r);
    REQUIRE(at.has_value() == (model.count(r) == 1));
    if (at) {
      REQUIRE(Row(flat.begin() + std::ptrdiff_t(*at * width),
                  flat.begin() + std::ptrdiff_t((*at + 1) * width)) == r);
      continue;
    }
    flat.insert(flat.end(), r.begin(), r.end());
    slots.add(hash_of(r));
    model.insert(r);
    REQUIRE(slots.size() == model.size());
  }
  // Every row added is found at its own index; rows never added are not found.
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const Row r(flat.begin() + std::ptrdiff_t(i * width), flat.begin() + std::ptrdiff_t((i + 1) * width));
    REQUIRE(find(r) == std::optional<std::size_t>(i));
  }
  for (int k = 0; k < 200; ++k) {
    const Row r = random_row();
    REQUIRE(find(r).has_value() == (model.count(r) == 1));
  }
}

}  // namespace

TEST_CASE("HashSlots finds what was added and nothing else", "[hash_slots]") {
  const auto real = [](const Row& r) { return digits_hash(r); };
  const auto few = [](const Row& r) { return digits_hash(r) % 5; };  // five hashes, long probes
  const auto one = [](const Row&) { return std::uint64_t(42); };     // every row collides
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    check_against_set(6, 3000, 3, real, seed);  // 729 rows possible: many repeats
    check_against_set(12, 3000, 10, real, seed);
    check_against_set(4, 1500, 4, few, seed);
    check_against_set(3, 300, 5, one, seed);
  }
  check_against_set(0, 10, 1, real, 7);  // rows of no digit: one row, found again
  HashSlots empty;
  REQUIRE_FALSE(empty.find(0, [](std::size_t) { return true; }).has_value());
  empty.add(0);
  empty.clear();
  REQUIRE(empty.size() == 0);
  REQUIRE_FALSE(empty.find(0, [](std::size_t) { return true; }).has_value());
}
