// The style sheet and the script of the explanation page (explain_html.cpp), kept apart
// from the code that writes the markup.
#pragma once

namespace kakuro::views::detail {

/// CSS for the page: layout, the grid's cells, highlights and controls.
extern const char* const kExplainCss;
/// The script: reads the JSON in <script id="explanation">, replays `eliminate` from
/// `start` and draws the step named by `#step=N` (see explain_html.hpp for the contract).
extern const char* const kExplainJs;

}  // namespace kakuro::views::detail
