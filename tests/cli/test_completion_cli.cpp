// kakuro completion bash|zsh|fish and kakuro man, through the built binary: the bash and
// fish scripts are driven as the shells drive them on a <TAB>, the zsh script and the man
// page are checked by zsh and groff/man themselves, and every command that `kakuro --help`
// lists must appear in each. Needs bash, zsh, fish, groff and man (scripts/bootstrap).
#include <catch2/catch.hpp>
#include <sstream>

#include "run_command.hpp"

using kakuro::test::run_kakuro;
using kakuro::test::run_shell;
using kakuro::test::scratch_dir;
using kakuro::test::write_file;

namespace {

// The commands as `kakuro --help` lists them (CLI11's "Subcommands:" section), so that the
// test does not keep a list of its own.
std::vector<std::string> listed_commands() {
  const auto help = run_kakuro("--help");
  REQUIRE(help.code == 0);
  std::vector<std::string> names;
  std::istringstream in(help.out);
  bool in_section = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Subcommands:", 0) == 0) {
      in_section = true;
    } else if (in_section && line.rfind("  ", 0) == 0) {
      std::istringstream words(line);
      std::string name;
      words >> name;
      names.push_back(name);
    } else if (in_section && !line.empty()) {
      break;
    }
  }
  REQUIRE(names.size() > 10);
  return names;
}

std::string script(const std::string& shell) {
  const auto r = run_kakuro("completion " + shell);
  INFO(r.err);
  REQUIRE(r.code == 0);
  return r.out;
}

// What bash's completion of `line` (words split at spaces; the last word is the one being
// completed, "" after a trailing space) offers, one word per line, sorted.
std::string bash_complete(const std::string& script_path, const std::string& line) {
  std::string words;
  std::istringstream in(line);
  int count = 0;
  for (std::string w; in >> w; ++count) words += "'" + w + "' ";
  if (!line.empty() && line.back() == ' ') {
    words += "'' ";
    ++count;
  }
  // As bash calls the function on a <TAB>: COMP_WORDS and COMP_CWORD set, COMPREPLY read.
  std::string text = "source '" + script_path + "'\n";
  text += "COMP_WORDS=(" + words + ")\nCOMP_CWORD=" + std::to_string(count - 1) + "\n_kakuro\n";
  text += "for w in \"${COMPREPLY[@]}\"; do echo \"$w\"; done | LC_ALL=C sort\n";
  const std::string driver = write_file(scratch_dir("bash_complete") / "driver.bash", text);
  const auto r = run_shell("bash --norc " + driver);
  INFO(r.err);
  REQUIRE(r.code == 0);
  return r.out;
}

// What fish offers for `line` (complete -C), the words only, one per line, sorted.
std::string fish_complete(const std::string& script_path, const std::string& line) {
  const auto r = run_shell("fish --no-config -c \"source '" + script_path + "'; complete -C '" + line +
                           "'\" | cut -f1 | LC_ALL=C sort");
  INFO(r.err);
  REQUIRE(r.code == 0);
  return r.out;
}

// Writes `text` to DIR/NAME and checks that `checker FILE` (zsh -n, fish --no-execute) passes.
std::string checked_file(const std::string& name, const std::string& text, const std::string& checker) {
  const auto path = write_file(scratch_dir("completion_" + name) / name, text);
  const auto syntax = run_shell(checker + " '" + path + "'");
  INFO(checker << ": " << syntax.err);
  CHECK(syntax.code == 0);
  return path;
}

std::string joined_lines(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += w + "\n";
  return out;
}

}  // namespace

TEST_CASE("completion bash: a sourced script completes commands, options and their values",
          "[cli][completion]") {
  const auto path = write_file(scratch_dir("completion_bash") / "kakuro.bash", script("bash"));
  CHECK(bash_complete(path, "kakuro so") == "solve\n");
  CHECK(bash_complete(path, "kakuro solve --ti") == "--timeout\n");
  CHECK(bash_complete(path, "kakuro solve -t 5 --output g") == "grid\n");
  CHECK(bash_complete(path, "kakuro completion ") == "bash\nfish\nzsh\n");
  // A file name after an option that takes one, and among the puzzles: bash's default.
  CHECK(bash_complete(path, "kakuro solve -o ") == "");
  // Every command that --help lists, and nothing else but the top-level options.
  auto commands = listed_commands();
  commands.insert(commands.end(), {"--help", "--version", "-h"});
  std::sort(commands.begin(), commands.end());
  CHECK(bash_complete(path, "kakuro ") == joined_lines(commands));
}

TEST_CASE("completion fish: the script completes commands and options in fish", "[cli][completion]") {
  const auto path = checked_file("kakuro.fish", script("fish"), "fish --no-execute");
  CHECK(fish_complete(path, "kakuro so") == "solve\n");
  CHECK(fish_complete(path, "kakuro solve --ti") == "--timeout\n");
  CHECK(fish_complete(path, "kakuro solve --output g") == "grid\n");
  CHECK(fish_complete(path, "kakuro completion z") == "zsh\n");
  const std::string offered = "\n" + fish_complete(path, "kakuro ");
  for (const std::string& name : listed_commands()) {
    INFO(name);
    CHECK(offered.find("\n" + name + "\n") != std::string::npos);
  }
}

TEST_CASE("completion zsh: the script passes zsh -n and names every command", "[cli][completion]") {
  const std::string text = script("zsh");
  checked_file("_kakuro", text, "zsh -n");
  CHECK(text.rfind("#compdef kakuro\n", 0) == 0);
  for (const std::string& name : listed_commands()) {
    INFO(name);
    CHECK(text.find("\n    '" + name + ":") != std::string::npos);       // in the list _describe offers
    CHECK(text.find("\n        " + name + ")\n") != std::string::npos);  // its options' case
  }
  CHECK(text.find("{-t,--timeout}'[Seconds per puzzle (0 = no limit)]") != std::string::npos);
}

TEST_CASE("completion: an unknown shell or an unwritable -o is a usage error", "[cli][completion]") {
  const auto r = run_kakuro("completion tcsh");
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("tcsh") != std::string::npos);
  const auto unwritable = run_kakuro("man -o /nonexistent-folder/kakuro.1");
  CHECK(unwritable.code == 2);
  CHECK(unwritable.err.find("cannot write /nonexistent-folder/kakuro.1") != std::string::npos);
}

TEST_CASE("man: the manual page passes groff and man without warnings and has every command",
          "[cli][completion][man]") {
  const auto dir = scratch_dir("man_page");
  const auto written = run_kakuro("man -o " + (dir / "kakuro.1").string());
  REQUIRE(written.code == 0);
  const auto groff = run_shell("groff -man -ww -z '" + (dir / "kakuro.1").string() + "'");
  CHECK(groff.code == 0);
  CHECK(groff.err == "");
  const auto man =
      run_shell("MANWIDTH=100 man --warnings -l '" + (dir / "kakuro.1").string() + "' | col -bx");
  CHECK(man.code == 0);
  CHECK(man.err == "");
  CHECK(man.out.find("kakuro - a Kakuro solver and validator") != std::string::npos);
  for (const std::string& name : listed_commands()) {
    INFO(name);
    CHECK(man.out.find("\n   " + name + "\n") != std::string::npos);  // its section heading
  }
  CHECK(
      man.out.find(
          "\n       -t, --timeout FLOAT\n              Seconds per puzzle (0 = no limit) (default: 60)\n") !=
      std::string::npos);
  CHECK(man.out.find("EXIT STATUS") != std::string::npos);
}
