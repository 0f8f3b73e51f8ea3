// kakuro repair through the built binary: exit codes, the text and --json reports, every
// input format, --apply with -o (the repaired file proved unique again by the other
// backend), and input errors that leave the output file alone.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "build_options.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::run_kakuro;

namespace {

std::string data(const std::string& name) { return kakuro::test::data_dir() + "/repair/" + name; }

std::string scratch(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / "kakuro_repair_tests";
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}

void write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

}  // namespace

TEST_CASE("repair: exit 0 and nothing changed for a unique puzzle", "[repair][cli]") {
  const auto r = run_kakuro("repair " + data("unique.kakuro"));
  CHECK(r.code == 0);
  CHECK(r.out == "unique: nothing to repair\n");
  const auto j = run_kakuro("repair --json " + data("unique.kakuro"));
  CHECK(j.code == 0);
  const auto doc = nlohmann::json::parse(j.out);
  CHECK(doc["status"] == "unique");
  CHECK(!doc.contains("clue_changes"));
  CHECK(!doc.contains("puzzle"));
}

TEST_CASE("repair: every input format, the text report", "[repair][cli]") {
  int formats = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kakuro::test::data_dir() + "/repair")) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("two_solutions.", 0) != 0) continue;
    INFO(name);
    ++formats;
    const auto r = run_kakuro("repair " + entry.path().string());
    CHECK(r.code == 1);
    CHECK(r.out.find("not unique: two solutions differ at (1,1) (1,2) (2,1) (2,2)\n") == 0);
    CHECK(r.out.find("clue changes (2 clues, the layout kept; proved unique by native):\n") !=
          std::string::npos);
    CHECK(r.out.find("or givens (1 digit, the clues kept; proved unique by native):\n") != std::string::npos);
  }
  CHECK(formats >= 10);  // grid, lines, hv, csp, csp-json, xcsp, jsonl, puzzlink, pzprv3, kanpen
}

TEST_CASE("repair --json: the documented fields", "[repair][cli]") {
  const auto r = run_kakuro("repair --json " + data("two_solutions.kakuro"));
  REQUIRE(r.code == 1);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["status"] == "not-unique");
  CHECK(j["command"] == "repair");
  CHECK(!j.contains("conflict"));
  REQUIRE(j["clue_changes"].size() == 2);
  for (const auto& c : j["clue_changes"]) {
    CHECK(c["clue"].size() == 2);
    CHECK((c["dir"] == "across" || c["dir"] == "down"));
    CHECK(c["from"] == 3);
    CHECK(c["to"] != 3);
  }
  // One clue change alone breaks the equal across and down totals: two are the least.
  CHECK(j["clue_changes_at_least"] == 2);
  REQUIRE(j["givens"].size() == 1);
  CHECK(j["givens"][0].size() == 3);
  CHECK(j["puzzle"]["meta"]["uniqueness"] == "unique");
  CHECK(j["proved_by"]["clue_changes"] == "native");
  // The record is a corpus record: kakuro reads it, and another backend proves it unique.
  const std::string record = scratch("record.jsonl");
  write(record, j["puzzle"].dump() + "\n");
#if KAKURO_WITH_SAT
  CHECK(run_kakuro("unique --backend sat " + record).code == 0);
#endif
  CHECK(run_kakuro("validate " + record).code == 0);  // its stored solution checked too
}

TEST_CASE("repair --json --max-changes 2: no two clue changes make it unique, at least 3", "[repair][cli]") {
  // kakuroapp-generated-medium: every puzzle with two clues changed is proved not unique.
  const auto r = run_kakuro("repair --json --max-changes 2 " + data("corpus_nonunique.jsonl"));
  bool seen = false;
  for (const auto& j : kakuro::test::json_lines(r.out)) {
    if (j["id"] != "kakuroapp-generated-medium") continue;
    seen = true;
    CHECK(j["status"] == "not-unique");
    CHECK(j["clue_changes"].is_null());
    CHECK(j["clue_changes_at_least"] == 3);
    CHECK(j["notes"].dump().find("no two clue changes make it unique") != std::string::npos);
  }
  CHECK(seen);
}

TEST_CASE("repair: no solution, the conflict and clue changes", "[repair][cli]") {
  for (const std::string file : {"sum_44_in_9.kakuro", "sum_44_in_9.hv.txt", "sum_44_in_9.jsonl",
                                 "sum_44_in_9.lines.txt", "sum_44_in_9.csp.txt", "sum_44_in_9.xcsp.json"}) {
    INFO(file);
    const auto r = run_kakuro("repair --json " + kakuro::test::data_dir() + "/unsolvable/" + file);
    CHECK(r.code == 1);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["status"] == "no-solution");
    CHECK(j["conflict"] == nlohmann::json::parse(R"([{"clue": [1, 0], "dir": "across", "sum": 44}])"));
    CHECK(j["conflict_minimal"] == true);
    CHECK(j["correction"] == nlohmann::json::parse(R"([{"clue": [1, 0], "dir": "across", "sum": 44}])"));
    CHECK(j["correction_fewest"] == true);
    // The time to the conflict and correction: part of the whole.
    CHECK(j["correction_seconds"].get<double>() > 0);
    CHECK(j["correction_seconds"].get<double>() <= j["seconds"].get<double>());
    CHECK(j["clue_changes"] ==
          nlohmann::json::parse(R"([{"clue": [1, 0], "dir": "across", "from": 44, "to": 45}])"));
    CHECK(!j.contains("givens"));
  }
  const auto t = run_kakuro("repair " + data("totals.kakuro"));
  CHECK(t.code == 1);
  CHECK(t.out.find("conflict: 3 sums that cannot hold together (without any one of them the rest can)\n"
                   "  across clue at (1,0): 3\n  across clue at (2,0): 3\n  down clue at (0,2): 4\n") !=
        std::string::npos);
  CHECK(t.out.find("solvable with 1 sum changed (no fewer will do): ") != std::string::npos);
  const auto g = run_kakuro("repair " + data("givens_clash.grid"));
  CHECK(g.code == 1);
  CHECK(g.out.find("conflict: the givens alone clash") != std::string::npos);
}

