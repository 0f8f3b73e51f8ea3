// Clue changes that make a puzzle unique, the layout kept. The clues are always those of a
// filling F (a solution, or the filling of a correction set); a move (repair_moves.hpp)
// writes other digits into one cell of F, or two cells of a run, and so changes the sums
// of the runs crossing them. The steps:
//  1. every move at or beside the cells where F and its closest rival (among a few
//     solutions) differ, fewest changed clues first, each proved: the first unique one
//     wins; then the same from each of the other solutions found in place of F. Changing
//     one clue alone upsets the across = down total, so from a solution two changes are the
//     least possible, and this step finds two whenever such a move does;
//  2. from a solution, every other puzzle with two clues changed, proved
//     (repair_two_changes.cpp): the two runs may share no cell, which no move reaches; when
//     none is unique, two changes are shown not to be enough. (Not from a solution: any other one-cell move
//     from the fillings known, up to kWideMoves.)
//  3. otherwise givens from F that make the puzzle unique (givens_for_uniqueness), then each
//     given replaced by one or two moves near the ambiguity it settled, such that the puzzle
//     with the remaining givens stays unique (proved each time);
//  4. where a given could not be replaced, rounds of moves from the filling reached (ended
//     early when a few rounds in a row give no move that leaves fewer than kCountCap
//     solutions: repair then starts again from another filling of its correction set);
//  5. moves that change fewer clues while the puzzle stays unique.
// Every filling accepted was proved unique, and the proof's solution is checked to be it.
#include <algorithm>
#include <cstdlib>
#include <set>
#include <stdexcept>

#include "kakuro/checker.hpp"
#include "repair_detail.hpp"
#include "repair_moves.hpp"

namespace kakuro::create {

namespace {

using detail::kCountCap;
using detail::limited;
using detail::Move;
using detail::Proof;

constexpr std::uint64_t kRivals = 8;      // solutions looked at for the closest rival
constexpr std::size_t kBranch = 24;       // moves tried at each level when replacing a given
constexpr int kDepth = 2;                 // the most moves that replace one given
constexpr std::size_t kWideMoves = 1000;  // moves anywhere tried in step 1 without a solution
constexpr std::size_t kCounted = 16;      // moves counted per round when none settles
constexpr int kStalledRounds = 4;         // rounds in a row at the count's cap that end it

// The cells where `fill` and the solution of `proof` closest to it differ (the fewest).
std::vector<VarId> closest_diff(const Proof& proof, const Solution& fill) {
  std::vector<VarId> diff;
  for (const Solution& s : proof.solutions)
    if (auto d = detail::differing_vars(fill, s); !d.empty() && (diff.empty() || d.size() < diff.size()))
      diff = std::move(d);
  return diff;
}

// Whether a proof of the puzzle `fill` gives shows it unique. `fill` is a solution of that
// puzzle by construction, so a unique one must be it: anything else is a bug.
bool proved_unique(const Proof& proof, const Solution& fill, const std::string& prover) {
  if (proof.verdict != Proof::Verdict::Unique) return false;
  if (proof.solutions.front() != fill)
    throw std::logic_error("clue changes: " + prover + " proved a puzzle unique with another solution");
  return true;
}

// A solution of a proof other than `fill`.
const Solution& other(const Proof& proof, const Solution& fill) {
  return proof.solutions[0] == fill ? proof.solutions[1] : proof.solutions[0];
}

class ClueSearch {
 public:
  ClueSearch(const Puzzle& p, const BackendInfo& prover, int max_changes, const Budget& budget)
      : p_(p), prover_(prover), max_changes_(max_changes), budget_(budget), moves_(p, max_changes) {}

  std::optional<Proposal> run(const Solution& start, Shortfall& why);
  /// The fewest clue changes run() showed to be needed (0: none shown).
  int at_least() const { return at_least_; }

 private:
  int cost(const Solution& fill) const { return moves_.cost(fill); }

  Puzzle puzzle_of(const Solution& fill) const { return detail::with_sums_of(p_, fill); }

