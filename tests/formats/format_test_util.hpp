// Helpers shared by the format tests.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "kakuro/formats.hpp"
#include "test_paths.hpp"

namespace kakuro::test {

/// Every diagnostic of a parse, one `file:line:col: error: message` a line.
inline std::string all_diags(const ParseResult& r) {
  std::string out;
  for (const auto& d : r.diags.items()) out += d.str() + "\n";
  for (const auto& rec : r.records)
    for (const auto& d : rec.diags.items()) out += d.str() + "\n";
  return out;
}

/// Every format, from the table of formats: a new row is tested without being named here.
inline std::vector<Format> all_formats() {
  std::vector<Format> out;
  for (const FormatInfo& f : format_infos()) out.push_back(f.format);
  return out;
}

inline ParseResult parse_data(const std::string& rel, Format f = Format::Auto) {
  const std::string path = data_dir() + "/" + rel;
  return parse_puzzles(read_file(path), rel, f);
}

/// The first diagnostic of a parse (the file's, else the first record's), or "" if none.
inline std::string first_error(const ParseResult& r) {
  for (const auto& d : r.diags.items()) return d.str();
  for (const auto& rec : r.records)
    for (const auto& d : rec.diags.items()) return d.str();
  return "";
}

/// The only puzzle of a single-puzzle parse (fails the test when there is none).
inline const Puzzle& only_puzzle(const ParseResult& r) {
  INFO(all_diags(r));
  REQUIRE(r.records.size() == 1);
  REQUIRE(r.records[0].puzzle.has_value());
  return *r.records[0].puzzle;
}

}  // namespace kakuro::test
