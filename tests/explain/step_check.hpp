// The independent checker of explanations: re-checks every step of a human-style
// explanation by brute force, without trusting the engine that produced it. It shares no
// code with core/src/explain (not apply(), not initial_candidates(), not the combination
// tables): only the data types of kakuro/explain/*.hpp and the solution checker.
//
// The rule a step keeps: its eliminations (and placements) follow from the sums and
// distinct digits of the runs it names ALONE, given the candidates before it. The check:
// variables are the cells of the named runs, domains the candidates before the step, and
// each named run's cells hold distinct digits adding up to its sum. An elimination
// (var, digit) is sound when no assignment of those variables has var = digit.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kakuro/explain/step.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::test {

struct CheckLimits {
  /// Search nodes (digits tried) per brute-force question; past it the step is reported as
  /// "too large to check", which is a failure.
  std::uint64_t max_nodes = 50'000'000;
};

/// What the checks cost, summed over calls (for the corpus test's figures).
struct CheckStats {
  std::uint64_t searches = 0;        ///< brute-force questions asked
  std::uint64_t nodes = 0;           ///< digits tried in all of them
  std::uint64_t max_nodes = 0;       ///< the most any one question took
  std::uint64_t steps = 0;           ///< steps checked, chain steps included
  std::uint64_t contradictions = 0;  ///< of them, contradictions (chains replayed)
  std::uint64_t max_variables = 0;   ///< the most cells any one question had
};

/// "" when `s` is sound given `before` (candidates per VarId), else what is wrong.
std::string check_step(const Puzzle& p, const explain::Candidates& before, const explain::Step& s,
                       const CheckLimits& limits = {}, CheckStats* stats = nullptr);

/// The candidates a puzzle starts from, computed here: 1..9, or the given digit alone.
explain::Candidates starting_candidates(const Puzzle& p);

/// Removes the step's eliminations from `cand` (this file's own apply); returns the cells
/// left with one candidate that had several, with that digit, sorted by var.
std::vector<explain::CellDigit> apply_eliminations(const explain::Step& s, explain::Candidates& cand);

/// "" when `c` holds in `cand`: c.cell has no candidate left, or the cells of c.run cannot
/// take distinct digits adding up to its sum (every one of the two that is set must hold;
/// at least one must be set). Else what is wrong.
std::string check_conflict(const Puzzle& p, const explain::Candidates& cand, const explain::Conflict& c,
                           const CheckLimits& limits = {}, CheckStats* stats = nullptr);

}  // namespace kakuro::test
