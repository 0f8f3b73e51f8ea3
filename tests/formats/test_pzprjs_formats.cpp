// The formats of the pzprjs editor (puzz.link): its URL, its pzprv3 file and Kanpen text.
// Known decodes (the editor's own test puzzle, tests/data/formats/*-editor-5x5.txt), the
// written forms byte for byte, every error at its file:line:col, the limits, and the whole
// corpus through each of the three formats.
#include <catch2/catch.hpp>
#include <string>

#include "format_test_util.hpp"
#include "kakuro/checker.hpp"

using namespace kakuro;
using kakuro::test::all_diags;
using kakuro::test::only_puzzle;
using kakuro::test::parse_data;

namespace {

constexpr Format kEditor[] = {Format::Puzzlink, Format::Pzprv3, Format::Kanpen};

// The editor's test puzzle (pzprjs test/script/kakuro.js) and its one answer there.
const char* const kEditorUrl = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3";
const char* const kEditorGrid =
    "#   #   12\\ 4\\  #   #\n"
    "#   4\\8 .   .   10\\ #\n"
    "\\10 .   .   .   .   10\\\n"
    "\\3  .   .   17\\3 .  .\n"
    "#   \\21 .   .   .   .\n"
    "#   #   \\12 .   .   #\n";
const std::vector<std::vector<int>> kEditorAnswer = {{0, 0, 0, 0, 0, 0}, {0, 0, 5, 3, 0, 0},
                                                     {0, 3, 4, 1, 2, 0}, {0, 1, 2, 0, 1, 2},
                                                     {0, 0, 1, 9, 3, 8}, {0, 0, 0, 8, 4, 0}};

const Puzzle& editor_puzzle() {
  static const ParseResult r = parse_puzzles(kEditorGrid, "editor.kakuro", Format::Grid);
  return only_puzzle(r);
}

Solution editor_solution() {
  std::vector<int> digits;
  for (const auto& row : kEditorAnswer) digits.insert(digits.end(), row.begin(), row.end());
  return solution_from_grid(editor_puzzle(), digits);
}

std::string first_error(const ParseResult& r) {
  for (const auto& d : r.diags.items()) return d.str();
  for (const auto& rec : r.records)
    for (const auto& d : rec.diags.items()) return d.str();
  return "";
}

// The puzzle of a grid text (a copy: the parse result does not outlive the call).
Puzzle grid_puzzle(const std::string& text) { return only_puzzle(parse_puzzles(text, "g", Format::Grid)); }

// The first error of `text` read as `f`, named "in".
std::string error_of(const std::string& text, Format f) { return first_error(parse_puzzles(text, "in", f)); }

// Each text read as `f` has the message as its first error ("" for none).
void check_first_errors(Format f, const std::vector<std::pair<std::string, std::string>>& cases) {
  for (const auto& [text, message] : cases) {
    INFO(text);
    CHECK(error_of(text, f) == message);
  }
}

// A file of tests/data holding the editor's test puzzle and its answer: read as `f`, and
// written back byte for byte.
Puzzle check_editor_file(const std::string& rel, Format f) {
  const ParseResult r = parse_data(rel);
  INFO(rel << "\n" << all_diags(r));
  CHECK(r.format == f);
  const Puzzle& p = only_puzzle(r);
  CHECK(p.same_grid(editor_puzzle()));
  REQUIRE(r.records[0].solution.has_value());
  CHECK(*r.records[0].solution == editor_solution());
  const Solution s = editor_solution();
  CHECK(write_puzzle(p, f, WriteOptions{"", &s}) == kakuro::test::read_file(kakuro::test::data_file(rel)));
  return p;
}

}  // namespace

TEST_CASE("the editor's test URL decodes to its puzzle, whose answer is the editor's", "[formats][pzprjs]") {
  const ParseResult r = parse_puzzles(kEditorUrl, "url");
  INFO(all_diags(r));
  CHECK(r.format == Format::Puzzlink);
  const Puzzle& p = only_puzzle(r);
  CHECK(p.same_grid(editor_puzzle()));
  CHECK(p.rows() == 6);  // 5x5 board plus the clue row and column
  CHECK(p.cols() == 6);
  CHECK(p.num_vars() == 16);
  CHECK(r.records[0].id == "url");                 // one URL: named by its file, as one grid is
  CHECK_FALSE(r.records[0].solution.has_value());  // a URL holds no answer
  CHECK(is_solution(editor_puzzle(), editor_solution()));
}

