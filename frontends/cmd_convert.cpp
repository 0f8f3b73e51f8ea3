// kakuro convert: any input format to any output format.
#include "commands.hpp"

namespace kakuro::cli {

void add_convert_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    std::string to = "grid";
    bool with_solution = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("convert", "Write puzzles in another format");
  add_common(cmd, o->common);
  cmd->add_option("--to", o->to, "grid, lines, hv, csp, csp-json, xcsp or jsonl")
      ->capture_default_str()
      ->check(CLI::IsMember({"grid", "lines", "hv", "csp", "csp-json", "xcsp", "jsonl"}));
  cmd->add_flag("--with-solution", o->with_solution, "Write the stored solution too, where the format has a solved form");
  cmd->callback([o] {
    const Format to = *parse_format(o->to);
    throw Exit(run_batch(o->common, [&](const PuzzleRecord& rec, TaskContext& ctx) {
      TaskResult t{"", "", kYes, "converted"};
      if (!fits(*rec.puzzle, to))
        t.err = rec.file + ": warning: " + rec.id + ": format " + o->to +
                " cannot hold everything in this puzzle (its givens are dropped)\n";
      WriteOptions w;
      w.id = rec.id;
      if (o->with_solution && rec.solution) w.solution = &*rec.solution;
      t.out = write_puzzle(*rec.puzzle, to, w);
      if (ctx.several && to != Format::Jsonl) t.out += "\n";
      return t;
    }, "convert"));
  });
}

}  // namespace kakuro::cli
