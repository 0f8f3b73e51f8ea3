// What every technique is: a small pure function from the puzzle and the current
// candidates to at most one step that removes at least one candidate, or nothing (the
// shape of a Gecode propagator). One file per technique family.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "kakuro/explain/step.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::explain::detail {

/// `runs`: the runs to look at (those with a cell changed since this technique last found
/// nothing; all runs the first time). A technique that looks at groups of runs (pairs,
/// regions) considers each group with at least one run in `runs`. The returned step removes
/// at least one candidate and names every run its reasoning used; `eliminate` sorted by
/// (var, digit) without repeats. `place` is filled by the driver.
using Finder = std::optional<Step> (*)(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs);

// run_basics.cpp
std::optional<Step> find_lone_cell(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_distinct_digits(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_sum_range(const Puzzle&, const Candidates&, std::span<const RunId>);
// combinations.cpp
std::optional<Step> find_unique_combination(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_cross_reference(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_combination_elimination(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_required_digit(const Puzzle&, const Candidates&, std::span<const RunId>);
// subsets.cpp
std::optional<Step> find_naked_pair(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_hidden_pair(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_naked_triple(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_hidden_triple(const Puzzle&, const Candidates&, std::span<const RunId>);
// interplay.cpp: one run alone, two crossing runs, three (find_interplay: all three in turn)
std::optional<Step> find_interplay_1(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_interplay_2(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_interplay_3(const Puzzle&, const Candidates&, std::span<const RunId>);
std::optional<Step> find_interplay(const Puzzle&, const Candidates&, std::span<const RunId>);
// region_sums.cpp
std::optional<Step> find_region_sums(const Puzzle&, const Candidates&, std::span<const RunId>);

/// Helpers shared by the techniques (run_view.cpp).
/// The digit sets of `run` (its length and sum) that fit the candidates: every cell has a
/// candidate in the set, every digit of the set is a candidate of some cell, and every
/// digit already placed in the run (a cell with one candidate) is in the set.
std::vector<DigitSet> fitting_sets(const Puzzle& p, const Candidates& cand, RunId run);
/// Union of the candidates of the run's cells.
DigitSet run_candidates(const Puzzle& p, const Candidates& cand, RunId run);
/// A step's eliminations from (var, keep) pairs: every candidate of `var` not in `keep`.
void eliminate_outside(const Candidates& cand, VarId var, DigitSet keep, std::vector<CellDigit>& out);
/// Sorts and removes repeats.
void normalise(std::vector<CellDigit>& e);

}  // namespace kakuro::explain::detail