TEST_CASE("puzzlink is written as the editor writes it: '-' for no sum", "[formats][pzprjs]") {
  const std::string url = write_puzzle(editor_puzzle(), Format::Puzzlink);
  CHECK(url == "https://puzz.link/p?kakuro/5/5/48la-.na-lh3l-Bn.-cl.c4a3\n");
  // The solution is not part of a URL.
  const Solution s = editor_solution();
  CHECK(write_puzzle(editor_puzzle(), Format::Puzzlink, WriteOptions{"x", &s}) == url);
  CHECK(only_puzzle(parse_puzzles(url, "w")).same_grid(editor_puzzle()));
}

TEST_CASE("puzzlink: hosts, schemes, a bare '?', and the editor's flag field", "[formats][pzprjs]") {
  const std::string body = "kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3";
  for (const std::string prefix :
       {"https://puzz.link/p?", "http://puzz.link/p?", "https://pzv.jp/p.html?", "http://pzv.jp/p.html?",
        "https://pzprxs.vercel.app/p?", "HTTPS://www.puzz.link/p?", "puzz.link/p?", "?"}) {
    for (const std::string& text : {prefix + body, "  " + prefix + body + " \r\n",
                                    prefix + "kakuro//5/5/48la0"
                                             ".na0lh3l0Bn.0cl.c4a3"}) {
      INFO(text);
      const ParseResult r = parse_puzzles(text, "u");
      INFO(all_diags(r));
      CHECK(r.format == Format::Puzzlink);
      CHECK(only_puzzle(r).same_grid(editor_puzzle()));
    }
  }
}

TEST_CASE("puzzlink: runs of 16 white cells and every sum character", "[formats][pzprjs]") {
  // A 2x9 board of white cells: 18 in a row-major run, 'z' (16) then 'l' (2).
  std::string grid = "#" + std::string(9 * 3, ' ');
  for (int c = 0; c < 9; ++c) grid.replace(std::size_t(2 + 3 * c), 2, "3\\");
  grid += "\n\\45 . . . . . . . . .\n\\45 . . . . . . . . .\n";
  const Puzzle p = grid_puzzle(grid);
  const std::string url = write_puzzle(p, Format::Puzzlink);
  CHECK(url == "https://puzz.link/p?kakuro/9/2/zl333333333ZZ\n");
  CHECK(only_puzzle(parse_puzzles(url, "u")).same_grid(p));
  // 'z' 'k': 17 white cells in one row is a run too long for Kakuro, said by the puzzle's check.
  const ParseResult u = parse_puzzles("?kakuro/17/1/zk" + std::string(17, '1') + "9", "u");
  CHECK(
      first_error(u) ==
      "u:1:33: error: cell (1,0): across clue 9: run of 17 cells is longer than 9 (read as puzzlink format)");
  // Sums 1..45, each once as a down and an across clue: a column of 1-cell runs.
  std::string sums;
  for (int s = 1; s <= 45; ++s) sums += "# " + std::to_string(s) + "\\\n\\" + std::to_string(46 - s) + " .\n";
  const Puzzle q = grid_puzzle(sums);
  const std::string qurl = write_puzzle(q, Format::Puzzlink);
  CHECK(qurl.substr(0, 41) == "https://puzz.link/p?kakuro/1/89/k2-k3-k4-");
  CHECK(qurl.find("k9-ka-kb-") != std::string::npos);
  CHECK(qurl.find("kj-kA-kB-") != std::string::npos);
  CHECK(qurl.find("kY-kZ-k1ZYXWVUTSRQPONMLKJIHGFEDCBAjihgfedcba987654321\n") != std::string::npos);
  const ParseResult back = parse_puzzles(qurl, "q");
  INFO(qurl << all_diags(back));
  CHECK(only_puzzle(back).same_grid(q));
}

