// Whole explanations replayed by check_explanation: hand-made ones that pass, and each kind
// of corruption failing.
#include <catch2/catch.hpp>

#include "explanation_check.hpp"
#include "step_builders.hpp"
#include "step_check.hpp"

using namespace kakuro;
using namespace kakuro::test;
using Catch::Matchers::Contains;
using explain::Candidates;
using explain::CellDigit;
using explain::Step;
using explain::Technique;

namespace {

// Tiny solved in four steps: the first row, the first column, then each row's last cell.
explain::Explanation tiny_solved(const Tiny& t) {
  explain::Explanation e;
  e.start = test::starting_candidates(t.p);
  const auto not_ = [](std::initializer_list<int> keep) {
    std::vector<int> out;
    for (int d = 1; d <= 9; ++d)
      if (std::find(keep.begin(), keep.end(), d) == keep.end()) out.push_back(d);
    return out;
  };
  const auto drop = [&](VarId v, std::initializer_list<int> keep) {
    std::vector<CellDigit> out;
    for (int d : not_(keep)) out.push_back({v, static_cast<Digit>(d)});
    return out;
  };
  e.steps = {make(Technique::UniqueCombination, {t.row1}, drop(t.a, {1, 2}) + drop(t.b, {1, 2})),
             make(Technique::CrossReference, {t.row1, t.col1}, elim(t.a, {2}) + drop(t.c, {3, 1, 2}),
                  elim(t.a, {1})),
             make(Technique::UniqueCombination, {t.col1}, elim(t.c, {1, 2}), elim(t.c, {3})),
             make(Technique::LoneCell, {t.row1}, elim(t.b, {1}), elim(t.b, {2})),
             make(Technique::LoneCell, {t.row2}, drop(t.d, {1}), elim(t.d, {1}))};
  e.candidates = {DigitSet::single(1), DigitSet::single(2), DigitSet::single(3), DigitSet::single(1)};
  e.status = explain::ExplainStatus::Solved;
  e.solution = Solution{{1, 2, 3, 1}};
  return e;
}

}  // namespace

TEST_CASE("a sound explanation replays; a corrupted one fails", "[explain][check]") {
  const Tiny t;
  explain::Explanation e = tiny_solved(t);
  CHECK(test::check_explanation(t.p, e) == "");

  explain::Explanation bad = e;
  bad.solution = Solution{{2, 1, 3, 1}};
  CHECK_THAT(test::check_explanation(t.p, bad), Contains("not the digits the steps leave"));
  bad = e;
  bad.solution.reset();
  CHECK_THAT(test::check_explanation(t.p, bad), Contains("without a solution"));
  bad = e;
  bad.candidates[0] = DigitSet(0b11);
  CHECK_THAT(test::check_explanation(t.p, bad), Contains("do not give the explanation's candidates"));
  bad = e;
  bad.steps.pop_back();
  bad.candidates[3] = e.start[3];
  CHECK_THAT(test::check_explanation(t.p, bad), Contains("solved, but (2,2) has 9 candidates"));
  bad = e;
  bad.steps[2].runs = {t.row1};  // the first column is what it needs
  CHECK_THAT(test::check_explanation(t.p, bad), Contains("step 2: eliminates"));
  bad = e;
  bad.start = Candidates(3);
  CHECK_THAT(test::check_explanation(t.p, bad), Contains("wrong size"));

  // Stuck after the first step: open_cells must be exactly the cells with several candidates.
  explain::Explanation stuck = e;
  stuck.steps.resize(1);
  stuck.candidates = e.start;
  stuck.candidates[0] = stuck.candidates[1] = DigitSet(0b11);
  stuck.status = explain::ExplainStatus::Stuck;
  stuck.solution.reset();
  stuck.open_cells = {0, 1, 2, 3};
  CHECK(test::check_explanation(t.p, stuck) == "");
  stuck.open_cells = {0, 1, 2};
  CHECK_THAT(test::check_explanation(t.p, stuck), Contains("open_cells lists 3 cells, but 4"));
}

TEST_CASE("no-solution and not-unique explanations are checked", "[explain][check]") {
  // Across 3 and 4, down 3 and 3: the totals disagree.
  const Puzzle none = test::puzzle_from_rows({"#    3\\  3\\", "\\3  .    .", "\\4  .    ."});
  const auto all_but_12 = [](VarId v) { return elim(v, {3, 4, 5, 6, 7, 8, 9}); };
  explain::Explanation e;
  e.start = test::starting_candidates(none);
  e.steps = {make(Technique::UniqueCombination, {none.across_run(0)}, all_but_12(0) + all_but_12(1)),
             make(Technique::UniqueCombination, {none.down_run(0)}, all_but_12(2)),
             make(Technique::UniqueCombination, {none.down_run(1)}, all_but_12(3))};
  e.candidates.assign(4, DigitSet(0b11));
  e.status = explain::ExplainStatus::NoSolution;
  e.conflict.run = none.across_run(2);  // 4 from {1,2} twice
  CHECK(test::check_explanation(none, e) == "");
  e.conflict.run = none.across_run(0);
  CHECK_THAT(test::check_explanation(none, e),
             Contains("no-solution: conflict run across run 3 at (1,0) can still be filled"));

  // 1 2 / 2 1 and 2 1 / 1 2.
  const Puzzle two = test::puzzle_from_rows({"#    3\\  3\\", "\\3  .    .", "\\3  .    ."});
  explain::Explanation n;
  n.start = test::starting_candidates(two);
  n.steps = {make(Technique::UniqueCombination, {two.across_run(0)}, all_but_12(0) + all_but_12(1)),
             make(Technique::UniqueCombination, {two.across_run(2)}, all_but_12(2) + all_but_12(3))};
  n.candidates.assign(4, DigitSet(0b11));
  n.status = explain::ExplainStatus::NotUnique;
  n.witnesses = {Solution{{1, 2, 2, 1}}, Solution{{2, 1, 1, 2}}};
  n.open_cells = {0, 1, 2, 3};
  CHECK(test::check_explanation(two, n) == "");
  explain::Explanation bad = n;
  bad.witnesses[1] = bad.witnesses[0];
  CHECK_THAT(test::check_explanation(two, bad), Contains("the two witnesses are the same"));
  bad = n;
  bad.witnesses[1] = Solution{{2, 1, 2, 1}};
  CHECK_THAT(test::check_explanation(two, bad), Contains("witness 1 fails the checker"));
  bad = n;
  bad.witnesses.pop_back();
  CHECK_THAT(test::check_explanation(two, bad), Contains("1 witnesses"));
  // A witness outside the candidates: sound steps never remove a solution's digit.
  bad = n;
  bad.start = n.candidates;
  bad.start[0] = DigitSet::single(1);
  bad.steps.clear();
  bad.candidates = bad.start;
  CHECK_THAT(test::check_explanation(two, bad),
             Contains("witness 1 has 2 at (1,1), which the steps eliminated"));
}
