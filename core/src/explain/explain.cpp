// explain(): the technique loop to the end, contradictions only when it is stuck, and the
// engine's own search to tell a puzzle with several solutions from one that needs a
// deeper contradiction.
#include "kakuro/explain/explain.hpp"

#include <algorithm>

#include "engine.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/deadline.hpp"
#include "kakuro/explain/describe.hpp"

namespace kakuro::explain {

std::string to_string(ExplainStatus s) {
  switch (s) {
    case ExplainStatus::Solved:
      return "solved";
    case ExplainStatus::Stuck:
      return "stuck";
    case ExplainStatus::NoSolution:
      return "no-solution";
    case ExplainStatus::NotUnique:
      return "not-unique";
    case ExplainStatus::Timeout:
      return "timeout";
  }
  return "?";
}

namespace {

// Nodes of the engine's own search: a base, and more for larger puzzles (a loose puzzle of
// over a thousand open cells needs a few hundred thousand).
std::uint64_t search_budget(const Puzzle& p) { return 50000 + 200 * std::uint64_t(p.num_vars()); }

detail::Limits limits_of(const ExplainOptions& o) {
  detail::Limits l;
  if (const auto deadline = deadline_after(o.timeout_s)) l.deadline = *deadline;
  l.cancel = o.cancel;
  l.disabled = &o.disabled;
  return l;
}

void finish(const Puzzle& p, const detail::Engine& eng, Explanation& ex) {
  ex.candidates = eng.candidates();
  for (const Step& s : ex.steps) ++ex.counts[std::size_t(s.technique)];
  if (ex.status == ExplainStatus::Solved) ex.rating = rate(ex.steps);
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (ex.candidates[std::size_t(v)].size() > 1) ex.open_cells.push_back(v);
}

}  // namespace

Explanation explain(const Puzzle& p, const ExplainOptions& opts) {
  return explain_from(p, initial_candidates(p), opts);
}

Explanation explain_from(const Puzzle& p, const Candidates& start, const ExplainOptions& opts) {
  const auto t0 = std::chrono::steady_clock::now();
  Explanation ex;
  ex.start = start;
  const detail::Limits limits = limits_of(opts);
  detail::Engine eng(p, start, limits, 0);
  std::optional<std::vector<Digit>> known;  // the one solution, once the search found it
  bool searched = false;
  std::uint64_t left = opts.max_steps;
  for (;;) {
    if (opts.max_steps && left == 0 && !eng.solved() && !eng.in_conflict()) {
      ex.status = ExplainStatus::Timeout;
      ex.reason = "step limit reached";
      break;
    }
    const std::size_t before = ex.steps.size();
    const auto end = eng.run(ex.steps, opts.max_steps ? left : 0);
    if (opts.max_steps) left -= std::min<std::uint64_t>(left, ex.steps.size() - before);
    if (end == detail::Engine::End::Solved) {
      Solution s;
      for (DigitSet d : eng.candidates()) s.digits.push_back(static_cast<Digit>(d.min()));
      ex.status = ExplainStatus::Solved;
      ex.reason = is_solution(p, s) ? "solved" : "the digits left fail the checker";
      if (is_solution(p, s))
        ex.solution = std::move(s);
      else
        ex.status = ExplainStatus::Stuck;
      break;
    }
    if (end == detail::Engine::End::Conflict) {
      ex.status = ExplainStatus::NoSolution;
      ex.conflict = eng.conflict();
      ex.reason = ex.conflict.run >= 0
                      ? "the " + run_name(p, ex.conflict.run) + " has no digit set left"
                      : "cell " + p.where(p.cell_of(ex.conflict.cell)) + " has no candidate left";
      break;
    }
    if (end == detail::Engine::End::Limit) {
      ex.status = ExplainStatus::Timeout;
      ex.reason = "time limit reached";
      break;
    }
    if (opts.max_steps && left == 0) continue;  // the step limit, checked above
    // Stuck without contradictions: search once for two solutions.
    if (!searched) {
      searched = true;
      auto sols = detail::find_solutions(p, eng.candidates(), 2, search_budget(p), limits);
      if (sols && sols->size() >= 2) {
        ex.status = ExplainStatus::NotUnique;
        ex.reason = "nothing more follows without guessing, and the puzzle has several solutions";
        for (auto& d : *sols) ex.witnesses.push_back(Solution{d});
        break;
      }
      if (sols && sols->size() == 1) {
        known = std::move(sols->front());
        eng.set_guide({&*known});
      }
    }
    std::optional<Step> st;
    // Nested contradictions only with a known solution to aim them: without one (the
    // search did not settle the puzzle) one level is tried, then the engine stops.
    const int max_depth = known ? opts.max_depth : std::min(opts.max_depth, 1);
    for (int depth = 1; depth <= max_depth && !st && !limits.reached(); ++depth) {
      eng.set_depth(depth);
      st = eng.step();
    }
    eng.set_depth(0);
    if (!st) {
      ex.status = limits.reached() ? ExplainStatus::Timeout : ExplainStatus::Stuck;
      ex.reason = limits.reached() ? "time limit reached"
                  : known          ? "nothing more follows within the contradiction depth"
                                   : "nothing more follows, and the engine's own search could not tell "
                                     "one solution from several within its budget";
      break;
    }
    ex.steps.push_back(std::move(*st));
    if (opts.max_steps) --left;
  }
  finish(p, eng, ex);
  ex.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return ex;
}

std::optional<Step> next_step(const Puzzle& p, const Candidates& cand, const ExplainOptions& opts) {
  ExplainOptions o = opts;
  o.max_steps = 1;
  Explanation ex = explain_from(p, cand, o);
  if (ex.steps.empty()) return std::nullopt;
  return std::move(ex.steps.front());
}

}  // namespace kakuro::explain
