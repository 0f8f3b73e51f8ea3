// The solution a drawing shows (render --solution, the PDF book's solution pages): proved
// unique first, so that a puzzle with several solutions is marked wherever one is shown.
#pragma once

#include <optional>
#include <string>

#include "kakuro/backend.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::views {

struct ShownSolution {
  std::optional<Solution> solution;  ///< what to draw; none when there is nothing to show
  std::string mark;                  ///< "not unique" or "uniqueness not proved" beside a shown
                                     ///< solution that is not the proved unique one; "" otherwise
  std::string note;                  ///< in words: what the mark means, or why none is shown
  std::string status;                ///< "" when the unique solution is shown; else not-unique, no-solution,
                                     ///< timeout, check-failed or failed
};

/// Proves `rec`'s puzzle unique with `backend` (two solutions asked for, whatever `base`
/// says). Shows the record's stored solution when it passes the checker, else the one found.
ShownSolution shown_solution(const PuzzleRecord& rec, const BackendInfo& backend, const SolveRequest& base,
                             CancelToken& cancel);

}  // namespace kakuro::views
