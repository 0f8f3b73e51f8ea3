#include "report.hpp"

namespace kakuro::views {

std::string json_line(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string record_label(const PuzzleRecord& rec) {
  return rec.id == rec.file ? rec.file : rec.file + ": " + rec.id;
}

std::string report_status(const SolveReport& rep) { return to_string(rep.outcome); }

nlohmann::json report_stats_json(const SolveReport& rep) {
  nlohmann::json stats{{"nodes", rep.stats.nodes},
                       {"failures", rep.stats.failures},
                       {"propagations", rep.stats.propagations},
                       {"seconds", rep.seconds},
                       {"cells_fixed_by_preprocessing", rep.pre.cells_fixed},
                       {"candidates_removed_by_preprocessing", rep.pre.candidates_removed}};
  for (const auto& [k, v] : rep.stats.extra) stats[k] = v;
  return stats;
}

nlohmann::json report_json(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep) {
  const Puzzle& p = *rec.puzzle;
  nlohmann::json j = nlohmann::json::object();  // not null made object: see write_jsonl()
  j["id"] = rec.id;
  j["file"] = rec.file;
  j["backend"] = backend;
  j["status"] = report_status(rep);
  // Uniqueness is a question about a puzzle with solutions: null when none was found.
  j["unique"] =
      rep.outcome == Outcome::Solved && rep.unique ? nlohmann::json(*rep.unique) : nlohmann::json(nullptr);
  j["solutions"] = nlohmann::json::array();
  for (const auto& s : rep.solutions) j["solutions"].push_back(solution_grid(p, s));
  j["differing_cells"] = nlohmann::json::array();
  if (rep.solutions.size() >= 2)
    for (auto [r, c] : differing_cells(p, rep.solutions[0], rep.solutions[1]))
      j["differing_cells"].push_back({r, c});
  if (!rep.reason.empty()) j["reason"] = rep.reason;
  j["stats"] = report_stats_json(rep);
  return j;
}

std::string count_status(const SolveReport& rep, std::uint64_t limit) {
  if (!is_failure(rep.outcome) && !rep.exhausted && rep.solutions.size() < limit) return "timeout";
  return report_status(rep);
}

nlohmann::json count_json(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep,
                          std::uint64_t limit) {
  nlohmann::json j = report_json(rec, backend, rep);
  j["status"] = count_status(rep, limit);
  j["count"] = rep.solutions.size();
  j["count_exact"] = rep.exhausted;
  return j;
}

std::string show_solution(const PuzzleRecord& rec, const Solution& s, const std::string& output,
                          const DrawStyle& style) {
  if (output == "pretty") return draw(*rec.puzzle, &s, style);
  const auto fmt = parse_format(output);
  WriteOptions w;
  w.id = rec.id;
  w.solution = &s;
  return write_puzzle(*rec.puzzle, fmt ? *fmt : Format::Grid, w);
}

std::string header(const PuzzleRecord& rec, bool several) { return several ? "== " + rec.id + " ==\n" : ""; }

}  // namespace kakuro::views
