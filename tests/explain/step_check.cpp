// check_step: the shape of a step, then each elimination put to the brute force of
// run_search.hpp, and a contradiction's chain replayed step by step.
#include "step_check.hpp"

#include <algorithm>
#include <array>
#include <sstream>
#include <utility>

#include "run_search.hpp"

namespace kakuro::test {

using explain::Candidates;
using explain::CellDigit;
using explain::Step;
using explain::Technique;

namespace {

// The stable names of the table's rows (kakuro/explain/techniques.hpp), for messages only:
// the rows are data; explain::name() is the engine's code.
constexpr std::array<const char*, explain::kTechniqueCount> kNames = {
#define KAKURO_TECHNIQUE_NAME(id, name, ...) name,
    KAKURO_EXPLAIN_TECHNIQUES(KAKURO_TECHNIQUE_NAME)
#undef KAKURO_TECHNIQUE_NAME
};

std::string technique_name(Technique t) {
  const auto i = static_cast<std::size_t>(t);
  return i < kNames.size() ? kNames[i] : "technique " + std::to_string(i);
}

std::string cell_name(const Puzzle& p, VarId v) { return p.where(p.cell_of(v)); }

std::string show(const Puzzle& p, const std::vector<CellDigit>& cds, std::size_t most = 12) {
  std::ostringstream o;
  for (std::size_t i = 0; i < cds.size() && i < most; ++i)
    o << (i ? " " : "") << cell_name(p, cds[i].var) << "=" << int(cds[i].digit);
  if (cds.size() > most) o << " ...";
  return o.str();
}

void count_search(CheckStats* stats, const RunSearch& rs) {
  if (!stats) return;
  ++stats->searches;
  stats->nodes += rs.nodes();
  stats->max_nodes = std::max(stats->max_nodes, rs.nodes());
  stats->max_variables = std::max<std::uint64_t>(stats->max_variables, rs.size());
}

bool valid_var(const Puzzle& p, VarId v) { return v >= 0 && v < p.num_vars(); }
bool valid_run(const Puzzle& p, RunId r) { return r >= 0 && r < p.num_runs(); }

// What s.place must be: the cells its eliminations take from several candidates to one.
// (apply_eliminations on a copy of the touched cells only: a giant puzzle has 10,000 cells.)
std::vector<CellDigit> placements(const Candidates& before, const Step& s) {
  Candidates touched;
  Step renamed;  // the eliminations only: a contradiction's chain is not copied
  renamed.eliminate = s.eliminate;
  std::vector<VarId> vars;
  for (const CellDigit& e : s.eliminate) vars.push_back(e.var);
  std::sort(vars.begin(), vars.end());
  vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
  for (VarId v : vars) touched.push_back(before[std::size_t(v)]);
  for (CellDigit& e : renamed.eliminate)
    e.var = static_cast<VarId>(std::lower_bound(vars.begin(), vars.end(), e.var) - vars.begin());
  std::vector<CellDigit> placed = apply_eliminations(renamed, touched);
  for (CellDigit& cd : placed) cd.var = vars[std::size_t(cd.var)];
  return placed;
}

// The parts of a step that need no search (its runs are valid ids): cell ids in range, eliminations that are
// current candidates, sorted, without repeats, in cells of the named runs; `place` exactly right.
std::string check_shape(const Puzzle& p, const Candidates& before, const Step& s, const RunSearch& named) {
  if (static_cast<std::size_t>(s.technique) >= explain::kTechniqueCount) return "unknown technique";
  for (VarId v : s.cells)
    if (!valid_var(p, v)) return "highlights cell " + std::to_string(v) + ", not a white cell";
  if (s.eliminate.empty()) return "eliminates nothing";
  for (std::size_t i = 0; i < s.eliminate.size(); ++i) {
    const CellDigit& e = s.eliminate[i];
    if (!valid_var(p, e.var)) return "eliminates from cell " + std::to_string(e.var) + ", not a white cell";
    if (e.digit < 1 || e.digit > 9) return "eliminates digit " + std::to_string(int(e.digit));
    const std::string what = std::to_string(int(e.digit)) + " from " + cell_name(p, e.var);
    if (i > 0) {
      const CellDigit& prev = s.eliminate[i - 1];
      if (prev == e) return "eliminates " + what + " twice";
      if (std::pair(prev.var, prev.digit) > std::pair(e.var, e.digit))
        return "eliminations not sorted by (cell, digit) at " + what;
    }
    if (!before[std::size_t(e.var)].contains(e.digit))
      return "eliminates " + what + ", not a candidate there";
    if (!named.covers(e.var)) return "eliminates " + what + ", a cell of none of the runs it names";
  }
  const std::vector<CellDigit> expected = placements(before, s);
  std::vector<CellDigit> got = s.place;
  std::sort(got.begin(), got.end(), [](const CellDigit& a, const CellDigit& b) {
    return std::pair(a.var, a.digit) < std::pair(b.var, b.digit);
  });
  if (got != expected) {
    for (const CellDigit& c : got)
      if (!valid_var(p, c.var)) return "places in cell " + std::to_string(c.var) + ", not a white cell";
    return "places [" + show(p, got) + "], but its eliminations leave [" + show(p, expected) + "]";
  }
  return "";
}

std::string check_step_at(const Puzzle& p, const Candidates& before, const Step& s, const CheckLimits& limits,
                          CheckStats* stats);

std::string check_contradiction(const Puzzle& p, const Candidates& before, const Step& s,
                                const CheckLimits& limits, CheckStats* stats) {
  if (stats) ++stats->contradictions;
  if (!s.assumption) return "a contradiction without an assumption";
  const CellDigit a = *s.assumption;
  if (s.eliminate.size() != 1 || !(s.eliminate.front() == a))
    return "a contradiction must eliminate exactly its assumption " + std::to_string(int(a.digit)) +
           " from " + (valid_var(p, a.var) ? cell_name(p, a.var) : std::to_string(a.var));
  std::vector<RunId> named = s.runs;
  std::sort(named.begin(), named.end());
  const auto is_named = [&](RunId r) { return std::binary_search(named.begin(), named.end(), r); };
  Candidates cand = before;
  cand[std::size_t(a.var)] &= DigitSet::single(a.digit);
  for (std::size_t i = 0; i < s.chain.size(); ++i) {
    const Step& c = s.chain[i];
    const std::string where = "assuming " + cell_name(p, a.var) + "=" + std::to_string(int(a.digit)) +
                              ", chain step " + std::to_string(i) + " (" + technique_name(c.technique) + ")";
    if (std::string m = check_step_at(p, cand, c, limits, stats); !m.empty()) return where + ": " + m;
    for (RunId r : c.runs)
      if (!is_named(r)) return where + " uses " + p.describe(r) + ", which the contradiction does not name";
    apply_eliminations(c, cand);
  }
  if (s.conflict.run >= 0 && valid_run(p, s.conflict.run) && !is_named(s.conflict.run))
    return "its conflict run " + p.describe(s.conflict.run) + " is not among the runs it names";
  if (std::string m = check_conflict(p, cand, s.conflict, limits, stats); !m.empty())
    return "assuming " + cell_name(p, a.var) + "=" + std::to_string(int(a.digit)) + " and after its " +
           std::to_string(s.chain.size()) + " chain steps: " + m;
  return "";
}

std::string check_step_at(const Puzzle& p, const Candidates& before, const Step& s, const CheckLimits& limits,
                          CheckStats* stats) {
  if (stats) ++stats->steps;
  if (before.size() != std::size_t(p.num_vars())) return "candidates of the wrong size";
  for (RunId r : s.runs)
    if (!valid_run(p, r)) return "names run " + std::to_string(r) + ", not a run of the puzzle";
  RunSearch named(p, s.runs);
  if (std::string m = check_shape(p, before, s, named); !m.empty()) return m;
  if (s.technique == Technique::Contradiction) return check_contradiction(p, before, s, limits, stats);
  if (s.assumption || !s.chain.empty()) return "only a contradiction has an assumption and a chain";
  if (s.conflict.run >= 0 || s.conflict.cell >= 0) return "only a contradiction has a conflict";
  std::vector<CellDigit> witness;
  for (const CellDigit& e : s.eliminate) {
    const std::string what = std::to_string(int(e.digit)) + " from " + cell_name(p, e.var);
    bool found = false;
    try {
      found = named.exists(before, e.var, e.digit, limits.max_nodes, &witness);
    } catch (const TooLarge&) {
      count_search(stats, named);
      return "too large to check: eliminating " + what + " (" + std::to_string(named.size()) +
             " cells, over " + std::to_string(limits.max_nodes) + " nodes)";
    }
    count_search(stats, named);
    if (found) return "eliminates " + what + ", but the runs it names allow " + show(p, witness, 40);
  }
  return "";
}

}  // namespace

std::string check_conflict(const Puzzle& p, const Candidates& cand, const explain::Conflict& c,
                           const CheckLimits& limits, CheckStats* stats) {
  if (c.run < 0 && c.cell < 0) return "names no conflict (neither a run nor a cell)";
  if (c.cell >= 0) {
    if (!valid_var(p, c.cell)) return "conflict cell " + std::to_string(c.cell) + " is not a white cell";
    if (!cand[std::size_t(c.cell)].empty())
      return "conflict cell " + cell_name(p, c.cell) + " still has candidates";
  }
  if (c.run >= 0) {
    if (!valid_run(p, c.run)) return "conflict run " + std::to_string(c.run) + " is not a run";
    RunSearch rs(p, {c.run});
    std::vector<CellDigit> w;
    bool found = false;
    try {
      found = rs.exists(cand, -1, 0, limits.max_nodes, &w);
    } catch (const TooLarge&) {
      count_search(stats, rs);
      return "too large to check: the conflict run " + p.describe(c.run);
    }
    count_search(stats, rs);
    if (found) return "conflict run " + p.describe(c.run) + " can still be filled: " + show(p, w);
  }
  return "";
}

Candidates starting_candidates(const Puzzle& p) {
  Candidates c(std::size_t(p.num_vars()), DigitSet::all());
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (p.given(v) != 0) c[std::size_t(v)] = DigitSet::single(p.given(v));
  return c;
}

std::vector<CellDigit> apply_eliminations(const Step& s, Candidates& cand) {
  std::vector<std::pair<VarId, DigitSet>> was;
  for (const CellDigit& e : s.eliminate) {
    if (e.var < 0 || std::size_t(e.var) >= cand.size() || e.digit < 1 || e.digit > 9) continue;
    was.emplace_back(e.var, cand[std::size_t(e.var)]);
  }
  for (const CellDigit& e : s.eliminate)
    if (e.var >= 0 && std::size_t(e.var) < cand.size() && e.digit >= 1 && e.digit <= 9)
      cand[std::size_t(e.var)].erase(e.digit);
  std::stable_sort(was.begin(), was.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<CellDigit> placed;
  for (std::size_t i = 0; i < was.size(); ++i) {
    if (i > 0 && was[i].first == was[i - 1].first) continue;  // every record holds the cell before
    const DigitSet now = cand[std::size_t(was[i].first)];
    if (was[i].second.size() > 1 && now.is_single())
      placed.push_back({was[i].first, static_cast<Digit>(now.min())});
  }
  return placed;
}

std::string check_step(const Puzzle& p, const Candidates& before, const Step& s, const CheckLimits& limits,
                       CheckStats* stats) {
  return check_step_at(p, before, s, limits, stats);
}

}  // namespace kakuro::test
