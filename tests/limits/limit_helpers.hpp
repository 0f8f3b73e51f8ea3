// Shared pieces of the limit tests: temporary files, hard inputs, timing a command.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "run_command.hpp"
#include "test_paths.hpp"

namespace kakuro::test {

/// A fresh path under /tmp for this test process (removed by the caller or left for debugging).
std::string temp_file(const std::string& tag);
std::string write_temp(const std::string& tag, const std::string& text);
/// tests/data/hard/NAME
std::string hard(const std::string& name);
/// Seeds of generated puzzles (Solvable, 100 to 200 rows and columns) that neither backend
/// settles in 5 s (measured); 1002 is 188x114 with 13% black cells.
inline const std::vector<std::uint64_t> kHardSeeds{1001, 1002, 1003, 1005, 1006, 1007};
/// Those puzzles as jsonl records.
std::string hard_generated_jsonl(const std::vector<std::uint64_t>& seeds);

/// k independent 2x2 blocks "1 2 / 2 1" (clues 3) in the grid format: 2^k solutions.
std::string blocks(int k);
/// An n x n block of white cells, every run summing to `sum`, in the grid format: one part,
/// its solutions found by search one at a time (some thousands a second), far too many to
/// count (6, 27: over 10^8). Independent blocks would be counted as a product, found
/// faster than their output can be written.
std::string open_block(int n, int sum);

struct Timed {
  CommandResult result;
  double seconds = 0;
};
/// run_kakuro, timed by the wall clock.
Timed timed_kakuro(const std::string& args);
/// Slack for "promptly": generous, and five times more under sanitizers.
double slack(double seconds);

}  // namespace kakuro::test