TEST_CASE("puzzlink: a file of URLs is a collection, comments and ids allowed", "[formats][pzprjs]") {
  const std::string text = std::string("; my links\n") + kEditorUrl + "\n\n# a comment\n; id: second\n" +
                           kEditorUrl + "\n" + "?kakuro/1/1/k" + "\n";
  const ParseResult r = parse_puzzles(text, "links.txt");
  CHECK(r.format == Format::Puzzlink);
  REQUIRE(r.records.size() == 3);
  CHECK(r.records[0].id == "links.txt#1");
  CHECK(r.records[0].line == 2);
  CHECK(r.records[1].id == "second");
  CHECK(r.records[1].line == 6);
  CHECK(r.records[0].puzzle->same_grid(editor_puzzle()));
  CHECK(r.records[1].puzzle->same_grid(editor_puzzle()));
  // A broken URL spoils its own record only.
  CHECK_FALSE(r.records[2].puzzle.has_value());
  CHECK(first_error(r) ==
        "links.txt:7:14: error: the URL ends before the down sum of cell (0,1) (read as puzzlink format)");
  CHECK(holds_many(Format::Puzzlink));
  CHECK(first_error(parse_puzzles("\n; nothing\n", "e", Format::Puzzlink)) == "e: error: no URLs found");
  ParseLimits few;
  few.max_records = 2;
  CHECK(first_error(parse_puzzles(text, "f", Format::Puzzlink, few)) ==
        "f:7:1: error: more than 2 URLs; the rest is ignored");
}

TEST_CASE("puzzlink: every malformed URL is reported at its column", "[formats][pzprjs][invalid]") {
  check_first_errors(
      Format::Puzzlink,
      {
          {"https://puzz.link/kakuro/5/5",
           "in:1:1: error: not a puzz.link URL: no '?' (expected https://puzz.link/p?kakuro/COLS/ROWS/BODY)"},
          {"https://puzz.link/q?kakuro/2/2/n4637",
           "in:1:9: error: unknown address 'puzz.link/q' (expected puzz.link/p, pzv.jp/p.html or "
           "pzprxs.vercel.app/p)"},
          {"?sudoku/2/2/n4637", "in:1:2: error: the puzzle type is 'sudoku', not kakuro"},
          {"?kakuro", "in:1:8: error: the URL ends after the puzzle type (expected /COLS/ROWS/BODY)"},
          {"?kakuro/2",
           "in:1:10: error: missing number of rows (expected /COLS/ROWS/ with the board's size)"},
          {"?kakuro/0/2/n",
           "in:1:9: error: malformed number of columns '0' (expected /COLS/ROWS/ with the board's size)"},
          {"?kakuro/2/x/n",
           "in:1:11: error: malformed number of rows 'x' (expected /COLS/ROWS/ with the board's size)"},
          {"?kakuro/2/2/", "in:1:13: error: the URL ends after 0 of the board's 4 cells"},
          {"?kakuro/2/2/l", "in:1:14: error: the URL ends after 2 of the board's 4 cells"},
          {"?kakuro/2/2/m", "in:1:14: error: the URL ends after 3 of the board's 4 cells"},
          {"?kakuro/2/2/o",
           "in:1:13: error: a run of 5 white cells ('o') goes past the end of the board (4 cells left)"},
          {"?kakuro/2/2/lm",
           "in:1:14: error: a run of 3 white cells ('m') goes past the end of the board (2 cells left)"},
          {"?kakuro/2/2/4", "in:1:14: error: the URL ends before the across sum of the clue of cell (1,1)"},
          {"?kakuro/2/2/4kl",
           "in:1:14: error: unknown character 'k' for the across sum of the clue of cell (1,1) (a sum is "
           "1-9, "
           "a-j for 10-19, A-Z for 20-45; 0 or - for none)"},
          {"?kakuro/2/2/n4637x",
           "in:1:18: error: unexpected text 'x' after the clues of the outer row and column"},
          {"?kakuro/2/2/n4q37",
           "in:1:15: error: unknown character 'q' for the down sum of cell (0,2) (a sum is 1-9, a-j for "
           "10-19, "
           "A-Z for 20-45; 0 or - for none)"},
          {"?kakuro/2/2/n4607", "in:1:13: error: cell (1,1): white cell has no across clue"},
      });
}

