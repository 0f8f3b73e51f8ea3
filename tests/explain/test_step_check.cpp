// The step checker is itself tested: hand-made steps on a tiny puzzle, sound ones pass and
// each kind of unsound one fails with its reason.
#include <catch2/catch.hpp>

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

// Tiny after the unique combination of its first row: a, b in {1,2}.
Candidates first_row_done(const Tiny& t) {
  Candidates c = test::starting_candidates(t.p);
  c[std::size_t(t.a)] = c[std::size_t(t.b)] = DigitSet(0b11);
  return c;
}

// Assuming a = 2 in first_row_done: the first row leaves b = 1, and the first column (4 in
// two cells, one of them 2) has no filling.
Step contradiction_a2(const Tiny& t) {
  Step s = make(Technique::Contradiction, {t.row1, t.col1}, elim(t.a, {2}), elim(t.a, {1}));
  s.assumption = CellDigit{t.a, 2};
  s.chain = {make(Technique::LoneCell, {t.row1}, elim(t.b, {2}), elim(t.b, {1}))};
  s.conflict.run = t.col1;
  return s;
}
}  // namespace

TEST_CASE("sound steps pass", "[explain][check]") {
  const Tiny t;
  const Candidates all = test::starting_candidates(t.p);
  // 3 in two cells is 1+2.
  CHECK(check_step(t.p, all,
                   make(Technique::UniqueCombination, {t.row1},
                        elim(t.a, {3, 4, 5, 6, 7, 8, 9}) + elim(t.b, {3, 4, 5, 6, 7, 8, 9}))) == "");
  // Part of what follows is also sound; so is naming more runs than needed.
  CHECK(check_step(t.p, all, make(Technique::SumRange, {t.row1, t.row2}, elim(t.a, {9}))) == "");
  // a in {1,2} (first row) and in {1,3} (first column): a = 1, placed.
  const Candidates c = first_row_done(t);
  CHECK(check_step(t.p, c,
                   make(Technique::CrossReference, {t.row1, t.col1}, elim(t.a, {2}), elim(t.a, {1}))) == "");
}

TEST_CASE("an elimination that some filling of the named runs uses fails", "[explain][check]") {
  const Tiny t;
  const Candidates all = test::starting_candidates(t.p);
  // The first column is 4 = 1+3: 3 stays possible for a.
  const std::string m =
      check_step(t.p, all, make(Technique::UniqueCombination, {t.col1}, elim(t.a, {2, 3, 4})));
  CHECK_THAT(m, Contains("eliminates 3 from (1,1), but the runs it names allow (1,1)=3 (2,1)=1"));
  // 9 in a run of sum 3 is impossible, 2 is not.
  CHECK_THAT(check_step(t.p, all, make(Technique::SumRange, {t.row1}, elim(t.a, {2, 9}))),
             Contains("eliminates 2 from (1,1)"));
}

TEST_CASE("an elimination that needs a run the step does not name fails", "[explain][check]") {
  const Tiny t;
  const Candidates c = first_row_done(t);
  // a = 2 breaks the first column only; the first row alone allows a = 2, b = 1.
  CHECK_THAT(check_step(t.p, c, make(Technique::CrossReference, {t.row1}, elim(t.a, {2}), elim(t.a, {1}))),
             Contains("but the runs it names allow (1,1)=2 (1,2)=1"));
  CHECK_THAT(check_step(t.p, c, make(Technique::CrossReference, {t.col2}, elim(t.a, {2}), elim(t.a, {1}))),
             Contains("a cell of none of the runs it names"));
  CHECK_THAT(check_step(t.p, c, make(Technique::CrossReference, {}, elim(t.a, {2}), elim(t.a, {1}))),
             Contains("a cell of none of the runs it names"));
  // The same step naming the run it needs passes (shown above); the checker ignores runs
  // not named even when they would be broken: row 2 is not named here.
  Candidates broken = c;
  broken[std::size_t(t.c)] = broken[std::size_t(t.d)] = DigitSet::single(9);
  CHECK(check_step(t.p, broken, make(Technique::SumRange, {t.row1}, elim(t.a, {1}) + elim(t.b, {2}))) != "");
}

