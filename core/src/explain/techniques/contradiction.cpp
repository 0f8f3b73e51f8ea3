// The last resort: assume a digit in a cell, apply the techniques (and, nested, further
// contradictions) to the copy, and reach a run with no digit set or a cell with no
// candidate: the digit goes. The step keeps its chain, so that every link can be checked.
// Short chains are tried first (a person follows those), then longer ones.
#include <algorithm>

#include "explain/engine.hpp"

namespace kakuro::explain::detail {

namespace {

std::vector<RunId> runs_of_chain(const Puzzle& p, const std::vector<Step>& chain, const Conflict& c) {
  std::vector<RunId> runs;
  for (const Step& s : chain) runs.insert(runs.end(), s.runs.begin(), s.runs.end());
  if (c.run >= 0) runs.push_back(c.run);
  if (c.cell >= 0)
    for (RunId r : {p.across_run(c.cell), p.down_run(c.cell)})
      if (r >= 0) runs.push_back(r);
  std::sort(runs.begin(), runs.end());
  runs.erase(std::unique(runs.begin(), runs.end()), runs.end());
  return runs;
}

}  // namespace

std::optional<Step> Engine::contradiction() {
  // Assumptions: cells with the fewest candidates first. With a known solution, only a
  // digit that differs from it can end in a contradiction: the others are not tried.
  std::vector<CellDigit> tries;
  std::vector<VarId> open;
  for (VarId v = 0; v < p_.num_vars(); ++v)
    if (cand_[std::size_t(v)].size() > 1) open.push_back(v);
  std::stable_sort(open.begin(), open.end(), [&](VarId a, VarId b) {
    return cand_[std::size_t(a)].size() < cand_[std::size_t(b)].size();
  });
  for (VarId v : open)
    cand_[std::size_t(v)].for_each([&](int d) {
      if (guide_.solution && (*guide_.solution)[std::size_t(v)] == d) return;
      tries.push_back({v, static_cast<Digit>(d)});
    });
  // Without a known solution most assumptions cannot fail, so chains stay short; with one,
  // every assumption tried is wrong and its chain is followed to the end.
  std::vector<std::uint64_t> caps{12, 60};
  if (guide_.solution) caps.push_back(0);
  // Unaimed, the work is bounded too: a few steps per cell of the puzzle over the whole
  // explanation (unaimed_left_, shared by every call).
  for (std::uint64_t cap : caps) {
    for (const CellDigit& t : tries) {
      if (limits_.reached() || (!guide_.solution && unaimed_left_ == 0)) return std::nullopt;
      Candidates c = cand_;
      c[std::size_t(t.var)] = DigitSet::single(t.digit);
      Engine sub(*this, std::move(c), t.var, depth_ - 1);
      std::vector<Step> chain;
      const End end = sub.run(chain, cap);
      if (!guide_.solution) unaimed_left_ -= std::min<std::uint64_t>(unaimed_left_, chain.size() + 1);
      if (end != End::Conflict) continue;
      Step s;
      s.technique = Technique::Contradiction;
      s.assumption = t;
      s.cells = {t.var};
      s.eliminate = {t};
      s.conflict = sub.conflict();
      s.runs = runs_of_chain(p_, chain, s.conflict);
      s.amount = static_cast<int>(chain.size());
      s.chain = std::move(chain);
      return s;
    }
  }
  return std::nullopt;
}

std::string describe_contradiction(const Puzzle& p, const Step& s) {
  const CellDigit a = *s.assumption;
  const std::string end = s.conflict.run >= 0
                              ? "the " + run_name(p, s.conflict.run) + " would have no digit set left"
                              : cell(p, s.conflict.cell) + " would have no candidate left";
  const std::size_t n = s.chain.size();
  return "Contradiction: if " + cell(p, a.var) + " were " + std::to_string(a.digit) + ", then " +
         (n == 0 ? std::string("at once") : "after " + std::to_string(n) + (n == 1 ? " step" : " steps")) +
         " " + end + ", so " + cell(p, a.var) + " is not " + std::to_string(a.digit) + ".";
}

}  // namespace kakuro::explain::detail
