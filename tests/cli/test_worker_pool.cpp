// The worker pool (frontends/cli/worker_pool.hpp): results in order, memory bounded by the
// workers and not by the number of items, and a thread that cannot start reported, never
// std::terminate.
#include <catch2/catch.hpp>
#include <cerrno>
#include <limits>
#include <mutex>
#include <system_error>
#include <vector>

#include "cli/worker_pool.hpp"

using namespace kakuro::cli;

namespace {

// Counts the results alive at once: made by work(), held by the pool, handed to consume().
struct Tracked {
  static inline std::mutex mutex;
  static inline std::size_t live = 0, most = 0;
  std::size_t index = 0;
  explicit Tracked(std::size_t i) : index(i) { add(); }
  Tracked(const Tracked& o) : index(o.index) { add(); }
  Tracked(Tracked&& o) noexcept : index(o.index) { add(); }
  Tracked& operator=(const Tracked&) = default;
  Tracked& operator=(Tracked&&) = default;
  ~Tracked() {
    std::lock_guard lock(mutex);
    --live;
  }
  static void add() {
    std::lock_guard lock(mutex);
    most = std::max(most, ++live);
  }
  static void reset() {
    std::lock_guard lock(mutex);
    live = most = 0;
  }
};

}  // namespace

TEST_CASE("run_ordered holds a bounded number of results, whatever the count", "[cli][pool]") {
  for (const int jobs : {1, 2, 4}) {
    Tracked::reset();
    // An item count no memory could hold a slot each for: the pool must not try.
    const std::size_t n = std::numeric_limits<std::size_t>::max() / 2;
    const std::size_t stop_after = 2000;
    std::vector<std::size_t> seen;
    PoolEnd end;
    REQUIRE_NOTHROW(end = run_ordered<Tracked>(
                        n, jobs, [](std::size_t i) { return Tracked(i); },
                        [&](std::size_t i, std::optional<Tracked> r) {
                          REQUIRE(r);
                          CHECK(r->index == i);
                          seen.push_back(i);
                        },
                        [&] { return seen.size() >= stop_after; }));
    INFO("jobs " << jobs);
    REQUIRE(seen.size() >= stop_after);
    for (std::size_t i = 0; i < seen.size(); ++i) REQUIRE(seen[i] == i);  // in order, none lost
    CHECK(end.not_started == n - seen.size());
    CHECK(end.thread_error.empty());
    // The slots, one result in flight per worker, and the moves in between.
    const std::size_t workers = std::size_t(jobs);
    CHECK(Tracked::most <= workers * kResultsPerWorker + 3 * workers + 2);
    CHECK(Tracked::live == 0);
  }
}

TEST_CASE("run_ordered gives every result in order", "[cli][pool]") {
  for (const int jobs : {1, 3, 8}) {
    std::vector<std::size_t> seen;
    const PoolEnd end = run_ordered<std::size_t>(
        1000, jobs, [](std::size_t i) { return i * i; },
        [&](std::size_t i, std::optional<std::size_t> r) {
          REQUIRE(r);
          CHECK(*r == i * i);
          seen.push_back(i);
        });
    REQUIRE(seen.size() == 1000);
    for (std::size_t i = 0; i < seen.size(); ++i) CHECK(seen[i] == i);
    CHECK(end.not_started == 0);
  }
}

// The items go to the threads that started (all of them done, a note); only when none
// could start is nothing done. Before, the pool stopped at the first thread that failed and
// the batch said "the items not started are not done" after doing them all (solve -j 6000
// under ulimit -v 4000000: thread 430 failed, 6000 solved, exit 3).
TEST_CASE("a pool thread that cannot start: the started ones do the work, the error is reported",
          "[cli][pool]") {
  for (const std::size_t fail_at : {0u, 2u}) {
    std::size_t started = 0;
    const ThreadStarter starter = [&](std::function<void()> body) {
      if (started == fail_at) throw std::system_error(EAGAIN, std::generic_category(), "thread");
      ++started;
      return std::thread(std::move(body));
    };
    std::vector<std::size_t> seen;
    PoolEnd end;
    REQUIRE_NOTHROW(end = run_ordered<std::size_t>(
                        100000, 4, [](std::size_t i) { return i; },
                        [&](std::size_t i, std::optional<std::size_t> r) {
                          REQUIRE(r);
                          CHECK(*r == i);
                          seen.push_back(i);
                        },
                        {}, starter));
    INFO("thread " << fail_at + 1 << " fails to start");
    CHECK(end.thread_error == "could not start thread " + std::to_string(fail_at + 1) +
                                  " of 4: " + std::generic_category().message(EAGAIN));
    for (std::size_t i = 0; i < seen.size(); ++i) REQUIRE(seen[i] == i);
    CHECK(end.threads == fail_at);
    if (fail_at == 0) {
      CHECK(seen.empty());
      CHECK(end.not_started == 100000);
    } else {
      CHECK(seen.size() == 100000);
      CHECK(end.not_started == 0);
    }
  }
  // One worker: its watcher thread is the one that cannot start.
  const ThreadStarter never = [](std::function<void()>) -> std::thread {
    throw std::system_error(EAGAIN, std::generic_category(), "thread");
  };
  const PoolEnd end = run_ordered<int>(
      10, 1, [](std::size_t) { return 1; }, [](std::size_t, std::optional<int>) {}, [] { return false; },
      never);
  CHECK(end.not_started == 10);
  CHECK(end.threads == 0);
  CHECK(end.thread_error.find("could not start thread 1 of 1") == 0);
}

TEST_CASE("an exception from work stops the pool and is rethrown after the threads join", "[cli][pool]") {
  for (const int jobs : {1, 4}) {
    std::vector<std::size_t> seen;
    std::size_t empty = 0;
    CHECK_THROWS_WITH(run_ordered<std::size_t>(
                          std::numeric_limits<std::size_t>::max() / 2, jobs,
                          [](std::size_t i) -> std::size_t {
                            if (i == 500) throw std::runtime_error("bad item");
                            return i;
                          },
                          [&](std::size_t i, std::optional<std::size_t> r) {
                            seen.push_back(i);
                            empty += !r;
                          }),
                      "bad item");
    CHECK(empty == 1);  // item 500, consumed as std::nullopt
    REQUIRE(seen.size() >= 501);
    for (std::size_t i = 0; i < seen.size(); ++i) REQUIRE(seen[i] == i);
  }
}
