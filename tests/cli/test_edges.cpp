// The command line at its edges (issue "Trustworthy edges"): bytes that are not UTF-8 in ids
// and file names, -o on links, devices and directories, collections into one-puzzle formats,
// dropped solutions, truthful statuses and summaries, internal errors, usage errors.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "build_options.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::cli_data;
using kakuro::test::example;
using kakuro::test::json_lines;
using kakuro::test::quoted;
using kakuro::test::run_kakuro;
using kakuro::test::run_shell;
using kakuro::test::scratch_dir;
using kakuro::test::write_file;
namespace fs = std::filesystem;

TEST_CASE("a file name that is not UTF-8 never aborts a --json command", "[cli][edges][utf8]") {
  const fs::path dir = scratch_dir("utf8");
  const std::string bad =
      write_file(dir / "bad\xff\xfename.kakuro", kakuro::test::read_file(cli_data("unique.kakuro")));
  for (const std::string cmd : {"solve", "unique", "count", "crosscheck", "validate", "analyze"}) {
    INFO(cmd);
    const auto r = run_kakuro(cmd + " --json " + quoted(bad));
    CHECK(r.code == 0);
    const auto lines = json_lines(r.out);
    REQUIRE(lines.size() == 1);
    const std::string file = lines[0]["file"];
    CHECK(file.find("\xef\xbf\xbd") != std::string::npos);  // U+FFFD in place of the bad bytes
  }
}

TEST_CASE("render --svg with a file name that is not UTF-8 writes well-formed XML", "[cli][edges][utf8]") {
  const fs::path dir = scratch_dir("svg");
  const std::string bad =
      write_file(dir / "bad\xff<&>name.kakuro", kakuro::test::read_file(cli_data("unique.kakuro")));
  const auto r = run_kakuro("render --svg " + quoted(bad) + " -o " + (dir / "out.svg").string());
  REQUIRE(r.code == 0);
  // rsvg-convert (librsvg2-bin, installed by scripts/bootstrap) refuses XML that does not parse.
  CHECK(run_shell("rsvg-convert " + (dir / "out.svg").string() + " -o " + (dir / "out.png").string()).code ==
        0);
}

TEST_CASE("-o keeps symbolic links, modes and device nodes", "[cli][edges][output]") {
  const fs::path dir = scratch_dir("output");
  const std::string real = write_file(dir / "real.txt", "old\n");
  ::chmod(real.c_str(), 0640);
  fs::create_symlink("real.txt", dir / "link.txt");
  auto r = run_kakuro("solve -q " + cli_data("unique.kakuro") + " -o " + (dir / "link.txt").string());
  REQUIRE(r.code == 0);
  CHECK(fs::is_symlink(fs::symlink_status(dir / "link.txt")));
  CHECK(kakuro::test::read_file(real) != "old\n");
  struct stat st {};
  REQUIRE(::stat(real.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0640);

  r = run_kakuro("solve -q " + cli_data("unique.kakuro") + " -o /dev/null");
  CHECK(r.code == 0);
  CHECK(fs::is_character_file("/dev/null"));
  r = run_kakuro("solve -q --json " + cli_data("unique.kakuro") + " -o /dev/stdout");
  CHECK(r.code == 0);
  CHECK(r.out.find("\"status\":\"solved\"") != std::string::npos);
  CHECK(fs::is_character_file("/dev/null"));
  // No temporary files left behind.
  for (const auto& e : fs::directory_iterator(dir))
    CHECK(e.path().filename().string().find(".tmp-") == std::string::npos);
}

TEST_CASE("-o says why a write fails, and checks the destination before solving", "[cli][edges][output]") {
  auto r = run_kakuro("solve " + cli_data("unique.kakuro") + " -o /dev/full");
  CHECK(r.code == 2);
  CHECK(r.err.find("cannot write /dev/full: No space left on device") != std::string::npos);
  r = run_kakuro("solve " + cli_data("unique.kakuro") + " -o /nonexistent-dir/out.txt");
  CHECK(r.code == 2);
  CHECK(r.err.find("No such file or directory") != std::string::npos);
  CHECK(r.err.find("solved") == std::string::npos);  // refused before any puzzle was solved
}

TEST_CASE("several puzzles into a one-puzzle format: refused, or one file each with -o DIR/",
          "[cli][edges][output]") {
  const std::string three = example("jsonl/three.jsonl");
  for (const std::string to : {"grid", "lines", "hv", "csp", "csp-json", "xcsp", "pzprv3", "kanpen"}) {
    INFO(to);
    auto r = run_kakuro("convert --to " + to + " " + three);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find("holds one puzzle") != std::string::npos);
    const fs::path dir = scratch_dir("dir_" + to);
    r = run_kakuro("convert -q --to " + to + " " + three + " -o " + dir.string() + "/");
    REQUIRE(r.code == 0);
    std::size_t files = 0;
    for (const auto& e : fs::directory_iterator(dir)) {
      ++files;
      // Each file reads back as one puzzle (csp and csp-json need the format named).
      const std::string fmt = to == "csp" || to == "csp-json" ? " --format " + to : "";
      const auto v = run_kakuro("validate -q --json" + fmt + " " + e.path().string());
      CHECK(v.code == 0);
      CHECK(json_lines(v.out).size() == 1);
    }
    CHECK(files == 3);
  }
  CHECK(run_kakuro("convert --to jsonl " + three).code == 0);
  CHECK(run_kakuro("solve --output grid " + three).code == 2);
  CHECK(run_kakuro("solve --output hv " + three).code == 2);
#if KAKURO_WITH_SAT  // cnf is the SAT backend's encoding: refused without it
  CHECK(run_kakuro("cnf " + three).code == 2);
#endif
  CHECK(run_kakuro("render --svg " + three).code == 2);
  CHECK(run_kakuro("render --svg --sheet " + three).code == 0);
  const fs::path drawn = scratch_dir("render") / "drawn.txt";
  auto r = run_kakuro("render -q " + three + " -o " + drawn.string());  // terminal drawings into a file
  CHECK(r.code == 0);
  CHECK(r.out.empty());
  CHECK(kakuro::test::read_file(drawn.string()).find("== paulgross-01 ==") != std::string::npos);
#if KAKURO_WITH_SAT
  const fs::path dir = scratch_dir("cnf");
  CHECK(run_kakuro("cnf -q " + three + " -o " + dir.string() + "/").code == 0);
  CHECK(fs::exists(dir / "paulgross-01.cnf"));
#endif
}

