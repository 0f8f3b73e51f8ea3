// The command line as data, read from the CLI11 App that main.cpp builds from its command
// table: the one source of the shell completion scripts and of the man page, so that
// neither is a hand-written list that can drift from the options the commands take.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace kakuro::cli {

struct OptionDoc {
  std::vector<std::string> names;  ///< "-t", "--timeout" (short ones first); a positional: its name
  bool positional = false;
  bool takes_value = false;          ///< false for a flag
  std::string value_name;            ///< CLI11's type name without its checks: TEXT, UINT, FLOAT...
  std::vector<std::string> choices;  ///< the allowed values when the option lists them, else empty
  std::string default_value;         ///< "" = none shown
  std::string description;
};

struct CommandDoc {
  std::string name;
  std::string description;
  std::vector<OptionDoc> options;  ///< in the order of `kakuro NAME --help`, positionals last
};

struct CliDoc {
  std::string name;  ///< "kakuro"
  std::string description;
  std::string version;               ///< "0.1.0"
  std::vector<OptionDoc> options;    ///< of the command itself: --help, --version
  std::vector<CommandDoc> commands;  ///< in the order of the top-level help
};

/// Every visible subcommand of `app` with its visible options (CLI11 hides those in the
/// group ""). `app` must hold every command: main.cpp builds them all for the commands
/// that read this.
CliDoc describe_cli(const CLI::App& app, const std::string& version);

/// Completion scripts: `source <(kakuro completion bash)`, and the files installed for bash,
/// zsh and fish (docs/cli.md, "Shell completion and the manual page").
std::string bash_completion(const CliDoc& cli);
std::string zsh_completion(const CliDoc& cli);
std::string fish_completion(const CliDoc& cli);

/// The manual page kakuro.1 in roff (man(7) macros).
std::string man_page(const CliDoc& cli);

}  // namespace kakuro::cli
