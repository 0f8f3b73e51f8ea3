#include "wrong_digits.hpp"

#include <bit>

#include "explain_json.hpp"
#include "kakuro/explain/describe.hpp"

namespace kakuro::views {

namespace {

Digit at(const Solution& s, VarId v) { return s.digits[std::size_t(v)]; }

// Whether the empty cells of run `r` can take distinct digits, none of them the grid's
// digits in the run, that make up the run's sum with those digits.
bool sum_reachable(const Puzzle& p, const Solution& state, RunId r) {
  const Run& run = p.run(r);
  int placed = 0, empty = 0;
  unsigned used = 0;
  for (VarId v : run.vars) {
    const Digit d = at(state, v);
    if (d == 0) {
      ++empty;
    } else {
      if (d > 9) return true;  // said apart (not a digit): no claim about the sum
      placed += d;
      used |= 1u << d;
    }
  }
  for (unsigned m = 0; m < 1024; m += 2) {  // subsets of the digits 1..9 (bit d)
    if ((m & used) || std::popcount(m) != empty) continue;
    int sum = 0;
    for (int d = 1; d <= 9; ++d) sum += (m >> d & 1u) ? d : 0;
    if (placed + sum == run.sum) return true;
  }
  return false;
}

std::string where(const Puzzle& p, VarId v) { return p.where(p.cell_of(v)); }

// "2 at (1,1) and 5 at (1,3)": the grid's digits in run `r`.
std::string run_digits(const Puzzle& p, const Solution& state, RunId r) {
  std::vector<std::string> parts;
  for (VarId v : p.run(r).vars)
    if (at(state, v) != 0) parts.push_back(std::to_string(at(state, v)) + " at " + where(p, v));
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return out;
}

const char* why_name(WrongDigit::Why w) {
  switch (w) {
    case WrongDigit::Why::NotADigit:
      return "not-a-digit";
    case WrongDigit::Why::Duplicate:
      return "duplicate";
    case WrongDigit::Why::Sum:
      return "sum";
    case WrongDigit::Why::Solution:
      return "solution";
  }
  return "?";
}

}  // namespace

std::vector<WrongDigit> wrong_digits(const Puzzle& p, const Solution& state, const Solution& only) {
  std::vector<WrongDigit> out;
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const Digit d = at(state, v);
    if (d == 0 || d == at(only, v)) continue;
    WrongDigit w{v, d, WrongDigit::Why::Solution, -1, -1, at(only, v)};
    const RunId runs[] = {p.across_run(v), p.down_run(v)};
    if (d > 9) w.why = WrongDigit::Why::NotADigit;
    for (RunId r : runs) {
      if (r < 0 || w.why != WrongDigit::Why::Solution) continue;
      for (VarId o : p.run(r).vars)
        if (o != v && at(state, o) == d) {
          w.why = WrongDigit::Why::Duplicate, w.run = r, w.other = o;
          break;
        }
    }
    for (RunId r : runs)
      if (r >= 0 && w.why == WrongDigit::Why::Solution && !sum_reachable(p, state, r))
        w.why = WrongDigit::Why::Sum, w.run = r;
    out.push_back(w);
  }
  return out;
}

std::string wrong_text(const Puzzle& p, const Solution& state, const WrongDigit& w) {
  const std::string head = where(p, w.var) + " holds " + std::to_string(w.digit);
  switch (w.why) {
    case WrongDigit::Why::NotADigit:
      return head + ", not a digit 1-9";
    case WrongDigit::Why::Duplicate:
      return head + ", but " + where(p, w.other) + " in the same " + explain::run_name(p, w.run) + " holds " +
             std::to_string(w.digit) + " too";
    case WrongDigit::Why::Sum: {
      int empty = 0;
      for (VarId v : p.run(w.run).vars) empty += at(state, v) == 0;
      const std::string run = "the " + explain::run_name(p, w.run) + " (" + explain::run_clue(p, w.run) + ")";
      if (empty == 0) {
        int total = 0;
        for (VarId v : p.run(w.run).vars) total += at(state, v);
        return head + ", but then " + run + " adds up to " + std::to_string(total);
      }
      return head + ", but then " + run + " cannot make its sum: with " + run_digits(p, state, w.run) +
             ", no other distinct digits for its " +
             (empty == 1 ? std::string("empty cell") : std::to_string(empty) + " empty cells") +
             " make up the rest";
    }
    case WrongDigit::Why::Solution:
      break;
  }
  return head + ", but the puzzle's only solution has " + std::to_string(w.expected) + " there";
}

nlohmann::json wrong_json(const Puzzle& p, const Solution& state, const WrongDigit& w) {
  const CellId c = p.cell_of(w.var);
  nlohmann::json j{{"cell", {p.row_of(c), p.col_of(c)}},
                   {"digit", int(w.digit)},
                   {"why", why_name(w.why)},
                   {"solution", int(w.expected)}};
  if (w.run >= 0) j["run"] = run_json(p, w.run);
  if (w.other >= 0) j["other"] = {p.row_of(p.cell_of(w.other)), p.col_of(p.cell_of(w.other))};
  j["text"] = wrong_text(p, state, w);
  return j;
}

}  // namespace kakuro::views
