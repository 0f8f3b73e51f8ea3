// kakuro_repair_bench: repair's pieces timed per puzzle, the native engine's run-sum
// questions against the SAT backend's in one run (docs/benchmarks.md, "Repair").
//   kakuro_repair_bench make --seed 1 --out-dir bench/data /work/shared/puzzles/*.jsonl
//     makes the two sets of 50 from corpus puzzles up to 15x15 (unique ones): one clue
//     changed by 1 to 3 (no solution), and one across and one down clue of the same part
//     changed by the same 1 to 3 (several solutions; one clue alone always breaks the part's
//     totals, so it never gives several).
//   kakuro_repair_bench run bench/data/repair_no_solution.jsonl bench/data/repair_several.jsonl
//     times, per puzzle, the minimal conflict, the fewest correction and the clue changes
//     (no solution; native against sat as the run-sum solver) and the clue changes of
//     repair() (several solutions; native against sat as the prover), and prints the medians
//     and the maxima.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "kakuro/backends.hpp"
#include "kakuro/combinations.hpp"
#include "kakuro/components.hpp"
#include "kakuro/create/repair.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"

using namespace kakuro;

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

const BackendInfo& backend(const std::string& name) {
  const BackendInfo* b = registered_backends().find(name);
  if (!b || !b->available) {
    std::cerr << "kakuro_repair_bench: the " << name << " backend is not built in\n";
    std::exit(2);
  }
  return *b;
}

// What native proves of `p`: "unique", "several", "none" or "limit".
std::string verdict(const Puzzle& p) {
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = 20;
  const SolveReport rep = solve_with(p, backend("native"), req);
  if (rep.solutions.size() >= 2) return "several";
  if (!rep.exhausted) return "limit";
  return rep.solutions.empty() ? "none" : "unique";
}

// A new sum for run r moved by +-1..3 and still possible for its length, or 0.
int moved_sum(const Puzzle& p, RunId r, int delta) {
  const int n = int(p.run(r).vars.size()), s = p.run(r).sum + delta;
  return sum_possible(n, s) ? s : 0;
}

bool has_givens(const Puzzle& p) {
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (p.given(v) != 0) return true;
  return false;
}

struct MakeOptions {
  std::uint64_t seed = 1;
  int per_set = 50;
  int max_size = 15;         // rows and columns of the corpus puzzles taken
  bool only_givens = false;  // only corpus puzzles with givens
  int rounds = 1;            // passes over the pool (round k > 0 adds "#k" to the ids)
};

