// kakuro generate through the built binary: the same seed and options give the same bytes
// (with any -j); every puzzle keeps the shape rules (checked here cell by cell), is unique
// by a brute force of the test's own (small sizes) and by the other backend (`kakuro unique
// -b sat`), and its solution passes `kakuro validate`; the meta, --difficulty, --symmetry,
// --givens, --to, -o, --verify, the limits (exit 3) and bad options (exit 2).
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "build_options.hpp"
#include "generated_check.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::has;
using kakuro::test::json_lines;
using kakuro::test::run_kakuro;
using kakuro::test::scratch_dir;
using kakuro::test::write_file;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

bool sanitized() {
  const char* env = std::getenv("KAKURO_SANITIZED");
  return env && std::string(env) == "1";
}

// The records of `kakuro generate ARGS`, which must succeed.
std::vector<json> generate(const std::string& args) {
  const auto r = run_kakuro("generate -q " + args);
  INFO("kakuro generate " << args << "\n" << r.err);
  REQUIRE(r.code == 0);
  REQUIRE(r.err.empty());
  return json_lines(r.out);
}

// The checks every generated record must pass, independently of the project's code: the
// shape rules, and for small grids one solution by brute force, the record's.
void check_record(const json& rec, int rows, int cols, const std::string& symmetry, bool givens_allowed) {
  INFO(rec.dump());
  CHECK(rec.at("rows") == rows);
  CHECK(rec.at("cols") == cols);
  const auto g = kakuro::test::record_grid(rec);
  CHECK(kakuro::test::shape_problem(g, symmetry).empty());
  if (!givens_allowed) CHECK_FALSE(rec.contains("givens"));
  if (rows * cols <= (sanitized() ? 49 : 81)) {
    std::vector<int> first;
    CHECK(kakuro::test::count_solutions(g, 2, &first) == 1);
    CHECK(first == g.solution);
  }
  const json& meta = rec.at("meta");
  CHECK(meta.at("uniqueness") == "unique");
  CHECK(meta.at("options").at("rows") == rows);
  CHECK(meta.at("options").at("cols") == cols);
  CHECK(meta.at("options").at("symmetry") == symmetry);
  CHECK(meta.at("options").at("givens") == givens_allowed);
  CHECK(meta.at("tries").get<int>() >= 1);
  CHECK(meta.at("proofs").get<int>() >= 1);
  CHECK(meta.at("fill_changes").get<int>() >= 0);
}

// The records through `kakuro validate` (the stored solution checked) and, with SAT built,
// `kakuro unique -b sat`: unique, with the record's solution.
void check_with_other_commands(const std::vector<json>& recs, const std::string& tag) {
  std::string text;
  for (const json& r : recs) text += r.dump() + "\n";
  const std::string file = write_file(scratch_dir("generate_" + tag) / "generated.jsonl", text);
  auto r = run_kakuro("validate -q " + file);
  INFO(r.out << r.err);
  CHECK(r.code == 0);
#if KAKURO_WITH_SAT
  r = run_kakuro("unique -q -b sat --json " + file);
  CHECK(r.code == 0);
  const auto reports = json_lines(r.out);
  REQUIRE(reports.size() == recs.size());
  for (std::size_t i = 0; i < recs.size(); ++i) {
    CHECK(reports[i].at("id") == recs[i].at("id"));
    CHECK(reports[i].at("unique") == true);
    CHECK(reports[i].at("solutions").at(0) == recs[i].at("solution"));
  }
#endif
}

}  // namespace

