// Step 2 of repair's clue search (repair_clues.cpp): every puzzle with two clues changed,
// proved.
#include "kakuro/combinations.hpp"
#include "kakuro/components.hpp"
#include "repair_detail.hpp"

namespace kakuro::create::detail {

namespace {
constexpr std::size_t kTwoChanges = 20000;  // the most puzzles proved
}  // namespace

// Every puzzle with two clues of the ambiguous part changed (an across and a down one by
// the same amount, or two of one direction by opposite amounts: anything else breaks the
// part's across = down total and has no solution), each proved; the runs through the cells
// where `start` and its closest rival differ first, then small changes first. When two
// parts are ambiguous, two changes (which touch one part) cannot settle both: nothing to
// try. Ends at kTwoChanges proofs or half the time left.
TwoChanges two_clue_changes(const Puzzle& p, const BackendInfo& prover, const Budget& budget, int max_changes,
                            const std::vector<VarId>& diff, const std::vector<Solution>& solutions,
                            const Solution& start, const std::set<std::vector<int>>& tried, Shortfall& why) {
  why = {};
  TwoChanges out;
  if (max_changes < 2 || diff.empty()) return out;
  const Components parts = connected_components(p);
  const int part = parts.of_var[std::size_t(diff.front())];
  for (const Solution& s : solutions)
    for (VarId v : differing_vars(start, s))
      if (parts.of_var[std::size_t(v)] != part) {
        out.complete = true;
        return out;
      }
  std::vector<char> through(std::size_t(p.num_runs()), 0);
  for (VarId v : diff) through[std::size_t(p.across_run(v))] = through[std::size_t(p.down_run(v))] = 1;
  std::vector<RunId> near, far;  // the part's runs through the differences, and the others
  for (RunId r : parts.runs[std::size_t(part)]) (through[std::size_t(r)] ? near : far).push_back(r);
  std::vector<int> sums;
  for (const Run& run : p.runs()) sums.push_back(run.sum);
  const auto fits = [&](RunId r, int s) { return sum_possible(int(p.run(r).vars.size()), s); };
  const Budget share = budget.share(0.5);
  std::size_t proved = 0;
  // Proves the puzzle with a's sum moved by delta and b's by the amount that keeps the
  // totals; false when the search is to stop (found, a limit, or the cap).
  const auto visit = [&](RunId a, RunId b, int delta) {
    const int sa = sums[std::size_t(a)] + delta;
    const int sb = sums[std::size_t(b)] + (p.run(a).dir == p.run(b).dir ? -delta : delta);
    if (!fits(a, sa) || !fits(b, sb)) return true;
    std::vector<int> next = sums;
    next[std::size_t(a)] = sa;
    next[std::size_t(b)] = sb;
    if (tried.count(next)) return true;
    if (++proved > kTwoChanges) return false;
    Proof q = prove(with_sums(p, next), prover, share);
    if (q.verdict == Proof::Verdict::Limit) {
      if (budget.expired()) limited(q, why);  // else only this step's share ran out
      return false;
    }
    if (q.verdict != Proof::Verdict::Unique) return true;
    out.found = q.solutions.front();
    return false;
  };
  // Pairs of near runs, then a near and a far one, then two far ones; each class by the
  // size of the change.
  const auto pairs = [&](const std::vector<RunId>& xs, const std::vector<RunId>& ys, bool same_list) {
    for (int step = 1; step <= kMaxSum; ++step)
      for (std::size_t i = 0; i < xs.size(); ++i)
        for (std::size_t j = same_list ? i + 1 : 0; j < ys.size(); ++j)
          for (int delta : {step, -step})
            if (!visit(xs[i], ys[j], delta)) return false;
    return true;
  };
  out.complete = pairs(near, near, true) && pairs(near, far, false) && pairs(far, far, true);
  return out;
}

}  // namespace kakuro::create::detail
