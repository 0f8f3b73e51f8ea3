// kakuro render: a puzzle (and its solution) drawn on the terminal or as an SVG picture, or a
// collection as a printable book (--pdf, render_book.cpp).
#include <unistd.h>

#include <filesystem>
#include <mutex>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "file_names.hpp"
#include "option_choices.hpp"
#include "output_file.hpp"
#include "render_book.hpp"
#include "standard_output.hpp"
#include "views/draw.hpp"
#include "views/report.hpp"
#include "views/shown_solution.hpp"
#include "views/svg.hpp"

namespace kakuro::cli {

namespace {

struct RenderCliOptions {
  CommonOptions common;
  SolveOptions solve;
  bool svg = false, solution = false, sheet = false, ascii = false;
  BookCliOptions book;
};

// The options checked and resolved, before any puzzle is read.
struct RenderPlan {
  /// SVG with -o FILE: written here (FILE-<id>.svg for several puzzles, or the sheet);
  /// "" when the batch's output takes the drawings (terminal drawings, -o DIR/, no -o).
  std::string out;
  const BackendInfo* backend = nullptr;  ///< --solution: the prover
  SolveRequest base;
  DrawStyle style;
};

RenderPlan make_plan(RenderCliOptions& o) {
  RenderPlan p;
  p.out = !o.svg || is_directory_target(o.common.output) ? "" : o.common.output;
  if (!p.out.empty()) {
    if (const std::string why = check_destination(p.out); !why.empty())
      throw CLI::ValidationError("--output-file", why);
    if (const std::string why = InputFiles(o.common.files).check(p.out); !why.empty())
      throw CLI::ValidationError("--output-file", why);
    o.common.output.clear();
    o.common.names_each_puzzle = true;  // several puzzles: OUT-NAME.svg each
  }
  if (o.svg && !o.sheet && p.out.empty()) o.common.one_puzzle_format = "svg";
  o.common.extension = o.svg ? ".svg" : ".txt";
  p.backend = o.solution ? &find_backend(o.solve.backend) : nullptr;
  p.base = make_request(o.solve, 1);
  if (p.backend) check_options(*p.backend, p.base);
  p.style = DrawStyle{o.ascii, o.common.output.empty() && p.out.empty() && want_color(STDOUT_FILENO)};
  return p;
}

// OUT.svg -> OUT-NAME.svg (NAME: the puzzle's file name, file_names.hpp), for collections
// rendered one file each.
std::string file_for(const std::string& out, const std::string& safe) {
  namespace fs = std::filesystem;
  fs::path p(out);
  const std::string ext = p.has_extension() ? p.extension().string() : ".svg";
  return (p.parent_path() / (p.stem().string() + "-" + safe + ext)).string();
}

class Renderer {
 public:
  Renderer(const RenderCliOptions& o, const RenderPlan& p) : o_(o), p_(p) {}

  // One puzzle: drawn, or its SVG written (or kept for the sheet).
  TaskResult render(const PuzzleRecord& rec, TaskContext& ctx) {
    TaskResult t{"", "", kYes, "rendered"};
    std::optional<Solution> sol;
    std::string mark;
    if (o_.solution) {
      ShownSolution shown = shown_solution(rec, *p_.backend, p_.base, ctx.cancel);
      sol = std::move(shown.solution);
      if (!shown.status.empty()) {
        t.code = shown_code(shown), t.status = shown.status;
        t.err = record_label(rec) + ": " + shown.note + "\n";
      }
      mark = shown.mark;
    }
    if (!o_.svg) {
      t.out =
          (ctx.several ? "== " + rec.id + " ==\n" : "") + draw(*rec.puzzle, sol ? &*sol : nullptr, p_.style);
      if (!mark.empty()) t.out += "(" + mark + ")\n";  // below the grid it marks
      return t;
    }
    const std::string title = mark.empty() ? rec.id : rec.id + " (" + mark + ")";
    if (o_.sheet) {
      std::lock_guard lock(mutex_);
      kept_.push_back(std::make_unique<PuzzleRecord>(rec));
      kept_.back()->id = title;
      kept_solutions_.push_back(sol ? std::make_unique<Solution>(*sol) : nullptr);
      return t;
    }
    const std::string svg = render_svg({title, &*rec.puzzle, sol ? &*sol : nullptr});
    if (p_.out.empty()) {
      t.out = svg;
    } else {
      std::string error;
      const std::string path = ctx.several ? file_for(p_.out, ctx.file_name) : p_.out;
      if (!write_output(path, svg, error)) t.err += "kakuro: error: " + error + "\n", t.code = kUsage;
    }
    return t;
  }

