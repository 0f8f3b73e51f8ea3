#include <algorithm>

#include "bench.hpp"
#include "kakuro/solve.hpp"
#include "kakuro/verdict.hpp"

namespace kakuro::bench {
namespace {

PuzzleRun run_once(const PuzzleRecord& rec, const Config& config) {
  SolveRequest req;
  req.max_solutions = 2;
  req.limits = config.limits;
  req.options = config.options;
  const SolveReport rep = solve_with(*rec.puzzle, *config.backend, req);
  PuzzleRun run;
  run.id = rec.id;
  run.seconds = rep.seconds;
  run.nodes = rep.stats.nodes;
  run.failures = rep.stats.failures;
  const auto extra = [&](const char* key) -> std::uint64_t {
    const auto it = rep.stats.extra.find(key);
    return it == rep.stats.extra.end() ? 0 : static_cast<std::uint64_t>(it->second);
  };
  run.variables = extra("variables");
  run.clauses = extra("clauses");
  const Verdict v = verdict_of(rep);
  run.verdict = to_string(v);
  KnownAnswer known;
  known.verdict = parse_verdict(rec.uniqueness);
  run.agrees = v != Verdict::Unknown && disagreement({config.backend->name}, {rep}, known).empty();
  return run;
}

}  // namespace

SetResult run_set(const std::string& name, const std::vector<PuzzleRecord>& records, const Config& config,
                  int repeat) {
  SetResult out;
  out.set = name;
  for (const PuzzleRecord& rec : records) {
    if (!rec.puzzle) continue;
    PuzzleRun best = run_once(rec, config);
    // Repeats only sharpen the timing; a slow (limit) answer is not worth repeating.
    for (int i = 1; i < repeat && best.verdict != "unknown"; ++i) {
      PuzzleRun again = run_once(rec, config);
      best.seconds = std::min(best.seconds, again.seconds);
    }
    out.runs.push_back(std::move(best));
  }
  return out;
}

}  // namespace kakuro::bench
