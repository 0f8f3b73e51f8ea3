// The pzprjs editor's URL (puzz.link): the editor's own test puzzle decoded and written as
// the editor writes it, hosts, runs and sum characters, collections, every error at its
// column, and a URL where read_puzzles expects a file.
#include <catch2/catch.hpp>
#include <string>

#include "kakuro/checker.hpp"
#include "pzprjs_test_util.hpp"

using namespace kakuro;
using namespace kakuro::test;

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

TEST_CASE("puzzlink: the forms puzz.link writes, a closing '/' and a mode after the type, each read",
          "[formats][pzprjs]") {
  // The editor closes every URL with '/' when its last character is no letter or digit, and
  // reads one either way; its page opens `kakuro_edit`, `kakuro_play`, `kakuro_test` and
  // takes `NAME=VALUE&` options before the type.
  const std::string body = "5/5/48la-.na-lh3l-Bn.-cl.c4a3";
  for (const std::string prefix :
       {"https://puzz.link/p?kakuro/", "https://puzz.link/p?kakuro_edit/", "https://puzz.link/p?kakuro_play/",
        "http://pzv.jp/p.html?kakuro_test/", "https://puzz.link/p?type=player&kakuro/",
        "https://puzz.link/p?type=player&kakuro_play/", "?type=editor&net=1&kakuro_edit/", "?m+kakuro/",
        "?kakuro_edit//"}) {
    for (const std::string& text : {prefix + body, prefix + body + "/", "  " + prefix + body + "/ \r\n"}) {
      INFO(text);
      const ParseResult r = parse_puzzles(text, "u");
      INFO(all_diags(r));
      CHECK(r.format == Format::Puzzlink);
      CHECK(only_puzzle(r).same_grid(editor_puzzle()));
    }
  }
}

TEST_CASE("puzzlink: a URL that ends in '.' or '-' is written with the editor's closing '/'",
          "[formats][pzprjs]") {
  // No white cell in the board's first row or column (no outer sums) and a black last cell:
  // the body ends in '.', as 2 of the 78 URLs pzprjs wrote back did.
  const Puzzle p = grid_puzzle(
      "#  #   #   #\n"
      "#  #   3\\  4\\\n"
      "#  \\3 .   .\n"
      "#  \\4 .   .\n"
      "#  #   #   #\n");
  const std::string url = write_puzzle(p, Format::Puzzlink);
  CHECK(url == "https://puzz.link/p?kakuro/3/4/.3-4--3l-4l.../\n");
  const ParseResult back = parse_puzzles(url, "u");
  INFO(all_diags(back));
  CHECK(only_puzzle(back).same_grid(p));
  // A last letter or digit gets none: the editor's own test puzzle ends in '3'.
  CHECK(write_puzzle(editor_puzzle(), Format::Puzzlink).back() == '\n');
  CHECK(write_puzzle(editor_puzzle(), Format::Puzzlink).find("c4a3\n") != std::string::npos);
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
          // A width that is negative or overflows is the width, not a flag field before it.
          {"?kakuro/-3/2/n",
           "in:1:9: error: negative number of columns '-3' (expected /COLS/ROWS/ with the board's size)"},
          {"?kakuro/99999999999999999999/2/n",
           "in:1:9: error: too large a number of columns '99999999999999999999' (expected /COLS/ROWS/ with "
           "the board's size)"},
          {"?kakuro/2/-2/n",
           "in:1:11: error: negative number of rows '-2' (expected /COLS/ROWS/ with the board's size)"},
          {"?kakuro/x/2/2/n4637", ""},
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
          // One closing '/' is the editor's; a second, or text before it, is not.
          {"?kakuro/2/2/n4637//",
           "in:1:18: error: unexpected text '/' after the clues of the outer row and column"},
          {"?kakuro/2/2/n4637x/",
           "in:1:18: error: unexpected text 'x' after the clues of the outer row and column"},
          {"?kakuro/2/2/n46/", "in:1:16: error: the URL ends before the across sum of cell (1,0)"},
          {"?kakuro/2/2//", "in:1:13: error: the URL ends after 0 of the board's 4 cells"},
          // The editor drops one mode from the type, and reads NAME=VALUE& options before it.
          {"?kakuro_edit_play/2/2/n4637", "in:1:2: error: the puzzle type is 'kakuro_edit_play', not kakuro"},
          {"?kakuro_view/2/2/n4637", "in:1:2: error: the puzzle type is 'kakuro_view', not kakuro"},
          {"?Kakuro_edit/2/2/n4637", "in:1:2: error: the puzzle type is 'Kakuro_edit', not kakuro"},
          {"?type=player&sudoku_play/2/2/n4637",
           "in:1:14: error: the puzzle type is 'sudoku_play', not kakuro"},
          {"?type=player&&kakuro/2/2/n4637", "in:1:14: error: the puzzle type is '&kakuro', not kakuro"},
          {"?type=player&kakuro_edit",
           "in:1:25: error: the URL ends after the puzzle type (expected /COLS/ROWS/BODY)"},
          {"?kakuro/2/2/n4q37",
           "in:1:15: error: unknown character 'q' for the down sum of cell (0,2) (a sum is 1-9, a-j for "
           "10-19, "
           "A-Z for 20-45; 0 or - for none)"},
          {"?kakuro/2/2/n4607", "in:1:13: error: cell (1,1): white cell has no across clue"},
      });
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
