// No solution: the minimal conflict over the run sums (a first conflict, cheap where the
// clues alone show one, made minimal by deletion with clause-set refinement and model
// rotation), the correction set with the fewest runs (implicit hitting sets), and the greedy
// filling that breaks few sums (a correction set, each member put back when it can be).
#include <algorithm>
#include <stdexcept>

#include "kakuro/checker.hpp"
#include "kakuro/combinations.hpp"
#include "kakuro/components.hpp"
#include "kakuro/solve.hpp"
#include "repair_detail.hpp"
#include "repair_rotation.hpp"

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

// Whether the budget is spent before a question (then `why` says so).
bool spent(const Budget& budget, Shortfall& why) {
  if (!budget.expired()) return false;
  why = {true, "time limit reached"};
  return true;
}

// The sum-core solver's answer as its callers take it: its failure thrown (the solver's
// fault, never a limit), a limit as nothing with `why` saying so, else the answer with its
// core ascending.
std::optional<SumCheck> answer(SumCheck c, Shortfall& why) {
  if (c.status == SolveStatus::Failed) throw SolverFailure("the sum-core solver failed: " + c.reason);
  if (c.status == SolveStatus::Limit) {
    why = {true, c.reason.empty() ? "limit reached" : c.reason};
    return std::nullopt;
  }
  std::sort(c.core.begin(), c.core.end());
  return c;
}