int make_sets(const MakeOptions& mo, const std::string& out_dir, const std::vector<std::string>& files) {
  const int per_set = mo.per_set;
  std::vector<PuzzleRecord> pool;
  for (const std::string& f : files) {
    ParseResult res = read_puzzles(f);
    for (PuzzleRecord& rec : res.records)
      if (rec.puzzle && rec.puzzle->rows() <= mo.max_size && rec.puzzle->cols() <= mo.max_size &&
          rec.uniqueness == "unique" && (!mo.only_givens || has_givens(*rec.puzzle)))
        pool.push_back(std::move(rec));
  }
  std::sort(pool.begin(), pool.end(),
            [](const PuzzleRecord& a, const PuzzleRecord& b) { return a.id < b.id; });
  std::mt19937_64 rng(mo.seed);
  std::shuffle(pool.begin(), pool.end(), rng);
  const std::string none_path = out_dir + "/repair_no_solution.jsonl",
                    several_path = out_dir + "/repair_several.jsonl";
  std::ofstream none(none_path), several(several_path);
  for (const auto& [out, path] :
       {std::pair<std::ofstream*, std::string>{&none, none_path}, {&several, several_path}})
    if (!*out) {
      std::cerr << "kakuro_repair_bench: cannot write " << path << "\n";
      return 2;
    }
  int made_none = 0, made_several = 0;
  const auto pick = [&](int n) { return int(rng() % std::uint64_t(n)); };
  for (int round = 0; round < mo.rounds; ++round)
    for (const PuzzleRecord& rec : pool) {
      if (made_none >= per_set && made_several >= per_set) break;
      const Puzzle& p = *rec.puzzle;
      const std::string tag = round == 0 ? "" : "#" + std::to_string(round);
      if (p.num_runs() == 0) continue;
      std::vector<int> sums;
      for (const Run& run : p.runs()) sums.push_back(run.sum);
      const int delta = (1 + pick(3)) * (rng() % 2 ? 1 : -1);
      if (made_none < per_set) {  // one clue changed
        const RunId r = RunId(pick(p.num_runs()));
        if (const int s = moved_sum(p, r, delta)) {
          std::vector<int> changed = sums;
          changed[std::size_t(r)] = s;
          const Puzzle q = create::with_sums(p, changed);
          if (verdict(q) == "none") {
            WriteOptions w;
            w.id = rec.id + "~" + std::to_string(p.row_of(p.run(r).clue)) + "," +
                   std::to_string(p.col_of(p.run(r).clue)) + (delta > 0 ? "+" : "") + std::to_string(delta) +
                   tag;
            none << write_puzzle(q, Format::Jsonl, w);
            ++made_none;
          }
        }
      }
      if (made_several < per_set) {  // an across and a down clue of one part, the same change
        const Components parts = connected_components(p);
        const RunId a = RunId(pick(p.num_runs()));
        std::vector<RunId> partners;
        for (RunId r : parts.runs[std::size_t(parts.of_var[std::size_t(p.run(a).vars[0])])])
          if (p.run(r).dir != p.run(a).dir) partners.push_back(r);
        if (partners.empty()) continue;
        const RunId b = partners[std::size_t(pick(int(partners.size())))];
        const int sa = moved_sum(p, a, delta), sb = moved_sum(p, b, delta);
        if (!sa || !sb) continue;
        std::vector<int> changed = sums;
        changed[std::size_t(a)] = sa;
        changed[std::size_t(b)] = sb;
        const Puzzle q = create::with_sums(p, changed);
        if (verdict(q) == "several") {
          WriteOptions w;
          w.id = rec.id + "~pair" + (delta > 0 ? "+" : "") + std::to_string(delta) + tag;
          several << write_puzzle(q, Format::Jsonl, w);
          ++made_several;
        }
      }
    }
  std::cerr << "made " << made_none << " with no solution and " << made_several << " with several from "
            << pool.size() << " unique corpus puzzles up to " << mo.max_size << "x" << mo.max_size
            << (mo.only_givens ? " with givens" : "") << " (seed " << mo.seed << ")\n";
  none.close(), several.close();
  if (!none || !several) {
    std::cerr << "kakuro_repair_bench: cannot write " << (!none ? none_path : several_path) << "\n";
    return 2;
  }
  return made_none == per_set && made_several == per_set ? 0 : 1;
}

struct Times {
  std::vector<double> conflict, fewest, clues, total;
  int minimal = 0, proved_fewest = 0, with_clues = 0, count = 0;
  std::size_t changes = 0;                         // clue changes of the proposals found, in all
  std::map<std::string, std::size_t> fewest_size;  // per puzzle id
};

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}
double maximum(const std::vector<double>& v) { return v.empty() ? 0 : *std::max_element(v.begin(), v.end()); }

create::Budget budget_of(double seconds) {
  create::Budget b;
  b.deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  return b;
}

// A SumCoreSolver that counts the questions asked of the one it wraps, and their time.
class CountedCores final : public SumCoreSolver {
 public:
  explicit CountedCores(std::unique_ptr<SumCoreSolver> inner) : inner_(std::move(inner)) {}
  SumCheck check(const std::vector<RunId>& enforced, const Limits& limits,
                 const std::atomic<bool>* stop) override {
    const auto t0 = Clock::now();
    SumCheck c = inner_->check(enforced, limits, stop);
    ++(c.status == SolveStatus::Solved ? solved : failed);
    seconds += since(t0);
    return c;
  }
  int solved = 0, failed = 0;
  double seconds = 0;

