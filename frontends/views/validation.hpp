// What kakuro validate says of one puzzle: its structure's warnings, the parts it falls
// into, unsolvability by preprocessing, and a proposed solution re-checked by the
// independent checker. The Python module's check() is the same call.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "kakuro/formats.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::views {

struct Validation {
  std::string status;  ///< valid, unsolvable or wrong-solution
  std::string err;     ///< the messages (warnings, errors, the checker's violations), a line each
  bool solution_checked = false;
  bool solution_ok = true;
  /// {"id", "file", "status", "rows", "cols", "white_cells", "runs", "parts"}
  nlohmann::json json;
};

/// Validates `rec` (whose puzzle was read). `proposed`: a solution to check, named `from` in
/// messages, with what reading it said (`read`, its messages come before the checker's);
/// with `read` but no `proposed` (it could not be read) no solution is checked; with
/// neither the record's stored solution is checked, when it has one.
Validation validate_record(const PuzzleRecord& rec, const Solution* proposed, const std::string& from,
                           const Diagnostics* read = nullptr);

}  // namespace kakuro::views
