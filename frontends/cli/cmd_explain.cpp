// kakuro explain: the solution path as numbered steps, one sentence each, then the rating;
// --json one object per puzzle; --html a page to step through (instead of the text on
// standard output).
#include <unistd.h>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "explain_options.hpp"
#include "file_names.hpp"
#include "output_file.hpp"
#include "views/explain_html.hpp"
#include "views/explain_json.hpp"
#include "views/explain_text.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

void add_explain_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    ExplainCliOptions ex;
    std::string html;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd =
      app.add_subcommand("explain", "Explain the solution step by step with named techniques, and rate it");
  add_common(cmd, o->common);
  add_explain_options(cmd, o->ex);
  cmd->add_option("--html", o->html,
                  "Write a self-contained page to step through (FILE, or DIR/ for one page per puzzle)");
  cmd->callback([o] {
    if (!o->html.empty()) {
      const std::string why = check_destination(o->html);
      if (!why.empty()) throw CLI::ValidationError("--html", why);
    }
    o->common.one_puzzle_files = {{"--html", o->html, ".html"}};  // several puzzles: refused before any work
    const explain::ExplainOptions opts = make_explain_options(o->ex);
    const DrawStyle style{false, o->common.output.empty() && want_color(STDOUT_FILENO)};
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          explain::ExplainOptions run = opts;
          run.cancel = ctx.cancel.flag();
          const explain::Explanation ex = explain::explain(*rec.puzzle, run);
          TaskResult t{"", "", explain_code(ex), explain::to_string(ex.status)};
          if (!o->html.empty()) {
            const std::string path = puzzle_path(o->html, ctx.file_name, ".html");
            std::string error;
            if (!write_output(path, explain_page(explanation_json(rec, ex)), error)) {
              t.err = "kakuro: error: " + error + "\n";
              t.code = kUsage;
            }
          }
          // The page is what --html asks for: the text goes to standard output only without
          // it, or to a file named by -o (the JSON lines of --json always).
          if (o->common.json)
            t.out = json_line(explanation_json(rec, ex));
          else if (o->html.empty() || !o->common.output.empty())
            t.out = header(rec, ctx.several) + explanation_text(rec, ex, style);
          return t;
        },
        "explain"));
  });
}

}  // namespace kakuro::cli
