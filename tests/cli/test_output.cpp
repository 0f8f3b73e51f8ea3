// Output that must not be lost (issue "Sharp edges II"): an -o file replaced only by a
// complete new one after Ctrl-C or a limit, -o into pipes and standard output, "-" for
// standard input and output, an unwritable -o refused before any work, and options that
// would be ignored refused.
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>

#include "build_options.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::cli_data;
using kakuro::test::has;
using kakuro::test::interrupted;
using kakuro::test::json_lines;
using kakuro::test::run_kakuro;
using kakuro::test::run_shell;
using kakuro::test::scratch_dir;
using kakuro::test::write_file;
namespace fs = std::filesystem;

namespace {

std::string bin() { return KAKURO_BIN; }

// The -o file after a stop: the old one untouched, or a new one whose every line parses
// with at least one result. Never empty, never cut short.
void check_old_or_complete(const std::string& path, const std::string& old) {
  const std::string now = kakuro::test::read_file(path);
  if (now == old) return;
  REQUIRE(!now.empty());
  CHECK(now.back() == '\n');
  CHECK_NOTHROW(json_lines(now));
}

}  // namespace

TEST_CASE("a stop before any result keeps an existing -o file", "[cli][output][interrupt]") {
  const fs::path dir = scratch_dir("output-kept");
  const std::string old = "{\"id\":\"old\"}\n";
  const std::string out = write_file(dir / "out.jsonl", old);
  // A limit: no puzzle of level extreme in one try (exit 3), so nothing to write.
  auto r = run_kakuro("generate -q --rows 5 --cols 5 --difficulty extreme --max-tries 1 -o " + out);
  CHECK(r.code == 3);
  CHECK(has(r.err, "not generated"));
  CHECK(has(r.err, out + " not written: stopped before any result was finished"));
  CHECK((kakuro::test::read_file(out) == old));  // no print of a large file

  // Ctrl-C while the one puzzle is counted (2^30 solutions, up to 10^8): nothing finished.
  r = run_shell(
      interrupted("count -q --json -j 1 -n 100000000 " + cli_data("many_solutions.kakuro") + " -o " + out));
  CHECK(has(r.out, "exit 3"));
  CHECK((kakuro::test::read_file(out) == old));  // no print of a large file
  r = run_shell(interrupted("count -q --json -j 2 -n 100000000 " + cli_data("many_solutions.kakuro") + " " +
                            cli_data("many_solutions.kakuro") + " -o " + out));
  CHECK(has(r.out, "exit 3"));
  CHECK((kakuro::test::read_file(out) == old));  // no print of a large file
  for (const auto& e : fs::directory_iterator(dir)) CHECK(e.path().filename() == "out.jsonl");
}

TEST_CASE("Ctrl-C during generate -o writes the puzzles made, or leaves the old file",
          "[cli][output][interrupt]") {
  const fs::path dir = scratch_dir("output-generate");
  const std::string old = "{\"id\":\"old\"}\n";
  const std::string out = write_file(dir / "out.jsonl", old);
  const auto r = run_shell(interrupted("generate -q --rows 12 --cols 12 -n 100000 -j 2 -o " + out));
  INFO(r.out + r.err);  // "exit 139" was a crash (a proof stopped after its first solution)
  CHECK(has(r.out, "exit 3"));
  check_old_or_complete(out, old);
  for (const auto& line : json_lines(kakuro::test::read_file(out)))
    if (line["id"] != "old") CHECK(line["meta"]["uniqueness"] == "unique");
}

TEST_CASE("Ctrl-C stops selftest as any batch: the finished puzzles printed, exit 3",
          "[cli][output][interrupt]") {
  const auto r = run_shell(interrupted("selftest --json -n 100000 --max-size 30 -j 2"));
  CHECK(has(r.out, "exit 3"));
  CHECK(has(r.err, "not done"));
  const std::string lines = r.out.substr(0, r.out.rfind("exit 3"));
  for (const auto& line : json_lines(lines)) CHECK(line["status"] != "disagree");
}

