// jsonl files read on several threads: the records, their order and every message are
// those of one thread, the limits on records and bad records included.
#include <catch2/catch.hpp>

#include "format_test_util.hpp"

using namespace kakuro;

namespace {

// What a reader gives, as text: per record its id, line, grid, solution and messages.
std::string summary(const ParseResult& r) {
  std::string out = kakuro::test::all_diags(r);
  for (const PuzzleRecord& rec : r.records) {
    out += rec.id + " @" + std::to_string(rec.line) + " " + rec.uniqueness + " ";
    if (rec.puzzle) out += write_puzzle(*rec.puzzle, Format::Jsonl, {});
    if (rec.solution) out += std::string(rec.solution->digits.begin(), rec.solution->digits.end());
    out += "\n";
  }
  return out;
}

ParseResult read_with(const std::string& text, int threads, std::size_t max_records = 10'000'000) {
  ParseLimits limits;
  limits.threads = threads;
  limits.max_records = max_records;
  return parse_puzzles(text, "t.jsonl", Format::Jsonl, limits);
}

}  // namespace

TEST_CASE("jsonl on several threads: the same records and messages as on one", "[formats][threads]") {
  const std::string sample = kakuro::test::read_file(kakuro::test::data_dir() + "/corpus_sample.jsonl");
  std::string text;
  for (int k = 0; k < 12; ++k) {  // good records, with bad ones, blank and comment lines between
    text += sample;
    text += "{\"id\":\"bad-" + std::to_string(k) +
            "\",\"rows\":2,\"cols\":2,\"grid\":[[\"#\",\"#\"],[\"#\",\".\"]]}\n";
    text += "\n# a comment\n{\"id\": 7}\n";
  }
  const ParseResult one = read_with(text, 1);
  REQUIRE(one.records.size() == 12 * (44 + 2));
  const std::string expected = summary(one);
  CHECK(expected.find("white cell has no across clue") != std::string::npos);
  for (int threads : {2, 3, 8}) {
    INFO(threads << " threads");
    const ParseResult many = read_with(text, threads);
    CHECK(many.records.size() == one.records.size());
    CHECK(summary(many) == expected);
  }
}

TEST_CASE("jsonl on several threads: the record and bad-record limits", "[formats][threads]") {
  std::string bad;
  for (int i = 0; i < 1100; ++i) bad += "{\"id\":\"b" + std::to_string(i) + "\"}\n";
  for (int threads : {1, 2, 4}) {
    INFO(threads << " threads");
    const ParseResult r = read_with(bad, threads);
    CHECK(r.records.size() == 1001);  // reading stops once more than 1000 were bad
    REQUIRE(r.diags.items().size() == 1);
    CHECK(r.diags.items()[0].str() ==
          "t.jsonl:1002:1: error: more than 1000 bad records; the rest is ignored");
    const ParseResult capped = read_with(bad, threads, 300);
    CHECK(capped.records.size() == 300);
    REQUIRE(capped.diags.items().size() == 1);
    CHECK(capped.diags.items()[0].str() ==
          "t.jsonl:301:1: error: more than 300 records; the rest is ignored");
  }
}
