// Sentences of steps (core/src/explain/describe.cpp) built by hand: the grammar of one cell
// against several, and of one run against several crossing runs. (Region sums' equation is
// checked against the solution in test_region_sums.cpp.)
#include <catch2/catch.hpp>

#include "kakuro/explain/describe.hpp"
#include "step_builders.hpp"

using namespace kakuro;
using explain::Technique;
using test::elim;
using test::make;
using test::Tiny;

TEST_CASE("describe: one cell keeps, two cells keep", "[explain][describe]") {
  const Tiny t;
  explain::Step s = make(Technique::UniqueCombination, {t.row1}, elim(t.a, {3, 4, 5, 6, 7, 8, 9}));
  s.sets = {DigitSet::range(1, 2)};
  s.cells = {t.a};
  CHECK(explain::describe(t.p, s) ==
        "Unique combination: 3 in two cells (across run at (1,0)) can only be 1+2, so (1,1) keeps only 1 and "
        "2; "
        "(1,1) loses 3, 4, 5, 6, 7, 8 and 9.");
  s.cells = {t.a, t.b};
  CHECK(explain::describe(t.p, s) ==
        "Unique combination: 3 in two cells (across run at (1,0)) can only be 1+2, so (1,1) and (1,2) keep "
        "only "
        "1 and 2; (1,1) loses 3, 4, 5, 6, 7, 8 and 9.");
}

TEST_CASE("describe: interplay of one run is not taken 'together'", "[explain][describe]") {
  const Tiny t;
  explain::Step s = make(Technique::Interplay, {t.row1}, elim(t.a, {3}));
  s.cells = {t.a, t.b};
  CHECK(explain::describe(t.p, s) ==
        "Interplay: no filling of the across run at (1,0) (3 in two cells) that keeps its sum and distinct "
        "digits uses these candidates: (1,1) loses 3.");
  s.runs = {t.row1, t.col1};
  CHECK(
      explain::describe(t.p, s) ==
      "Interplay: taking the across run at (1,0) (3 in two cells) and the down run at (0,1) (4 in two cells) "
      "together, no filling that keeps their sums and distinct digits uses these candidates: (1,1) loses 3.");
}
