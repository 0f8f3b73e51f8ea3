// The CLI through the built binary: every exit code row of docs/cli.md, --json against its
// schema, standard input, missing files, directories, shards and atomic output.
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "build_options.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::cli_data;
using kakuro::test::run_kakuro;

namespace {}  // namespace

TEST_CASE("exit code 0: yes", "[cli][exit]") {
  CHECK(run_kakuro("solve " + cli_data("unique.kakuro")).code == 0);
  CHECK(run_kakuro("unique " + cli_data("unique.kakuro")).code == 0);
  CHECK(run_kakuro("validate " + cli_data("unique.kakuro")).code == 0);
  CHECK(run_kakuro("crosscheck " + cli_data("unique.kakuro")).code == 0);
  CHECK(run_kakuro("count " + cli_data("two_solutions.kakuro")).code == 0);
  CHECK(run_kakuro("backends").code == 0);
  CHECK(run_kakuro("--help").code == 0);
  CHECK(run_kakuro("--version").code == 0);
}

TEST_CASE("exit code 1: no", "[cli][exit]") {
  auto r = run_kakuro("solve " + cli_data("unsolvable.kakuro"));
  CHECK(r.code == 1);
  CHECK(r.out.find("No solution") != std::string::npos);
  CHECK(run_kakuro("unique " + cli_data("two_solutions.kakuro")).code == 1);
  CHECK(run_kakuro("unique " + cli_data("unsolvable.kakuro")).code == 1);
  r = run_kakuro("validate " + cli_data("unsolvable.kakuro"));
  CHECK(r.code == 1);
  CHECK(r.err.find("unsolvable") != std::string::npos);
  r = run_kakuro("validate " + cli_data("unique.kakuro") + " --solution " +
                 cli_data("wrong_solution.kakuro"));
  CHECK(r.code == 1);
  CHECK(r.err.find("down run 4 at (0,1): digits add up to 5, not 4") != std::string::npos);
  CHECK(run_kakuro("validate " + cli_data("unique.kakuro") + " --solution " + cli_data("solution.kakuro"))
            .code == 0);
}

#if KAKURO_WITH_SAT  // needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
TEST_CASE("exit code 2: usage or input error", "[cli][exit]") {
  auto r = run_kakuro("solve " + cli_data("malformed.kakuro"));
  CHECK(r.code == 2);
  CHECK(r.err.find("malformed.kakuro:2:10: error: cell (1,2): unknown token") != std::string::npos);
  CHECK(r.err.find("malformed.kakuro:3:6: error: ragged rows") != std::string::npos);
  r = run_kakuro("solve /nonexistent/puzzle.kakuro");
  CHECK(r.code == 2);
  CHECK(r.err.find("/nonexistent/puzzle.kakuro") != std::string::npos);
  r = run_kakuro("solve " + kakuro::test::data_dir());
  CHECK(r.code == 2);
  CHECK(r.err.find("directory") != std::string::npos);
  CHECK(run_kakuro("solve --backend nosuch " + cli_data("unique.kakuro")).code == 2);
  CHECK(run_kakuro("solve --no-such-option " + cli_data("unique.kakuro")).code == 2);
  r = run_kakuro("solve --backend sat --encoding nosuch " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
  CHECK(r.err.find("--encoding: 'nosuch' is not one of: selector, mdd, plain") != std::string::npos);
  CHECK(run_kakuro("").code == 2);
  CHECK(run_kakuro("solve --shard 3/2 " + cli_data("unique.kakuro")).code == 2);
  // The worst code of a batch wins: an invalid file beside a solvable one.
  CHECK(run_kakuro("solve " + cli_data("unique.kakuro") + " " + cli_data("malformed.kakuro")).code == 2);
}
#endif

#if KAKURO_WITH_SAT  // needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
TEST_CASE("exit code 3: a limit was reached", "[cli][exit]") {
  auto r = run_kakuro("solve --timeout 0.000000001 " + cli_data("unique.kakuro"));
  CHECK(r.code == 3);
  r = run_kakuro("unique --backend sat --timeout 0.000000001 " + cli_data("two_solutions.kakuro"));
  CHECK(r.code == 3);
}
#endif

#if KAKURO_WITH_SAT  // needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
TEST_CASE("--json follows the documented schema", "[cli][json]") {
  for (const std::string backend : {"native", "sat"}) {
    auto r = run_kakuro("unique --json --backend " + backend + " " + cli_data("two_solutions.kakuro"));
    REQUIRE(r.code == 1);
    auto j = nlohmann::json::parse(r.out);
    for (const char* key :
         {"id", "file", "backend", "status", "unique", "solutions", "differing_cells", "stats"})
      CHECK(j.contains(key));
    CHECK(j["backend"] == backend);
    CHECK(j["status"] == "solved");
    CHECK(j["unique"] == false);
    REQUIRE(j["solutions"].size() == 2);
    CHECK(j["solutions"][0].size() == 3);
    CHECK(j["solutions"][0][0][0] == 0);  // not white
    CHECK(j["differing_cells"].size() == 4);
    CHECK(j["stats"].contains("nodes"));
  }
  auto r = run_kakuro("solve --json " + cli_data("unique.kakuro"));
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["solutions"][0] == nlohmann::json::parse("[[0,0,0],[0,1,2],[0,3,4]]"));
  CHECK(j["unique"].is_null());
  r = run_kakuro("solve --json " + cli_data("unsolvable.kakuro"));
  j = nlohmann::json::parse(r.out);
  CHECK(j["status"] == "no-solution");
  r = run_kakuro("solve --json " + cli_data("malformed.kakuro"));
  j = nlohmann::json::parse(r.out);
  CHECK(j["status"] == "invalid");
}
#endif