// One check, or nothing when the budget is spent or the check hit a limit (`why` says so).
std::optional<SumCheck> check(SumCoreSolver& cores, const std::vector<RunId>& enforced, const Budget& budget,
                              Shortfall& why) {
  if (spent(budget, why)) return std::nullopt;
  return answer(cores.check(enforced, limits_of(budget), stop_flag(budget)), why);
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

// A conflict found without asking the solver, or nothing: a run whose sum no digits of
// its length (and its givens) can make, else a connected part of the grid whose across
// sums and down sums add up to different totals (both count every cell of the part once).
std::optional<std::vector<RunId>> cheap_conflict(const Puzzle& p) {
  for (RunId r = 0; r < p.num_runs(); ++r) {
    const Run& run = p.run(r);
    DigitSet givens;
    bool clash = false;
    for (VarId v : run.vars)
      if (const Digit g = p.given(v)) {
        clash = clash || givens.contains(g);
        givens.insert(g);
      }
    if (clash) continue;  // the givens clash: no sum is to blame
    const int n = int(run.vars.size());
    const auto combos = combinations(n, run.sum);
    if (std::none_of(combos.begin(), combos.end(),
                     [&](std::uint16_t c) { return (givens.bits() & ~c) == 0; }))
      return std::vector<RunId>{r};
  }
  const Components parts = connected_components(p);
  for (int i = 0; i < parts.count(); ++i) {
    const std::vector<RunId>& runs = parts.runs[std::size_t(i)];
    const std::vector<VarId>& vars = parts.vars[std::size_t(i)];
    if (std::any_of(vars.begin(), vars.end(),
                    [&](VarId v) { return p.across_run(v) < 0 || p.down_run(v) < 0; }))
      continue;  // a cell in one run only: the two totals need not agree
    int across = 0, down = 0;
    for (RunId r : runs) (p.run(r).dir == Direction::Across ? across : down) += p.run(r).sum;
    if (across != down) {
      std::vector<RunId> out = runs;
      std::sort(out.begin(), out.end());
      return out;
    }
  }
  return std::nullopt;
}

// Fillings model rotation visits per filling a check found (each step is a few sums).
constexpr std::size_t kRotationSteps = 4096;

// A minimal subset of `set` (which cannot hold): deletion, each run dropped in turn; a set
// that can be filled then shows the run necessary, and the filling, rotated (repair_rotation.hpp),
// shows more runs necessary without asking; a set that still cannot hold is replaced by the
// check's core (clause-set refinement). A run found necessary stays necessary in every smaller
// unsatisfiable subset (its removal left a satisfiable set, and subsets of that are
// satisfiable too), so a refined core still holds every run kept so far. On a limit: the
// set reached, not shown minimal.
Conflict deletion_mus(const Puzzle& p, SumCoreSolver& cores, std::vector<RunId> set, const Budget& budget,
                      Shortfall& why) {
  std::vector<char> necessary(std::size_t(p.num_runs()), 0), in_set(std::size_t(p.num_runs()), 0);
  for (;;) {
    auto next = std::find_if(set.begin(), set.end(), [&](RunId r) { return !necessary[std::size_t(r)]; });
    if (next == set.end()) break;
    const RunId r = *next;
    const std::vector<RunId> rest = without(set, r);
    std::optional<SumCheck> c = check(cores, rest, budget, why);
    if (!c) return Conflict{set, false};
    if (c->status == SolveStatus::Solved) {
      check_filling(p, *c, rest);
      necessary[std::size_t(r)] = 1;
      std::fill(in_set.begin(), in_set.end(), 0);
      for (RunId x : set) in_set[std::size_t(x)] = 1;
      detail::rotate(p, in_set, Solution{c->fill}, r, necessary, kRotationSteps);
    } else {
      set = c->core;
    }
  }
  return Conflict{set, true};
}

std::vector<RunId> united(std::vector<RunId> a, const std::vector<RunId>& b) {
  a.insert(a.end(), b.begin(), b.end());
  std::sort(a.begin(), a.end());
  a.erase(std::unique(a.begin(), a.end()), a.end());
  return a;
}

// QuickXplain (Junker 2004): a minimal subset X of `c` such that `b` and X cannot hold
// together, given that `b` and `c` cannot. `b_grew`: b gained members since the caller
// last knew it could hold (else b alone is not asked). Nothing on a limit.
std::optional<std::vector<RunId>> quick_xplain(SumCoreSolver& cores, const std::vector<RunId>& b, bool b_grew,
                                               const std::vector<RunId>& c, const Budget& budget,
                                               Shortfall& why) {
  if (b_grew) {
    std::optional<SumCheck> alone = check(cores, b, budget, why);
    if (!alone) return std::nullopt;
    if (alone->status != SolveStatus::Solved) return std::vector<RunId>{};
  }
  if (c.size() == 1) return c;
  const auto half = c.begin() + std::ptrdiff_t(c.size() / 2);
  const std::vector<RunId> c1(c.begin(), half), c2(half, c.end());
  std::optional<std::vector<RunId>> x2 = quick_xplain(cores, united(b, c1), true, c2, budget, why);
  if (!x2) return std::nullopt;
  std::optional<std::vector<RunId>> x1 = quick_xplain(cores, united(b, *x2), !x2->empty(), c1, budget, why);
  if (!x1) return std::nullopt;
  return united(*x1, *x2);
}

// `set` (which cannot hold) shrunk by QuickXplain; `set` itself on a limit.
std::vector<RunId> shrunk(SumCoreSolver& cores, const std::vector<RunId>& set, const Budget& budget,
                          Shortfall& why) {
  if (set.empty()) return set;
  std::optional<std::vector<RunId>> x = quick_xplain(cores, {}, false, set, budget, why);
  return x ? *x : set;
}

// A hitting set of `sets` (ascending by size) with the fewest members (each set holds at
// least one), found by branching on the members of the smallest set not hit yet, with at
// most `k` members; false when there is none that small. A branch ends early when more
// than `k` of the sets not hit yet share no run (each needs a member of its own). `hit`
// flags the chosen runs (per RunId). `nodes` counts the branches tried: when the budget is
// spent (looked at every few thousand), `stopped` is set.
struct HittingSearch {
  const std::vector<std::vector<RunId>>& sets;
  const std::vector<int>& weight;
  const Budget& budget;
  std::vector<RunId> chosen;
  std::vector<char> hit, used;
  std::uint64_t nodes = 0;
  bool stopped = false;

  bool is_hit(const std::vector<RunId>& s, const std::vector<char>& flags) const {
    return std::any_of(s.begin(), s.end(), [&](RunId r) { return flags[std::size_t(r)] != 0; });
  }

  bool run(int k) {
    if ((++nodes & 4095u) == 0 && budget.expired()) stopped = true;
    if (stopped) return false;
    const std::vector<RunId>* smallest = nullptr;
    int disjoint = 0;  // the lower bound: open sets that share no run, smallest first
    std::fill(used.begin(), used.end(), 0);
    for (const std::vector<RunId>& s : sets) {
      if (is_hit(s, hit)) continue;
      if (!smallest) smallest = &s;
      if (k == 0) return false;
      if (is_hit(s, used)) continue;
      for (RunId r : s) used[std::size_t(r)] = 1;
      if (++disjoint > k) return false;
    }
    if (!smallest) return true;
    std::vector<RunId> members = *smallest;  // the runs in more sets first
    std::stable_sort(members.begin(), members.end(),
                     [&](RunId a, RunId b) { return weight[std::size_t(a)] > weight[std::size_t(b)]; });
    for (RunId r : members) {
      chosen.push_back(r);
      hit[std::size_t(r)] = 1;
      if (run(k - 1)) return true;
      hit[std::size_t(r)] = 0;
      chosen.pop_back();
      if (stopped) return false;
    }
    return false;
  }
};

std::vector<RunId> all_but(const Puzzle& p, const std::vector<RunId>& left_out) {
  std::vector<RunId> out;
  for (RunId r = 0; r < p.num_runs(); ++r)
    if (std::find(left_out.begin(), left_out.end(), r) == left_out.end()) out.push_back(r);
  return out;
}

}  // namespace

