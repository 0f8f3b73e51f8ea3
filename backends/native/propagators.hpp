// The pure filtering functions behind the propagators, exposed for the oracle tests.
#pragma once

#include <cstdint>

namespace kakuro::detail {

/// Supported digits `keep[i]` of `n` (1..9) free cells with candidates `dom[i]` that must
/// take distinct digits adding up to `rest`: d stays in cell i iff some such assignment
/// gives d to cell i. False (and `keep` unspecified) when there is no assignment at all.
bool run_supports(int n, int rest, const std::uint16_t* dom, std::uint16_t* keep);
/// As run_supports with the sum left free: distinct digits only.
bool run_distinct_supports(int n, const std::uint16_t* dom, std::uint16_t* keep);

/// Supported digits of sum(x_i) == total over `n` cells (digits need not be distinct),
/// n <= kMaxLinearTerms. False when there is no assignment at all.
constexpr int kMaxLinearTerms = 24;
bool linear_supports(int n, int total, const std::uint16_t* dom, std::uint16_t* keep);

}  // namespace kakuro::detail