TEST_CASE("pzprv3: the editor's file with its answer, written byte for byte", "[formats][pzprjs]") {
  const Puzzle p = check_editor_file("formats/pzprv3-editor-5x5.txt", Format::Pzprv3);
  // Unsolved: every answer cell '.'.
  const std::string blank = write_puzzle(p, Format::Pzprv3);
  CHECK(blank.substr(blank.size() - 11) == ". . . . . \n");
  const ParseResult b = parse_puzzles(blank, "b");
  CHECK(only_puzzle(b).same_grid(p));
  CHECK_FALSE(b.records[0].solution.has_value());
}

TEST_CASE("pzprv3: the editor's older forms: one line with '/', 0 for no sum, marks", "[formats][pzprjs]") {
  // pzprjs's test data (older pzprjs wrote 0 for no sum): one line, '/' for line breaks.
  const std::string old =
      "pzprv3/kakuro/5/5/0 0 12 4 0 0 /0 8,4 . . 0,10 0,0 /10 . . . . 0,10 /3 . . 3,17 . . /0 21,0 . . . . /"
      "0 0,0 12,0 . . 0,0 /. 5 3 . . /3 4 1 2 . /1 2 . 1 2 /. 1 9 3 8 /. . 8 4 . /";
  const ParseResult r = parse_puzzles(old, "old");
  INFO(all_diags(r));
  CHECK(r.format == Format::Pzprv3);
  CHECK(only_puzzle(r).same_grid(editor_puzzle()));
  CHECK(r.records[0].solution == editor_solution());
  // Positions count within the line.
  CHECK(error_of("pzprv3/kakuro/1/1/0 2 /3 x /", Format::Pzprv3) ==
        "in:1:26: error: cell (1,1): unknown token 'x' (expected '.' for a white cell or ACROSS,DOWN for a "
        "black "
        "or clue cell)");
  // Marks and pencil marks are no answer; a partly filled file is a puzzle without solution.
  const std::string marks =
      "pzprv3\nkakuro\n2\n2\n0 4 6 \n3 . . \n7 . . \n+ 2[1,,,] \n.[1,2,,] % "
      "\ninfo:{\"metadata\":{\"author\":\"x/y\"}}\n";
  const ParseResult m = parse_puzzles(marks, "m");
  INFO(all_diags(m));
  CHECK(m.ok());
  CHECK_FALSE(m.records[0].solution.has_value());
  // Filled in, with the editor's trailers (history, trial boards) ignored.
  const ParseResult f =
      parse_puzzles("pzprv3.1\nkakuro\n2\n2\n0 4 6\n3 . .\n7 . .\n1 2\n3 4\nTrialData(1)\nxx\n", "f");
  INFO(all_diags(f));
  REQUIRE(f.records.size() == 1);
  REQUIRE(f.records[0].solution.has_value());
  CHECK(f.records[0].solution->digits == std::vector<Digit>{1, 2, 3, 4});
}

