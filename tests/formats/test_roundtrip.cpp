// Round trips: every puzzle, written in every format that fits it, reads back the same
// (tests/data puzzles always; the whole corpus of ../shared/puzzles when present, the
// committed sample again when not).
#include <catch2/catch.hpp>

#include "format_test_util.hpp"

using namespace kakuro;
using kakuro::test::all_diags;

namespace {

// Whether `f` holds the clue layout of `p` (givens aside): the formats of the pzprjs
// editor need at least 2x2 (a clue row and column around the board).
bool holds_layout(const Puzzle& p, Format f) {
  const bool pzprjs = f == Format::Puzzlink || f == Format::Pzprv3 || f == Format::Kanpen;
  return !pzprjs || (p.rows() >= 2 && p.cols() >= 2);
}

struct Tally {
  int records = 0;
  int round_trips = 0;
  int solutions = 0;
};

// Writes `rec` in every format that fits, reads it back (detected and named) and compares.
void round_trip(const PuzzleRecord& rec, Tally& tally) {
  const Puzzle& p = *rec.puzzle;
  for (Format f : kakuro::test::all_formats()) {
    if (!fits(p, f)) continue;
    INFO(rec.id << " as " << to_string(f));
    WriteOptions opts;
    opts.id = rec.id;
    const std::string text = write_puzzle(p, f, opts);
    for (Format how : {Format::Auto, f}) {
      const ParseResult back = parse_puzzles(text, "written", how);
      INFO(text.substr(0, 2000) << all_diags(back));
      REQUIRE(back.ok());
      CHECK(back.format == f);
      REQUIRE(back.records.size() == 1);
      REQUIRE(back.records[0].puzzle.has_value());
      REQUIRE(back.records[0].puzzle->same_grid(p));
    }
    ++tally.round_trips;
  }
  CHECK(fits(p, Format::Grid));
  CHECK(fits(p, Format::Jsonl));
}

// The stored solution, written in each solved form, reads back through parse_solution.
void solution_trip(const PuzzleRecord& rec, Tally& tally) {
  if (!rec.solution) return;
  const Puzzle& p = *rec.puzzle;
  WriteOptions opts;
  opts.id = rec.id;
  opts.solution = &*rec.solution;
  for (Format f : kakuro::test::all_formats()) {
    if (!has_solved_form(f) || !holds_layout(p, f)) continue;
    INFO(rec.id << " solved as " << to_string(f));
    Diagnostics d;
    const auto s = parse_solution(p, write_puzzle(p, f, opts), "solved", d);
    INFO((d.items().empty() ? std::string() : d.items().front().str()));
    REQUIRE(s.has_value());
    CHECK(*s == *rec.solution);
  }
  ++tally.solutions;
  // The solved hv, pzprv3 and Kanpen forms also read back as the puzzle plus its solution.
  for (Format f : {Format::Hv, Format::Pzprv3, Format::Kanpen}) {
    if (!fits(p, f)) continue;  // givens would be dropped
    const ParseResult back = parse_puzzles(write_puzzle(p, f, opts), "solved");
    INFO(rec.id << " read back from the solved " << to_string(f) << " form\n" << all_diags(back));
    REQUIRE(back.ok());
    CHECK(back.format == f);
    CHECK(back.records[0].puzzle->same_grid(p));
    CHECK(back.records[0].solution == rec.solution);
  }
}

Tally check_file(const std::string& path) {
  const ParseResult r = parse_puzzles(kakuro::test::read_file(path), path, Format::Auto);
  INFO(path << "\n" << all_diags(r).substr(0, 4000));
  REQUIRE(r.ok());
  CHECK(r.format == Format::Jsonl);
  Tally tally;
  for (const PuzzleRecord& rec : r.records) {
    REQUIRE(rec.puzzle.has_value());
    ++tally.records;
    round_trip(rec, tally);
    solution_trip(rec, tally);
  }
  return tally;
}

}  // namespace

TEST_CASE("tests/data puzzles round-trip through every format that fits", "[formats][roundtrip]") {
  const Tally t = check_file(kakuro::test::corpus_sample());
  CHECK(t.records == 44);
  CHECK(t.round_trips > 5 * t.records);
  CHECK(t.solutions > 10);
}

TEST_CASE("the whole corpus parses and round-trips", "[formats][roundtrip][corpus]") {
  const bool shared = kakuro::test::shared_puzzles_dir().has_value();
  Tally all;
  for (const std::string& f : kakuro::test::corpus_files()) {
    const Tally t = check_file(f);
    all.records += t.records;
    all.round_trips += t.round_trips;
    all.solutions += t.solutions;
  }
  WARN((shared ? "corpus: " : "../shared/puzzles absent, committed sample: ")
       << all.records << " records parsed, " << all.round_trips << " format round trips, " << all.solutions
       << " stored solutions re-read in 5 solved forms");
  CHECK(all.records == (shared ? 1301 : 44));
  CHECK(all.round_trips > 5 * all.records);
  CHECK(all.solutions > 0);
}

TEST_CASE("givens only fit grid and jsonl, and survive them", "[formats][roundtrip]") {
  const ParseResult r = parse_puzzles("#   3\\  4\\\n\\3 1   .\n\\4 .   .\n", "g.kakuro", Format::Grid);
  const Puzzle& p = kakuro::test::only_puzzle(r);
  CHECK(p.given(0) == 1);
  for (Format f : kakuro::test::all_formats()) CHECK(fits(p, f) == (f == Format::Grid || f == Format::Jsonl));
  const ParseResult j = parse_puzzles(write_puzzle(p, Format::Jsonl), "j");
  REQUIRE(j.ok());
  CHECK(j.records[0].puzzle->same_grid(p));
  CHECK_FALSE(fits(p, Format::Auto));
}
