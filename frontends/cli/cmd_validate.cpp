// kakuro validate: structure (parsers + build_puzzle), provable unsolvability by
// preprocessing, and optionally a proposed solution through the independent checker.
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/components.hpp"
#include "kakuro/preprocess.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

namespace {

std::string loc(const PuzzleRecord& rec) {
  return rec.file + (rec.line > 0 ? ":" + std::to_string(rec.line) : "") + ": ";
}

// Checks a proposed solution; appends messages; returns false when it is not a solution.
bool check(const PuzzleRecord& rec, const Solution& s, const std::string& from, std::string& err) {
  const auto violations = check_solution(*rec.puzzle, s);
  const std::string label = rec.id == rec.file ? "" : rec.id + ": ";
  for (const auto& v : violations) err += from + ": error: " + label + v.message + "\n";
  return violations.empty();
}

}  // namespace

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
          TaskResult t{"", "", kYes, "valid"};
          for (const auto& d : rec.diags.items()) t.err += d.str() + "\n";  // warnings
          const Puzzle& p = *rec.puzzle;
          const Components comps = connected_components(p);
          if (comps.count() > 1)
            t.err += loc(rec) + "warning: " + rec.id + ": the puzzle falls apart into " +
                     std::to_string(comps.count()) + " independent parts\n";
          const PreprocessResult pre = preprocess(p);
          if (pre.infeasible) {
            t.err += loc(rec) + "error: " + rec.id + ": unsolvable: " + pre.reason + "\n";
            t.code = kNo;
            t.status = "unsolvable";
          }
          bool solution_ok = true;
          if (!o->solution.empty()) {
            Diagnostics diags;
            auto s = parse_solution(p, solution_text, o->solution, diags);
            for (const auto& d : diags.items()) t.err += d.str() + "\n";
            if (!s) return TaskResult{"", t.err, kUsage, "invalid"};
            solution_ok = check(rec, *s, o->solution, t.err);
          } else if (rec.solution) {
            solution_ok = check(rec, *rec.solution, loc(rec) + "stored solution", t.err);
          }
          if (!solution_ok) t.code = kNo, t.status = "wrong-solution";
          const std::string what = std::to_string(p.rows()) + "x" + std::to_string(p.cols()) + ", " +
                                   std::to_string(p.num_vars()) + " white cells, " +
                                   std::to_string(p.num_runs()) + " runs";
          if (o->common.json) {
            t.out = json_line({{"id", rec.id},
                               {"file", rec.file},
                               {"status", t.status},
                               {"rows", p.rows()},
                               {"cols", p.cols()},
                               {"white_cells", p.num_vars()},
                               {"runs", p.num_runs()},
                               {"parts", comps.count()}});
          } else {
            t.out = rec.id + ": " + t.status + " (" + what + ")" +
                    (o->solution.empty() && !rec.solution ? ""
                     : solution_ok                        ? "; solution correct"
                                                          : "; solution wrong") +
                    "\n";
          }
          return t;
        },
        "validate"));
  });
}

}  // namespace kakuro::cli