TEST_CASE("pzprv3: every malformed file is reported at its line and column", "[formats][pzprjs][invalid]") {
  const std::string head = "pzprv3\nkakuro\n2\n2\n";
  check_first_errors(
      Format::Pzprv3,
      {
          {"pzprv2\nkakuro\n", "in:1:1: error: expected 'pzprv3' (the editor's file header), found 'pzprv2'"},
          {"pzprv3\n", "in:1:7: error: the file ends before the puzzle type"},
          {"pzprv3\nkakuro\n0\n",
           "in:3:1: error: malformed number of rows '0' (the board's size without its clue row and column, "
           "at "
           "least 1)"},
          {head + "0 4 6\n3 . .\n7 . .\n1 2\n", "in:8:4: error: the file ends after 1 of the 2 answer rows"},
          {head + "0 4 6\n3 . .\n7 . .\n1 2\n3 4\n5 6\n",
           "in:10:1: error: unexpected text '5 6' after the answer rows"},
          {head + "0 4 6\n3 . .\n7 . .\n1 2 3\n3 4\n",
           "in:8:5: error: ragged rows: this row has 3 cells, expected 2 (COLS: the board's cells)"},
          {head + "0 4 6\n3 . .\n7 . .\n1 0\n3 4\n",
           "in:8:3: error: cell (1,2): unknown answer '0' (expected a digit 1-9 or '.')"},
          {head + "0 4 x\n3 . .\n7 . .\n",
           "in:5:5: error: cell (0,2): malformed sum 'x' (a number; 0 or -1 for none)"},
          {head + "0 4 6\n3 . 2\n7 . .\n",
           "in:6:5: error: cell (1,2): unknown token '2' (expected '.' for a white cell or ACROSS,DOWN for a "
           "black or clue cell)"},
          {head + "0 4 6\n3 . -2,3\n7 . .\n",
           "in:6:5: error: cell (1,2): unknown token '-2,3' (expected '.' for a white cell or ACROSS,DOWN "
           "for a "
           "black or clue cell)"},
          {head + "0 4 46\n3 . .\n7 . .\n", "in:5:5: error: cell (0,2): clue sum 46 out of range (1..45)"},
      });
}

TEST_CASE("kanpen: the editor's text with its answer, written byte for byte", "[formats][pzprjs]") {
  const Puzzle p = check_editor_file("formats/kanpen-editor-5x5.txt", Format::Kanpen);
  // -1 (newer pzprjs) is no sum too; no answer grid at all is a puzzle.
  const ParseResult n = parse_puzzles("3\n3\n0 0 0 0\n0 1 -1 4\n0 2 -1 6\n1 0 3 -1\n2 0 7 -1\n", "n");
  INFO(all_diags(n));
  CHECK(n.format == Format::Kanpen);
  CHECK(only_puzzle(n).same_grid(only_puzzle(parse_puzzles("#  4\\ 6\\\n\\3 .  .\n\\7 .  .\n", "g"))));
  CHECK_FALSE(n.records[0].solution.has_value());
}

TEST_CASE("kanpen: every malformed file is reported at its line and column", "[formats][pzprjs][invalid]") {
  const std::string head = "3\n3\n0 0 0 0\n0 1 0 4\n0 2 0 6\n1 0 3 0\n2 0 7 0\n\n";
  check_first_errors(
      Format::Kanpen,
      {
          {"3 3\n",
           "in:1:1: error: expected the number of rows (the clue row included, at least 2), found '3 3'"},
          {"3\n1\n",
           "in:2:1: error: expected the number of columns (the clue column included, at least 2), found '1'"},
          {"3\n", "in:1:2: error: the file ends before the number of columns"},
          {"3\n3\n0 1 0 4 5\n", "in:3:9: error: expected 'ROW COL ACROSS DOWN', found '0 1 0 4 5'"},
          {"3\n3\n0 x 0 4\n", "in:3:3: error: malformed column 'x'"},
          {"3\n3\n0 1 0 y\n", "in:3:7: error: malformed sum 'y' (a number; 0 or -1 for none)"},
          {head + ". . .\n. 1 2\n", "in:10:6: error: the file ends after 2 of the 3 answer rows"},
          {head + ". . .\n. 1 2\n. 3 4\n. 5 6\n",
           "in:12:1: error: unexpected text '. 5 6' after the answer grid"},
          {head + ". . .\n. 1\n. 3 4\n",
           "in:10:4: error: ragged rows: this answer row has 2 cells, expected 3"},
          {head + ". . .\n. 1 x\n. 3 4\n",
           "in:10:5: error: cell (1,2): unknown answer 'x' (expected a digit 1-9, 0 or '.')"},
          {"3\n3\n0 0 0 0\n0 1 0 4\n0 2 0 6\n1 0 3 0\n",
           "in:7:1: error: cell (2,1): white cell has no across clue"},
          {head + ". . .\n. 1 2\n. 3 4\n" + "", ""},
      });
}

