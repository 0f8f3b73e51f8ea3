// A step of a human-style explanation: what one technique proved from the candidates left
// by the steps before it. A step is data; its sentence, JSON, SVG highlight and the HTML
// page are views of it (explain/describe.hpp). The rule every step keeps, and the tests
// re-check by brute force: its eliminations follow from the sums and distinct digits of
// the runs it names alone, given the candidates before it.
#pragma once

#include <optional>
#include <vector>

#include "kakuro/digit_set.hpp"
#include "kakuro/explain/techniques.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::explain {

struct CellDigit {
  VarId var = -1;
  Digit digit = 0;
  bool operator==(const CellDigit&) const = default;
};

/// Where a contradiction lands: a run none of whose digit sets fits any more, or a cell with
/// no candidate left.
struct Conflict {
  RunId run = -1;
  VarId cell = -1;
};

struct Step {
  Technique technique = Technique::LoneCell;
  std::vector<RunId> runs;           ///< the runs whose sums and distinct digits justify it
  std::vector<VarId> cells;          ///< the cells it is about (highlighted)
  std::vector<CellDigit> eliminate;  ///< candidates it removes, sorted by (var, digit)
  std::vector<CellDigit> place;      ///< cells it leaves with one candidate (implied by eliminate)
  /// Detail for the sentence: the digit set(s) the technique talks about (the one
  /// combination, the pair's digits, the sets that remain, ...).
  std::vector<DigitSet> sets;
  /// Detail for the sentence: a number the technique talks about (the region sums'
  /// difference, the remaining sum of a lone cell's run, ...).
  int amount = 0;
  /// Region sums only: the cells with one candidate that stick out of the region, with
  /// their digits (the sentence's equation names them; `cells` are the open ones).
  std::vector<CellDigit> known;
  /// Contradiction only: the digit assumed, the steps that follow from it (each one
  /// keeps the rule above under the assumption, and may itself be a contradiction), and
  /// where they end.
  std::optional<CellDigit> assumption;
  std::vector<Step> chain;
  Conflict conflict;
};

/// Candidate digits per VarId.
using Candidates = std::vector<DigitSet>;

/// The starting candidates: 1..9 for every white cell, the digit alone for a given.
Candidates initial_candidates(const Puzzle& p);

/// Removes the step's eliminations from `cand` and returns the cells that went from
/// several candidates to one (what Step::place lists).
std::vector<CellDigit> apply(const Step& s, Candidates& cand);

}  // namespace kakuro::explain
