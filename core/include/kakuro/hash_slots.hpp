// An index by hash over items a caller keeps in a list of its own (solutions found,
// solutions blocked): which item, if any, equals the one sought. Open addressing in two
// flat arrays, where std::unordered_set and _multimap take a node per item: a count of
// hundreds of thousands of solutions spent a third of its time limit again freeing those
// nodes after the limit (docs/benchmarks.md, "Counting many solutions").
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

#include "kakuro/digit_set.hpp"

namespace kakuro {

/// FNV-1a over a row of digits (64 bits on every platform, the page's WebAssembly too).
inline std::uint64_t digits_hash(std::span<const Digit> digits) {
  std::uint64_t h = 14695981039346656037ull;
  for (const Digit d : digits) h = (h ^ std::uint64_t(d)) * 1099511628211ull;
  return h;
}

/// Item i of the caller's list is added as add(hash of item i), in the order of the list;
/// find(hash, same) returns the index of an item with that hash for which same(index) is
/// true. Up to 2^32 - 2 items.
class HashSlots {
 public:
  std::size_t size() const { return hashes_.size(); }

  template <class Same>
  std::optional<std::size_t> find(std::uint64_t hash, Same&& same) const {
    if (slots_.empty()) return std::nullopt;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t at = home(hash);; at = (at + 1) & mask) {
      const std::uint32_t s = slots_[at];
      if (s == 0) return std::nullopt;
      const std::size_t index = s - 1;
      if (hashes_[index] == hash && same(index)) return index;
    }
  }

  /// The next item (index size()) has this hash.
  void add(std::uint64_t hash) {
    if (hashes_.size() >= kMaxItems) throw std::length_error("HashSlots: too many items");
    if (2 * (hashes_.size() + 1) > slots_.size()) grow();  // at most half full
    hashes_.push_back(hash);
    place(hashes_.size() - 1);
  }

  void clear() {
    hashes_.clear();
    slots_.clear();
    shift_ = 60;
  }

 private:
  static constexpr std::size_t kMaxItems = 0xfffffffeu;

  // Fibonacci hashing: the top bits of hash times 2^64 / phi, so that hashes differing only
  // in their low bits still spread.
  std::size_t home(std::uint64_t hash) const { return std::size_t((hash * 0x9e3779b97f4a7c15ull) >> shift_); }
  void place(std::size_t index) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t at = home(hashes_[index]);
    while (slots_[at] != 0) at = (at + 1) & mask;
    slots_[at] = static_cast<std::uint32_t>(index + 1);
  }
  void grow() {
    const std::size_t n = slots_.empty() ? 16 : 2 * slots_.size();
    slots_.assign(n, 0);
    shift_ = 64 - std::countr_zero(n);
    for (std::size_t i = 0; i < hashes_.size(); ++i) place(i);
  }

  std::vector<std::uint64_t> hashes_;  ///< per item
  std::vector<std::uint32_t> slots_;   ///< item index + 1, 0 empty; a power of two of them
  int shift_ = 60;                     ///< 64 - log2(slots_.size()) (slots_ empty: unused)
};

}  // namespace kakuro
