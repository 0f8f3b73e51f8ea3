// kakuro solve: one solution per puzzle with the chosen backend.
#include <unistd.h>

#include <iostream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "option_choices.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

void add_solve_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    SolveOptions solve;
    std::string output = "pretty";
    bool ascii = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("solve", "Solve puzzles with a backend");
  add_common(cmd, o->common);
  add_solver(cmd, o->solve);
  auto* output = cmd->add_option("--output", o->output, "pretty, grid, hv, lines or json")
                     ->capture_default_str()
                     ->check(one_of("output", {"pretty", "grid", "hv", "lines", "json"}));
  cmd->add_flag("--ascii", o->ascii, "Draw with ASCII characters only (--output pretty)");
  cmd->callback([o, output] {
    // --json is --output json: another --output beside it would be ignored.
    if (o->common.json && output->count() > 0 && o->output != "json")
      throw CLI::ValidationError("--output", "--output " + o->output +
                                                 " conflicts with --json (JSON lines, the same as --output "
                                                 "json): give one of them");
    // --ascii changes only the drawn grid: with another output it would be ignored.
    if (o->ascii && (o->common.json || o->output != "pretty"))
      throw CLI::ValidationError(
          "--ascii", "draws the grid of --output pretty, which " +
                         std::string(o->common.json ? "--json" : "--output " + o->output) + " replaces");
    const BackendInfo& backend = find_backend(o->solve.backend);
    const SolveRequest base = make_request(o->solve, 1);
    check_options(backend, base);
    const DrawStyle style{o->ascii, o->common.output.empty() && want_color(STDOUT_FILENO)};
    const bool json = o->common.json || o->output == "json";
    const std::optional<Format> as_format = json ? std::nullopt : parse_format(o->output);
    if (as_format) {
      o->common.one_puzzle_format = o->output;
      o->common.extension = file_extension(*as_format);
      if (!has_solved_form(*as_format))
        std::cerr << "kakuro: warning: the " << o->output
                  << " format has no solved form: the puzzles are written without their solutions\n";
    }
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          SolveRequest req = base;
          req.cancel = &ctx.cancel;
          const SolveReport rep = solve_with(*rec.puzzle, backend, req);
          TaskResult t{"", "", report_code(rep), report_status(rep)};
          if (json) {
            t.out = report_line(rec, backend.name, rep);
          } else if (rep.outcome == Outcome::Solved) {
            t.out = header(rec, ctx.several) + show_solution(rec, rep.solutions.front(), o->output, style);
          } else {
            t.out = header(rec, ctx.several) +
                    (rep.outcome == Outcome::NoSolution ? "No solution: "
                     : is_failure(rep.outcome)          ? "Failed: "
                                                        : "Unknown: ") +
                    rep.reason + "\n";
          }
          return t;
        },
        "solve"));
  });
}

}  // namespace kakuro::cli
