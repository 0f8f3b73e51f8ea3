// The proofs of repair, and the small helpers over fillings shared by its pieces.
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "clues.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/solve.hpp"
#include "repair_detail.hpp"

namespace kakuro::create {

namespace {
using Clock = std::chrono::steady_clock;

// `raw` with changed clues, built; `what` names the caller in the message of a grid that
// does not build (a bug: the layout is a built puzzle's).
Puzzle rebuilt(const RawGrid& raw, const char* what) {
  Diagnostics diags;
  std::optional<Puzzle> out = build_puzzle(raw, diags);
  if (!out)
    throw std::logic_error(std::string(what) +
                           ": the changed clues do not build: " + diags.items().front().str());
  return std::move(*out);
}
}  // namespace

bool Budget::expired() const {
  return (cancel && cancel->cancelled()) || (deadline && Clock::now() >= *deadline);
}

double Budget::seconds_left() const {
  if (!deadline) return 0;
  return std::max(1e-3, std::chrono::duration<double>(*deadline - Clock::now()).count());
}

Budget Budget::share(double share) const {
  Budget b = *this;
  if (deadline) {
    const double left = std::chrono::duration<double>(*deadline - Clock::now()).count();
    b.deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(std::max(0.0, left * share)));
  }
  return b;
}

Puzzle with_sums(const Puzzle& p, const std::vector<int>& sums) {
  RawGrid raw = to_raw(p);
  for (RunId r = 0; r < p.num_runs(); ++r) {
    const Run& run = p.run(r);
    Cell& clue = raw.cells[std::size_t(run.clue)];
    (run.dir == Direction::Across ? clue.across : clue.down) = sums[std::size_t(r)];
  }
  return rebuilt(raw, "with_sums");
}

std::vector<int> run_sums(const Puzzle& p, const Solution& fill) {
  std::vector<int> sums;
  sums.reserve(std::size_t(p.num_runs()));
  for (const Run& run : p.runs()) {
    int s = 0;
    for (VarId v : run.vars) s += fill.digits[std::size_t(v)];
    sums.push_back(s);
  }
  return sums;
}

std::vector<RunId> broken_runs(const Puzzle& p, const Solution& fill) {
  const std::vector<int> sums = run_sums(p, fill);
  std::vector<RunId> out;
  for (RunId r = 0; r < p.num_runs(); ++r)
    if (sums[std::size_t(r)] != p.run(r).sum) out.push_back(r);
  return out;
}

std::vector<ClueChange> clue_changes_between(const Puzzle& from, const Puzzle& to) {
  std::vector<ClueChange> out;
  for (RunId r = 0; r < from.num_runs() && r < to.num_runs(); ++r)
    if (from.run(r).sum != to.run(r).sum) out.push_back({r, from.run(r).sum, to.run(r).sum});
  return out;
}

std::vector<AddedGiven> givens_between(const Puzzle& from, const Puzzle& to) {
  std::vector<AddedGiven> out;
  for (VarId v = 0; v < from.num_vars() && v < to.num_vars(); ++v)
    if (from.given(v) == 0 && to.given(v) != 0) out.push_back({v, to.given(v)});
  return out;
}

namespace detail {

Puzzle with_sums_of(const Puzzle& p, const Solution& fill) {
  RawGrid raw = to_raw(p);
  std::vector<int> digits(raw.cells.size(), 0);
  for (VarId v = 0; v < p.num_vars(); ++v) digits[std::size_t(p.cell_of(v))] = fill.digits[std::size_t(v)];
  set_clue_sums(raw, digits);
  return rebuilt(raw, "with_sums_of");
}

Proof prove(const Puzzle& p, const BackendInfo& prover, const Budget& budget, std::uint64_t max_solutions) {
  Proof out;
  if (budget.expired()) {
    out.reason = budget.cancel && budget.cancel->cancelled() ? "interrupted" : "time limit reached";
    return out;
  }
  SolveRequest req;
  req.max_solutions = std::max<std::uint64_t>(2, max_solutions);
  req.limits = budget.limits;
  req.limits.timeout_s = budget.seconds_left();
  req.options = budget.solver;
  req.cancel = budget.cancel;
  SolveReport rep = solve_with(p, prover, req);
  if (rep.outcome == Outcome::CheckFailed) throw std::logic_error(rep.reason);
  if (rep.outcome == Outcome::Failed) throw SolverFailure(rep.reason);
  out.solutions = std::move(rep.solutions);
  out.reason = rep.reason;
  if (out.solutions.size() >= 2)
    out.verdict = Proof::Verdict::Multiple;
  else if (rep.exhausted)
    out.verdict = out.solutions.empty() ? Proof::Verdict::None : Proof::Verdict::Unique;
  return out;
}

std::vector<VarId> differing_vars(const Solution& a, const Solution& b) {
  std::vector<VarId> out;
  for (std::size_t v = 0; v < a.digits.size() && v < b.digits.size(); ++v)
    if (a.digits[v] != b.digits[v]) out.push_back(VarId(v));
  return out;
}

bool digit_fits(const Puzzle& p, const Solution& fill, VarId v, Digit d) {
  for (RunId r : {p.across_run(v), p.down_run(v)})
    for (VarId w : p.run(r).vars)
      if (w != v && fill.digits[std::size_t(w)] == d) return false;
  return true;
}

std::vector<VarId> run_neighbours(const Puzzle& p, const std::vector<VarId>& vars) {
  std::vector<RunId> runs;
  for (VarId v : vars)
    for (RunId r : {p.across_run(v), p.down_run(v)}) runs.push_back(r);
  return cells_of(p, runs);
}

std::vector<VarId> cells_of(const Puzzle& p, const std::vector<RunId>& runs) {
  std::vector<char> seen(std::size_t(p.num_vars()), 0);
  for (RunId r : runs)
    for (VarId w : p.run(r).vars) seen[std::size_t(w)] = 1;
  std::vector<VarId> out;
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (seen[std::size_t(v)]) out.push_back(v);
  return out;
}

}  // namespace detail

}  // namespace kakuro::create
