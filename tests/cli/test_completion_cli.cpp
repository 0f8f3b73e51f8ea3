// kakuro completion bash|zsh|fish and kakuro man, through the built binary: the bash and
// fish scripts are driven as the shells drive them on a <TAB>, the zsh script and the man
// page are checked by zsh and groff/man themselves, and every command that `kakuro --help`
// lists must appear in each. Needs bash, zsh, fish, groff and man (scripts/bootstrap).
#include <algorithm>
#include <catch2/catch.hpp>
#include <iterator>
#include <sstream>

#include "build_options.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

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

std::string joined_lines(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += w + "\n";
  return out;
}

// The offers of several completions, each ended by a line "@@": the words of each (a line
// each, up to a tab), sorted byte by byte, one a line.
std::vector<std::string> offers_of(const std::string& out, std::size_t count) {
  std::vector<std::string> offers;
  std::vector<std::string> words;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    if (line != "@@") {
      words.push_back(line.substr(0, line.find('\t')));
      continue;
    }
    std::sort(words.begin(), words.end());
    offers.push_back(joined_lines(words));
    words.clear();
  }
  REQUIRE(offers.size() == count);
  return offers;
}

// The words of `line` as bash hands them to a completion function on a <TAB>: split at
// spaces, and around each '=' (COMP_WORDBREAKS: "--opt=v" is "--opt" "=" "v"); the last word
// is the one being completed, "" after a trailing space, "=" right after an '='.
std::vector<std::string> bash_words(const std::string& line) {
  std::vector<std::string> words;
  std::istringstream in(line);
  for (std::string w; in >> w;) {
    std::string part;
    for (char c : w) {
      if (c != '=') {
        part += c;
        continue;
      }
      if (!part.empty()) words.push_back(part);
      part.clear();
      words.push_back("=");
    }
    if (!part.empty()) words.push_back(part);
  }
  if (!line.empty() && line.back() == ' ') words.push_back("");
  return words;
}

// What bash's completion offers for each line, one word a line, sorted: one bash runs them
// all, each as bash calls the function on a <TAB> (COMP_WORDS and COMP_CWORD set, COMPREPLY read).
std::vector<std::string> bash_offers(const std::string& script_path, const std::vector<std::string>& lines) {
  std::string text = "source '" + script_path + "'\n";
  text +=
      "offer() {\n  COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _kakuro\n"
      "  for w in \"${COMPREPLY[@]}\"; do echo \"$w\"; done; echo @@\n}\n";
  for (const std::string& line : lines) {
    text += "offer";
    for (const std::string& w : bash_words(line)) text += " '" + w + "'";
    text += "\n";
  }
  const std::string driver = write_file(scratch_dir("bash_complete") / "driver.bash", text);
  const auto r = run_shell("bash --norc " + driver);
  INFO(r.err);
  REQUIRE(r.code == 0);
  return offers_of(r.out, lines.size());
}

std::string bash_complete(const std::string& script_path, const std::string& line) {
  return bash_offers(script_path, {line}).front();
}

// What fish offers for each line (complete -C), the words only (without the description after
// a tab), one a line, sorted; one fish runs them all.
std::vector<std::string> fish_offers(const std::string& script_path, const std::vector<std::string>& lines) {
  std::string text = "source '" + script_path + "'\n";
  for (const std::string& line : lines) text += "complete -C '" + line + "'; echo @@\n";
  const std::string driver = write_file(scratch_dir("fish_complete") / "driver.fish", text);
  const auto r = run_shell("fish --no-config " + driver);
  INFO(r.err);
  REQUIRE(r.code == 0);
  return offers_of(r.out, lines.size());
}

std::string fish_complete(const std::string& script_path, const std::string& line) {
  return fish_offers(script_path, {line}).front();
}

// What zsh offers for each line: an interactive zsh on a pseudo-terminal (zsh/zpty) with
// compinit and the script loaded is sent the line and a <TAB>; compadd, wrapped, writes the
// matches it is given to a file. Each line is completed, then cleared (^U), each step waited
// for before the next.
std::vector<std::string> zsh_offers(const std::string& script_path, const std::vector<std::string>& lines) {
  const auto dir = scratch_dir("zsh_complete");
  const std::string hits = (dir / "hits.txt").string();
  std::string text =
      "zmodload zsh/zpty\n"
      "zpty z zsh -f -i\n"
      "zpty -w z 'autoload -Uz compinit; compinit -u -D; source " +
      script_path +
      "'\n"
      "zpty -w z 'compadd() { local -a h; builtin compadd -O h \"$@\"; (( $#h )) && print -rl -- $h >> " +
      hits +
      "; builtin compadd \"$@\"; }'\n"
      // <TAB> completes, then prints a mark: the next keys wait for it (keys typed ahead
      // change what the completion does).
      "zpty -w z 'tab-then-mark() { zle complete-word; print -n -- TAB-DONE\"-MARK\"; }; zle -N "
      "tab-then-mark; "
      "bindkey \"^I\" tab-then-mark'\n"
      "zpty -w z \"print READY-''MARK\"\n"
      "zpty -r z line '*READY-MARK*'\n";
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string mark = "SYNC" + std::to_string(i);
    text +=
        "zpty -w -n z '" + lines[i] + "'$'\\t'\nzpty -r z line '*TAB-DONE-MARK*'\nzpty -w -n z $'\\C-u'\n";
    text += "zpty -w z \"print @@ >> " + hits + "; print " + mark + "-''MARK\"\n";
    text += "zpty -r z line '*" + mark + "-MARK*'\n";
  }
  text += "zpty -d z\n";
  const std::string driver = write_file(dir / "driver.zsh", text);
  const auto r = run_shell("timeout 300 zsh -f " + driver + " >/dev/null");
  INFO(r.err);
  REQUIRE(r.code == 0);
  return offers_of(kakuro::test::read_file(hits), lines.size());
}

