// The hint use case (kakuro hint, the Python module's hint()): the one solution a hint leads
// to, and the next step from a state's right digits towards it, with the state's wrong
// digits. Its JSON line is views/hint.hpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kakuro/explain/explain.hpp"
#include "kakuro/solve.hpp"
#include "views/wrong_digits.hpp"

namespace kakuro::app {

struct Hint {
  std::optional<Solution> state;         ///< --state, read
  std::vector<views::WrongDigit> wrong;  ///< the state's digits that differ from the solution
  explain::Candidates before;            ///< the candidates the step starts from
  std::optional<explain::Step> step;     ///< none: solved, or stuck
  bool solved = true;                    ///< every cell down to one candidate
};

/// The one solution a hint leads to, proved unique by the default backend, so that a hint
/// need not explain the whole puzzle first. Nothing when the proof does not give one (no
/// solution, several, a limit) or when `run` limits what explain may do (--max-steps, a
/// --max-depth below the default, a technique turned off): then only explaining the
/// puzzle gives explain's verdict, and the caller does that.
std::optional<Solution> proved_solution(const Puzzle& p, const explain::ExplainOptions& run,
                                        CancelToken* cancel);

/// The next step from `h.state` (or the givens) towards `solution`: the state's right
/// digits placed, then bookkeeping (a placed digit leaving its runs) applied silently,
/// since the hint is the first step that needs a thought.
void next_hint(const Puzzle& p, const Solution& solution, const explain::ExplainOptions& run, Hint& h);

/// "hint", "wrong-digit" (the state has a wrong digit), "solved" or "stuck".
std::string hint_status(const Hint& h);

}  // namespace kakuro::app
