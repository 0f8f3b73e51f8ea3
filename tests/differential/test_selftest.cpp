// `kakuro selftest` through the built binary: fixed seeds, every backend agrees, and the
// exit codes and the summary of docs/cli.md.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "build_options.hpp"
#include "run_command.hpp"
#include "scale.hpp"

using kakuro::test::run_kakuro;

namespace {

std::vector<nlohmann::json> json_lines(const std::string& out) {
  std::vector<nlohmann::json> v;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) v.push_back(nlohmann::json::parse(line));
  return v;
}

}  // namespace

#if KAKURO_WITH_SAT  // needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
TEST_CASE("selftest: fixed seeds, the backends agree on every verdict", "[selftest]") {
  struct Run {
    int seed, count, max_size;
  };
  const Run runs[] = {{1, kakuro::test::scaled(1000), 12}, {100000, kakuro::test::scaled(100), 30}};
  for (const Run& r : runs) {
    const std::string args = "selftest --json -j 2 --timeout 60 --seed " + std::to_string(r.seed) +
                             " --count " + std::to_string(r.count) + " --max-size " +
                             std::to_string(r.max_size);
    INFO(args);
    const auto res = run_kakuro(args);
    INFO(res.err);
    INFO(res.out.substr(0, 4000));
    CHECK(res.code == 0);
    const auto lines = json_lines(res.out);
    REQUIRE(lines.size() == std::size_t(r.count));
    std::set<std::string> kinds, verdicts;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const auto& j = lines[i];
      CHECK(j["seed"] == r.seed + int(i));
      CHECK(j["status"] == "agree");
      CHECK(j["rows"].get<int>() <= r.max_size);
      CHECK(j["verdicts"].contains("native"));
      CHECK(j["verdicts"].contains("sat"));
      kinds.insert(j["kind"].get<std::string>());
      for (const auto& [backend, v] : j["verdicts"].items()) verdicts.insert(v.get<std::string>());
    }
    CHECK(res.err.find("0 failures") != std::string::npos);
    if (r.count >= 30) CHECK(kinds == std::set<std::string>{"multiple", "perturbed", "solvable"});
    // About one perturbed puzzle in three has no solution.
    if (r.count >= 100) CHECK(verdicts == std::set<std::string>{"multiple", "none", "unique"});
  }
}
#endif

TEST_CASE("selftest: the same seed gives the same puzzles", "[selftest]") {
  const auto a = run_kakuro("selftest --json -q --count 5 --seed 77 -j 1");
  const auto b = run_kakuro("selftest --json -q --count 1 --seed 81 -j 1");
  REQUIRE(a.code == 0);
  REQUIRE(b.code == 0);
  const auto la = json_lines(a.out), lb = json_lines(b.out);
  REQUIRE(la.size() == 5);
  REQUIRE(lb.size() == 1);
  for (const char* key : {"id", "kind", "rows", "cols", "white_cells", "note", "verdicts"})
    CHECK(la[4][key] == lb[0][key]);
}

TEST_CASE("selftest: exit 3 when limits prevent every verdict", "[selftest][exit]") {
  const auto r = run_kakuro("selftest --count 5 --seed 3 --timeout 0.000000001");
  CHECK(r.code == 3);
  CHECK(r.err.find("stopped by a limit") != std::string::npos);
  CHECK(r.out.find("; unknown gen-3 ") != std::string::npos);
}

TEST_CASE("selftest: bad options are usage errors", "[selftest][exit]") {
  CHECK(run_kakuro("selftest --count 0").code == 2);
  CHECK(run_kakuro("selftest --max-size 2").code == 2);
  CHECK(run_kakuro("selftest --inference nosuch").code == 2);
  CHECK(run_kakuro("selftest --help").code == 0);
}
