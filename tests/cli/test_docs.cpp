// Every `$ command` shown in README.md and docs/cli.md is run through the built binary and
// its output compared with what the document shows (times normalised, since they vary).
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
