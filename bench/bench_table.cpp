#include <algorithm>
#include <cstdio>
#include <string>

#include "bench.hpp"

namespace kakuro::bench {
namespace {

struct Summary {
  std::size_t puzzles = 0, agree = 0, limits = 0, no_search = 0;
  double total = 0, median = 0, max = 0;
  std::string slowest;
  std::uint64_t nodes_median = 0, nodes_max = 0, failures_max = 0;
  std::uint64_t vars_median = 0, vars_max = 0, clauses_median = 0, clauses_max = 0;
};

template <class T>
T median_of(std::vector<T> v) {
  if (v.empty()) return T{};
  std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(v.size() / 2), v.end());
  return v[v.size() / 2];
}

Summary summarize(const std::vector<PuzzleRun>& runs) {
  Summary s;
  std::vector<double> times;
  std::vector<std::uint64_t> nodes, vars, clauses;
  for (const PuzzleRun& r : runs) {
    if (r.variables > 0 || r.clauses > 0) {  // puzzles preprocessing settles build no model
      vars.push_back(r.variables);
      clauses.push_back(r.clauses);
      s.vars_max = std::max(s.vars_max, r.variables);
      s.clauses_max = std::max(s.clauses_max, r.clauses);
    }
    ++s.puzzles;
    s.agree += r.agrees;
    s.limits += r.verdict == "unknown";
    s.no_search += r.nodes == 0 && r.verdict != "unknown";
    s.total += r.seconds;
    if (r.seconds >= s.max) s.max = r.seconds, s.slowest = r.id;
    s.nodes_max = std::max(s.nodes_max, r.nodes);
    s.failures_max = std::max(s.failures_max, r.failures);
    times.push_back(r.seconds);
    nodes.push_back(r.nodes);
  }
  s.median = median_of(times);
  s.nodes_median = median_of(nodes);
  s.vars_median = median_of(vars);
  s.clauses_median = median_of(clauses);
  return s;
}

std::string fmt(const char* f, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, x);
  return buf;
}

std::string row(const std::string& set, const Summary& s, const Summary* base) {
  std::string r =
      "| " + set + " | " + std::to_string(s.puzzles) + " | " + std::to_string(s.agree) + " | " +
      std::to_string(s.limits) + " | " + std::to_string(s.no_search) + " | " + fmt("%.4f", s.total) + " | " +
      fmt("%.3f", s.median * 1e3) + " | " + fmt("%.3f", s.max * 1e3) + " | " + s.slowest + " | " +
      fmt("%.0f", s.total > 0 ? double(s.puzzles) / s.total : 0) + " | " + std::to_string(s.nodes_median) +
      " | " + std::to_string(s.nodes_max) + " | " + std::to_string(s.failures_max) + " |";
  if (base) r += " " + fmt("%.2f", base->total > 0 ? s.total / base->total : 0) + " |";
  return r;
}

// Every configuration side by side, one row per set: what one run measured for all.
void print_side_by_side(std::ostream& out, const std::vector<Config>& configs,
                        const std::vector<std::vector<SetResult>>& results) {
  if (configs.size() < 2 || results.empty()) return;
  std::vector<bool> model(configs.size(), false);
  for (std::size_t c = 0; c < configs.size(); ++c)
    for (const SetResult& set : results[c])
      for (const PuzzleRun& r : set.runs) model[c] = model[c] || r.variables > 0 || r.clauses > 0;
  out << "\n### side by side (time: median / max ms; model: variables, clauses as median / max)\n\n| set |";
  std::string rule = "| --- |";
  for (std::size_t c = 0; c < configs.size(); ++c) {
    out << " " << configs[c].label << " |";
    rule += " ---: |";
    if (model[c]) {
      out << " " << configs[c].backend->name << " variables | " << configs[c].backend->name << " clauses |";
      rule += " ---: | ---: |";
    }
  }
  out << "\n" << rule << "\n";
  const auto sizes = [](std::uint64_t median, std::uint64_t max) {
    return std::to_string(median) + " / " + std::to_string(max);
  };
  for (std::size_t i = 0; i <= results[0].size(); ++i) {
    const bool all = i == results[0].size();
    out << "| " << (all ? std::string("**all**") : results[0][i].set) << " |";
    for (std::size_t c = 0; c < configs.size(); ++c) {
      std::vector<PuzzleRun> runs;
      if (all)
        for (const SetResult& set : results[c]) runs.insert(runs.end(), set.runs.begin(), set.runs.end());
      else if (i < results[c].size())
        runs = results[c][i].runs;
      const Summary s = summarize(runs);
      out << " " << fmt("%.3f", s.median * 1e3) << " / " << fmt("%.3f", s.max * 1e3) << " |";
      if (model[c])
        out << " " << sizes(s.vars_median, s.vars_max) << " | " << sizes(s.clauses_median, s.clauses_max)
            << " |";
    }
    out << "\n";
  }
}

}  // namespace

void print_tables(std::ostream& out, const std::vector<Config>& configs,
                  const std::vector<std::vector<SetResult>>& results) {
  std::vector<Summary> first;
  for (std::size_t c = 0; c < configs.size(); ++c) {
    const bool compare = c > 0;
    out << "\n### " << configs[c].label << "\n\n"
        << "| set | puzzles | verdicts ok | limits | no search | total s | median ms | max ms | slowest | "
           "puzzles/s "
           "| nodes median | nodes max | failures max |"
        << (compare ? " time x first |" : "") << "\n"
        << "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |"
        << (compare ? " ---: |" : "") << "\n";
    std::vector<PuzzleRun> all;
    std::size_t i = 0;
    for (const SetResult& set : results[c]) {
      const Summary s = summarize(set.runs);
      if (!compare) first.push_back(s);
      out << row(set.set, s, compare ? &first[i] : nullptr) << "\n";
      all.insert(all.end(), set.runs.begin(), set.runs.end());
      ++i;
    }
    const Summary s = summarize(all);
    if (!compare) first.push_back(s);
    out << row("**all**", s, compare ? &first.back() : nullptr) << "\n";
    for (const SetResult& set : results[c])
      for (const PuzzleRun& r : set.runs)
        if (!r.agrees) out << "\n- " << set.set << " " << r.id << ": " << r.verdict;
    out << "\n";
  }
  print_side_by_side(out, configs, results);
}

}  // namespace kakuro::bench