TEST_CASE("a solution the output cannot hold is not dropped silently", "[cli][edges][output]") {
  auto r = run_kakuro("solve --output lines " + example("grid/nikoli.kakuro"));
  CHECK(r.code == 0);
  CHECK(r.err.find("warning: the lines format has no solved form") != std::string::npos);
  r = run_kakuro("convert --to lines --with-solution " + example("lines/seed000.txt"));
  CHECK(r.err.find("warning: the lines format has no solved form") != std::string::npos);
  r = run_kakuro("convert --to grid --with-solution " + example("grid/nikoli.kakuro"));
  CHECK(r.code == 0);
  CHECK(r.err.find("no stored solution to write") != std::string::npos);
  r = run_kakuro("convert --to grid " + example("grid/nikoli.kakuro"));
  CHECK(r.err.find("warning") == std::string::npos);
}

TEST_CASE("statuses and summaries tell the truth", "[cli][edges][status]") {
  auto r = run_kakuro("unique " + cli_data("unsolvable.kakuro"));
  CHECK(r.code == 1);
  CHECK(r.err.find("1 no-solution") != std::string::npos);
  CHECK(r.err.find("not-unique") == std::string::npos);
  r = run_kakuro("unique --json " + cli_data("unsolvable.kakuro"));
  CHECK(json_lines(r.out).at(0)["status"] == "no-solution");

  r = run_kakuro("solve --json " + cli_data("unsolvable.kakuro"));
  CHECK(json_lines(r.out).at(0)["unique"].is_null());
  r = run_kakuro("solve --json " + cli_data("unique.kakuro"));
  CHECK(json_lines(r.out).at(0)["unique"].is_null());  // solve alone does not know

  // A count stopped by a limit after some solutions is a limit, not "solved": a 4x4 block
  // of runs of sum 20 has tens of thousands of solutions, each found by search, and the
  // node limit (the puzzle's, over all its searches) stops the count after a few.
  const fs::path dir = scratch_dir("status");
  const std::string many = write_file(dir / "open4.kakuro",
                                      "#   20\\ 20\\ 20\\ 20\\\n\\20 .   .   .   .\n\\20 .   .   .   .\n"
                                      "\\20 .   .   .   .\n\\20 .   .   .   .\n");
  r = run_kakuro("count --json --limit 100000000 --max-nodes 200 " + many);
  CHECK(r.code == 3);
  const auto j = json_lines(r.out).at(0);
  CHECK(j["status"] == "timeout");
  CHECK(j["reason"] == "node limit reached (200)");
  CHECK(j["count_exact"] == false);
  CHECK(j["count"].get<int>() > 0);
  CHECK(r.err.find("1 timeout") != std::string::npos);

  // A missing file is counted in the summary beside the puzzle that was solved.
  r = run_kakuro("solve " + cli_data("unique.kakuro") + " /nonexistent/x.kakuro");
  CHECK(r.code == 2);
  CHECK(r.err.find("solve: 2 puzzles: 1 invalid, 1 solved") != std::string::npos);
}

