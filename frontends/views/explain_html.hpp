// The explanation of one puzzle as a self-contained HTML page (`kakuro explain --html`):
// the grid with each white cell's candidates, the steps one at a time, the rating.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace kakuro::views {

/// One HTML document for `ex`, the object `kakuro explain --json` prints for one puzzle
/// (id, file, status, rows, cols, grid, start, rating, techniques, steps, reason, ...).
/// Self-contained: inline SVG, CSS and script; nothing is fetched.
///
/// The page replays the steps' `eliminate` lists from `start` in the browser. Its contract
/// with tests and links:
/// - `page.html#step=N` opens after steps 1..N (0: the start candidates; N is clamped to
///   the number of steps); moving to another step rewrites the hash.
/// - every white cell is `<g class="cell" data-r="R" data-c="C" data-cand="DIGITS">`, its
///   candidates at the shown step in increasing order ("" when none is left);
/// - once drawn, `<body>` carries `data-step="N"`, the step shown.
/// Every string of `ex` is escaped (ids may hold any bytes: bad UTF-8 becomes U+FFFD), and
/// the embedded JSON cannot end its <script> element. Missing or mistyped fields give an
/// emptier page, never an exception.
std::string explain_page(const nlohmann::json& ex);

}  // namespace kakuro::views