std::optional<Conflict> minimal_conflict(const Puzzle& p, SumCoreSolver& cores, const Budget& budget,
                                         Shortfall& why) {
  const std::vector<RunId> all = all_runs(p);
  // The givens alone: when they clash, no sum is to blame (the empty conflict).
  std::optional<SumCheck> none = check(cores, {}, budget, why);
  if (!none) return std::nullopt;
  if (none->status != SolveStatus::Solved) return Conflict{{}, true};
  Conflict out;
  if (std::optional<std::vector<RunId>> quick = cheap_conflict(p)) {
    out.runs = *quick;
  } else {
    std::optional<SumCheck> first = check(cores, all, budget, why);
    if (!first) return std::nullopt;
    if (first->status == SolveStatus::Solved) {
      check_filling(p, *first, all);
      why = {false, "the run sums can all hold: the puzzle has a solution"};
      return std::nullopt;
    }
    out.runs = first->core;
  }
  return deletion_mus(p, cores, std::move(out.runs), budget, why);
}

namespace {

// The fewest sums left out, asked of a solver that bounds them (SumCoreSolver::check_all_but):
// k = 1, 2, ... until all sums but k can hold; each smaller k shown impossible. Nothing
// when the solver cannot ask it (`unsupported` set) or on a limit.
std::optional<Correction> fewest_by_bound(const Puzzle& p, SumCoreSolver& cores, const Budget& budget,
                                          Shortfall& why, bool& unsupported) {
  for (int k = 1; k <= p.num_runs(); ++k) {
    if (spent(budget, why)) return std::nullopt;
    std::optional<SumCheck> asked = cores.check_all_but(k, limits_of(budget), stop_flag(budget));
    if (!asked) {
      unsupported = true;
      return std::nullopt;
    }
    const std::optional<SumCheck> c = answer(std::move(*asked), why);
    if (!c) return std::nullopt;
    if (c->status != SolveStatus::Solved) continue;
    // The runs whose sums the filling breaks: at most k, and not fewer (k - 1 was impossible).
    Solution fill{c->fill};
    std::vector<RunId> broken = broken_runs(p, fill);
    if (broken.size() > std::size_t(k))
      throw SolverFailure("the sum-core solver broke more sums than allowed");
    check_filling(p, *c, all_but(p, broken));
    why = {};
    return Correction{std::move(broken), std::move(fill), true};
  }
  why = {false, "the givens alone clash: no change of clues can make the puzzle solvable"};
  return std::nullopt;
}

}  // namespace

