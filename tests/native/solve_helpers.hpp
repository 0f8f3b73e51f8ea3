// Driving a backend in the tests: enumerate solutions with solve + block.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "kakuro/backend.hpp"
#include "kakuro/backend_option.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/solve.hpp"
#include "kit/shared_options.hpp"
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

/// Options as the CLI sets them: each of the native backend's options named (inference,
/// var-order, val-order) given the value; the others keep their defaults.
inline SolverOptions native_options(std::initializer_list<std::pair<std::string, std::string>> given) {
  SolverOptions o;
  for (const auto& [name, value] : given) o.backend_options[name] = value;
  return o;
}

/// "gac/domwdeg/min": the inference, variable order and value order the options ask for,
/// defaults included (as native_backend_options() declares them).
inline std::string describe_native(const SolverOptions& o) {
  std::string out;
  for (const char* name : {"inference", "var-order", "val-order"})
    for (const BackendOption& opt : native_backend_options())
      if (opt.name == name) out += (out.empty() ? "" : "/") + option_value(o, opt);
  return out;
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

/// Native's report for `req`, checked against `want`, an independent backend's for the same
/// request: the same outcome (each answer passed the core checker), as many solutions, and
/// the same ones when there are fewer than req.max_solutions.
inline SolveReport native_as_want(const Puzzle& p, const SolveRequest& req, const SolveReport& want) {
  const SolveReport got = solve_with(p, native_backend_info(), req);
  REQUIRE(got.outcome == want.outcome);
  CHECK(got.solutions.size() == want.solutions.size());
  if (want.solutions.size() < req.max_solutions) {
    const auto digits = [](const SolveReport& r) {
      std::set<std::vector<Digit>> out;
      for (const Solution& s : r.solutions) out.insert(s.digits);
      return out;
    };
    CHECK(digits(got) == digits(want));
  }
  return got;
}

/// A random puzzle of 24x24 to 40x40 for a comparison with SAT, its kind by seed % period:
/// 0 a swappable block (two solutions or more), 1 as drawn, else one clue pair moved (no
/// solution or several, only a search tells).
inline Puzzle mixed_random_puzzle(std::uint64_t seed, std::uint64_t period) {
  create::RandomPuzzleOptions g;
  g.min_size = 24;
  g.max_size = 40;
  g.kind = seed % period == 0   ? create::RandomPuzzleKind::Multiple
           : seed % period == 1 ? create::RandomPuzzleKind::Solvable
                                : create::RandomPuzzleKind::Perturbed;
  return create::random_puzzle(seed, g).puzzle;
}

/// Up to 4 solutions within 30 s: what the comparisons with SAT ask both backends.
inline SolveRequest up_to_four() {
  SolveRequest req;
  req.max_solutions = 4;
  req.limits.timeout_s = 30;
  return req;
}

}  // namespace kakuro::test
