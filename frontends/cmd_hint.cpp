// kakuro hint: the next step only, from the givens or from a partly filled grid
// (--state). A digit of the state that the explanation from the givens rules out is
// reported with the step and run that rule it out, and not used.
#include <fstream>
#include <sstream>

#include "commands.hpp"
#include "explain_json.hpp"
#include "explain_text.hpp"
#include "kakuro/explain/describe.hpp"
#include "output_file.hpp"
#include "report.hpp"
#include "step_svg.hpp"

namespace kakuro::cli {

namespace {

struct WrongDigit {
  VarId var;
  Digit digit;
  std::string text;
};

// The step that removed (v, d), and how to say so.
std::string why_wrong(const Puzzle& p, const explain::Explanation& ex, VarId v, Digit d) {
  const std::string head = p.where(p.cell_of(v)) + " holds " + std::to_string(d) + ", but ";
  for (std::size_t i = 0; i < ex.steps.size(); ++i) {
    const explain::Step& s = ex.steps[i];
    bool hit = false;
    for (const auto& e : s.eliminate) hit = hit || (e.var == v && e.digit == d);
    if (!hit) continue;
    const std::string which =
        " (step " + std::to_string(i + 1) + ", " + std::string(explain::name(s.technique)) + ")";
    if (s.technique == explain::Technique::Contradiction)
      return head + "that digit there leads to a contradiction" + which;
    for (RunId r : s.runs)
      for (VarId w : p.run(r).vars)
        if (w == v)
          return head + "the " + explain::run_name(p, r) + " cannot contain " + std::to_string(d) + which;
    return head + "the runs " + explain::run_name(p, s.runs.front()) + " and others rule it out" + which;
  }
  return head + "the puzzle's solution has " + std::to_string(ex.candidates[std::size_t(v)].min()) + " there";
}

// Digits of the state that the explanation from the givens rules out.
std::vector<WrongDigit> wrong_digits(const Puzzle& p, const explain::Explanation& ex, const Solution& state) {
  std::vector<WrongDigit> out;
  for (VarId v = 0; v < p.num_vars() && std::size_t(v) < state.digits.size(); ++v) {
    const Digit d = state.digits[std::size_t(v)];
    if (d == 0) continue;
    const bool ok = d <= 9 && ex.candidates[std::size_t(v)].contains(d);
    if (!ok)
      out.push_back({v, d,
                     d > 9 ? p.where(p.cell_of(v)) + " holds " + std::to_string(d) + ", not a digit 1-9"
                           : why_wrong(p, ex, v, d)});
  }
  return out;
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
    const explain::ExplainOptions opts = make_explain_options(o->ex);
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) -> TaskResult {
          const Puzzle& p = *rec.puzzle;
          explain::ExplainOptions run = opts;
          run.cancel = ctx.cancel.flag();
          TaskResult t{"", "", kYes, "hint"};
          explain::Candidates cand = explain::initial_candidates(p);
          std::vector<WrongDigit> wrong;
          if (!o->state.empty()) {
            Diagnostics diags;
            const std::optional<Solution> state = parse_solution(p, state_text, o->state, diags);
            if (!state || diags.has_errors()) {
              for (const auto& d : diags.items()) t.err += d.str() + "\n";
              t.code = kUsage;
              t.status = "invalid";
              return t;
            }
            const explain::Explanation full = explain::explain(p, run);
            if (full.status == explain::ExplainStatus::Timeout) {
              t.err = rec.id + ": " + full.reason + "\n";
              t.code = kLimit;
              t.status = "timeout";
              return t;
            }
            wrong = wrong_digits(p, full, *state);
            for (VarId v = 0; v < p.num_vars(); ++v) {
              const Digit d = state->digits[std::size_t(v)];
              bool bad = false;
              for (const auto& w : wrong) bad = bad || w.var == v;
              if (d != 0 && !bad) cand[std::size_t(v)] = DigitSet::single(d);
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
            for (const auto& w : wrong) {
              const CellId c = p.cell_of(w.var);
              j["wrong"].push_back(
                  {{"cell", {p.row_of(c), p.col_of(c)}}, {"digit", int(w.digit)}, {"text", w.text}});
            }
            j["step"] = step ? step_json(p, *step, 0) : nlohmann::json(nullptr);
            j["candidates"] = candidates_json(p, before);
            t.out = json_line(j);
            return t;
          }
          t.out = header(rec, ctx.several);
          for (const auto& w : wrong) t.out += "Wrong digit: " + w.text + ".\n";
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
