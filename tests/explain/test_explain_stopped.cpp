// An explanation stopped by its cancel flag from another thread, at any moment (inside a
// finder's search too: interplay's group searches and the region search poll it): it ends
// with status timeout, and its steps are the first steps of the same explanation run to its
// end, never a step the stopped search would not have given (a harder one found after a
// simpler search was cut short).
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "kakuro/explain/explain.hpp"
#include "kakuro/formats.hpp"
#include "test_paths.hpp"

using namespace kakuro;
using explain::ExplainStatus;
using explain::Step;

namespace {

// The step's content (what a user sees); `place` follows from eliminate.
bool same_step(const Step& a, const Step& b) {
  if (a.technique != b.technique || a.runs != b.runs || a.cells != b.cells || a.eliminate != b.eliminate ||
      a.place != b.place || a.amount != b.amount || a.known != b.known || a.assumption != b.assumption ||
      a.chain.size() != b.chain.size())
    return false;
  for (std::size_t i = 0; i < a.chain.size(); ++i)
    if (!same_step(a.chain[i], b.chain[i])) return false;
  return true;
}

}  // namespace

TEST_CASE("an explanation cancelled at any moment gives the first steps of the whole one",
          "[explain][stop]") {
  // 45 steps (interplay and contradictions among them) in about 0.4 s, then not-unique.
  const ParseResult pr = read_puzzles(test::data_file("hard/native-slow-15x15.kakuro"));
  REQUIRE(pr.records.size() == 1);
  const Puzzle& p = *pr.records[0].puzzle;
  const explain::Explanation whole = explain::explain(p);
  REQUIRE(whole.status == ExplainStatus::NotUnique);
  REQUIRE(whole.steps.size() > 20);

  int stopped = 0;
  for (const int micros : {0, 300, 1000, 3000, 10000, 20000, 40000, 80000, 150000, 250000}) {
    INFO("cancelled after " << micros << " us");
    std::atomic<bool> cancel{false};
    explain::ExplainOptions opts;
    opts.cancel = &cancel;
    std::thread setter([&] {
      std::this_thread::sleep_for(std::chrono::microseconds(micros));
      cancel = true;
    });
    const explain::Explanation ex = explain::explain(p, opts);
    setter.join();
    if (ex.status == ExplainStatus::Timeout) {
      ++stopped;
      CHECK(ex.reason == "time limit reached");
    } else {
      CHECK(ex.status == whole.status);  // ended before the flag was set
    }
    REQUIRE(ex.steps.size() <= whole.steps.size());
    for (std::size_t i = 0; i < ex.steps.size(); ++i) {
      INFO("step " << i + 1);
      CHECK(same_step(ex.steps[i], whole.steps[i]));
    }
  }
  CHECK(stopped > 0);
}

TEST_CASE("next_step under a set cancel flag gives no step", "[explain][stop]") {
  const ParseResult pr = read_puzzles(test::data_file("hard/native-slow-15x15.kakuro"));
  REQUIRE(pr.records.size() == 1);
  const Puzzle& p = *pr.records[0].puzzle;
  std::atomic<bool> cancel{true};
  explain::ExplainOptions opts;
  opts.cancel = &cancel;
  CHECK_FALSE(explain::next_step(p, explain::initial_candidates(p), opts));
  CHECK(explain::explain(p, opts).status == ExplainStatus::Timeout);
}