  // The proof of the puzzle `fill` gives, with `givens` (per VarId, 0 = none) added.
  Proof prove(const Solution& fill, const std::vector<Digit>& givens, std::uint64_t max_solutions = 2) const {
    const Puzzle q = puzzle_of(fill);
    return detail::prove(givens.empty() ? q : with_givens(q, givens), prover_, budget_, max_solutions);
  }

  std::vector<Move> moves(const Solution& fill, const std::vector<VarId>& focus,
                          const std::vector<Digit>& fixed) const {
    return moves_.singles(fill, focus, fixed);
  }
  /// The givens left that no move replaced (`fill` moved on), -1 on a limit.
  int replace_givens(Solution& fill, std::vector<Digit> givens, Shortfall& why) const;
  bool settle(Solution& fill, Shortfall& why) const;
  std::optional<Move> fewest_solutions(const std::vector<Move>& open, Shortfall& why,
                                       std::size_t& left) const;
  std::optional<Solution> replace_one(const Solution& fill, const std::vector<Digit>& rest, int depth,
                                      Shortfall& why) const;
  Proposal improve(Solution fill, Shortfall& why) const;

  const Puzzle& p_;
  const BackendInfo& prover_;
  int max_changes_;
  Budget budget_;
  detail::Moves moves_;
  int at_least_ = 0;
};

std::optional<Proposal> ClueSearch::run(const Solution& start, Shortfall& why) {
  if (cost(start) > max_changes_) {
    why = {false, "the filling to start from changes more than " + std::to_string(max_changes_) + " clues"};
    return std::nullopt;
  }
  if (!is_solution(puzzle_of(start), start))
    throw std::logic_error("clue changes: the start is not a filling");
  Proof proof = prove(start, {}, kRivals);
  if (limited(proof, why)) return std::nullopt;
  if (proved_unique(proof, start, prover_.name)) return improve(start, why);
  if (cost(start) == 0) at_least_ = 2;  // one change alone breaks the across = down total
  // Step 1: single moves near the closest rival, from each solution found in turn (they
  // share the start's sums, so every such move changes as many clues).
  std::vector<Solution> known{start};
  for (const Solution& s : proof.solutions)
    if (s != start) known.push_back(s);
  std::set<std::string> tried;
  std::set<std::vector<int>> tried_sums;  // the puzzles with two changes proved not unique
  for (const Solution& base : known) {
    Proof others;
    for (const Solution& s : known)
      if (s != base) others.solutions.push_back(s);
    const std::vector<VarId> diff = closest_diff(others, base);
    std::vector<Move> near = moves(base, diff, {});
    for (Move& m : moves_.pairs(base, diff, {})) near.push_back(std::move(m));
    detail::Moves::order(near);
    for (const Move& m : near) {
      if (!tried.insert(std::string(m.fill.digits.begin(), m.fill.digits.end())).second) continue;
      tried_sums.insert(run_sums(p_, m.fill));
      Proof mp = prove(m.fill, {});
      if (limited(mp, why)) return std::nullopt;
      if (proved_unique(mp, m.fill, prover_.name)) return improve(m.fill, why);
    }
  }
  if (cost(start) != 0) {
    // Not from a solution (no solution to repair): every other one-cell move from the
    // fillings known, up to kWideMoves in all.
    std::vector<VarId> every(std::size_t(p_.num_vars()));
    for (VarId v = 0; v < p_.num_vars(); ++v) every[std::size_t(v)] = v;
    std::size_t wide = 0;
    for (const Solution& base : known)
      for (const Move& m : moves(base, every, {})) {
        if (!tried.insert(std::string(m.fill.digits.begin(), m.fill.digits.end())).second) continue;
        if (++wide > kWideMoves) break;
        Proof mp = prove(m.fill, {});
        if (limited(mp, why)) return std::nullopt;
        if (proved_unique(mp, m.fill, prover_.name)) return improve(m.fill, why);
      }
  } else {
    // Step 2: from a solution, every other puzzle with two clues changed (a one-cell move
    // anywhere is one of them).
    const detail::TwoChanges two =
        detail::two_clue_changes(p_, prover_, budget_, max_changes_, closest_diff(proof, start),
                                 proof.solutions, start, tried_sums, why);
    if (two.found) return improve(*two.found, why);
    if (why.limit) return std::nullopt;
    if (two.complete && max_changes_ >= 2) at_least_ = 3;
  }
  // Step 3: givens, each replaced by a move.
  std::optional<Proposal> pinned = givens_for_uniqueness(puzzle_of(start), start, prover_, budget_, why);
  if (!pinned) return std::nullopt;
  std::vector<Digit> givens(std::size_t(p_.num_vars()), 0);
  for (const AddedGiven& g : givens_between(puzzle_of(start), pinned->puzzle))
    givens[std::size_t(g.var)] = g.digit;
  Solution fill = start;
  const int left = replace_givens(fill, std::move(givens), why);
  if (left < 0) return std::nullopt;
  // Step 4: where no move replaced a given, rounds of moves from the filling reached.
  if (left > 0 && !settle(fill, why)) {
    if (!why.limit)
      why.reason +=
          " (" + std::to_string(left) + " of the pinning givens could not be replaced by clue changes)";
    return std::nullopt;
  }
  return improve(fill, why);
}

// Rounds of moves: each round works on the cells where the filling and its closest rival
// differ; every move there is proved, the first unique one ends the search; else the first
// that settles them (the changed puzzle's two solutions differ elsewhere), or failing that
// the one leaving the fewest solutions (counted up to a cap), starts the next round. Moves
// that undo a change are left out. True with `fill` unique, else `why` says why not.
bool ClueSearch::settle(Solution& fill, Shortfall& why) const {
  const auto key = [](const Solution& s) { return std::string(s.digits.begin(), s.digits.end()); };
  std::set<std::string> seen{key(fill)};
  int stalled = 0;  // rounds in a row whose best move left kCountCap solutions or more
  for (int round = 0; round <= max_changes_; ++round) {
    Proof proof = prove(fill, {}, kRivals);
    if (limited(proof, why)) return false;
    if (proved_unique(proof, fill, prover_.name)) return true;
    const std::vector<VarId> diff = closest_diff(proof, fill);
    const int now = cost(fill);
    std::optional<Move> settled;
    std::vector<Move> open;
    for (const Move& m : moves(fill, diff, {})) {
      if (m.cost < now || seen.count(key(m.fill))) continue;
      if (settled && m.cost > settled->cost) break;
      Proof mp = prove(m.fill, {});
      if (limited(mp, why)) return false;
      if (proved_unique(mp, m.fill, prover_.name)) {
        fill = m.fill;
        return true;
      }
      if (mp.verdict != Proof::Verdict::Multiple || settled) continue;
      const std::vector<VarId> now_diff = detail::differing_vars(m.fill, other(mp, m.fill));
      if (std::none_of(now_diff.begin(), now_diff.end(),
                       [&](VarId v) { return std::binary_search(diff.begin(), diff.end(), v); }))
        settled = m;
      else if (open.size() < kCounted)
        open.push_back(m);
    }
    if (!settled) {
      std::size_t left = 0;
      settled = fewest_solutions(open, why, left);
      // Every move counted leaves the cap or more: no sign of which way is better. A few
      // such rounds in a row end the search (repair then tries another filling).
      stalled = settled && left >= kCountCap ? stalled + 1 : 0;
      if (stalled >= kStalledRounds) {
        why = {false, "no clue changes found: " + std::to_string(stalled) + " rounds of moves each left " +
                          std::to_string(kCountCap) + " solutions or more"};
        return false;
      }
    }
    if (!settled) break;
    fill = settled->fill;
    seen.insert(key(fill));
  }
  if (!why.limit)
    why = {false, "no clue changes found within " + std::to_string(max_changes_) + " changed clues"};
  return false;
}

// The move leaving the fewest solutions (counted up to a cap: `left`), then the fewest changes.
std::optional<Move> ClueSearch::fewest_solutions(const std::vector<Move>& open, Shortfall& why,
                                                 std::size_t& left) const {
  std::optional<Move> best;
  std::size_t best_count = 0;
  for (const Move& m : open) {
    Proof counted = prove(m.fill, {}, kCountCap);
    if (limited(counted, why)) return std::nullopt;
    const std::size_t n = counted.solutions.size();
    if (!best || n < best_count || (n == best_count && m.cost < best->cost)) {
      best_count = n;
      best = m;
    }
  }
  left = best_count;
  return best;
}

// Replaces the givens one by one with moves beside them, the puzzle with the givens left
// unique after each (proved); passes over the givens again while one more can be replaced.
int ClueSearch::replace_givens(Solution& fill, std::vector<Digit> givens, Shortfall& why) const {
  for (bool progress = true; progress;) {
    progress = false;
    for (VarId g = 0; g < p_.num_vars(); ++g) {
      if (givens[std::size_t(g)] == 0) continue;
      std::vector<Digit> rest = givens;
      rest[std::size_t(g)] = 0;
      std::optional<Solution> next = replace_one(fill, rest, kDepth, why);  // `fill` when not needed
      if (why.limit) return -1;
      if (!next) continue;
      fill = std::move(*next);
      givens = std::move(rest);
      progress = true;
    }
  }
  return int(std::count_if(givens.begin(), givens.end(), [](Digit d) { return d != 0; }));
}

// A filling, a few moves from `fill`, that leaves the puzzle with the givens `rest` unique:
// a depth-first search, each level trying the first kBranch moves at or beside the cells
// where the filling and its closest rival differ (the ambiguity the given settled), up to
// kDepth moves deep.
std::optional<Solution> ClueSearch::replace_one(const Solution& fill, const std::vector<Digit>& rest,
                                                int depth, Shortfall& why) const {
  Proof proof = prove(fill, rest, kRivals);
  if (limited(proof, why)) return std::nullopt;
  if (proved_unique(proof, fill, prover_.name)) return fill;
  if (depth == 0 || proof.verdict != Proof::Verdict::Multiple) return std::nullopt;
  // Moves that undo a change would undo what settled another given: left out.
  const int now = cost(fill);
  const std::vector<VarId> diff = closest_diff(proof, fill);
  std::vector<Move> next = moves(fill, diff, rest);
  for (Move& m : moves_.pairs(fill, diff, rest)) next.push_back(std::move(m));
  detail::Moves::order(next);
  next.erase(std::remove_if(next.begin(), next.end(), [now](const Move& m) { return m.cost < now; }),
             next.end());
  std::stable_partition(next.begin(), next.end(), [](const Move& m) { return m.at_focus; });
  if (next.size() > kBranch) next.resize(kBranch);
  for (const Move& m : next)
    if (std::optional<Solution> found = replace_one(m.fill, rest, depth - 1, why); found || why.limit)
      return found;
  return std::nullopt;
}

// From a filling proved unique: moves (of one cell or two) that change fewer clues while
// the puzzle stays unique (each proved), until there are none.
Proposal ClueSearch::improve(Solution fill, Shortfall& why) const {
  for (bool better = true; better;) {
    better = false;
    const int now = cost(fill);
    const std::vector<VarId> touched = detail::cells_of(p_, broken_runs(p_, fill));  // of the changed runs
    std::vector<Move> fewer = moves(fill, touched, {});
    for (Move& m : moves_.pairs(fill, touched, {})) fewer.push_back(std::move(m));
    detail::Moves::order(fewer);
    for (const Move& m : fewer) {
      if (m.cost >= now) break;  // sorted by cost
      Proof mp = prove(m.fill, {});
      if (mp.verdict == Proof::Verdict::Limit) break;  // keep what is proved
      if (!proved_unique(mp, m.fill, prover_.name)) continue;
      fill = m.fill;
      better = true;
      break;
    }
  }
  why = {};
  return Proposal{puzzle_of(fill), fill, prover_.name};
}

}  // namespace

std::optional<Proposal> clue_changes_for_uniqueness(const Puzzle& p, const Solution& start,
                                                    const BackendInfo& prover, int max_changes,
                                                    const Budget& budget, Shortfall& why, int* at_least) {
  ClueSearch search(p, prover, max_changes, budget);
  std::optional<Proposal> out = search.run(start, why);
  if (at_least) *at_least = search.at_least();
  return out;
}

}  // namespace kakuro::create
