// The portfolio backend (backends/portfolio): native and SAT race, the first answer wins,
// the other is stopped. Checked against each member run alone, by the library.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "backend_lookup.hpp"
#include "build_options.hpp"
#include "kakuro/backend_option.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/solve.hpp"
#include "test_paths.hpp"

using namespace kakuro;

#if KAKURO_WITH_SAT  // the portfolio needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
namespace {

using test::backend;

Puzzle read_one(const std::string& path) {
  const ParseResult res = read_puzzles(path);
  REQUIRE(res.ok());
  REQUIRE(res.records.size() == 1);
  return *res.records[0].puzzle;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// Two solutions within `timeout_s`, native without the window equations and without
// dynamic decomposition, choosing by MRV (which leaves it stuck on native-slow-15x15).
SolveRequest two_without_windows(double timeout_s) {
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = timeout_s;
  req.options.backend_options["region-windows"] = "0";
  req.options.backend_options["decompose"] = "off";
  req.options.backend_options["var-order"] = "mrv";
  return req;
}

// The same configuration, every solution (up to 3) and the end, all members racing from the
// first call on, with `rival` racing native.
SolveRequest raced_from_the_start(const std::string& rival) {
  SolveRequest req = two_without_windows(60);
  req.max_solutions = 3;
  req.options.backend_options["rival"] = rival;
  req.options.backend_options["head-start"] = "0";
  req.options.backend_options["head-start-per-candidate"] = "0";
  return req;
}

// The portfolio's declared option of that name, or null.
const BackendOption* portfolio_option(const std::string& name) {
  const BackendInfo& info = backend("portfolio");
  const auto it = std::find_if(info.options.begin(), info.options.end(),
                               [&](const BackendOption& o) { return o.name == name; });
  return it == info.options.end() ? nullptr : &*it;
}

}  // namespace

TEST_CASE("portfolio: the SAT member wins where the native one is stuck, and native is stopped",
          "[portfolio]") {
  // tests/data/hard/README.md: native without the window equations and decomposition finds no solution of
  // this one in 10 s, SAT two in 20 ms.
  const Puzzle p = read_one(test::data_dir() + "/hard/native-slow-15x15.kakuro");
  SolveRequest req = two_without_windows(2);
  req.options.backend_options["sat-nice"] = "0";  // an equal race: a busy test machine cannot starve SAT
  const SolveReport native = solve_with(p, backend("native"), req);
  CHECK(native.outcome == Outcome::Limit);  // the premise: native alone does not answer in 2 s
  req.limits.timeout_s = 60;
  const SolveReport sat = solve_with(p, backend("sat"), req);
  REQUIRE(sat.outcome == Outcome::Solved);
  const auto start = std::chrono::steady_clock::now();
  const SolveReport port = solve_with(p, backend("portfolio"), req);
  const double took = seconds_since(start);
  REQUIRE(port.outcome == Outcome::Solved);  // the answers passed the checker in solve_with
  CHECK(port.solutions.size() == 2);
  CHECK(port.unique == std::optional<bool>(false));
  CHECK(port.stats.extra.at("sat_wins") == 2.0);
  CHECK(port.stats.extra.at("native_wins") == 0.0);
  CHECK(took < 1.5);  // native was stopped, not waited for (it needs more than 2 s)
}

TEST_CASE("portfolio: verdicts and counts equal each member's on the corpus sample", "[portfolio]") {
  const ParseResult res = read_puzzles(test::data_dir() + "/corpus_sample.jsonl");
  REQUIRE(res.ok());
  SolveRequest req;
  req.max_solutions = 3;
  req.limits.timeout_s = 30;
  int native_wins = 0, sat_wins = 0;
  for (const auto& rec : res.records) {
    if (!rec.puzzle) continue;
    INFO(rec.id);
    const SolveReport n = solve_with(*rec.puzzle, backend("native"), req);
    const SolveReport p = solve_with(*rec.puzzle, backend("portfolio"), req);
    REQUIRE(p.outcome == n.outcome);
    CHECK(p.solutions.size() == n.solutions.size());
    CHECK(p.unique == n.unique);
    if (p.stats.extra.count("native_wins")) {
      native_wins += static_cast<int>(p.stats.extra.at("native_wins"));
      sat_wins += static_cast<int>(p.stats.extra.at("sat_wins"));
    }
  }
  CHECK(native_wins + sat_wins > 0);
}

TEST_CASE("portfolio: SAT starts only after native's head start", "[portfolio]") {
  const ParseResult res = read_puzzles(test::data_dir() + "/corpus_sample.jsonl");
  REQUIRE(res.ok());
  const Puzzle& p = *res.records.front().puzzle;
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = 30;
  // A head start longer than any test: native answers alone, SAT never runs.
  req.options.backend_options["head-start"] = "60000";
  const SolveReport alone = solve_with(p, backend("portfolio"), req);
  REQUIRE(alone.outcome == solve_with(p, backend("native"), req).outcome);
  CHECK(alone.stats.extra.at("native_runs") == 2.0);
  CHECK(alone.stats.extra.at("sat_runs") == 0.0);
  CHECK(alone.stats.extra.at("native_wins") == 2.0);
  // No head start, on a puzzle native needs seconds for: SAT runs at once, and wins.
  req.options.backend_options["head-start"] = "0";
  req.options.backend_options["head-start-per-candidate"] = "0";
  req.options.backend_options["region-windows"] = "0";
  req.options.backend_options["decompose"] = "off";
  req.options.backend_options["var-order"] = "mrv";
  const SolveReport both =
      solve_with(read_one(test::data_dir() + "/hard/native-slow-15x15.kakuro"), backend("portfolio"), req);
  REQUIRE(both.outcome == Outcome::Solved);
  CHECK(both.stats.extra.at("native_runs") >= 1.0);
  CHECK(both.stats.extra.at("sat_runs") >= 1.0);
  CHECK(both.stats.extra.at("sat_wins") >= 1.0);
}

TEST_CASE("portfolio: --rival native races native with another seed", "[portfolio]") {
  // native-slow-15x15 in the configuration native (seed 0) is stuck in; the rival's seed
  // (--solver-seed + 1) finds both solutions (tests/data/hard/README.md). Two solutions, as
  // SAT finds them; each passed the core checker; the rival is counted under its own name.
  const Puzzle p = read_one(test::data_dir() + "/hard/native-slow-15x15.kakuro");
  SolveRequest req = raced_from_the_start("native");
  const SolveReport raced = solve_with(p, backend("portfolio"), req);
  REQUIRE(raced.outcome == Outcome::Solved);
  const SolveReport sat = solve_with(p, backend("sat"), req);
  REQUIRE(sat.outcome == Outcome::Solved);
  CHECK(raced.solutions.size() == sat.solutions.size());
  CHECK(raced.stats.extra.at("native_rival_wins") >= 1.0);
  CHECK(raced.stats.extra.count("sat_runs") == 0);
  // The same seed twice is no rival: --solver-seed 5 makes the rival's 6.
  req.options.backend_options["solver-seed"] = "5";
  const SolveReport seeded = solve_with(p, backend("portfolio"), req);
  REQUIRE(seeded.outcome == Outcome::Solved);
  CHECK(seeded.solutions.size() == sat.solutions.size());
}

TEST_CASE("portfolio: --rival both races native, native with another seed and SAT", "[portfolio]") {
  // As above: native (seed 0) stuck, its rival and SAT each find the two solutions. Every
  // call (two solutions, then none beyond them) was won by one member; each member ran in
  // one call at least (a member whose thread starts after the winner answered is "not
  // started" in that call: under ctest -j 2 one member ran in 1 of the 3).
  const Puzzle p = read_one(test::data_dir() + "/hard/native-slow-15x15.kakuro");
  const SolveRequest req = raced_from_the_start("both");
  const SolveReport raced = solve_with(p, backend("portfolio"), req);
  REQUIRE(raced.outcome == Outcome::Solved);
  const SolveReport sat = solve_with(p, backend("sat"), req);
  REQUIRE(sat.outcome == Outcome::Solved);
  CHECK(raced.solutions.size() == sat.solutions.size());
  CHECK(raced.unique == sat.unique);
  const auto& x = raced.stats.extra;
  for (const char* member : {"native", "native_rival", "sat"})
    CHECK(x.at(std::string(member) + "_runs") >= 1.0);
  CHECK(x.at("native_wins") + x.at("native_rival_wins") + x.at("sat_wins") == 3.0);
}

TEST_CASE("portfolio: the head start grows with the candidates", "[portfolio]") {
  // native-slow-15x15: native without the window equations and decomposition needs more than 10 s, SAT 20 ms
  // (tests/data/hard/README.md).
  const Puzzle p = read_one(test::data_dir() + "/hard/native-slow-15x15.kakuro");
  SolveRequest req;
  req.max_solutions = 1;
  req.limits.timeout_s = 0.5;
  req.options.backend_options["region-windows"] = "0";
  req.options.backend_options["decompose"] = "off";
  req.options.backend_options["var-order"] = "mrv";
  req.options.backend_options["head-start"] = "0";
  // A second per candidate: longer than the call, so SAT never starts and the call ends on
  // native's limit.
  req.options.backend_options["head-start-per-candidate"] = "1000000";
  const SolveReport waited = solve_with(p, backend("portfolio"), req);
  CHECK(waited.outcome == Outcome::Limit);
  CHECK(waited.stats.extra.at("sat_runs") == 0.0);
  // A microsecond per candidate: a few hundred microseconds here, then SAT races and wins.
  req.limits.timeout_s = 60;
  req.options.backend_options["head-start-per-candidate"] = "1";
  const SolveReport raced = solve_with(p, backend("portfolio"), req);
  REQUIRE(raced.outcome == Outcome::Solved);
  CHECK(raced.stats.extra.at("sat_runs") == 1.0);
  CHECK(raced.stats.extra.at("sat_wins") == 1.0);
  // A malformed value is refused by the option's declaration, as every backend option's.
  const BackendOption* option = portfolio_option("head-start-per-candidate");
  REQUIRE(option);
  CHECK(check(*option, "-1") != "");
  CHECK(check(*option, "x") != "");
  CHECK(check(*option, "2.5") == "");
}

TEST_CASE("portfolio: by default native runs alone for 24 us per candidate", "[portfolio]") {
  // native-slow-15x15 without the window equations and decomposition: native needs more than 10 s, SAT 20 ms.
  // The head start is the longer of 5 ms and 24 us per candidate left by preprocessing
  // (counted here from preprocess(), as the portfolio counts them): a call shorter than
  // that ends on native's limit without SAT, one longer lets SAT race and win.
  const Puzzle p = read_one(test::data_dir() + "/hard/native-slow-15x15.kakuro");
  const PreprocessResult pre = preprocess(p);
  REQUIRE_FALSE(pre.infeasible);
  std::size_t candidates = 0;
  for (VarId v = 0; v < p.num_vars(); ++v)
    candidates += p.given(v) != 0 ? 1 : pre.domains[std::size_t(v)].size();
  const double head_start = std::max(0.005, 24e-6 * static_cast<double>(candidates));
  REQUIRE(0.8 * head_start > 0.005);  // beyond the floor: the per-candidate part decides
  SolveRequest req;
  req.max_solutions = 1;
  req.options.backend_options["region-windows"] = "0";
  req.options.backend_options["decompose"] = "off";
  req.options.backend_options["var-order"] = "mrv";
  req.limits.timeout_s = 0.8 * head_start;
  const SolveReport alone = solve_with(p, backend("portfolio"), req);
  CHECK(alone.outcome == Outcome::Limit);
  CHECK(alone.stats.extra.at("sat_runs") == 0.0);
  req.limits.timeout_s = head_start + 60;
  const SolveReport raced = solve_with(p, backend("portfolio"), req);
  REQUIRE(raced.outcome == Outcome::Solved);
  CHECK(raced.stats.extra.at("sat_runs") == 1.0);
  CHECK(raced.stats.extra.at("sat_wins") == 1.0);
}

TEST_CASE("portfolio: the SAT member races at a lower priority and still wins where native is stuck",
          "[portfolio]") {
  const Puzzle p = read_one(test::data_dir() + "/hard/native-slow-15x15.kakuro");
  SolveRequest req = two_without_windows(60);  // native stuck for seconds
  for (const char* nice : {"0", "19"}) {
    INFO("--sat-nice " << nice);
    req.options.backend_options["sat-nice"] = nice;
    const SolveReport r = solve_with(p, backend("portfolio"), req);
    REQUIRE(r.outcome == Outcome::Solved);  // two solutions, each through the core checker
    CHECK(r.solutions.size() == 2);
    CHECK(r.stats.extra.at("sat_wins") >= 1.0);
  }
  const BackendOption* option = portfolio_option("sat-nice");
  REQUIRE(option);
  CHECK(option->default_value == "12");
  CHECK(check(*option, "20") != "");  // niceness ends at 19
  CHECK(check(*option, "-1") != "");  // a thread may not raise its priority
  CHECK(check(*option, "0") == "");
}

TEST_CASE("portfolio: its SAT member is CaDiCaL (config sat) unless --sat-solver says otherwise",
          "[portfolio]") {
  const Puzzle p = read_one(test::data_dir() + "/hard/native-slow-15x15.kakuro");
  SolveRequest req;
  req.max_solutions = 1;
  req.limits.timeout_s = 60;
  req.options.backend_options["region-windows"] = "0";  // native stuck: SAT runs
  req.options.backend_options["decompose"] = "off";
  req.options.backend_options["var-order"] = "mrv";
  const auto solver_of = [&](const SolveReport& r) {
    std::string found;
    for (const auto& [key, value] : r.stats.extra)
      if (key.rfind("sat_solver=", 0) == 0) found = key;
    return found;
  };
  const bool cadical = registered_backends().find("sat")->witnesses(req.options).size() > 1;
  const SolveReport by_default = solve_with(p, backend("portfolio"), req);
  REQUIRE(by_default.outcome == Outcome::Solved);
  CHECK(solver_of(by_default).find(cadical ? "cadical" : "cryptominisat") != std::string::npos);
  // CaDiCaL in its configuration for satisfiable formulas, unless --cadical-config is given.
  if (cadical) {
    CHECK(solver_of(by_default).find("/sat") != std::string::npos);
    req.options.backend_options["cadical-config"] = "unsat";
    const SolveReport configured = solve_with(p, backend("portfolio"), req);
    REQUIRE(configured.outcome == Outcome::Solved);
    CHECK(solver_of(configured).find("/unsat") != std::string::npos);
    req.options.backend_options.erase("cadical-config");
  }
  req.options.backend_options["sat-solver"] = "cryptominisat";
  const SolveReport chosen = solve_with(p, backend("portfolio"), req);
  REQUIRE(chosen.outcome == Outcome::Solved);
  CHECK(solver_of(chosen).find("cryptominisat") != std::string::npos);
}

TEST_CASE("portfolio: a time limit and terminate() stop both members", "[portfolio]") {
  create::RandomPuzzleOptions g;
  g.min_size = 100;
  g.max_size = 120;
  g.kind = create::RandomPuzzleKind::Solvable;
  const create::RandomPuzzle big = create::random_puzzle(1002, g);  // loose: counting to 10^6 takes long
  SolveRequest req;
  req.max_solutions = 1000000;
  req.limits.timeout_s = 1;
  auto start = std::chrono::steady_clock::now();
  const SolveReport timed = solve_with(big.puzzle, backend("portfolio"), req);
  CHECK(timed.outcome != Outcome::CheckFailed);
  CHECK(timed.solutions.size() < 1000000);
  CHECK(timed.reason.find("time limit") != std::string::npos);
  CHECK(seconds_since(start) < 1 + 5);  // generous: the machine may be loaded

  CancelToken cancel;
  req.cancel = &cancel;
  req.limits.timeout_s = 0;
  start = std::chrono::steady_clock::now();
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    cancel.cancel();
  });
  const SolveReport stopped = solve_with(big.puzzle, backend("portfolio"), req);
  stopper.join();
  CHECK(stopped.outcome != Outcome::CheckFailed);
  CHECK(stopped.solutions.size() < 1000000);
  CHECK(seconds_since(start) < 0.3 + 5);
}
#endif