TEST_CASE("standard input and shards", "[cli][input]") {
  const std::string text = kakuro::test::read_file(cli_data("unique.kakuro"));
  auto r = run_kakuro("solve --output grid -", text);
  CHECK(r.code == 0);
  CHECK(r.out.find("1") != std::string::npos);
  const std::string two = cli_data("unique.kakuro") + " " + cli_data("two_solutions.kakuro");
  auto a = run_kakuro("count --json --shard 0/2 " + two);
  auto b = run_kakuro("count --json --shard 1/2 " + two);
  CHECK(nlohmann::json::parse(a.out)["count"] == 1);
  CHECK(nlohmann::json::parse(b.out)["count"] == 2);
}

TEST_CASE("-o writes the whole result or nothing", "[cli][output]") {
  namespace fs = std::filesystem;
  const fs::path out = fs::temp_directory_path() / "kakuro_cli_convert.jsonl";
  fs::remove(out);
  auto r = run_kakuro("convert --to jsonl -o " + out.string() + " " + cli_data("unique.kakuro"));
  CHECK(r.code == 0);
  REQUIRE(fs::exists(out));
  auto again = run_kakuro("solve --output grid " + out.string());
  CHECK(again.code == 0);
  fs::remove(out);
  r = run_kakuro("convert --to jsonl -o /nonexistent-dir/x.jsonl " + cli_data("unique.kakuro"));
  CHECK(r.code == 2);
}

TEST_CASE("crosscheck agrees on a sample of every corpus set", "[cli][crosscheck]") {
  // tests/data/corpus_sample.jsonl: a few puzzles from each set of ../shared/puzzles.
  auto r = run_kakuro("crosscheck --timeout 60 " + kakuro::test::data_dir() + "/corpus_sample.jsonl");
  CHECK(r.code == 0);
  CHECK(r.err.find("disagreements: 0") != std::string::npos);
  CHECK(r.out.find("DISAGREE") == std::string::npos);
}

TEST_CASE("render --svg writes a well-formed picture that rsvg-convert renders", "[cli][render]") {
  namespace fs = std::filesystem;
  const fs::path svg = fs::temp_directory_path() / "kakuro_render_test.svg";
  const fs::path png = fs::temp_directory_path() / "kakuro_render_test.png";
  fs::remove(svg);
  fs::remove(png);
  auto r = run_kakuro("render --svg --solution " + kakuro::test::source_dir() +
                      "/examples/grid/nikoli.kakuro -o " + svg.string());
  REQUIRE(r.code == 0);
  const std::string text = kakuro::test::read_file(svg.string());
  CHECK(text.rfind("<?xml", 0) == 0);
  CHECK(text.find("</svg>") != std::string::npos);
  CHECK(text.find("class='digit'") != std::string::npos);
  auto conv = kakuro::test::run_shell("rsvg-convert " + svg.string() + " -o " + png.string());
  CHECK(conv.code == 0);
  CHECK(fs::file_size(png) > 1000);
  fs::remove(svg);
  fs::remove(png);
}