 private:
  std::unique_ptr<SumCoreSolver> inner_;
};

// No solution: the pieces of repair() one after another, as repair() runs them.
void run_no_solution(const PuzzleRecord& rec, const BackendInfo& cores, double timeout, Times& t,
                     std::FILE* per_puzzle) {
  const Puzzle& p = *rec.puzzle;
  const BackendInfo& prover = backend("native");
  create::Shortfall why;
  const auto t0 = Clock::now();
  auto solver = std::make_unique<CountedCores>(cores.sum_cores(p, {}));
  const std::optional<create::Conflict> conflict =
      create::minimal_conflict(p, *solver, budget_of(timeout), why);
  const double tc = since(t0);
  const int conflict_checks = solver->solved + solver->failed;
  const auto t1 = Clock::now();
  std::optional<create::Correction> corr;
  if (conflict && !conflict->runs.empty())
    corr = create::fewest_correction(p, *solver, {conflict->runs}, budget_of(timeout), why);
  const double tf = since(t1);
  const auto t2 = Clock::now();
  std::optional<create::Proposal> prop;
  if (corr) prop = create::clue_changes_for_uniqueness(p, corr->fill, prover, 60, budget_of(timeout), why);
  const double tu = since(t2);
  ++t.count;
  t.conflict.push_back(tc);
  t.fewest.push_back(tf);
  t.clues.push_back(tu);
  t.total.push_back(tc + tf + tu);
  t.minimal += conflict && conflict->minimal;
  t.proved_fewest += corr && corr->fewest;
  t.with_clues += bool(prop);
  if (prop) t.changes += create::clue_changes_between(p, prop->puzzle).size();
  if (corr && corr->fewest) t.fewest_size[rec.id] = corr->runs.size();
  std::fprintf(per_puzzle, "%s\tno-solution\t%s\t%d\t%.4f\t%zu\t%d\t%.4f\t%zu\t%d\t%.4f\t%d\t%d\t%d\t%.4f\n",
               rec.id.c_str(), cores.name.c_str(), p.rows() * 100 + p.cols(), tc,
               conflict ? conflict->runs.size() : 0, conflict && conflict->minimal, tf,
               corr ? corr->runs.size() : 0, corr && corr->fewest, tu, conflict_checks,
               solver->solved + solver->failed - conflict_checks, solver->solved, solver->seconds);
}

// Several solutions: repair() with clue changes only, `prover` proving.
void run_several(const PuzzleRecord& rec, const BackendInfo& prover, double timeout, Times& t,
                 std::FILE* per_puzzle) {
  create::RepairOptions o;
  o.timeout_s = timeout;
  o.want_givens = false;
  const auto t0 = Clock::now();
  const create::RepairResult r = create::repair(*rec.puzzle, prover, nullptr, o);
  const double secs = since(t0);
  ++t.count;
  t.clues.push_back(secs);
  t.total.push_back(secs);
  t.with_clues += bool(r.by_clues);
  t.changes += r.clue_changes.size();
  std::fprintf(per_puzzle, "%s\tseveral\t%s\t%s\t%.4f\t%zu\n", rec.id.c_str(), prover.name.c_str(),
               to_string(r.status).c_str(), secs, r.clue_changes.size());
}

std::string ms(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", s * 1000);
  return buf;
}

