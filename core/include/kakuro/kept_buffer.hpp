// Per-thread buffers kept from one puzzle to the next (a tiny puzzle's solve must allocate
// next to nothing), and the rule that bounds them: a thread that once solved a huge puzzle
// does not hold its room for every small one after it.
#pragma once

#include <cstddef>

namespace kakuro {

/// Entries a kept buffer may hold beyond what its puzzle needs (a 256x256 grid's cells).
inline constexpr std::size_t kKeptEntries = std::size_t(1) << 16;

/// Called before a kept vector is sized for a puzzle that needs `needed` entries: gives its
/// room back when that is over kKeptEntries and over four times the need, so a thread holds
/// at most about max(kKeptEntries, 4 x its current puzzle's) in each.
template <typename Vector>
void trim_kept(Vector& v, std::size_t needed) {
  if (v.capacity() > kKeptEntries && v.capacity() / 4 > needed) Vector().swap(v);
}

}  // namespace kakuro
