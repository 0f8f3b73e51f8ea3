#include "validation.hpp"

#include "kakuro/checker.hpp"
#include "kakuro/components.hpp"
#include "kakuro/preprocess.hpp"

namespace kakuro::views {

namespace {

std::string loc(const PuzzleRecord& rec) {
  return rec.file + (rec.line > 0 ? ":" + std::to_string(rec.line) : "") + ": ";
}

// Checks a proposed solution; appends messages; returns false when it is not a solution.
bool check(const PuzzleRecord& rec, const Solution& s, const std::string& from, std::string& err) {
  const auto violations = check_solution(*rec.puzzle, s);
  const std::string label = rec.id == rec.file ? "" : rec.id + ": ";
  for (const auto& v : violations) err += from + ": error: " + label + v.message + "\n";
  return violations.empty();
}

}  // namespace

Validation validate_record(const PuzzleRecord& rec, const Solution* proposed, const std::string& from,
                           const Diagnostics* read) {
  Validation v{"valid", "", false, true, {}};
  for (const auto& d : rec.diags.items()) v.err += d.str() + "\n";  // warnings
  const Puzzle& p = *rec.puzzle;
  const Components comps = connected_components(p);
  if (comps.count() > 1)
    v.err += loc(rec) + "warning: " + rec.id + ": the puzzle falls apart into " +
             std::to_string(comps.count()) + " independent parts\n";
  const PreprocessResult pre = preprocess(p);
  if (pre.infeasible) {
    v.err += loc(rec) + "error: " + rec.id + ": unsolvable: " + pre.reason + "\n";
    v.status = "unsolvable";
  }
  if (read)
    for (const auto& d : read->items()) v.err += d.str() + "\n";
  if (proposed) {
    v.solution_checked = true;
    v.solution_ok = check(rec, *proposed, from, v.err);
  } else if (rec.solution && !read) {
    v.solution_checked = true;
    v.solution_ok = check(rec, *rec.solution, loc(rec) + "stored solution", v.err);
  }
  if (!v.solution_ok) v.status = "wrong-solution";
  v.json = {{"id", rec.id},         {"file", rec.file},      {"status", v.status},
            {"rows", p.rows()},     {"cols", p.cols()},      {"white_cells", p.num_vars()},
            {"runs", p.num_runs()}, {"parts", comps.count()}};
  return v;
}

}  // namespace kakuro::views
