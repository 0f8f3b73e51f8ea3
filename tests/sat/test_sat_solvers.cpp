// The solver choice (sat_solvers.hpp) and every SAT solver this machine can run behind the
// same IPASIR verbs: CryptoMiniSat, CaDiCaL when built in, the external adapter running the
// `cadical` program when it is on PATH (each one left out says why in a WARN).
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>

#include "core/grid_builder.hpp"
#include "kakuro/checker.hpp"
#include "sat/sat_backend.hpp"
#include "sat/sat_solvers.hpp"
#include "sat_test_helpers.hpp"
#include "solver_cases.hpp"

using namespace kakuro;
using detail::IpasirSolver;
using sat_test::add_clause;
using sat_test::add_pigeonhole;
using sat_test::seconds_since;

namespace {

std::vector<sat_test::SolverCase> cases() {
  std::vector<std::string> skipped;
  auto all = sat_test::solver_cases(skipped);
  for (const std::string& s : skipped) WARN(s);
  return all;
}

std::unique_ptr<IpasirSolver> make(const SolverOptions& o) {
  std::string error;
  auto s = detail::make_sat_solver(o, {}, error);
  INFO(error);
  REQUIRE(s);
  CHECK(error.empty());
  return s;
}

bool in_process(const SolverOptions& o) { return o.backend_options.at("sat-solver") != "external"; }

SolverOptions named(const std::string& solver, const std::string& command = "") {
  SolverOptions o;
  o.backend_options["sat-solver"] = solver;
  o.backend_options["sat-command"] = command;
  return o;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// For a puzzle with exactly two solutions: solve, block, solve, block, and then none; each
// answer passes the checker.
void two_solutions_then_none(Backend& b, const Puzzle& p) {
  const SolveResult first = b.solve({});
  REQUIRE(first.status == SolveStatus::Solved);
  CHECK(is_solution(p, first.solution));
  b.block(first.solution);
  const SolveResult second = b.solve({});
  REQUIRE(second.status == SolveStatus::Solved);
  CHECK(is_solution(p, second.solution));
  CHECK(second.solution != first.solution);
  b.block(second.solution);
  CHECK(b.solve({}).status == SolveStatus::NoSolution);
}

}  // namespace

TEST_CASE("sat solvers: the names, and which are built in", "[sat][solvers]") {
  CHECK(sat_solver_names() == std::vector<std::string>{"cryptominisat", "cadical", "external"});
  const auto available = available_sat_solvers();
  CHECK(available.front() == "cryptominisat");
  CHECK(std::count(available.begin(), available.end(), "external") == 1);
  const bool cadical = std::count(available.begin(), available.end(), "cadical") == 1;
  CHECK(detail::check_sat_solver(named("cadical")).empty() == cadical);
  if (!cadical) CHECK(contains(detail::check_sat_solver(named("cadical")), "'cadical' is not built in"));
  // The CLI's --sat-solver offers every name; check_options refuses the ones not built in.
  for (const BackendOption& option : sat_backend_options())
    if (option.name == "sat-solver") CHECK(option.choices == sat_solver_names());
}

TEST_CASE("sat solvers: bad choices are usage errors before any solving", "[sat][solvers]") {
  CHECK(detail::check_sat_solver(SolverOptions{}).empty());  // the default
  const std::string unknown = detail::check_sat_solver(named("minisat"));
  CHECK(contains(unknown, "unknown SAT solver 'minisat'"));
  CHECK(contains(unknown, "known: cryptominisat, cadical, external"));
  CHECK(contains(detail::check_sat_solver(named("external")), "needs a command"));
  CHECK(contains(detail::check_sat_solver(named("external", "  \t ")), "needs a command"));
  CHECK(detail::check_sat_solver(named("external", "kakuro-no-such-solver -q")) ==
        "SAT solver command 'kakuro-no-such-solver' not found on PATH");
  CHECK(detail::check_sat_solver(named("external", "/nonexistent/solver")) ==
        "SAT solver command '/nonexistent/solver' not found");
  CHECK(detail::check_sat_solver(named("external", "sh -c true")).empty());
  // The same message from the factory, from the registry entry and from the backend.
  std::string error;
  CHECK_FALSE(detail::make_sat_solver(named("minisat"), {}, error));
  CHECK(error == unknown);
  const BackendInfo info = sat_backend_info();
  CHECK(info.check_options(named("minisat")).why == unknown);
  CHECK(info.check_options(named("minisat")).option.empty());
  CHECK(info.check_options(SolverOptions{}).why.empty());
  SolverOptions bad_encoding;
  bad_encoding.backend_options["encoding"] = "nope";
  CHECK(contains(info.check_options(bad_encoding).why, "unknown encoding 'nope'"));
  // An external solver's command with another solver running: the rule names its option.
  const OptionProblem command = info.check_options(named("cadical", "cadical -q"));
  CHECK(command.option == "--sat-command");
  CHECK(contains(command.why, "is read only with --sat-solver external, not with --sat-solver cadical"));
  CHECK(info.check_options(named("external", "sh -c true")).why.empty());
  // Each witness runs its own solver: the command goes with the external one only.
  for (const auto& [label, options] : info.witnesses(named("cryptominisat", "sh -c true"))) {
    CHECK(info.check_options(options).why.empty());
    CHECK(options.backend_options.count("sat-command") == (label == "sat-external" ? 1u : 0u));
  }
  const Puzzle p = test::puzzle_from_rows({"#   3\\  12\\", "\\4  .  .", "\\11 .  ."});
  auto backend = make_sat_backend(p, sat_test::full_domains(p), named("minisat"));
  const SolveResult r = backend->solve({});
  CHECK(r.status == SolveStatus::Limit);
  CHECK(r.reason == unknown);
}

TEST_CASE("sat solvers: add, solve and val with DIMACS literals", "[sat][solvers]") {
  for (const auto& c : cases()) {
    INFO(c.label);
    auto s = make(c.options);
    CHECK(s->signature().rfind(c.options.backend_options.at("sat-solver") == "cadical" ? "cadical-" : c.label,
                               0) == 0);
    add_clause(*s, {1, 2});
    add_clause(*s, {-1});
    add_clause(*s, {-2, 3, -4});
    add_clause(*s, {4});
    REQUIRE(s->solve({}) == IpasirSolver::kSat);
    CHECK(s->val(1) == -1);
    CHECK(s->val(-1) == -1);
    CHECK(s->val(2) == 2);
    CHECK(s->val(3) == 3);
    CHECK(s->val(-3) == 3);
    CHECK(s->val(4) == 4);
    CHECK(s->val(99) == 0);  // a variable it never saw
    CHECK(s->failure().empty());
    add_clause(*s, {-3});
    CHECK(s->solve({}) == IpasirSolver::kUnsat);
  }
}

TEST_CASE("sat solvers: assumptions last one call, failed() gives a core", "[sat][solvers]") {
  for (const auto& c : cases()) {
    INFO(c.label);
    auto s = make(c.options);
    add_clause(*s, {-1, -2});
    add_clause(*s, {5, 6});
    s->assume(1);
    s->assume(2);
    s->assume(5);
    REQUIRE(s->solve({}) == IpasirSolver::kUnsat);
    CHECK((s->failed(1) || s->failed(2)));
    // An in-process solver names a core within the clash; the external adapter cannot tell
    // and names every assumption (documented).
    CHECK(s->failed(5) == !in_process(c.options));
    CHECK_FALSE(s->failed(6));
    REQUIRE(s->solve({}) == IpasirSolver::kSat);  // the assumptions are gone
    CHECK_FALSE((s->val(1) > 0 && s->val(2) > 0));
    s->assume(-5);
    s->assume(-6);
    REQUIRE(s->solve({}) == IpasirSolver::kUnsat);
    CHECK(s->failed(-5));
    CHECK(s->failed(-6));
  }
}

TEST_CASE("sat solvers: the empty clause makes the formula unsatisfiable", "[sat][solvers]") {
  for (const auto& c : cases()) {
    INFO(c.label);
    auto s = make(c.options);
    add_clause(*s, {1});
    s->add(0);
    CHECK(s->solve({}) == IpasirSolver::kUnsat);
  }
}

TEST_CASE("sat solvers: a wall-clock budget stops a hard solve", "[sat][solvers]") {
  for (const auto& c : cases()) {
    INFO(c.label);
    auto s = make(c.options);
    add_pigeonhole(*s, 12);
    const auto t = std::chrono::steady_clock::now();
    CHECK(s->solve({0.5, 0}) == IpasirSolver::kUnknown);
    CHECK(seconds_since(t) < 2.5);
    CHECK(s->failure().empty());                          // a budget, not a failure
    CHECK(s->solve({0.2, 0}) == IpasirSolver::kUnknown);  // and again: not sticky
  }
}

TEST_CASE("sat solvers: a conflict budget stops an in-process solver", "[sat][solvers]") {
  for (const auto& c : cases()) {
    if (!in_process(c.options)) continue;  // an external solver cannot be given one: ignored
    INFO(c.label);
    auto s = make(c.options);
    add_pigeonhole(*s, 12);
    const auto t = std::chrono::steady_clock::now();
    CHECK(s->solve({0, 2000}) == IpasirSolver::kUnknown);
    CHECK(seconds_since(t) < 20);
    // CaDiCaL's count is of learned clauses, a few short of its conflicts.
    CHECK(s->counters().conflicts >= 1800);
    CHECK(s->counters().conflicts < 4000);
  }
}

TEST_CASE("sat solvers: terminate() from another thread, and sticky", "[sat][solvers]") {
  for (const auto& c : cases()) {
    INFO(c.label);
    auto s = make(c.options);
    add_pigeonhole(*s, 12);
    int result = -1;
    const double seconds = sat_test::seconds_stopped_after(
        std::chrono::milliseconds(300), [&] { result = s->solve({}); }, [&] { s->terminate(); });
    CHECK(result == IpasirSolver::kUnknown);
    CHECK(seconds < 2.5);
    const auto t = std::chrono::steady_clock::now();
    CHECK(s->solve({}) == IpasirSolver::kUnknown);  // sticky: at once
    CHECK(seconds_since(t) < 0.5);
    CHECK(s->failure().empty());
  }
}

TEST_CASE("sat solvers: terminate() before the first solve", "[sat][solvers]") {
  for (const auto& c : cases()) {
    INFO(c.label);
    auto s = make(c.options);
    add_clause(*s, {1});
    s->assume(1);
    s->terminate();
    CHECK(s->solve({}) == IpasirSolver::kUnknown);
  }
}

TEST_CASE("sat solvers: the backend with each solver, its stats name it", "[sat][solvers][backend]") {
  const Puzzle p = test::puzzle_from_rows({"#  3\\  3\\", "\\3 .  .", "\\3 .  ."});  // two solutions
  for (const auto& c : cases()) {
    INFO(c.label);
    auto b = make_sat_backend(p, sat_test::full_domains(p), c.options);
    two_solutions_then_none(*b, p);
    const BackendStats stats = b->stats();
    const auto key = std::find_if(stats.extra.begin(), stats.extra.end(),
                                  [](const auto& kv) { return kv.first.rfind("sat_solver=", 0) == 0; });
    REQUIRE(key != stats.extra.end());
    CHECK(
        key->first.rfind(
            "sat_solver=" + (c.options.backend_options.at("sat-solver") == "cadical" ? "cadical-" : c.label),
            0) == 0);
    CHECK(stats.extra.at("solve_calls") == 3);
  }
}

TEST_CASE("sat solvers: --cadical-config sets CaDiCaL's named configuration", "[sat][solvers][backend]") {
  const std::vector<std::string> available = available_sat_solvers();
  if (std::count(available.begin(), available.end(), "cadical") == 0) {
    WARN("CaDiCaL is not built in: --cadical-config has nothing to configure");
    return;
  }
  CHECK(cadical_config_option().choices == std::vector<std::string>{"default", "sat", "unsat"});
  CHECK(cadical_config_option().default_value == "default");
  CHECK(make(named("cadical"))->signature().find('/') == std::string::npos);
  const Puzzle p = test::puzzle_from_rows({"#  3\\  3\\", "\\3 .  .", "\\3 .  ."});  // two solutions
  for (const std::string config : {"sat", "unsat"}) {
    INFO(config);
    SolverOptions o = named("cadical");
    o.backend_options["cadical-config"] = config;
    // CaDiCaL accepted the name (configure() returned true), or the signature would not say it.
    CHECK(make(o)->signature().substr(make(o)->signature().find('/') + 1) == config);
    auto b = make_sat_backend(p, sat_test::full_domains(p), o);
    two_solutions_then_none(*b, p);
    CHECK(b->stats().extra.count("sat_solver=" + make(o)->signature()) == 1);
  }
  // Another solver ignores it.
  SolverOptions cms = named("cryptominisat");
  cms.backend_options["cadical-config"] = "sat";
  CHECK(make(cms)->signature().rfind("cryptominisat", 0) == 0);
}
