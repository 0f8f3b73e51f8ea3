// Detection and the readers agree on comment lines; a detected format is named in every
// message; UTF-16 input is one clear error.
#include <catch2/catch.hpp>
#include <string>

#include "format_test_util.hpp"

using namespace kakuro;
using kakuro::test::first_error;

namespace {

bool hash_comments(Format f) {
  return f == Format::Lines || f == Format::Jsonl || f == Format::CspJson || f == Format::Xcsp ||
         f == Format::Puzzlink || f == Format::Pzprv3 || f == Format::Kanpen;
}

// `text` with `comment` as a line before the first line and after every line.
std::string interleave(const std::string& text, const std::string& comment) {
  std::string out = comment + "\n";
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t nl = text.find('\n', start);
    const std::size_t end = nl == std::string::npos ? text.size() : nl;
    out += text.substr(start, end - start) + "\n" + comment + "\n";
    start = end + 1;
  }
  return out;
}

const Puzzle& sample() {
  static const ParseResult r = kakuro::test::parse_data("formats/csp-given_5x5.txt");
  return kakuro::test::only_puzzle(r);
}

}  // namespace

TEST_CASE("';' comment lines: skipped alike by detection and by every reader",
          "[formats][detect][comments]") {
  for (Format f : kakuro::test::all_formats()) {
    for (const char* comment : {"; a comment", "   ; an indented comment; with ; more", ";"}) {
      INFO(to_string(f) << ": " << comment);
      const std::string text = interleave(write_puzzle(sample(), f), comment);
      CHECK(detect_format(text) == f);
      for (Format how : {Format::Auto, f}) {
        const ParseResult r = parse_puzzles(text, "c", how);
        INFO(text << kakuro::test::all_diags(r));
        CHECK(r.ok());
        CHECK(r.format == f);
        CHECK(kakuro::test::only_puzzle(r).same_grid(sample()));
      }
    }
  }
}

TEST_CASE("'#' comment lines where no data line starts with '#'", "[formats][detect][comments]") {
  for (Format f : kakuro::test::all_formats()) {
    if (!hash_comments(f)) continue;
    INFO(to_string(f));
    const std::string text = interleave(write_puzzle(sample(), f), "# a comment");
    CHECK(detect_format(text) == f);
    for (Format how : {Format::Auto, f}) {
      const ParseResult r = parse_puzzles(text, "c", how);
      INFO(text << kakuro::test::all_diags(r));
      CHECK(r.ok());
      CHECK(kakuro::test::only_puzzle(r).same_grid(sample()));
    }
  }
  // Seed 000's format with a header comment.
  const ParseResult lines =
      parse_puzzles("# seed 000\n#\n2 2\n0 0 x 0\n# the clues\n1 0 v 3\n0 1 h 3\n", "l");
  CHECK(lines.format == Format::Lines);
  CHECK(lines.ok());
}

TEST_CASE("in grid, hv and csp a line starting with '#' is a row", "[formats][detect][comments]") {
  // A grid whose every row starts with a black cell.
  const std::string grid = "#  #   4\\  6\\\n#  \\3  .    .\n#  \\7  .    .\n";
  CHECK(detect_format(grid) == Format::Grid);
  CHECK(parse_puzzles(grid, "g").ok());
  // So a '#' "comment" atop an hv file makes it a grid; the messages say so.
  const std::string hv = "# my puzzle\nrows=2\ncolumns=2\nHorizontal\n#,#\n3,0\nVertical\n#,3\n#,0\n";
  const ParseResult r = parse_puzzles(hv, "h");
  CHECK(r.format == Format::Grid);
  CHECK(first_error(r) ==
        "h:2:7: error: ragged rows: this row has 1 cells, the first row has 3 (read as grid format)");
  const ParseResult h = parse_puzzles(hv, "h", Format::Hv);
  CHECK(first_error(h) ==
        "h:1:1: error: unknown token '# my puzzle' (expected rows=, columns= or Horizontal)");
  CHECK(parse_puzzles("; my puzzle" + hv.substr(11), "h").ok());
}

