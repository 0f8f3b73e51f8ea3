// Deliberately simple and independent of preprocessing and of every backend: it looks at
// the puzzle's runs and the proposed digits, nothing else.
#include "kakuro/checker.hpp"

#include <string>

namespace kakuro {

namespace {

std::string run_name(const Puzzle& p, const Run& run) {
  return std::string(run.dir == Direction::Across ? "across" : "down") + " run " + std::to_string(run.sum) +
         " at " + p.where(run.clue);
}

void check_cells(const Puzzle& p, const Solution& s, std::vector<Violation>& out) {
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const CellId id = p.cell_of(v);
    const int d = s.digits[std::size_t(v)];
    if (d == 0)
      out.push_back({Violation::Kind::EmptyCell, id, -1, "cell " + p.where(id) + " is empty"});
    else if (d > 9)
      out.push_back({Violation::Kind::DigitOutOfRange, id, -1,
                     "cell " + p.where(id) + " holds " + std::to_string(d) + ", not a digit 1-9"});
    else if (p.given(v) != 0 && p.given(v) != d)
      out.push_back({Violation::Kind::GivenChanged, id, -1,
                     "cell " + p.where(id) + " holds " + std::to_string(d) + " but the puzzle gives " +
                         std::to_string(p.given(v))});
  }
}

void check_runs(const Puzzle& p, const Solution& s, std::vector<Violation>& out) {
  for (RunId r = 0; r < p.num_runs(); ++r) {
    const Run& run = p.run(r);
    int sum = 0;
    bool complete = true;
    unsigned seen = 0;
    for (VarId v : run.vars) {
      const int d = s.digits[std::size_t(v)];
      if (d < 1 || d > 9) {
        complete = false;
        continue;
      }
      sum += d;
      if (seen & (1u << d)) {
        out.push_back(
            {Violation::Kind::RepeatedDigit, p.cell_of(v), r,
             run_name(p, run) + ": digit " + std::to_string(d) + " repeats at " + p.where(p.cell_of(v))});
      }
      seen |= 1u << d;
    }
    if (complete && sum != run.sum)
      out.push_back({Violation::Kind::WrongSum, run.clue, r,
                     run_name(p, run) + ": digits add up to " + std::to_string(sum) + ", not " +
                         std::to_string(run.sum)});
  }
}

// Whether the digits fill every cell with a digit, keep every given and make every run
// distinct digits adding up to its sum: the same tests as check_cells() and check_runs()
// with nothing to report, in loops that call nothing (the puzzle's arrays then stay in
// registers; a backend's every answer comes here, a tiny puzzle's twice a solve).
bool all_right(const Puzzle& p, const Solution& s) {
  const Digit* const digits = s.digits.data();
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const int d = digits[std::size_t(v)];
    if (d < 1 || d > 9 || (p.given(v) != 0 && p.given(v) != d)) return false;
  }
  for (const Run& run : p.runs()) {
    int sum = 0;
    unsigned seen = 0;
    for (VarId v : run.vars) {
      const int d = digits[std::size_t(v)];
      if (seen & (1u << d)) return false;
      seen |= 1u << d;
      sum += d;
    }
    if (sum != run.sum) return false;
  }
  return true;
}

}  // namespace

std::vector<Violation> check_solution(const Puzzle& p, const Solution& s) {
  std::vector<Violation> out;
  if (s.digits.size() != std::size_t(p.num_vars())) {
    out.push_back({Violation::Kind::WrongSize, -1, -1,
                   "solution has " + std::to_string(s.digits.size()) + " digits for " +
                       std::to_string(p.num_vars()) + " white cells"});
    return out;
  }
  if (all_right(p, s)) return out;  // the common case: a right answer, nothing to say
  check_cells(p, s, out);
  check_runs(p, s, out);
  return out;
}

}  // namespace kakuro
