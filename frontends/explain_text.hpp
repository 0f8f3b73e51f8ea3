// What explain, hint and rate share: their options, and the text view of an explanation.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "draw.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::cli {

struct ExplainCliOptions {
  double timeout_s = 60;
  std::uint64_t max_steps = 0;
  int max_depth = 1000;
};

/// --timeout, --max-steps, --max-depth.
void add_explain_options(CLI::App* cmd, ExplainCliOptions& o);
explain::ExplainOptions make_explain_options(const ExplainCliOptions& o);

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

}  // namespace kakuro::cli
