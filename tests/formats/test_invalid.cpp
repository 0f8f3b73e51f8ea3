// tests/data/invalid: one malformed file per error kind, named after it. Each must fail
// with its message at the line:col of the offending token (0 = no position).
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <iterator>

#include "format_test_util.hpp"

using namespace kakuro;

namespace {

struct Case {
  const char* file;
  Format format;  ///< what detection must say
  int line, col;
  const char* fragment;
};

// clang-format off
const Case kCases[] = {
  // grid: syntax
  {"unknown_token.grid", Format::Grid, 3, 10, "cell (1,2): unknown token 'x'"},
  {"ragged_rows.grid", Format::Grid, 3, 6, "ragged rows: this row has 2 cells, the first row has 3"},
  {"ragged_rows_long.grid", Format::Grid, 3, 15, "ragged rows: this row has 4 cells, the first row has 3"},
  {"malformed_clue.grid", Format::Grid, 1, 11, "cell (0,2): malformed clue '4x\\'"},
  {"given_out_of_range.grid", Format::Grid, 2, 10, "cell (1,2): given digit 0 out of range (1..9)"},
  {"empty.grid", Format::Grid, 0, 0, "no grid rows found"},
  // grid: structure (build_puzzle)
  {"clue_without_run.grid", Format::Grid, 1, 16, "cell (0,3): down clue 5 has no white cell after it"},
  {"white_without_across_clue.grid", Format::Grid, 2, 6, "cell (1,1): white cell has no across clue"},
  {"white_without_down_clue.grid", Format::Grid, 2, 5, "cell (1,1): white cell has no down clue"},
  {"run_too_long.grid", Format::Grid, 2, 1, "cell (1,0): across clue 45: run of 10 cells is longer than 9"},
  {"clue_sum_out_of_range.grid", Format::Grid, 1, 6, "cell (0,1): clue sum 46 out of range (1..45)"},
  // lines
  {"coordinate_out_of_range.lines", Format::Lines, 7, 1, "X coordinate 3 out of range (0..2)"},
  {"conflicting_duplicate_clue.lines", Format::Lines, 7, 7, "conflicting duplicate clue: v 5 but line 3 says 3"},
  {"black_and_clue.lines", Format::Lines, 7, 5, "tile 0 0 is both black and a clue (line 2)"},
  {"unknown_tile_kind.lines", Format::Lines, 3, 5, "unknown tile kind 'q'"},
  {"malformed_number.lines", Format::Lines, 4, 7, "malformed number '4x'"},
  {"missing_value.lines", Format::Lines, 3, 6, "expected 'X Y x|v|h VALUE', found '1 0 v'"},
  {"malformed_dimensions.lines", Format::Lines, 1, 3, "expected the dimensions line 'COLUMNS ROWS'"},
  {"too_large.lines", Format::Lines, 1, 1, "size 2000x2000 is larger than the limit 1000x1000 (--max-size)"},
  // hv
  {"sizes_disagree.hv", Format::Hv, 7, 1, "sizes disagree: rows=3 but the Horizontal grid has 4 rows"},
  {"grids_differ.hv", Format::Hv, 7, 1, "sizes disagree: rows=3 but the Vertical grid has 2 rows"},
  {"missing_section.hv", Format::Hv, 0, 0, "missing the 'Vertical' grid"},
  {"white_mismatch.hv", Format::Hv, 6, 5, "cell (2,2): white (0) in one grid but '#' in the other"},
  {"ragged_rows.hv", Format::Hv, 5, 4, "ragged rows: this row has 2 cells, expected 3 (columns=)"},
  {"too_large.hv", Format::Hv, 1, 1, "rows=1000000000 is larger than the limit 1000 (--max-size)"},
  {"unknown_token.hv", Format::Hv, 6, 5, "unknown token '?'"},
  {"unknown_setting.hv", Format::Hv, 11, 1, "unknown setting 'width'"},
  // csp
  {"constraint_on_white.csp", Format::Csp, 16, 1, "constraint at 3,2: cell (2,1) is white (0) on the board"},
  {"missing_constraints_header.csp", Format::Csp, 0, 0, "missing the 'Constraints (row,column,sum,direction)' line"},
  {"bad_flag.csp", Format::Csp, 1, 4, "expected true or false, found 'maybe'"},
  {"coordinate_out_of_range.csp", Format::Csp, 10, 1, "constraint at 4,1: coordinate out of range (1..3,1..3)"},
  {"conflicting_duplicate_clue.csp", Format::Csp, 11, 1, "conflicting duplicate clue: v 5 but line 7 says 3"},
  {"unknown_direction.csp", Format::Csp, 8, 7, "unknown direction 'd'"},
  {"missing_constraints.csp.json", Format::CspJson, 1, 1, "missing field 'constraints'"},
  // xcsp
  {"half_white.xcsp.json", Format::Xcsp, 3, 23, "cell (1,1): x 0 with y 3: a white cell has x 0 and y 0"},
  // jsonl
  {"bad_json.jsonl", Format::Jsonl, 2, 92, "bad JSON: syntax error while parsing object - unexpected end of input"},
  {"missing_field.jsonl", Format::Jsonl, 1, 1, "record 'nocols': missing field 'cols'"},
  {"wrong_type.jsonl", Format::Jsonl, 1, 24, "record 'strrows': 'rows' must be an integer, not a string"},
  {"grid_size_mismatch.jsonl", Format::Jsonl, 1, 40, "record 'short': 'grid' has 2 rows, expected 3"},
  {"unknown_token.jsonl", Format::Jsonl, 1, 68, "record 'tok': cell (1,2): unknown token 'x'"},
  {"white_without_across_clue.jsonl", Format::Jsonl, 1, 65, "record 'orphan': cell (1,1): white cell has no across clue"},
  {"given_on_clue.jsonl", Format::Jsonl, 1, 101, "record 'g': cell (0,1): given 5 on clue 3\\"},
  // puzzlink (the column is the position in the URL)
  {"unknown_address.puzzlink", Format::Puzzlink, 1, 9, "unknown address 'example.com/p' (expected puzz.link/p"},
  {"not_kakuro.puzzlink", Format::Puzzlink, 1, 21, "the puzzle type is 'nurikabe', not kakuro"},
  {"run_past_end.puzzlink", Format::Puzzlink, 2, 32, "a run of 5 white cells ('o') goes past the end of the board (4 cells left)"},
  {"url_ends_early.puzzlink", Format::Puzzlink, 1, 36, "the URL ends before the across sum of cell (2,0)"},
  {"unknown_sum_character.puzzlink", Format::Puzzlink, 1, 35, "unknown character '!' for the across sum of cell (1,0)"},
  {"no_down_sum.puzzlink", Format::Puzzlink, 1, 32, "cell (1,1): white cell has no down clue"},
  // pzprv3
  {"not_kakuro.pzprv3", Format::Pzprv3, 2, 1, "the puzzle type is 'nurikabe', not kakuro"},
  {"ragged_rows.pzprv3", Format::Pzprv3, 6, 5, "ragged rows: this row has 2 cells, expected 3 (COLS + 1"},
  {"unknown_token.pzprv3", Format::Pzprv3, 6, 3, "cell (1,1): unknown token 'x' (expected '.' for a white cell or ACROSS,DOWN"},
  {"answer_on_clue.pzprv3", Format::Pzprv3, 11, 1, "cell (1,1): answer digit 7 on clue 4\\8"},
  {"ends_early.pzprv3", Format::Pzprv3, 6, 7, "the file ends after 2 of the 3 rows of clues (ROWS + 1)"},
  {"too_large.pzprv3", Format::Pzprv3, 3, 1, "the grid has 1000000001 rows (the clue row included), more than the limit 1000 (--max-size)"},
  // kanpen
  {"coordinate_out_of_range.kanpen", Format::Kanpen, 7, 1, "row '3' out of range (0..2)"},
  {"listed_twice.kanpen", Format::Kanpen, 8, 1, "cell (0,1) is listed twice (first on line 4)"},
  {"malformed_line.kanpen", Format::Kanpen, 6, 1, "expected 'ROW COL ACROSS DOWN', found '1 0 3'"},
  {"answer_on_clue.kanpen", Format::Kanpen, 10, 1, "cell (1,0): answer digit 5 on clue \\3"},
  {"too_large.kanpen", Format::Kanpen, 1, 1, "the grid has 3000 rows (the clue row included), more than the limit 1000"},
};
// clang-format on

std::vector<Diagnostic> errors_of(const ParseResult& r) {
  std::vector<Diagnostic> out;
  for (const auto& d : r.diags.items()) out.push_back(d);
  for (const auto& rec : r.records)
    for (const auto& d : rec.diags.items()) out.push_back(d);
  return out;
}

}  // namespace

