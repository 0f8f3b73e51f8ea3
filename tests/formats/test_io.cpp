// read_puzzles and the limits: unreadable paths, sizes, stdin, and garbage that must
// neither crash nor hang.
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

#include "format_test_util.hpp"

using namespace kakuro;

TEST_CASE("unreadable paths are diagnostics naming the file", "[formats][io]") {
  const ParseResult missing = read_puzzles("/nonexistent/puzzle.kakuro");
  REQUIRE(missing.diags.error_count() == 1);
  CHECK(missing.diags.items()[0].message.find("cannot read: /nonexistent/puzzle.kakuro") == 0);
  CHECK(missing.diags.items()[0].file == "/nonexistent/puzzle.kakuro");
  CHECK(missing.records.empty());

  const ParseResult dir = read_puzzles(kakuro::test::data_dir());
  REQUIRE(dir.diags.error_count() == 1);
  CHECK(dir.diags.items()[0].message == "cannot read: " + kakuro::test::data_dir() + ": is a directory");
}

TEST_CASE("read_puzzles reads files and standard input", "[formats][io]") {
  const std::string path = kakuro::test::data_dir() + "/formats/hv-seed001-5x6.txt";
  const ParseResult r = read_puzzles(path);
  CHECK(r.ok());
  CHECK(r.format == Format::Hv);
  REQUIRE(std::freopen(path.c_str(), "r", stdin) != nullptr);
  const ParseResult in = read_puzzles("-");
  CHECK(in.ok());
  REQUIRE(in.records.size() == 1);
  CHECK(in.records[0].file == "<stdin>");
  CHECK(in.records[0].puzzle->same_grid(*r.records[0].puzzle));
}

TEST_CASE("limits: bytes, rows and columns, records", "[formats][io]") {
  ParseLimits small;
  small.max_bytes = 10;
  const ParseResult big =
      read_puzzles(kakuro::test::data_dir() + "/formats/hv-seed001-5x6.txt", Format::Auto, small);
  REQUIRE(big.diags.error_count() == 1);
  CHECK(big.diags.items()[0].message == "input is 159 bytes, more than the limit of 10 (--max-input-bytes)");

  ParseLimits narrow;
  narrow.max_cols = 4;
  const ParseResult wide = kakuro::test::parse_data("formats/hv-seed001-5x6.txt");
  const ParseResult cut =
      parse_puzzles(write_puzzle(*wide.records[0].puzzle, Format::Grid), "g", Format::Auto, narrow);
  CHECK(kakuro::test::all_diags(cut).find(
            "g:1:1: error: more than 4 cells in a row: larger than the limit 1000x4 (--max-size)") !=
        std::string::npos);

  // Absurd sizes are refused before anything is allocated.
  for (const char* text : {"rows=1000000000\ncolumns=1000000000\nHorizontal\n", "2000000000 2000000000\n",
                           "rows=1\r0\ncolumns=1000000000\nHorizontal\n#\nVertical\n#\n",
                           "FC=true\ncolumns=1000000000\n#\nConstraints\n",
                           "{\"id\":\"a\",\"rows\":2000000000,\"cols\":2000000000,\"grid\":[]}\n",
                           "{\"nRows\":2000000000,\"nCols\":2000000000,\"clues\":[]}"}) {
    const ParseResult r = parse_puzzles(text, "huge");
    INFO(text);
    CHECK(kakuro::test::all_diags(r).find("is larger than the limit") != std::string::npos);
  }

  ParseLimits few;
  few.max_records = 1;
  const ParseResult two = parse_puzzles("{\"id\":\"a\"}\n{\"id\":\"b\"}\n", "j", Format::Jsonl, few);
  CHECK(two.records.size() == 1);
  CHECK(two.diags.items().at(0).message == "more than 1 records; the rest is ignored");
}

