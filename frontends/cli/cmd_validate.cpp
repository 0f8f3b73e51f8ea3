// kakuro validate: structure (parsers + build_puzzle), provable unsolvability by
// preprocessing, and optionally a proposed solution through the independent checker.
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "views/report.hpp"
#include "views/validation.hpp"

namespace kakuro::cli {

void add_validate_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    std::string solution;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd =
      app.add_subcommand("validate", "Check puzzles (and proposed solutions) and report every problem");
  add_common(cmd, o->common);
  cmd->add_option("-s,--solution", o->solution,
                  "A proposed solution: a filled grid, a solved hv file, a jsonl record's solution, or the "
                  "answer of a pzprv3 or Kanpen file; - for standard input");
  cmd->callback([o] {
    const std::string solution_text =
        o->solution.empty() ? "" : read_side_input("--solution", o->solution, o->common);
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext&) {
          const Puzzle& p = *rec.puzzle;
          std::optional<Solution> s;
          Diagnostics diags;
          if (!o->solution.empty()) s = parse_solution(p, solution_text, o->solution, diags);
          Validation v =
              validate_record(rec, s ? &*s : nullptr, o->solution, o->solution.empty() ? nullptr : &diags);
          if (!o->solution.empty() && !s) return TaskResult{"", v.err, kUsage, "invalid"};
          TaskResult t{"", std::move(v.err), validation_code(v), v.status};
          const std::string what = std::to_string(p.rows()) + "x" + std::to_string(p.cols()) + ", " +
                                   std::to_string(p.num_vars()) + " white cells, " +
                                   std::to_string(p.num_runs()) + " runs";
          if (o->common.json) {
            t.out = json_line(v.json);
          } else {
            t.out = rec.id + ": " + t.status + " (" + what + ")" +
                    (!v.solution_checked ? ""
                     : v.solution_ok     ? "; solution correct"
                                         : "; solution wrong") +
                    "\n";
          }
          return t;
        },
        "validate"));
  });
}

}  // namespace kakuro::cli