TEST_CASE("generate: the same seed and options give the same bytes, with any -j", "[cli][generate]") {
  const std::string args = "--rows 7 --cols 7 --count " + std::string(sanitized() ? "2" : "4") + " --seed 3";
  const auto a = run_kakuro("generate -q -j 1 " + args);
  const auto b = run_kakuro("generate -q -j 1 " + args);
  const auto c = run_kakuro("generate -q -j 2 " + args);
  REQUIRE(a.code == 0);
  CHECK(b.code == 0);
  CHECK(c.code == 0);
  CHECK_FALSE(a.out.empty());
  CHECK(a.out == b.out);
  CHECK(a.out == c.out);
  // Another seed, other puzzles; puzzle i is the same whatever the count.
  CHECK(run_kakuro("generate -q -j 1 --rows 7 --cols 7 --count 2 --seed 4").out != a.out);
  const auto first = json_lines(a.out).front();
  const auto alone = json_lines(run_kakuro("generate -q --rows 7 --cols 7 --seed 3").out);
  REQUIRE(alone.size() == 1);
  CHECK(alone[0] == first);
}

TEST_CASE("generate: every puzzle keeps the shape rules and is unique", "[cli][generate]") {
  struct Case {
    int rows, cols;
    std::string symmetry;
  };
  std::vector<Case> cases = {{5, 5, "point"}, {6, 8, "point"}, {8, 8, "mirror"}, {7, 6, "none"}};
  if (!sanitized()) cases.push_back({10, 10, "point"});
  for (const Case& k : cases) {
    const std::string args = "--rows " + std::to_string(k.rows) + " --cols " + std::to_string(k.cols) +
                             " --count " + (sanitized() ? "2" : "5") + " --seed 11" +
                             (k.symmetry == "point" ? "" : " --symmetry " + k.symmetry);
    const auto recs = generate(args);
    REQUIRE(recs.size() == (sanitized() ? 2u : 5u));
    for (std::size_t i = 0; i < recs.size(); ++i) {
      CHECK(recs[i].at("id") ==
            "gen-" + std::to_string(k.rows) + "x" + std::to_string(k.cols) + "-seed-11-" + std::to_string(i));
      CHECK(recs[i].at("meta").at("seed") == 11);
      CHECK(recs[i].at("meta").at("index") == i);
      CHECK(recs[i].at("meta").at("prover") == "native");
      CHECK_FALSE(recs[i].at("meta").contains("verified_by"));
      CHECK(recs[i].at("meta").at("rating").at("level").is_string());
      check_record(recs[i], k.rows, k.cols, k.symmetry, false);
    }
    check_with_other_commands(recs, std::to_string(k.rows) + "x" + std::to_string(k.cols));
  }
}

TEST_CASE("generate: --difficulty, --givens and --density", "[cli][generate]") {
  auto recs = generate("--rows 7 --cols 7 --count 2 --difficulty easy");
  REQUIRE(recs.size() == 2);
  for (const json& r : recs) {
    CHECK(r.at("meta").at("rating").at("level") == "easy");
    CHECK(r.at("meta").at("options").at("difficulty") == "easy");
    check_record(r, 7, 7, "point", false);
  }
  // Givens are allowed, not required: whatever comes out is unique with them.
  recs = generate("--rows 8 --cols 8 --count 3 --givens --seed 2");
  REQUIRE(recs.size() == 3);
  for (const json& r : recs) check_record(r, 8, 8, "point", true);
  check_with_other_commands(recs, "givens");
  recs = generate("--rows 8 --cols 8 --density 0.75");
  REQUIRE(recs.size() == 1);
  CHECK(recs[0].at("meta").at("options").at("density") == 0.75);
  check_record(recs[0], 8, 8, "point", false);
  // 1 is a density (every cell white, as far as the runs allow), if a hard one to make unique.
  CHECK(run_kakuro("generate -q --rows 5 --cols 5 --density 1 --max-tries 1").code != 2);
}

