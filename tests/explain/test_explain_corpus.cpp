// Every corpus puzzle explained, and every step of every explanation re-checked by the
// independent brute-force checker (explanation_check.hpp); the outcome must match the
// record's uniqueness. Runs on the whole ../shared/puzzles corpus when it is there (as in
// CI), on the committed sample otherwise.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <map>
#include <utility>

#include "explanation_check.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/formats.hpp"
#include "step_check.hpp"
#include "test_paths.hpp"

using namespace kakuro;
using explain::ExplainStatus;
using explain::Technique;

namespace {

// Generous: the slowest corpus puzzle (marcelgarus-huge, 101x31) is explained in about
// 1.3 s in a release build, a few times that under the sanitizers.
constexpr double kPerPuzzleSeconds = 60;

struct Tally {
  int records = 0;
  int decided = 0;                // Solved, NotUnique or NoSolution
  int solved = 0;                 // status Solved
  int without_contradiction = 0;  // decided with no Contradiction step
  int contradictions = 0;         // top-level Contradiction steps
  int contradictions_tried = 0;   // of them, re-checked assuming the right digit
  long steps = 0;                 // top-level steps
  double explain_seconds = 0, check_seconds = 0;
  test::CheckStats check;
};

bool uses_contradiction(const explain::Explanation& e) {
  for (const explain::Step& s : e.steps)
    if (s.technique == Technique::Contradiction) return true;
  return false;
}

void check_record(const PuzzleRecord& rec, Tally& t) {
  INFO(rec.id);
  REQUIRE(rec.puzzle);  // a corpus record that does not parse is a failure, not a skip
  const Puzzle& p = *rec.puzzle;
  explain::ExplainOptions opts;
  opts.timeout_s = kPerPuzzleSeconds;
  const auto t0 = std::chrono::steady_clock::now();
  const explain::Explanation e = explain::explain(p, opts);
  const auto t1 = std::chrono::steady_clock::now();
  const std::string problem = test::check_explanation(p, e, {}, &t.check);
  const auto t2 = std::chrono::steady_clock::now();
  t.explain_seconds += std::chrono::duration<double>(t1 - t0).count();
  t.check_seconds += std::chrono::duration<double>(t2 - t1).count();
  ++t.records;
  t.steps += static_cast<long>(e.steps.size());
  t.contradictions += e.counts[std::size_t(Technique::Contradiction)];
  INFO("status " << explain::to_string(e.status) << ", " << e.steps.size() << " steps, " << e.reason);
  CHECK(problem == "");
  CHECK(e.start == test::starting_candidates(p));  // explain() starts from the givens alone
  std::array<int, explain::kTechniqueCount> counts{};
  for (const explain::Step& s : e.steps) ++counts[std::size_t(s.technique)];
  CHECK(counts == e.counts);
  // A second line, independent of the brute force: a sound step never removes a digit of
  // the record's solution (chains aside: they work under an assumption).
  if (rec.solution && rec.uniqueness == "unique") {
    explain::Candidates cand = e.start;
    for (std::size_t i = 0; i < e.steps.size(); ++i) {
      const explain::Step& s = e.steps[i];
      INFO("step " << i);
      for (const explain::CellDigit& x : s.eliminate)
        if (x.var >= 0 && x.var < p.num_vars()) CHECK(rec.solution->digits[std::size_t(x.var)] != x.digit);
      // The same chain from the right digit must not pass: no conflict follows from the truth.
      if (s.technique == Technique::Contradiction && s.assumption) {
        ++t.contradictions_tried;
        explain::Step truth = s;
        truth.assumption->digit = rec.solution->digits[std::size_t(s.assumption->var)];
        truth.eliminate = {*truth.assumption};
        explain::Candidates after = cand;
        truth.place = test::apply_eliminations(truth, after);
        CHECK(test::check_step(p, cand, truth) != "");
      }
      test::apply_eliminations(s, cand);
    }
  }

  const bool decided = e.status == ExplainStatus::Solved || e.status == ExplainStatus::NotUnique ||
                       e.status == ExplainStatus::NoSolution;
  t.decided += decided;
  t.solved += e.status == ExplainStatus::Solved;
  t.without_contradiction += decided && !uses_contradiction(e);
  if (rec.uniqueness == "unique") {
    REQUIRE(e.status == ExplainStatus::Solved);
    REQUIRE(e.solution);
    if (rec.solution) CHECK(*e.solution == *rec.solution);
  } else if (rec.uniqueness == "multiple") {
    CHECK(e.status == ExplainStatus::NotUnique);  // check_explanation checked the witnesses
  } else if (rec.uniqueness == "none") {
    CHECK(e.status == ExplainStatus::NoSolution);
  } else {
    // Unknown uniqueness: the engine must still decide it (check_explanation checked the
    // two witnesses of a not-unique, and a solution against the checker).
    CHECK(decided);
    if (e.status == ExplainStatus::Solved && rec.solution) CHECK(*e.solution == *rec.solution);
  }
}

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

void report(const std::string& name, const Tally& t) {
  std::printf(
      "%-28s %5d puzzles %5d decided %5d without contradiction %7ld steps (%llu checked, %llu contradictions)"
      "  explain %5.2f s  check %5.2f s  (%llu searches, %llu nodes, at most %llu nodes and %llu cells)\n",
      name.c_str(), t.records, t.decided, t.without_contradiction, t.steps,
      static_cast<unsigned long long>(t.check.steps), static_cast<unsigned long long>(t.check.contradictions),
      t.explain_seconds, t.check_seconds, static_cast<unsigned long long>(t.check.searches),
      static_cast<unsigned long long>(t.check.nodes), static_cast<unsigned long long>(t.check.max_nodes),
      static_cast<unsigned long long>(t.check.max_variables));
}

}  // namespace

