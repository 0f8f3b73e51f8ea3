// Shared pieces of the kakuro subcommands: common options, solver options and the exit-code
// rules. The batch runner is batch.hpp; each subcommand lives in its own cmd_*.cpp.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "app/solve_request.hpp"
#include "kakuro/backend.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::views {}

namespace kakuro::cli {

/// The commands run the use cases every frontend shares (frontends/app: the request a backend
/// and its options make, hint, generate's checks) and show their results with the views
/// (frontends/views): their names are the commands' too. A use case's OptionError is a usage
/// error of the command, with its text (main.cpp).
using namespace kakuro::app;
using namespace kakuro::views;

/// Exit codes, as diff and grep: see docs/cli.md. kInternal is a bug (an unexpected
/// exception), never bad input.
enum ExitCode : int { kYes = 0, kNo = 1, kUsage = 2, kLimit = 3, kInternal = 4 };
/// The worse of two codes for a batch: internal > usage/input error > limit > no > yes.
int worst(int a, int b);

/// The default of --max-memory: the machine's physical memory, in MiB.
std::uint64_t physical_memory_mb();

struct CommonOptions {
  std::vector<std::string> files;
  std::string format = "auto";
  int jobs = 0;  ///< 0 = the number of cores
  bool json = false;
  std::string shard;   ///< "K/N"
  std::string output;  ///< -o FILE; "" = stdout
  ParseLimits parse_limits;
  std::uint64_t max_memory_mb = physical_memory_mb();  ///< --max-memory; 0 = no cap
  bool quiet = false;
  /// Set by a command whose output format holds one puzzle (grid, hv, cnf, svg...): its
  /// name. Several puzzles then need `-o DIR/` (one file each), else a usage error.
  std::string one_puzzle_format;
  /// Options of the command that name one file for one puzzle (hint --svg FILE, explain
  /// --html FILE): option, path and the extension of each file in `DIR/`. Several puzzles
  /// then need a folder (`DIR/`), else a usage error before any puzzle is worked on.
  struct OnePuzzleFile {
    std::string option, path;
    std::string extension;  ///< of each file in `DIR/`
  };
  std::vector<OnePuzzleFile> one_puzzle_files;
  std::string extension = ".txt";  ///< of each file written into `-o DIR/`
  /// Set by a command whose work writes a file named after each puzzle's id
  /// (TaskContext::file_name) where no option above says so (render --svg -o FILE): the
  /// batch then reads every record before any work, to name them all first.
  bool names_each_puzzle = false;
  /// Write the `-o` file only when no input had an error (kakuro repair --apply: a file
  /// repaired in place is never replaced by what could be read of it).
  bool only_if_valid = false;
  /// Files read besides the puzzles (--solution, --state: read_side_input() adds them): like
  /// the puzzle files, never an output (run_batch refuses that before any work).
  std::vector<std::string> side_inputs;
};

/// The text of the file an option names (validate --solution, hint --state); "-" reads
/// standard input and becomes "<stdin>", the name its diagnostics give. Throws
/// CLI::ValidationError when it cannot be read, or when the puzzles come from "-" too. The
/// file goes into `common.side_inputs`.
std::string read_side_input(const std::string& option, std::string& path, CommonOptions& common);

/// Refuses a negative number plainly: "-1 is negative; expected 0 or more (0 = ZERO_MEANS)".
CLI::Validator non_negative(const std::string& zero_means);
/// A seed: a whole number from 0 to 2^64-1, written in digits (no sign, no wrap, no clamp).
CLI::Validator seed_check();
/// A whole number from 1 to 2^64-1 in digits, as seed_check(); `noun` names it in messages:
/// "0 is too small: expected a whole number from 1 to 18446744073709551615".
CLI::Validator positive_whole(const std::string& noun);

/// The names of the formats (kakuro/formats.hpp) for a help text, in the table's order,
/// joined by ", " and the last two by `last`: "grid, lines, ..., pzprv3 or kanpen". Only
/// the formats `keep` accepts, when given.
std::string format_list(const std::string& last = " or ", bool (*keep)(const FormatInfo&) = nullptr);

/// `-o, --output-file` into `output` ("" for "-": standard output); `what` names what is written.
CLI::Option* add_output_option(CLI::App* cmd, std::string& output, const std::string& what);
/// The options every command that reads puzzles takes; --json only where it has a meaning.
void add_common(CLI::App* cmd, CommonOptions& o, bool with_json = true);
void add_solver(CLI::App* cmd, SolveOptions& o, bool with_backend = true);
std::string format_seconds(double s);

}  // namespace kakuro::cli
