// Every corpus puzzle through the native backend: the answer passes the checker, and the
// uniqueness verdict (solve, block, solve) matches the record's. Runs on tests/data always
// and on ../shared/puzzles when it is there.
#include <catch2/catch.hpp>

#include "kakuro/formats.hpp"
#include "solve_helpers.hpp"
#include "test_paths.hpp"

using namespace kakuro;

namespace {

// Generous: the slowest corpus puzzle takes well under a second in a release build.
constexpr double kPerPuzzleSeconds = 30;

std::string verdict(const Puzzle& p, const PuzzleRecord& rec, const SolverOptions& o = {},
                    double seconds = kPerPuzzleSeconds) {
  PreprocessResult pre = preprocess(p);
  if (pre.infeasible) return "none";
  auto b = native_backend_info().create(p, pre.domains, o);
  Limits l;
  l.timeout_s = seconds;
  SolveResult first = b->solve(l);
  if (first.status == SolveStatus::Limit) return "limit: " + first.reason;
  if (first.status == SolveStatus::NoSolution) return "none";
  const auto violations = check_solution(p, first.solution);
  if (!violations.empty()) return "wrong: " + violations.front().message;
  b->block(first.solution);
  SolveResult second = b->solve(l);
  if (second.status == SolveStatus::Limit) return "limit: " + second.reason;
  if (second.status == SolveStatus::NoSolution) {
    // A unique puzzle's stored solution must be the one found.
    if (rec.solution && rec.uniqueness == "unique" && *rec.solution != first.solution)
      return "other solution";
    return "unique";
  }
  if (!is_solution(p, second.solution) || second.solution == first.solution) return "wrong second solution";
  return "multiple";
}

struct Tally {
  int records = 0;   // records run
  int verdicts = 0;  // of them, with a known meta.uniqueness compared
};

Tally check_file(const std::string& path) {
  const ParseResult pr = read_puzzles(path);
  INFO(path);
  REQUIRE(pr.diags.error_count() == 0);
  Tally t;
  for (const PuzzleRecord& rec : pr.records) {
    INFO(rec.id);
    REQUIRE(rec.puzzle);  // a corpus record that does not parse is a failure, not a skip
    const std::string got = verdict(*rec.puzzle, rec);
    ++t.records;
    if (rec.uniqueness == "unique" || rec.uniqueness == "multiple" || rec.uniqueness == "none") {
      CHECK(got == rec.uniqueness);
      ++t.verdicts;
    } else {
      CHECK(got.rfind("wrong", 0) != 0);
      CHECK(got.rfind("limit", 0) != 0);
    }
  }
  return t;
}

}  // namespace

TEST_CASE("the bundled corpus sample", "[native][corpus]") {
  const Tally t = check_file(test::corpus_sample());
  CHECK(t.records == 44);
  CHECK(t.verdicts == t.records);  // every sample record states its uniqueness
}

TEST_CASE("every inference level and order agrees on the bundled sample", "[native][corpus]") {
  const ParseResult pr = read_puzzles(test::corpus_sample());
  REQUIRE(pr.diags.error_count() == 0);
  int compared = 0, runs = 0;
  for (const PuzzleRecord& rec : pr.records) {
    REQUIRE(rec.puzzle);
    const std::string expected = verdict(*rec.puzzle, rec);
    for (const char* inf : {"fc", "ac3", "mac", "gac"})
      for (const std::string vo : {"input", "mrv", "domwdeg"}) {
        SolverOptions o = test::native_options({{"inference", inf}, {"var-order", vo}});
        set_split_components(o, vo != "mrv");
        const std::string got = verdict(*rec.puzzle, rec, o, 2.0);
        INFO(rec.id << " " << inf << "/" << vo);
        ++runs;
        if (got.rfind("limit", 0) == 0) continue;  // a weak configuration may run out of time
        CHECK(got == expected);
        ++compared;
      }
  }
  REQUIRE(runs == 44 * 12);
  CHECK(compared >= runs * 9 / 10);  // a limit is the exception, not the way to pass
}

// The whole corpus when ../shared/puzzles is there (as in CI), the committed sample when not;
// and the hard inputs of tests/data/hard (plus ../shared/regressions when there).
TEST_CASE("the corpus and the hard regressions", "[native][corpus][shared]") {
  Tally all;
  for (const std::string& path : test::corpus_files()) {
    const Tally t = check_file(path);
    all.records += t.records;
    all.verdicts += t.verdicts;
  }
  if (test::shared_puzzles_dir()) {
    CHECK(all.records == 1301);
    CHECK(all.verdicts >= 1300);
  } else {
    CHECK(all.records == 44);
  }
  int regressions = 0;
  for (const std::string& path : test::regression_files()) {
    const Tally t = check_file(path);
    CHECK(t.verdicts == t.records);
    regressions += t.records;
  }
  CHECK(regressions >= 2);
}
