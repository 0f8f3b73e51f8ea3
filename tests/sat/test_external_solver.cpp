// The external SAT solver adapter against fake solvers: shell scripts written by the tests
// that copy their input, sleep, flood, crash or lie. What must hold every time: solve()
// returns within its budget, the reason is clear, no child process and no temporary file is
// left behind, and a wrong model is never accepted.
#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/grid_builder.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/solve.hpp"
#include "sat/ipasir_external.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_helpers.hpp"
#include "solver_cases.hpp"

using namespace kakuro;
using detail::IpasirSolver;
using detail::make_external_solver;
using sat_test::add_clause;
using sat_test::ScratchDir;
using sat_test::seconds_since;

namespace {

using Clock = std::chrono::steady_clock;

// Sets `f` to the script's last argument: the CNF file.
const std::string kLastArg = "for f; do :; done\n";

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<int> read_pids(const std::string& path) {
  std::ifstream in(path);
  std::vector<int> pids;
  for (int pid; in >> pid;) pids.push_back(pid);
  return pids;
}

// Waits up to 2 s for each pid to end (a killed process may take a moment to go).
bool all_gone(const std::vector<int>& pids) {
  const auto t = Clock::now();
  for (int pid : pids)
    while (sat_test::process_alive(pid))
      if (seconds_since(t) > 2)
        return false;
      else
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return true;
}

SolverOptions external(const std::string& command) {
  SolverOptions o;
  o.backend_options["sat-solver"] = "external";
  o.backend_options["sat-command"] = command;
  return o;
}

// A fake solver in its own scratch directory, with $TMPDIR pointed at an empty one so that
// the CNF files the adapter writes can be seen (and must be gone afterwards).
struct Fixture {
  explicit Fixture(const std::string& tag) : dir(tag), tmp(tag + "_tmp"), env(tmp.path().string()) {}
  std::string file(const std::string& name) const { return (dir.path() / name).string(); }
  /// No child process, no temporary file left.
  void check_clean() const {
    CHECK(sat_test::child_processes().empty());
    CHECK(tmp.files().empty());
  }

  ScratchDir dir, tmp;
  sat_test::TmpdirOverride env;
};

// Writes the pids of the script and of a `sleep` it starts into `pids`, then waits for it:
// a solver that never answers (and has a child of its own).
std::string sleeper(const Fixture& f, const std::string& prefix = "") {
  return f.dir.script("sleeper", prefix + "sleep 100 &\necho $$ $! > " + f.file("pids") + "\nwait\n");
}

}  // namespace

TEST_CASE("external solver: the CNF file it gets, assumptions as units, failed()", "[sat][external]") {
  Fixture f("ext_cnf");
  const std::string script =
      f.dir.script("copier", kLastArg + "cp \"$f\" " + f.file("copy.cnf") + "\necho \"$f\" > " +
                                 f.file("path") + "\necho 's UNSATISFIABLE'\nexit 20");
  auto s = make_external_solver(script);
  add_clause(*s, {1, -2});
  add_clause(*s, {2, 3});
  s->assume(-1);
  s->assume(3);
  REQUIRE(s->solve({}) == IpasirSolver::kUnsat);
  CHECK(read_text(f.file("copy.cnf")) == "p cnf 3 4\n1 -2 0\n2 3 0\n-1 0\n3 0\n");
  // Every assumption of the call counts as failed: the solver names no core.
  CHECK(s->failed(-1));
  CHECK(s->failed(3));
  CHECK_FALSE(s->failed(1));
  CHECK_FALSE(s->failed(2));
  std::string path = read_text(f.file("path"));
  path.pop_back();  // the newline
  CHECK(path.rfind(f.tmp.path().string() + "/kakuro-", 0) == 0);
  CHECK(path.substr(path.size() - 4) == ".cnf");
  f.check_clean();
  // The next call sends the clauses added since, and no assumption.
  add_clause(*s, {4});
  REQUIRE(s->solve({}) == IpasirSolver::kUnsat);
  CHECK(read_text(f.file("copy.cnf")) == "p cnf 4 3\n1 -2 0\n2 3 0\n4 0\n");
  CHECK_FALSE(s->failed(-1));
  f.check_clean();
}

