// No solution: the minimal conflict over the run sums (deletion with core refinement), and
// a filling that breaks few sums (a correction set, each member put back when it can be).
#include <algorithm>
#include <stdexcept>

#include "kakuro/checker.hpp"
#include "kakuro/solve.hpp"
#include "repair_detail.hpp"

namespace kakuro::create {

namespace {

Limits limits_of(const Budget& budget) {
  Limits l = budget.limits;
  l.timeout_s = budget.seconds_left();
  return l;
}

const std::atomic<bool>* stop_flag(const Budget& budget) {
  return budget.cancel ? budget.cancel->flag() : nullptr;
}

// One check, or nothing when the budget is spent or the check hit a limit (`why` says so).
std::optional<SumCheck> check(SumCoreSolver& cores, const std::vector<RunId>& enforced, const Budget& budget,
                              Shortfall& why) {
  if (budget.expired()) {
    why = {true, "time limit reached"};
    return std::nullopt;
  }
  SumCheck c = cores.check(enforced, limits_of(budget), stop_flag(budget));
  if (c.status == SolveStatus::Failed) throw SolverFailure("the sum-core solver failed: " + c.reason);
  if (c.status == SolveStatus::Limit) {
    why = {true, c.reason.empty() ? "limit reached" : c.reason};
    return std::nullopt;
  }
  std::sort(c.core.begin(), c.core.end());
  return c;
}

// A filling the sum-core solver found must keep the givens and distinct digits and the
// enforced sums: checked here without trusting the solver (a wrong one is a bug).
void check_filling(const Puzzle& p, const SumCheck& c, const std::vector<RunId>& enforced) {
  const auto fail = [](const std::string& what) {
    throw std::logic_error("the sum-core solver returned a wrong filling: " + what);
  };
  if (c.fill.size() != std::size_t(p.num_vars())) fail("wrong size");
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const Digit d = c.fill[std::size_t(v)];
    if (d < 1 || d > 9) fail("a cell left empty");
    if (p.given(v) != 0 && p.given(v) != d) fail("a given changed");
  }
  for (RunId r = 0; r < p.num_runs(); ++r) {
    DigitSet seen;
    int sum = 0;
    for (VarId v : p.run(r).vars) {
      const Digit d = c.fill[std::size_t(v)];
      if (seen.contains(d)) fail("a digit repeated in " + p.describe(r));
      seen.insert(d);
      sum += d;
    }
    if (sum != p.run(r).sum && std::binary_search(enforced.begin(), enforced.end(), r))
      fail("wrong sum in " + p.describe(r));
  }
}

std::vector<RunId> all_runs(const Puzzle& p) {
  std::vector<RunId> all(std::size_t(p.num_runs()));
  for (RunId r = 0; r < p.num_runs(); ++r) all[std::size_t(r)] = r;
  return all;
}

std::vector<RunId> without(const std::vector<RunId>& set, RunId r) {
  std::vector<RunId> out;
  for (RunId x : set)
    if (x != r) out.push_back(x);
  return out;
}

}  // namespace

std::optional<Conflict> minimal_conflict(const Puzzle& p, SumCoreSolver& cores, const Budget& budget,
                                         Shortfall& why) {
  const std::vector<RunId> all = all_runs(p);
  std::optional<SumCheck> first = check(cores, all, budget, why);
  if (!first) return std::nullopt;
  if (first->status == SolveStatus::Solved) {
    check_filling(p, *first, all);
    why = {false, "the run sums can all hold: the puzzle has a solution"};
    return std::nullopt;
  }
  Conflict out;
  out.runs = first->core;
  // Deletion: a run found necessary stays necessary in every smaller unsatisfiable subset
  // (its removal left a satisfiable set, and subsets of that are satisfiable too), so the
  // refined core of a later check still holds every run kept so far.
  std::vector<RunId> necessary;
  for (;;) {
    auto next = std::find_if(out.runs.begin(), out.runs.end(), [&](RunId r) {
      return !std::binary_search(necessary.begin(), necessary.end(), r);
    });
    if (next == out.runs.end()) break;
    const RunId r = *next;
    const std::vector<RunId> rest = without(out.runs, r);
    std::optional<SumCheck> c = check(cores, rest, budget, why);
    if (!c) return out;  // a conflict still, not shown minimal
    if (c->status == SolveStatus::Solved) {
      check_filling(p, *c, rest);
      necessary.insert(std::upper_bound(necessary.begin(), necessary.end(), r), r);
    } else {
      out.runs = c->core;
    }
  }
  out.minimal = true;
  return out;
}

std::optional<Solution> correction_filling(const Puzzle& p, SumCoreSolver& cores,
                                           const std::vector<RunId>& prefer, const Budget& budget,
                                           Shortfall& why) {
  std::vector<RunId> enforced = all_runs(p), relaxed;
  std::optional<SumCheck> found;
  // Leave out one run of each core until the rest can be filled, a run of `prefer` first.
  for (;;) {
    found = check(cores, enforced, budget, why);
    if (!found) return std::nullopt;
    if (found->status == SolveStatus::Solved) break;
    if (found->core.empty()) {
      why = {false, "the givens alone clash: no change of clues can make the puzzle solvable"};
      return std::nullopt;
    }
    auto pick = std::find_if(found->core.begin(), found->core.end(), [&](RunId r) {
      return std::find(prefer.begin(), prefer.end(), r) != prefer.end();
    });
    const RunId r = pick != found->core.end() ? *pick : found->core.front();
    relaxed.push_back(r);
    enforced = without(enforced, r);
  }
  check_filling(p, *found, enforced);
  // Put each left-out run back when the rest can still be filled.
  for (RunId r : std::vector<RunId>(relaxed)) {
    std::vector<RunId> trial = enforced;
    trial.insert(std::upper_bound(trial.begin(), trial.end(), r), r);
    std::optional<SumCheck> c = check(cores, trial, budget, why);
    if (!c) break;  // the filling found so far is still good
    if (c->status != SolveStatus::Solved) continue;
    check_filling(p, *c, trial);
    enforced = std::move(trial);
    found = std::move(c);
  }
  why = {};
  return Solution{found->fill};
}

}  // namespace kakuro::create
