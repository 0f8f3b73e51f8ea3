// The benchmark's pieces: one configuration run over one puzzle set, and the tables.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "kakuro/backend.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::bench {

/// A backend with its options: one block of columns in the tables.
struct Config {
  std::string label;  ///< e.g. "native gac/mrv"
  const BackendInfo* backend = nullptr;
  SolverOptions options;
  Limits limits;  ///< per puzzle
};

/// One puzzle solved and its uniqueness decided (solve, block, solve).
struct PuzzleRun {
  std::string id;
  double seconds = 0;  ///< preprocess + solve + check + block + solve again
  std::uint64_t nodes = 0, failures = 0;
  std::uint64_t variables = 0, clauses = 0;  ///< the backend's model, when it reports one (SAT)
  std::string verdict;  ///< to_string(Verdict): unique / multiple / none / unknown / check-failed
  bool agrees = true;   ///< with the record's meta.uniqueness, where known
};

struct SetResult {
  std::string set;  ///< the file's stem
  std::vector<PuzzleRun> runs;
};

/// Runs `config` over every record (best time of `repeat` runs per puzzle).
SetResult run_set(const std::string& name, const std::vector<PuzzleRecord>& records, const Config& config,
                  int repeat);

/// One Markdown table per configuration; the configurations after the first also get
/// their total time as a multiple of the first's. Then one table with every configuration
/// side by side per set: median and max time, and the model's variables and clauses
/// (median / max) for the configurations whose backend reports them.
void print_tables(std::ostream& out, const std::vector<Config>& configs,
                  const std::vector<std::vector<SetResult>>& results);

}  // namespace kakuro::bench
