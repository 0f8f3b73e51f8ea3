// Ids and file names hold arbitrary bytes: a reader reports an id that is not valid UTF-8
// at its first bad byte (the record is invalid), record ids are always valid UTF-8, and
// every writer writes valid UTF-8 whatever the id holds.
#include <catch2/catch.hpp>
#include <string>

#include "format_test_util.hpp"
#include "kakuro/text.hpp"

using namespace kakuro;
using kakuro::test::first_error;

namespace {

const std::string kBad = "bad\xFFname";                 // 0xFF is never UTF-8
const std::string kBadFixed = "bad\xEF\xBF\xBDname";    // ... and reads back as U+FFFD
const std::string kNasty = "a\xFF<&>\"'\n;x\x01]\xC3";  // bad bytes, markup, controls

// Every id and every message of a parse is valid UTF-8.
void check_clean(const ParseResult& r) {
  for (const auto& d : r.diags.items()) CHECK(valid_utf8(d.str()));
  for (const auto& rec : r.records) {
    CHECK(valid_utf8(rec.id));
    for (const auto& d : rec.diags.items()) CHECK(valid_utf8(d.str()));
  }
}

}  // namespace

TEST_CASE("an id comment that is not UTF-8 is an input error at its bad byte", "[formats][ids]") {
  struct Case {
    Format format;
    std::string text;
    const char* where;
  };
  const std::string id = "; id: " + kBad + "\n";  // 0xFF in column 10
  const Case cases[] = {
      {Format::Grid, id + "#  3\\\n\\3 .\n", "f:1:10:"},
      {Format::Lines, "2 2\n" + id + "0 0 x 0\n1 0 v 3\n0 1 h 3\n", "f:2:10:"},
      {Format::Hv, id + "rows=2\ncolumns=2\nHorizontal\n#,#\n3,0\nVertical\n#,3\n#,0\n", "f:1:10:"},
      {Format::Csp, "rows=2\ncolumns=2\n" + id + "#,#\n#,0\nConstraints\n1,2,3,v\n2,1,3,h\n", "f:3:10:"},
  };
  for (const Case& c : cases) {
    INFO(to_string(c.format));
    const ParseResult r = parse_puzzles(c.text, "f", c.format);
    check_clean(r);
    REQUIRE(r.records.size() == 1);
    CHECK_FALSE(r.records[0].puzzle);
    CHECK(r.records[0].id == kBadFixed);
    CHECK(first_error(r) == std::string(c.where) + " error: the id is not valid UTF-8 (byte 0xFF)");
    // Detected, the message says how the file was read.
    CHECK(first_error(parse_puzzles(c.text, "f")) ==
          std::string(c.where) + " error: the id is not valid UTF-8 (byte 0xFF) (read as " +
              to_string(c.format) + " format)");
    // With a good id the same text is a puzzle named by it, in every text format.
    std::string good = c.text;
    good.replace(good.find(kBad), kBad.size(), "caf\xC3\xA9");
    const ParseResult ok = parse_puzzles(good, "f", c.format);
    INFO(kakuro::test::all_diags(ok));
    CHECK(ok.ok());
    CHECK(ok.records[0].id == "caf\xC3\xA9");
  }
}

TEST_CASE("a JSON string that is not UTF-8 is reported at its bad byte, named after its key",
          "[formats][ids]") {
  const std::string good = R"({"id": "ok", "rows": 2, "cols": 2, "grid": [["#", "3\\"], ["\\3", "."]]})";
  const std::string bad_id =
      R"({"id": ")" + kBad + R"(", "rows": 2, "cols": 2, "grid": [["#", "3\\"], ["\\3", "."]]})";
  const ParseResult r = parse_puzzles(good + "\n" + bad_id + "\n" + good + "\n", "f.jsonl", Format::Jsonl);
  check_clean(r);
  REQUIRE(r.records.size() == 3);
  CHECK(r.records[0].puzzle);
  CHECK_FALSE(r.records[1].puzzle);
  CHECK(r.records[1].id == "f.jsonl#2");
  CHECK(r.records[2].puzzle);
  REQUIRE(r.records[1].diags.items().size() == 1);
  CHECK(r.records[1].diags.items()[0].str() == "f.jsonl:2:12: error: the id is not valid UTF-8 (byte 0xFF)");

  // Other strings: by key, or as "a string" inside arrays; one error per string.
  const std::string meta = R"({"id": "m", "rows": 2, "cols": 2, "grid": [["#", "3\\"], ["\\3", ")"
                           "\xFF\xFE"
                           R"("]], "meta": {"uniqueness": "x)"
                           "\xC3"
                           R"("}})";
  const ParseResult m = parse_puzzles(meta, "m.jsonl", Format::Jsonl);
  check_clean(m);
  REQUIRE(m.records.size() == 1);
  const auto& items = m.records[0].diags.items();
  REQUIRE(items.size() == 2);
  CHECK(items[0].str() == "m.jsonl:1:67: error: a string is not valid UTF-8 (byte 0xFF)");
  CHECK(items[1].str() == "m.jsonl:1:99: error: 'uniqueness' is not valid UTF-8 (byte 0xC3)");

  const ParseResult x =
      parse_puzzles("{\"nRows\": 1, \"nCols\": 1, \"clues\": [[{\"x\": -1, \"y\": -1}]], \"n\xFF\": 1}",
                    "x.json", Format::Xcsp);
  check_clean(x);
  CHECK(first_error(x) == "x.json:1:61: error: a string is not valid UTF-8 (byte 0xFF)");
  const ParseResult c =
      parse_puzzles("{\"rows\": 1, \"cols\": 1, \"board\": [[\"\xE2\x82\"]], \"constraints\": []}", "c.json",
                    Format::CspJson);
  check_clean(c);
  CHECK(first_error(c) == "c.json:1:36: error: a string is not valid UTF-8 (byte 0xE2)");
  // Outside a string the JSON is broken anyway: one error.
  const ParseResult o = parse_puzzles("{\"rows\": 1\xFF}", "o.json", Format::CspJson);
  check_clean(o);
  CHECK(first_error(o) == "o.json:1:11: error: bad JSON: text that is not valid UTF-8 (byte 0xFF)");
}