TEST_CASE("every corpus explanation passes the independent checker", "[explain][corpus][shared]") {
  std::map<std::string, Tally> by_file;
  Tally all;
  for (const std::string& path : test::corpus_files()) {
    const ParseResult pr = read_puzzles(path);
    INFO(path);
    REQUIRE(pr.diags.error_count() == 0);
    Tally& t = by_file[base_name(path)];
    for (const PuzzleRecord& rec : pr.records) check_record(rec, t);
    report(base_name(path), t);
    all.records += t.records;
    all.decided += t.decided;
    all.solved += t.solved;
    all.without_contradiction += t.without_contradiction;
    all.contradictions += t.contradictions;
    all.contradictions_tried += t.contradictions_tried;
    all.steps += t.steps;
    all.explain_seconds += t.explain_seconds;
    all.check_seconds += t.check_seconds;
    all.check.searches += t.check.searches;
    all.check.nodes += t.check.nodes;
    all.check.steps += t.check.steps;
    all.check.contradictions += t.check.contradictions;
    all.check.max_nodes = std::max(all.check.max_nodes, t.check.max_nodes);
    all.check.max_variables = std::max(all.check.max_variables, t.check.max_variables);
  }
  report("all", all);

  // Figures that can fail: how much of the corpus the techniques reach, and that the
  // checker had real work.
  if (test::shared_puzzles_dir()) {
    CHECK(all.records == 1301);
    const Tally& janko = by_file.at("janko.jsonl");
    REQUIRE(janko.records == 999);
    CHECK(janko.decided == janko.records);
    CHECK(janko.without_contradiction * 100 >= janko.records * 95);  // at least 95% need no guess
    const Tally& krazydad = by_file.at("krazydad.jsonl");
    CHECK(krazydad.without_contradiction * 100 >= krazydad.records * 90);
    CHECK(all.check.steps >= 100000);
  } else {
    CHECK(all.records == 44);
  }
  CHECK(all.decided == all.records);
  // Every contradiction's chain was replayed, nested ones too.
  CHECK(all.check.contradictions >= static_cast<std::uint64_t>(all.contradictions));
  std::printf(
      "%d top-level contradictions, %d of them re-checked from the right digit (all failed as they must)\n",
      all.contradictions, all.contradictions_tried);
  CHECK(all.check.searches >=
        static_cast<std::uint64_t>(all.steps));  // every step was searched, chain steps too
}

// The checker is not lenient on real steps: on the sample, every step of every explanation
// is given one more elimination, the record's solution digit of a cell of a run it names
// (still a candidate, since the steps before are sound), and must then fail.
TEST_CASE("real steps with a solution digit eliminated fail the checker", "[explain][corpus]") {
  const ParseResult pr = read_puzzles(test::corpus_sample());
  REQUIRE(pr.diags.error_count() == 0);
  int mutated = 0;
  for (const PuzzleRecord& rec : pr.records) {
    REQUIRE(rec.puzzle);
    if (rec.uniqueness != "unique" || !rec.solution) continue;
    const Puzzle& p = *rec.puzzle;
    const explain::Explanation e = explain::explain(p);
    explain::Candidates cand = e.start;
    for (std::size_t i = 0; i < e.steps.size(); ++i) {
      const explain::Step& s = e.steps[i];
      if (s.technique != Technique::Contradiction && !s.runs.empty()) {
        // The first cell of the step's first run whose solution digit is still open.
        for (VarId v : p.run(s.runs.front()).vars) {
          const Digit d = rec.solution->digits[std::size_t(v)];
          const explain::CellDigit x{v, d};
          if (cand[std::size_t(v)].size() < 2 ||
              std::find(s.eliminate.begin(), s.eliminate.end(), x) != s.eliminate.end())
            continue;
          explain::Step bad = s;
          bad.eliminate.push_back(x);
          std::sort(bad.eliminate.begin(), bad.eliminate.end(), [](const auto& a, const auto& b) {
            return std::pair(a.var, a.digit) < std::pair(b.var, b.digit);
          });
          explain::Candidates after = cand;
          bad.place = test::apply_eliminations(bad, after);
          INFO(rec.id << " step " << i);
          CHECK_THAT(test::check_step(p, cand, bad),
                     Catch::Matchers::Contains("but the runs it names allow"));
          ++mutated;
          break;
        }
      }
      test::apply_eliminations(s, cand);
    }
  }
  CHECK(mutated >= 500);
}
