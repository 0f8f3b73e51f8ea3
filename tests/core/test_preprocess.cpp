#include <catch2/catch.hpp>

#include "grid_builder.hpp"
#include "kakuro/preprocess.hpp"

using namespace kakuro;

TEST_CASE("preprocess narrows by combinations and bounds", "[core][preprocess]") {
  // across 3 over 2 cells forces {1,2}; down 4 forces {1,3}; so (1,1) = 1.
  const Puzzle p = test::puzzle_from_rows({"#    4\\  6\\", "\\3  .    .", "\\7  .    ."});
  auto r = preprocess(p);
  REQUIRE_FALSE(r.infeasible);
  CHECK(r.domains[0] == DigitSet::single(1));
  CHECK(r.domains[1] == DigitSet::single(2));
  CHECK(r.domains[2] == DigitSet::single(3));
  CHECK(r.domains[3] == DigitSet::single(4));
  CHECK(r.stats.cells_fixed == 4);
  CHECK(r.stats.candidates_removed == 32);
}

TEST_CASE("preprocess finds totals that disagree", "[core][preprocess]") {
  const Puzzle p = test::puzzle_from_rows({"#    4\\  6\\", "\\3  .    .", "\\8  .    ."});
  auto r = preprocess(p);
  REQUIRE(r.infeasible);
  CHECK(r.reason.find("across sums totalling 11 but down sums totalling 10") != std::string::npos);
  CHECK(r.proof.size() == 4);
}

TEST_CASE("preprocess reports the runs that prove infeasibility", "[core][preprocess]") {
  // Totals agree (3+10 = 4+9) but across 3 = {1,2} and down 4 = {1,3}, down 9 with 2 at top...
  const Puzzle p = test::puzzle_from_rows({"#    4\\  9\\", "\\3  .    .", "\\10 .    ."});
  auto r = preprocess(p);
  // a=1,b=2 -> c=3, d=7: across 3+7=10 ok, down 2+7=9 ok: feasible.
  REQUIRE_FALSE(r.infeasible);
  const Puzzle q = test::puzzle_from_rows({"#    4\\  9\\", "\\3  .    .", "\\10 .    3"});
  auto s = preprocess(q);
  REQUIRE(s.infeasible);
  CHECK_FALSE(s.proof.empty());
}

TEST_CASE("preprocess keeps givens and never removes a solution digit", "[core][preprocess]") {
  const Puzzle p = test::puzzle_from_rows({"# # 13\\ 8\\", "# 15\\3 . .", "\\23 . . .", "\\10 . . #"});
  auto r = preprocess(p);
  REQUIRE_FALSE(r.infeasible);
  const std::vector<int> solution{1, 2, 8, 9, 6, 7, 3};
  for (VarId v = 0; v < p.num_vars(); ++v)
    CHECK(r.domains[std::size_t(v)].contains(solution[std::size_t(v)]));
}
