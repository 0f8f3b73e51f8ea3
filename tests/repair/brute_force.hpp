// A tiny search of its own for the repair tests, sharing no code with the backends, the
// preprocessing or repair: digits into the white cells, every run's digits distinct, the
// givens kept, and the sums of the runs asked for right (the other sums free).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "kakuro/puzzle.hpp"

namespace kakuro::test {

/// Per RunId: whether the run's sum must hold.
using SumMask = std::vector<char>;

SumMask every_sum(const Puzzle& p);
SumMask only_sums(const Puzzle& p, const std::vector<RunId>& runs);

/// The number of fillings, counted up to `cap`; nothing when `budget` search nodes did
/// not decide it.
std::optional<std::uint64_t> brute_count(const Puzzle& p, const SumMask& enforced, std::uint64_t cap,
                                         std::uint64_t budget = 20'000'000);

/// Whether some filling exists; nothing when undecided within the budget.
std::optional<bool> brute_fillable(const Puzzle& p, const SumMask& enforced,
                                   std::uint64_t budget = 20'000'000);

}  // namespace kakuro::test
