// A printable book of puzzles: pages of puzzles, N to a page, each with its number, id and
// difficulty level, and optionally the solutions in small on pages at the end. Laid out
// here, drawn as PDF with cairo (vector output with real fonts; cairo appears only in
// pdf_book.cpp, and is loaded at run time by cairo_api.cpp).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::views {

struct BookPuzzle {
  std::string id;
  Puzzle puzzle;
  std::string level;                 ///< "easy"..."extreme"; "" when not rated
  std::optional<Solution> solution;  ///< for the solution pages
  std::string note;                  ///< shown instead of a missing solution
  std::string mark;                  ///< beside a shown solution that is not proved the only
                                     ///< one: "not unique" or "uniqueness not proved"
};

enum class Paper { A4, Letter };
/// "a4" or "letter" (any case); nothing for another name (paper.cpp, also in the browser
/// build, which has no book but checks --paper).
std::optional<Paper> paper_from_name(const std::string& name);
/// Every paper's name: "a4", "letter".
std::vector<std::string> paper_names();

struct BookOptions {
  Paper paper = Paper::A4;
  int per_page = 4;        ///< puzzles per page, 1..kMaxPerPage; solution pages get 4 times as many
  bool solutions = false;  ///< solution pages at the end
};
inline constexpr int kMaxPerPage = 100;

/// Where one puzzle's grid goes on its page, in points from the top left corner.
struct PlacedPuzzle {
  std::size_t index = 0;                 ///< into the book's puzzles
  double x = 0, y = 0;                   ///< the grid's top left corner
  double cell = 0;                       ///< the side of one cell
  double label_y = 0;                    ///< the label's baseline (above the grid)
  double slot_left = 0, slot_right = 0;  ///< how far a long label may reach
};

struct PagePlan {
  double width = 0, height = 0;  ///< points (1/72 inch); landscape for a wide puzzle alone
  bool solutions = false;
  std::vector<PlacedPuzzle> puzzles;
};

/// The pages: `per_page` puzzles each in a grid of equal slots (the arrangement giving the
/// largest square cells), fewer on a page (down to one, turned landscape when that helps)
/// where a puzzle would otherwise get cells too small to read; then, when asked, the
/// solution pages in the same way with 4 x `per_page` slots. Cells never exceed a maximum,
/// so a small puzzle is not blown up to fill its slot.
std::vector<PagePlan> plan_book(const std::vector<BookPuzzle>& puzzles, const BookOptions& opts);

/// `text` as it fits `width` by `width_of`: whole, or its longest start (cut at a UTF-8
/// character boundary) that fits with an ellipsis after it, or "" when not even the
/// ellipsis fits. A binary search on the cut: O(log n) measures of a text of n bytes, so
/// that an id of 100,000 characters costs no more than a few.
std::string fit_text(const std::string& text, double width,
                     const std::function<double(const std::string&)>& width_of);

/// The whole book as PDF bytes. False with `error` set when cairo fails or cannot be
/// loaded ("render --pdf needs cairo (libcairo.so.2): REASON"), or when `stopped` (asked
/// between pages) says to stop: then `error` is "interrupted".
bool render_pdf_book(const std::vector<BookPuzzle>& puzzles, const BookOptions& opts, std::string& pdf,
                     std::string& error, const std::function<bool()>& stopped = {});

}  // namespace kakuro::views
