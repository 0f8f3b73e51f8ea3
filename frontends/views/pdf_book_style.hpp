// The measures of the printed book, in points (1/72 inch), shared by its layout and its
// drawing. Internal to pdf_book*.cpp.
#pragma once

namespace kakuro::views {

inline constexpr double kMargin = 36;  // half an inch round the page
inline constexpr double kFooter = 16;  // the page number's line, inside the bottom margin
inline constexpr int kSolutionsFactor = 4;

struct PartStyle {
  double label_size;  // font size of the number, id and level above each grid
  double gap;         // between slots
  double max_cell;    // a small puzzle is not blown up past this
  double min_cell;    // below this a page takes fewer puzzles (down to one)
  double header;      // room for the part's title at the top of each page
};

// Puzzle cells of 11 pt (3.9 mm) still take a digit written by hand; solution cells are
// only read.
inline constexpr PartStyle kPuzzlePages{10, 20, 34, 11, 0};
inline constexpr PartStyle kSolutionPages{7, 12, 15, 5, 24};

}  // namespace kakuro::views
