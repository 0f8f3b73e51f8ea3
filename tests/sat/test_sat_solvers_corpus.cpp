// The corpus through the SAT backend with every SAT solver this machine can run (see
// solver_cases.hpp): each answer passes the checker (in solve_with and again here), and
// each uniqueness verdict equals the native backend's, CryptoMiniSat's and the record's.
// tests/data's sample always; ../shared/puzzles when present (the external solver, one
// process per solve, on every 10th record of it).
#include <catch2/catch.hpp>

#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"
#include "sat/sat_backend.hpp"
#include "solver_cases.hpp"
#include "test_paths.hpp"

using namespace kakuro;

namespace {

struct Verdict {
  std::string text;  // "unique", "multiple", "none", or what went wrong
  std::vector<Solution> solutions;
};

Verdict verdict(const Puzzle& p, const BackendInfo& backend, const SolverOptions& options) {
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = 60;  // generous: the slowest corpus puzzle takes a few seconds
  req.options = options;
  const SolveReport rep = solve_with(p, backend, req);
  Verdict v{"", rep.solutions};
  for (const Solution& s : rep.solutions)
    if (!is_solution(p, s)) return {"wrong: fails the checker", {}};
  if (is_failure(rep.outcome)) v.text = "wrong: " + rep.reason;
  if (rep.outcome == Outcome::Limit) v.text = "limit: " + rep.reason;
  if (rep.outcome == Outcome::NoSolution) v.text = "none";
  if (rep.outcome == Outcome::Solved) v.text = rep.unique == true ? "unique" : "multiple";
  if (rep.outcome == Outcome::Solved && !rep.unique) v.text = "unknown uniqueness";
  return v;
}

bool is_external(const sat_test::SolverCase& c) {
  return c.options.backend_options.at("sat-solver") == "external";
}

}  // namespace

TEST_CASE("sat solvers: corpus verdicts equal the native backend's and CryptoMiniSat's",
          "[sat][solvers][corpus]") {
  std::vector<std::string> skipped;
  const std::vector<sat_test::SolverCase> cases = sat_test::solver_cases(skipped);
  for (const std::string& s : skipped) WARN(s);
  const BackendInfo* native = registered_backends().find("native");
  REQUIRE(native);
  const BackendInfo sat = sat_backend_info();
  const bool shared = test::shared_puzzles_dir().has_value();
  std::map<std::string, int> compared;
  for (const std::string& file : test::corpus_files()) {
    const ParseResult pr = read_puzzles(file);
    REQUIRE(pr.diags.error_count() == 0);
    int index = 0;
    for (const PuzzleRecord& rec : pr.records) {
      INFO(file << " " << rec.id);
      REQUIRE(rec.puzzle);
      const Puzzle& p = *rec.puzzle;
      const bool every_solver = !shared || index++ % 10 == 0;
      const Verdict reference = verdict(p, *native, {});
      REQUIRE(reference.text.find(':') == std::string::npos);
      if (rec.uniqueness == "unique" || rec.uniqueness == "multiple" || rec.uniqueness == "none")
        CHECK(reference.text == rec.uniqueness);
      for (const sat_test::SolverCase& c : cases) {
        if (is_external(c) && !every_solver) continue;
        INFO("solver " << c.label);
        const Verdict v = verdict(p, sat, c.options);
        CHECK(v.text == reference.text);
        if (v.text == "unique") CHECK(v.solutions == reference.solutions);  // one solution: the same one
        ++compared[c.label];
      }
    }
  }
  // Nothing passes on nothing: every solver saw the whole sample (44 records) at least.
  for (const sat_test::SolverCase& c : cases) {
    INFO("solver " << c.label);
    CHECK(compared[c.label] >= 44);
  }
}