TEST_CASE("a wrong place fails", "[explain][check]") {
  const Tiny t;
  const Candidates c = first_row_done(t);
  const std::vector<RunId> runs = {t.row1, t.col1};
  CHECK_THAT(check_step(t.p, c, make(Technique::CrossReference, runs, elim(t.a, {2}))),
             Contains("places [], but its eliminations leave [(1,1)=1]"));
  CHECK_THAT(check_step(t.p, c, make(Technique::CrossReference, runs, elim(t.a, {2}), elim(t.a, {2}))),
             Contains("places [(1,1)=2]"));
  CHECK_THAT(
      check_step(t.p, c,
                 make(Technique::CrossReference, runs, elim(t.a, {2}), elim(t.a, {1}) + elim(t.b, {2}))),
      Contains("places [(1,1)=1 (1,2)=2]"));
  // A cell that had one candidate already is not placed again.
  Candidates given = c;
  given[std::size_t(t.b)] = DigitSet::single(2);
  CHECK(check_step(t.p, given, make(Technique::CrossReference, runs, elim(t.a, {2}), elim(t.a, {1}))) == "");
  CHECK_THAT(
      check_step(t.p, given,
                 make(Technique::CrossReference, runs, elim(t.a, {2}), elim(t.a, {1}) + elim(t.b, {2}))),
      Contains("places"));
  // Order of `place` does not matter.
  const Candidates all = test::starting_candidates(t.p);
  Candidates two = all;
  two[std::size_t(t.a)] = DigitSet(0b11);
  two[std::size_t(t.b)] = DigitSet(0b11);
  CHECK(check_step(t.p, two,
                   make(Technique::CrossReference, {t.row1, t.col1, t.col2}, elim(t.a, {2}) + elim(t.b, {1}),
                        elim(t.b, {2}) + elim(t.a, {1}))) == "");
}

TEST_CASE("malformed eliminations fail", "[explain][check]") {
  const Tiny t;
  const Candidates c = first_row_done(t);
  const Candidates all = test::starting_candidates(t.p);
  const std::vector<RunId> row = {t.row1};
  CHECK_THAT(check_step(t.p, c, make(Technique::SumRange, row, {})), Contains("eliminates nothing"));
  CHECK_THAT(check_step(t.p, c, make(Technique::SumRange, row, elim(t.a, {9}))),
             Contains("not a candidate there"));
  CHECK_THAT(check_step(t.p, all, make(Technique::SumRange, row, elim(t.a, {9, 9}))), Contains("twice"));
  CHECK_THAT(check_step(t.p, all, make(Technique::SumRange, row, elim(t.a, {9, 8}))), Contains("not sorted"));
  CHECK_THAT(check_step(t.p, all, make(Technique::SumRange, row, elim(t.b, {9}) + elim(t.a, {9}))),
             Contains("not sorted"));
  CHECK_THAT(check_step(t.p, all, make(Technique::SumRange, row, elim(t.a, {0}))), Contains("digit 0"));
  CHECK_THAT(check_step(t.p, all, make(Technique::SumRange, row, elim(99, {9}))),
             Contains("not a white cell"));
  CHECK_THAT(check_step(t.p, all, make(Technique::SumRange, {t.row1, 17}, elim(t.a, {9}))),
             Contains("names run 17"));
  CHECK_THAT(check_step(t.p, Candidates(2), make(Technique::SumRange, row, elim(t.a, {9}))),
             Contains("wrong size"));
  Step s = make(Technique::SumRange, row, elim(t.a, {9}));
  s.assumption = CellDigit{t.a, 9};
  CHECK_THAT(check_step(t.p, all, s), Contains("only a contradiction"));
  s = make(Technique::SumRange, row, elim(t.a, {9}));
  s.conflict.run = t.row1;
  CHECK_THAT(check_step(t.p, all, s), Contains("only a contradiction"));
}

TEST_CASE("a contradiction whose chain ends in a conflict passes", "[explain][check]") {
  const Tiny t;
  const Candidates c = first_row_done(t);
  CHECK(check_step(t.p, c, contradiction_a2(t)) == "");

  // An empty chain: the assumption alone leaves the first column without a filling.
  Step s = contradiction_a2(t);
  s.chain.clear();
  s.runs = {t.col1};
  CHECK(check_step(t.p, c, s) == "");

  // The conflict a cell with no candidate left: the first column cannot be filled, so
  // (vacuously) every candidate of c goes.
  s = contradiction_a2(t);
  s.chain.push_back(make(Technique::SumRange, {t.col1}, elim(t.c, {1, 2, 3, 4, 5, 6, 7, 8, 9})));
  s.conflict = {-1, t.c};
  CHECK(check_step(t.p, c, s) == "");

  // Nested: inside a = 2, assuming b = 2 breaks the first row.
  Step inner = make(Technique::Contradiction, {t.row1}, elim(t.b, {2}), elim(t.b, {1}));
  inner.assumption = CellDigit{t.b, 2};
  inner.conflict.run = t.row1;
  s = contradiction_a2(t);
  s.chain = {inner};
  test::CheckStats stats;
  CHECK(check_step(t.p, c, s, {}, &stats) == "");
  CHECK(stats.contradictions == 2);
  CHECK(stats.steps == 2);
}

