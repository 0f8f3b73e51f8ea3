#include "render_book.hpp"

#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>

#include "cairo_api.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/explain/explain.hpp"
#include "output_file.hpp"

namespace kakuro::cli {

namespace {

BookOptions check(const BookCliOptions& b) {
  BookOptions opts;
  const auto paper = paper_from_name(b.paper);
  if (!paper) throw CLI::ValidationError("--paper", "unknown paper '" + b.paper + "'; expected a4 or letter");
  opts.paper = *paper;
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
  return opts;
}

// The solution for the solution pages: the record's when it passes the checker, else the
// backend's when it is unique; otherwise a note, and the code and message say why.
void find_solution(const PuzzleRecord& rec, const BackendInfo& backend, const SolveRequest& base,
                   TaskContext& ctx, BookPuzzle& entry, TaskResult& t) {
  if (rec.solution && is_solution(*rec.puzzle, *rec.solution)) {
    entry.solution = rec.solution;
    return;
  }
  SolveRequest req = base;
  req.cancel = &ctx.cancel;
  const SolveReport rep = solve_with(*rec.puzzle, backend, req);
  if (rep.outcome == Outcome::Solved && rep.unique == true) {
    entry.solution = rep.solutions.front();
    return;
  }
  if (rep.outcome == Outcome::Solved && rep.solutions.size() > 1) {
    entry.note = "not unique: two solutions differ in " +
                 std::to_string(differing_cells(*rec.puzzle, rep.solutions[0], rep.solutions[1]).size()) +
                 " cells";
    t.code = kNo, t.status = "not-unique";
  } else if (rep.outcome == Outcome::NoSolution) {
    entry.note = "no solution: " + rep.reason;
    t.code = kNo, t.status = "no-solution";
  } else if (rep.outcome == Outcome::CheckFailed) {
    entry.note = "no solution to show: " + rep.reason;
    t.code = kNo, t.status = "check-failed";
  } else {
    entry.note = "not solved within the limits: " + rep.reason;
    t.code = kLimit, t.status = "timeout";
  }
  t.err = rec.file + (rec.id == rec.file ? "" : ": " + rec.id) + ": " + entry.note +
          " (noted on its solution page)\n";
}

}  // namespace

int render_book(const CommonOptions& common, const SolveOptions& solve, const BookCliOptions& book) {
  const BookOptions opts = check(book);
  // Without cairo no book can be drawn: say so before rating and solving every puzzle.
  if (std::string why; !load_cairo(why)) {
    std::cerr << "kakuro: error: render --pdf needs cairo (" << kCairoLibrary << "): " << why << "\n";
    return kUsage;
  }
  const BackendInfo* backend = opts.solutions ? &find_backend(solve.backend) : nullptr;
  const SolveRequest base = make_request(solve, 2);  // 2: a solution is shown only when unique
  if (backend) check_options(*backend, base);

  std::mutex mutex;
  std::map<std::size_t, BookPuzzle> entries;  // by place in the input
  int code = run_batch(
      common,
      [&](const PuzzleRecord& rec, TaskContext& ctx) {
        TaskResult t{"", "", kYes, "rendered"};
        BookPuzzle entry{rec.id, *rec.puzzle, "", std::nullopt, ""};
        explain::ExplainOptions eo;
        eo.timeout_s = solve.timeout_s;
        eo.cancel = ctx.cancel.flag();
        // The level only for a puzzle the engine solves (the only ones rated).
        if (const explain::Explanation ex = explain::explain(*rec.puzzle, eo); ex.rating)
          entry.level = explain::to_string(ex.rating->level);
        if (backend) find_solution(rec, *backend, base, ctx, entry, t);
        std::lock_guard lock(mutex);
        entries.emplace(ctx.index, std::move(entry));
        return t;
      },
      "render");

  std::vector<BookPuzzle> puzzles;
  puzzles.reserve(entries.size());
  for (auto& [index, entry] : entries) puzzles.push_back(std::move(entry));
  if (puzzles.empty()) {
    std::fprintf(stderr, "kakuro: error: no puzzles to print; %s not written\n", book.pdf.c_str());
    return worst(code, kUsage);
  }
  std::string pdf, error;
  if (!render_pdf_book(puzzles, opts, pdf, error) || !write_output(book.pdf, pdf, error)) {
    std::fprintf(stderr, "kakuro: error: %s\n", error.c_str());
    return worst(code, kUsage);
  }
  if (!common.quiet) {
    const std::size_t pages = plan_book(puzzles, opts).size();
    std::fprintf(stderr, "render: wrote %s: %zu puzzles on %zu pages\n", book.pdf.c_str(), puzzles.size(),
                 pages);
  }
  return code;
}

}  // namespace kakuro::cli
