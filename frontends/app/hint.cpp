#include "hint.hpp"

#include <algorithm>

#include "app/solve_request.hpp"
#include "kakuro/backends.hpp"

namespace kakuro::app {

std::optional<Solution> proved_solution(const Puzzle& p, const explain::ExplainOptions& run,
                                        CancelToken* cancel) {
  const bool limited = run.max_steps != 0 || run.max_depth < explain::ExplainOptions{}.max_depth ||
                       std::find(run.disabled.begin(), run.disabled.end(), true) != run.disabled.end();
  const BackendInfo* prover = registered_backends().find(default_backend());
  if (limited || !prover || !prover->available) return std::nullopt;
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = run.timeout_s;
  req.cancel = cancel;
  SolveReport r = solve_with(p, *prover, req);
  if (is_failure(r.outcome)) throw SolverFailure("the " + prover->name + " backend failed: " + r.reason);
  if (r.outcome != Outcome::Solved || r.unique != true) return std::nullopt;
  return std::move(r.solutions.front());
}

void next_hint(const Puzzle& p, const Solution& solution, const explain::ExplainOptions& run, Hint& h) {
  explain::Candidates cand = explain::initial_candidates(p);
  if (h.state) {
    h.wrong = views::wrong_digits(p, *h.state, solution);
    for (VarId v = 0; v < p.num_vars(); ++v) {
      const Digit d = h.state->digits[std::size_t(v)];
      if (d != 0 && d == solution.digits[std::size_t(v)]) cand[std::size_t(v)] = DigitSet::single(d);
    }
  }
  h.before = cand;
  for (int guard = 0; guard < 100000; ++guard) {
    h.before = cand;
    h.step = explain::next_step(p, cand, run);
    if (!h.step || h.step->technique != explain::Technique::DistinctDigits) break;
    h.step->place = explain::apply(*h.step, cand);
  }
  for (DigitSet d : cand) h.solved = h.solved && d.is_single();
}

std::string hint_status(const Hint& h) {
  if (!h.wrong.empty()) return "wrong-digit";
  if (!h.step) return h.solved ? "solved" : "stuck";
  return "hint";
}

}  // namespace kakuro::app