TEST_CASE("a well-formed puzzle that cannot be filled is no-solution in every format, exit 1",
          "[cli][edges][status]") {
  std::size_t files = 0;
  for (const auto& e : fs::directory_iterator(kakuro::test::data_dir() + "/unsolvable")) {
    if (e.path().extension() == ".md") continue;
    ++files;
    const std::string path = e.path().string();
    INFO(path);
    // csp and csp-json share the .txt/.json endings with other formats: detection decides.
    auto r = run_kakuro("solve --json " + path);
    CHECK(r.code == 1);
    const auto lines = json_lines(r.out);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0]["status"] == "no-solution");
    CHECK(lines[0]["unique"].is_null());
    CHECK_FALSE(lines[0]["reason"].get<std::string>().empty());
    r = run_kakuro("validate " + path);
    CHECK(r.code == 1);
    CHECK(r.err.find("unsolvable: ") != std::string::npos);
    CHECK(run_kakuro("unique " + path).code == 1);
  }
  CHECK(files >= 7);
  // Structural problems stay input errors.
  for (const std::string bad :
       {"ragged_rows.grid", "clue_without_run.grid", "run_too_long.grid", "clue_sum_out_of_range.grid",
        "ragged_rows.hv", "coordinate_out_of_range.lines"}) {
    INFO(bad);
    const auto r = run_kakuro("validate " + kakuro::test::data_dir() + "/invalid/" + bad);
    CHECK(r.code == 2);
    CHECK(r.err.find("unsolvable") == std::string::npos);
  }
}

TEST_CASE("a bug is an internal error with exit 4, apart from bad input", "[cli][edges][exit]") {
  const std::string three = example("jsonl/three.jsonl");
  auto r =
      run_shell("KAKURO_INJECT_FAULT=paulgross-01 " + std::string(KAKURO_BIN) + " solve --json " + three);
  CHECK(r.code == 4);
  CHECK(r.err.find("internal error") != std::string::npos);
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 3);  // the batch goes on
  CHECK(lines[1]["status"] == "internal-error");
  CHECK(lines[0]["status"] == "solved");
  CHECK(lines[2]["status"] == "solved");
  // A file read whole (a grid) as well; the records asked for their ids are still whole.
  const std::string grid = example("grid/nikoli.kakuro");
  for (const std::string fault : {"gecode-nikoli-0", "another-id"}) {
    INFO(fault);
    r = run_shell("KAKURO_INJECT_FAULT=" + fault + " " + std::string(KAKURO_BIN) + " solve --json " + grid);
    CHECK(r.code == (fault == "another-id" ? 0 : 4));
    const auto one = json_lines(r.out);
    REQUIRE(one.size() == 1);
    CHECK(one[0]["id"] == "gecode-nikoli-0");
    CHECK(one[0]["file"] == grid);
    CHECK(one[0]["status"] == (fault == "another-id" ? "solved" : "internal-error"));
  }
}

TEST_CASE("generate and selftest run through the same batch runner: a bug in one item is exit 4",
          "[cli][edges][exit]") {
  // selftest's puzzle i is gen-(seed + i); it prints nothing for the one that threw.
  auto r = run_shell("KAKURO_INJECT_FAULT=gen-3 " + std::string(KAKURO_BIN) + " selftest --json -n 5 -j 2");
  CHECK(r.code == 4);
  CHECK(r.err.find("kakuro: gen-3: internal error: fault injected by KAKURO_INJECT_FAULT") !=
        std::string::npos);
  CHECK(r.err.find("selftest: 5 puzzles") != std::string::npos);
  CHECK(r.err.find("1 failure") != std::string::npos);
  auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 4);  // the batch goes on
  for (const auto& line : lines) CHECK(line["id"] != "gen-3");
  // generate's puzzle ids name size, seed and place.
  r = run_shell("KAKURO_INJECT_FAULT=gen-7x7-seed-1-1 " + std::string(KAKURO_BIN) +
                " generate --rows 7 --cols 7 -n 3");
  CHECK(r.code == 4);
  CHECK(r.err.find("kakuro: gen-7x7-seed-1-1: internal error: fault injected") != std::string::npos);
  CHECK(r.err.find("2 generated, 1 internal-error") != std::string::npos);
  lines = json_lines(r.out);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0]["id"] == "gen-7x7-seed-1-0");
  CHECK(lines[1]["id"] == "gen-7x7-seed-1-2");
}

TEST_CASE("usage errors say what is wrong", "[cli][edges][usage]") {
  auto r = run_kakuro("frobnicate " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
  CHECK(r.err.find("unknown command 'frobnicate'") != std::string::npos);
  r = run_kakuro("solve -j -1 " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
  CHECK(r.err.find("-1 is negative") != std::string::npos);
  r = run_kakuro("solve -t -1 " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
  CHECK(r.err.find("-1 is negative") != std::string::npos);
  CHECK(run_kakuro("selftest -j -1 -n 1").code == 2);
#if KAKURO_WITH_SAT  // the SAT backend is the one that knows encodings
  r = run_kakuro("solve --encoding bogus " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
  CHECK(r.err.find("--encoding: 'bogus' is not one of: selector, mdd, plain") != std::string::npos);
#endif
  for (const std::string cmd : {"convert", "cnf", "render"}) {
    INFO(cmd);
    CHECK(run_kakuro(cmd + " --json " + cli_data("unique.kakuro")).code == 2);
  }
}
