// The text view of an explanation, shared by explain, hint and rate (their options are in
// cli/explain_options.hpp).
#pragma once

#include <string>

#include "draw.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::views {

/// The outcome line: "Solved in 12 steps.", "No solution: REASON.", "Not unique: REASON. Open
/// cells: ...", "Stuck: ...", "Stopped: ...". hint gives the same line for a puzzle it has
/// no hint for.
std::string outcome_text(const Puzzle& p, const explain::Explanation& ex);
/// Numbered steps (a contradiction's chain indented under it), the outcome, the rating,
/// and the solved grid.
std::string explanation_text(const PuzzleRecord& rec, const explain::Explanation& ex, const DrawStyle& style);
/// Why an explanation has no rating, in the words of explain, rate and the page.
inline constexpr const char* kNoRating = "only a puzzle explained to its one solution is rated";
/// "Rating: hard (score 3.10; hardest technique: naked-pair)", or "Rating: none (...)".
std::string rating_text(const explain::Explanation& ex);

}  // namespace kakuro::views
