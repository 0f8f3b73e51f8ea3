// What only the CryptoMiniSat adapter has: its signature and several threads. The IPASIR
// verbs, budgets and terminate() of every adapter, this one included, are tested in
// test_sat_solvers.cpp.
#include <catch2/catch.hpp>

#include "sat/ipasir_cms.hpp"
#include "solver_cases.hpp"

using kakuro::detail::IpasirSolver;
using kakuro::detail::make_cms_solver;
using kakuro::sat_test::add_clause;

TEST_CASE("adapter: CryptoMiniSat's signature", "[sat][ipasir]") {
  CHECK(make_cms_solver({})->signature().rfind("cryptominisat-5", 0) == 0);
}

TEST_CASE("adapter: several threads", "[sat][ipasir]") {
  kakuro::detail::CmsConfig config;
  config.threads = 2;
  auto s = make_cms_solver(config);
  add_clause(*s, {1, 2, 3});
  add_clause(*s, {-1, -2});
  add_clause(*s, {-3});
  REQUIRE(s->solve({5, 0}) == IpasirSolver::kSat);
  CHECK((s->val(1) > 0) != (s->val(2) > 0));
  CHECK(s->val(3) == -3);
}