TEST_CASE("record ids and messages are valid UTF-8 whatever the file name or input holds", "[formats][ids]") {
  const std::string file = "dir/p\xFF\xC3.kakuro";
  const ParseResult g = parse_puzzles("#  3\\\n\\3 .\n", file, Format::Grid);
  REQUIRE(g.records.size() == 1);
  CHECK(g.records[0].id == to_valid_utf8(file));
  CHECK(g.records[0].file == file);  // the file name itself is kept, to open the file again
  const ParseResult j =
      parse_puzzles(R"({"rows": 2, "cols": 2, "grid": [["#", "3\\"], ["\\3", "."]]})", file, Format::Jsonl);
  REQUIRE(j.records.size() == 1);
  CHECK(j.records[0].id == to_valid_utf8(file) + "#1");
  // A quoted token with bad bytes, cut at 24 bytes without splitting a character.
  const ParseResult t = parse_puzzles("#  3\\\n\\3 \xFF\xC3\xA9\n", file, Format::Grid);
  check_clean(t);
  CHECK(first_error(t) ==
        to_valid_utf8(file) +
            ":2:4: error: cell (1,1): unknown token '\xEF\xBF\xBD\xC3\xA9' (expected #, ., D\\A or a digit)");
  const ParseResult u =
      parse_puzzles("#  3\\\n\\3 " + std::string(23, 'x') + "\xC3\xA9\n", "u", Format::Grid);
  CHECK(first_error(u).find("'" + std::string(23, 'x') + "...'") != std::string::npos);
  check_clean(u);
}

TEST_CASE("every writer writes valid UTF-8 whatever the id holds, and reads back", "[formats][ids]") {
  const ParseResult r = parse_puzzles("#  3\\ 4\\\n\\3 .   .\n\\4 .   .\n", "p", Format::Grid);
  const Puzzle& p = kakuro::test::only_puzzle(r);
  const Solution s{{2, 1, 1, 3}};
  for (Format f : kakuro::test::all_formats())
    for (const Solution* sol : {static_cast<const Solution*>(nullptr), &s}) {
      INFO(to_string(f) << (sol ? " solved" : ""));
      const std::string text = write_puzzle(p, f, WriteOptions{kNasty, sol});
      CHECK(valid_utf8(text));
      // Read back (xcsp and csp-json: parsed as JSON again), same grid, detected as itself.
      const ParseResult back = parse_puzzles(text, "w");
      INFO(text << kakuro::test::all_diags(back));
      CHECK(back.format == f);
      REQUIRE(back.ok());
      REQUIRE(back.records.size() == 1);
      if (f == Format::Grid && sol) {  // a filled grid: a solution, or givens when read as a puzzle
        Diagnostics d;
        CHECK(parse_solution(p, text, "w", d) == s);
      } else {
        CHECK(back.records[0].puzzle->same_grid(p));
      }
      CHECK(valid_utf8(back.records[0].id));
      if (f == Format::Jsonl) CHECK(back.records[0].id == to_valid_utf8(kNasty));
      // One comment line: the line break and the control character became spaces.
      if (f == Format::Grid) CHECK(back.records[0].id == "a\xEF\xBF\xBD<&>\"' ;x ]\xEF\xBF\xBD");
    }
}
