// kakuro: one command for solving, proving uniqueness, cross-checking, validating and
// converting Kakuro puzzles. Each subcommand is one cmd_*.cpp; errors are caught here once.
#include <iostream>
#include <string>
#include <utility>

#include "commands.hpp"

int main(int argc, char** argv) {
  using namespace kakuro::cli;
  CLI::App app{"kakuro: a Kakuro solver and validator", "kakuro"};
  app.set_version_flag("--version", "kakuro 0.1.0");
  app.require_subcommand(1);
  try {
    add_solve_command(app);
    add_unique_command(app);
    add_crosscheck_command(app);
    add_count_command(app);
    add_validate_command(app);
    add_analyze_command(app);
    add_convert_command(app);
    add_cnf_command(app);
    add_render_command(app);
    add_explain_command(app);
    add_hint_command(app);
    add_rate_command(app);
    add_repair_command(app);
    add_generate_command(app);
    add_selftest_command(app);
    add_backends_command(app);
    std::string known;
    bool is_command = false;
    for (const CLI::App* sub : std::as_const(app).get_subcommands({})) {
      known += (known.empty() ? "" : ", ") + sub->get_name();
      is_command = is_command || (argc > 1 && sub->get_name() == argv[1]);
    }
    if (argc > 1 && argv[1][0] != '-' && !is_command) {
      std::cerr << "kakuro: error: unknown command '" << argv[1] << "' (commands: " << known << ")\n"
                << "Run with --help for more information.\n";
      return kUsage;
    }
    app.parse(argc, argv);
  } catch (const Exit& e) {
    return e.code;
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kUsage;
  } catch (const std::bad_alloc&) {
    std::cerr << "kakuro: error: out of memory (--max-memory caps the address space)\n";
    return kLimit;
  } catch (const std::exception& e) {  // a bug, never bad input (that is a ParseError)
    std::cerr << "kakuro: internal error: " << e.what() << "\n";
    return kInternal;
  }
  return kYes;
}