TEST_CASE("every malformed file fails with its message at its position", "[formats][invalid]") {
  for (const Case& c : kCases) {
    INFO(c.file);
    const ParseResult r = kakuro::test::parse_data(std::string("invalid/") + c.file);
    INFO(kakuro::test::all_diags(r));
    CHECK(r.format == c.format);
    CHECK_FALSE(r.ok());
    const auto errs = errors_of(r);
    REQUIRE_FALSE(errs.empty());
    const Diagnostic& first = errs.front();
    CHECK(first.severity == Severity::Error);
    CHECK(first.message.find(c.fragment) != std::string::npos);
    CHECK(first.pos.line == c.line);
    CHECK(first.pos.col == c.col);
    CHECK(first.file == std::string("invalid/") + c.file);
  }
}

TEST_CASE("each file of tests/data/invalid has a row in the table", "[formats][invalid]") {
  std::size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(kakuro::test::data_dir() + "/invalid")) {
    const std::string name = e.path().filename().string();
    INFO(name);
    CHECK(std::any_of(std::begin(kCases), std::end(kCases), [&](const Case& c) { return name == c.file; }));
    ++files;
  }
  CHECK(files == std::size(kCases));
}

TEST_CASE("a valid record next to a broken one still parses", "[formats][invalid]") {
  const ParseResult r = kakuro::test::parse_data("invalid/bad_json.jsonl");
  REQUIRE(r.records.size() == 2);
  CHECK(r.records[0].puzzle.has_value());
  CHECK(r.records[0].diags.empty());
  CHECK(r.records[1].id == "invalid/bad_json.jsonl#2");
  CHECK(r.records[1].line == 2);
  CHECK_FALSE(r.records[1].puzzle.has_value());
}

