// Runs the built kakuro binary through the shell and captures what it prints.
#pragma once

#include <string>

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

}  // namespace kakuro::test