TEST_CASE("-o /dev/stdout and -o - write to standard output, pipes included", "[cli][output][stdout]") {
  const std::string puzzle = cli_data("unique.kakuro");
  for (const std::string target : {"/dev/stdout", "-"}) {
    INFO(target);
    // Into a pipe: the exit code goes to standard error, past the pipe.
    auto r = run_shell("(" + bin() + " solve -q --json " + puzzle + " -o " + target +
                       "; echo \"exit $?\" >&2) | cat");
    CHECK(has(r.err, "exit 0"));
    CHECK(!has(r.err, "cannot write"));
    REQUIRE(json_lines(r.out).size() == 1);
    CHECK(json_lines(r.out)[0]["status"] == "solved");
    // Appended where the shell appends, not over what was there.
    const fs::path dir = scratch_dir("output-append");
    const std::string log = write_file(dir / "log.txt", "before\n");
    r = run_shell(bin() + " generate -q --rows 5 --cols 5 -o " + target + " >> " + log);
    CHECK(r.code == 0);
    const std::string text = kakuro::test::read_file(log);
    CHECK(text.rfind("before\n{\"id\":\"gen-5x5-seed-1-0\"", 0) == 0);
  }
  // /dev/null and a FIFO are written straight through.
  CHECK(run_kakuro("count -q " + puzzle + " -o /dev/null").code == 0);
  const fs::path dir = scratch_dir("output-fifo");
  const std::string fifo = (dir / "fifo").string();
  const auto r = run_shell("mkfifo " + fifo + " && (cat " + fifo + " &) && " + bin() + " unique -q --json " +
                           puzzle + " -o " + fifo + " && wait");
  CHECK(r.code == 0);
  // A closed standard output is refused before any work.
  const auto closed = run_shell(bin() + " solve " + puzzle + " -o /dev/stdout >&-");
  CHECK(closed.code == 2);
  CHECK(has(closed.err, "cannot write /dev/stdout: Bad file descriptor"));
  CHECK(!has(closed.err, "solve: 1 puzzle"));
}

TEST_CASE("render --pdf - writes the book to standard output", "[cli][output][stdout]") {
  const auto r = run_shell("(" + bin() + " render -q --pdf - " + cli_data("unique.kakuro") +
                           "; echo \"exit $?\" >&2) | head -c 5");
  CHECK(has(r.err, "exit 0"));
  CHECK(r.out == "%PDF-");
  // The summary names standard output, not a file called "-".
  const auto s = run_shell(bin() + " render --pdf - " + cli_data("unique.kakuro") + " | wc -c");
  CHECK(has(s.err, "render: wrote the book to standard output: 1 puzzle on 1 page"));
  CHECK(std::stol(s.out) > 500);
}

TEST_CASE("--state - and --solution - read standard input", "[cli][output][stdin]") {
  const std::string solution = kakuro::test::read_file(cli_data("solution.kakuro"));
  auto r = run_kakuro("validate " + cli_data("unique.kakuro") + " --solution -", solution);
  CHECK(r.code == 0);
  CHECK(has(r.out, "solution correct"));
  r = run_kakuro("validate " + cli_data("unique.kakuro") + " --solution -",
                 kakuro::test::read_file(cli_data("wrong_solution.kakuro")));
  CHECK(r.code == 1);
  CHECK(has(r.err, "<stdin>: error:"));
  r = run_kakuro("hint --json " + cli_data("unique.kakuro") + " --state -", solution);
  CHECK(r.code == 0);
  CHECK(!has(r.err, "cannot read"));
  // A directory is no solution file.
  r = run_kakuro("validate " + cli_data("unique.kakuro") + " --solution " + kakuro::test::data_dir());
  CHECK(r.code == 2);
  CHECK(has(r.err, "--solution: cannot read " + kakuro::test::data_dir() + ": Is a directory"));
  // Standard input read twice: refused, with the reason.
  r = run_kakuro("hint - --state -", solution);
  CHECK(r.code == 2);
  CHECK(has(r.err, "--state: - is standard input, and so is a puzzle file (-)"));
}

