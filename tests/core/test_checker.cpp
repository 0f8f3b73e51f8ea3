#include <catch2/catch.hpp>

#include "grid_builder.hpp"
#include "kakuro/checker.hpp"

using namespace kakuro;

namespace {
Puzzle small() { return test::puzzle_from_rows({"#    4\\  6\\", "\\3  .    .", "\\7  .    ."}); }
// 1 2 / 3 4: across 3 and 7, down 4 and 6.
Solution good() { return Solution{{1, 2, 3, 4}}; }
}  // namespace

TEST_CASE("checker accepts a solution and rejects corruptions", "[core][checker]") {
  const Puzzle p = small();
  CHECK(check_solution(p, good()).empty());

  Solution s = good();
  s.digits[0] = 2;  // across 2+2: repeated digit and wrong down sum
  auto v = check_solution(p, s);
  REQUIRE(v.size() == 3);
  CHECK(v[0].kind == Violation::Kind::RepeatedDigit);
  CHECK(v[1].kind == Violation::Kind::WrongSum);
  CHECK(v[2].kind == Violation::Kind::WrongSum);

  s = good();
  std::swap(s.digits[0], s.digits[1]);  // swapped across: down sums break
  v = check_solution(p, s);
  CHECK(v.size() == 2);

  s = good();
  s.digits[3] = 0;
  v = check_solution(p, s);
  REQUIRE(v.size() == 1);
  CHECK(v[0].kind == Violation::Kind::EmptyCell);
  CHECK(v[0].message == "cell (2,2) is empty");

  s = good();
  s.digits[3] = 12;
  v = check_solution(p, s);
  REQUIRE(v.size() == 1);
  CHECK(v[0].kind == Violation::Kind::DigitOutOfRange);

  CHECK(check_solution(p, Solution{{1, 2}}).front().kind == Violation::Kind::WrongSize);
}

TEST_CASE("checker respects givens", "[core][checker]") {
  const Puzzle p = test::puzzle_from_rows({"#    4\\  6\\", "\\3  .    .", "\\7  3    ."});
  CHECK(check_solution(p, good()).empty());
  Solution s{{2, 1, 4, 3}};
  auto v = check_solution(p, s);
  REQUIRE_FALSE(v.empty());
  CHECK(v[0].kind == Violation::Kind::GivenChanged);
}
