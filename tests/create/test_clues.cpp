// Clues from a filled grid (core/src/create/clues.hpp), the one writer of clue sums for
// random_puzzle(), the generator and repair: checked cell by cell on a small grid, and
// against repair's with_sums(run_sums()) on a built puzzle with a given.
#include <catch2/catch.hpp>
#include <utility>

#include "core/grid_builder.hpp"
#include "create/clues.hpp"
#include "kakuro/create/repair.hpp"

using namespace kakuro;

TEST_CASE("clue_grid: each clue is the sum of the digits up to the next cell that is not white",
          "[create][clues]") {
  // # # # #
  // # 1 2 #
  // # 3 4 5
  // # # 6 7
  create::Layout l;
  l.rows = l.cols = 4;
  l.white.assign(16, 0);
  std::vector<int> digits(16, 0);
  int d = 0;
  for (const auto& [r, c] : {std::pair{1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}})
    l.white[l.at(r, c)] = 1, digits[l.at(r, c)] = ++d;
  const RawGrid g = create::detail::clue_grid(l, digits);
  const auto clue = [&](int r, int c, int down, int across) {
    INFO("(" << r << "," << c << ")");
    CHECK(g.at(r, c).kind == CellKind::Clue);
    CHECK(g.at(r, c).down == down);
    CHECK(g.at(r, c).across == across);
  };
  clue(0, 1, 1 + 3, 0);
  clue(0, 2, 2 + 4 + 6, 0);
  clue(1, 0, 0, 1 + 2);
  clue(2, 0, 0, 3 + 4 + 5);
  clue(3, 1, 0, 6 + 7);
  clue(1, 3, 5 + 7, 0);
  for (const auto& [r, c] : {std::pair{0, 0}, {0, 3}, {3, 0}}) {
    INFO("(" << r << "," << c << ")");
    CHECK(g.at(r, c) == Cell{});  // black, no sums
  }
  for (std::size_t i = 0; i < l.white.size(); ++i)
    if (l.white[i]) CHECK(g.cells[i] == Cell{.kind = CellKind::White, .down = 0, .across = 0});
}

TEST_CASE("set_clue_sums on a built puzzle: the sums of a filling, givens and kinds kept",
          "[create][clues]") {
  const Puzzle p = test::puzzle_from_rows({"#    4\\  3\\", "\\3  .    .", "\\4  .    2"});
  const Solution fill{{5, 1, 7, 2}};  // not a solution of p: its sums change
  RawGrid raw = to_raw(p);
  create::detail::set_clue_sums(raw, {0, 0, 0, 0, 5, 1, 0, 7, 2});
  CHECK(raw.at(0, 1).down == 12);
  CHECK(raw.at(0, 2).down == 3);
  CHECK(raw.at(1, 0).across == 6);
  CHECK(raw.at(2, 0).across == 9);
  CHECK(raw.at(2, 2).given == 2);
  CHECK(raw.at(0, 0).kind == CellKind::Black);
  Diagnostics diags;
  const std::optional<Puzzle> q = build_puzzle(raw, diags);
  REQUIRE(q);
  CHECK(q->same_grid(create::with_sums(p, create::run_sums(p, fill))));
}

TEST_CASE("set_clue_sums: a cell with no white cell after it keeps its kind", "[create][clues]") {
  RawGrid g(2, 2);
  g.at(0, 0) = {.kind = CellKind::Clue,
                .down = 5,
                .across = 7};  // a clue over nothing: kept for build_puzzle to report
  g.at(1, 1).kind = CellKind::White;
  create::detail::set_clue_sums(g, {0, 0, 0, 4});
  CHECK(g.at(0, 0) == Cell{.kind = CellKind::Clue, .down = 0, .across = 0});
  CHECK(g.at(0, 1) == Cell{.kind = CellKind::Clue, .down = 4, .across = 0});
  CHECK(g.at(1, 0) == Cell{.kind = CellKind::Clue, .down = 0, .across = 4});
}
