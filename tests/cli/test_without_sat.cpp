// Built only with -DKAKURO_WITH_SAT=OFF (tests/cli/CMakeLists.txt): the CLI still knows the
// SAT backend by name, lists it as not built in, and refuses it with a usage error.
#include <catch2/catch.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::run_kakuro;

TEST_CASE("without the SAT backend: listed as not built in, refused with exit 2", "[cli][backends]") {
  const std::string puzzle = kakuro::test::data_dir() + "/cli/unique.kakuro";
  auto r = run_kakuro("backends");
  CHECK(r.code == 0);
  CHECK(r.out.find("sat (not built in)") != std::string::npos);

  r = run_kakuro("backends --json");
  REQUIRE(r.code == 0);
  const auto list = nlohmann::json::parse(r.out);
  std::map<std::string, bool> available;
  for (const auto& b : list) available[b["name"].get<std::string>()] = b["available"].get<bool>();
  CHECK(available == std::map<std::string, bool>{{"native", true}, {"sat", false}, {"portfolio", false}});

  for (const std::string command : {"solve --backend sat ", "unique -b sat ", "cnf "}) {
    INFO(command);
    r = run_kakuro(command + puzzle);
    CHECK(r.code == 2);
    CHECK(r.err.find("backend 'sat' is not built in") != std::string::npos);
  }
  // The native backend still answers.
  CHECK(run_kakuro("unique " + puzzle).code == 0);
}
