// The open cells of a puzzle with several solutions (core's cell_digits()) as count
// --open-cells shows them: fields of the JSON line, and text lines. Python's
// kakuro.count(open_cells=True) adds the same fields.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "kakuro/cell_digits.hpp"

namespace kakuro::views {

/// The backend for cell_digits()'s per-cell questions: the portfolio's native member for
/// the portfolio (its threads are not started per question), else none (the backend itself).
const BackendInfo* question_backend(const BackendInfo& backend);

/// Adds to `j`: "open_cells" ([{"cell": [r, c], "digits": [7, 9]}, ...]: each cell where
/// two solutions found put different digits, row-major), "open_cells_proved" (every cell's
/// digits proved: the list is exact), and when not proved "unproved_cells" ([[r, c], ...]:
/// cells a limit left unproved, which may be open, or have more digits, than listed) and
/// "open_cells_reason" (the limit or the failure).
void add_open_cells_json(nlohmann::json& j, const Puzzle& p, const CellDigits& cd);

/// "open cells: (1,2) 7/9, (1,3) 7/9\n" (or "open cells: none\n"), then when not proved
/// "open cells not proved: N cells (REASON)\n".
std::string open_cells_text(const Puzzle& p, const CellDigits& cd);

}  // namespace kakuro::views
