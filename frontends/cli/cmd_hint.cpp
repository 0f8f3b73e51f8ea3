// kakuro hint: the next step only, from the givens or from a partly filled grid
// (--state). A hint is for a puzzle with one solution: the puzzle is explained first, and a
// puzzle without a solution, with several, or stopped by a limit gets explain's verdict in
// explain's words and exit code instead. A digit of the state that differs from the only
// solution is reported with a true reason (wrong_digits.hpp), and not used.

#include "commands.hpp"
#include "explain_options.hpp"
#include "kakuro/explain/describe.hpp"
#include "output_file.hpp"
#include "views/explain_json.hpp"
#include "views/explain_text.hpp"
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
  o.common.one_puzzle_files = {{"--svg", o.svg}};  // several puzzles: refused before any work
  p.explain = make_explain_options(o.ex);
  return p;
}

// No hint: the puzzle has no solution, several, or the explanation stopped. The verdict
// is explain's, in its words (the outcome line, the JSON's status and reason).
TaskResult verdict(const PuzzleRecord& rec, const explain::Explanation& ex, bool json, bool several) {
  TaskResult t{"", "", explain_code(ex), explain::to_string(ex.status)};
  if (json)
    t.out = json_line(
        {{"id", rec.id}, {"file", rec.file}, {"status", t.status}, {"reason", ex.reason}, {"step", nullptr}});
  else
    t.out = header(rec, several) + outcome_text(*rec.puzzle, ex);
  return t;
}

// What hint found for one puzzle.
struct Hint {
  std::optional<Solution> state;      ///< --state, read
  std::vector<WrongDigit> wrong;      ///< the state's digits that differ from the solution
  explain::Candidates before;         ///< the candidates the step starts from
  std::optional<explain::Step> step;  ///< none: solved, or stuck
  bool solved = true;                 ///< every cell down to one candidate
};

// The next step from `h.state` (or the givens): the state's right digits placed, then
// bookkeeping (a placed digit leaving its runs) applied silently, since the hint is the
// first step that needs a thought.
void next_step(const Puzzle& p, const Solution& solution, const explain::ExplainOptions& run, Hint& h) {
  explain::Candidates cand = explain::initial_candidates(p);
  if (h.state) {
    h.wrong = wrong_digits(p, *h.state, solution);
    for (VarId v = 0; v < p.num_vars(); ++v) {
      const Digit d = h.state->digits[std::size_t(v)];
      if (d != 0 && d == solution.digits[std::size_t(v)]) cand[std::size_t(v)] = DigitSet::single(d);
    }
  }
  h.before = cand;
  for (int guard = 0; guard < 100000; ++guard) {
    h.before = cand;
    h.step = explain::next_step(p, cand, run);
    if (!h.step || h.step->technique != explain::Technique::DistinctDigits) break;
    h.step->place = explain::apply(*h.step, cand);
  }
  for (DigitSet d : cand) h.solved = h.solved && d.is_single();
}

// The hint as the JSON line or the text of docs/cli.md.
std::string hint_output(const PuzzleRecord& rec, const Hint& h, const std::string& status, bool json,
                        bool several) {
  const Puzzle& p = *rec.puzzle;
  if (json) {
    nlohmann::json j{{"id", rec.id}, {"file", rec.file}, {"status", status}};
    j["wrong"] = nlohmann::json::array();
    for (const auto& w : h.wrong) j["wrong"].push_back(wrong_json(p, *h.state, w));
    j["step"] = h.step ? step_json(p, *h.step, 0) : nlohmann::json(nullptr);
    j["candidates"] = candidates_json(p, h.before);
    return json_line(j);
  }
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
  const explain::Explanation full = explain::explain(p, run);
  if (!full.solution) return verdict(rec, full, o.common.json, ctx.several);
  next_step(p, *full.solution, run, h);
  if (!h.wrong.empty()) t.code = kNo, t.status = "wrong-digit";
  if (!h.step) {
    t.status = h.wrong.empty() ? (h.solved ? "solved" : "stuck") : t.status;
    if (!h.solved && h.wrong.empty()) t.code = kNo;
  }
  if (!o.svg.empty()) {
    std::string error;
    const std::string path = puzzle_path(o.svg, rec.id, ".svg");
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