TEST_CASE("pzprjs formats: sizes beyond the limits are refused before anything is allocated",
          "[formats][pzprjs][limits]") {
  const std::pair<std::string, Format> huge[] = {
      {"?kakuro/2000000000/2000000000/", Format::Puzzlink},
      {"pzprv3\nkakuro\n2000000000\n2000000000\n", Format::Pzprv3},
      {"2000000000\n2000000000\n", Format::Kanpen},
  };
  for (const auto& [text, f] : huge) {
    INFO(text);
    const std::string e = error_of(text, f);
    CHECK(e.find("more than the limit 1000 (--max-size)") != std::string::npos);
  }
  ParseLimits small;
  small.max_rows = small.max_cols = 6;
  CHECK(parse_puzzles(kEditorUrl, "u", Format::Puzzlink, small).ok());
  small.max_cols = 5;  // the editor's 5 columns are 6 with the clue column
  CHECK(error_of(kEditorUrl, Format::Puzzlink).empty());
  CHECK(
      first_error(parse_puzzles(kEditorUrl, "u", Format::Puzzlink, small)) ==
      "u:1:28: error: the grid has 6 columns (the clue column included), more than the limit 5 (--max-size)");
}

TEST_CASE("pzprjs formats: fits, solved forms, detection", "[formats][pzprjs]") {
  const Puzzle& p = editor_puzzle();
  for (Format f : kEditor) {
    INFO(to_string(f));
    CHECK(fits(p, f));
    CHECK(has_solved_form(f) == (f != Format::Puzzlink));
    CHECK(holds_many(f) == (f == Format::Puzzlink));
    CHECK(detect_format(write_puzzle(p, f)) == f);
    CHECK(parse_format(to_string(f)) == f);
    CHECK(file_extension(f) == ".txt");
  }
  CHECK(parse_format("puzz.link") == Format::Puzzlink);
  // Givens cannot be written; a grid with no room for the clue row and column neither.
  const Puzzle given = grid_puzzle("#  4\\ 6\\\n\\3 1  .\n\\7 .  .\n");
  const Puzzle thin = grid_puzzle("# #\n");
  for (Format f : kEditor) {
    CHECK_FALSE(fits(given, f));
    CHECK_FALSE(fits(thin, f));
  }
  // Kanpen's two lines of one number each, against the lines format's "COLS ROWS".
  CHECK(detect_format("# a comment\n3\n; another\n3\n0 0 0 0\n") == Format::Kanpen);
  CHECK(detect_format("3 3\n0 0 x 0\n") == Format::Lines);
  CHECK(detect_format("3\n3 3\n") == Format::Lines);
  CHECK(detect_format("pzprv3/kakuro/1/1/") == Format::Pzprv3);
  CHECK(detect_format("\n  ?kakuro/1/1/k11\n") == Format::Puzzlink);
  CHECK(detect_format("http://example.org/kakuro\n") == Format::Puzzlink);  // then says what is wrong
}

TEST_CASE("parse_solution reads the answers of pzprv3 and Kanpen files", "[formats][pzprjs][solution]") {
  const Puzzle& p = editor_puzzle();
  for (const char* file : {"formats/pzprv3-editor-5x5.txt", "formats/kanpen-editor-5x5.txt"}) {
    INFO(file);
    Diagnostics d;
    const auto s = parse_solution(p, kakuro::test::read_file(kakuro::test::data_file(file)), file, d);
    INFO((d.empty() ? std::string() : d.items()[0].str()));
    REQUIRE(s.has_value());
    CHECK(*s == editor_solution());
  }
  // A partly filled file: the empty cells are 0.
  Diagnostics d;
  const auto part = parse_solution(p, write_puzzle(p, Format::Pzprv3), "blank", d);
  REQUIRE(part.has_value());
  CHECK(*part == Solution{std::vector<Digit>(16, 0)});
  // Another layout: each difference at its cell.
  const Puzzle other = grid_puzzle("#  4\\ 6\\\n\\3 .  .\n\\7 .  .\n");
  Diagnostics e;
  CHECK_FALSE(parse_solution(other, write_puzzle(p, Format::Kanpen), "k", e));
  REQUIRE_FALSE(e.empty());
  CHECK(e.items()[0].str() == "k:3:1: error: the solution is 6x6, the puzzle 3x3 (read as a Kanpen file)");
  const std::string changed = "3\n3\n0 0 0 0\n0 1 0 4\n0 2 0 5\n1 0 3 0\n2 0 7 0\n\n. . .\n. 1 2\n. 3 4\n";
  Diagnostics c;
  CHECK_FALSE(parse_solution(other, changed, "k", c));
  REQUIRE_FALSE(c.empty());
  CHECK(c.items()[0].str() ==
        "k:5:1: error: cell (0,2): the puzzle has clue 6\\ here, the solution clue 5\\ (read as a Kanpen "
        "file)");
  Diagnostics u;
  CHECK_FALSE(parse_solution(p, kEditorUrl, "u", u));
  REQUIRE_FALSE(u.empty());
  CHECK(u.items()[0].str() ==
        "u:1:1: error: a puzz.link URL holds no answer digits (read as a puzz.link URL)");
}

