// Driving a backend in the tests: enumerate solutions with solve + block.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <vector>

#include "kakuro/backend.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/preprocess.hpp"
#include "native/native_backend.hpp"

namespace kakuro::test {

/// Orders solutions by their digits. Written out: GCC 12 at -O3 reports a false
/// -Wstringop-overread in the memcmp behind vector<unsigned char>::operator<.
inline bool digits_less(const Solution& a, const Solution& b) {
  const std::size_t n = std::min(a.digits.size(), b.digits.size());
  for (std::size_t i = 0; i < n; ++i)
    if (a.digits[i] != b.digits[i]) return a.digits[i] < b.digits[i];
  return a.digits.size() < b.digits.size();
}

inline Domains full_domains(const Puzzle& p) { return Domains(std::size_t(p.num_vars()), DigitSet::all()); }

/// Every solution the native backend gives through solve + block (at most `cap` + 1),
/// sorted; each re-checked by the checker. Fails the test on a limit.
inline std::vector<Solution> enumerate_native(const Puzzle& p, const Domains& d, const SolverOptions& o,
                                              std::size_t cap = 10000) {
  auto backend = native_backend_info().create(p, d, o);
  std::vector<Solution> out;
  Limits limits;
  limits.timeout_s = 60;
  while (out.size() <= cap) {
    SolveResult r = backend->solve(limits);
    REQUIRE(r.status != SolveStatus::Limit);
    if (r.status == SolveStatus::NoSolution) break;
    REQUIRE(is_solution(p, r.solution));
    out.push_back(r.solution);
    backend->block(r.solution);
  }
  std::sort(out.begin(), out.end(), digits_less);
  REQUIRE(std::adjacent_find(out.begin(), out.end()) == out.end());  // never the same one twice
  return out;
}

inline void sort_solutions(std::vector<Solution>& s) { std::sort(s.begin(), s.end(), digits_less); }

}  // namespace kakuro::test
