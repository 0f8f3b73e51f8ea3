// kakuro_peer_ours: our side of the peer comparison (bench/peers/README.md). Per puzzle what
// `kakuro unique` does, through kakuro_bench's run_set: solve_with() with two solutions
// asked on the native backend with its default options (preprocess, solve, the independent
// checker, block, solve again); the time is the report's `seconds`, as in `unique --json`.
#include "../bench.hpp"
#include "kakuro/backends.hpp"
#include "peer_driver.hpp"

using namespace kakuro;

int main(int argc, char** argv) {
  const BackendInfo* native = registered_backends().find("native");
  const peers::Prepare prepare = [native](const Puzzle& p, double limit_s) {
    bench::Config config{"native", native, {}, {}};
    config.limits.timeout_s = limit_s;
    PuzzleRecord rec;
    rec.puzzle = p;
    return std::function<peers::Answer()>([config, records = std::vector<PuzzleRecord>{rec}] {
      const bench::SetResult r = bench::run_set("", records, config, 1);
      peers::Answer a;
      a.seconds = r.runs.front().seconds;
      a.verdict = r.runs.front().verdict;
      if (a.verdict == "check-failed") a.verdict = "error", a.why = "our checker refused an answer";
      return a;
    });
  };
  return peers::run_driver(argc, argv, "kakuro_peer_ours",
                           "kakuro_peer_ours: our solve + uniqueness per puzzle, warm, one thread", prepare,
                           false);
}
