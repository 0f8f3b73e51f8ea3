#include "hint.hpp"

#include "views/explain_json.hpp"

namespace kakuro::views {

nlohmann::json hint_json(const PuzzleRecord& rec, const app::Hint& h, const std::string& status) {
  const Puzzle& p = *rec.puzzle;
  nlohmann::json j{{"id", rec.id}, {"file", rec.file}, {"status", status}};
  j["wrong"] = nlohmann::json::array();
  for (const auto& w : h.wrong) j["wrong"].push_back(wrong_json(p, *h.state, w));
  j["step"] = h.step ? step_json(p, *h.step, 0) : nlohmann::json(nullptr);
  j["candidates"] = candidates_json(p, h.before);
  return j;
}

nlohmann::json hint_verdict_json(const PuzzleRecord& rec, const explain::Explanation& ex) {
  return {{"id", rec.id},
          {"file", rec.file},
          {"status", explain::to_string(ex.status)},
          {"reason", ex.reason},
          {"step", nullptr}};
}

}  // namespace kakuro::views
