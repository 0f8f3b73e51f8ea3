// The pzprjs editor's pzprv3 file and Kanpen text (the hand-made files of tests/data/formats
// written byte for byte, the editor's older forms, every error at its line and column), and
// what the three editor formats share: limits, fits, detection, parse_solution, the corpus.
#include <catch2/catch.hpp>
#include <string>

#include "kakuro/checker.hpp"
#include "pzprjs_test_util.hpp"

using namespace kakuro;
using namespace kakuro::test;

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
