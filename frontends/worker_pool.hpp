// The one worker pool of the command line: the batch runner and selftest both run their
// items through run_ordered(), which hands results back in input order.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace kakuro::cli {

/// `jobs` threads for `n` items: 0 means the number of cores; never more than `n`.
inline std::size_t worker_count(int jobs, std::size_t n) {
  const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
  return std::min<std::size_t>(n, jobs > 0 ? std::size_t(jobs) : hw);
}

/// One worker: the items run on the calling thread, with no hand-off between threads per
/// item (on small puzzles that hand-off cost as much as the solve). A watcher thread calls
/// `poll()` every 50 ms, never at the same time as `consume()`, so that a limit or a
/// Ctrl-C reaches an item while it runs.
template <class R>
void run_inline(std::size_t n, const std::function<R(std::size_t)>& work,
                const std::function<void(std::size_t, std::optional<R>)>& consume,
                const std::function<bool()>& poll) {
  std::mutex mutex;
  std::condition_variable cv;
  bool done = false;
  std::atomic<bool> stop{false};
  // Ends the watcher on every way out of the loop, an exception from consume() included.
  struct Watcher {
    std::mutex& mutex;
    std::condition_variable& cv;
    bool& done;
    std::thread thread;
    ~Watcher() {
      {
        std::lock_guard lock(mutex);
        done = true;
      }
      cv.notify_all();
      if (thread.joinable()) thread.join();
    }
  };
  std::exception_ptr failure;
  std::size_t i = 0;
  {
    Watcher watcher{mutex, cv, done, {}};
    if (poll)
      watcher.thread = std::thread([&] {
        std::unique_lock lock(mutex);
        while (!done) {
          cv.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; });
          if (!done && poll()) stop = true;
        }
      });
    for (; i < n && !stop; ++i) {
      std::optional<R> r;
      try {
        r = work(i);
      } catch (...) {
        failure = std::current_exception();
        stop = true;
      }
      std::lock_guard lock(mutex);
      consume(i, std::move(r));
    }
  }  // the watcher has ended
  for (; i < n; ++i) consume(i, std::nullopt);
  if (failure) std::rethrow_exception(failure);
}

/// Runs `work(i)` for i in [0, n) on `jobs` threads and calls `consume(i, result)` on the
/// calling thread in index order, each as soon as it and every item before it are done.
/// `poll()` runs about every 50 ms, never at the same time as `consume()` (on the calling
/// thread while it waits; with one worker, on a watcher thread, see run_inline); once it
/// returns true no new item starts, the running ones finish, and every remaining index is
/// consumed with its result or std::nullopt when it never ran. An exception thrown by
/// `work` stops the pool the same way and is rethrown here after every thread has joined
/// (it never reaches std::terminate).
template <class R>
void run_ordered(std::size_t n, int jobs, const std::function<R(std::size_t)>& work,
                 const std::function<void(std::size_t, std::optional<R>)>& consume,
                 const std::function<bool()>& poll = {}) {
  if (worker_count(jobs, n) <= 1) return run_inline(n, work, consume, poll);
  std::vector<std::optional<R>> results(n);
  std::mutex mutex;
  std::condition_variable cv;
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  std::exception_ptr failure;
  auto worker = [&] {
    for (std::size_t i; !stop && (i = next++) < n;) {
      std::optional<R> r;
      std::exception_ptr error;
      try {
        r = work(i);
      } catch (...) {
        error = std::current_exception();
      }
      std::lock_guard lock(mutex);
      if (error && !failure) failure = error;
      if (error) stop = true;
      results[i] = std::move(r);
      cv.notify_all();
    }
  };
  std::vector<std::thread> threads;
  for (std::size_t j = 0, m = worker_count(jobs, n); j < m; ++j) threads.emplace_back(worker);
  auto join = [&] {
    for (auto& t : threads) t.join();
    threads.clear();
  };
  std::size_t consumed = 0;
  std::unique_lock lock(mutex);
  while (consumed < n && !stop) {
    cv.wait_for(lock, std::chrono::milliseconds(50), [&] { return results[consumed].has_value() || stop; });
    while (consumed < n && results[consumed]) {
      std::optional<R> r = std::move(results[consumed]);
      results[consumed].reset();
      lock.unlock();
      consume(consumed++, std::move(r));
      lock.lock();
    }
    lock.unlock();
    if (poll && poll()) stop = true;
    lock.lock();
  }
  lock.unlock();
  join();  // after a stop: the running items end, nothing new starts
  for (; consumed < n; ++consumed) consume(consumed, std::move(results[consumed]));
  if (failure) std::rethrow_exception(failure);
}

}  // namespace kakuro::cli
