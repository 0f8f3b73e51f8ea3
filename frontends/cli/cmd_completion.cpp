// kakuro completion bash|zsh|fish and kakuro man: the shell completion scripts and the
// manual page, written from the commands main.cpp builds (all of them, for these two), so
// that they list exactly the commands and options that exist. The build runs both to make
// the files that `cmake --install` installs (frontends/CMakeLists.txt).
#include <iostream>

#include "command_docs.hpp"
#include "commands.hpp"
#include "option_choices.hpp"
#include "output_file.hpp"
#include "standard_output.hpp"

#ifndef KAKURO_VERSION
#error "KAKURO_VERSION is set by frontends/CMakeLists.txt from project()"
#endif

namespace kakuro::cli {

namespace {

// To standard output, or to -o FILE (replaced only by the complete text); ends the command.
[[noreturn]] void print_and_exit(const std::string& text, const std::string& path) {
  std::string error;
  if (path.empty()) {
    if (!write_stdout(text)) throw Exit(kUsage);  // said by write_stdout()
  } else if (!write_output(path, text, error)) {
    std::cerr << "kakuro: error: " << error << "\n";
    throw Exit(kUsage);
  }
  throw Exit(kYes);
}

CLI::App* add_generated(CLI::App& app, const std::string& name, const std::string& help,
                        std::shared_ptr<std::string> output) {
  auto* cmd = app.add_subcommand(name, help);
  cmd->add_option("-o,--output-file", *output, "Write it to FILE (atomically) instead of stdout");
  return cmd;
}

}  // namespace

void add_completion_command(CLI::App& app) {
  auto shell = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  auto* cmd = add_generated(app, "completion",
                            "Print the shell completion script for bash, zsh or fish (docs/cli.md)", output);
  cmd->add_option("shell", *shell, "The shell")->required()->check(one_of("shell", {"bash", "zsh", "fish"}));
  cmd->callback([cmd, shell, output] {
    const CliDoc cli = describe_cli(*cmd->get_parent(), KAKURO_VERSION);
    print_and_exit(*shell == "bash"  ? bash_completion(cli)
                   : *shell == "zsh" ? zsh_completion(cli)
                                     : fish_completion(cli),
                   *output);
  });
}

void add_man_command(CLI::App& app) {
  auto output = std::make_shared<std::string>();
  auto* cmd = add_generated(
      app, "man", "Print the manual page kakuro.1 in roff (kakuro man | man -l - shows it)", output);
  cmd->callback(
      [cmd, output] { print_and_exit(man_page(describe_cli(*cmd->get_parent(), KAKURO_VERSION)), *output); });
}

}  // namespace kakuro::cli
