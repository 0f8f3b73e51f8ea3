// The generator's proofs of the parts that narrowing leaves open (docs/create.md, "Prove"),
// and the fill changes that rule out the second solutions those proofs find.
#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "generator_engine.hpp"
#include "kakuro/verdict.hpp"
#include "open_parts.hpp"

namespace kakuro::create::detail {

// One round of proofs of the parts `narrowed` leaves open (the cells marked in `given`, per
// grid cell, count as decided): `differs` gets, per part not proved unique, the cells
// (RunModel numbering) where it differs. False when the time ran out (out_ says so).
bool Generator::prove_parts(const internal::RunModel& m, const internal::RunPropagator& narrowed,
                            const std::vector<char>& given, PartState& st,
                            std::vector<std::vector<int>>& differs) {
  std::vector<char> fixed(std::size_t(m.cells()), 0);
  for (int c = 0; c < m.cells(); ++c) fixed[std::size_t(c)] = given[std::size_t(m.grid_of[std::size_t(c)])];
  for (const internal::OpenPart& part : internal::open_parts(m, narrowed, fill_, fixed)) {
    if (st.proved.count(part.key)) {
      ++out_.stats.parts_skipped;
      continue;
    }
    // A bounded proof: a large part early on is surely ambiguous, and a search that
    // shows it can take long. Past the bound its open cells count as where it differs;
    // the bound doubles every fourth time it is reached (in this layout).
    const std::uint64_t bound = kPartNodes << std::min(st.bounded / 4, 12);
    const SolveReport rep = prove(part.puzzle, bound);
    // Undecided: no answer, or one solution and then a limit (the bound, the time, Ctrl-C).
    const bool undecided = verdict_of(rep) == Verdict::Unknown;
    if (undecided && !out_of_time()) {
      ++st.bounded;
      std::vector<int>& differ = differs.emplace_back();
      for (VarId v = 0; v < part.puzzle.num_vars(); ++v)
        if (!part.puzzle.given(v)) differ.push_back(part.cell_of_var[std::size_t(v)]);
      continue;
    }
    if (undecided) return limit(rep.reason.empty() ? "prover limit reached" : rep.reason);
    if (rep.outcome != Outcome::Solved)  // the fill is a solution: anything else is a bug
      throw std::logic_error("generator: the prover found no solution of an open part: " + rep.reason);
    if (rep.unique && *rep.unique) {
      st.proved.insert(part.key);
      continue;
    }
    std::vector<int>& differ = differs.emplace_back();
    for (VarId v = 0; v < part.puzzle.num_vars(); ++v)
      if (rep.solutions[0].digits[std::size_t(v)] != rep.solutions[1].digits[std::size_t(v)])
        differ.push_back(part.cell_of_var[std::size_t(v)]);
  }
  return true;
}

// Fill changes that rule out the second solutions of the parts in `differs`; false when
// the layout is given up.
bool Generator::settle_parts(LayoutWork& w, const std::vector<std::vector<int>>& differs) {
  PartState& st = w.parts;
  // Greedy changes can go round in circles around a pocket that stays ambiguous
  // ("stuck": a cell where a part differs now differed in the round before too):
  // after 10 such rounds in a row, each ambiguous part also gets random changes where
  // it differs, one more every 10 rounds (up to 4).
  bool again = false;
  for (const std::vector<int>& differ : differs)
    for (int c : differ) again = again || st.last_differ[std::size_t(c)];
  st.stuck = again ? st.stuck + 1 : 0;
  std::fill(st.last_differ.begin(), st.last_differ.end(), 0);
  for (const std::vector<int>& differ : differs)
    for (int c : differ) st.last_differ[std::size_t(c)] = 1;
  // Still stuck after 200 rounds: a pocket these changes do not settle (seen: two
  // runs of nine offset by one line, whose exchange cycles no single change breaks);
  // the next layout is tried.
  if (st.stuck > kStuckRounds) return false;
  const int kicks = st.stuck > 10 ? std::min(1 + (st.stuck - 10) / 10, 4) : 0;
  for (const std::vector<int>& differ : differs) {
    if (w.changes >= w.max_changes) return false;
    if (!change_at(w, differ)) return false;
    for (int k = 0; k < kicks; ++k) w.changes += random_change(w.m, w.prop, differ);
  }
  return true;
}

}  // namespace kakuro::create::detail
