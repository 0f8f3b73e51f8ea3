// repair(): the status proof, then per status the pieces (repair_conflict.cpp,
// repair_clues.cpp, repair_givens.cpp), each with a share of the time left.
#include "kakuro/create/repair.hpp"

#include <chrono>

#include "kakuro/deadline.hpp"
#include "repair_detail.hpp"

namespace kakuro::create {

namespace {

using detail::Proof;

// The time left split between the pieces that follow the status proof.
constexpr double kClueShare = 0.6;        // not unique: clue changes, then givens get the rest
constexpr double kConflictShare = 0.4;    // no solution: the conflict, then clue changes
constexpr double kCorrectionShare = 0.5;  // of what the conflict left: the fewest runs to free
constexpr int kOtherFillings = 2;         // fillings of the correction set tried after the first

void note(RepairResult& out, const std::string& what, const Shortfall& why) {
  out.notes.push_back(what + ": " + why.reason);
  out.limit = out.limit || why.limit;
}

void not_unique(const Puzzle& p, const BackendInfo& prover, const RepairOptions& opts, const Budget& budget,
                RepairResult& out) {
  if (opts.want_clues) {
    Shortfall why;
    out.by_clues = clue_changes_for_uniqueness(p, out.solutions[0], prover, opts.max_changes,
                                               opts.want_givens ? budget.share(kClueShare) : budget, why,
                                               &out.clue_changes_at_least);
    if (out.by_clues)
      out.clue_changes = clue_changes_between(p, out.by_clues->puzzle);
    else
      note(out, "no clue changes", why);
    if (out.clue_changes_at_least > 2)
      out.notes.push_back("no two clue changes make it unique (every one proved)");
  }
  if (opts.want_givens) {
    Shortfall why;
    out.by_givens = givens_for_uniqueness(p, out.solutions[0], prover, budget, why);
    if (out.by_givens)
      out.givens = givens_between(p, out.by_givens->puzzle);
    else
      note(out, "no givens", why);
  }
}

void no_solution(const Puzzle& p, const BackendInfo& prover, const BackendInfo* cores,
                 const RepairOptions& opts, const Budget& budget, std::chrono::steady_clock::time_point start,
                 RepairResult& out) {
  const auto timed = [&] {
    out.correction_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  if (!cores || !cores->available || !cores->sum_cores) {
    const std::string which = opts.cores_wanted.empty() ? "" : " (" + opts.cores_wanted + ")";
    out.notes.push_back("no conflict and no clue changes: they need a backend that can leave run sums out" +
                        which + ", and none is built in");
    return;
  }
  std::unique_ptr<SumCoreSolver> solver = cores->sum_cores(p, opts.solver);
  Shortfall why;
  out.conflict = minimal_conflict(p, *solver, budget.share(kConflictShare), why);
  if (!out.conflict)
    note(out, "no conflict", why);
  else if (!out.conflict->minimal)
    note(out, "the conflict is not shown minimal", why);
  if (!opts.want_clues) return timed();
  if (out.conflict && out.conflict->runs.empty()) {
    out.notes.push_back("no clue changes: changing clues cannot undo a clash of givens");
    return timed();
  }
  std::vector<std::vector<RunId>> known;
  if (out.conflict) known.push_back(out.conflict->runs);
  out.correction = fewest_correction(p, *solver, known, budget.share(kCorrectionShare), why);
  if (!out.correction) {
    note(out, "the fewest clue changes for a solution were not found", why);
    const std::vector<RunId> prefer = out.conflict ? out.conflict->runs : std::vector<RunId>{};
    std::optional<Solution> filling = correction_filling(p, *solver, prefer, budget, why);
    timed();
    if (!filling) return note(out, "no clue changes", why);
    out.correction = Correction{broken_runs(p, *filling), *filling, false};
  }
  timed();
  out.by_clues = clue_changes_for_uniqueness(p, out.correction->fill, prover, opts.max_changes, budget, why);
  // No clue changes from that filling (and no limit): other fillings of the same correction
  // set, which give the changed runs other digits and often other sums.
  Solution tried = out.correction->fill;
  for (int i = 0; !out.by_clues && !why.limit && i < kOtherFillings; ++i) {
    Shortfall other_why;
    std::optional<Solution> other =
        other_correction_filling(p, *solver, out.correction->runs, tried, budget, other_why);
    if (!other) break;
    tried = *other;
    out.by_clues = clue_changes_for_uniqueness(p, tried, prover, opts.max_changes, budget, why);
    if (out.by_clues) out.correction->fill = tried;
  }
  if (out.by_clues)
    out.clue_changes = clue_changes_between(p, out.by_clues->puzzle);
  else
    note(out, "no clue changes", why);
}

}  // namespace

std::string to_string(RepairStatus s) {
  switch (s) {
    case RepairStatus::Unique:
      return "unique";
    case RepairStatus::NotUnique:
      return "not-unique";
    case RepairStatus::NoSolution:
      return "no-solution";
    case RepairStatus::Limit:
      return "timeout";
  }
  return "?";
}

RepairResult repair(const Puzzle& p, const BackendInfo& prover, const BackendInfo* cores,
                    const RepairOptions& opts) {
  const auto start = std::chrono::steady_clock::now();
  Budget budget;
  budget.deadline = deadline_after(opts.timeout_s);
  budget.cancel = opts.cancel;
  budget.solver = opts.solver;
  budget.limits = opts.limits;
  RepairResult out;
  Proof proof = detail::prove(p, prover, budget);
  out.solutions = proof.solutions;
  out.reason = proof.reason;
  switch (proof.verdict) {
    case Proof::Verdict::Limit:
      out.status = RepairStatus::Limit;
      out.limit = true;
      return out;
    case Proof::Verdict::Unique:
      out.status = RepairStatus::Unique;
      return out;
    case Proof::Verdict::Multiple:
      out.status = RepairStatus::NotUnique;
      out.reason.clear();
      not_unique(p, prover, opts, budget, out);
      return out;
    case Proof::Verdict::None:
      out.status = RepairStatus::NoSolution;
      no_solution(p, prover, cores, opts, budget, start, out);
      return out;
  }
  return out;
}

}  // namespace kakuro::create