int run_sets(const std::string& none_file, const std::string& several_file, double timeout,
             const std::string& per_puzzle_file, const std::vector<std::string>& names) {
  std::FILE* per = std::fopen(per_puzzle_file.c_str(), "w");
  if (!per) {
    std::cerr << "kakuro_repair_bench: cannot write " << per_puzzle_file << "\n";
    return 2;
  }
  std::map<std::string, Times> none, several;
  const ParseResult a = read_puzzles(none_file), b = read_puzzles(several_file);
  if (!a.ok() || !b.ok()) {
    std::cerr << "kakuro_repair_bench: cannot read the sets\n";
    return 2;
  }
  for (const PuzzleRecord& rec : a.records)
    for (const std::string& n : names) run_no_solution(rec, backend(n), timeout, none[n], per);
  for (const PuzzleRecord& rec : b.records)
    for (const std::string& n : names) run_several(rec, backend(n), timeout, several[n], per);
  std::fclose(per);
  std::printf("| set | piece | native median ms | native max ms | sat median ms | sat max ms |\n");
  std::printf("|---|---|---:|---:|---:|---:|\n");
  const auto row = [&](const char* set, const char* piece, const std::vector<double>& x,
                       const std::vector<double>& y) {
    std::printf("| %s | %s | %s | %s | %s | %s |\n", set, piece, ms(median(x)).c_str(),
                ms(maximum(x)).c_str(), ms(median(y)).c_str(), ms(maximum(y)).c_str());
  };
  Times &nn = none["native"], &ns = none["sat"];
  row("no solution", "minimal conflict", nn.conflict, ns.conflict);
  row("no solution", "fewest correction", nn.fewest, ns.fewest);
  row("no solution", "clue changes (unique)", nn.clues, ns.clues);
  row("no solution", "all three", nn.total, ns.total);
  row("several solutions", "repair, clue changes", several["native"].clues, several["sat"].clues);
  int agree = 0, both = 0;
  for (const auto& [id, k] : nn.fewest_size)
    if (auto it = ns.fewest_size.find(id); it != ns.fewest_size.end()) {
      ++both;
      agree += it->second == k;
    }
  std::printf(
      "\nno solution (%d puzzles): conflicts proved minimal native %d, sat %d; fewest correction proved "
      "native %d, sat %d (same size in %d of %d); clue changes found native %d (%zu changes in all), sat %d "
      "(%zu)\n",
      nn.count, nn.minimal, ns.minimal, nn.proved_fewest, ns.proved_fewest, agree, both, nn.with_clues,
      nn.changes, ns.with_clues, ns.changes);
  std::printf(
      "several solutions (%d puzzles): clue changes found with native proving %d (%zu changes in all), with "
      "sat "
      "%d (%zu)\n",
      several["native"].count, several["native"].with_clues, several["native"].changes,
      several["sat"].with_clues, several["sat"].changes);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"kakuro_repair_bench: repair's pieces timed per puzzle, native against sat"};
  app.require_subcommand(1);
  auto* make = app.add_subcommand("make", "Make the two sets of perturbed corpus puzzles");
  MakeOptions mo;
  std::string out_dir = ".";
  std::vector<std::string> files;
  make->add_option("--seed", mo.seed, "The perturbation seed")->capture_default_str();
  make->add_option("--per-set", mo.per_set, "Puzzles per set")->capture_default_str();
  make->add_option("--max-size", mo.max_size, "Largest rows and columns of the corpus puzzles taken")
      ->capture_default_str();
  make->add_flag("--only-givens", mo.only_givens, "Only corpus puzzles with givens");
  make->add_option("--rounds", mo.rounds, "Passes over the corpus puzzles (later ones add #k to the ids)")
      ->capture_default_str();
  make->add_option("--out-dir", out_dir, "Where repair_no_solution.jsonl and repair_several.jsonl go")
      ->capture_default_str();
  make->add_option("files", files, "Corpus files (JSON lines)")->required();
  auto* run = app.add_subcommand("run", "Time repair over the two sets");
  std::string none_file, several_file, per_puzzle = "repair_bench_per_puzzle.tsv";
  double timeout = 60;
  run->add_option("no_solution", none_file, "The set with no solution")->required();
  run->add_option("several", several_file, "The set with several solutions")->required();
  run->add_option("--timeout", timeout, "Seconds per piece")->capture_default_str();
  run->add_option("--per-puzzle", per_puzzle, "Where the per-puzzle times go (TSV)")->capture_default_str();
  std::vector<std::string> names = {"native", "sat"};
  run->add_option("--backends", names, "The run-sum solvers (no solution) and provers (several) timed")
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);
  if (make->parsed()) return make_sets(mo, out_dir, files);
  return run_sets(none_file, several_file, timeout, per_puzzle, names);
}
