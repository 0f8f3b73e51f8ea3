// kakuro hint: the next step only, from the givens or from a partly filled grid
// (--state). A hint is for a puzzle with one solution: the native backend proves that
// first (or, when it cannot, the puzzle is explained), and a puzzle without a solution,
// with several, or stopped by a limit gets explain's verdict in explain's words and exit
// code instead. A digit of the state that differs from the only
// solution is reported with a true reason (wrong_digits.hpp), and not used.

#include "commands.hpp"
#include "exit_codes.hpp"
#include "explain_options.hpp"
#include "file_names.hpp"
#include "kakuro/explain/describe.hpp"
#include "output_file.hpp"
#include "views/explain_json.hpp"
#include "views/explain_text.hpp"
#include "views/hint.hpp"
#include "views/report.hpp"
#include "views/step_svg.hpp"
#include "views/wrong_digits.hpp"

namespace kakuro::cli {

namespace {

struct HintCliOptions {
  CommonOptions common;
  ExplainCliOptions ex;
  std::string state, svg;
};

// The options checked and resolved, before any puzzle is read.
struct HintPlan {
  explain::ExplainOptions explain;
  std::string state_text;  ///< --state's file, "" without one
};

HintPlan make_plan(HintCliOptions& o) {
  HintPlan p;
  p.state_text = o.state.empty() ? "" : read_side_input("--state", o.state, o.common);
  if (!o.svg.empty()) {
    const std::string why = check_destination(o.svg);
    if (!why.empty()) throw CLI::ValidationError("--svg", why);
  }
  o.common.one_puzzle_files = {{"--svg", o.svg, ".svg"}};  // several puzzles: refused before any work
  p.explain = make_explain_options(o.ex);
  return p;
}

// No hint: the puzzle has no solution, several, or the explanation stopped. The verdict
// is explain's, in its words (the outcome line, the JSON's status and reason).
TaskResult verdict(const PuzzleRecord& rec, const explain::Explanation& ex, bool json, bool several) {
  TaskResult t{"", "", explain_code(ex), explain::to_string(ex.status)};
  if (json)
    t.out = json_line(hint_verdict_json(rec, ex));
  else
    t.out = header(rec, several) + outcome_text(*rec.puzzle, ex);
  return t;
}

// The hint as the JSON line or the text of docs/cli.md.
std::string hint_output(const PuzzleRecord& rec, const Hint& h, const std::string& status, bool json,
                        bool several) {
  const Puzzle& p = *rec.puzzle;
  if (json) return json_line(hint_json(rec, h, status));
  std::string out = header(rec, several);
  for (const auto& w : h.wrong) out += "Wrong digit: " + wrong_text(p, *h.state, w) + ".\n";
  if (h.step)
    out += "Hint: " + explain::describe(p, *h.step) + "\n";
  else
    out += h.solved ? "The grid is solved.\n" : "No step follows from here without guessing.\n";
  return out;
}

TaskResult hint_one(const HintCliOptions& o, const HintPlan& plan, const PuzzleRecord& rec,
                    TaskContext& ctx) {
  const Puzzle& p = *rec.puzzle;
  explain::ExplainOptions run = plan.explain;
  run.cancel = ctx.cancel.flag();
  TaskResult t{"", "", kYes, "hint"};
  Hint h;
  if (!o.state.empty()) {  // read first: a state for another layout is an input error
    Diagnostics diags;
    h.state = parse_solution(p, plan.state_text, o.state, diags);
    if (!h.state || diags.has_errors()) {
      for (const auto& d : diags.items()) t.err += d.str() + "\n";
      t.code = kUsage;
      t.status = "invalid";
      return t;
    }
  }
  std::optional<Solution> solution = proved_solution(p, run, &ctx.cancel);
  if (!solution) {
    explain::Explanation full = explain::explain(p, run);
    if (!full.solution) return verdict(rec, full, o.common.json, ctx.several);
    solution = std::move(full.solution);
  }
  next_hint(p, *solution, run, h);
  t.status = hint_status(h);
  if (!h.wrong.empty()) t.code = kNo;
  if (!h.step && !h.solved && h.wrong.empty()) t.code = kNo;
  if (!o.svg.empty()) {
    std::string error;
    const std::string path = puzzle_path(o.svg, ctx.file_name, ".svg");
    if (!write_output(path, step_svg(p, h.before, h.step ? &*h.step : nullptr, rec.id), error)) {
      t.err += "kakuro: error: " + error + "\n";
      t.code = kUsage;
    }
  }
  t.out = hint_output(rec, h, t.status, o.common.json, ctx.several);
  return t;
}

}  // namespace

void add_hint_command(CLI::App& app) {
  auto o = std::make_shared<HintCliOptions>();
  auto* cmd =
      app.add_subcommand("hint", "The next logical step, from the givens or from a partly filled grid");
  add_common(cmd, o->common);
  add_explain_options(cmd, o->ex);
  cmd->add_option(
      "--state", o->state,
      "A partly filled grid (any format that carries digits: grid, hv, jsonl); - for standard input");
  cmd->add_option("--svg", o->svg, "Draw the grid with the step highlighted and the candidates left to FILE");
  cmd->callback([o] {
    const HintPlan plan = make_plan(*o);
    throw Exit(run_batch(
        o->common, [&](const PuzzleRecord& rec, TaskContext& ctx) { return hint_one(*o, plan, rec, ctx); },
        "hint"));
  });
}

}  // namespace kakuro::cli
