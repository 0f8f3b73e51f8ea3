// Helpers of the tests of the pzprjs editor's formats (test_puzzlink.cpp,
// test_pzprv3_kanpen.cpp): its own test puzzle and answer, and first-error checks.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "format_test_util.hpp"

namespace kakuro::test {

inline constexpr Format kEditor[] = {Format::Puzzlink, Format::Pzprv3, Format::Kanpen};

// The editor's test puzzle (pzprjs test/script/kakuro.js) and its one answer there.
inline const char* const kEditorUrl = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3";
inline const char* const kEditorGrid =
    "#   #   12\\ 4\\  #   #\n"
    "#   4\\8 .   .   10\\ #\n"
    "\\10 .   .   .   .   10\\\n"
    "\\3  .   .   17\\3 .  .\n"
    "#   \\21 .   .   .   .\n"
    "#   #   \\12 .   .   #\n";
inline const std::vector<std::vector<int>> kEditorAnswer = {{0, 0, 0, 0, 0, 0}, {0, 0, 5, 3, 0, 0},
                                                            {0, 3, 4, 1, 2, 0}, {0, 1, 2, 0, 1, 2},
                                                            {0, 0, 1, 9, 3, 8}, {0, 0, 0, 8, 4, 0}};

inline const Puzzle& editor_puzzle() {
  static const ParseResult r = parse_puzzles(kEditorGrid, "editor.kakuro", Format::Grid);
  return only_puzzle(r);
}

inline Solution editor_solution() {
  std::vector<int> digits;
  for (const auto& row : kEditorAnswer) digits.insert(digits.end(), row.begin(), row.end());
  return solution_from_grid(editor_puzzle(), digits);
}

// The puzzle of a grid text (a copy: the parse result does not outlive the call).
inline Puzzle grid_puzzle(const std::string& text) {
  return only_puzzle(parse_puzzles(text, "g", Format::Grid));
}

// The first error of `text` read as `f`, named "in".
inline std::string error_of(const std::string& text, Format f) {
  return first_error(parse_puzzles(text, "in", f));
}

// Each text read as `f` has the message as its first error ("" for none).
inline void check_first_errors(Format f, const std::vector<std::pair<std::string, std::string>>& cases) {
  for (const auto& [text, message] : cases) {
    INFO(text);
    CHECK(error_of(text, f) == message);
  }
}

// A file of tests/data holding the editor's test puzzle and its answer: read as `f`, and
// written back byte for byte.
inline Puzzle check_editor_file(const std::string& rel, Format f) {
  const ParseResult r = parse_data(rel);
  INFO(rel << "\n" << all_diags(r));
  CHECK(r.format == f);
  const Puzzle& p = only_puzzle(r);
  CHECK(p.same_grid(editor_puzzle()));
  REQUIRE(r.records[0].solution.has_value());
  CHECK(*r.records[0].solution == editor_solution());
  const Solution s = editor_solution();
  CHECK(write_puzzle(p, f, WriteOptions{"", &s}) == kakuro::test::read_file(kakuro::test::data_file(rel)));
  return p;
}

}  // namespace kakuro::test
