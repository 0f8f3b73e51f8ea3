// Every row of the technique table (kakuro/explain/techniques.hpp) against brute force, as
// Gecode's test/int puts every propagator to the same test: a technique added to the table
// is tested here without a test of its own.
//
// The candidate states are those the driver meets while explaining the sample corpus's
// puzzles up to 12x12 and random puzzles up to 8x8: before every step, and before every step of every
// contradiction's chain. At each, every finder of every row is called on the runs whose cells changed since
// the state before (all runs at first), as the driver's queues do, but whether or not the driver would have
// reached that finder there. Each step a finder returns must carry its row's technique and pass the
// independent checker (step_check.hpp). A row without finders (the contradiction, which the driver makes
// itself) is checked on the steps the driver made. Every row must have been checked on some steps.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "explain/techniques/technique.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/formats.hpp"
#include "step_check.hpp"
#include "test_paths.hpp"

using namespace kakuro;
using explain::Candidates;
using explain::Step;
using explain::detail::technique_table;
using explain::detail::TechniqueRow;

namespace {

// A finder called where the driver would not call it yet may return a step over many
// cells that still have most of their candidates (a region of ten full runs at the start):
// past this many nodes the brute force gives up and the step is counted apart, as too large
// to check. (The corpus test allows no such step among those the driver makes.)
constexpr std::uint64_t kProbeNodes = 1'000'000;

// The sample's puzzles up to 12x12: the larger ones (up to 22x22) add states like these
// at several times the cost (interplay's searches on every changed run).
constexpr int kMaxArea = 144;

bool sanitized() {
  const char* env = std::getenv("KAKURO_SANITIZED");
  return env && std::string(env) == "1";
}

struct RowTally {
  long probes = 0;     // finder calls
  long checked = 0;    // steps that passed the checker
  long too_large = 0;  // steps over kProbeNodes
};

class TableCheck {
 public:
  TableCheck(const Puzzle& p, std::vector<RowTally>& tally) : p_(p), tally_(tally) {}

  // The states before each of `steps` from `start`, recursing into contradictions' chains.
  // `changed`: the runs to probe in the first state.
  void visit(const Candidates& start, std::vector<RunId> changed, const std::vector<Step>& steps) {
    Candidates cand = start;
    for (const Step& s : steps) {
      probe(cand, changed);
      const TechniqueRow& row = technique_table()[std::size_t(s.technique)];
      if (row.finders.empty()) {
        INFO(row.name << " step as the driver made it");
        check(row, cand, s, {});
      }
      if (s.assumption) {
        Candidates assumed = cand;
        assumed[std::size_t(s.assumption->var)] = DigitSet::single(s.assumption->digit);
        visit(assumed, runs_of({s.assumption->var}), s.chain);
      }
      test::apply_eliminations(s, cand);
      std::vector<VarId> vars;
      for (const explain::CellDigit& x : s.eliminate) vars.push_back(x.var);
      changed = runs_of(vars);
    }
  }

  std::vector<RunId> all_runs() const {
    std::vector<RunId> runs;
    for (RunId r = 0; r < p_.num_runs(); ++r) runs.push_back(r);
    return runs;
  }

 private:
  // The across and down runs of the cells, each once.
  std::vector<RunId> runs_of(const std::vector<VarId>& vars) const {
    std::vector<RunId> runs;
    for (VarId v : vars)
      for (RunId r : {p_.across_run(v), p_.down_run(v)})
        if (r >= 0 && std::find(runs.begin(), runs.end(), r) == runs.end()) runs.push_back(r);
    return runs;
  }

  // Every finder of every row on each of the runs.
  void probe(const Candidates& cand, const std::vector<RunId>& runs) {
    for (const TechniqueRow& row : technique_table())
      for (std::size_t stage = 0; stage < row.finders.size(); ++stage)
        for (RunId r : runs) {
          ++tally_[std::size_t(row.technique)].probes;
          explain::detail::Stop no_limit;
          std::optional<Step> s = row.finders[stage](p_, cand, std::span<const RunId>(&r, 1), no_limit);
          if (!s) continue;
          INFO(row.name << " (" << row.family << ".cpp, stage " << stage << ") on " << p_.describe(r));
          Candidates after = cand;
          s->place = test::apply_eliminations(*s, after);  // the driver's part of a step
          check(row, cand, *s, {kProbeNodes});
        }
  }

  void check(const TechniqueRow& row, const Candidates& before, const Step& s,
             const test::CheckLimits& limits) {
    RowTally& t = tally_[std::size_t(row.technique)];
    CHECK(s.technique == row.technique);
    const std::string problem = test::check_step(p_, before, s, limits);
    if (problem.rfind("too large to check", 0) == 0) {
      ++t.too_large;
      return;
    }
    CHECK(problem == "");
    ++t.checked;
  }

  const Puzzle& p_;
  std::vector<RowTally>& tally_;
};

void check_puzzle(const std::string& id, const Puzzle& p, std::vector<RowTally>& tally) {
  INFO(id);
  const explain::Explanation e = explain::explain(p);
  TableCheck check(p, tally);
  check.visit(e.start, check.all_runs(), e.steps);
}

}  // namespace

TEST_CASE("every technique of the table passes the brute-force checker", "[explain][techniques]") {
  const std::vector<TechniqueRow>& table = technique_table();
  REQUIRE(table.size() == std::size_t(explain::kTechniqueCount));
  for (std::size_t i = 0; i < table.size(); ++i) CHECK(table[i].technique == explain::Technique(i));

  std::vector<RowTally> tally(table.size());
  const ParseResult pr = read_puzzles(test::corpus_sample());
  REQUIRE(pr.diags.error_count() == 0);
  for (const PuzzleRecord& rec : pr.records) {
    REQUIRE(rec.puzzle);
    if (rec.puzzle->rows() * rec.puzzle->cols() <= kMaxArea) check_puzzle(rec.id, *rec.puzzle, tally);
  }
  // Random puzzles: loose ones (several solutions) and perturbed ones (none) reach states
  // the published puzzles do not.
  const std::uint64_t seeds = sanitized() ? 10 : 20;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    create::RandomPuzzleOptions go;
    go.max_size = 8;
    const create::RandomPuzzle g = create::random_puzzle(seed, go);
    check_puzzle(g.id, g.puzzle, tally);
  }

  for (std::size_t i = 0; i < table.size(); ++i) {
    const TechniqueRow& row = table[i];
    const RowTally& t = tally[i];
    std::printf("%-24s %-17s %8ld finder calls %7ld steps checked %4ld too large to check\n",
                std::string(row.name).c_str(), std::string(row.family).c_str(), t.probes, t.checked,
                t.too_large);
    INFO(row.name << ": every row must be checked on some steps (add puzzles where it applies)");
    CHECK(t.checked > 0);
    CHECK(t.too_large * 20 <= t.checked);  // the brute force reaches nearly every step
  }
}