TEST_CASE("external solver: the model from v lines", "[sat][external]") {
  Fixture f("ext_model");
  auto s = make_external_solver(f.dir.script(
      "answer", "echo 'c a comment'\necho 's SATISFIABLE'\necho 'v 1 -2'\nprintf 'v\\t3 0\\r\\n'\nexit 10"));
  add_clause(*s, {1});
  add_clause(*s, {-2});
  add_clause(*s, {3, 2});
  REQUIRE(s->solve({}) == IpasirSolver::kSat);
  CHECK(s->val(1) == 1);
  CHECK(s->val(2) == -2);
  CHECK(s->val(-2) == -2);
  CHECK(s->val(3) == 3);
  CHECK(s->failure().empty());
  f.check_clean();
}

TEST_CASE("external solver: a model that breaks a clause or an assumption is refused", "[sat][external]") {
  Fixture f("ext_wrong");
  const std::string script = f.dir.script("liar", "echo 's SATISFIABLE'\necho 'v 1 -2 0'\nexit 10");
  auto s = make_external_solver(script);
  add_clause(*s, {1});
  add_clause(*s, {2, -1});
  CHECK(s->solve({}) == IpasirSolver::kUnknown);
  CHECK(s->failure() ==
        "external solver '" + script + "' answered SATISFIABLE with a model that falsifies clause 2");
  auto t = make_external_solver(script);
  add_clause(*t, {1});
  t->assume(2);
  CHECK(t->solve({}) == IpasirSolver::kUnknown);
  CHECK(t->failure() ==
        "external solver '" + script + "' answered SATISFIABLE with a model that falsifies assumption 2");
  f.check_clean();
}

TEST_CASE("external solver: a wrong model never becomes a solution", "[sat][external][backend]") {
  // Every variable false, or every one true: what a broken solver might print. (On a puzzle
  // whose cells keep two candidates: where preprocessing leaves one, all true may be right.)
  Fixture f("ext_wrong_puzzle");
  const Puzzle p = test::puzzle_from_rows({"#  3\\  3\\", "\\3 .  .", "\\3 .  ."});
  for (const std::string sign : {"-", ""}) {
    INFO("every variable " << (sign.empty() ? "true" : "false"));
    const std::string script = f.dir.script(
        "liar" + sign, kLastArg +
                           "n=$(sed -n 's/^p cnf \\([0-9]*\\) .*/\\1/p' \"$f\")\necho 's SATISFIABLE'\n" +
                           "i=1; line=v\nwhile [ $i -le $n ]; do line=\"$line " + sign +
                           "$i\"; i=$((i+1)); done\necho \"$line 0\"\nexit 10");
    SolveRequest req;
    req.options = external(script);
    req.max_solutions = 2;
    const SolveReport rep = solve_with(p, sat_backend_info(), req);
    CHECK(rep.outcome == Outcome::Failed);  // the solver's fault: never a limit
    CHECK(rep.solutions.empty());
    CHECK(rep.reason.find("answered SATISFIABLE with a model that falsifies clause") != std::string::npos);
    f.check_clean();
  }
}

TEST_CASE("external solver: an UNSAT answer is taken on trust", "[sat][external][backend]") {
  // No proof is asked for: a lying solver makes a solvable puzzle look unsolvable.
  Fixture f("ext_trust");
  SolveRequest req;
  req.options = external(f.dir.script("unsat", "echo 's UNSATISFIABLE'\nexit 20"));
  const SolveReport rep = solve_with(test::puzzle_from_rows(sat_test::kUniqueRows), sat_backend_info(), req);
  CHECK(rep.outcome == Outcome::NoSolution);
  f.check_clean();
}

