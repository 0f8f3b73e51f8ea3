// Runs the built kakuro binary through the shell and captures what it prints.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace kakuro::test {

struct CommandResult {
  int code = -1;
  std::string out;
  std::string err;
};

/// Runs `kakuro ARGS` (ARGS is shell text) with `stdin_text` on standard input.
CommandResult run_kakuro(const std::string& args, const std::string& stdin_text = "");
/// Runs any shell command line.
CommandResult run_shell(const std::string& command);

/// Shell text that starts `kakuro ARGS` in the background, waits until it is kakuro (the fork
/// has exec'd: /proc/PID/comm) and catches SIGINT (its batch runner's handler is set:
/// /proc/PID/status, SigCgt bit 2; SIGTERM's is set first) or has ended, sends SIG (INT or
/// TERM, again every 0.2 s until it ends, 60 s at most) and prints "exit CODE". No timing:
/// the signal reaches the command while its batch runs.
std::string interrupted(const std::string& args, const std::string& sig = "INT");

/// tests/data/cli/NAME, the command tests' inputs.
std::string cli_data(const std::string& name);
/// examples/NAME in the source tree.
std::string example(const std::string& name);
/// `s` in single quotes, for the shell.
std::string quoted(const std::string& s);
/// Whether `text` contains `part`.
bool has(const std::string& text, const std::string& part);
/// Every line of `text` that is not empty, parsed as JSON (throws on one that does not parse).
std::vector<nlohmann::json> json_lines(const std::string& text);
/// A fresh, empty directory in the temporary directory for one test case, named by `tag`.
std::filesystem::path scratch_dir(const std::string& tag);
/// Writes `text` to `path` (bytes as they are); returns the path.
std::string write_file(const std::filesystem::path& path, const std::string& text);

}  // namespace kakuro::test
