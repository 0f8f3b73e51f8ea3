#include "peer_driver.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "kakuro/checker.hpp"
#include "kakuro/verdict.hpp"

namespace kakuro::peers {
namespace {

using Clock = std::chrono::steady_clock;

// A run that takes longer is not repeated: its time is not noise-sized, and the slow
// puzzles of the peers (tens of seconds) would triple the run.
constexpr double kRepeatBelow = 1.0;
// A repeat of a run faster than this is announced without a flush: the write to the pipe
// and compare.py waking up on the other core, just before a run of a few microseconds,
// made one process in six about 1.5x slower on a 2x2 (ours 2.6-2.75 us against 1.7;
// none with the output in a file or the process pinned to one core). A repeat that fast
// cannot outlast the watchdog's limit; the line still goes out with the result.
constexpr double kFlushAbove = 1e-3;

bool answered(const std::string& verdict) {
  return verdict == "unique" || verdict == "multiple" || verdict == "none";
}

struct Args {
  std::string file;
  int repeat = 3;
  int warmup = 10;
  double limit = 10;
  std::size_t first = 0;
  std::vector<std::string> skip;
  std::string only;
};

Answer timed(const std::function<Answer()>& solve) {
  const auto start = Clock::now();
  Answer a = solve();
  const double wall = std::chrono::duration<double>(Clock::now() - start).count();
  if (a.seconds < 0) a.seconds = wall;
  return a;
}

int run(const Args& a, const std::string& name, const Prepare& prepare, bool solution_known) {
  ParseResult pr = read_puzzles(a.file);
  for (const Diagnostic& d : pr.diags.items()) std::cerr << d.str() << "\n";
  if (!pr.diags.items().empty() && pr.records.empty()) return 2;
  const auto wanted = [&](const PuzzleRecord& r) {
    return std::find(a.skip.begin(), a.skip.end(), r.id) == a.skip.end() &&
           (a.only.empty() || r.id.find(a.only) != std::string::npos);
  };
  std::cout << "# " << name << "\tfile=" << a.file << "\trepeat=" << a.repeat << "\twarmup=" << a.warmup
            << "\tlimit=" << a.limit << "\tfirst=" << a.first << "\n";
  // Warm-up: the first `warmup` puzzles this process will time, once each, untimed (run 0:
  // the watchdog counts it as that puzzle's run). One is not enough: on janko the first
  // puzzles are answered by preprocessing alone, and the first that reaches our search
  // engine (janko-006) then paid for its cold code, 34 us against 19 us later in the file.
  int warmed = 0;
  for (std::size_t i = a.first; i < pr.records.size() && warmed < a.warmup; ++i)
    if (pr.records[i].puzzle && wanted(pr.records[i])) {
      std::cout << "begin\t" << i << "\t" << pr.records[i].id << "\t0" << std::endl;
      timed(prepare(*pr.records[i].puzzle, a.limit));
      ++warmed;
    }
  for (std::size_t i = a.first; i < pr.records.size(); ++i) {
    const PuzzleRecord& rec = pr.records[i];
    const auto line = [&](const std::string& seconds, const std::string& verdict, const std::string& check) {
      std::cout << "result\t" << i << "\t" << rec.id << "\t" << seconds << "\t" << verdict << "\t" << check
                << std::endl;
    };
    if (!rec.puzzle) {
      line("-", "malformed", "-");
      continue;
    }
    if (!wanted(rec)) {
      if (a.only.empty() || rec.id.find(a.only) != std::string::npos) line("-", "skipped", "-");
      continue;
    }
    const std::function<Answer()> solve = prepare(*rec.puzzle, a.limit);
    // "begin" before every run, flushed: compare.py's watchdog knows which puzzle is running.
    std::cout << "begin\t" << i << "\t" << rec.id << "\t1" << std::endl;
    Answer best = timed(solve);
    for (int r = 1; r < a.repeat && answered(best.verdict) && best.seconds < kRepeatBelow; ++r) {
      std::cout << "begin\t" << i << "\t" << rec.id << "\t" << r + 1 << "\n";
      if (best.seconds >= kFlushAbove) std::cout.flush();
      best.seconds = std::min(best.seconds, timed(solve).seconds);
    }
    if (!best.why.empty()) std::cerr << rec.id << ": " << best.verdict << ": " << best.why << "\n";
    // No time for a refusal or a failure: it measures nothing comparable.
    char secs[32] = "-";
    if (answered(best.verdict) || best.verdict == "unknown")
      std::snprintf(secs, sizeof secs, "%.9f", best.seconds);
    line(secs, best.verdict, check_answer(rec, best, solution_known));
  }
  return 0;
}

}  // namespace

std::string check_answer(const PuzzleRecord& rec, const Answer& a, bool solution_known) {
  if (!answered(a.verdict)) return "-";
  const std::optional<Verdict> known = parse_verdict(rec.uniqueness);
  if (known && to_string(*known) != a.verdict)
    return "wrong: says " + a.verdict + ", record " + rec.uniqueness;
  if (!solution_known || a.verdict == "none") return known ? "ok" : "-";
  if (!a.first) return "wrong: no solution handed back";
  const std::vector<Violation> bad = check_solution(*rec.puzzle, *a.first);
  if (!bad.empty()) return "wrong: the first solution fails the checker: " + bad.front().message;
  if (a.verdict == "unique" && rec.solution && !(*rec.solution == *a.first))
    return "wrong: not the record's solution";
  return known || rec.solution ? "ok" : "-";
}

int run_driver(int argc, char** argv, const std::string& name, const std::string& description,
               const Prepare& prepare, bool solution_known) {
  CLI::App app{description, name};
  Args a;
  app.add_option("file", a.file, "jsonl (or any) puzzle file read by kakuro::core")->required();
  app.add_option("--repeat", a.repeat, "runs per puzzle, the best time counts (runs over 1 s: once)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  app.add_option("--limit", a.limit, "seconds per run where the solver keeps a limit itself; 0 = none")
      ->capture_default_str();
  app.add_option("--warmup", a.warmup, "puzzles run once, untimed, before the timing (the first ones)")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--first", a.first, "start at this record (0-based; compare.py restarts here)");
  app.add_option("--skip", a.skip, "record ids not to run (comma-separated)")->delimiter(',');
  app.add_option("--only", a.only, "only records whose id contains this");
  try {
    app.parse(argc, argv);
    return run(a, name, prepare, solution_known);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const std::exception& e) {
    std::cerr << name << ": " << e.what() << "\n";
    return 1;
  }
}

}  // namespace kakuro::peers