TEST_CASE("external solver: a clear reason when it fails, never a crash", "[sat][external]") {
  Fixture f("ext_fail");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"echo 'this is not DIMACS output'\nexit 0", "exited with 0"},
      {"echo 'c: cannot parse line 1' >&2\necho 'more' >&2\nexit 1", "exited with 1: c: cannot parse line 1"},
      {"echo >&2\necho '  indented   ' >&2\nexit 3", "exited with 3:   indented"},
      {"exit 10", "exited with 10 but wrote no 's' line"},
      {"echo 's UNSATISFIABLE'\nexit 10", "exited with 10 but its 's' line does not say SATISFIABLE"},
      {"echo 's SATISFIABLE'\necho 'v 1 0'\nexit 20",
       "exited with 20 but its 's' line does not say UNSATISFIABLE"},
      {"echo 's SATISFIABLE'\necho 's UNSATISFIABLE'\nexit 20", "wrote contradictory 's' lines"},
      {"echo 's SATISFIABLE'\necho 'v 1 x 0'\nexit 10", "wrote a malformed 'v' line"},
      {"echo 's UNKNOWN'\nexit 0", "exited with 0"},
      {"head -c 2000000 /dev/urandom | tr -d 'sv\\n'\nexit 10", "exited with 10 but wrote no 's' line"},
      {"kill -SEGV $$", "was killed by signal 11 (Segmentation fault)"},
  };
  int i = 0;
  for (const auto& [body, expected] : cases) {
    INFO(body);
    const std::string script = f.dir.script("bad" + std::to_string(i++), body);
    auto s = make_external_solver(script);
    add_clause(*s, {1});
    CHECK(s->solve({}) == IpasirSolver::kUnknown);
    CHECK(s->failure() == "external solver '" + script + "' " + expected);
    f.check_clean();
  }
  // Through the backend, the message is the answer's reason.
  const Puzzle p = test::puzzle_from_rows(sat_test::kUniqueRows);
  auto b = make_sat_backend(p, sat_test::full_domains(p), external(f.dir.script("bad", "exit 1")));
  const SolveResult r = b->solve({});
  CHECK(r.status == SolveStatus::Failed);  // the solver's fault: never a limit
  CHECK(r.reason == "external solver '" + f.file("bad") + "' exited with 1");
}

TEST_CASE("external solver: a command that cannot run", "[sat][external]") {
  Fixture f("ext_norun");
  const std::string plain = f.dir.script("not_executable", "exit 10");
  std::filesystem::permissions(plain,
                               std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"/nonexistent/kakuro-no-such-solver -q",
       "could not run '/nonexistent/kakuro-no-such-solver': No such file or directory"},
      {"kakuro-no-such-solver", "could not run 'kakuro-no-such-solver': No such file or directory"},
      {plain, "could not run '" + plain + "': Permission denied"},
  };
  for (const auto& [command, expected] : cases) {
    auto s = make_external_solver(command);
    add_clause(*s, {1});
    CHECK(s->solve({}) == IpasirSolver::kUnknown);
    CHECK(s->failure() == expected);
    f.check_clean();
  }
}

TEST_CASE("external solver: the time limit kills it and what it started", "[sat][external][backend]") {
  Fixture f("ext_deadline");
  const Puzzle p = test::puzzle_from_rows(sat_test::kUniqueRows);
  SECTION("through the backend") {
    auto b = make_sat_backend(p, sat_test::full_domains(p), external(sleeper(f)));
    Limits l;
    l.timeout_s = 1;
    const auto t = Clock::now();
    const SolveResult r = b->solve(l);
    CHECK(seconds_since(t) < 3);
    CHECK(r.status == SolveStatus::Limit);
    CHECK(r.reason == "time limit reached");
  }
  SECTION("through solve_with") {
    SolveRequest req;
    req.options = external(sleeper(f));
    req.limits.timeout_s = 1;
    const auto t = Clock::now();
    const SolveReport rep = solve_with(p, sat_backend_info(), req);
    CHECK(seconds_since(t) < 3);
    CHECK(rep.outcome == Outcome::Limit);
    CHECK(rep.reason == "time limit reached");
  }
  SECTION("one that ignores SIGTERM gets SIGKILL") {
    auto s = make_external_solver(sleeper(f, "trap '' TERM\n"));
    add_clause(*s, {1});
    const auto t = Clock::now();
    CHECK(s->solve({0.5, 0}) == IpasirSolver::kUnknown);
    CHECK(seconds_since(t) < 2.5);
    CHECK(s->failure().empty());
  }
  const std::vector<int> pids = read_pids(f.file("pids"));
  CHECK(pids.size() == 2);
  CHECK(all_gone(pids));
  f.check_clean();
}

