// One rule for "malformed" and "unsolvable" in every format: a structural problem (a sum
// outside 1..45, a sum of 0, a clue pointing at nothing, ...) is a diagnostic and no
// puzzle; a well-formed puzzle that cannot be filled (a sum impossible for its run's
// length, a repeated given, totals that disagree) builds, and preprocess() says why it has
// no solution.
#include <catch2/catch.hpp>
#include <string>

#include "format_test_util.hpp"
#include "kakuro/preprocess.hpp"

using namespace kakuro;

namespace {

struct UnsolvableFile {
  const char* file;
  Format format;
  const char* reason;
};

// clang-format off
const UnsolvableFile kFiles[] = {
  {"sum_44_in_9.kakuro", Format::Grid, "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
  {"sum_44_in_9.lines.txt", Format::Lines, "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
  {"sum_44_in_9.hv.txt", Format::Hv, "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
  {"sum_44_in_9.csp.txt", Format::Csp, "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
  {"sum_44_in_9.csp.json", Format::CspJson, "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
  {"sum_44_in_9.xcsp.json", Format::Xcsp, "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
  {"sum_44_in_9.jsonl", Format::Jsonl, "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
  {"impossible_sum.grid", Format::Grid, "across run 30 at (2,0): 30 is impossible in 2 cells (possible 3..17)"},
  {"repeated_given.grid", Format::Grid, "down run 3 at (0,1): given 1 repeats at (1,1) and (2,1)"},
  {"repeated_given.jsonl", Format::Jsonl, "down run 3 at (0,1): given 1 repeats at (1,1) and (2,1)"},
};
// clang-format on

// A 2x2 puzzle in each format, its across clue (the only run of cell (1,1)) written as
// `A`: 3 is solvable, 10 impossible in one cell, 46 out of range, 0 no sum at all.
struct Template {
  Format format;
  std::string text;
};

std::string with_sum(std::string text, int sum) {
  const std::size_t at = text.find('A');
  return text.replace(at, 1, std::to_string(sum));
}

// clang-format off
const Template kTemplates[] = {
  {Format::Grid, "#  3\\\n\\A .\n"},
  {Format::Lines, "2 2\n0 0 x 0\n1 0 v 3\n0 1 h A\n"},
  {Format::Hv, "rows=2\ncolumns=2\nHorizontal\n#,#\nA,0\nVertical\n#,3\n#,0\n"},
  {Format::Csp, "rows=2\ncolumns=2\n#,#\n#,0\nConstraints (row,column,sum,direction)\n1,2,3,v\n2,1,A,h\n"},
  {Format::CspJson, R"({"rows": 2, "cols": 2, "board": [["#", "#"], ["#", "0"]], "constraints": [)"
                    R"({"row": 1, "col": 2, "sum": 3, "type": "v"}, {"row": 2, "col": 1, "sum": A, "type": "h"}]})"},
  {Format::Xcsp, R"({"nRows": 2, "nCols": 2, "clues": [[{"x": -1, "y": -1}, {"x": -1, "y": 3}], )"
                 R"([{"x": A, "y": -1}, {"x": 0, "y": 0}]]})"},
  {Format::Jsonl, R"({"id": "t", "rows": 2, "cols": 2, "grid": [["#", "3\\"], ["\\A", "."]]})"},
};
// clang-format on

}  // namespace

TEST_CASE("a well-formed puzzle without a solution builds, in every format", "[formats][unsolvable]") {
  for (const UnsolvableFile& f : kFiles) {
    INFO(f.file);
    const ParseResult r = kakuro::test::parse_data(std::string("unsolvable/") + f.file);
    INFO(kakuro::test::all_diags(r));
    CHECK(r.format == f.format);
    CHECK(r.ok());
    const Puzzle& p = kakuro::test::only_puzzle(r);
    CHECK(r.records[0].diags.empty());
    const PreprocessResult pre = preprocess(p);
    CHECK(pre.infeasible);
    CHECK(pre.reason == f.reason);
    CHECK_FALSE(pre.proof.empty());
  }
}

TEST_CASE("the same clue is solvable, unsolvable or malformed alike in every format",
          "[formats][unsolvable]") {
  for (const Template& t : kTemplates) {
    INFO(to_string(t.format));
    {
      const ParseResult r = parse_puzzles(with_sum(t.text, 3), "ok", t.format);
      const Puzzle& p = kakuro::test::only_puzzle(r);
      CHECK_FALSE(preprocess(p).infeasible);
    }
    {
      const ParseResult r = parse_puzzles(with_sum(t.text, 10), "impossible", t.format);
      INFO(kakuro::test::all_diags(r));
      CHECK(r.ok());
      const Puzzle& p = kakuro::test::only_puzzle(r);
      const PreprocessResult pre = preprocess(p);
      CHECK(pre.infeasible);
      CHECK(pre.reason == "across run 10 at (1,0): 10 is impossible in 1 cell (possible 1..9)");
    }
    {
      const ParseResult r = parse_puzzles(with_sum(t.text, 46), "range", t.format);
      INFO(kakuro::test::all_diags(r));
      CHECK_FALSE(r.ok());
      REQUIRE(r.records.size() == 1);
      CHECK_FALSE(r.records[0].puzzle);
      CHECK(kakuro::test::all_diags(r).find("clue sum 46 out of range (1..45)") != std::string::npos);
    }
    {
      // A sum of 0 is an error wherever it can be written (in hv a 0 is a white cell, which
      // then has no across clue: an error as well).
      const ParseResult r = parse_puzzles(with_sum(t.text, 0), "zero", t.format);
      INFO(kakuro::test::all_diags(r));
      CHECK_FALSE(r.ok());
      REQUIRE(r.records.size() == 1);
      CHECK_FALSE(r.records[0].puzzle);
    }
  }
}

TEST_CASE("a sum of 0 written out is reported as such", "[formats][unsolvable]") {
  auto first = [](const ParseResult& r) {
    for (const auto& rec : r.records)
      if (!rec.diags.items().empty()) return rec.diags.items().front().str();
    return std::string();
  };
  CHECK(first(parse_puzzles("#  3\\\n\\0 .\n", "g", Format::Grid)) ==
        "g:2:1: error: cell (1,0): clue sum 0 in '\\0' (a sum is 1..45; leave that side empty for no sum)");
  CHECK(first(parse_puzzles("2 2\n0 0 x 0\n1 0 v 3\n0 1 h 0\n", "l", Format::Lines)) ==
        "l:4:7: error: clue sum 0 (a clue sum is 1..45)");
  // A black tile's value is ignored, 0 included (seed 000 writes `x 0`).
  CHECK(parse_puzzles("2 2\n0 0 x 0\n1 0 v 3\n0 1 h 3\n", "l", Format::Lines).ok());
}

TEST_CASE("totals that disagree are a puzzle without a solution, not an input error",
          "[formats][unsolvable]") {
  const ParseResult r = parse_puzzles("#    4\\  6\\\n\\3  .    .\n\\8  .    .\n", "t", Format::Grid);
  const Puzzle& p = kakuro::test::only_puzzle(r);
  const PreprocessResult pre = preprocess(p);
  CHECK(pre.infeasible);
  CHECK(pre.reason ==
        "the part containing cell (1,1) has across sums totalling 11 but down sums totalling 10");
}
