// Compile-time tables of the digit combinations of a run: for each (length, sum) the sets
// of `length` distinct digits 1..9 that add up to `sum`, as DigitSet masks.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "kakuro/digit_set.hpp"

namespace kakuro {

constexpr int kMaxRunLength = 9;
constexpr int kMaxSum = 45;

/// Smallest sum of `length` distinct digits (1+2+...+length).
constexpr int min_sum(int length) { return length * (length + 1) / 2; }
/// Largest sum of `length` distinct digits (9+8+...).
constexpr int max_sum(int length) { return length * (19 - length) / 2; }
/// True when some set of `length` distinct digits sums to `sum`.
constexpr bool sum_possible(int length, int sum) {
  return length >= 1 && length <= kMaxRunLength && sum >= min_sum(length) && sum <= max_sum(length);
}

namespace detail {

struct CombinationTable {
  // All 511 non-empty masks, ordered by (size, sum, mask); offsets index (length, sum).
  std::array<std::uint16_t, 511> masks{};
  std::array<std::array<std::uint16_t, kMaxSum + 2>, kMaxRunLength + 1> begin{};
  std::array<std::array<std::uint16_t, kMaxSum + 1>, kMaxRunLength + 1> unions{};
};

constexpr CombinationTable make_combination_table() {
  CombinationTable t{};
  int n = 0;
  for (int len = 0; len <= kMaxRunLength; ++len) {
    for (int sum = 0; sum <= kMaxSum; ++sum) {
      t.begin[len][sum] = static_cast<std::uint16_t>(n);
      for (int m = 1; m < 512; ++m) {
        DigitSet s(static_cast<std::uint16_t>(m));
        if (s.size() == len && s.sum() == sum) {
          t.masks[n++] = static_cast<std::uint16_t>(m);
          t.unions[len][sum] |= static_cast<std::uint16_t>(m);
        }
      }
    }
    t.begin[len][kMaxSum + 1] = static_cast<std::uint16_t>(n);
  }
  return t;
}

inline constexpr CombinationTable kCombinationTable = make_combination_table();

}  // namespace detail

/// The combinations of (length, sum) as masks; empty when none exist.
constexpr std::span<const std::uint16_t> combinations(int length, int sum) {
  if (length < 1 || length > kMaxRunLength || sum < 0 || sum > kMaxSum) return {};
  const auto& t = detail::kCombinationTable;
  const std::uint16_t* base = t.masks.data();
  return {base + t.begin[length][sum], base + t.begin[length][sum + 1]};
}

/// Union of the digits of all combinations of (length, sum).
constexpr DigitSet combination_union(int length, int sum) {
  if (length < 1 || length > kMaxRunLength || sum < 0 || sum > kMaxSum) return {};
  return DigitSet(detail::kCombinationTable.unions[length][sum]);
}

}  // namespace kakuro
