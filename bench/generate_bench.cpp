// kakuro_generate_bench: the generator (core/create/generator.hpp) at several sizes, one
// puzzle at a time (one thread), then a batch on one and on two threads. Every puzzle is
// re-proved unique by the other backend before it counts. docs/benchmarks.md ("Generate")
// shows the output and the command. Not a test: it measures.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <sstream>
#include <thread>

#include "kakuro/backends.hpp"
#include "kakuro/create/generator.hpp"
#include "kakuro/solve.hpp"

using namespace kakuro;
using Clock = std::chrono::steady_clock;

namespace {

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::vector<int> parse_sizes(const std::string& s) {
  std::vector<int> out;
  std::stringstream in(s);
  for (std::string item; std::getline(in, item, ',');) out.push_back(std::stoi(item));
  return out;
}

// The other backend proves the puzzle unique, or the benchmark stops.
void verify(const create::Generated& g, const BackendInfo& other) {
  SolveRequest req;
  req.max_solutions = 2;
  const SolveReport r = solve_with(*g.puzzle, other, req);
  if (!(r.unique && *r.unique) || r.solutions.front() != g.solution) {
    std::fprintf(stderr, "generate_bench: %s does not prove a generated puzzle unique\n", other.name.c_str());
    std::exit(1);
  }
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"kakuro_generate_bench: the puzzle generator's speed by size"};
  create::GeneratorOptions base;
  std::string sizes = "10,15,20,30,50,100", prover_name = "native", level_name;
  int count = 21, batch = 40, batch_size = 15;
  std::uint64_t seed = 1;
  double timeout = 120;
  bool no_verify = false;
  app.add_option("--sizes", sizes, "rows = cols, comma-separated (counting the clue row and column)");
  app.add_option("--count", count, "puzzles per size");
  app.add_option("--seed", seed, "first seed");
  app.add_option("--prover", prover_name, "backend that proves uniqueness");
  app.add_option("--difficulty", level_name, "only puzzles of this level");
  app.add_option("--batch", batch, "puzzles in the -j 1 / -j 2 comparison (0: skip)");
  app.add_option("--batch-size", batch_size, "their rows = cols");
  app.add_option("--timeout", timeout, "seconds per puzzle");
  app.add_option("--open", base.open_cells,
                 "undecided cells allowed before a proof (-1: the generator's mix)");
  app.add_option("--narrowing", base.narrowing, "0 basic, 1 exact, -1 the generator's choice");
  app.add_flag("--no-verify", no_verify, "skip the re-proof by the other backend");
  CLI11_PARSE(app, argc, argv);

  base.timeout_s = timeout;
  const auto& reg = registered_backends();
  const BackendInfo* prover = reg.find(prover_name);
  if (!prover) {
    std::fprintf(stderr, "unknown backend %s\n", prover_name.c_str());
    return 2;
  }
  const BackendInfo* other = reg.find(prover_name == "native" ? "sat" : "native");
  if (!level_name.empty()) {
    base.difficulty = explain::level_from_name(level_name);
    if (!base.difficulty) {
      std::fprintf(stderr, "unknown level %s\n", level_name.c_str());
      return 2;
    }
  }

  std::printf(
      "| size | puzzles | median s | mean s | max s | tries > 1 | fill changes | proofs | prove s | rate s | "
      "levels |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (int size : parse_sizes(sizes)) {
    std::vector<double> secs;
    int relayout = 0, failed = 0;
    long changes = 0, proofs = 0;
    double prove_s = 0, rate_s = 0;
    std::map<std::string, int> levels;
    for (int i = 0; i < count; ++i) {
      create::GeneratorOptions o = base;
      o.layout.rows = o.layout.cols = size;
      const auto t0 = Clock::now();
      const create::Generated g = create::generate(seed + std::uint64_t(i), o, *prover);
      const double s = since(t0);
      if (g.status != create::GenerateStatus::Ok) {
        ++failed;
        std::fprintf(stderr, "size %d seed %llu: %s\n", size,
                     static_cast<unsigned long long>(seed + std::uint64_t(i)), g.reason.c_str());
        continue;
      }
      if (other && !no_verify) verify(g, *other);
      if (s > 2)
        std::fprintf(
            stderr,
            "size %d seed %llu: %.2f s, %d tries, narrowing %d, open %d, %d proofs (%.2f s), %d changes, "
            "rate %.2f s\n",
            size, static_cast<unsigned long long>(seed + std::uint64_t(i)), s, g.stats.tries,
            g.stats.narrowing, g.stats.open_cells, g.stats.proofs, g.stats.prove_seconds,
            g.stats.fill_changes, g.stats.rate_seconds);
      secs.push_back(s);
      relayout += g.stats.tries > 1;
      changes += g.stats.fill_changes;
      proofs += g.stats.proofs;
      prove_s += g.stats.prove_seconds;
      rate_s += g.stats.rate_seconds;
      ++levels[g.rating ? explain::to_string(g.rating->level) : "unrated"];
    }
    std::sort(secs.begin(), secs.end());
    const double median = secs.empty() ? 0 : secs[secs.size() / 2];
    double total = 0;
    for (double s : secs) total += s;
    std::string lv;
    for (const auto& [k, v] : levels) lv += (lv.empty() ? "" : " ") + k + " " + std::to_string(v);
    if (failed) lv += " (failed " + std::to_string(failed) + ")";
    const double n = std::max<double>(1, double(secs.size()));
    std::printf("| %dx%d | %zu | %.3f | %.3f | %.3f | %d | %.1f | %.1f | %.3f | %.3f | %s |\n", size, size,
                secs.size(), median, total / n, secs.empty() ? 0 : secs.back(), relayout, double(changes) / n,
                double(proofs) / n, prove_s / n, rate_s / n, lv.c_str());
    std::fflush(stdout);
  }

  if (batch > 0) {
    // The same puzzles on one and on two threads (each thread takes the next seed).
    for (int threads : {1, 2}) {
      std::atomic<int> next{0}, ok{0};
      const auto t0 = Clock::now();
      std::vector<std::thread> pool;
      for (int t = 0; t < threads; ++t)
        pool.emplace_back([&] {
          for (int i; (i = next++) < batch;) {
            create::GeneratorOptions o = base;
            o.layout.rows = o.layout.cols = batch_size;
            if (create::generate(seed + 1000 + std::uint64_t(i), o, *prover).status ==
                create::GenerateStatus::Ok)
              ++ok;
          }
        });
      for (auto& th : pool) th.join();
      const double s = since(t0);
      std::printf("%dx%d batch of %d, %d thread%s: %.2f s, %.1f puzzles/s\n", batch_size, batch_size, batch,
                  threads, threads == 1 ? "" : "s", s, ok.load() / s);
    }
  }
  return 0;
}
