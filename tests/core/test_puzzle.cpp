#include <algorithm>
#include <catch2/catch.hpp>

#include "grid_builder.hpp"
#include "kakuro/components.hpp"
#include "kakuro/kept_buffer.hpp"

using namespace kakuro;
using kakuro::test::puzzle_from_rows;
using kakuro::test::raw_from_rows;

namespace {
std::vector<std::string> build_errors(const std::vector<std::string>& rows) {
  Diagnostics d;
  auto p = build_puzzle(raw_from_rows(rows), d);
  std::vector<std::string> out;
  for (const auto& item : d.items()) out.push_back(item.str());
  if (!p) REQUIRE_FALSE(out.empty());
  return out;
}
}  // namespace

TEST_CASE("runs are derived once, each white cell in one across and one down run", "[core][puzzle]") {
  Puzzle p = puzzle_from_rows({"#    4\\  3\\", "\\3  .    .", "\\4  .    ."});
  CHECK(p.num_vars() == 4);
  CHECK(p.num_runs() == 4);
  for (VarId v = 0; v < p.num_vars(); ++v) {
    REQUIRE(p.across_run(v) >= 0);
    REQUIRE(p.down_run(v) >= 0);
    CHECK(p.run(p.across_run(v)).dir == Direction::Across);
    CHECK(p.run(p.down_run(v)).dir == Direction::Down);
  }
  CHECK(p.run(0).sum == 3);
  CHECK(std::ranges::equal(p.run(0).vars, std::vector<VarId>{0, 1}));
  CHECK(p.cell(0, 1).down == 4);
  CHECK(p.var_of(p.cell_id(2, 2)) == 3);
  CHECK(p.var_of(p.cell_id(0, 0)) == -1);
}

TEST_CASE("copies share the built puzzle; with_givens makes a new one", "[core][puzzle]") {
  const Puzzle p = puzzle_from_rows({"#    4\\  3\\", "\\3  .    .", "\\4  .    ."});
  Puzzle copy = p;
  CHECK(&copy.runs() == &p.runs());  // shared, not copied run by run
  CHECK(&copy.cells() == &p.cells());
  Puzzle moved = std::move(copy);  // a move is the copy: the source stays a whole puzzle
  CHECK(copy.num_runs() == 4);
  CHECK(&moved.runs() == &p.runs());
  const Puzzle q = with_givens(p, {2, 0, 0, 0});
  CHECK(q.given(0) == 2);
  CHECK(p.given(0) == 0);  // the original and its copies keep their givens
  CHECK(moved.given(0) == 0);
  // The copy's runs view its own cells, equal to the original's.
  for (RunId r = 0; r < p.num_runs(); ++r) {
    CHECK(std::ranges::equal(q.run(r).vars, p.run(r).vars));
    CHECK(q.run(r).vars.data() != p.run(r).vars.data());
  }
  // body_id(): the same for copies, another for each puzzle built (with_givens too, and
  // the same grid built twice), never 0.
  CHECK(moved.body_id() == p.body_id());
  CHECK(q.body_id() != p.body_id());
  const Puzzle again = puzzle_from_rows({"#    4\\  3\\", "\\3  .    .", "\\4  .    ."});
  CHECK(again.body_id() != p.body_id());
  CHECK(p.body_id() != 0);
  const Puzzle empty;
  CHECK(empty.rows() == 0);
  CHECK(empty.num_vars() == 0);
  CHECK(empty.num_runs() == 0);
}

TEST_CASE("structural errors are all reported with positions", "[core][puzzle]") {
  auto errs = build_errors({"#  4\\  3\\  7\\", "\\3 .  .  #", "\\4 .  .  #"});
  REQUIRE(errs.size() == 1);
  CHECK(errs[0] == "<input>:1:4: error: cell (0,3): down clue 7 has no white cell after it");

  errs = build_errors({"# 3\\ 4\\", "# . .", "\\4 . ."});
  REQUIRE(errs.size() == 1);
  CHECK(errs[0] == "<input>:2:2: error: cell (1,1): white cell has no across clue");

  errs = build_errors({"# 3\\ #", "\\3 . .", "# . #"});
  CHECK(errs.size() == 2);  // (1,2) has no down clue; (2,1) has no across clue

  errs = build_errors({"# 3\\ 16\\", "\\50 . .", "\\4 . ."});
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].find("clue sum 50 out of range") != std::string::npos);

  std::vector<std::string> long_run{"#", "\\45"};
  for (int i = 0; i < 10; ++i) long_run[0] += " 1\\", long_run[1] += " .";
  errs = build_errors(long_run);
  CHECK(errs[0].find("run of 10 cells is longer than 9") != std::string::npos);
}

TEST_CASE("a well-formed puzzle without a solution builds (preprocess reports it)", "[core][puzzle]") {
  // A sum impossible for its run's length, and a given repeated in a run: no solution,
  // but nothing malformed.
  CHECK(build_errors({"# 3\\ 4\\", "\\18 . .", "\\4 . ."}).empty());
  CHECK(build_errors({"# 4\\ 4\\", "\\4 1 1", "\\4 . ."}).empty());
  CHECK(build_errors({"#    1\\ 2\\ 3\\ 4\\ 5\\ 6\\ 7\\ 8\\ 9\\", "\\44 . . . . . . . . ."}).empty());
}

TEST_CASE("connected components", "[core][components]") {
  Puzzle one = puzzle_from_rows({"#    4\\  3\\", "\\3  .    .", "\\4  .    ."});
  CHECK(connected_components(one).count() == 1);
  Puzzle two = puzzle_from_rows({"# 3\\ 4\\ # 3\\ 4\\", "\\3 . . \\3 . .", "\\4 . . \\4 . ."});
  auto c = connected_components(two);
  REQUIRE(c.count() == 2);
  CHECK(c.vars[0].size() == 4);
  CHECK(c.runs[0].size() == 4);
  CHECK(c.of_var[0] != c.of_var[2]);
}

TEST_CASE("component_roots_kept answers for the puzzle asked, whichever was asked before",
          "[core][components]") {
  const Puzzle one = puzzle_from_rows({"#    4\\  3\\", "\\3  .    .", "\\4  .    ."});
  const Puzzle two = puzzle_from_rows({"# 3\\ 4\\ # 3\\ 4\\", "\\3 . . \\3 . .", "\\4 . . \\4 . ."});
  const Puzzle two_given = with_givens(two, {0, 0, 0, 0, 1, 0, 0, 0});
  for (int round = 0; round < 2; ++round)
    for (const Puzzle* p : {&one, &two, &one, &two_given, &two, &two}) {
      CHECK(component_roots_kept(*p) == component_roots(*p));
      CHECK(single_component(*p) == (connected_components(*p).count() == 1));
    }
  CHECK(component_roots_kept(two) == std::vector<int>{0, 0, 2, 2, 0, 0, 2, 2});
}

TEST_CASE("a kept buffer gives its room back only when large and four times the need", "[core][kept]") {
  std::vector<int> v;
  v.reserve(kKeptEntries * 2);
  trim_kept(v, kKeptEntries);  // needs half of it: kept
  CHECK(v.capacity() >= kKeptEntries * 2);
  trim_kept(v, kKeptEntries / 2 - 1);  // needs under a quarter: given back
  CHECK(v.capacity() == 0);
  v.reserve(kKeptEntries);  // not over the size kept whatever the need
  trim_kept(v, 1);
  CHECK(v.capacity() >= kKeptEntries);
}
