#include "shown_solution.hpp"

#include "kakuro/checker.hpp"

namespace kakuro::views {

ShownSolution shown_solution(const PuzzleRecord& rec, const BackendInfo& backend, const SolveRequest& base,
                             CancelToken& cancel) {
  const Puzzle& p = *rec.puzzle;
  SolveRequest req = base;
  req.max_solutions = 2;
  req.cancel = &cancel;
  const SolveReport rep = solve_with(p, backend, req);
  const bool stored = rec.solution && is_solution(p, *rec.solution);
  ShownSolution s;
  if (rep.outcome == Outcome::Solved && rep.unique == true) {
    s.solution = rep.solutions.front();
  } else if (rep.outcome == Outcome::Solved && rep.solutions.size() > 1) {
    s.solution = stored ? *rec.solution : rep.solutions.front();
    s.mark = "not unique";
    s.note = "not unique: two solutions differ in " +
             std::to_string(differing_cells(p, rep.solutions[0], rep.solutions[1]).size()) +
             " cells; the one shown is one of several";
    s.status = "not-unique";
  } else if (rep.outcome == Outcome::NoSolution) {
    s.note = "no solution: " + rep.reason;
    s.status = "no-solution";
  } else if (is_failure(rep.outcome)) {
    s.note = "no solution to show: " + rep.reason;
    s.status = to_string(rep.outcome);
  } else {  // a limit: before any solution, or before the second search ended
    if (stored || rep.outcome == Outcome::Solved) {
      s.solution = stored ? *rec.solution : rep.solutions.front();
      s.mark = "uniqueness not proved";
      s.note = "uniqueness not proved within the limits: " + rep.reason;
    } else {
      s.note = "not solved within the limits: " + rep.reason;
    }
    s.status = "timeout";
  }
  return s;
}

}  // namespace kakuro::views
