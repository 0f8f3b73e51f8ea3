// The JSON view of explanations (docs/cli.md, "explain --json"): one object per puzzle
// for explain, one step for hint, the rating for rate. The HTML page reads the same object.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "kakuro/explain/explain.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::views {

/// {"clue": [r, c], "dir": "across"}
nlohmann::json run_json(const Puzzle& p, RunId r);
/// {"technique", "runs": [{"clue": [r, c], "dir"}], "cells", "eliminate", "place", "text"}
/// (+ "assumption", "conflict", "chain" for a contradiction). `number`: the step's number
/// in the sentence ("12. ..."); 0 for none.
nlohmann::json step_json(const Puzzle& p, const explain::Step& s, std::size_t number);
/// {"level", "score", "hardest"}; an unrated explanation's "rating" is null (docs/explain.md).
nlohmann::json rating_json(const explain::Rating& r);
/// {"unique-combination": 14, ...}: the techniques used, by name.
nlohmann::json techniques_json(const explain::Explanation& ex);
/// The whole object of explain --json for one puzzle (with rows, cols, grid and start for
/// the page).
nlohmann::json explanation_json(const PuzzleRecord& rec, const explain::Explanation& ex);
/// kakuro rate --json: {"id", "file", "status", "rating", "techniques", "steps", "seconds"}.
nlohmann::json rate_json(const PuzzleRecord& rec, const explain::Explanation& ex);
/// Candidates as a rows x cols array of digit strings ("" for cells that are not white).
nlohmann::json candidates_json(const Puzzle& p, const explain::Candidates& c);

}  // namespace kakuro::views
