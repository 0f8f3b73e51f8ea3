// The seed sample files (tests/data/formats, byte-exact copies of ../shared/formats) parse
// to the puzzles they describe, and every format is recognised by its content.
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <sstream>

#include "format_test_util.hpp"
#include "kakuro/checker.hpp"

using namespace kakuro;
using kakuro::test::all_diags;
using kakuro::test::only_puzzle;
using kakuro::test::parse_data;

namespace {
int count_kind(const Puzzle& p, CellKind k) {
  int n = 0;
  for (const Cell& c : p.cells()) n += c.kind == k;
  return n;
}
bool is_clue(const Puzzle& p, int r, int c, int down, int across) {
  const Cell& cell = p.cell(r, c);
  return cell.kind == CellKind::Clue && cell.down == down && cell.across == across;
}
}  // namespace

TEST_CASE("seed 000 lines sample: COLS ROWS, X column, Y row", "[formats][samples]") {
  const ParseResult r = parse_data("formats/lines-seed000-6x6.txt");
  CHECK(r.format == Format::Lines);
  const Puzzle& p = only_puzzle(r);
  CHECK(r.ok());
  CHECK(p.rows() == 6);
  CHECK(p.cols() == 6);
  CHECK(p.num_vars() == 21);
  CHECK(p.cell(0, 0).kind == CellKind::Black);
  CHECK(p.cell(3, 0).kind == CellKind::Black);
  CHECK(is_clue(p, 0, 2, 35, 0));  // "2 0 v 35"
  CHECK(is_clue(p, 1, 3, 24, 7));  // "3 1 v 24", "3 1 h 7"
  CHECK(is_clue(p, 3, 1, 4, 24));  // "1 3 v 4", "1 3 h 24"
  CHECK(is_clue(p, 5, 3, 0, 12));  // "3 5 h 12"
  CHECK(p.num_runs() == 14);
}

TEST_CASE("seed 001 hv sample", "[formats][samples]") {
  const ParseResult r = parse_data("formats/hv-seed001-5x6.txt");
  CHECK(r.format == Format::Hv);
  const Puzzle& p = only_puzzle(r);
  CHECK(p.rows() == 5);
  CHECK(p.cols() == 6);
  CHECK(p.num_vars() == 12);
  CHECK(is_clue(p, 0, 1, 3, 0));
  CHECK(is_clue(p, 1, 0, 0, 4));
  CHECK(is_clue(p, 3, 1, 0, 10));
  CHECK(is_clue(p, 2, 5, 3, 0));
  CHECK(count_kind(p, CellKind::Clue) == 9);
  CHECK_FALSE(r.records[0].solution.has_value());
}

TEST_CASE("the solved hv sample yields the puzzle and its solution", "[formats][samples]") {
  const ParseResult r = parse_data("formats/hv-output3.solved.txt");
  CHECK(r.format == Format::Hv);
  const Puzzle& p = only_puzzle(r);
  CHECK(p.rows() == 7);
  CHECK(p.cols() == 7);
  CHECK(is_clue(p, 1, 0, 0, 4));
  CHECK(is_clue(p, 2, 3, 18, 13));
  CHECK(is_clue(p, 4, 1, 9, 0));
  CHECK(is_clue(p, 4, 2, 10, 27));
  CHECK(is_clue(p, 5, 4, 0, 13));
  CHECK(p.cell(1, 1).kind == CellKind::White);
  REQUIRE(r.records[0].solution.has_value());
  const Solution& s = *r.records[0].solution;
  CHECK(s.digits[std::size_t(p.var_of(p.cell_id(1, 1)))] == 3);
  CHECK(s.digits[std::size_t(p.var_of(p.cell_id(6, 6)))] == 1);
  CHECK(is_solution(p, s));
  // Written back in the solved form, it reads the same.
  WriteOptions opts;
  opts.solution = &s;
  const std::string text = write_puzzle(p, Format::Hv, opts);
  const ParseResult again = parse_puzzles(text, "again");
  INFO(text);
  REQUIRE(again.ok());
  CHECK(again.records[0].puzzle->same_grid(p));
  CHECK(again.records[0].solution == s);
}

TEST_CASE("seed 004 csp samples, text and JSON", "[formats][samples]") {
  const ParseResult txt = parse_data("formats/csp-given_5x5.txt");
  const ParseResult json = parse_data("formats/csp-given_5x5.json");
  CHECK(txt.format == Format::Csp);
  CHECK(json.format == Format::CspJson);
  const Puzzle& a = only_puzzle(txt);
  const Puzzle& b = only_puzzle(json);
  CHECK(a.same_grid(b));
  CHECK(a.rows() == 5);
  CHECK(a.cols() == 5);
  CHECK(a.num_vars() == 12);
  CHECK(is_clue(a, 0, 1, 24, 0));  // 1,2,24,v
  CHECK(is_clue(a, 1, 3, 23, 0));  // 2,4,23,v
  CHECK(is_clue(a, 4, 2, 0, 16));  // 5,3,16,h
  CHECK(a.preferences().fc == true);
  CHECK(b.preferences().lcv == true);
  CHECK(a.preferences() == b.preferences());

  const ParseResult big = parse_data("formats/csp-given_8x8.txt");  // "Constraints(" with no space
  const Puzzle& c = only_puzzle(big);
  CHECK(c.rows() == 8);
  CHECK(is_clue(c, 1, 4, 17, 24));  // 2,5,17,v and 2,5,24,h
  CHECK(is_clue(c, 7, 5, 0, 3));    // the last line, no newline after it
}

