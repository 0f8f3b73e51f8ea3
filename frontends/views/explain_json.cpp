#include "explain_json.hpp"

#include "kakuro/explain/describe.hpp"

namespace kakuro::views {

namespace {

nlohmann::json rc(const Puzzle& p, VarId v) {
  const CellId c = p.cell_of(v);
  return {p.row_of(c), p.col_of(c)};
}

nlohmann::json cell_digits(const Puzzle& p, const std::vector<explain::CellDigit>& list) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& e : list) {
    const CellId c = p.cell_of(e.var);
    out.push_back({p.row_of(c), p.col_of(c), int(e.digit)});
  }
  return out;
}

std::string cell_string(const Cell& c) {
  if (c.kind == CellKind::Black) return "#";
  if (c.kind == CellKind::White) return ".";
  return (c.down ? std::to_string(c.down) : "") + "\\" + (c.across ? std::to_string(c.across) : "");
}

}  // namespace

nlohmann::json run_json(const Puzzle& p, RunId r) {
  const Run& run = p.run(r);
  return {{"clue", {p.row_of(run.clue), p.col_of(run.clue)}},
          {"dir", run.dir == Direction::Across ? "across" : "down"}};
}

nlohmann::json step_json(const Puzzle& p, const explain::Step& s, std::size_t number) {
  // Objects at once, never a null that operator[] makes one: out of memory there crashes
  // nlohmann-json 3.11.2's destructor (see write_jsonl()).
  nlohmann::json j = nlohmann::json::object();
  j["technique"] = std::string(explain::name(s.technique));
  j["runs"] = nlohmann::json::array();
  for (RunId r : s.runs) j["runs"].push_back(run_json(p, r));
  j["cells"] = nlohmann::json::array();
  for (VarId v : s.cells) j["cells"].push_back(rc(p, v));
  j["eliminate"] = cell_digits(p, s.eliminate);
  j["place"] = cell_digits(p, s.place);
  j["text"] = (number ? std::to_string(number) + ". " : std::string()) + explain::describe(p, s);
  if (s.assumption) {
    j["assumption"] = cell_digits(p, {*s.assumption}).front();
    nlohmann::json conflict = nlohmann::json::object();
    if (s.conflict.run >= 0) conflict["run"] = run_json(p, s.conflict.run);
    if (s.conflict.cell >= 0) conflict["cell"] = rc(p, s.conflict.cell);
    j["conflict"] = conflict;
    j["chain"] = nlohmann::json::array();
    for (const auto& c : s.chain) j["chain"].push_back(step_json(p, c, 0));
  }
  return j;
}

nlohmann::json rating_json(const explain::Rating& r) {
  return {{"level", explain::to_string(r.level)},
          {"score", r.score},
          {"hardest",
           r.hardest ? nlohmann::json(std::string(explain::name(*r.hardest))) : nlohmann::json(nullptr)}};
}

nlohmann::json techniques_json(const explain::Explanation& ex) {
  nlohmann::json j = nlohmann::json::object();
  for (int t = 0; t < explain::kTechniqueCount; ++t)
    if (ex.counts[std::size_t(t)])
      j[std::string(explain::name(static_cast<explain::Technique>(t)))] = ex.counts[std::size_t(t)];
  return j;
}

nlohmann::json candidates_json(const Puzzle& p, const explain::Candidates& c) {
  nlohmann::json rows = nlohmann::json::array();
  for (int r = 0; r < p.rows(); ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int col = 0; col < p.cols(); ++col) {
      const VarId v = p.var_of(p.cell_id(r, col));
      std::string s;
      if (v >= 0) c[std::size_t(v)].for_each([&](int d) { s += char('0' + d); });
      row.push_back(s);
    }
    rows.push_back(row);
  }
  return rows;
}

nlohmann::json explanation_json(const PuzzleRecord& rec, const explain::Explanation& ex) {
  const Puzzle& p = *rec.puzzle;
  nlohmann::json j = nlohmann::json::object();
  j["id"] = rec.id;
  j["file"] = rec.file;
  j["status"] = explain::to_string(ex.status);
  j["reason"] = ex.reason;
  j["rows"] = p.rows();
  j["cols"] = p.cols();
  nlohmann::json grid = nlohmann::json::array();
  for (int r = 0; r < p.rows(); ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < p.cols(); ++c) row.push_back(cell_string(p.cell(r, c)));
    grid.push_back(row);
  }
  j["grid"] = grid;
  j["start"] = candidates_json(p, ex.start);
  j["rating"] = ex.rating ? rating_json(*ex.rating) : nlohmann::json(nullptr);
  j["techniques"] = techniques_json(ex);
  j["steps"] = nlohmann::json::array();
  for (std::size_t i = 0; i < ex.steps.size(); ++i) j["steps"].push_back(step_json(p, ex.steps[i], i + 1));
  j["solution"] = ex.solution ? nlohmann::json(solution_grid(p, *ex.solution)) : nlohmann::json(nullptr);
  j["open_cells"] = nlohmann::json::array();
  for (VarId v : ex.open_cells) j["open_cells"].push_back(rc(p, v));
  if (ex.status == explain::ExplainStatus::NoSolution) {
    nlohmann::json conflict = nlohmann::json::object();
    if (ex.conflict.run >= 0) conflict["run"] = run_json(p, ex.conflict.run);
    if (ex.conflict.cell >= 0) conflict["cell"] = rc(p, ex.conflict.cell);
    j["conflict"] = conflict;
  }
  if (!ex.witnesses.empty()) {
    j["solutions"] = nlohmann::json::array();
    for (const auto& w : ex.witnesses) j["solutions"].push_back(solution_grid(p, w));
  }
  j["seconds"] = ex.seconds;
  return j;
}

}  // namespace kakuro::views

namespace kakuro::views {

nlohmann::json rate_json(const PuzzleRecord& rec, const explain::Explanation& ex) {
  return {{"id", rec.id},
          {"file", rec.file},
          {"status", explain::to_string(ex.status)},
          {"rating", ex.rating ? rating_json(*ex.rating) : nlohmann::json(nullptr)},
          {"techniques", techniques_json(ex)},
          {"steps", ex.steps.size()},
          {"seconds", ex.seconds}};
}

}  // namespace kakuro::views
