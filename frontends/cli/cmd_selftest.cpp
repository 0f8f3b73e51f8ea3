// kakuro selftest: random puzzles of many shapes and kinds (create/random_puzzle.hpp) through every
// available backend; every answer re-checked (inside solve_with), verdicts and unique
// solutions compared between backends and with what the generator knows. The puzzles run
// through the batch runner (batch.hpp) like any other command's items.
#include <iostream>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/verdict.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

namespace {

struct SelftestOptions {
  std::uint64_t count = 100;
  std::uint64_t seed = 1;
  int max_size = 12;
  int jobs = 0;
  bool json = false;
  bool quiet = false;
  SolveOptions solve;
};

// One puzzle's outcome: "agree", "disagree" or "unknown" (a limit stopped some backend). As
// the batch's result: the lines printed for it (out), its code and status.
struct Case : TaskResult {
  create::RandomPuzzle gen;
  std::uint64_t seed = 0;
  std::vector<std::string> verdicts;  // per backend: none, unique, multiple, unknown, check-failed
  std::vector<SolveReport> reports;
  std::string failure;  // why the case failed; "" when it did not
  bool unknown = false;
  bool threw = false;  // the case's work threw (err says what)
};

// What the generator knows must hold: its fillings are solutions, a solvable puzzle has one,
// a puzzle with a swappable block has two, and a unique solution of a solvable puzzle is
// its filling.
std::string against_generator(const create::RandomPuzzle& g, const std::string& name, const std::string& v,
                              const SolveReport& r) {
  if (g.kind == create::RandomPuzzleKind::Perturbed || v == "unknown") return "";
  if (v == "none") return name + " says none, but the generator's filling is a solution";
  if (g.kind == create::RandomPuzzleKind::Multiple && v == "unique")
    return name + " says unique, but the generator built two solutions";
  if (v == "unique" && r.solutions.front() != g.filling)
    return name + "'s unique solution is not the generator's filling";
  return "";
}

std::string check_generator(const create::RandomPuzzle& g) {
  if (g.kind == create::RandomPuzzleKind::Perturbed) return "";
  if (auto v = check_solution(g.puzzle, g.filling); !v.empty())
    return "generator: the filling is wrong: " + v[0].message;
  if (g.second) {
    if (auto v = check_solution(g.puzzle, *g.second); !v.empty())
      return "generator: the second solution is wrong: " + v[0].message;
    if (*g.second == g.filling) return "generator: the two solutions are the same";
  }
  return "";
}

std::string compare(const Case& c, const std::vector<std::string>& names) {
  if (std::string why = disagreement(names, c.reports); !why.empty()) return why;
  for (std::size_t i = 0; i < c.verdicts.size(); ++i)
    if (auto why = against_generator(c.gen, names[i], c.verdicts[i], c.reports[i]); !why.empty()) return why;
  return "";
}

Case run_case(std::uint64_t seed, const SelftestOptions& o, const std::vector<Witness>& witnesses,
              const std::vector<std::string>& names, CancelToken& cancel) {
  Case c;
  c.seed = seed;
  create::RandomPuzzleOptions g;
  g.max_size = o.max_size;
  c.gen = create::random_puzzle(seed, g);
  SolveRequest req = make_request(o.solve, 2);
  req.cancel = &cancel;
  for (const Witness& w : witnesses) {
    req.options = w.options;
    c.reports.push_back(solve_with(c.gen.puzzle, *w.info, req));
    c.verdicts.push_back(to_string(verdict_of(c.reports.back())));
    c.unknown = c.unknown || c.verdicts.back() == "unknown";
  }
  c.failure = check_generator(c.gen);
  if (c.failure.empty()) c.failure = compare(c, names);
  return c;
}

std::string status_of(const Case& c) {
  return !c.failure.empty() ? "disagree" : c.unknown ? "unknown" : "agree";
}

std::string puzzle_text(const Case& c) {
  WriteOptions w;
  w.id = c.gen.id;
  return write_puzzle(c.gen.puzzle, Format::Grid, w);
}

std::string case_json(const Case& c, const std::vector<std::string>& names, int max_size) {
  nlohmann::json j{{"id", c.gen.id},
                   {"seed", c.seed},
                   {"max_size", max_size},
                   {"kind", to_string(c.gen.kind)},
                   {"rows", c.gen.puzzle.rows()},
                   {"cols", c.gen.puzzle.cols()},
                   {"white_cells", c.gen.puzzle.num_vars()},
                   {"note", c.gen.note},
                   {"status", status_of(c)}};
  for (std::size_t i = 0; i < names.size(); ++i) {
    j["verdicts"][names[i]] = c.verdicts[i];
    j["seconds"][names[i]] = c.reports[i].seconds;
    if (c.verdicts[i] == "unknown") j["reasons"][names[i]] = c.reports[i].reason;
  }
  if (!c.failure.empty()) {
    j["disagreement"] = c.failure;
    j["puzzle"] = puzzle_text(c);
  }
  return json_line(j);
}

// Text mode prints only what needs a look, each with its puzzle: failures, and the puzzles
// a limit stopped (hard instances worth keeping).
std::string case_text(const Case& c, const std::vector<std::string>& names, int max_size) {
  const std::string what = c.gen.id + " (" + to_string(c.gen.kind) + ", " + c.gen.note + ")";
  std::string verdicts;
  for (std::size_t i = 0; i < names.size(); ++i) {
    verdicts += " " + names[i] + "=" + c.verdicts[i];
    if (c.verdicts[i] == "unknown") verdicts += " (" + c.reports[i].reason + ")";
  }
  const std::string again = "kakuro selftest --count 1 --seed " + std::to_string(c.seed) + " --max-size " +
                            std::to_string(max_size);
  if (!c.failure.empty())
    return "; FAILED " + what + ": " + c.failure + "\n;" + verdicts + "\n; again: " + again + "\n" +
           puzzle_text(c) + "\n";
  if (c.unknown) return "; unknown " + what + ":" + verdicts + "\n" + puzzle_text(c) + "\n";
  return "";
}

struct Summary {
  std::map<std::string, std::size_t> verdicts;  // the agreed verdict per puzzle
  std::map<std::string, std::size_t> kinds;
  std::size_t failures = 0, unknown = 0;
  int errors = kYes;  // the worst code of the cases that threw

