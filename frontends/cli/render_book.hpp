// kakuro render --pdf: the puzzles of a collection as a printable book (pdf_book.hpp),
// each rated by the explain engine and, with --solutions, solved for the pages at the end.
#pragma once

#include <string>

#include "cli.hpp"
#include "views/pdf_book.hpp"

namespace kakuro::cli {

struct BookCliOptions {
  std::string pdf;  ///< --pdf FILE
  std::string paper = "a4";
  int per_page = 4;
  bool solutions = false;
};

/// Checks the options and the destination (a usage error, thrown as CLI::ValidationError,
/// before any puzzle is read), then rates (and solves) every puzzle and writes the whole
/// book at once. Returns the exit code.
int render_book(const CommonOptions& common, const SolveOptions& solve, const BookCliOptions& book);

}  // namespace kakuro::cli