TEST_CASE("every format is detected from its content", "[formats][detect]") {
  CHECK(detect_format("#  3\\  4\\\n\\7 . .\n") == Format::Grid);
  CHECK(detect_format("; a comment\n# 3\\\n") == Format::Grid);
  CHECK(detect_format("") == Format::Grid);
  CHECK(detect_format("6 6  \n0 0 x 0\n") == Format::Lines);
  CHECK(detect_format("rows=2\ncolumns=2\nHorizontal\n#,#\n") == Format::Hv);
  CHECK(detect_format("FC=true\nrows=2\n") == Format::Csp);
  CHECK(detect_format("rows=2\ncolumns=2\n#,#\n#,0\nConstraints (row,column,sum,direction)\n") ==
        Format::Csp);
  CHECK(detect_format("{\"options\": {}, \"rows\": 2, \"board\": []}") == Format::CspJson);
  CHECK(detect_format("{\n  \"nRows\": 6,\n  \"nCols\": 6,\n  \"clues\": []}") == Format::Xcsp);
  CHECK(detect_format("{\"id\": \"a\", \"rows\": 2, \"cols\": 2, \"grid\": []}\n") == Format::Jsonl);
  CHECK(detect_format("\xEF\xBB\xBF{\"grid\": []}") == Format::Jsonl);
  // Only keys count, never a string value that quotes one (fuzz finding id_control_chars).
  CHECK(detect_format("{\"id\": \"say \\\"options\\\" or \\\"board\\\"\", \"grid\": []}") == Format::Jsonl);
  CHECK(detect_format("{\"name\": \"grid\", \"nRows\": 2}") == Format::Xcsp);
  CHECK(detect_format("{\"id\": \"x\", \"board\": [") == Format::CspJson);  // cut short after the key
  for (const char* name :
       {"grid", "lines", "hv", "csp", "csp-json", "xcsp", "jsonl", "puzzlink", "pzprv3", "kanpen"}) {
    const auto f = parse_format(name);
    REQUIRE(f.has_value());
    CHECK(to_string(*f) == name);
  }
  CHECK_FALSE(parse_format("bogus").has_value());
}

TEST_CASE("the written form of every format is detected as that format", "[formats][detect]") {
  const ParseResult r = parse_data("formats/csp-given_5x5.txt");
  const Puzzle& p = only_puzzle(r);
  for (Format f : kakuro::test::all_formats()) {
    INFO(to_string(f));
    CHECK(detect_format(write_puzzle(p, f)) == f);
  }
}

TEST_CASE("the xcsp sample of the PyCSP3 model", "[formats][samples]") {
  const ParseResult r = parse_data("formats/xcsp-easy-000.json");
  CHECK(r.format == Format::Xcsp);
  const Puzzle& p = only_puzzle(r);
  CHECK(p.rows() == 6);
  CHECK(is_clue(p, 1, 1, 17, 14));
  CHECK(is_clue(p, 2, 5, 4, 0));
  CHECK(p.cell(0, 0).kind == CellKind::Black);
  INFO(all_diags(r));
  CHECK(r.ok());
}

TEST_CASE("examples/<format>/ holds puzzles in that format", "[formats][samples]") {
  namespace fs = std::filesystem;
  int files = 0;
  for (const auto& dir : fs::directory_iterator(kakuro::test::source_dir() + "/examples")) {
    if (!dir.is_directory()) continue;
    const auto fmt = parse_format(dir.path().filename().string());
    REQUIRE(fmt.has_value());
    for (const auto& f : fs::directory_iterator(dir.path())) {
      const ParseResult r = read_puzzles(f.path().string());
      INFO(f.path().string() << "\n" << all_diags(r));
      CHECK(r.ok());
      CHECK(r.format == *fmt);
      CHECK_FALSE(r.records.empty());
      ++files;
    }
  }
  CHECK(files >= 7);
}

// tests/data holds copies so that the tests pass from a clone with nothing beside it; where
// ../shared is present (as in CI) the copies are checked against their sources.
TEST_CASE("the committed copies of ../shared are there, and unchanged where it is present",
          "[formats][samples][shared]") {
  using kakuro::test::data_file;
  using kakuro::test::read_file;
  const char* const formats[] = {"csp-given_5x5.json",    "csp-given_5x5.txt",  "csp-given_8x8.txt",
                                 "hv-output3.solved.txt", "hv-seed001-5x6.txt", "lines-seed000-6x6.txt"};
  const char* const hard[] = {"cms-abort-14x5.jsonl", "cms-abort-40x40.jsonl"};
  const auto shared_formats = kakuro::test::shared_dir("formats");
  for (const char* name : formats) {
    INFO(name);
    const std::string copy = read_file(data_file(std::string("formats/") + name));
    CHECK_FALSE(copy.empty());
    if (shared_formats) CHECK(copy == read_file(*shared_formats + "/" + name));  // byte for byte
  }
  const auto shared_regressions = kakuro::test::shared_dir("regressions");
  for (const char* name : hard) {
    INFO(name);
    const std::string copy = read_file(data_file(std::string("hard/") + name));
    CHECK_FALSE(copy.empty());
    if (shared_regressions) CHECK(copy == read_file(*shared_regressions + "/" + name));
  }
  // The sample: 44 records, each a line of some ../shared/puzzles file, unchanged.
  std::set<std::string> shared_lines;
  for (const std::string& f : kakuro::test::shared_puzzle_files()) {
    std::istringstream in(read_file(f));
    for (std::string line; std::getline(in, line);) shared_lines.insert(line);
  }
  std::istringstream sample(read_file(kakuro::test::corpus_sample()));
  int records = 0;
  for (std::string line; std::getline(sample, line);) {
    if (line.empty()) continue;
    ++records;
    INFO(line.substr(0, 80));
    if (!shared_lines.empty()) CHECK(shared_lines.count(line) == 1);
  }
  CHECK(records == 44);
}
