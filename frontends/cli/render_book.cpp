#include "render_book.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>

#include "batch.hpp"
#include "exit_codes.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/explain/explain.hpp"
#include "output_file.hpp"
#include "sigint.hpp"
#include "views/cairo_api.hpp"
#include "views/report.hpp"
#include "views/shown_solution.hpp"

namespace kakuro::cli {

namespace {

// An existing file of puzzles named as the book: its name taken for the book's when that
// was forgotten (`render --pdf mine.jsonl theirs.jsonl`). Refused rather than replaced by
// the book of the others; any other file (an old book, a file that reads as no puzzle) is
// replaced.
void check_not_puzzles(const std::string& pdf) {
  std::error_code ec;
  if (pdf == "-" || !std::filesystem::is_regular_file(pdf, ec) || std::filesystem::file_size(pdf, ec) == 0)
    return;
  std::ifstream in(pdf, std::ios::binary);
  char head[5] = {};
  if (in.read(head, sizeof head) && std::string(head, sizeof head) == "%PDF-") return;
  const ParseResult read = read_puzzles(pdf);
  if (read.diags.has_errors() || read.records.empty()) return;
  for (const PuzzleRecord& rec : read.records)
    if (!rec.puzzle || rec.diags.has_errors()) return;
  throw CLI::ValidationError("--pdf", pdf + " holds puzzles (" + to_string(read.format) +
                                          "): the book would replace it; name the book first (--pdf "
                                          "BOOK.pdf FILE...)");
}

BookOptions check(const BookCliOptions& b, const CommonOptions& common) {
  BookOptions opts;
  opts.paper = paper_from_name(b.paper).value_or(Paper::A4);  // checked by --paper's one_of()
  if (b.per_page < 1 || b.per_page > kMaxPerPage)
    throw CLI::ValidationError(
        "--per-page",
        std::to_string(b.per_page) + " puzzles per page; expected 1 to " + std::to_string(kMaxPerPage));
  opts.per_page = b.per_page;
  opts.solutions = b.solutions;
  if (b.pdf.empty()) throw CLI::ValidationError("--pdf", "needs a file name (e.g. book.pdf)");
  if (is_directory_target(b.pdf))
    throw CLI::ValidationError("--pdf",
                               b.pdf + " is a directory; the book is one file (name it, e.g. book.pdf)");
  if (const std::string why = check_destination(b.pdf); !why.empty())
    throw CLI::ValidationError("--pdf", why);
  if (const std::string why = InputFiles(common.files).check(b.pdf); !why.empty())
    throw CLI::ValidationError("--pdf", why);
  check_not_puzzles(b.pdf);
  return opts;
}

}  // namespace

int render_book(const CommonOptions& common, const SolveOptions& solve, const BookCliOptions& book) {
  const BookOptions opts = check(book, common);
  // Without cairo no book can be drawn: say so before rating and solving every puzzle.
  if (std::string why; !load_cairo(why)) {
    std::cerr << "kakuro: error: render --pdf needs cairo (" << kCairoLibrary << "): " << why << "\n";
    return kUsage;
  }
  const BackendInfo* backend = opts.solutions ? &find_backend(solve.backend) : nullptr;
  const SolveRequest base = make_request(solve, 2);  // 2: a solution is shown only when unique
  if (backend) check_options(*backend, base);

  std::mutex mutex;
  std::map<std::size_t, BookPuzzle> made, entries;  // by place in the input; entries: those counted
  int code = run_batch(
      common,
      [&](const PuzzleRecord& rec, TaskContext& ctx) {
        TaskResult t{"", "", kYes, "rendered"};
        BookPuzzle entry{rec.id, *rec.puzzle, "", std::nullopt, "", ""};
        explain::ExplainOptions eo;
        eo.timeout_s = solve.timeout_s;
        eo.cancel = ctx.cancel.flag();
        // The level only for a puzzle the engine solves (the only ones rated).
        if (const explain::Explanation ex = explain::explain(*rec.puzzle, eo); ex.rating)
          entry.level = explain::to_string(ex.rating->level);
        if (backend) {
          ShownSolution shown = shown_solution(rec, *backend, base, ctx.cancel);
          entry.solution = std::move(shown.solution);
          entry.mark = shown.mark;
          entry.note = shown.note;
          if (!shown.status.empty()) {
            t.code = shown_code(shown), t.status = shown.status;
            t.err = record_label(rec) + ": " + shown.note + " (noted on its solution page)\n";
          }
        }
        std::lock_guard lock(mutex);
        made.emplace(ctx.index, std::move(entry));
        return t;
      },
      "render",
      // Only the puzzles the summary counts go into the book (not one a Ctrl-C stopped).
      [&](std::size_t index) {
        std::lock_guard lock(mutex);
        if (const auto it = made.find(index); it != made.end()) entries.insert(made.extract(it));
      });

  std::vector<BookPuzzle> puzzles;
  puzzles.reserve(entries.size());
  for (auto& [index, entry] : entries) puzzles.push_back(std::move(entry));
  if (puzzles.empty()) {
    // Every puzzle stopped by Ctrl-C (or a limit): a limit's exit, not an input error.
    if (code == kLimit) {
      std::fprintf(stderr, "kakuro: error: no puzzle finished; %s not written\n", book.pdf.c_str());
      return code;
    }
    std::fprintf(stderr, "kakuro: error: no puzzles to print; %s not written\n", book.pdf.c_str());
    return worst(code, kUsage);
  }
  std::string pdf, error;
  // Ctrl-C (or SIGTERM) while the pages are drawn: the book is not written, exit 3.
  const SigintScope stop;
  if (!render_pdf_book(puzzles, opts, pdf, error, [&stop] { return stop.interrupted(); })) {
    if (stop.interrupted()) {
      std::fprintf(stderr, "kakuro: error: interrupted while drawing the book; %s not written\n",
                   book.pdf.c_str());
      return worst(code, kLimit);
    }
    std::fprintf(stderr, "kakuro: error: %s\n", error.c_str());
    return worst(code, kUsage);
  }
  if (!write_output(book.pdf, pdf, error)) {
    std::fprintf(stderr, "kakuro: error: %s\n", error.c_str());
    return worst(code, kUsage);
  }
  if (!common.quiet) {
    const std::size_t pages = plan_book(puzzles, opts).size();
    const auto count = [](std::size_t n, const char* what) {
      return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
    };
    const std::string where = book.pdf == "-" ? "the book to standard output" : book.pdf;
    std::fprintf(stderr, "render: wrote %s: %s on %s\n", where.c_str(),
                 count(puzzles.size(), "puzzle").c_str(), count(pages, "page").c_str());
  }
  return code;
}

}  // namespace kakuro::cli