TEST_CASE("mangled inputs never throw, crash or hang", "[formats][io]") {
  std::mt19937 rng(12345);
  const char* samples[] = {"formats/lines-seed000-6x6.txt",
                           "formats/hv-seed001-5x6.txt",
                           "formats/hv-output3.solved.txt",
                           "formats/csp-given_8x8.txt",
                           "formats/csp-given_5x5.json",
                           "formats/xcsp-easy-000.json",
                           "corpus_sample.jsonl"};
  const std::string noise = "#.\\0123456789,=\n {}[]\":-xvhHV";
  int parsed = 0;
  for (const char* name : samples) {
    const std::string text = kakuro::test::read_file(kakuro::test::data_dir() + "/" + name).substr(0, 4000);
    for (int round = 0; round < 60; ++round) {
      std::string t = text;
      for (int k = 0; k < 1 + round % 5; ++k) {
        const std::size_t at = rng() % t.size();
        switch (rng() % 3) {
          case 0:
            t[at] = noise[rng() % noise.size()];
            break;
          case 1:
            t.erase(at, 1 + rng() % 8);
            break;
          default:
            t.insert(at, 1, noise[rng() % noise.size()]);
            break;
        }
        if (t.empty()) t = "#";
      }
      ParseResult r;
      CHECK_NOTHROW(r = parse_puzzles(t, "mangled"));
      for (const auto& rec : r.records)
        if (rec.puzzle) {
          ++parsed;
          Diagnostics d;
          CHECK_NOTHROW(parse_solution(*rec.puzzle, t, "mangled", d));
          for (Format f : {Format::Grid, Format::Hv, Format::Jsonl})
            CHECK_NOTHROW(write_puzzle(*rec.puzzle, f));
        }
    }
  }
  CHECK(parsed > 0);
}

TEST_CASE("hv without columns= takes the width of its first row", "[formats][io]") {
  const ParseResult r = parse_puzzles(
      "rows=3\nHorizontal\n#,#,#\n3,0,0\n4,0,0\nVertical\n#,3,4\n#,0,0\n#,0\n", "h", Format::Hv);
  const std::string diags = kakuro::test::all_diags(r);
  CHECK(diags.find("h:9:4: error: ragged rows: this row has 2 cells, expected 3 (as the first row)") !=
        std::string::npos);
  CHECK(diags.find("missing the 'columns=' line") != std::string::npos);
}

// A regular file is read into memory mapped for it (core/src/formats/input_text.cpp), in
// 2 MB steps: files ending just before, on and after a 4 KB page and a 2 MB boundary, with
// and without a last newline, must read as the same text given in memory does, to the last
// record, through read_puzzles() and through PuzzleReader (a record at a time).
TEST_CASE("a file is read whole at every size around a page or 2 MB boundary", "[formats][io]") {
  const std::string record =
      R"({"id":"r","rows":3,"cols":3,"grid":[["#","3\\","4\\"],["\\3",".","."],["\\4",".","."]],"pad":")";
  const std::string path = std::filesystem::temp_directory_path() / "kakuro_test_input_sizes.jsonl";
  for (const std::size_t size :
       {std::size_t(4095), std::size_t(4096), std::size_t(4097), std::size_t(2 << 20) - 1,
        std::size_t(2 << 20), std::size_t(2 << 20) + 1, std::size_t(3 << 20) + 7}) {
    for (const bool last_newline : {true, false}) {
      // Records of about 1 KB, numbered; the last one's padding makes the size exact.
      std::string text;
      int n = 0;
      const auto line = [&](std::size_t pad) {
        std::string l = record;
        l.replace(l.find("\"r\""), 3, "\"r" + std::to_string(n++) + "\"");
        return l + std::string(pad, 'x') + "\"}";
      };
      while (text.size() + 2200 < size) text += line(900) + "\n";
      const std::size_t bare = line(0).size() + (last_newline ? 1 : 0);
      --n;
      REQUIRE(size >= text.size() + bare);
      text += line(size - text.size() - bare) + (last_newline ? "\n" : "");
      REQUIRE(text.size() == size);
      {
        std::ofstream out(path, std::ios::binary);
        out << text;
      }
      INFO("size " << size << (last_newline ? ", newline" : ", no newline"));
      const ParseResult from_file = read_puzzles(path);
      const ParseResult from_text = parse_puzzles(text, path);
      CHECK(from_file.ok());
      REQUIRE(from_file.records.size() == std::size_t(n));
      REQUIRE(from_text.records.size() == std::size_t(n));
      CHECK(from_file.records.back().id == "r" + std::to_string(n - 1));
      for (std::size_t i = 0; i < from_file.records.size(); ++i) {
        CHECK(from_file.records[i].id == from_text.records[i].id);
        CHECK(from_file.records[i].line == from_text.records[i].line);
      }
      const PuzzleReader reader(path);
      REQUIRE(reader.size() == std::size_t(n));
      CHECK(reader.record(std::size_t(n - 1)).id == "r" + std::to_string(n - 1));
      CHECK(reader.record(std::size_t(n - 1)).puzzle.has_value());
    }
  }
  std::filesystem::remove(path);
}