  void add(const Case& c) {
    if (c.threw) {
      ++failures;
      errors = worst(errors, c.code);
      return;
    }
    ++kinds[to_string(c.gen.kind)];
    failures += !c.failure.empty();
    unknown += c.failure.empty() && c.unknown;
    if (c.failure.empty() && !c.unknown) ++verdicts[c.verdicts.front()];
  }
  std::string line(const SelftestOptions& o, std::size_t done, std::size_t not_done,
                   const std::vector<std::string>& names, double seconds) const {
    std::string s = "selftest: " + std::to_string(done) + " puzzles (seeds " + std::to_string(o.seed) + ".." +
                    std::to_string(o.seed + (done ? done - 1 : 0)) + ", max size " +
                    std::to_string(o.max_size);
    for (const auto& [k, n] : kinds) s += ", " + std::to_string(n) + " " + k;
    s += "):";
    for (const auto& [v, n] : verdicts) s += " " + std::to_string(n) + " " + v + ",";
    s += " " + std::to_string(failures) + (failures == 1 ? " failure" : " failures");
    if (unknown) s += ", " + std::to_string(unknown) + " stopped by a limit";
    std::string who;
    for (const auto& n : names) who += (who.empty() ? "" : " and ") + n;
    if (failures == 0)
      s += "; " + who + (names.size() > 1 ? " agree" : " agrees with the generator") +
           (unknown ? " wherever both answered" : " on every verdict");
    s += " in " + format_seconds(seconds);
    if (not_done > 0) s += "; interrupted, " + std::to_string(not_done) + " not done";
    return s;
  }
  // Failures 1, else puzzles a limit stopped 3; a case that threw as it says (a bug 4).
  int code() const { return worst(failures ? kNo : unknown ? kLimit : kYes, errors); }
};

// Runs the cases as a batch, printed in seed order as they finish; the exit code.
int run(const SelftestOptions& o) {
  // Rejects bad option values before any work. Puzzle i has seed + i: no seed past 2^64-1.
  constexpr std::uint64_t kLargest = std::numeric_limits<std::uint64_t>::max();
  if (o.count - 1 > kLargest - o.seed)
    throw CLI::ValidationError(
        "--seed", std::to_string(o.seed) + " with --count " + std::to_string(o.count) +
                      " runs past the largest seed, 18446744073709551615 (puzzle i has seed + i): at most " +
                      std::to_string(kLargest - (o.count - 1)) + " for " + std::to_string(o.count) +
                      " puzzles");
  const std::vector<Witness> witnesses = all_witnesses(make_request(o.solve, 2));
  std::vector<std::string> names;
  for (const Witness& w : witnesses) names.push_back(w.label);
  BatchSettings settings;  // standard output
  settings.jobs = o.jobs;
  settings.progress = false;  // selftest has its own summary line and never had a bar
  BatchRun batch(settings);
  Summary sum;
  BatchItems<Case> items;
  items.count = std::size_t(o.count);
  items.id = [&](std::size_t i) { return "gen-" + std::to_string(o.seed + i); };
  items.work = [&](std::size_t i, TaskContext& ctx) {
    Case c = run_case(o.seed + i, o, witnesses, names, ctx.cancel);
    c.out = o.json ? case_json(c, names, o.max_size) : case_text(c, names, o.max_size);
    c.status = status_of(c);
    c.code = !c.failure.empty() ? kNo : c.unknown ? kLimit : kYes;
    return c;
  };
  items.failed = [&](std::size_t i, const ItemError& e) {
    Case c;
    c.seed = o.seed + i;
    c.threw = true;
    c.err = "kakuro: " + items.id(i) + ": " + e.message + "\n";
    c.code = e.code;
    c.status = e.status;
    return c;
  };
  items.seen = [&](std::size_t, const Case& c) { sum.add(c); };
  batch.run(items);
  batch.finish(batch.not_done() > 0);
  if (!o.quiet) std::cerr << sum.line(o, batch.counted(), batch.not_done(), names, batch.seconds()) << "\n";
  // A Ctrl-C, or a thread that could not start: the puzzles left are stopped by a limit.
  return batch.stopped() || batch.not_done() > 0 ? worst(sum.code(), kLimit) : sum.code();
}

}  // namespace

