// Builds puzzles in tests from rows of grid-format tokens, without the parsers.
#pragma once

#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "kakuro/puzzle.hpp"

namespace kakuro::test {

/// Tokens: "#" black, "." white, "D\A" clue, "1".."9" given.
inline RawGrid raw_from_rows(const std::vector<std::string>& rows) {
  std::vector<std::vector<std::string>> toks;
  for (const auto& line : rows) {
    std::istringstream in(line);
    std::vector<std::string> t;
    for (std::string s; in >> s;) t.push_back(s);
    toks.push_back(t);
  }
  RawGrid g(static_cast<int>(toks.size()), toks.empty() ? 0 : static_cast<int>(toks[0].size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const std::string& s = toks[std::size_t(r)][std::size_t(c)];
      Cell& cell = g.at(r, c);
      g.pos[std::size_t(r * g.cols + c)] = {r + 1, c + 1};
      if (s == "#") {
        cell.kind = CellKind::Black;
      } else if (s == ".") {
        cell.kind = CellKind::White;
      } else if (auto bs = s.find('\\'); bs != std::string::npos) {
        cell.kind = CellKind::Clue;
        cell.down = bs == 0 ? 0 : std::stoi(s.substr(0, bs));
        cell.across = bs + 1 == s.size() ? 0 : std::stoi(s.substr(bs + 1));
      } else {
        cell.kind = CellKind::White;
        cell.given = static_cast<Digit>(std::stoi(s));
      }
    }
  return g;
}

inline Puzzle puzzle_from_rows(const std::vector<std::string>& rows) {
  Diagnostics d;
  auto p = build_puzzle(raw_from_rows(rows), d);
  if (!p) throw std::runtime_error(d.items().empty() ? "build failed" : d.items().front().str());
  return *p;
}

}  // namespace kakuro::test
