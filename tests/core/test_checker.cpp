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

// Every assignment of 0..10 to the four cells of small(), without and with a given (14,641
// each): the checker finds nothing exactly when the cells hold digits 1-9, the given is kept
// and each run's two digits differ and add up to its sum, written out here for this grid.
// Nearly all are wrong in one way or several, which takes the checker past its quick test
// for a right answer to the tests that say what is wrong.
TEST_CASE("checker agrees with a brute-force test on every assignment of a small puzzle", "[core][checker]") {
  for (const bool given : {false, true}) {
    // a b / c d: across 3 (a b) and 7 (c d), down 4 (a c) and 6 (b d); c given 3 or not.
    const Puzzle p =
        given ? test::puzzle_from_rows({"#    4\\  6\\", "\\3  .    .", "\\7  3    ."}) : small();
    REQUIRE(p.num_vars() == 4);
    std::size_t right = 0;
    for (int code = 0; code < 11 * 11 * 11 * 11; ++code) {
      const int a = code % 11, b = code / 11 % 11, c = code / 121 % 11, d = code / 1331;
      const Solution s{
          {static_cast<Digit>(a), static_cast<Digit>(b), static_cast<Digit>(c), static_cast<Digit>(d)}};
      const auto digit = [](int x) { return x >= 1 && x <= 9; };
      const bool ok = digit(a) && digit(b) && digit(c) && digit(d) && (!given || c == 3) && a + b == 3 &&
                      a != b && c + d == 7 && c != d && a + c == 4 && a != c && b + d == 6 && b != d;
      INFO("given " << given << ", digits " << a << " " << b << " / " << c << " " << d);
      REQUIRE(check_solution(p, s).empty() == ok);
      right += ok ? 1 : 0;
    }
    CHECK(right == 1);  // 1 2 / 3 4
  }
}