TEST_CASE("every problem is reported, not just the first", "[formats][invalid]") {
  const std::string text = "#  3\\  4\\\n\\3 x  .\n\\4 .  y\n";
  const ParseResult r = parse_puzzles(text, "two.grid", Format::Grid);
  REQUIRE(r.records.size() == 1);
  const auto& items = r.records[0].diags.items();
  REQUIRE(items.size() == 2);
  CHECK(items[0].str() ==
        "two.grid:2:4: error: cell (1,1): unknown token 'x' (expected #, ., D\\A or a digit)");
  CHECK(items[1].str() ==
        "two.grid:3:7: error: cell (2,2): unknown token 'y' (expected #, ., D\\A or a digit)");

  const ParseResult lines = parse_puzzles("3 3\n9 0 x 0\n0 9 h 3\n1 1 z q\n", "l", Format::Lines);
  CHECK(lines.records[0].diags.error_count() == 4);
}

TEST_CASE("a single pretty-printed record is read, with positions inside it", "[formats][invalid]") {
  const std::string text =
      "\n{\n  \"id\": \"pretty\",\n  \"rows\": 3, \"cols\": 3,\n  \"grid\": [\n    [\"#\", \"3\\\\\", "
      "\"4\\\\\"],\n"
      "    [\"\\\\3\", \".\", \"?\"],\n    [\"\\\\4\", \".\", \".\"]\n  ]\n}\n";
  const ParseResult r = parse_puzzles(text, "one.json");
  CHECK(r.format == Format::Jsonl);
  REQUIRE(r.records.size() == 1);
  CHECK(r.records[0].line == 2);
  CHECK(r.records[0].id == "pretty");
  REQUIRE(r.records[0].diags.error_count() == 1);
  CHECK(
      r.records[0].diags.items()[0].str() ==
      "one.json:7:18: error: record 'pretty': cell (1,2): unknown token '?' (expected #, ., D\\A or a digit) "
      "(read as jsonl format)");

  std::string fixed = text;
  fixed.replace(fixed.find("\"?\""), 3, "\".\"");
  const ParseResult ok = parse_puzzles(fixed, "one.json");
  INFO(kakuro::test::all_diags(ok));
  CHECK(ok.ok());
}
