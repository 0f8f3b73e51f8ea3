// kakuro rate: the difficulty level and score per puzzle, from its explanation.
#include <cstdio>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "explain_options.hpp"
#include "views/explain_json.hpp"
#include "views/explain_text.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

void add_rate_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    ExplainCliOptions ex;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand(
      "rate", "Rate puzzles: the level and score from the techniques their solution needs");
  add_common(cmd, o->common);
  add_explain_options(cmd, o->ex);
  cmd->callback([o] {
    const explain::ExplainOptions opts = make_explain_options(o->ex);
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          explain::ExplainOptions run = opts;
          run.cancel = ctx.cancel.flag();
          const explain::Explanation ex = explain::explain(*rec.puzzle, run);
          TaskResult t{"", "", explain_code(ex), explain::to_string(ex.status)};
          if (o->common.json) {
            t.out = json_line(rate_json(rec, ex));
          } else if (ex.rating) {
            char score[32];
            std::snprintf(score, sizeof score, "%.2f", ex.rating->score);
            t.out = rec.id + ": " + explain::to_string(ex.rating->level) + " " + score + " (" +
                    (ex.rating->hardest ? std::string(explain::name(*ex.rating->hardest))
                                        : std::string("no technique")) +
                    ", " + std::to_string(ex.steps.size()) + " steps)\n";
          } else {
            t.out = rec.id + ": no rating (" + kNoRating + "); " + t.status + ": " + ex.reason + "\n";
          }
          return t;
        },
        "rate"));
  });
}

}  // namespace kakuro::cli