TEST_CASE("read_puzzles takes a puzz.link URL where a file is expected", "[formats][pzprjs][io]") {
  const ParseResult r = read_puzzles(kEditorUrl);
  INFO(all_diags(r));
  CHECK(r.format == Format::Puzzlink);
  CHECK(only_puzzle(r).same_grid(editor_puzzle()));
  CHECK(r.records[0].file == kEditorUrl);
  const ParseResult bad = read_puzzles("?kakuro/5/5/48la0");
  CHECK(first_error(bad) ==
        "?kakuro/5/5/48la0:1:18: error: the URL ends after 4 of the board's 25 cells (read as "
        "puzzlink format)");
  // A missing file that is no URL is still "cannot read".
  CHECK(first_error(read_puzzles("/nonexistent/p.txt")).find("cannot read") != std::string::npos);
  // An existing file is read as a file even when its name looks like a URL (the name has no '?'
  // here: "http:" + directories); a file holding URLs is a collection.
  const ParseResult file = read_puzzles(kakuro::test::source_dir() + "/examples/puzzlink/two.txt");
  INFO(all_diags(file));
  CHECK(file.ok());
  REQUIRE(file.records.size() == 2);
  CHECK(file.records[0].id == "pzprjs-test");
  CHECK(file.records[0].puzzle->same_grid(editor_puzzle()));
}

TEST_CASE("the whole corpus through each of the editor's formats", "[formats][pzprjs][corpus]") {
  int records = 0, with_givens = 0, thin = 0;
  int trips[3] = {0, 0, 0};
  for (const std::string& path : kakuro::test::corpus_files()) {
    const ParseResult r = parse_puzzles(kakuro::test::read_file(path), path);
    REQUIRE(r.ok());
    for (const PuzzleRecord& rec : r.records) {
      const Puzzle& p = *rec.puzzle;
      ++records;
      const bool givens = !fits(p, Format::Hv);  // hv holds every layout, but no givens
      with_givens += givens;
      thin += p.rows() < 2 || p.cols() < 2;
      for (int k = 0; k < 3; ++k) {
        const Format f = kEditor[k];
        // Skipped only where the format cannot hold the puzzle (givens, or smaller than 2x2).
        CHECK(fits(p, f) == (!givens && p.rows() >= 2 && p.cols() >= 2));
        if (!fits(p, f)) continue;
        INFO(rec.id << " as " << to_string(f));
        WriteOptions o;
        o.solution = rec.solution ? &*rec.solution : nullptr;
        const ParseResult back = parse_puzzles(write_puzzle(p, f, o), "back", f);
        INFO(all_diags(back));
        REQUIRE(back.ok());
        REQUIRE(back.records.size() == 1);
        CHECK(back.records[0].puzzle->same_grid(p));
        if (f != Format::Puzzlink && rec.solution && is_solution(p, *rec.solution))
          CHECK(back.records[0].solution == rec.solution);
        ++trips[k];
      }
    }
  }
  WARN("pzprjs formats: " << records << " records (" << with_givens << " with givens, " << thin
                          << " thinner than 2x2); round trips: puzzlink " << trips[0] << ", pzprv3 "
                          << trips[1] << ", kanpen " << trips[2]);
  CHECK(thin == 0);
  for (int t : trips) CHECK(t == records - with_givens);
  CHECK(trips[0] > 0);
}
