// kakuro: one command for solving, proving uniqueness, cross-checking, validating and
// converting Kakuro puzzles. Each subcommand is one cmd_*.cpp; errors are caught here once.
#include <algorithm>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>

#include "commands.hpp"
#include "memory_cap.hpp"
#include "standard_output.hpp"

namespace {

using namespace kakuro::cli;

struct Command {
  std::string_view name;
  void (*add)(CLI::App&);
  bool reads_all = false;  ///< writes about every command (completion, man): all are built
};
// In the order of the top-level help and of the unknown-command message.
constexpr Command kCommands[] = {
    {"solve", add_solve_command},
    {"unique", add_unique_command},
    {"crosscheck", add_crosscheck_command},
    {"count", add_count_command},
    {"validate", add_validate_command},
    {"analyze", add_analyze_command},
    {"convert", add_convert_command},
    {"cnf", add_cnf_command},
    {"render", add_render_command},
    {"explain", add_explain_command},
    {"hint", add_hint_command},
    {"rate", add_rate_command},
    {"repair", add_repair_command},
    {"generate", add_generate_command},
    {"selftest", add_selftest_command},
    {"backends", add_backends_command},
    {"completion", add_completion_command, true},
    {"man", add_man_command, true},
};

const Command* find_command(std::string_view name) {
  const auto it = std::find_if(std::begin(kCommands), std::end(kCommands),
                               [&](const Command& c) { return c.name == name; });
  return it == std::end(kCommands) ? nullptr : it;
}

// Only the command named first is built: making every command's options and checks was
// most of a short run's start-up. All of them for the top-level help, anything else CLI11
// reads at the top level and the commands that describe them all, none for a lone --version.
void add_commands(CLI::App& app, int argc, char** argv, const Command* named) {
  if (named && !named->reads_all) return named->add(app);
  if (argc == 2 && std::string_view(argv[1]) == "--version") return;
  for (const Command& c : kCommands) c.add(app);
}

// The help or the version CLI11 prints, through the checked standard output.
int print_and_exit(CLI::App& app, const CLI::Error& e) {
  std::ostringstream out;
  const int code = app.exit(e, out);
  return write_stdout(out.str()) ? code : kUsage;
}

// The command named by argv, run; its exit code.
int run_command(int argc, char** argv) {
  handle_out_of_memory();  // every command: out of memory is exit 3, never an abort
  CLI::App app{"kakuro: a Kakuro solver and validator", "kakuro"};
  app.set_version_flag("--version", "kakuro " KAKURO_VERSION);  // project()'s, from CMake
  app.require_subcommand(1);
  try {
    const Command* named = argc > 1 ? find_command(argv[1]) : nullptr;
    if (argc > 1 && argv[1][0] != '-' && !named) {
      std::string known;
      for (const Command& c : kCommands) (known += known.empty() ? "" : ", ") += c.name;
      std::cerr << "kakuro: error: unknown command '" << argv[1] << "' (commands: " << known << ")\n"
                << "Run with --help for more information.\n";
      return kUsage;
    }
    add_commands(app, argc, argv, named);
    app.parse(argc, argv);
  } catch (const Exit& e) {
    return e.code;
  } catch (const CLI::CallForHelp& e) {
    return print_and_exit(app, e);
  } catch (const CLI::CallForAllHelp& e) {
    return print_and_exit(app, e);
  } catch (const CLI::CallForVersion& e) {
    return print_and_exit(app, e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kUsage;
  } catch (const kakuro::app::OptionError& e) {  // a use case's refusal: a usage error, its words
    app.exit(CLI::ValidationError(e.option(), e.message()));
    return kUsage;
  } catch (const std::bad_alloc&) {
    std::cerr << "kakuro: error: " << out_of_memory_message() << "\n";
    return kLimit;
  } catch (const std::exception& e) {  // a bug, never bad input (that is a ParseError)
    std::cerr << "kakuro: internal error: " << e.what() << "\n";
    return kInternal;
  }
  return kYes;
}

}  // namespace

// Callable again in one process (the browser build runs one command per call): no exit(),
// every way out is a returned code. Whatever went to standard output is checked last (a
// full disk, a closed descriptor: exit 2).
int kakuro::cli::run_command_line(int argc, char** argv) { return finish_stdout(run_command(argc, argv)); }

#ifndef __EMSCRIPTEN__  // the browser build calls run_command_line() from frontends/web
int main(int argc, char** argv) {
  kakuro::cli::reserve_standard_descriptors();
  return kakuro::cli::run_command_line(argc, argv);
}
#endif
