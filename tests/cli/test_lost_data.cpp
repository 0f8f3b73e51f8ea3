// Output that was lost without a word (issue "Sharp edges III", "Lost data"): write errors
// on standard output, files of repeated or empty ids in DIR/ outputs, SIGTERM, and an output
// that is one of the inputs. Each case failed before its fix.
#include <sys/stat.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "build_options.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::cli_data;
using kakuro::test::has;
using kakuro::test::interrupted;
using kakuro::test::json_lines;
using kakuro::test::read_file;
using kakuro::test::run_kakuro;
using kakuro::test::run_shell;
using kakuro::test::scratch_dir;
using kakuro::test::write_file;
namespace fs = std::filesystem;

// Names of their own: the test files share a unity build.
namespace {

std::string kakuro_bin() { return KAKURO_BIN; }

// unique.kakuro as a corpus record with the id given.
std::string lost_record(const std::string& id) {
  return R"({"id":")" + id +
         R"(","rows":3,"cols":3,"grid":[["#","4\\","6\\"],["\\3",".","."],["\\7",".","."]]})" + "\n";
}

// The names of the files in `dir`, sorted.
std::vector<std::string> names_in_dir(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace

TEST_CASE("every command says when standard output cannot be written, exit 2", "[cli][output][stdout]") {
  const std::string u = cli_data("unique.kakuro");
  // Every command that writes to standard output, with its smallest arguments.
  const std::vector<std::string> commands = {
      "solve " + u,
      "solve -q --json " + u,
      "unique " + u,
      "crosscheck " + u,
      "count " + u,
      "validate " + u,
      "analyze " + u,
      "convert --to jsonl " + u,
      "convert -o - " + u,
      "cnf " + u,
      "render " + u,
      "render --svg " + u,
      "render --svg --sheet " + u,
      "render --pdf - " + u,
      "explain " + u,
      "hint " + u,
      "rate " + u,
      "repair " + u,
      "repair --apply " + u,
      "generate -q --rows 5 --cols 5",
      "generate -q --rows 5 --cols 5 -n 3 -o -",
      "selftest -q --json -n 2 --max-size 5",
      "backends",
      "backends --json",
      "completion bash",
      "completion zsh",
      "completion fish",
      "man",
      "--help",
      "solve --help",
      "--version",
  };
  for (const std::string& command : commands) {
    if (!KAKURO_WITH_SAT && command.rfind("cnf", 0) == 0) continue;  // cnf needs the SAT backend
    for (const std::string redirect : {"> /dev/full", ">&-"}) {
      INFO("kakuro " << command << " " << redirect);
      const auto r = run_shell(kakuro_bin() + " " + command + " " + redirect);
      CHECK(r.code == 2);
      CHECK(
          has(r.err, "cannot write standard output: " +
                         std::string(redirect == ">&-" ? "Bad file descriptor" : "No space left on device")));
      CHECK(!has(r.err, "internal error"));
    }
  }
  // Said once, however many results were lost.
  const auto r = run_shell(kakuro_bin() + " generate -q --rows 5 --cols 5 -n 20 -j 2 > /dev/full");
  CHECK(r.code == 2);
  CHECK(r.err.find("cannot write standard output") == r.err.rfind("cannot write standard output"));
  // A command that writes nothing there is not troubled by it.
  const fs::path dir = scratch_dir("stdout-closed-o");
  CHECK(run_shell(kakuro_bin() + " solve -q -o " + (dir / "out.txt").string() + " " + u + " >&-").code == 0);
  CHECK(has(read_file((dir / "out.txt").string()), "\\7"));
}

TEST_CASE("repeated and empty ids get a file each in every DIR/ output", "[cli][output][dir]") {
  const fs::path dir = scratch_dir("dir-ids");
  const std::string in = write_file(dir / "in.jsonl", lost_record("a") + lost_record("a") + lost_record("") +
                                                          lost_record("a") + lost_record("a-2"));
  const std::vector<std::string> names = {"a", "a-2", "a-2-2", "a-3", "puzzle"};
  const auto with = [&](const std::string& ext) {
    std::vector<std::string> v;
    for (const auto& n : names) v.push_back(n + ext);
    std::sort(v.begin(), v.end());
    return v;
  };
  struct Writer {
    std::string args, ext;
  };
  const std::vector<Writer> writers = {
      {"explain -q --html OUT/", ".html"},
      {"hint -q --svg OUT/", ".svg"},
      {"convert -q --to grid -o OUT/", ".kakuro"},
      {"solve -q --output grid -o OUT/", ".kakuro"},
      {"cnf -q -o OUT/", ".cnf"},
      {"render -q --svg -o OUT/", ".svg"},
  };
  for (const Writer& w : writers) {
    if (!KAKURO_WITH_SAT && w.args.rfind("cnf", 0) == 0) continue;  // cnf needs the SAT backend
    INFO(w.args);
    const fs::path out = dir / "out";
    fs::remove_all(out);
    std::string args = w.args;
    args.replace(args.find("OUT/"), 4, out.string() + "/");
    const auto r = run_kakuro(args + " " + in);
    CHECK(r.code == 0);
    CHECK(names_in_dir(out) == with(w.ext));
  }
  // The same names with any number of threads, and for render --svg -o FILE's files.
  const fs::path out = dir / "pictures";
  fs::create_directories(out);
  CHECK(run_kakuro("render -q -j 3 --svg -o " + (out / "p.svg").string() + " " + in).code == 0);
  CHECK(names_in_dir(out) ==
        std::vector<std::string>{"p-a-2-2.svg", "p-a-2.svg", "p-a-3.svg", "p-a.svg", "p-puzzle.svg"});
}

TEST_CASE("SIGTERM during generate -o FILE is Ctrl-C: the puzzles made written, exit 3, no temporary",
          "[cli][output][interrupt]") {
  const fs::path dir = scratch_dir("sigterm");
  const std::string old = "{\"id\":\"old\"}\n";
  const std::string out = write_file(dir / "out.jsonl", old);
  const auto r = run_shell(interrupted("generate -q --rows 12 --cols 12 -n 100000 -j 2 -o " + out, "TERM"));
  INFO(r.out + r.err);
  CHECK(has(r.out, "exit 3"));
  const std::string now = read_file(out);
  if (now != old) {
    REQUIRE(!now.empty());
    CHECK(now.back() == '\n');
    for (const auto& line : json_lines(now)) CHECK(line["meta"]["uniqueness"] == "unique");
  }
  CHECK(names_in_dir(dir) == std::vector<std::string>{"out.jsonl"});
  // Any batch: solve's summary says what was not done.
  const auto s =
      run_shell(interrupted("count -j 1 -n 100000000 " + cli_data("many_solutions.kakuro"), "TERM"));
  CHECK(has(s.out, "exit 3"));
  CHECK(has(s.err, "interrupted"));
}

TEST_CASE("an output that is one of the inputs is refused before any work, exit 2", "[cli][output][input]") {
  const fs::path dir = scratch_dir("output-input");
  const std::string mine = write_file(dir / "mine.jsonl", lost_record("mine"));
  const std::string theirs = write_file(dir / "theirs.jsonl", lost_record("theirs"));
  const std::string was = read_file(mine);
  fs::create_symlink(mine, dir / "link.jsonl");
  fs::create_hard_link(mine, dir / "hard.jsonl");
  const std::string link = (dir / "link.jsonl").string(), hard = (dir / "hard.jsonl").string();
  const std::vector<std::string> commands = {
      "render --pdf " + mine + " " + mine,
      "render --pdf " + link + " " + theirs + " " + hard,
      "convert -o " + mine + " " + mine,
      "convert -o " + link + " " + mine,
      "convert -o " + hard + " " + mine,
      "convert -o " + mine + " " + link,
      "solve -o " + mine + " " + theirs + " " + mine,
      "validate --solution " + mine + " -o " + mine + " " + theirs,
      "explain --html " + mine + " " + hard,
      "hint --svg " + hard + " " + link,
      "render --svg -o " + mine + " " + hard,
      "convert --to jsonl -o " + dir.string() + "/ " + mine,
  };
  for (const std::string& command : commands) {
    INFO(command);
    const auto r = run_kakuro(command);
    CHECK(r.code == 2);
    CHECK(has(r.err, "is an input as well"));
    CHECK(read_file(mine) == was);
  }
  // A page of explain --html DIR/ that would be an input (a record "page" read from page.html).
  const std::string page = write_file(dir / "page.html", lost_record("page"));
  const auto html = run_kakuro("explain --html " + dir.string() + "/ " + page);
  CHECK(html.code == 2);
  CHECK(has(html.err, "--html: " + page + " is an input as well"));
  CHECK(read_file(page) == lost_record("page"));
  // The book's name forgotten (`--pdf BOOK.pdf` meant): the first puzzle file is not an input
  // then, but it holds puzzles, and is not replaced by the book of the others.
  const auto r = run_kakuro("render --pdf " + mine + " " + theirs);
  CHECK(r.code == 2);
  CHECK(has(r.err, "holds puzzles"));
  CHECK(read_file(mine) == was);
  CHECK(run_kakuro("render -q --pdf " + (dir / "book.pdf").string() + " " + mine).code == 0);
  CHECK(run_kakuro("render -q --pdf " + (dir / "book.pdf").string() + " " + theirs).code == 0);
  // A file of another name, or standard output, is written as before.
  CHECK(run_kakuro("convert -q --to jsonl -o " + (dir / "copy.jsonl").string() + " " + mine).code == 0);
  CHECK(run_kakuro("convert -q --to jsonl " + mine).out == was);
}
