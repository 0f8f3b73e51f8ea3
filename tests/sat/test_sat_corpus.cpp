// Every corpus puzzle through the SAT backend: the answer passes the checker and the
// uniqueness verdict (solve, block, solve) matches the record's, with each encoding, so the
// encodings agree. tests/data always; ../shared/puzzles when it is there (the committed
// sample again when not: a corpus test never passes on nothing).
#include <catch2/catch.hpp>

#include "differential/scale.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/formats.hpp"
#include "sat/sat_backend.hpp"
#include "test_paths.hpp"

using namespace kakuro;

namespace {

// Generous: the slowest corpus puzzle takes a few seconds at most in a release build.
constexpr double kPerSolveSeconds = 60;

std::string verdict(const PuzzleRecord& rec, const std::string& encoding) {
  const Puzzle& p = *rec.puzzle;
  const PreprocessResult pre = preprocess(p);
  if (pre.infeasible) return "none";
  SolverOptions o;
  o.backend_options["encoding"] = encoding;
  auto b = make_sat_backend(p, pre.domains, o);
  Limits l;
  l.timeout_s = kPerSolveSeconds;
  const SolveResult first = b->solve(l);
  if (first.status == SolveStatus::Limit) return "limit: " + first.reason;
  if (first.status == SolveStatus::NoSolution) return "none";
  if (const auto v = check_solution(p, first.solution); !v.empty()) return "wrong: " + v.front().message;
  b->block(first.solution);
  const SolveResult second = b->solve(l);
  if (second.status == SolveStatus::Limit) return "limit: " + second.reason;
  if (second.status == SolveStatus::NoSolution) {
    if (rec.solution && rec.uniqueness == "unique" && *rec.solution != first.solution)
      return "wrong: other solution";
    return "unique";
  }
  if (!is_solution(p, second.solution) || second.solution == first.solution) return "wrong: second solution";
  return "multiple";
}

// Every record with the first encoding; the others on every `stride`-th record.
int check_file(const std::string& path, const std::vector<std::string>& encodings, int stride = 1) {
  const ParseResult pr = read_puzzles(path);
  INFO(path);
  REQUIRE(pr.diags.error_count() == 0);
  int checked = 0, index = 0;
  for (const PuzzleRecord& rec : pr.records) {
    INFO(rec.id);
    REQUIRE(rec.puzzle);  // a corpus record that does not parse is a failure, not a skip
    const bool all = index++ % stride == 0;
    for (const std::string& e : encodings) {
      if (e != encodings.front() && !all) continue;
      INFO(path << " " << rec.id << " encoding " << e);
      const std::string got = verdict(rec, e);
      CHECK(got.rfind("wrong", 0) != 0);
      CHECK(got.rfind("limit", 0) != 0);
      if (rec.uniqueness == "unique" || rec.uniqueness == "multiple" || rec.uniqueness == "none") {
        CHECK(got == rec.uniqueness);
        ++checked;
      }
    }
  }
  return checked;
}

}  // namespace

TEST_CASE("sat corpus: tests/data sample, every encoding", "[sat][corpus]") {
  // Every sample record states its uniqueness: 44 verdicts per encoding.
  CHECK(check_file(test::corpus_sample(), sat_encodings()) == 44 * int(sat_encodings().size()));
}

// Under sanitizers (about five times slower) mdd sees every fifth puzzle.
TEST_CASE("sat corpus: the whole corpus (else the sample), selector and mdd", "[sat][corpus][shared]") {
  const bool shared = test::shared_puzzles_dir().has_value();
  int checked = 0;
  for (const std::string& f : test::corpus_files())
    checked += check_file(f, {"selector", "mdd"}, shared && test::sanitized() ? 5 : 1);
  if (shared)
    CHECK(checked > 1000);
  else
    CHECK(checked == 2 * 44);
}
