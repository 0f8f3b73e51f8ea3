// Drawing a puzzle (and a solution) on the terminal: box-drawing characters, clue cells as
// D\A, black cells shaded, digits centred; colour only when asked; an ASCII fallback.
#pragma once

#include <string>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::views {

struct DrawStyle {
  bool ascii = false;
  bool color = false;
};

/// Colour when `fd` is a terminal and NO_COLOR is not set.
bool want_color(int fd);

std::string draw(const Puzzle& p, const Solution* s, const DrawStyle& style);

}  // namespace kakuro::views
