// What every technique is: a small pure function from the puzzle and the current
// candidates to at most one step that removes at least one candidate, or nothing (the
// shape of a Gecode propagator), and a sentence for its steps. One file per technique
// family; the rows of kakuro/explain/techniques.hpp name them, and technique_table() is
// those rows as data for the driver, describe() and the tests.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "kakuro/explain/describe.hpp"
#include "kakuro/explain/step.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::explain::detail {

/// The explanation's limits: a deadline, a cancel flag, and the techniques turned off.
struct Limits {
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  const std::atomic<bool>* cancel = nullptr;
  const std::array<bool, kTechniqueCount>* disabled = nullptr;
  bool reached() const;
};

/// The stop check a finder polls in its inner loops (a search node, a group): now() reads
/// the clock and the cancel flag once in 256 calls, so a poll costs a counter; once it said
/// stop it says so from then on. A finder that was told to stop gives up what it had not
/// finished (as when its node budget runs out) and returns no step from it; the driver then
/// returns no step at all (a limit), so a stopped search never reports a step.
class Stop {
 public:
  explicit Stop(const Limits& limits = {}) : limits_(limits) {}
  bool now() {
    if (!stopped_ && (++calls_ & 255u) == 0 && limits_.reached()) stopped_ = true;
    return stopped_;
  }
  bool stopped() const { return stopped_; }

 private:
  Limits limits_;
  std::uint32_t calls_ = 0;
  bool stopped_ = false;
};

/// `runs`: the runs to look at (those with a cell changed since this technique last found
/// nothing; all runs the first time). A technique that looks at groups of runs (pairs,
/// regions) considers each group with at least one run in `runs`. The returned step removes
/// at least one candidate and names every run its reasoning used; `eliminate` sorted by
/// (var, digit) without repeats. `place` is filled by the driver. A finder that may search
/// long polls `stop` (see Stop).
using FinderFunction = std::optional<Step>(const Puzzle& p, const Candidates& cand,
                                           std::span<const RunId> runs, Stop& stop);
using Finder = FinderFunction*;
/// The sentence of a step of this technique, without the step's number (describe()).
using SentenceFunction = std::string(const Puzzle& p, const Step& s);

// The finders and sentences the rows name, declared from the rows themselves.
#define KAKURO_DECLARE_FINDERS(...) __VA_OPT__(FinderFunction __VA_ARGS__;)
#define KAKURO_DECLARE_TECHNIQUE(id, name, family, weight, finders, sentence) \
  KAKURO_DECLARE_FINDERS finders SentenceFunction sentence;
KAKURO_EXPLAIN_TECHNIQUES(KAKURO_DECLARE_TECHNIQUE)
#undef KAKURO_DECLARE_TECHNIQUE
#undef KAKURO_DECLARE_FINDERS

/// One row of kakuro/explain/techniques.hpp.
struct TechniqueRow {
  Technique technique;
  std::string_view name;
  std::string_view family;  ///< its file in core/src/explain/techniques/, without ".cpp"
  double weight;
  std::vector<Finder> finders;  ///< the driver's stages, in order; none for the contradiction
  SentenceFunction* sentence;
};

/// The rows in their order: technique_table()[i].technique == Technique(i).
const std::vector<TechniqueRow>& technique_table();

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

/// Words the sentences share (describe.cpp). Cells are "(r,c)", rows and columns from 0.
std::string cell(const Puzzle& p, VarId v);
/// "a, b and c" (`last` between the last two).
std::string join(const std::vector<std::string>& parts, const std::string& last = " and ");
/// "1, 2 and 3".
std::string digits(DigitSet d, const std::string& last = " and ");
/// "1+2+3".
std::string plus(DigitSet d);
/// "(1,2), (1,3) and (2,1)".
std::string cells(const Puzzle& p, const std::vector<VarId>& vs);
/// "(4,5) loses 1 and 2; (5,5) is 4" for the step's eliminations and placements.
std::string effect(const Puzzle& p, const Step& s);
/// "the across run at (2,0) (16 in three cells) and the down run at (1,1) (...)".
std::string runs_list(const Puzzle& p, const std::vector<RunId>& runs);
/// "3+8+9 or 4+7+9".
std::string sets_list(const std::vector<DigitSet>& sets);
/// run_name() of the step's first run; "" when it names none.
std::string first_run_name(const Puzzle& p, const Step& s);

}  // namespace kakuro::explain::detail