std::optional<Correction> fewest_correction(const Puzzle& p, SumCoreSolver& cores,
                                            const std::vector<std::vector<RunId>>& conflicts,
                                            const Budget& budget, Shortfall& why) {
  // A solver that bounds the sums left out answers in a few questions (one per k; the
  // hitting sets below took hundreds of checks where the conflicts are large, two clues
  // moved in a 12x13 part); else hitting sets.
  bool unsupported = false;
  std::optional<Correction> bounded = fewest_by_bound(p, cores, budget, why, unsupported);
  if (!unsupported) return bounded;
  // Implicit hitting sets: every correction set holds a run of every conflict, so a
  // hitting set with the fewest members of the conflicts found so far is a lower bound;
  // when the sums outside it can hold, it is a correction set with the fewest runs, else
  // the failed check gives a conflict outside it (shrunk by QuickXplain) to hit next.
  // (Deletion with rotation in its place, or the SAT backend's cores as they come, cost
  // fewer questions on large puzzles, but the native backend's tests ran over 5 minutes.)
  std::vector<std::vector<RunId>> sets;  // ascending by size
  std::vector<int> weight(std::size_t(p.num_runs()), 0);
  const auto add = [&](std::vector<RunId> s) {
    for (RunId r : s) ++weight[std::size_t(r)];
    sets.insert(std::upper_bound(sets.begin(), sets.end(), s,
                                 [](const auto& a, const auto& b) { return a.size() < b.size(); }),
                std::move(s));
  };
  for (const std::vector<RunId>& c : conflicts)
    if (!c.empty()) add(c);
  int k = 0;
  for (;;) {
    HittingSearch search{sets, weight, budget, {}, {}, {}};
    search.hit.assign(std::size_t(p.num_runs()), 0);
    search.used.assign(std::size_t(p.num_runs()), 0);
    while (!search.run(k)) {
      if (search.stopped) {
        why = {true, "time limit reached"};
        return std::nullopt;
      }
      ++k;
    }
    std::vector<RunId> chosen = search.chosen;
    std::sort(chosen.begin(), chosen.end());
    const std::vector<RunId> kept = all_but(p, chosen);
    std::optional<SumCheck> c = check(cores, kept, budget, why);
    if (!c) return std::nullopt;
    if (c->status == SolveStatus::Solved) {
      check_filling(p, *c, kept);
      why = {};
      return Correction{chosen, Solution{c->fill}, true};
    }
    if (c->core.empty()) {
      why = {false, "the givens alone clash: no change of clues can make the puzzle solvable"};
      return std::nullopt;
    }
    add(shrunk(cores, c->core, budget, why));
    if (spent(budget, why)) return std::nullopt;
  }
}

std::optional<Solution> other_correction_filling(const Puzzle& p, SumCoreSolver& cores,
                                                 const std::vector<RunId>& runs, const Solution& avoid,
                                                 const Budget& budget, Shortfall& why) {
  if (spent(budget, why)) return std::nullopt;
  const std::vector<VarId> cells = detail::cells_of(p, runs);
  const std::vector<RunId> enforced = all_but(p, runs);
  std::optional<SumCheck> asked =
      cores.check_avoiding(enforced, avoid, cells, limits_of(budget), stop_flag(budget));
  if (!asked) {
    why = {false, "the sum-core solver cannot ask for another filling"};
    return std::nullopt;
  }
  const std::optional<SumCheck> c = answer(std::move(*asked), why);
  if (!c) return std::nullopt;
  if (c->status != SolveStatus::Solved) {
    why = {false, "no other filling keeps the same sums"};
    return std::nullopt;
  }
  check_filling(p, *c, enforced);
  if (std::all_of(cells.begin(), cells.end(),
                  [&](VarId v) { return c->fill[std::size_t(v)] == avoid.digits[std::size_t(v)]; }))
    throw std::logic_error("the sum-core solver returned the filling it was to avoid");
  why = {};
  return Solution{c->fill};
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
