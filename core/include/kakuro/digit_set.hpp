// DigitSet: a set of Kakuro digits 1..9 as a 9-bit mask (bit d-1 is digit d).
#pragma once

#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <type_traits>

namespace kakuro {

/// A Kakuro digit, 1..9; 0 means "no digit" (empty cell, not white).
using Digit = std::uint8_t;

class DigitSet {
 public:
  static constexpr std::uint16_t kAllBits = 0x1FF;

  constexpr DigitSet() = default;
  constexpr explicit DigitSet(std::uint16_t bits) : bits_(bits & kAllBits) {}

  static constexpr DigitSet all() { return DigitSet(kAllBits); }
  static constexpr DigitSet none() { return DigitSet(); }
  /// {d}; d must be 1..9.
  static constexpr DigitSet single(int d) { return DigitSet(bit(d)); }
  /// {lo..hi}, clamped to 1..9; empty when lo > hi.
  static constexpr DigitSet range(int lo, int hi) {
    if (lo < 1) lo = 1;
    if (hi > 9) hi = 9;
    if (lo > hi) return DigitSet();
    return DigitSet(static_cast<std::uint16_t>(((1u << hi) - 1) & ~((1u << (lo - 1)) - 1)));
  }

  constexpr std::uint16_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  /// A table rather than std::popcount: without -mpopcnt (x86-64 baseline) that is a
  /// library call, and set sizes are on the explain engine's hottest paths.
  constexpr int size() const { return kSizes[bits_]; }
  constexpr bool is_single() const { return bits_ != 0 && (bits_ & (bits_ - 1)) == 0; }
  constexpr bool contains(int d) const { return d >= 1 && d <= 9 && ((bits_ >> (d - 1)) & 1u); }
  /// Smallest digit; 0 when empty.
  constexpr int min() const { return bits_ ? std::countr_zero(bits_) + 1 : 0; }
  /// Largest digit; 0 when empty.
  constexpr int max() const { return bits_ ? 16 - std::countl_zero(bits_) : 0; }
  /// Sum of the digits in the set.
  constexpr int sum() const {
    int s = 0;
    for (int d = 1; d <= 9; ++d)
      if (contains(d)) s += d;
    return s;
  }

  /// d must be 1..9 (a bug otherwise: not a constant expression, and an assert at run time).
  constexpr void insert(int d) { bits_ |= bit(d); }
  /// d must be 1..9, as for insert().
  constexpr void erase(int d) { bits_ &= static_cast<std::uint16_t>(~bit(d)); }

  constexpr DigitSet operator|(DigitSet o) const { return DigitSet(bits_ | o.bits_); }
  constexpr DigitSet operator&(DigitSet o) const { return DigitSet(bits_ & o.bits_); }
  constexpr DigitSet operator-(DigitSet o) const { return DigitSet(bits_ & ~o.bits_); }
  constexpr DigitSet operator~() const { return DigitSet(static_cast<std::uint16_t>(~bits_)); }
  constexpr DigitSet& operator|=(DigitSet o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr DigitSet& operator&=(DigitSet o) {
    bits_ &= o.bits_;
    return *this;
  }
  constexpr DigitSet& operator-=(DigitSet o) {
    bits_ &= static_cast<std::uint16_t>(~o.bits_);
    return *this;
  }
  constexpr bool operator==(const DigitSet&) const = default;

  /// Calls f(d) for each digit d in ascending order.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (std::uint16_t b = bits_; b; b &= static_cast<std::uint16_t>(b - 1)) f(std::countr_zero(b) + 1);
  }

 private:
  static constexpr std::uint16_t bit(int d) {
    if (std::is_constant_evaluated()) {
      if (d < 1 || d > 9) throw "DigitSet: a digit outside 1..9";  // ends constant evaluation
    } else {
      assert(d >= 1 && d <= 9 && "DigitSet: a digit outside 1..9");
    }
    return static_cast<std::uint16_t>((1u << ((d - 1) & 15)) & kAllBits);  // never past the mask
  }

  static constexpr std::array<std::uint8_t, 512> kSizes = [] {
    std::array<std::uint8_t, 512> t{};
    for (unsigned m = 1; m < 512; ++m) t[m] = static_cast<std::uint8_t>(t[m >> 1] + (m & 1u));
    return t;
  }();
  std::uint16_t bits_ = 0;
};

}  // namespace kakuro
