// kakuro render: a puzzle (and its solution) drawn on the terminal or as an SVG picture, or a
// collection as a printable book (--pdf, render_book.cpp).
#include <unistd.h>

#include <filesystem>
#include <mutex>

#include "commands.hpp"
#include "output_file.hpp"
#include "render_book.hpp"
#include "views/draw.hpp"
#include "views/report.hpp"
#include "views/shown_solution.hpp"
#include "views/svg.hpp"

namespace kakuro::cli {

namespace {

// OUT.svg -> OUT-<id>.svg, for collections rendered one file each.
std::string file_for(const std::string& out, const std::string& id) {
  namespace fs = std::filesystem;
  const std::string safe = file_name_for(id);
  fs::path p(out);
  const std::string ext = p.has_extension() ? p.extension().string() : ".svg";
  return (p.parent_path() / (p.stem().string() + "-" + safe + ext)).string();
}

}  // namespace

void add_render_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    SolveOptions solve;
    bool svg = false, solution = false, sheet = false, ascii = false;
    BookCliOptions book;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("render",
                                 "Draw puzzles on the terminal, as SVG pictures or as a printable PDF book");
  add_common(cmd, o->common, false);
  add_solver(cmd, o->solve);
  auto* svg = cmd->add_flag("--svg", o->svg, "Write SVG instead of drawing on the terminal");
  auto* solution = cmd->add_flag("--solution", o->solution,
                                 "Show the solution, proved unique with --backend (the record's, else the "
                                 "one found); one of several is marked 'not unique'");
  auto* sheet =
      cmd->add_flag("--sheet", o->sheet, "SVG: all puzzles in one picture (default with -o: one file each)");
  auto* ascii = cmd->add_flag("--ascii", o->ascii, "Terminal: ASCII characters only");
  // The printable book (render_book.hpp): its own output, so none of the options above.
  auto* pdf = cmd->add_option("--pdf", o->book.pdf,
                              "Write a printable book of the puzzles (PDF) to FILE; - for standard output")
                  ->type_name("FILE")
                  ->excludes(svg)
                  ->excludes(sheet)
                  ->excludes(ascii)
                  ->excludes(solution)
                  ->excludes(cmd->get_option("--output-file"));
  cmd->add_option("--per-page", o->book.per_page, "PDF: puzzles per page (solutions: 4 times as many)")
      ->capture_default_str()
      ->needs(pdf);
  cmd->add_flag("--solutions", o->book.solutions, "PDF: the solutions in small on pages at the end")
      ->needs(pdf);
  cmd->add_option("--paper", o->book.paper, "PDF: a4 or letter")->capture_default_str()->needs(pdf);
  cmd->callback([o, pdf] {
    if (pdf->count() > 0) throw Exit(render_book(o->common, o->solve, o->book));
    // Terminal drawings and -o DIR/ go through the batch's output; SVG with -o FILE is
    // written here (FILE-<id>.svg for several puzzles, or the sheet); no -o: to stdout.
    const std::string out = !o->svg || is_directory_target(o->common.output) ? "" : o->common.output;
    if (!out.empty()) {
      if (const std::string why = check_destination(out); !why.empty())
        throw CLI::ValidationError("--output-file", why);
      o->common.output.clear();
    }
    if (o->svg && !o->sheet && out.empty()) o->common.one_puzzle_format = "svg";
    o->common.extension = o->svg ? ".svg" : ".txt";
    const BackendInfo* backend = o->solution ? &find_backend(o->solve.backend) : nullptr;
    const SolveRequest base = make_request(o->solve, 1);
    if (backend) check_options(*backend, base);
    const DrawStyle style{o->ascii, o->common.output.empty() && out.empty() && want_color(STDOUT_FILENO)};
    std::mutex mutex;
    std::vector<std::pair<std::string, std::string>> sheet;  // (id, svg of one puzzle) for --sheet
    std::vector<std::unique_ptr<PuzzleRecord>> kept;
    std::vector<std::unique_ptr<Solution>> kept_solutions;
    int code = run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          TaskResult t{"", "", kYes, "rendered"};
          std::optional<Solution> sol;
          std::string mark;
          if (o->solution) {
            ShownSolution shown = shown_solution(rec, *backend, base, ctx.cancel);
            sol = std::move(shown.solution);
            if (!shown.status.empty()) {
              t.code = shown.code, t.status = shown.status;
              t.err = record_label(rec) + ": " + shown.note + "\n";
            }
            mark = shown.mark;
          }
          if (!o->svg) {
            t.out = (ctx.several ? "== " + rec.id + " ==\n" : "") +
                    draw(*rec.puzzle, sol ? &*sol : nullptr, style);
            if (!mark.empty()) t.out += "(" + mark + ")\n";  // below the grid it marks
            return t;
          }
          const std::string title = mark.empty() ? rec.id : rec.id + " (" + mark + ")";
          if (o->sheet) {
            std::lock_guard lock(mutex);
            kept.push_back(std::make_unique<PuzzleRecord>(rec));
            kept.back()->id = title;
            kept_solutions.push_back(sol ? std::make_unique<Solution>(*sol) : nullptr);
            return t;
          }
          const std::string svg = render_svg({title, &*rec.puzzle, sol ? &*sol : nullptr});
          if (out.empty()) {
            t.out = svg;
          } else {
            std::string error;
            const std::string path = ctx.several ? file_for(out, rec.id) : out;
            if (!write_output(path, svg, error)) t.err += "kakuro: error: " + error + "\n", t.code = kUsage;
          }
          return t;
        },
        "render");
    if (o->svg && o->sheet) {
      std::vector<SvgPicture> pics;
      for (std::size_t i = 0; i < kept.size(); ++i)
        pics.push_back({kept[i]->id, &*kept[i]->puzzle, kept_solutions[i].get()});
      const std::string svg = render_svg_sheet(pics);
      std::string error;
      if (out.empty())
        std::fwrite(svg.data(), 1, svg.size(), stdout);
      else if (!write_output(out, svg, error))
        std::fprintf(stderr, "kakuro: error: %s\n", error.c_str()), code = worst(code, kUsage);
    }
    throw Exit(code);
  });
}

}  // namespace kakuro::cli
