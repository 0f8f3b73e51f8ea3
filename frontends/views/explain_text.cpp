#include "explain_text.hpp"

#include <cstdio>

#include "kakuro/explain/describe.hpp"

namespace kakuro::views {

namespace {

void steps_text(const Puzzle& p, const std::vector<explain::Step>& steps, const std::string& prefix,
                const std::string& indent, std::string& out) {
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string number = prefix + std::to_string(i + 1);
    out += indent + number + ". " + explain::describe(p, steps[i]) + "\n";
    if (!steps[i].chain.empty()) steps_text(p, steps[i].chain, number + ".", indent + "    ", out);
  }
}

}  // namespace

std::string rating_text(const explain::Explanation& ex) {
  if (!ex.rating) return "Rating: none (" + std::string(kNoRating) + ")";
  char score[32];
  std::snprintf(score, sizeof score, "%.2f", ex.rating->score);
  return "Rating: " + explain::to_string(ex.rating->level) + " (score " + score + "; hardest technique: " +
         (ex.rating->hardest ? std::string(explain::name(*ex.rating->hardest)) : std::string("none")) + ")";
}

std::string outcome_text(const Puzzle& p, const explain::Explanation& ex) {
  std::string out;
  switch (ex.status) {
    case explain::ExplainStatus::Solved:
      out += "Solved in " + std::to_string(ex.steps.size()) + " steps.\n";
      break;
    case explain::ExplainStatus::NoSolution:
      out += "No solution: " + ex.reason + ".\n";
      break;
    case explain::ExplainStatus::NotUnique:
    case explain::ExplainStatus::Stuck: {
      out += std::string(ex.status == explain::ExplainStatus::NotUnique ? "Not unique: " : "Stuck: ") +
             ex.reason + ". Open cells:";
      for (VarId v : ex.open_cells) out += " " + p.where(p.cell_of(v));
      out += "\n";
      break;
    }
    case explain::ExplainStatus::Timeout:
      out += "Stopped: " + ex.reason + ".\n";
      break;
  }
  return out;
}

std::string explanation_text(const PuzzleRecord& rec, const explain::Explanation& ex,
                             const DrawStyle& style) {
  const Puzzle& p = *rec.puzzle;
  std::string out;
  steps_text(p, ex.steps, "", "", out);
  out += outcome_text(p, ex);
  out += rating_text(ex) + "\n";
  if (ex.solution) out += draw(p, &*ex.solution, style);
  return out;
}

}  // namespace kakuro::views