TEST_CASE("generate: --to and -o", "[cli][generate]") {
  const fs::path dir = scratch_dir("generate_to");
  // One puzzle in the grid format reads back as the record's puzzle.
  const auto rec = generate("--rows 6 --cols 6 --seed 5");
  REQUIRE(rec.size() == 1);
  auto r = run_kakuro("generate -q --rows 6 --cols 6 --seed 5 --to grid");
  REQUIRE(r.code == 0);
  CHECK(has(r.out, "gen-6x6-seed-5-0"));
  const std::string grid = write_file(dir / "one.kakuro", r.out);
  r = run_kakuro("convert -q --to jsonl " + grid);
  REQUIRE(r.code == 0);
  const auto back = json_lines(r.out);
  REQUIRE(back.size() == 1);
  CHECK(back[0].at("grid") == rec[0].at("grid"));
  r = run_kakuro("unique -q --json " + grid);
  CHECK(r.code == 0);
  CHECK(json_lines(r.out).at(0).at("solutions").at(0) == rec[0].at("solution"));
  // --with-solution: the solved grid.
  r = run_kakuro("generate -q --rows 6 --cols 6 --seed 5 --to grid --with-solution");
  REQUIRE(r.code == 0);
  r = run_kakuro("validate -q " + grid + " --solution " + write_file(dir / "solved.kakuro", r.out));
  CHECK(r.code == 0);

  // Several puzzles: puzzlink holds them, one URL a line; grid needs -o DIR/.
  r = run_kakuro("generate -q --rows 6 --cols 6 --count 3 --to puzzlink");
  REQUIRE(r.code == 0);
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 3);
  r = run_kakuro("unique -q --json " + write_file(dir / "urls.txt", r.out));
  CHECK(r.code == 0);
  const auto urls = json_lines(r.out);
  CHECK(urls.size() == 3);
  for (const json& u : urls) CHECK(u.at("unique") == true);
  r = run_kakuro("generate -q --rows 6 --cols 6 --count 3 --to grid");
  CHECK(r.code == 2);
  CHECK(has(r.err, "holds one puzzle"));
  CHECK(r.out.empty());
  r = run_kakuro("generate -q --rows 6 --cols 6 --count 3 --to grid -o " + (dir / "each").string() + "/");
  CHECK(r.code == 0);
  for (int i = 0; i < 3; ++i)
    CHECK(fs::exists(dir / "each" / ("gen-6x6-seed-1-" + std::to_string(i) + ".kakuro")));

  // -o FILE: the same bytes as standard output, and nothing on it.
  const auto out = run_kakuro("generate -q --rows 6 --cols 6 --count 2");
  // --json and --to jsonl name the default.
  CHECK(run_kakuro("generate -q --rows 6 --cols 6 --count 2 --json").out == out.out);
  CHECK(run_kakuro("generate -q --rows 6 --cols 6 --count 2 --to jsonl").out == out.out);
  r = run_kakuro("generate -q --rows 6 --cols 6 --count 2 -o " + (dir / "two.jsonl").string());
  CHECK(r.code == 0);
  CHECK(r.out.empty());
  CHECK(kakuro::test::read_file((dir / "two.jsonl").string()) == out.out);
  // An unwritable destination is refused before any work; a usage error leaves an old file.
  r = run_kakuro("generate -q --rows 6 --cols 6 -o " + (dir / "missing" / "x.jsonl").string());
  CHECK(r.code == 2);
  CHECK(has(r.err, "missing"));
  const std::string old = write_file(dir / "old.jsonl", "old\n");
  r = run_kakuro("generate -q --rows 6 --cols 6 --density 2 -o " + old);
  CHECK(r.code == 2);
  CHECK(kakuro::test::read_file(old) == "old\n");
}