TEST_CASE("an -o that cannot be written is refused before any work", "[cli][output][refused]") {
  // /proc takes no new file, not even from root (to whom access() says yes); a missing
  // directory; a directory target inside a file.
  const fs::path dir = scratch_dir("output-refused");
  const std::string file = write_file(dir / "file.txt", "x\n");
  for (const std::string& target :
       {std::string("/proc/out.txt"), (dir / "missing/out.txt").string(), file + "/sub/"}) {
    INFO(target);
    auto r = run_kakuro("count " + cli_data("unique.kakuro") + " -o " + target);
    CHECK(r.code == 2);
    CHECK(has(r.err, "--output-file: cannot "));
    CHECK(!has(r.err, "count: 1 puzzle"));  // no summary: nothing was solved
    r = run_kakuro("generate --rows 5 --cols 5 -o " + target);
    CHECK(r.code == 2);
    CHECK(has(r.err, "--output-file: cannot "));
    CHECK(!has(r.err, "generate: 1 puzzle"));
  }
  for (const auto& e : fs::directory_iterator(dir)) CHECK(e.path().filename() == "file.txt");
}

TEST_CASE("options that would be ignored are refused, naming the other option", "[cli][output][usage]") {
#if KAKURO_WITH_SAT  // the SAT backend declares --sat-command (without it: an unknown option)
  auto r = run_kakuro("solve -b sat --sat-command 'cadical -q' " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "--sat-command: is read only with --sat-solver external, which is not given"));
  r = run_kakuro("count --sat-solver cadical --sat-command 'cadical -q' " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "--sat-command: is read only with --sat-solver external, not with --sat-solver cadical"));
#else
  auto r = run_kakuro("solve --sat-command 'cadical -q' " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
#endif
  r = run_kakuro("solve --json --output grid " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "--output grid conflicts with --json"));
  CHECK(r.out.empty());
  // The same meaning twice is no conflict.
  CHECK(run_kakuro("solve -q --json --output json " + cli_data("unique.kakuro")).code == 0);
  // --ascii draws grids: with JSON or another format it would change nothing.
  for (const std::string args :
       {"solve --json --ascii", "solve --output grid --ascii", "unique --json --ascii"}) {
    INFO(args);
    r = run_kakuro(args + " " + cli_data("unique.kakuro"));
    CHECK(r.code == 2);
    CHECK(has(r.err, "--ascii: draws the grid"));
    CHECK(r.out.empty());
  }
  r = run_kakuro("solve -q --ascii " + cli_data("unique.kakuro"));
  CHECK(r.code == 0);
  CHECK(has(r.out, "+--"));  // an ASCII frame, no box drawing
}

TEST_CASE("standard output in blocks still shows each result while a later puzzle runs", "[cli][output]") {
  // The first result reaches the pipe while the command still works on the next puzzle,
  // which native without its window equations cannot answer for many seconds (its limit,
  // 30 s, is never reached here: the command is killed once the first line has been read).
  // Held back to the end, the line would come with the command's exit, and 0.2 s later
  // the command would be gone (or a zombie, where nothing reaps orphans).
  const std::string cmd =
      "(" + bin() + " solve --json -j1 -b native --region-windows 0 --decompose off --var-order mrv -t 30 " +
      cli_data("unique.kakuro") + " " + kakuro::test::data_file("hard/native-slow-15x15.kakuro") +
      " 2>/dev/null & echo $! > pid) | { IFS= read -r first; sleep 0.2; "
      "st=$(cut -d' ' -f3 /proc/$(cat pid)/stat 2>/dev/null); "  // Z: ended, not reaped
      "if [ -n \"$st\" ] && [ \"$st\" != Z ]; then echo running; else echo ended; fi; "
      "kill $(cat pid) 2>/dev/null; echo \"$first\"; }";
  const fs::path dir = scratch_dir("stream");
  const auto r = run_shell("cd " + kakuro::test::quoted(dir.string()) + " && " + cmd);
  INFO(r.out);
  CHECK(has(r.out, "running\n"));
  CHECK(has(r.out, "\"status\":\"solved\""));
}