// Writes `text` to DIR/NAME and checks that `checker FILE` (zsh -n, fish --no-execute) passes.
std::string checked_file(const std::string& name, const std::string& text, const std::string& checker) {
  const auto path = write_file(scratch_dir("completion_" + name) / name, text);
  const auto syntax = run_shell(checker + " '" + path + "'");
  INFO(checker << ": " << syntax.err);
  CHECK(syntax.code == 0);
  return path;
}

// The long options of `kakuro COMMAND --help` that take a value which is not a number: a
// name followed by one space and the value's type ("--format TEXT..."; a flag has its
// description after two or more spaces, a number's type is INT, UINT or FLOAT).
std::vector<std::string> valued_options(const std::string& command) {
  const auto help = run_kakuro(command + " --help");
  REQUIRE(help.code == 0);
  std::vector<std::string> names;
  std::istringstream in(help.out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  -", 0) != 0) continue;
    const std::size_t end = line.find(' ', 2);
    if (end == std::string::npos || end + 1 >= line.size() || line[end + 1] == ' ') continue;
    const std::string type = line.substr(end + 1, line.find_first_of(":= ", end + 1) - end - 1);
    if (type == "INT" || type == "UINT" || type == "FLOAT") continue;
    std::istringstream spellings(line.substr(2, end - 2));
    for (std::string name; std::getline(spellings, name, ',');)
      if (name.rfind("--", 0) == 0) names.push_back(name);
  }
  return names;
}

// Runs each `kakuro ARGS` in `dir` (one bash runs them all); their standard errors and codes.
std::vector<kakuro::test::CommandResult> run_each(const std::string& dir,
                                                  const std::vector<std::string>& args) {
  std::string text = "cd '" + dir + "' || exit 1\n";
  for (const std::string& a : args)
    text += std::string("{ ") + KAKURO_BIN + " " + a + " </dev/null; } 2>&1 >/dev/null; echo \"@@ $?\"\n";
  const auto r = run_shell("bash --norc " + write_file(scratch_dir("run_each") / "run.bash", text));
  REQUIRE(r.code == 0);
  std::vector<kakuro::test::CommandResult> results;
  std::istringstream out(r.out);
  std::string err;
  for (std::string line; std::getline(out, line);) {
    if (line.rfind("@@ ", 0) != 0) {
      err += line + "\n";
      continue;
    }
    results.push_back({std::stoi(line.substr(3)), "", err});
    err.clear();
  }
  REQUIRE(results.size() == args.size());
  return results;
}

// What a command needs besides the option probed so that the option's check runs and no
// work follows: a puzzle file that does not exist; generate a size it refuses once its
// options are read; selftest one small puzzle.
std::string rest_of(const std::string& command) {
  if (command == "generate") return " --rows 2 --cols 5";
  if (command == "selftest") return " -n 1 --max-size 3";
  if (command == "completion") return " bash";
  if (command == "man" || command == "backends") return "";
  return " no-such-puzzle.kakuro";
}

// An option whose values are a fixed set, with the set as the command itself states it: the
// list its error message gives for a value it does not take ("... one of: a, b, c").
struct FixedSet {
  std::string command, option;
  std::vector<std::string> values;  ///< sorted
};

