// One add_*_command per subcommand file; main.cpp calls each.
#pragma once

#include <CLI/CLI.hpp>

#include "batch.hpp"

namespace kakuro::cli {

/// Thrown by a subcommand's callback to end with an exit code (caught once in main).
struct Exit {
  /// A constructor, not an aggregate: clang 14 has no parenthesized aggregate
  /// initialization (C++20's P0960), and every command writes Exit(code).
  explicit Exit(int c) : code(c) {}
  int code;
};

void add_solve_command(CLI::App& app);
void add_unique_command(CLI::App& app);
void add_count_command(CLI::App& app);
void add_crosscheck_command(CLI::App& app);
void add_validate_command(CLI::App& app);
void add_analyze_command(CLI::App& app);
void add_convert_command(CLI::App& app);
void add_cnf_command(CLI::App& app);
void add_backends_command(CLI::App& app);
void add_render_command(CLI::App& app);
void add_selftest_command(CLI::App& app);
void add_explain_command(CLI::App& app);
void add_hint_command(CLI::App& app);
void add_rate_command(CLI::App& app);
void add_repair_command(CLI::App& app);
void add_generate_command(CLI::App& app);
void add_completion_command(CLI::App& app);
void add_man_command(CLI::App& app);

/// The kakuro command: parses argv, runs the command, returns its exit code (main.cpp).
int run_command_line(int argc, char** argv);

}  // namespace kakuro::cli
