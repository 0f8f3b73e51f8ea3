// Every row of the table of formats (core/src/formats/table.cpp), through the public API
// only: a new row is tested here without a test of its own. Each format writes puzzles of
// tests/data that detection then names and its reader reads back as they were, with the
// solution where the row says it has a solved form and several puzzles where it says it
// holds a collection.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "format_test_util.hpp"

using namespace kakuro;
using kakuro::test::all_diags;

namespace {

constexpr std::size_t kPuzzles = 6;  // per format

// The puzzles of tests/data/corpus_sample.jsonl, with their stored solutions.
const std::vector<PuzzleRecord>& sample() {
  static const ParseResult r =
      parse_puzzles(kakuro::test::read_file(kakuro::test::corpus_sample()), "sample");
  return r.records;
}

// The first kPuzzles sample records that `f` holds exactly (with a stored solution, when
// `solved`).
std::vector<const PuzzleRecord*> fitting(Format f, bool solved = false) {
  std::vector<const PuzzleRecord*> out;
  for (const PuzzleRecord& rec : sample())
    if (rec.puzzle && out.size() < kPuzzles && fits(*rec.puzzle, f) && (!solved || rec.solution))
      out.push_back(&rec);
  return out;
}

}  // namespace

TEST_CASE("each row of the table of formats is named, described and found by its name", "[formats][table]") {
  const auto& infos = format_infos();
  REQUIRE(infos.size() >= 10);
  std::set<std::string> names;
  for (std::size_t i = 0; i < infos.size(); ++i) {
    const FormatInfo& f = infos[i];
    INFO(f.name);
    CHECK(f.format == static_cast<Format>(i + 1));  // the order of `Format`, Auto aside
    CHECK(names.insert(std::string(f.name)).second);
    CHECK(to_string(f.format) == f.name);
    CHECK(parse_format(f.name) == f.format);
    CHECK(format_names()[i] == f.name);
    CHECK(!f.description.empty());
    CHECK(f.extension.size() > 1);
    CHECK(f.extension.front() == '.');
    CHECK(file_extension(f.format) == f.extension);
    CHECK(has_solved_form(f.format) == f.has_solved_form);
    CHECK(holds_many(f.format) == f.holds_many);
    CHECK(holds_givens(f.format) == f.holds_givens);
  }
  CHECK(format_names().size() == infos.size());
  CHECK(parse_format("auto") == Format::Auto);
  CHECK_FALSE(parse_format("no-such-format"));
}

TEST_CASE("every format writes puzzles that detection names and its reader reads back", "[formats][table]") {
  for (const FormatInfo& f : format_infos()) {
    const std::vector<const PuzzleRecord*> recs = fitting(f.format);
    INFO(f.name);
    REQUIRE(recs.size() == kPuzzles);
    for (const PuzzleRecord* rec : recs) {
      INFO(rec->id);
      const std::string text = write_puzzle(*rec->puzzle, f.format, WriteOptions{rec->id, nullptr});
      CHECK(detect_format(text) == f.format);
      const ParseResult back = parse_puzzles(text, "written");
      INFO(text.substr(0, 2000) << all_diags(back));
      REQUIRE(back.ok());
      CHECK(back.format == f.format);
      REQUIRE(back.records.size() == 1);
      REQUIRE(back.records[0].puzzle);
      CHECK(back.records[0].puzzle->same_grid(*rec->puzzle));
    }
  }
}

TEST_CASE("a format with a solved form writes the solution, one without writes the puzzle alone",
          "[formats][table][solution]") {
  for (const FormatInfo& f : format_infos()) {
    INFO(f.name);
    const std::vector<const PuzzleRecord*> recs = fitting(f.format, true);
    REQUIRE(recs.size() == kPuzzles);
    for (const PuzzleRecord* rec : recs) {
      INFO(rec->id);
      const std::string plain = write_puzzle(*rec->puzzle, f.format, WriteOptions{rec->id, nullptr});
      const std::string text = write_puzzle(*rec->puzzle, f.format, WriteOptions{rec->id, &*rec->solution});
      if (!f.has_solved_form) {
        CHECK(text == plain);
        continue;
      }
      CHECK(text != plain);
      Diagnostics diags;
      const auto s = parse_solution(*rec->puzzle, text, "solved", diags);
      INFO((diags.items().empty() ? std::string() : diags.items().front().str()));
      REQUIRE(s);
      CHECK(*s == *rec->solution);
    }
  }
}

