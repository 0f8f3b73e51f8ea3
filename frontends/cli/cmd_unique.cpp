// kakuro unique: solve, block the solution, solve again.
#include <unistd.h>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

namespace {

std::string cells_text(const std::vector<std::pair<int, int>>& cells) {
  std::string out;
  for (auto [r, c] : cells)
    out += (out.empty() ? "" : " ") + ("(" + std::to_string(r) + "," + std::to_string(c) + ")");
  return out;
}

}  // namespace

void add_unique_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    SolveOptions solve;
    bool ascii = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("unique", "Prove whether each puzzle has exactly one solution");
  add_common(cmd, o->common);
  add_solver(cmd, o->solve);
  cmd->add_flag("--ascii", o->ascii, "Draw with ASCII characters only (not with --json)");
  cmd->callback([o] {
    // --ascii changes only the drawn grids: with --json it would be ignored.
    if (o->ascii && o->common.json)
      throw CLI::ValidationError("--ascii", "draws the grids, which --json replaces");
    const BackendInfo& backend = find_backend(o->solve.backend);
    const SolveRequest base = make_request(o->solve, 2);
    check_options(backend, base);
    const DrawStyle style{o->ascii, o->common.output.empty() && want_color(STDOUT_FILENO)};
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          SolveRequest req = base;
          req.cancel = &ctx.cancel;
          const SolveReport rep = solve_with(*rec.puzzle, backend, req);
          TaskResult t{"", "", report_code(rep), report_status(rep)};
          if (rep.outcome == Outcome::Solved && rep.unique) {
            t.status = *rep.unique ? "unique" : "not-unique";
            t.code = *rep.unique ? kYes : kNo;
          } else if (rep.outcome == Outcome::Solved) {  // one solution, then a limit: no answer
            t.status = "timeout";
            t.code = kLimit;
          }
          if (o->common.json) {
            t.out = report_line(rec, backend.name, rep);
            return t;
          }
          t.out = header(rec, ctx.several);
          if (rep.outcome == Outcome::Solved && rep.unique == true) {
            t.out += "unique\n" + draw(*rec.puzzle, &rep.solutions[0], style);
          } else if (rep.outcome == Outcome::Solved && rep.solutions.size() >= 2) {
            t.out += "not unique: two solutions differ at " +
                     cells_text(differing_cells(*rec.puzzle, rep.solutions[0], rep.solutions[1])) + "\n" +
                     draw(*rec.puzzle, &rep.solutions[0], style) +
                     draw(*rec.puzzle, &rep.solutions[1], style);
          } else if (rep.outcome == Outcome::Solved) {
            t.out += "unknown: found one solution, then " + rep.reason + "\n" +
                     draw(*rec.puzzle, &rep.solutions[0], style);
          } else if (rep.outcome == Outcome::NoSolution) {
            t.out += "no solution: " + rep.reason + "\n";
          } else if (is_failure(rep.outcome)) {
            t.out += "failed: " + rep.reason + "\n";
          } else {
            t.out += "unknown: " + rep.reason + "\n";
          }
          return t;
        },
        "unique"));
  });
}

}  // namespace kakuro::cli
