// kakuro analyze: what bound-pruning preprocessing alone deduces.
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "kakuro/preprocess.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

namespace {

std::string digits(DigitSet d) {
  std::string s;
  d.for_each([&](int x) { s += char('0' + x); });
  return s.empty() ? "-" : s;
}

// The grid with each white cell's candidates (9 columns wide), clues as D\A.
std::string candidate_grid(const Puzzle& p, const Domains& dom) {
  std::string out;
  for (int r = 0; r < p.rows(); ++r) {
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      std::string text;
      if (cell.kind == CellKind::Black)
        text = "#";
      else if (cell.kind == CellKind::Clue)
        text = (cell.down ? std::to_string(cell.down) : "") + "\\" +
               (cell.across ? std::to_string(cell.across) : "");
      else
        text = digits(dom[std::size_t(p.var_of(p.cell_id(r, c)))]);
      text.resize(10, ' ');
      out += text;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += "\n";
  }
  return out;
}

}  // namespace

void add_analyze_command(CLI::App& app) {
  auto o = std::make_shared<CommonOptions>();
  auto* cmd =
      app.add_subcommand("analyze", "Show the candidates left per cell after bound-pruning preprocessing");
  add_common(cmd, *o);
  cmd->callback([o] {
    throw Exit(run_batch(
        *o,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          const Puzzle& p = *rec.puzzle;
          const PreprocessResult pre = preprocess(p);
          TaskResult t{"", "", pre.infeasible ? kNo : kYes, pre.infeasible ? "unsolvable" : "analyzed"};
          const int total = 9 * p.num_vars();
          if (o->json) {
            nlohmann::json cand = nlohmann::json::array();
            for (int r = 0; r < p.rows(); ++r) {
              nlohmann::json row = nlohmann::json::array();
              for (int c = 0; c < p.cols(); ++c) {
                const VarId v = p.var_of(p.cell_id(r, c));
                row.push_back(v < 0 || pre.infeasible ? "" : digits(pre.domains[std::size_t(v)]));
              }
              cand.push_back(row);
            }
            nlohmann::json j{{"id", rec.id},
                             {"file", rec.file},
                             {"status", t.status},
                             {"candidates", cand},
                             {"white_cells", p.num_vars()},
                             {"cells_fixed", pre.stats.cells_fixed},
                             {"candidates_removed", pre.stats.candidates_removed},
                             {"candidates_total", total}};
            if (pre.infeasible) j["reason"] = pre.reason;
            t.out = json_line(j);
            return t;
          }
          t.out = ctx.several ? "== " + rec.id + " ==\n" : "";
          if (pre.infeasible) {
            t.out += "unsolvable: " + pre.reason + "\n";
            for (RunId r : pre.proof) t.out += "  " + p.describe(r) + "\n";
            return t;
          }
          t.out += candidate_grid(p, pre.domains);
          t.out += "cells fixed: " + std::to_string(pre.stats.cells_fixed) + " of " +
                   std::to_string(p.num_vars()) +
                   "; candidates removed: " + std::to_string(pre.stats.candidates_removed) + " of " +
                   std::to_string(total) + "\n";
          return t;
        },
        "analyze"));
  });
}

}  // namespace kakuro::cli
