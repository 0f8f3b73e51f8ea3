// The two puzzles that took CryptoMiniSat 5.11.4 down through its Python binding
// (tests/data/hard, copies of ../shared/regressions; the originals too when present):
// solved, within time limits, without the process aborting, and
// without CryptoMiniSat ever entering PicoSAT (counted by picosat_guard.cpp).
#include <cryptominisat5/cryptominisat.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <random>

#include "kakuro/checker.hpp"
#include "picosat_guard.hpp"
#include "sat/encoding.hpp"
#include "sat/ipasir_cms.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_helpers.hpp"
#include "test_paths.hpp"

using namespace kakuro;

namespace {

constexpr double kSeconds = 60;  // per solve; each takes well under 2 s in a release build

// The record `id` from every regression file that holds it: the committed copy in
// tests/data/hard first (required), then the original in ../shared/regressions when present.
std::vector<Puzzle> regression(const std::string& id) {
  std::vector<Puzzle> out;
  bool committed = false;
  for (const std::string& path : test::regression_files())
    if (auto p = sat_test::puzzle_from_file(path, id)) {
      out.push_back(std::move(*p));
      committed = committed || path.rfind(test::data_dir() + "/hard/", 0) == 0;
    }
  INFO(id << " in tests/data/hard");
  REQUIRE(committed);
  return out;
}

Limits limits() {
  Limits l;
  l.timeout_s = kSeconds;
  return l;
}

// Solve, block the answer, solve again: both answers are solutions, and differ.
void solve_twice(const Puzzle& p, const Domains& d, const SolverOptions& o) {
  auto b = make_sat_backend(p, d, o);
  const SolveResult first = b->solve(limits());
  REQUIRE(first.status == SolveStatus::Solved);
  CHECK(is_solution(p, first.solution));
  b->block(first.solution);
  const SolveResult second = b->solve(limits());
  REQUIRE(second.status == SolveStatus::Solved);
  CHECK(is_solution(p, second.solution));
  CHECK(second.solution != first.solution);
}

}  // namespace

TEST_CASE("regression 14x5: no solution, by preprocessing and by the CNF alone", "[sat][regression]") {
  const long before = sat_test::picosat_inits();
  int solved = 0;
  for (const Puzzle& p : regression("regression-cms-abort-14x5")) {
    CHECK(preprocess(p).infeasible);
    for (const std::string& e : sat_encodings()) {
      INFO("encoding " << e);
      SolverOptions o;
      o.backend_options["encoding"] = e;
      if (detail::encoding_spec(e).region_cells < 0) continue;  // "plain" relies on preprocessing here
      // Without preprocessing: the region equations' per-part totals refute it at once.
      auto b = make_sat_backend(p, sat_test::full_domains(p), o);
      const SolveResult r = b->solve(limits());
      CHECK(r.status == SolveStatus::NoSolution);
      CHECK(b->stats().failures == 0);  // no conflict needed
      ++solved;
    }
  }
  CHECK(solved >= 2);  // selector and mdd
  CHECK(sat_test::picosat_inits() == before);
}

TEST_CASE("regression 40x40: solve, block, solve again finds a second solution", "[sat][regression]") {
  const long before = sat_test::picosat_inits();
  for (const Puzzle& p : regression("regression-cms-abort-40x40")) {
    const PreprocessResult pre = preprocess(p);
    REQUIRE_FALSE(pre.infeasible);
    for (const std::string& e : {std::string("selector"), std::string("mdd")}) {
      INFO("encoding " << e);
      SolverOptions o;
      o.backend_options["encoding"] = e;
      solve_twice(p, pre.domains, o);
    }
  }
  CHECK(sat_test::picosat_inits() == before);
}

TEST_CASE("regression 40x40 with several solver threads", "[sat][regression]") {
  SolverOptions o;
  o.backend_options["threads"] = "2";
  for (const Puzzle& p : regression("regression-cms-abort-40x40")) solve_twice(p, preprocess(p).domains, o);
}

// The guard is only evidence if it would notice. CryptoMiniSat's bounded variable
// elimination looks for a definition of each variable it may eliminate; a majority gate is
// none of the AND/OR/ITE/XOR shapes it matches, so it asks PicoSAT, and the gate's clauses
// without the variable are unsatisfiable: the very call (picosat_coreclause) that aborts a
// PicoSAT built without trace support. simplify() runs that elimination at once.
namespace {

long picosat_inits_during_simplify(bool no_bve) {
  CMSat::SATSolver s;
  if (no_bve) s.set_no_bve();
  constexpr int kGadgets = 20, kVars = kGadgets * 8;
  s.new_vars(kVars);
  const auto clause = [&](std::initializer_list<int> lits) {
    std::vector<CMSat::Lit> c;
    for (int l : lits) c.push_back(CMSat::Lit(unsigned(std::abs(l) - 1), l < 0));
    s.add_clause(c);
  };
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> any(1, kVars);
  for (int g = 0; g < kGadgets; ++g) {
    const int a = g * 8 + 1, b = a + 1, c = a + 2, x = a + 3;  // x = majority(a, b, c)
    for (const auto& [u, v] : {std::pair{a, b}, {a, c}, {b, c}}) {
      clause({-u, -v, x});
      clause({u, v, -x});
    }
    for (int k = 0; k < 3; ++k) {  // x used elsewhere, both ways
      clause({x, any(rng), -any(rng)});
      clause({-x, any(rng), any(rng)});
    }
  }
  const long before = sat_test::picosat_inits();
  s.simplify();
  return sat_test::picosat_inits() - before;
}

}  // namespace

TEST_CASE("the PicoSAT counter sees CryptoMiniSat's gate detection, and set_no_bve() stops it",
          "[sat][regression]") {
  CHECK(picosat_inits_during_simplify(false) > 0);
  CHECK(picosat_inits_during_simplify(true) == 0);
}
