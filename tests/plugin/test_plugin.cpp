// The one-folder rule: tests/plugin/brute_backend.cpp registers a backend from outside
// core/, backends/ and frontends/, and the CLI built around it (kakuro_plugin_cli: the
// kakuro command's objects plus that file) lists it, gives it its own flags with their
// checks and help, and runs it like a built-in backend. Its answers are checked against
// the native backend's, through the same binary.
#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::json_lines;
using kakuro::test::run_kakuro;
using kakuro::test::run_shell;

namespace {

std::string data(const std::string& name) { return kakuro::test::data_dir() + "/" + name; }

nlohmann::json backend_entry(const nlohmann::json& list, const std::string& name) {
  for (const auto& b : list)
    if (b.at("name") == name) return b;
  return nullptr;
}

}  // namespace

TEST_CASE("plugin: the registered backend is listed with the options it declares", "[plugin]") {
  const auto r = run_kakuro("backends --json");
  REQUIRE(r.code == 0);
  const auto list = nlohmann::json::parse(r.out);
  const auto brute = backend_entry(list, "brute");
  REQUIRE(brute.is_object());
  CHECK(brute.at("available") == true);
  REQUIRE(brute.at("options").size() == 2);
  const auto& order = brute.at("options")[0];
  CHECK(order.at("name") == "--brute-order");
  CHECK(order.at("type") == "choice");
  CHECK(order.at("default") == "forward");
  CHECK(order.at("choices") == nlohmann::json::array({"forward", "backward"}));
  const auto& nodes = brute.at("options")[1];
  CHECK(nodes.at("name") == "--brute-max-nodes");
  CHECK(nodes.at("type") == "uint");
  // The built-in backends are still there, with their own declarations.
  CHECK(backend_entry(list, "native").is_object());
  CHECK(backend_entry(list, "sat").is_object());

  const auto text = run_kakuro("backends");
  CHECK(text.out.find("brute: test plugin") != std::string::npos);
  CHECK(text.out.find("--brute-order forward|backward (default forward)") != std::string::npos);
}

TEST_CASE("plugin: its flags are in --help of every solving command, with their checks", "[plugin]") {
  for (const std::string command : {"solve", "unique", "count", "crosscheck", "selftest", "repair"}) {
    INFO(command);
    const auto help = run_kakuro(command + " --help");
    CHECK(help.code == 0);
    CHECK(help.out.find("--brute-order forward|backward=forward") != std::string::npos);
    CHECK(help.out.find("--brute-max-nodes UINT=0") != std::string::npos);
  }
  const std::string puzzle = data("cli/unique.kakuro");
  auto r = run_kakuro("solve -b brute --brute-order sideways " + puzzle);
  CHECK(r.code == 2);
  CHECK(r.err.find("--brute-order: 'sideways' is not one of: forward, backward") != std::string::npos);
  r = run_kakuro("solve -b brute --brute-max-nodes -3 " + puzzle);
  CHECK(r.code == 2);
  CHECK(r.err.find("-3 is negative") != std::string::npos);
  r = run_kakuro("solve -b brute --brute-max-nodes many " + puzzle);
  CHECK(r.code == 2);
  CHECK(r.err.find("'many' is not a whole number") != std::string::npos);
  // The stock kakuro has no such backend and no such flag.
  r = run_shell(std::string(KAKURO_STOCK_BIN) + " solve -b brute " + puzzle);
  CHECK(r.code == 2);
  CHECK(r.err.find("unknown backend 'brute'") != std::string::npos);
  r = run_shell(std::string(KAKURO_STOCK_BIN) + " solve --brute-order forward " + puzzle);
  CHECK(r.code == 2);
}

TEST_CASE("plugin: it solves, proves uniqueness and counts like the native backend", "[plugin]") {
  for (const std::string name :
       {"cli/unique.kakuro", "cli/two_solutions.kakuro", "cli/unsolvable.kakuro", "formats/csp-given_5x5.txt",
        "formats/hv-seed001-5x6.txt", "formats/lines-seed000-6x6.txt", "formats/xcsp-easy-000.json"}) {
    INFO(name);
    const auto brute = run_kakuro("count --json --limit 50 -b brute " + data(name));
    const auto native = run_kakuro("count --json --limit 50 -b native " + data(name));
    REQUIRE(brute.code == native.code);
    const auto b = json_lines(brute.out), n = json_lines(native.out);
    REQUIRE(b.size() == 1);
    REQUIRE(n.size() == 1);
    CHECK(b[0].at("backend") == "brute");
    CHECK(b[0].at("count") == n[0].at("count"));
    CHECK(b[0].at("status") == n[0].at("status"));
    // The same set of solutions, whatever order each backend found them in.
    auto bs = b[0].at("solutions"), ns = n[0].at("solutions");
    std::sort(bs.begin(), bs.end());
    std::sort(ns.begin(), ns.end());
    CHECK(bs == ns);
  }
  const auto u = run_kakuro("unique -b brute " + data("cli/unique.kakuro"));
  CHECK(u.code == 0);
  CHECK(u.out.find("unique") != std::string::npos);
}

TEST_CASE("plugin: its declared options reach it, the one without a field as text", "[plugin]") {
  const std::string puzzle = data("formats/lines-seed000-6x6.txt");
  auto r = run_kakuro("solve --json -b brute --brute-order backward --brute-max-nodes 100000 " + puzzle);
  REQUIRE(r.code == 0);
  auto j = json_lines(r.out).at(0);
  CHECK(j.at("stats").at("backward") == 1.0);
  CHECK(j.at("stats").at("max_nodes") == 100000.0);
  r = run_kakuro("solve --json -b brute " + puzzle);
  REQUIRE(r.code == 0);
  j = json_lines(r.out).at(0);
  CHECK(j.at("stats").at("backward") == 0.0);  // the declared default
  CHECK(j.at("stats").at("max_nodes") == 0.0);
  // A node limit too small for the search: the limit's exit code and reason.
  r = run_kakuro("count --json --limit 50 -b brute --brute-max-nodes 2 " + data("cli/two_solutions.kakuro"));
  CHECK(r.code == 3);
  CHECK(r.out.find("brute node limit reached") != std::string::npos);
}

TEST_CASE("plugin: crosscheck runs it beside the built-in backends, and they agree", "[plugin]") {
  const auto r = run_kakuro("crosscheck --json " + data("cli/two_solutions.kakuro") + " " +
                            data("cli/unique.kakuro") + " " + data("formats/hv-seed001-5x6.txt"));
  CHECK(r.code == 0);
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 3);
  for (const auto& line : lines) {
    CHECK(line.at("agree") == true);
    CHECK(line.at("backends").contains("brute"));
    CHECK(line.at("backends").contains("native"));
  }
}
