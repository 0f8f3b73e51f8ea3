// Every puzzle of the corpus sample (tests/data/corpus_sample.jsonl) through every
// available backend: every answer passes the checker (inside solve_with), the verdicts and
// unique solutions agree, and agree with the record's meta.uniqueness and solution.
#include <catch2/catch.hpp>

#include "build_options.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"
#include "test_paths.hpp"

using namespace kakuro;

#if KAKURO_WITH_SAT  // compares the backends: needs the SAT one, not built with -DKAKURO_WITH_SAT=OFF
namespace {

std::string verdict(const SolveReport& r) {
  if (r.outcome == Outcome::NoSolution) return "none";
  if (is_failure(r.outcome)) return to_string(r.outcome) + ": " + r.reason;
  if (!r.unique) return "unknown: " + r.reason;
  return *r.unique ? "unique" : "multiple";
}

}  // namespace

TEST_CASE("the corpus sample through every backend", "[differential][corpus]") {
  const ParseResult res = read_puzzles(kakuro::test::data_dir() + "/corpus_sample.jsonl");
  REQUIRE(res.ok());
  REQUIRE(res.records.size() >= 40);
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = 60;
  int compared = 0;
  for (const PuzzleRecord& rec : res.records) {
    INFO(rec.id);
    std::string first;
    Solution first_solution;
    for (const BackendInfo& b : registered_backends().all()) {
      if (!b.available) continue;
      INFO(b.name);
      const SolveReport rep = solve_with(*rec.puzzle, b, req);
      const std::string v = verdict(rep);
      REQUIRE((v == "none" || v == "unique" || v == "multiple"));
      if (rec.uniqueness == "unique" || rec.uniqueness == "multiple" || rec.uniqueness == "none")
        CHECK(v == rec.uniqueness);
      if (v == "unique" && rec.solution && is_solution(*rec.puzzle, *rec.solution))
        CHECK(rep.solutions[0] == *rec.solution);
      if (first.empty()) {
        first = v;
        if (v == "unique") first_solution = rep.solutions[0];
      } else {
        CHECK(v == first);
        if (v == "unique") CHECK(rep.solutions[0] == first_solution);
        ++compared;
      }
    }
  }
  // Every record compared with the first backend by each other one (the portfolio too).
  int others = -1;
  for (const BackendInfo& b : registered_backends().all()) others += b.available;
  CHECK(compared == others * int(res.records.size()));
}
#endif