TEST_CASE("each message of a detected format says which format was assumed", "[formats][detect]") {
  const std::string bad_grid = "#  3\\\n\\3 x\n";
  const ParseResult a = parse_puzzles(bad_grid, "g");
  REQUIRE(a.records.size() == 1);
  for (const auto& d : a.records[0].diags.items())
    CHECK(d.message.find("(read as grid format)") != std::string::npos);
  CHECK(first_error(a) ==
        "g:2:4: error: cell (1,1): unknown token 'x' (expected #, ., D\\A or a digit) (read as grid format)");
  // Chosen by the caller: nothing added.
  CHECK(first_error(parse_puzzles(bad_grid, "g", Format::Grid)) ==
        "g:2:4: error: cell (1,1): unknown token 'x' (expected #, ., D\\A or a digit)");
  // File-level messages too (a jsonl file with no records).
  CHECK(first_error(parse_puzzles("\n; nothing\n", "j", Format::Jsonl)) == "j: error: no records found");
  const ParseResult lines = parse_puzzles("3 3\n0 0 q 1\n", "l");
  CHECK(first_error(lines) ==
        "l:2:5: error: unknown tile kind 'q' (expected x, v or h) (read as lines format)");
  const ParseResult json = parse_puzzles("{\"nRows\": 1}", "x");
  CHECK(first_error(json) == "x:1:1: error: missing field 'nCols' (read as xcsp format)");
}

TEST_CASE("UTF-16 input is one error saying so, whatever the format", "[formats][detect][encoding]") {
  const char* const files[] = {"encoding/unique.utf16le-bom.kakuro", "encoding/unique.utf16be-bom.kakuro",
                               "encoding/unique.utf16le.kakuro", "encoding/sum_44_in_9.utf16le-bom.jsonl"};
  for (const char* file : files) {
    for (Format how : {Format::Auto, Format::Grid, Format::Jsonl, Format::Hv}) {
      INFO(file << " as " << to_string(how));
      const ParseResult r = kakuro::test::parse_data(file, how);
      CHECK(r.records.empty());
      CHECK(r.format == (how == Format::Auto
                             ? detect_format(kakuro::test::read_file(kakuro::test::data_dir() + "/" + file))
                             : how));
      REQUIRE(r.diags.items().size() == 1);
      const Diagnostic& d = r.diags.items()[0];
      CHECK(d.str().rfind(std::string(file) + ":1:1: error: ", 0) == 0);
      CHECK(d.message.find("UTF-16 text is not supported; save it as UTF-8") != std::string::npos);
    }
  }
  const ParseResult read = read_puzzles(kakuro::test::data_dir() + "/encoding/unique.utf16be-bom.kakuro");
  REQUIRE(read.diags.items().size() == 1);
  CHECK(read.diags.items()[0].message == "UTF-16 text is not supported; save it as UTF-8");
  // A proposed solution too.
  const ParseResult p = kakuro::test::parse_data("cli/unique.kakuro");
  Diagnostics d;
  CHECK_FALSE(parse_solution(kakuro::test::only_puzzle(p), std::string("\xFF\xFE#\0 \0", 6), "s", d));
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].str() == "s:1:1: error: UTF-16 text is not supported; save it as UTF-8");
  // UTF-32's byte order mark is named as such; a stray NUL in UTF-8 text is no UTF-16.
  CHECK(first_error(parse_puzzles(std::string("\xFF\xFE\0\0#\0\0\0", 8), "u")) ==
        "u:1:1: error: UTF-32 text is not supported; save it as UTF-8");
  const ParseResult nul = parse_puzzles(std::string("#  3\\\n\\3 .\n\0", 12), "n");
  CHECK(first_error(nul).find("UTF-16") == std::string::npos);
}