TEST_CASE("a batch's results go to a pipe in few large writes, in order, none lost", "[cli][output]") {
  const std::string file = kakuro::test::corpus_sample();
  const fs::path dir = scratch_dir("blocks");
  const std::string cd = "cd " + kakuro::test::quoted(dir.string()) + " && ";
  const auto piped = run_shell(cd + bin() + " unique --json -j2 -q " + file + " | cat");
  const auto lines = json_lines(piped.out);
  REQUIRE(lines.size() == 44);
  const auto alone = json_lines(run_kakuro("unique --json -j1 -q " + file).out);
  REQUIRE(alone.size() == 44);
  for (std::size_t i = 0; i < lines.size(); ++i) CHECK(lines[i]["id"] == alone[i]["id"]);
  // The number of writes (strace: scripts/bootstrap installs it; the bytes above are
  // checked without it).
  if (run_shell("command -v strace").code == 0) {
    const auto traced =
        run_shell(cd + "strace -f -e trace=write -o trace.txt " + bin() + " unique --json -j1 -q " + file +
                  " > out.txt; grep -c 'write(1,' trace.txt");
    INFO(traced.out);
    CHECK(std::stoi(traced.out) <= 2);
  }
}

TEST_CASE("a result larger than the output's block goes out whole and in order", "[cli][output]") {
  // A count of 2^13 solutions (13 independent 2x2 blocks): a JSON line of about 2 MB, over
  // the block of standard output (64 KB) and of an -o file (1 MB), which it bypasses;
  // between two small results, to a pipe and to a file.
  const fs::path dir = scratch_dir("large-result");
  std::string small =
      "{\"id\":\"small-%\",\"rows\":3,\"cols\":3,\"grid\":[[\"#\",\"3\\\\\",\"3\\\\\"],"
      "[\"\\\\3\",\".\",\".\"],[\"\\\\3\",\".\",\".\"]]}\n";
  const auto named = [&](const std::string& tag) {
    std::string s = small;
    return s.replace(s.find('%'), 1, tag);
  };
  std::string big = "{\"id\":\"big\",\"rows\":3,\"cols\":39,\"grid\":[";
  for (int r = 0; r < 3; ++r) {
    big += r ? ",[" : "[";
    for (int b = 0; b < 13; ++b) {
      big += b ? "," : "";
      big += r == 0 ? "\"#\",\"3\\\\\",\"3\\\\\"" : "\"\\\\3\",\".\",\".\"";
    }
    big += "]";
  }
  big += "]}\n";
  const std::string input = write_file(dir / "in.jsonl", named("a") + big + named("b"));
  const std::string out = (dir / "out.jsonl").string();
  const auto piped = run_shell(bin() + " count --json -j1 -q -n 100000 " + input + " | cat");
  const auto to_file = run_kakuro("count --json -j1 -q -n 100000 -o " + out + " " + input);
  REQUIRE(to_file.code == 0);  // every count exact
  const std::string written = kakuro::test::read_file(out);
  CHECK(written.size() > (std::size_t(1) << 20));
  auto lines = json_lines(written), through_pipe = json_lines(piped.out);
  REQUIRE(lines.size() == 3);
  REQUIRE(through_pipe.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) {  // the same but for the times
    lines[i].erase("stats");
    through_pipe[i].erase("stats");
    CHECK((lines[i] == through_pipe[i]));  // no print of 2 MB
  }
  CHECK(lines[0]["id"] == "small-a");
  CHECK(lines[0]["count"] == 2);
  CHECK(lines[1]["id"] == "big");
  CHECK(lines[1]["count"] == 8192);
  CHECK(lines[1]["count_exact"] == true);
  CHECK(lines[2]["id"] == "small-b");
  std::set<std::string> distinct;
  for (const auto& s : lines[1]["solutions"]) distinct.insert(s.dump());
  CHECK(distinct.size() == 8192);
}