std::vector<FixedSet> fixed_sets() {
  std::vector<std::pair<std::string, std::string>> probed;
  std::vector<std::string> args;
  for (const std::string& command : listed_commands())
    for (const std::string& option : valued_options(command)) {
      probed.emplace_back(command, option);
      args.push_back(command + " " + option + " not-a-value" + rest_of(command));
    }
  // In a scratch folder: where a stray -o FILE would be written.
  const auto results = run_each(scratch_dir("fixed_sets").string(), args);
  std::vector<FixedSet> sets;
  for (std::size_t i = 0; i < probed.size(); ++i) {
    const auto& [command, option] = probed[i];
    const std::string& err = results[i].err;
    const std::size_t said = err.find(option + ": ");
    const std::size_t list = said == std::string::npos ? said : err.find("one of: ", said);
    if (list == std::string::npos) continue;
    INFO(command << " " << option << ": " << err);
    CHECK(results[i].code == 2);
    std::string text = err.substr(list + 8, err.find('\n', list) - list - 8);
    if (!text.empty() && text.back() == ')') text.pop_back();
    FixedSet set{command, option, {}};
    for (std::size_t at = 0; at <= text.size();) {
      const std::size_t comma = std::min(text.find(", ", at), text.size());
      set.values.push_back(text.substr(at, comma - at));
      at = comma + 2;
    }
    std::sort(set.values.begin(), set.values.end());
    sets.push_back(set);
  }
  return sets;
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
  CHECK(text.find("{-t,--timeout=}'[Seconds per puzzle (0 = no limit)]") != std::string::npos);
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

TEST_CASE(
    "completion: every option with a fixed set offers exactly the values it takes, in bash, zsh and fish",
    "[cli][completion]") {
  const std::vector<FixedSet> sets = fixed_sets();
  // The probe finds what the commands say; these must be among them.
  std::vector<std::string> found;
  for (const FixedSet& f : sets) found.push_back(f.command + " " + f.option);
  std::vector<std::string> musts{"solve --format",      "solve --backend",       "solve --output",
                                 "solve --inference",   "unique --backend",      "convert --to",
                                 "generate --symmetry", "generate --difficulty", "generate --to",
                                 "generate --backend",  "render --paper",        "render --format",
                                 "cnf --format",        "repair --cores",        "repair --to",
                                 "crosscheck --format", "explain --format"};
#if KAKURO_WITH_SAT  // the SAT backend declares the encodings; without it cnf refuses any
  musts.push_back("cnf --encoding");
  musts.push_back("solve --encoding");
#endif
  for (const std::string& must : musts) {
    INFO(must);
    CHECK(std::find(found.begin(), found.end(), must) != found.end());
  }
  // Every value offered is taken: the option does not refuse it (each option once).
  std::vector<std::string> checked, args;
  std::vector<std::string> what;
  for (const FixedSet& f : sets) {
    if (std::find(checked.begin(), checked.end(), f.option) != checked.end()) continue;
    checked.push_back(f.option);
    for (const std::string& value : f.values) {
      args.push_back(f.command + " " + f.option + " " + value + rest_of(f.command));
      what.push_back(f.option + ": ");
    }
  }
  const auto taken = run_each(scratch_dir("fixed_values").string(), args);
  for (std::size_t i = 0; i < args.size(); ++i) {
    INFO(args[i] << ": " << taken[i].err);
    CHECK(taken[i].err.find(what[i]) == std::string::npos);
  }
  // bash, fish and zsh, each with the value after a space and after '='.
  const auto bash = write_file(scratch_dir("fixed_bash") / "kakuro.bash", script("bash"));
  const auto fish = checked_file("kakuro.fish", script("fish"), "fish --no-execute");
  const auto zsh = write_file(scratch_dir("fixed_zsh") / "_kakuro", script("zsh"));
  std::vector<std::string> lines;
  for (const FixedSet& f : sets) {
    lines.push_back("kakuro " + f.command + " " + f.option + " ");
    lines.push_back("kakuro " + f.command + " " + f.option + "=");
  }
  const std::vector<std::string> by_bash = bash_offers(bash, lines), by_fish = fish_offers(fish, lines),
                                 by_zsh = zsh_offers(zsh, lines);
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const FixedSet& f = sets[i];
    INFO(f.command << " " << f.option);
    std::string expected, after_equals;
    for (const std::string& v : f.values) expected += v + "\n", after_equals += f.option + "=" + v + "\n";
    CHECK(by_bash[2 * i] == expected);
    CHECK(by_bash[2 * i + 1] == expected);  // bash completes the word after the '='
    CHECK(by_fish[2 * i] == expected);
    CHECK(by_fish[2 * i + 1] == after_equals);  // fish completes the whole word
    CHECK(by_zsh[2 * i] == expected);
    CHECK(by_zsh[2 * i + 1] == expected);  // zsh's matches, inserted after the '='
  }
}

TEST_CASE("completion bash: --opt=VALUE completes the value after the '=' too", "[cli][completion]") {
  const auto path = write_file(scratch_dir("completion_equals") / "kakuro.bash", script("bash"));
  CHECK(bash_complete(path, "kakuro solve --inference=") == "ac3\nfc\ngac\nmac\n");
  CHECK(bash_complete(path, "kakuro solve --inference=m") == "mac\n");
  CHECK(bash_complete(path, "kakuro solve --output=g") == "grid\n");
  CHECK(bash_complete(path, "kakuro solve --timeout=") == "");  // a number: bash's default
  // Where '=' breaks no word, the value is completed inside it.
  const std::string driver =
      write_file(scratch_dir("completion_equals_word") / "driver.bash",
                 "source '" + path +
                     "'\nCOMP_WORDS=(kakuro solve --inference=m)\nCOMP_CWORD=2\n_kakuro\n"
                     "echo \"${COMPREPLY[@]}\"\n");
  const auto r = run_shell("bash --norc " + driver);
  CHECK(r.out == "--inference=mac\n");
}
