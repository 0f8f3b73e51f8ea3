// kakuro convert: any input format to any output format.
#include <algorithm>
#include <iostream>

#include "commands.hpp"
#include "option_choices.hpp"

namespace kakuro::cli {

void add_convert_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    std::string to = "grid";
    bool with_solution = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("convert", "Write puzzles in another format");
  add_common(cmd, o->common, false);
  cmd->add_option("--to", o->to, format_list())->capture_default_str()->check(format_choice(false));
  cmd->add_flag("--with-solution", o->with_solution,
                "Write the stored solution too, where the format has a solved form");
  cmd->callback([o] {
    const Format to = *parse_format(o->to);
    if (!holds_many(to)) o->common.one_puzzle_format = o->to;
    o->common.extension = file_extension(to);
    if (o->with_solution && !has_solved_form(to))
      std::cerr << "kakuro: warning: the " << o->to
                << " format has no solved form: --with-solution writes the puzzles without their solutions\n";
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext&) {
          TaskResult t{"", "", kYes, "converted"};
          const std::string where =
              rec.file + (rec.line > 0 ? ":" + std::to_string(rec.line) : "") + ": warning: " + rec.id;
          const auto& cells = rec.puzzle->cells();
          const bool givens =
              std::any_of(cells.begin(), cells.end(), [](const Cell& c) { return c.given != 0; });
          if (!fits(*rec.puzzle, to))
            t.err = where + ": format " + o->to + " cannot hold everything in this puzzle (" +
                    (givens ? "its givens are dropped"
                            : "it needs 2x2 at least: a clue row and column around the board") +
                    ")\n";
          if (o->with_solution && has_solved_form(to) && !rec.solution)
            t.err +=
                where + ": no stored solution to write (--with-solution); the puzzle is written unsolved\n";
          WriteOptions w;
          w.id = rec.id;
          if (o->with_solution && rec.solution) w.solution = &*rec.solution;
          t.out = write_puzzle(*rec.puzzle, to, w);
          return t;
        },
        "convert"));
  });
}

}  // namespace kakuro::cli
