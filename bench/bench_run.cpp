#include <algorithm>

#include "bench.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::bench {
namespace {

std::string verdict_of(const SolveReport& rep) {
  switch (rep.outcome) {
    case Outcome::CheckFailed:
      return "wrong";
    case Outcome::NoSolution:
      return "none";
    case Outcome::Limit:
      return "limit";
    case Outcome::Solved:
      break;
  }
  if (!rep.unique) return "limit";  // one solution found, the second search ran out
  return *rep.unique ? "unique" : "multiple";
}

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
  run.verdict = verdict_of(rep);
  const std::string& known = rec.uniqueness;
  if (known == "unique" || known == "multiple" || known == "none") run.agrees = run.verdict == known;
  if (run.verdict == "wrong" || run.verdict == "limit") run.agrees = false;
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
    for (int i = 1; i < repeat && best.verdict != "limit"; ++i) {
      PuzzleRun again = run_once(rec, config);
      best.seconds = std::min(best.seconds, again.seconds);
    }
    out.runs.push_back(std::move(best));
  }
  return out;
}

}  // namespace kakuro::bench
