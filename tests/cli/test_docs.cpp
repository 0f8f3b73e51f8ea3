// Every `$ command` shown in README.md and docs/cli.md is run through the built binary and
// its output compared with what the document shows (times normalised, since they vary).
// docs/benchmarks.md is checked for its size: current figures only, its history in git.
#include <catch2/catch.hpp>
#include <regex>
#include <sstream>

#include "build_options.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

#if KAKURO_WITH_SAT  // the documents show the SAT backend's output: not built with -DKAKURO_WITH_SAT=OFF
namespace {

struct Example {
  std::string command;
  std::string expected;
  int line = 0;
};

// Examples are the `$ ` lines of fenced blocks and the lines after them up to the next.
std::vector<Example> examples(const std::string& text) {
  std::vector<Example> out;
  std::istringstream in(text);
  bool fenced = false, in_example = false;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.rfind("```", 0) == 0) {
      fenced = !fenced;
      in_example = false;  // an example's output ends with its block
      continue;
    }
    if (!fenced) continue;
    if (line.rfind("$ ", 0) == 0) {
      out.push_back({line.substr(2), "", number});
      in_example = true;
    } else if (in_example) {
      out.back().expected += line + "\n";
    }
  }
  return out;
}

std::string normalise(const std::string& s) {
  // A time and the padding before it (table columns are right-aligned).
  static const std::regex time(R"( *\d+(\.\d+)? (us|ms|s)\b)");
  return std::regex_replace(s, time, " T");
}

void run_examples(const std::string& doc) {
  const std::string text = kakuro::test::read_file(kakuro::test::source_dir() + "/" + doc);
  const auto list = examples(text);
  REQUIRE_FALSE(list.empty());
  int last_code = 0;
  for (const auto& ex : list) {
    INFO(doc << ":" << ex.line << ": $ " << ex.command);
    if (ex.command == "echo $?") {
      CHECK(std::to_string(last_code) + "\n" == ex.expected);
      continue;
    }
    std::string cmd = ex.command;
    for (const std::string prefix : {"scripts/kakuro ", "kakuro "})
      if (cmd.rfind(prefix, 0) == 0) cmd = std::string(KAKURO_BIN) + " " + cmd.substr(prefix.size());
    const auto r = kakuro::test::run_shell("cd " + kakuro::test::source_dir() + " && " + cmd + " 2>&1");
    last_code = r.code;
    CHECK(normalise(r.out) == normalise(ex.expected));
  }
}

}  // namespace

TEST_CASE("the commands shown in README.md give the output shown", "[cli][docs]") {
  run_examples("README.md");
}
TEST_CASE("the commands shown in docs/cli.md give the output shown", "[cli][docs]") {
  run_examples("docs/cli.md");
}
#endif

// docs/benchmarks.md holds each capability's current figure and the command that gives it, not
// a diary of sittings, loads and commits (issue 35): `git log -p docs/benchmarks.md` has that.
TEST_CASE("docs/benchmarks.md has at most 300 lines and none over 200 characters", "[docs]") {
  const std::string text = kakuro::test::read_file(kakuro::test::source_dir() + "/docs/benchmarks.md");
  std::istringstream in(text);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    std::size_t characters = 0;  // UTF-8: every byte but a continuation byte starts one
    for (const char c : line)
      if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++characters;
    INFO("docs/benchmarks.md:" << number << ": " << characters << " characters");
    CHECK(characters <= 200);
  }
  CHECK(number <= 300);
}