  // --sheet: every puzzle kept, in one picture; the exit code of writing it.
  int write_sheet() const {
    std::vector<SvgPicture> pics;
    for (std::size_t i = 0; i < kept_.size(); ++i)
      pics.push_back({kept_[i]->id, &*kept_[i]->puzzle, kept_solutions_[i].get()});
    const std::string svg = render_svg_sheet(pics);
    if (p_.out.empty()) return write_stdout(svg) ? kYes : kUsage;
    std::string error;
    if (write_output(p_.out, svg, error)) return kYes;
    std::fprintf(stderr, "kakuro: error: %s\n", error.c_str());
    return kUsage;
  }

 private:
  const RenderCliOptions& o_;
  const RenderPlan& p_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<PuzzleRecord>> kept_;  // for --sheet, in the order they finished
  std::vector<std::unique_ptr<Solution>> kept_solutions_;
};

int run(const RenderCliOptions& o, const RenderPlan& p) {
  Renderer r(o, p);
  int code = run_batch(
      o.common, [&](const PuzzleRecord& rec, TaskContext& ctx) { return r.render(rec, ctx); }, "render");
  if (o.svg && o.sheet) code = worst(code, r.write_sheet());
  return code;
}

// The options; returns --pdf.
CLI::Option* add_options(CLI::App* cmd, RenderCliOptions& o) {
  add_common(cmd, o.common, false);
  add_solver(cmd, o.solve);
  auto* svg = cmd->add_flag("--svg", o.svg, "Write SVG instead of drawing on the terminal");
  auto* solution = cmd->add_flag("--solution", o.solution,
                                 "Show the solution, proved unique with --backend (the record's, else the "
                                 "one found); one of several is marked 'not unique'");
  auto* sheet =
      cmd->add_flag("--sheet", o.sheet, "SVG: all puzzles in one picture (default with -o: one file each)");
  auto* ascii = cmd->add_flag("--ascii", o.ascii, "Terminal: ASCII characters only");
  // The printable book (render_book.hpp): its own output, so none of the options above.
  auto* pdf = cmd->add_option("--pdf", o.book.pdf,
                              "Write a printable book of the puzzles (PDF) to FILE; - for standard output")
                  ->type_name("FILE")
                  ->excludes(svg)
                  ->excludes(sheet)
                  ->excludes(ascii)
                  ->excludes(solution)
                  ->excludes(cmd->get_option("--output-file"));
  cmd->add_option("--per-page", o.book.per_page, "PDF: puzzles per page (solutions: 4 times as many)")
      ->capture_default_str()
      ->needs(pdf);
  cmd->add_flag("--solutions", o.book.solutions, "PDF: the solutions in small on pages at the end")
      ->needs(pdf);
  cmd->add_option("--paper", o.book.paper, "PDF: a4 or letter")
      ->capture_default_str()
      ->check(
          one_of("paper", paper_names(), [](const std::string& v) { return paper_from_name(v).has_value(); }))
      ->needs(pdf);
  return pdf;
}

}  // namespace

void add_render_command(CLI::App& app) {
  auto o = std::make_shared<RenderCliOptions>();
  auto* cmd = app.add_subcommand("render",
                                 "Draw puzzles on the terminal, as SVG pictures or as a printable PDF book");
  CLI::Option* pdf = add_options(cmd, *o);
  cmd->callback([o, pdf] {
    if (pdf->count() > 0) throw Exit(render_book(o->common, o->solve, o->book));
    const RenderPlan plan = make_plan(*o);
    throw Exit(run(*o, plan));
  });
}

}  // namespace kakuro::cli
