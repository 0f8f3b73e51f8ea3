// A jsonl line is read by a plain scanner when it can be (core/src/formats/jsonl_plain.cpp)
// and by the JSON reader otherwise. The same record written over two lines ("{" alone on
// the first) is always read by the JSON reader, as a single document: both readings must
// agree on every line, the corpus's, tests/data's, and lines changed at random.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>

#include "format_test_util.hpp"

namespace {

using kakuro::ParseResult;
using kakuro::PuzzleRecord;

std::string shown(const PuzzleRecord& r) {
  std::string out = r.id + "|" + std::to_string(r.line) + "|" + r.uniqueness + "|";
  if (r.puzzle) out += kakuro::write_puzzle(*r.puzzle, kakuro::Format::Grid);
  if (r.solution)
    for (kakuro::Digit d : r.solution->digits) out += char('0' + d);
  return out;
}

struct Tally {
  int read = 0, refused = 0;
};

// Reads `line` both ways and checks that they agree.
void agree(const std::string& line, Tally& tally) {
  if (!nlohmann::json::accept(line) || line.empty() || line.front() != '{') return;
  const ParseResult one = kakuro::parse_puzzles(line, "t.jsonl", kakuro::Format::Jsonl);
  const ParseResult two = kakuro::parse_puzzles("{\n" + line.substr(1), "t.jsonl", kakuro::Format::Jsonl);
  INFO(line);
  INFO(kakuro::test::all_diags(one));
  INFO(kakuro::test::all_diags(two));
  REQUIRE(one.records.size() == 1);
  REQUIRE(two.records.size() == 1);
  CHECK(one.ok() == two.ok());
  if (one.ok() && two.ok()) {
    CHECK(shown(one.records[0]) == shown(two.records[0]));
    ++tally.read;
  } else {
    ++tally.refused;
  }
}

// `line` changed in one place: a byte removed, doubled or replaced, a member repeated, a
// value given another type.
std::string mutate(const std::string& line, std::mt19937& rng) {
  static const std::vector<std::string> pieces = {"\"rows\":3,",
                                                  "\"id\":\"x\\u0041\",",
                                                  "\"givens\":null,",
                                                  "\"solution\":null,",
                                                  "\"meta\":{},",
                                                  "\"meta\":{\"uniqueness\":1},",
                                                  "\"extra\":[1,{\"a\":[true,false,null,-1.5e3]}],",
                                                  "\"id\":7,",
                                                  "\"cols\":2.0,",
                                                  "\"grid\":[[\"#\"]],",
                                                  "\"rows\":01,",
                                                  "\"id\":\"\xc3\xa9\",",
                                                  "\"meta\":null,"};
  std::string s = line;
  std::uniform_int_distribution<std::size_t> at(1, s.size() - 1);
  switch (rng() % 6) {
    case 0:
      s.erase(at(rng), 1);
      break;
    case 1: {
      const std::size_t i = at(rng);
      s.insert(i, 1, s[i]);
      break;
    }
    case 2:
      s[at(rng)] = "0123456789#.\\\",[]{}x"[rng() % 20];
      break;
    default:
      s.insert(1, pieces[rng() % pieces.size()]);
      break;
  }
  return s;
}

}  // namespace

TEST_CASE("a jsonl line reads the same by the plain scanner as by the JSON reader", "[formats][jsonl]") {
  std::vector<std::string> files = kakuro::test::corpus_files();
  for (const auto& e : std::filesystem::recursive_directory_iterator(kakuro::test::data_dir()))
    if (e.path().extension() == ".jsonl") files.push_back(e.path().string());
  std::mt19937 rng(2026);
  Tally whole, changed;
  for (const std::string& path : files) {
    const std::string text = kakuro::test::read_file(path);
    std::size_t start = 0;
    for (int n = 0; start < text.size(); ++n) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      const std::string line = text.substr(start, end - start);
      start = end + 1;
      agree(line, whole);
      if (n % 7 == 0 && line.size() > 2)
        for (int k = 0; k < 6; ++k) agree(mutate(line, rng), changed);
    }
  }
  // Both outcomes were met: the comparison saw records read and records refused.
  CHECK(whole.read > 40);
  CHECK(changed.read > 20);
  CHECK(changed.refused > 20);
}

TEST_CASE("jsonl lines the plain scanner leaves to the JSON reader", "[formats][jsonl]") {
  const std::string grid = R"("rows":2,"cols":3,"grid":[["#","3\\","4\\"],["\\7",".","."]])";
  Tally t;
  for (const std::string& line : {
           "{" + grid + ",\"rows\":2}",                      // a member twice: nlohmann keeps the last
           "{" + grid + ",\"id\":\"a\\u0062\"}",             // an escape in a string
           "{" + grid + ",\"id\":\"caf\xc3\xa9\"}",          // not ASCII
           "{" + grid + ",\"givens\":[[0,0,0],[0,1.0,0]]}",  // a fraction: refused by both
           "{" + grid + ",\"meta\":{\"uniqueness\":\"unique\",\"uniqueness\":\"none\"}}",
           "{" + grid + ",\"givens\":[[0,0,0],[0,88888888888888888888,0]]}",  // out of range: refused by both
           "{" + grid + ",\"solution\":[[0,0,0],[0,3,4]]}",                   // read by both
           "{" + grid + ",\"x\":{\"y\":[[[[]]]],\"z\":-0.5E+2}}",  // an unknown member, skipped by both
       })
    agree(line, t);
  CHECK(t.read == 6);
  CHECK(t.refused == 2);
}

TEST_CASE("grid cells the plain scanner reads where they are written read as the JSON reader reads them",
          "[formats][jsonl]") {
  // The scanner reads "#", ".", a digit and a clue of one or two digits a side itself, and
  // gives every other token to parse_cell_token(): both ways must agree on the edges.
  const auto line = [](const std::string& corner, const std::string& clue, const std::string& white) {
    return R"({"rows":2,"cols":3,"grid":[[")" + corner + R"(",")" + clue + R"(","4\\"],["\\7",")" + white +
           R"(","."]]})";
  };
  Tally t;
  for (const std::string& l : {
           line("#", "3\\\\", "."),        // the common tokens
           line("\\\\", "3\\\\", "3"),     // a clue without sums, a given digit
           line("\\u0023", "3\\\\", "."),  // an escape: decoded, then read as "#"
           line("#", "03\\\\", "."),       // a leading zero: left to parse_cell_token(), read as 3 by both
           line("#", "0\\\\", "."),        // a sum 0: refused by both
           line("#", "103\\\\", "."),      // a sum of three digits: out of range, refused by both
           line("#", " 3\\\\", "."),       // a space in a clue: refused by both
           line("#", "3\\\\", "0"),        // a digit 0: refused by both
           line("#", "3\\\\", "10"),       // a digit 10: refused by both
           line("", "3\\\\", "."),         // an empty token: refused by both
       })
    agree(l, t);
  // The size after the grid, and more cells than the room made before a size is known (16).
  agree(
      R"({"grid":[["#","3\\","4\\","#","3\\","4\\","#"],["\\7",".",".","\\7",".",".","#"],)"
      R"(["#","#","#","#","#","#","#"]],"solution":[[0,0,0,0,0,0,0],[0,3,4,0,3,4,0],[0,0,0,0,0,0,0]],"rows":3,"cols":7})",
      t);
  CHECK(t.read == 5);
  CHECK(t.refused == 6);
}
