// parse_solution: filled grids, solved hv files, jsonl records and bare JSON rows, each
// checked against the puzzle's layout.
#include <catch2/catch.hpp>

#include "format_test_util.hpp"
#include "kakuro/checker.hpp"

using namespace kakuro;

namespace {

const char* const kPuzzle = "#   3\\  4\\\n\\3 .   .\n\\4 .   .\n";

Puzzle small() {
  const ParseResult r = parse_puzzles(kPuzzle, "p.kakuro", Format::Grid);
  return kakuro::test::only_puzzle(r);
}

std::string first_error(const Diagnostics& d) { return d.items().empty() ? "" : d.items().front().str(); }

}  // namespace

TEST_CASE("a filled grid is a solution; '.' is empty, odd digits are kept", "[formats][solution]") {
  const Puzzle p = small();
  Diagnostics d;
  auto s = parse_solution(p, "#  3\\ 4\\\n\\3 2 1\n\\4 1 3\n", "s", d);
  REQUIRE(s.has_value());
  CHECK(s->digits == std::vector<Digit>{2, 1, 1, 3});
  CHECK(is_solution(p, *s));

  s = parse_solution(p, "; partial\n#  3\\ 4\\\n\\3 . 12\n\\4 0 3\n", "s", d);
  REQUIRE(s.has_value());
  CHECK(s->digits == std::vector<Digit>{0, 12, 0, 3});
  CHECK_FALSE(is_solution(p, *s));
  CHECK(d.empty());
}

TEST_CASE("a filled grid that does not match the puzzle is reported cell by cell", "[formats][solution]") {
  const Puzzle p = small();
  Diagnostics d;
  CHECK_FALSE(parse_solution(p, "#  3\\ 5\\\n\\3 2 1\n#  1 3\n", "s", d));
  REQUIRE(d.error_count() == 2);
  CHECK(d.items()[0].str() ==
        "s:1:7: error: cell (0,2): the puzzle has clue 4\\ here, the solution '5\\' (read as a filled grid)");
  CHECK(d.items()[1].str() ==
        "s:3:1: error: cell (2,0): the puzzle has clue \\4 here, the solution '#' (read as a filled grid)");

  Diagnostics g;
  CHECK_FALSE(parse_solution(p, "#  3\\ 4\\\n\\3 2 x\n\\4 1 3\n", "s", g));
  CHECK(first_error(g) == "s:2:6: error: cell (1,2): unknown token 'x' (read as a filled grid)");

  Diagnostics z;
  CHECK_FALSE(parse_solution(p, "#  3\\\n\\3 2\n", "s", z));
  CHECK(first_error(z) == "s:1:1: error: the solution is 2x2, the puzzle 3x3 (read as a filled grid)");
}

TEST_CASE("a solved hv file is a solution", "[formats][solution]") {
  const ParseResult r = kakuro::test::parse_data("formats/hv-output3.solved.txt");
  const Puzzle& p = kakuro::test::only_puzzle(r);
  const std::string text =
      kakuro::test::read_file(kakuro::test::data_dir() + "/formats/hv-output3.solved.txt");
  Diagnostics d;
  const auto s = parse_solution(p, text, "solved.txt", d);
  INFO(first_error(d));
  REQUIRE(s.has_value());
  CHECK(s == r.records[0].solution);
  CHECK(is_solution(p, *s));

  Diagnostics bad;
  std::string changed = text;
  changed.replace(changed.find("4,3,1,23"), 8, "4,5,1,23");  // Horizontal (1,1) no longer matches Vertical
  CHECK_FALSE(parse_solution(p, changed, "solved.txt", bad));
  CHECK(
      first_error(bad) ==
      "solved.txt:5:3: error: cell (1,1): the puzzle has a white cell here; the grids hold different digits "
      "(read as a solved hv file)");
}

TEST_CASE("JSON solutions: a record's solution field or bare rows", "[formats][solution]") {
  const Puzzle p = small();
  Diagnostics d;
  auto s = parse_solution(p, "[[0,0,0],[0,2,1],[0,1,3]]", "s.json", d);
  REQUIRE(s.has_value());
  CHECK(s->digits == std::vector<Digit>{2, 1, 1, 3});

  s = parse_solution(p, "{\"id\":\"x\",\"solution\":[[0,0,0],[0,2,1],[0,1,3]]}\n{\"id\":\"y\"}\n", "s.jsonl",
                     d);
  REQUIRE(s.has_value());
  CHECK(s->digits == std::vector<Digit>{2, 1, 1, 3});
  CHECK(d.empty());

  Diagnostics none;
  CHECK_FALSE(parse_solution(p, "{\"id\":\"x\",\"solution\":null}", "s.jsonl", none));
  CHECK(first_error(none) ==
        "s.jsonl:1:22: error: the record has no solution (null) (read as a JSON solution)");

  Diagnostics garbage;
  CHECK_FALSE(parse_solution(p, "[[0,0,0],[0,\"2\",1],[0,1,3]]", "s.json", garbage));
  CHECK(first_error(garbage) ==
        "s.json:1:13: error: 'document[1][1]' must be an integer, not a string (read as a JSON solution)");

  Diagnostics shape;
  CHECK_FALSE(parse_solution(p, "[[0,0,0],[0,2,1]]", "s.json", shape));
  CHECK(first_error(shape) ==
        "s.json:1:1: error: the solution is 2x3, the puzzle 3x3 (read as a JSON solution)");
}

TEST_CASE("a jsonl record's stored solution becomes record.solution", "[formats][solution]") {
  const ParseResult r = parse_puzzles(
      "{\"id\":\"x\",\"rows\":3,\"cols\":3,\"grid\":[[\"#\",\"3\\\\\",\"4\\\\\"],[\"\\\\3\",\".\",\".\"],"
      "[\"\\\\4\",\".\",\".\"]],\"solution\":[[0,0,0],[0,2,1],[0,1,3]],\"meta\":{\"uniqueness\":\"unique\"}}"
      "\n",
      "r.jsonl");
  INFO(kakuro::test::all_diags(r));
  REQUIRE(r.ok());
  REQUIRE(r.records[0].solution.has_value());
  CHECK(r.records[0].solution->digits == std::vector<Digit>{2, 1, 1, 3});
  CHECK(r.records[0].uniqueness == "unique");
  CHECK(r.records[0].id == "x");
}

TEST_CASE("solution_from_grid is the one grid-to-solution conversion", "[formats][solution]") {
  const Puzzle p = small();  // white cells (1,1) (1,2) (2,1) (2,2) of a 3x3 grid
  CHECK(solution_from_grid(p, {0, 0, 0, 0, 2, 1, 0, 1, 3}).digits == std::vector<Digit>{2, 1, 1, 3});
  // Numbers that do not fit a Digit become 255 (out of range for the checker), never a
  // digit or "empty" by wrapping round; a short grid leaves the missing cells empty.
  const Solution odd = solution_from_grid(p, {0, 0, 0, 0, 256, -1, 0, 9});
  CHECK(odd.digits == std::vector<Digit>{255, 255, 9, 0});
  CHECK_FALSE(is_solution(p, odd));
  // The generator's filling goes through the same function (solution_grid inverts it).
  const Solution s{{2, 1, 1, 3}};
  std::vector<int> flat;
  for (const auto& row : solution_grid(p, s)) flat.insert(flat.end(), row.begin(), row.end());
  CHECK(solution_from_grid(p, flat) == s);
}
