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

}  // namespace

void add_hint_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    ExplainCliOptions ex;
    std::string state, svg;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd =
      app.add_subcommand("hint", "The next logical step, from the givens or from a partly filled grid");
  add_common(cmd, o->common);
  add_explain_options(cmd, o->ex);
  cmd->add_option(
      "--state", o->state,
      "A partly filled grid (any format that carries digits: grid, hv, jsonl); - for standard input");
  cmd->add_option("--svg", o->svg, "Draw the grid with the step highlighted and the candidates left to FILE");
  cmd->callback([o] {
    const std::string state_text = o->state.empty() ? "" : read_side_input("--state", o->state, o->common);
    if (!o->svg.empty()) {
      const std::string why = check_destination(o->svg);
      if (!why.empty()) throw CLI::ValidationError("--svg", why);
    }
    o->common.one_puzzle_files = {{"--svg", o->svg}};  // several puzzles: refused before any work
    const explain::ExplainOptions opts = make_explain_options(o->ex);
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) -> TaskResult {
          const Puzzle& p = *rec.puzzle;
          explain::ExplainOptions run = opts;
          run.cancel = ctx.cancel.flag();
          TaskResult t{"", "", kYes, "hint"};
          std::optional<Solution> state;
          if (!o->state.empty()) {  // read first: a state for another layout is an input error
            Diagnostics diags;
            state = parse_solution(p, state_text, o->state, diags);
            if (!state || diags.has_errors()) {
              for (const auto& d : diags.items()) t.err += d.str() + "\n";
              t.code = kUsage;
              t.status = "invalid";
              return t;
            }
          }
          const explain::Explanation full = explain::explain(p, run);
          if (!full.solution) return verdict(rec, full, o->common.json, ctx.several);
          explain::Candidates cand = explain::initial_candidates(p);
          std::vector<WrongDigit> wrong;
          if (state) {
            wrong = wrong_digits(p, *state, *full.solution);
            for (VarId v = 0; v < p.num_vars(); ++v) {
              const Digit d = state->digits[std::size_t(v)];
              if (d != 0 && d == full.solution->digits[std::size_t(v)])
                cand[std::size_t(v)] = DigitSet::single(d);
            }
          }
          // Bookkeeping (a placed digit leaving its runs) is applied silently: the hint is
          // the first step that needs a thought.
          std::optional<explain::Step> step;
          explain::Candidates before = cand;
          for (int guard = 0; guard < 100000; ++guard) {
            before = cand;
            step = explain::next_step(p, cand, run);
            if (!step || step->technique != explain::Technique::DistinctDigits) break;
            step->place = explain::apply(*step, cand);
          }
          bool solved = true;
          for (DigitSet d : cand) solved = solved && d.is_single();
          if (!wrong.empty()) t.code = kNo, t.status = "wrong-digit";
          if (!step) {
            t.status = wrong.empty() ? (solved ? "solved" : "stuck") : t.status;
            if (!solved && wrong.empty()) t.code = kNo;
          }
          if (!o->svg.empty()) {
            std::string error;
            const std::string path = puzzle_path(o->svg, rec.id, ".svg");
            if (!write_output(path, step_svg(p, before, step ? &*step : nullptr, rec.id), error)) {
              t.err += "kakuro: error: " + error + "\n";
              t.code = kUsage;
            }
          }
          if (o->common.json) {
            nlohmann::json j{{"id", rec.id}, {"file", rec.file}, {"status", t.status}};
            j["wrong"] = nlohmann::json::array();
            for (const auto& w : wrong) j["wrong"].push_back(wrong_json(p, *state, w));
            j["step"] = step ? step_json(p, *step, 0) : nlohmann::json(nullptr);
            j["candidates"] = candidates_json(p, before);
            t.out = json_line(j);
            return t;
          }
          t.out = header(rec, ctx.several);
          for (const auto& w : wrong) t.out += "Wrong digit: " + wrong_text(p, *state, w) + ".\n";
          if (step)
            t.out += "Hint: " + explain::describe(p, *step) + "\n";
          else
            t.out += solved ? "The grid is solved.\n" : "No step follows from here without guessing.\n";
          return t;
        },
        "hint"));
  });
}

}  // namespace kakuro::cli
