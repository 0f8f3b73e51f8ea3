#include "explanation_check.hpp"

#include <algorithm>

#include "kakuro/checker.hpp"

namespace kakuro::test {

using explain::Candidates;
using explain::ExplainStatus;

namespace {

std::string status_name(ExplainStatus s) {
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
  return "status " + std::to_string(static_cast<int>(s));
}

std::string first_violation(const Puzzle& p, const Solution& s) {
  const std::vector<Violation> v = check_solution(p, s);
  return v.empty() ? "" : v.front().message;
}

std::string check_solved(const Puzzle& p, const explain::Explanation& e, const Candidates& cand) {
  if (!e.solution) return "solved without a solution";
  Solution mine;
  for (VarId v = 0; v < p.num_vars(); ++v) {
    if (!cand[std::size_t(v)].is_single())
      return "solved, but " + p.where(p.cell_of(v)) + " has " + std::to_string(cand[std::size_t(v)].size()) +
             " candidates";
    mine.digits.push_back(static_cast<Digit>(cand[std::size_t(v)].min()));
  }
  if (mine != *e.solution) return "the solution is not the digits the steps leave";
  if (std::string m = first_violation(p, mine); !m.empty()) return "the solution fails the checker: " + m;
  return "";
}

std::string check_not_unique(const Puzzle& p, const explain::Explanation& e, const Candidates& cand) {
  if (e.witnesses.size() < 2) return "not unique with " + std::to_string(e.witnesses.size()) + " witnesses";
  if (e.witnesses[0] == e.witnesses[1]) return "not unique, but the two witnesses are the same";
  for (std::size_t i = 0; i < 2; ++i) {
    const Solution& w = e.witnesses[i];
    if (std::string m = first_violation(p, w); !m.empty())
      return "witness " + std::to_string(i) + " fails the checker: " + m;
    // The steps are sound, so they never remove a digit of a solution.
    for (VarId v = 0; v < p.num_vars(); ++v)
      if (!cand[std::size_t(v)].contains(w.digits[std::size_t(v)]))
        return "witness " + std::to_string(i) + " has " + std::to_string(int(w.digits[std::size_t(v)])) +
               " at " + p.where(p.cell_of(v)) + ", which the steps eliminated";
  }
  return "";
}

std::string check_open_cells(const Puzzle& p, const explain::Explanation& e, const Candidates& cand) {
  std::vector<VarId> open;
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (cand[std::size_t(v)].size() > 1) open.push_back(v);
  std::vector<VarId> got = e.open_cells;
  std::sort(got.begin(), got.end());
  if (got != open)
    return "open_cells lists " + std::to_string(got.size()) + " cells, but " + std::to_string(open.size()) +
           " have several candidates";
  return "";
}

}  // namespace

std::string check_explanation(const Puzzle& p, const explain::Explanation& e, const CheckLimits& limits,
                              CheckStats* stats) {
  if (e.start.size() != std::size_t(p.num_vars())) return "start candidates of the wrong size";
  Candidates cand = e.start;
  for (std::size_t i = 0; i < e.steps.size(); ++i) {
    if (std::string m = check_step(p, cand, e.steps[i], limits, stats); !m.empty())
      return "step " + std::to_string(i) + ": " + m;
    apply_eliminations(e.steps[i], cand);
  }
  if (cand != e.candidates) return "the steps replayed do not give the explanation's candidates";
  const std::string status = status_name(e.status) + ": ";
  std::string m;
  switch (e.status) {
    case ExplainStatus::Solved:
      m = check_solved(p, e, cand);
      break;
    case ExplainStatus::NoSolution:
      m = check_conflict(p, cand, e.conflict, limits, stats);
      break;
    case ExplainStatus::NotUnique:
      m = check_not_unique(p, e, cand);
      if (m.empty()) m = check_open_cells(p, e, cand);
      break;
    case ExplainStatus::Stuck:
      m = check_open_cells(p, e, cand);
      break;
    case ExplainStatus::Timeout:
      break;
  }
  return m.empty() ? "" : status + m;
}

}  // namespace kakuro::test
