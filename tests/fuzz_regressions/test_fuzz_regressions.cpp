// Every input a fuzz target once crashed on (tests/data/fuzz_regressions/TARGET/, see its
// README) and every seed corpus file, fed through that target's path (tests/fuzz/
// fuzz_paths.hpp): no crash, sane diagnostics, every oracle holds.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <iterator>

#include "fuzz_paths.hpp"
#include "test_paths.hpp"

namespace fs = std::filesystem;

namespace {

const char* const kTargets[] = {"grid",  "lines",    "hv",     "csp",    "csp-json", "xcsp",
                                "jsonl", "puzzlink", "pzprv3", "kanpen", "detect",   "solve"};

// Feeds each file of DIR/TARGET/ to TARGET's path; returns how many files there were.
// Every folder of DIR must be named after a target: a misspelt one would never be replayed.
int replay(const fs::path& dir) {
  INFO(dir.string());
  REQUIRE(fs::is_directory(dir));
  for (const auto& e : fs::directory_iterator(dir)) {
    if (!e.is_directory()) continue;
    INFO("folder " << e.path().filename().string());
    CHECK(std::find(std::begin(kTargets), std::end(kTargets), e.path().filename().string()) !=
          std::end(kTargets));
  }
  int files = 0;
  for (const char* target : kTargets) {
    const fs::path sub = dir / target;
    if (!fs::is_directory(sub)) continue;
    for (const auto& e : fs::directory_iterator(sub)) {
      if (!e.is_regular_file() || e.path().filename() == "README.md") continue;
      const std::string data = kakuro::test::read_file(e.path().string());
      INFO(target << ": " << e.path().string());
      CHECK(kakuro::fuzz::check_target(target, data) == "");
      // Every input also goes through detection and parse_solution.
      CHECK(kakuro::fuzz::check_detect(data) == "");
      ++files;
    }
  }
  return files;
}

}  // namespace

TEST_CASE("fuzzing findings replay cleanly", "[fuzz]") {
  // Ten findings saved so far (see the READMEs); saving more only raises the count.
  CHECK(replay(fs::path(kakuro::test::data_dir()) / "fuzz_regressions") >= 10);
}

TEST_CASE("the fuzz seed corpus passes every oracle", "[fuzz]") {
  CHECK(replay(fs::path(kakuro::test::source_dir()) / "tests" / "fuzz" / "corpus") > 50);
}

TEST_CASE("fuzz paths: unknown target names are ignored", "[fuzz]") {
  CHECK(kakuro::fuzz::check_target("nosuch", "anything") == "");
  CHECK(kakuro::fuzz::check_target("grid", "") == "");
}
