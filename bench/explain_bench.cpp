// kakuro_explain_bench: explains every puzzle of the given files on one thread and prints,
// per set, the outcome counts, the total/median/worst time, how many puzzles needed a
// contradiction, the largest number of runs a step names, and the rating distribution.
// Not a test: it measures; docs/benchmarks.md shows its output and the command.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>

#include "kakuro/explain/explain.hpp"
#include "kakuro/formats.hpp"

namespace {

using namespace kakuro;

struct SetStats {
  std::vector<double> seconds;
  std::map<std::string, int> status, level;
  std::map<std::string, std::vector<double>> scores_by_label;
  int contradiction = 0, max_runs = 0, max_chain = 0;
  std::string slowest, widest;
  double worst = 0;
};

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

void widest_step(const std::vector<explain::Step>& steps, int& runs, int& chain) {
  for (const auto& s : steps) {
    runs = std::max(runs, static_cast<int>(s.runs.size()));
    chain = std::max(chain, static_cast<int>(s.chain.size()));
  }
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"kakuro_explain_bench: the explain engine over puzzle files, one thread"};
  std::vector<std::string> files;
  double timeout = 60;
  bool per_puzzle = false;
  app.add_option("files", files, "jsonl (or any format) files")->required();
  app.add_option("-t,--timeout", timeout, "seconds per puzzle");
  app.add_flag("--per-puzzle", per_puzzle, "one line per puzzle: id status level score steps ms");
  CLI11_PARSE(app, argc, argv);
  std::map<std::string, SetStats> sets;
  std::vector<std::string> order;
  for (const auto& f : files) {
    const ParseResult pr = read_puzzles(f);
    const std::string set = std::filesystem::path(f).stem().string();
    if (!sets.count(set)) order.push_back(set);
    SetStats& st = sets[set];
    for (const auto& rec : pr.records) {
      if (!rec.puzzle) continue;
      explain::ExplainOptions o;
      o.timeout_s = timeout;
      const explain::Explanation ex = explain::explain(*rec.puzzle, o);
      st.seconds.push_back(ex.seconds);
      ++st.status[explain::to_string(ex.status)];
      if (ex.rating) ++st.level[explain::to_string(ex.rating->level)];
      if (ex.counts[std::size_t(explain::Technique::Contradiction)] > 0) ++st.contradiction;
      int runs = 0, chain = 0;
      widest_step(ex.steps, runs, chain);
      if (runs > st.max_runs) st.max_runs = runs, st.widest = rec.id;
      st.max_chain = std::max(st.max_chain, chain);
      if (ex.seconds > st.worst) st.worst = ex.seconds, st.slowest = rec.id;
      if (per_puzzle)
        std::printf("%s %s %s %.2f %zu %.3f\n", rec.id.c_str(), explain::to_string(ex.status).c_str(),
                    ex.rating ? explain::to_string(ex.rating->level).c_str() : "unrated",
                    ex.rating ? ex.rating->score : 0.0, ex.steps.size(), ex.seconds * 1e3);
    }
  }
  std::printf("%-24s %6s %9s %9s %9s %-22s %6s %5s %5s  %s\n", "set", "n", "total s", "median ms", "worst ms",
              "(slowest)", "contra", "runs", "chain", "statuses / levels of the solved");
  for (const auto& name : order) {
    const SetStats& st = sets.at(name);
    double total = 0;
    for (double s : st.seconds) total += s;
    std::string statuses, levels;
    for (const auto& [k, v] : st.status) statuses += k + "=" + std::to_string(v) + " ";
    for (const char* l : {"easy", "medium", "hard", "expert", "extreme"})
      if (st.level.count(l)) levels += std::string(l) + "=" + std::to_string(st.level.at(l)) + " ";
    std::printf("%-24s %6zu %9.3f %9.3f %9.2f %-22s %6d %5d %5d  %s/ %s\n", name.c_str(), st.seconds.size(),
                total, percentile(st.seconds, 0.5) * 1e3, st.worst * 1e3, st.slowest.c_str(),
                st.contradiction, st.max_runs, st.max_chain, statuses.c_str(), levels.c_str());
  }
  return 0;
}
