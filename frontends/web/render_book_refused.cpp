// render --pdf in the browser build: refused, as a backend that is not built in is
// (the book is drawn with cairo, which the page does not have).
#include <CLI/CLI.hpp>

#include "cli/render_book.hpp"

namespace kakuro::cli {

int render_book(const CommonOptions&, const SolveOptions&, const BookCliOptions&) {
  throw CLI::ValidationError("--pdf", "the printable book is not built in the browser (it needs cairo)");
}

}  // namespace kakuro::cli
