// The paths the fuzz targets drive, shared with tests/fuzz_regressions (which feeds every
// saved crashing input through the same path). Each returns "" when every oracle held, or
// what went wrong; the fuzz targets abort() on a non-empty answer.
#pragma once

#include <string>
#include <string_view>

#include "kakuro/formats.hpp"

namespace kakuro::fuzz {

/// The file name given to the parsers (diagnostics must name it).
inline constexpr const char* kFuzzFile = "fuzz-input";

/// The limits every path parses under: small puzzles, so that one run stays fast.
ParseLimits fuzz_limits();

/// parse_puzzles with a forced format; then sane diagnostics (a record without a puzzle
/// has an error, every diagnostic names the file and a line inside the input) and, for
/// every puzzle read, write -> read in every format that fits gives the same grid.
std::string check_format(Format format, std::string_view data);

/// Detection + parse_puzzles(Auto) + parse_solution: the input up to a line "%%" is the
/// puzzle, the rest (or the whole input) a proposed solution, also tried on a fixed small
/// puzzle; any solution read is checked by check_solution (which must not crash on junk).
std::string check_detect(std::string_view data);

/// parse -> validate -> preprocess -> solve with every available backend under small
/// limits (uniqueness: 2 solutions); a CheckFailed outcome, two backends with different
/// verdicts or unique solutions, or a verdict contradicting a valid stored solution fail.
std::string check_solve(std::string_view data);

/// The name of a fuzz target's path ("grid", ..., "jsonl", "detect", "solve") applied to
/// `data`; "" for an unknown target name.
std::string check_target(const std::string& target, std::string_view data);

}  // namespace kakuro::fuzz
