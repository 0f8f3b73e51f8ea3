// The pure filtering functions behind the propagators, exposed for the oracle tests.
#pragma once

#include <bit>
#include <cstdint>

#include "kakuro/combinations.hpp"

namespace kakuro::detail {

/// Supported digits `keep[i]` of `n` (1..9) free cells with candidates `dom[i]` that must
/// take distinct digits adding up to `rest`: d stays in cell i iff some such assignment
/// gives d to cell i. False (and `keep` unspecified) when there is no assignment at all.
/// With `remember`, the answers for 3 cells or more are kept in a table of the
/// thread's (about 1.3 MB, made on first use) and a question asked again is answered
/// from it: for long searches, which ask the same questions again and again.
bool run_supports(int n, int rest, const std::uint16_t* dom, std::uint16_t* keep, bool remember = false);
/// Starts the thread's table over: what was remembered before is not answered from again
/// (an engine calls it as it starts to remember: a search answers from its own questions
/// only).
void forget_remembered_supports();
/// As run_supports with the sum left free: distinct digits only.
bool run_distinct_supports(int n, const std::uint16_t* dom, std::uint16_t* keep);

/// One run's exact filtering, on the candidates `dom(v)` (a 9-bit mask) of its cells `vars`:
/// the fixed cells' digits leave the open cells, and run_supports() (run_distinct_supports()
/// when `free_sum`) filters the rest. The open cells go to `open_vars`, their supported
/// digits to `keep`; returns how many are open, or -1 on a conflict (a cell without
/// candidates, a digit fixed twice, a sum that cannot be made). The engines' gac and the
/// propagation before them (root_solution.cpp) both filter a run this way; `remember` as
/// run_supports() says.
template <class Vars, class Dom, class Var>
int filter_run(int sum, bool free_sum, const Vars& vars, Dom&& dom, Var* open_vars, std::uint16_t* keep,
               bool remember = false) {
  unsigned used = 0;
  int rest = sum, open = 0;
  std::uint16_t open_dom[kMaxRunLength];
  for (const auto v : vars) {
    const unsigned d = dom(v);
    if (d == 0) return -1;
    if ((d & (d - 1)) == 0) {
      if (used & d) return -1;
      used |= d;
      rest -= std::countr_zero(d) + 1;
    } else {
      open_vars[open++] = static_cast<Var>(v);
    }
  }
  if (open == 0) return free_sum || rest == 0 ? 0 : -1;
  for (int i = 0; i < open; ++i) open_dom[i] = static_cast<std::uint16_t>(dom(open_vars[i]) & ~used);
  const bool ok = free_sum ? run_distinct_supports(open, open_dom, keep)
                           : run_supports(open, rest, open_dom, keep, remember);
  return ok ? open : -1;
}

/// Supported digits of sum(x_i) == total over `n` cells (digits need not be distinct),
/// n <= kMaxLinearTerms. False when there is no assignment at all.
constexpr int kMaxLinearTerms = 24;
bool linear_supports(int n, int total, const std::uint16_t* dom, std::uint16_t* keep);

}  // namespace kakuro::detail
