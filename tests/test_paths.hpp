// Where the tests find their data: tests/data/ always, ../shared/ when present (as in CI).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace kakuro::test {

std::string data_dir();      ///< tests/data
std::string source_dir();    ///< the project root
/// ../shared/puzzles next to the project root (or $KAKURO_SHARED/puzzles), if present.
std::optional<std::string> shared_puzzles_dir();
/// ../shared/<sub> if present.
std::optional<std::string> shared_dir(const std::string& sub);
/// Every *.jsonl file of ../shared/puzzles, sorted; empty when absent.
std::vector<std::string> shared_puzzle_files();
std::string read_file(const std::string& path);

}  // namespace kakuro::test
