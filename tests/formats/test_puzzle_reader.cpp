// PuzzleReader: the records of an input one at a time are read_puzzles' records, messages
// and all, whether it reads each record when asked (a jsonl file of one record a line) or
// the whole input at once (any other).
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <thread>

#include "format_test_util.hpp"

using namespace kakuro;

namespace {

// A record as text: its id, file, line, uniqueness, puzzle, solution and messages.
std::string describe(const PuzzleRecord& rec) {
  std::string out = rec.id + " " + rec.file + " @" + std::to_string(rec.line) + " " + rec.uniqueness + " ";
  if (rec.puzzle) out += write_puzzle(*rec.puzzle, Format::Jsonl, {});
  if (rec.solution) out += std::string(rec.solution->digits.begin(), rec.solution->digits.end());
  for (const auto& d : rec.diags.items()) out += d.str() + "\n";
  return out;
}

std::string messages(const Diagnostics& diags) {
  std::string out;
  for (const auto& d : diags.items()) out += d.str() + "\n";
  return out;
}

// read_puzzles(path) against PuzzleReader(path), each record asked for on `threads` threads
// at once, in no particular order; whether it read each record when asked.
bool same_as_read_puzzles(const std::string& path, Format fmt = Format::Auto, const ParseLimits& limits = {},
                          int threads = 1) {
  const ParseResult all = read_puzzles(path, fmt, limits);
  PuzzleReader reader(path, fmt, limits);
  CHECK(messages(reader.diags()) == messages(all.diags));
  REQUIRE(reader.size() == all.records.size());
  std::vector<std::string> got(reader.size());
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      for (std::size_t i = std::size_t(t); i < got.size(); i += std::size_t(threads))
        got[got.size() - 1 - i] = describe(reader.record(got.size() - 1 - i));  // from the end
    });
  for (auto& th : pool) th.join();
  for (std::size_t i = 0; i < got.size(); ++i) {
    INFO("record " << i);
    CHECK(got[i] == describe(all.records[i]));
  }
  return reader.reads_each();
}

std::string temp_input(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("kakuro_reader_" + name);
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

}  // namespace

TEST_CASE("PuzzleReader: a jsonl file, each record read when asked, as read_puzzles reads it",
          "[formats][reader]") {
  const std::string sample = kakuro::test::read_file(kakuro::test::corpus_sample());
  // Good records, bad ones (a cell without a clue, no grid, not JSON), blank and comment
  // lines, a record without an id (its default id counts the records), CRLF line ends.
  std::string text = "# a comment\n" + sample +
                     "\n{\"id\":\"bad\",\"rows\":2,\"cols\":2,\"grid\":[[\"#\",\"#\"],[\"#\",\".\"]]}\n";
  text += "\r\n{\"id\": 7}\r\n{\"rows\": 2\n" + sample.substr(0, sample.find('\n') + 1);
  text += "{\"rows\":2,\"cols\":2,\"grid\":[[\"#\",\"3\\\\\"],[\"\\\\3\",\".\"]]}\n";
  const std::string path = temp_input("mixed.jsonl", text);
  CHECK(same_as_read_puzzles(path));
  CHECK(same_as_read_puzzles(path, Format::Jsonl));  // no "(read as jsonl format)"
  CHECK(same_as_read_puzzles(path, Format::Auto, {}, 3));
  ParseLimits few;
  few.max_records = 10;  // "more than 10 records": the input's own message
  CHECK(same_as_read_puzzles(path, Format::Auto, few));
  const std::string bom = temp_input("bom.jsonl", "\xEF\xBB\xBF" + sample);
  CHECK(same_as_read_puzzles(bom));
  std::remove(path.c_str());
  std::remove(bom.c_str());
}

TEST_CASE("PuzzleReader: more than 1001 records, still read when asked, the bad-record cap kept",
          "[formats][reader]") {
  const std::string sample = kakuro::test::read_file(kakuro::test::corpus_sample());
  std::string good;
  for (int i = 0; i < 30; ++i) good += sample;  // 44 records each
  // Bad ones (no grid) among good ones: 1001 bad before the last good ones, which the cap
  // ends the file before (a message before any record); 1000 bad, which it does not; and
  // bad records with a good one between each (1400 bad: it ends after the 1001st).
  std::string bad;
  for (int i = 0; i < 1001; ++i) bad += "{\"id\":\"b" + std::to_string(i) + "\"}\n";
  const std::string capped = temp_input("capped.jsonl", good + bad + good);
  const std::string under = temp_input("under.jsonl", good + bad.substr(bad.find('\n') + 1) + good);
  std::string mixed;
  for (int i = 0; i < 1400; ++i)
    mixed += "{\"id\":\"m" + std::to_string(i) + "\"}\n" + sample.substr(0, sample.find('\n') + 1);
  const std::string alternate = temp_input("alternate.jsonl", mixed);
  for (const std::string& path : {capped, under, alternate}) {
    INFO(path);
    CHECK(same_as_read_puzzles(path));
    CHECK(same_as_read_puzzles(path, Format::Jsonl, {}, 2));
  }
  const PuzzleReader reader(capped);
  CHECK(reader.size() == 1320 + 1001);
  CHECK(messages(reader.diags()).find("more than 1000 bad records; the rest is ignored") !=
        std::string::npos);
  CHECK(PuzzleReader(under).size() == 1320 + 1000 + 1320);
  CHECK(messages(PuzzleReader(under).diags()).empty());
  CHECK(PuzzleReader(alternate).size() == 2001);  // 1001 bad, 1000 good between them
  for (const std::string& path : {capped, under, alternate}) std::remove(path.c_str());
}

TEST_CASE("PuzzleReader: other inputs read whole, as read_puzzles reads them", "[formats][reader]") {
  // One pretty-printed document, a grid file, no records, a file that is not there, a
  // directory.
  const std::string sample = kakuro::test::read_file(kakuro::test::corpus_sample());
  const std::string document =
      temp_input("document.jsonl", "{\n" + sample.substr(1, sample.find('\n') - 1) + "\n");
  const std::string empty = temp_input("empty.jsonl", "\n\n");
  for (const std::string& path :
       {document, kakuro::test::data_file("../../examples/grid/nikoli.kakuro"), empty,
        std::string("/nonexistent/kakuro.jsonl"), kakuro::test::data_dir()}) {
    INFO(path);
    CHECK_FALSE(same_as_read_puzzles(path));
  }
  PuzzleReader twice(kakuro::test::data_file("../../examples/grid/nikoli.kakuro"));
  REQUIRE(twice.size() == 1);
  CHECK(describe(twice.record(0)) == describe(twice.record(0)));  // asked again: the same record
  CHECK(twice.record(0).id == "gecode-nikoli-0");
  CHECK(read_puzzles(document).records.size() == 1);
  CHECK(read_puzzles(document).records[0].puzzle);
  for (const std::string& path : {document, empty}) std::remove(path.c_str());
}