TEST_CASE("repair --cores: both backends give the same minimal conflict here", "[repair][cli]") {
  const auto n = run_kakuro("repair --json --cores native " + data("totals.kakuro"));
  CHECK(n.code == 1);
  const auto jn = nlohmann::json::parse(n.out);
  CHECK(jn["conflict"].size() == 3);
  CHECK(jn["correction_fewest"] == true);
  CHECK(jn["correction"].size() == 1);
#if KAKURO_WITH_SAT
  const auto s = run_kakuro("repair --json --cores sat " + data("totals.kakuro"));
  CHECK(s.code == 1);
  const auto js = nlohmann::json::parse(s.out);
  CHECK(js["conflict"] == jn["conflict"]);
  CHECK(js["correction"].size() == 1);
#else
  const auto s = run_kakuro("repair --cores sat " + data("totals.kakuro"));
  CHECK(s.code == 2);  // --cores takes the built-in backends that can leave run sums out
  CHECK(s.err.find("--cores: unknown backend 'sat' (one of: native)") != std::string::npos);
#endif
  CHECK(run_kakuro("repair --cores nope " + data("totals.kakuro")).code == 2);
}

TEST_CASE("repair --apply -o: the repaired puzzles, proved unique again", "[repair][cli]") {
  const std::string out = scratch("repaired.jsonl");
  std::filesystem::remove(out);
  const auto r = run_kakuro("repair --apply -o " + out + " " + data("corpus_nonunique.jsonl"));
  CHECK(r.code == 1);
  CHECK(r.out.empty());
  CHECK(r.err.find("clue changes") != std::string::npos);
  const auto u = run_kakuro("unique " + out);
  CHECK(u.code == 0);
  CHECK(u.err.find("6 puzzles: 6 unique") != std::string::npos);
#if KAKURO_WITH_SAT
  CHECK(run_kakuro("unique --backend sat " + out).err.find("6 puzzles: 6 unique") != std::string::npos);
#endif
  // The same with givens, into one file per puzzle in the grid format.
  const std::string dir = scratch("repaired_grids/");
  std::filesystem::remove_all(dir);
  const auto g =
      run_kakuro("repair --apply-givens --to grid -o " + dir + " " + data("corpus_nonunique.jsonl"));
  CHECK(g.code == 1);
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    ++files;
    INFO(entry.path());
    const auto u = run_kakuro("unique " + entry.path().string());
    // kakuroapp-unsolved-no-sol has no solution: givens cannot help, it is written unchanged.
    CHECK(u.code == (entry.path().filename().string().find("no-sol") != std::string::npos ? 1 : 0));
  }
  CHECK(files == 6);
  // A unique puzzle comes out as it went in.
  const auto same = run_kakuro("repair --apply --to grid " + data("unique.kakuro"));
  CHECK(same.code == 0);
  CHECK(same.out == run_kakuro("convert --to grid " + data("unique.kakuro")).out);
}

TEST_CASE("repair: input errors and usage errors, exit 2, the output left alone", "[repair][cli]") {
  const std::string out = scratch("kept.jsonl");
  write(out, "old\n");
  const auto r = run_kakuro("repair --apply -o " + out + " " + kakuro::test::data_dir() +
                            "/cli/malformed.kakuro " + data("two_solutions.kakuro"));
  CHECK(r.code == 2);
  CHECK(r.err.find("malformed.kakuro:2:10: error: cell (1,2): unknown token") != std::string::npos);
  CHECK(r.err.find("not written: the input has errors") != std::string::npos);
  CHECK(kakuro::test::read_file(out) == "old\n");
  CHECK(run_kakuro("repair --apply --json " + data("two_solutions.kakuro")).code == 2);
  CHECK(run_kakuro("repair --apply --apply-givens " + data("two_solutions.kakuro")).code == 2);
  CHECK(run_kakuro("repair --max-changes 0 " + data("two_solutions.kakuro")).code == 2);
  CHECK(run_kakuro("repair --backend nope " + data("two_solutions.kakuro")).code == 2);
  // Several puzzles into one grid: the grid format holds one.
  CHECK(run_kakuro("repair --apply --to grid " + data("corpus_nonunique.jsonl")).code == 2);
}

TEST_CASE("repair: exit 3 when the time runs out", "[repair][cli]") {
  const auto r = run_kakuro("repair --timeout 0.000000001 " + data("two_solutions.kakuro"));
  CHECK(r.code == 3);
  const auto j = run_kakuro("repair --json --timeout 0.000000001 " + data("two_solutions.kakuro"));
  CHECK(j.code == 3);
  CHECK(nlohmann::json::parse(j.out)["status"] == "timeout");
}