TEST_CASE("generate: --verify and --backend", "[cli][generate]") {
#if KAKURO_WITH_SAT
  auto recs = generate("--rows 6 --cols 7 --count 2 --verify");
  REQUIRE(recs.size() == 2);
  for (const json& r : recs) {
    CHECK(r.at("meta").at("prover") == "native");
    CHECK(r.at("meta").at("verified_by") == "sat");
    check_record(r, 6, 7, "point", false);
  }
  recs = generate("--rows 6 --cols 7 --count 2 -b sat --verify");
  REQUIRE(recs.size() == 2);
  for (const json& r : recs) {
    CHECK(r.at("meta").at("prover") == "sat");
    CHECK(r.at("meta").at("verified_by") == "native");
    check_record(r, 6, 7, "point", false);
  }
#else
  const auto r = run_kakuro("generate --rows 6 --cols 7 --verify");
  CHECK(r.code == 2);
  CHECK(has(r.err, "sat"));
  CHECK(has(r.err, "not built in"));
#endif
  const auto bad = run_kakuro("generate --rows 6 --cols 6 -b nosuch");
  CHECK(bad.code == 2);
  CHECK(has(bad.err, "unknown backend 'nosuch'"));
}

TEST_CASE("generate: a limit reached is exit 3, the puzzles reached are still written", "[cli][generate]") {
  auto r = run_kakuro("generate --rows 5 --cols 5 --difficulty extreme --max-tries 1");
  CHECK(r.code == 3);
  CHECK(r.out.empty());
  CHECK(has(r.err, "gen-5x5-seed-1-0: not generated"));
  CHECK(has(r.err, "(--max-tries)"));
  r = run_kakuro("generate --rows 9 --cols 9 --timeout 0.000001");
  CHECK(r.code == 3);
  CHECK(has(r.err, "not generated"));
  // Some levels within one try, some not: every puzzle is either written or reported.
  r = run_kakuro("generate --rows 6 --cols 6 --count 6 --difficulty medium --max-tries 1");
  const auto recs = json_lines(r.out);
  std::size_t missing = 0;
  for (std::size_t at = 0; (at = r.err.find(": not generated", at)) != std::string::npos; ++at) ++missing;
  CHECK(recs.size() + missing == 6);
  CHECK(r.code == (missing ? 3 : 0));
  for (const json& rec : recs) CHECK(rec.at("meta").at("rating").at("level") == "medium");
}

TEST_CASE("generate: bad options are usage errors (exit 2) with a clear message", "[cli][generate]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--rows 2 --cols 5", "--rows: 2 is too small"},
      {"--rows 5 --cols 0", "--cols: 0 is too small"},
      {"--rows 1001 --cols 5", "larger than the limit 1000 (--max-size)"},
      {"--rows 20 --cols 20 --max-size 10", "--rows: 20 is larger than the limit 10"},
      {"--cols 5", "--rows is required"},
      {"--rows 5 --cols 5 --difficulty impossible", "unknown level 'impossible'"},
      {"--rows 5 --cols 5 --symmetry diagonal", "unknown symmetry 'diagonal'"},
      {"--rows 5 --cols 5 --density 0", "outside (0, 1]"},
      {"--rows 5 --cols 5 --density 1.5", "outside (0, 1]"},
      {"--rows 5 --cols 5 --density -0.2", "outside (0, 1]"},
      {"--rows 5 --cols 5 --density lots", "lots"},
      {"--rows 5 --cols 5 --count 0", "--count"},
      {"--rows 5 --cols 5 --max-tries 0", "--max-tries"},
      {"--rows 5 --cols 5 --timeout -1", "negative"},
      {"--rows 5 --cols 5 -j -2", "negative"},
      {"--rows 5 --cols 5 --to bogus", "bogus"},
      {"--rows 5 --cols 5 --json --to grid", "excludes"},
      // A shape with no layout at all: the middle columns of a mirrored 15x5 cannot be cut.
      {"--rows 15 --cols 5 --symmetry mirror", "no layout of this size and symmetry"},
  };
  for (const auto& [args, message] : cases) {
    INFO("kakuro generate " << args);
    const auto r = run_kakuro("generate " + args);
    CHECK(r.code == 2);
    CHECK(has(r.err, message));
    CHECK(r.out.empty());
  }
  const auto help = run_kakuro("generate --help");
  CHECK(help.code == 0);
  CHECK(has(help.out, "--difficulty"));
}