TEST_CASE("a contradiction that does not end in a conflict fails", "[explain][check]") {
  const Tiny t;
  const Candidates c = first_row_done(t);
  Step s = contradiction_a2(t);
  s.runs = {t.row1, t.col1, t.col2};
  s.conflict.run = t.col2;  // 3 = 1 + 2 with b = 1: still fillable
  CHECK_THAT(check_step(t.p, c, s), Contains("conflict run down run"));
  CHECK_THAT(check_step(t.p, c, s), Contains("can still be filled: (1,2)=1 (2,2)=2"));

  s = contradiction_a2(t);
  s.conflict = {};
  CHECK_THAT(check_step(t.p, c, s), Contains("names no conflict"));

  s = contradiction_a2(t);
  s.conflict = {-1, t.d};
  CHECK_THAT(check_step(t.p, c, s), Contains("still has candidates"));

  // Assuming the digit that is right: no conflict follows.
  s = contradiction_a2(t);
  s.assumption = CellDigit{t.a, 1};
  s.eliminate = elim(t.a, {1});
  s.place = elim(t.a, {2});
  s.chain = {make(Technique::LoneCell, {t.row1}, elim(t.b, {1}), elim(t.b, {2}))};
  CHECK_THAT(check_step(t.p, c, s), Contains("can still be filled"));
}

TEST_CASE("a contradiction with a bad chain, runs or assumption fails", "[explain][check]") {
  const Tiny t;
  const Candidates c = first_row_done(t);
  Step s = contradiction_a2(t);
  s.chain[0] = make(Technique::LoneCell, {t.row1}, elim(t.b, {1}), elim(t.b, {2}));  // b = 1 is what follows
  CHECK_THAT(check_step(t.p, c, s),
             Contains("assuming (1,1)=2, chain step 0 (lone-cell): eliminates 1 from (1,2)"));

  s = contradiction_a2(t);
  s.runs = {t.col1};  // the chain uses the first row
  CHECK_THAT(check_step(t.p, c, s), Contains("which the contradiction does not name"));

  s = contradiction_a2(t);
  s.runs = {t.row1};  // the conflict run is not named
  CHECK_THAT(check_step(t.p, c, s), Contains("is not among the runs it names"));

  s = contradiction_a2(t);
  s.eliminate = elim(t.a, {1});
  s.place = elim(t.a, {2});
  CHECK_THAT(check_step(t.p, c, s), Contains("must eliminate exactly its assumption"));

  s = contradiction_a2(t);
  s.assumption.reset();
  CHECK_THAT(check_step(t.p, c, s), Contains("without an assumption"));

  s = contradiction_a2(t);
  s.place.clear();
  CHECK_THAT(check_step(t.p, c, s), Contains("places []"));

  // An unsound step in a nested contradiction's chain is found too.
  Step inner = make(Technique::Contradiction, {t.row1, t.col2}, elim(t.b, {2}), elim(t.b, {1}));
  inner.assumption = CellDigit{t.b, 2};
  inner.chain = {make(Technique::SumRange, {t.col2}, elim(t.d, {1}))};  // 3 = 2 + 1: d = 1 follows
  inner.conflict.run = t.row1;
  s = contradiction_a2(t);
  s.runs = {t.row1, t.col1, t.col2};
  s.chain = {inner};
  CHECK_THAT(check_step(t.p, c, s),
             Contains("chain step 0 (contradiction): assuming (1,2)=2, chain step 0 (sum-range)"));
  // ... and a nested chain naming a run the outer step does not.
  inner.chain = {make(Technique::SumRange, {t.col2}, elim(t.d, {2}))};
  s.chain = {inner};
  CHECK(check_step(t.p, c, s) == "");
  s.runs = {t.row1, t.col1};
  CHECK_THAT(check_step(t.p, c, s), Contains("does not name"));
}

TEST_CASE("own apply and starting candidates", "[explain][check]") {
  const Puzzle p = test::puzzle_from_rows({"#    4\\  3\\", "\\3  2    .", "\\4  .    ."});
  Candidates c = test::starting_candidates(p);
  REQUIRE(c.size() == 4);
  CHECK(c[0] == DigitSet::single(2));
  CHECK(c[1] == DigitSet::all());
  Step s = make(Technique::SumRange, {}, elim(1, {2, 3, 4, 5, 6, 7, 8, 9}) + elim(2, {1, 2}) + elim(0, {2}));
  const std::vector<CellDigit> placed = test::apply_eliminations(s, c);
  CHECK(placed == elim(1, {1}));  // cell 0 went from one candidate to none: not placed
  CHECK(c[0].empty());
  CHECK(c[1] == DigitSet::single(1));
  CHECK(c[2] == DigitSet::range(3, 9));
}