TEST_CASE("external solver: terminate() from another thread kills it at once", "[sat][external]") {
  Fixture f("ext_terminate");
  SECTION("the adapter") {
    auto s = make_external_solver(sleeper(f));
    add_clause(*s, {1});
    int result = -1;
    const double seconds = sat_test::seconds_stopped_after(
        std::chrono::milliseconds(300), [&] { result = s->solve({}); }, [&] { s->terminate(); });
    CHECK(result == IpasirSolver::kUnknown);
    CHECK(seconds < 1.5);
    CHECK(s->failure().empty());
    const std::vector<int> pids = read_pids(f.file("pids"));
    CHECK(pids.size() == 2);
    CHECK(all_gone(pids));
    std::filesystem::remove(f.file("pids"));
    CHECK(s->solve({}) == IpasirSolver::kUnknown);  // sticky: the solver is not started again
    CHECK_FALSE(std::filesystem::exists(f.file("pids")));
  }
  SECTION("the backend") {
    const Puzzle p = test::puzzle_from_rows(sat_test::kUniqueRows);
    auto b = make_sat_backend(p, sat_test::full_domains(p), external(sleeper(f)));
    SolveResult r;
    const double seconds = sat_test::seconds_stopped_after(
        std::chrono::milliseconds(300), [&] { r = b->solve({}); }, [&] { b->terminate(); });
    CHECK(seconds < 1.5);
    CHECK(r.status == SolveStatus::Limit);
    CHECK(r.reason == "terminated");
    CHECK(all_gone(read_pids(f.file("pids"))));
  }
  f.check_clean();
}

TEST_CASE("external solver: floods on stdout and stderr", "[sat][external]") {
  Fixture f("ext_flood");
  SECTION("a long answer is read whole") {
    auto s =
        make_external_solver(f.dir.script("chatty",
                                          "yes 'c comment' | head -n 1000000\nyes 'e' | head -n 1000000 >&2\n"
                                          "echo 's SATISFIABLE'\necho 'v 1 0'\nexit 10"));
    add_clause(*s, {1});
    REQUIRE(s->solve({20, 0}) == IpasirSolver::kSat);
    CHECK(s->val(1) == 1);
  }
  SECTION("an endless flood on both ends at the deadline") {
    auto s = make_external_solver(f.dir.script("flood", "yes 'c flood' &\nyes 'flood' >&2 &\nwait"));
    add_clause(*s, {1});
    const auto t = Clock::now();
    CHECK(s->solve({1, 0}) == IpasirSolver::kUnknown);
    CHECK(seconds_since(t) < 3);
  }
  f.check_clean();
}

TEST_CASE("external solver: a process it leaves behind neither holds it up nor survives", "[sat][external]") {
  // The background sleep keeps the output pipes open after the solver has answered.
  Fixture f("ext_leftover");
  auto s = make_external_solver(f.dir.script(
      "leaver", "sleep 100 &\necho $! > " + f.file("pids") + "\necho 's UNSATISFIABLE'\nexit 20"));
  add_clause(*s, {1});
  const auto t = Clock::now();
  CHECK(s->solve({}) == IpasirSolver::kUnsat);
  CHECK(seconds_since(t) < 2);
  CHECK(all_gone(read_pids(f.file("pids"))));
  f.check_clean();
}
