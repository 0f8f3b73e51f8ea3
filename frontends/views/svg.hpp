// SVG pictures of puzzles: clue cells split by a diagonal with the down sum in the lower-left
// and the across sum in the upper-right triangle, black cells filled, white cells empty or
// holding the solution's digits.
#pragma once

#include <string>
#include <vector>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::views {

struct SvgPicture {
  std::string title;
  const Puzzle* puzzle = nullptr;
  const Solution* solution = nullptr;  ///< nullptr: empty white cells (givens still shown)
};

/// One standalone SVG document.
std::string render_svg(const SvgPicture& pic);
/// Several puzzles stacked in one document, each under its title.
std::string render_svg_sheet(const std::vector<SvgPicture>& pics);

}  // namespace kakuro::views
