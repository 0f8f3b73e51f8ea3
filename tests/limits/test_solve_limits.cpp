// --timeout, --max-nodes, --max-conflicts and count --limit: a hard instance stops with exit 3 and a reason,
// promptly; counting keeps at most --limit solutions.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "build_options.hpp"
#include "limit_helpers.hpp"

using namespace kakuro::test;

namespace {

// The command's JSON line, its solution grids left out as it is read: a count stopped by
// its time limit can print hundreds of thousands, and held as a document they took this
// process to half a gigabyte (the peak a later test's child starts from).
nlohmann::json only_json(const CommandResult& r) {
  INFO(r.err);
  return nlohmann::json::parse(r.out, [](int depth, nlohmann::json::parse_event_t event, nlohmann::json&) {
    return depth < 3 || event == nlohmann::json::parse_event_t::key;  // rows and digits of "solutions"
  });
}

}  // namespace

#if KAKURO_WITH_SAT  // needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
// Counting up to 10^8 solutions of a 6x6 open block (far more, each found by search,
// re-checked and blocked) is hard for any backend however clever: a hard instance that
// stays hard. (2^40 independent blocks were counted as a product: hundreds of thousands of
// solutions in 0.5 s, whose output alone took past the limit's slack.)
TEST_CASE("--timeout: a search that cannot finish stops with exit 3, promptly", "[limits][timeout]") {
  const std::string path = write_temp("open.kakuro", open_block(6, 27));
  for (const std::string backend : {"native", "sat"}) {
    INFO(backend);
    const Timed t =
        timed_kakuro("count --json --limit 100000000 --timeout 0.5 --backend " + backend + " " + path);
    CHECK(t.result.code == 3);
    const auto j = only_json(t.result);
    CHECK(j["reason"] == "time limit reached");
    CHECK(j["count_exact"] == false);
    CHECK(j["count"].get<int>() > 0);
    CHECK(t.seconds < 0.5 + slack(2.5));
  }
  std::remove(path.c_str());
}

TEST_CASE("--timeout: large puzzles stop promptly too", "[limits][timeout]") {
  const std::string path = write_temp("hard.jsonl", hard_generated_jsonl({1002}));
  for (const std::string backend : {"native", "sat"}) {
    INFO(backend);
    // The SAT backend's encoding of this 188x114 puzzle alone takes over a second: it too
    // must stop at the limit.
    const Timed t = timed_kakuro("count -q --limit 100000000 --backend " + backend + " --timeout 1 " + path);
    CHECK(t.result.code == 3);
    CHECK(t.result.out.find("(time limit reached)") != std::string::npos);
    CHECK(t.seconds < 1 + slack(2.5));
  }
  std::remove(path.c_str());
}
#endif

TEST_CASE("--max-nodes: the native search stops with exit 3", "[limits][max-nodes]") {
  const auto r = run_kakuro("unique --json --max-nodes 100 --timeout 60 " + hard("cms-abort-40x40.jsonl"));
  CHECK(r.code == 3);
  const auto j = only_json(r);
  CHECK(j["status"] == "timeout");
  CHECK(j["reason"].get<std::string>().find("node limit reached (100)") != std::string::npos);
  // Within the limit, the same option changes nothing.
  CHECK(run_kakuro("unique --max-nodes 100 " + data_dir() + "/cli/unique.kakuro").code == 0);
}

TEST_CASE("--max-nodes is the puzzle's, over every solve of it, and unique without an answer is exit 3",
          "[limits][max-nodes]") {
  // A puzzle with two solutions that the native search reaches through nodes in both of
  // unique's solves: T nodes in all, F of them for the first solution.
  const std::string path = data_dir() + "/cli/two_solutions.kakuro";
  const auto nodes = [&](const std::string& cmd) {
    const auto j = only_json(run_kakuro(cmd + " --json " + path));
    return j["stats"]["nodes"].get<std::uint64_t>();
  };
  const std::uint64_t total = nodes("unique"), first = nodes("solve");
  INFO("nodes: " << total << " in all, " << first << " to the first solution");
  REQUIRE(first >= 1);
  REQUIRE(total > first);
  // One node fewer than the two solves took: each solve alone would fit, the puzzle does not.
  auto r = run_kakuro("unique --json --max-nodes " + std::to_string(total - 1) + " " + path);
  CHECK(r.code == 3);
  auto j = only_json(r);
  CHECK(j["solutions"].size() == 1);
  CHECK(j["unique"].is_null());
  CHECK(j["reason"] == "node limit reached (" + std::to_string(total - 1) + ")");
  r = run_kakuro("unique --max-nodes " + std::to_string(total - 1) + " " + path);
  CHECK(r.code == 3);
  CHECK(r.out.find("unknown: found one solution, then node limit reached") != std::string::npos);
  CHECK(r.err.find("1 timeout") != std::string::npos);
  // With all it needs, the answer: two solutions, exit 1.
  r = run_kakuro("unique --json --max-nodes " + std::to_string(total) + " " + path);
  CHECK(r.code == 1);
  CHECK(only_json(r)["solutions"].size() == 2);
}

#if KAKURO_WITH_SAT  // needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
TEST_CASE("--max-conflicts: the SAT search stops with exit 3", "[limits][max-conflicts]") {
  const auto r = run_kakuro("unique --json --backend sat --max-conflicts 10 --timeout 60 " +
                            hard("cms-abort-40x40.jsonl"));
  CHECK(r.code == 3);
  const auto j = only_json(r);
  CHECK(j["status"] == "timeout");
  CHECK(j["reason"] == "conflict limit reached");
  CHECK(run_kakuro("unique --backend sat --max-conflicts 10 " + data_dir() + "/cli/unique.kakuro").code == 0);
}
#endif

TEST_CASE("count --limit: at most that many solutions are kept and printed", "[limits][count]") {
  const std::string path = write_temp("blocks.kakuro", blocks(20));  // 2^20 solutions
  const auto r = run_kakuro("count --json --limit 500 --timeout 60 " + path);
  CHECK(r.code == 0);
  const auto j = only_json(r);
  CHECK(j["count"] == 500);
  CHECK(j["count_exact"] == false);
  CHECK(j["solutions"].size() == 500);
  const auto text = run_kakuro("count --limit 500 --timeout 60 " + path);
  CHECK(text.code == 0);
  CHECK(text.out == "at least 500 solutions\n");
  // A limit the search cannot reach in time: a count so far, exit 3.
  const auto timed = run_kakuro("count --limit 100000000 --timeout 0.5 " + path);
  CHECK(timed.code == 3);
  CHECK(timed.out.find("(time limit reached)") != std::string::npos);
  CHECK(run_kakuro("count --limit 0 " + path).code == 2);
  CHECK(run_kakuro("count --limit 100000001 " + path).code == 2);
  std::remove(path.c_str());
}