TEST_CASE("one text holds several puzzles, read back in order, where the row says so",
          "[formats][table][collection]") {
  for (const FormatInfo& f : format_infos()) {
    INFO(f.name);
    const std::vector<const PuzzleRecord*> recs = fitting(f.format);
    std::string text;
    for (const PuzzleRecord* rec : recs)
      text += write_puzzle(*rec->puzzle, f.format, WriteOptions{rec->id, nullptr});
    const ParseResult back = parse_puzzles(text, "collection", f.format);
    INFO(all_diags(back));
    if (!f.holds_many) {  // one puzzle a text: never several records
      CHECK((!back.ok() || back.records.size() == 1));
      continue;
    }
    CHECK(detect_format(text) == f.format);
    REQUIRE(back.ok());
    REQUIRE(back.records.size() == recs.size());
    for (std::size_t i = 0; i < recs.size(); ++i) {
      REQUIRE(back.records[i].puzzle);
      CHECK(back.records[i].puzzle->same_grid(*recs[i]->puzzle));
    }
  }
}

namespace {

// The `name` of each backticked item of `text`, in order.
std::vector<std::string> backticked(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t at = text.find('`'); at != std::string::npos; at = text.find('`', at)) {
    const std::size_t end = text.find('`', at + 1);
    if (end == std::string::npos) break;
    out.push_back(text.substr(at + 1, end - at - 1));
    at = end + 1;
  }
  return out;
}

// The line of `text` that starts with `start`, or "".
std::string line_starting(const std::string& text, const std::string& start) {
  std::size_t at = text.rfind('\n' + start);
  if (at == std::string::npos) return {};
  ++at;
  return text.substr(at, text.find('\n', at) - at);
}

}  // namespace

TEST_CASE("every list that names the formats is the table's: the fuzz targets and the docs",
          "[formats][table][docs]") {
  const std::vector<std::string> names = format_names();
  // tests/fuzz/CMakeLists.txt makes a fuzz target (and scripts/fuzz runs it) per `.name =`
  // field of table.cpp, in order.
  const std::string table =
      kakuro::test::read_file(kakuro::test::source_dir() + "/core/src/formats/table.cpp");
  std::vector<std::string> fields;
  const std::string key = ".name = \"";
  for (std::size_t at = table.find(key); at != std::string::npos; at = table.find(key, at + 1))
    fields.push_back(table.substr(at + key.size(), table.find('"', at + key.size()) - at - key.size()));
  CHECK(fields == names);

  // docs/formats.md: the table's first column, a row per format in the table's order.
  const std::string formats_md = kakuro::test::read_file(kakuro::test::source_dir() + "/docs/formats.md");
  std::vector<std::string> rows;
  std::size_t at = formats_md.find("| name |");
  REQUIRE(at != std::string::npos);
  for (at = formats_md.find('\n', at); at != std::string::npos && formats_md.compare(at + 1, 2, "| ") == 0;
       at = formats_md.find('\n', at + 1)) {
    const std::string row = formats_md.substr(at + 1, formats_md.find('\n', at + 1) - at - 1);
    const std::vector<std::string> cells = backticked(row.substr(0, row.find(" |", 2)));
    if (!cells.empty()) rows.push_back(cells.front());
  }
  CHECK(rows == names);

  // docs/cli.md: the --format row's values (auto aside) and the fuzz targets' paragraph.
  const std::string cli_md = kakuro::test::read_file(kakuro::test::source_dir() + "/docs/cli.md");
  const std::string format_row = line_starting(cli_md, "| `--format F` |");
  REQUIRE(!format_row.empty());
  std::vector<std::string> values = backticked(format_row);
  values.erase(values.begin(), values.begin() + 2);  // `--format F` and its default `auto`
  CHECK(values == names);
  const std::size_t fuzz = cli_md.find("one per input format (");
  REQUIRE(fuzz != std::string::npos);
  std::string listed = cli_md.substr(fuzz, cli_md.find(':', fuzz) - fuzz);
  std::replace(listed.begin(), listed.end(), '\n', ' ');
  CHECK(backticked(listed) == names);
}

TEST_CASE("a puzzle with givens fits the formats whose row holds givens, and reads back from them",
          "[formats][table][givens]") {
  // What generate --givens and repair --apply-givens refuse to write elsewhere (issue 34).
  const ParseResult in =
      parse_puzzles("#    4\\  6\\\n\\3  1    .\n\\7  .    .\n", "given.kakuro", Format::Grid);
  INFO(all_diags(in));
  REQUIRE(in.ok());
  const Puzzle& p = *in.records.at(0).puzzle;
  REQUIRE(p.cell(1, 1).given == 1);
  std::size_t holding = 0;
  for (const FormatInfo& f : format_infos()) {
    INFO(f.name);
    CHECK(fits(p, f.format) == f.holds_givens);
    if (!f.holds_givens) continue;
    ++holding;
    const ParseResult back = parse_puzzles(write_puzzle(p, f.format), "written", f.format);
    INFO(all_diags(back));
    REQUIRE(back.ok());
    CHECK(back.records.at(0).puzzle->same_grid(p));
  }
  CHECK(holding == 2);  // grid and jsonl
  CHECK_FALSE(holds_givens(Format::Auto));
}