void add_selftest_command(CLI::App& app) {
  auto o = std::make_shared<SelftestOptions>();
  o->solve.timeout_s = 10;
  auto* cmd =
      app.add_subcommand("selftest", "Random puzzles through every backend: answers checked and compared");
  cmd->add_option("-n,--count", o->count, "Number of random puzzles")
      ->capture_default_str()
      ->check(CLI::Range(std::uint64_t(1), std::uint64_t(100'000'000)));
  cmd->add_option("-s,--seed", o->seed, "Seed of the first puzzle; puzzle i uses seed + i")
      ->capture_default_str()
      ->check(seed_check());
  cmd->add_option("--max-size", o->max_size, "Largest rows or columns of a puzzle (3..1000)")
      ->capture_default_str()
      ->check(CLI::Range(3, 1000));
  cmd->add_option("-j,--jobs", o->jobs, "Worker threads (0 = the number of cores)")
      ->capture_default_str()
      ->check(non_negative("the number of cores"));
  cmd->add_flag("--json", o->json, "One JSON object per puzzle (JSON lines)");
  cmd->add_flag("-q,--quiet", o->quiet, "No summary");
  add_solver(cmd, o->solve, false);
  cmd->callback([o] { throw Exit{run(*o)}; });
}

}  // namespace kakuro::cli
