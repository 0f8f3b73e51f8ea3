// report_line() and count_line() against the documents they stand for:
// json_line(report_json(...)) and json_line(count_json(...)) must give the same bytes, over real solves
// (every tests/data puzzle file and the corpus) and over reports made up to reach every branch (strings to
// escape, reasons, extras, verdicts).
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <limits>

#include "kakuro/backends.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"
#include "test_paths.hpp"
#include "views/report.hpp"

using namespace kakuro;

namespace {

std::string by_document(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep) {
  return views::json_line(views::report_json(rec, backend, rep));
}

// Solves every record of `path` (up to two solutions, 5 s each) and compares the lines.
int compare_file(const std::string& path) {
  const ParseResult parsed = read_puzzles(path);
  const BackendInfo* native = registered_backends().find("native");
  REQUIRE(native != nullptr);
  int compared = 0;
  for (const PuzzleRecord& rec : parsed.records) {
    if (!rec.puzzle) continue;
    SolveRequest req;
    req.max_solutions = 2;
    req.limits.timeout_s = 5;
    const SolveReport rep = solve_with(*rec.puzzle, *native, req);
    INFO(path << ": " << rec.id);
    REQUIRE(views::report_line(rec, native->name, rep) == by_document(rec, native->name, rep));
    for (const std::uint64_t limit : {1, 2, 3})  // count's status: below the limit is "timeout"
      REQUIRE(views::count_line(rec, native->name, rep, limit) ==
              views::json_line(views::count_json(rec, native->name, rep, limit)));
    ++compared;
  }
  return compared;
}

}  // namespace

TEST_CASE(
    "report_line and count_line give the documents' bytes on every puzzle file of tests/data and the "
    "corpus") {
  int compared = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(test::data_dir())) {
    if (!entry.is_regular_file() || entry.path().extension() == ".md") continue;
    if (entry.path().string().find("fuzz") != std::string::npos) continue;  // not puzzles
    compared += compare_file(entry.path().string());
  }
  for (const std::string& f : test::corpus_files()) compared += compare_file(f);
  CHECK(compared > 100);
}

TEST_CASE("report_line and count_line give the documents' bytes on made-up reports") {
  const ParseResult parsed = read_puzzles(test::data_file("repair/two_solutions.jsonl"));
  REQUIRE(!parsed.records.empty());
  REQUIRE(parsed.records.front().puzzle);
  PuzzleRecord rec = parsed.records.front();
  const BackendInfo* native = registered_backends().find("native");
  REQUIRE(native != nullptr);
  SolveRequest req;
  req.max_solutions = 2;
  const SolveReport solved = solve_with(*rec.puzzle, *native, req);
  REQUIRE(solved.solutions.size() == 2);  // so that differing_cells is not empty

  const std::vector<std::string> strings = {"",
                                            "plain id",
                                            "quote \" and back\\slash",
                                            "tab\tnew\nline\r\b\f",
                                            std::string("nul\0x", 5),
                                            "\x1f",
                                            "caf\xc3\xa9 \xe2\x9c\x93",
                                            "bad \xff\xfe utf-8 \xc3",
                                            "del \x7f",
                                            "{\"json\":[1]}"};
  const std::vector<Outcome> outcomes = {Outcome::Solved, Outcome::NoSolution, Outcome::Limit,
                                         Outcome::CheckFailed, Outcome::Failed};
  int compared = 0;
  for (const std::string& s : strings)
    for (const Outcome o : outcomes)
      for (const int unique : {-1, 0, 1}) {
        SolveReport rep = solved;
        rep.outcome = o;
        rep.unique = unique < 0 ? std::nullopt : std::optional<bool>(unique == 1);
        rep.reason = s;
        rep.seconds = 1.0 / (3 + compared);  // doubles of every shape the dump writes
        rep.stats.nodes = std::uint64_t(compared) * 1'000'000'007ull;
        rep.stats.extra = {{"parts", 2}, {"nodes", 0.5}, {s, -1e-7}};  // "nodes" replaces the count
        if (compared % 5 == 3)
          rep.seconds = compared % 2 ? std::numeric_limits<double>::infinity() : std::nan("");
        rep.pre.cells_fixed = compared % 2 ? -3 : 5;  // an int, of either sign
        if (compared % 7 == 4) rep.solutions[0].digits[0] = Digit(compared % 2 ? 12 : 255);  // not a digit
        if (compared % 3 == 1) rep.solutions.resize(1);
        if (compared % 3 == 2) rep.solutions.clear();
        PuzzleRecord r = rec;
        r.id = s;
        r.file = "dir/" + s;
        INFO("case " << compared);
        REQUIRE(views::report_line(r, s.empty() ? "native" : s, rep) ==
                by_document(r, s.empty() ? "native" : s, rep));
        rep.exhausted = compared % 2 == 0;
        const std::uint64_t limit = compared % 4 == 0 ? 1 : 1'000'000;
        REQUIRE(views::count_line(r, s.empty() ? "native" : s, rep, limit) ==
                views::json_line(views::count_json(r, s.empty() ? "native" : s, rep, limit)));
        ++compared;
      }
  CHECK(compared == 150);
}
