// The CryptoMiniSat adapter: IPASIR's verbs, DIMACS literals, budgets and terminate().
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "sat/ipasir_cms.hpp"

using kakuro::detail::IpasirSolver;
using kakuro::detail::make_cms_solver;

namespace {

void clause(IpasirSolver& s, std::initializer_list<int> lits) {
  for (int l : lits) s.add(l);
  s.add(0);
}

// n+1 pigeons in n holes: unsatisfiable, and hard for resolution from n = 10 or so.
void pigeonhole(IpasirSolver& s, int n) {
  const auto var = [n](int pigeon, int hole) { return pigeon * n + hole + 1; };
  for (int p = 0; p <= n; ++p) {
    for (int h = 0; h < n; ++h) s.add(var(p, h));
    s.add(0);
  }
  for (int h = 0; h < n; ++h)
    for (int p = 0; p <= n; ++p)
      for (int q = p + 1; q <= n; ++q) clause(s, {-var(p, h), -var(q, h)});
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

TEST_CASE("adapter: add, solve, val with DIMACS literals", "[sat][ipasir]") {
  auto s = make_cms_solver({});
  CHECK(s->signature().rfind("cryptominisat-5", 0) == 0);
  clause(*s, {1, 2});
  clause(*s, {-1});
  clause(*s, {-2, 3, -4});
  clause(*s, {4});
  REQUIRE(s->solve({}) == IpasirSolver::kSat);
  CHECK(s->val(1) == -1);
  CHECK(s->val(-1) == -1);  // the literal -1 is true: val returns it
  CHECK(s->val(2) == 2);
  CHECK(s->val(3) == 3);
  CHECK(s->val(-3) == 3);
  CHECK(s->val(4) == 4);
  clause(*s, {-3});
  CHECK(s->solve({}) == IpasirSolver::kUnsat);
}

TEST_CASE("adapter: assumptions last one call and failed() names the culprits", "[sat][ipasir]") {
  auto s = make_cms_solver({});
  clause(*s, {-1, -2});
  clause(*s, {5, 6});
  s->assume(1);
  s->assume(2);
  s->assume(5);
  REQUIRE(s->solve({}) == IpasirSolver::kUnsat);
  CHECK((s->failed(1) || s->failed(2)));
  CHECK_FALSE(s->failed(5));
  CHECK(s->solve({}) == IpasirSolver::kSat);  // the assumptions are gone
}

TEST_CASE("adapter: the empty clause makes the formula unsatisfiable", "[sat][ipasir]") {
  auto s = make_cms_solver({});
  clause(*s, {1});
  s->add(0);
  CHECK(s->solve({}) == IpasirSolver::kUnsat);
}

TEST_CASE("adapter: budgets stop a hard solve", "[sat][ipasir]") {
  auto s = make_cms_solver({});
  pigeonhole(*s, 12);
  auto t = std::chrono::steady_clock::now();
  CHECK(s->solve({0, 2000}) == IpasirSolver::kUnknown);
  CHECK(s->counters().conflicts >= 2000);
  CHECK(seconds_since(t) < 10);
  t = std::chrono::steady_clock::now();
  CHECK(s->solve({0.3, 0}) == IpasirSolver::kUnknown);
  CHECK(seconds_since(t) < 3);
}

TEST_CASE("adapter: terminate() from another thread, and before solve()", "[sat][ipasir]") {
  auto s = make_cms_solver({});
  pigeonhole(*s, 12);
  const auto t = std::chrono::steady_clock::now();
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    s->terminate();
  });
  const int result = s->solve({});
  stopper.join();
  CHECK(result == IpasirSolver::kUnknown);
  CHECK(seconds_since(t) < 3);
  CHECK(s->solve({}) == IpasirSolver::kUnknown);  // sticky
}

TEST_CASE("adapter: several threads", "[sat][ipasir]") {
  kakuro::detail::CmsConfig config;
  config.threads = 2;
  auto s = make_cms_solver(config);
  clause(*s, {1, 2, 3});
  clause(*s, {-1, -2});
  clause(*s, {-3});
  REQUIRE(s->solve({5, 0}) == IpasirSolver::kSat);
  CHECK((s->val(1) > 0) != (s->val(2) > 0));
  CHECK(s->val(3) == -3);
}
