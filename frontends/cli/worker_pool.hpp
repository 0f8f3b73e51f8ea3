// The one worker pool of the command line: the batch runner (batch.hpp) runs every
// command's items through run_ordered(), which hands results back in input order.
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
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace kakuro::cli {

// The browser build (emscripten, frontends/web) has no threads: a page served without
// cross-origin isolation gets none. Every item runs on the calling thread, with no watcher
// (the limits inside a solve still apply).
#ifdef __EMSCRIPTEN__
inline constexpr bool kHasThreads = false;
#else
inline constexpr bool kHasThreads = true;
#endif

/// `jobs` threads for `n` items: 0 means the number of cores; never more than `n`.
inline std::size_t worker_count(int jobs, std::size_t n) {
  if (!kHasThreads) return std::min<std::size_t>(n, 1);
  const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
  return std::min<std::size_t>(n, jobs > 0 ? std::size_t(jobs) : hw);
}

/// Finished results run_ordered() keeps at most per worker while an earlier item still runs:
/// its memory depends on the workers, not on the number of items.
inline constexpr std::size_t kResultsPerWorker = 4;

/// Starts the pool's threads; std::thread's constructor unless a test injects a failure
/// (std::system_error, as std::thread throws when the system has no thread to give).
using ThreadStarter = std::function<std::thread(std::function<void()>)>;

/// How a run ended beside the results it handed over.
struct PoolEnd {
  std::size_t not_started = 0;  ///< items never run (after a stop): the last ones
  std::string thread_error;     ///< "" or why a thread could not start
  /// Threads that ran the items (fewer than asked when one could not start); 0 when none
  /// could, and the pool stopped.
  std::size_t threads = 0;
};

/// Says on standard error that a thread could not start; the exit code for it. When the
/// items ran on the threads that did start: a note, 0. When none could: an error, 3, a
/// limit (the system's threads or memory), as a backend's thread that cannot start.
int report_thread_error(const PoolEnd& end);

namespace detail {

inline std::thread start_thread(const ThreadStarter& starter, std::function<void()> body) {
  return starter ? starter(std::move(body)) : std::thread(std::move(body));
}

inline std::string thread_error(std::size_t k, std::size_t of, const std::system_error& e) {
  return "could not start thread " + std::to_string(k + 1) + " of " + std::to_string(of) + ": " +
         e.code().message();
}

}  // namespace detail

/// One worker: the items run on the calling thread, with no hand-off between threads per
/// item (on small puzzles that hand-off cost as much as the solve). A watcher thread calls
/// `poll()` every 50 ms, never at the same time as `consume()`, so that a limit or a
/// Ctrl-C reaches an item while it runs.
template <class R>
PoolEnd run_inline(std::size_t n, const std::function<R(std::size_t)>& work,
                   const std::function<void(std::size_t, std::optional<R>)>& consume,
                   const std::function<bool()>& poll, const ThreadStarter& starter) {
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
    try {
      if (poll && kHasThreads)
        watcher.thread = detail::start_thread(starter, [&] {
          std::unique_lock lock(mutex);
          while (!done) {
            cv.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; });
            if (!done && poll()) stop = true;
          }
        });
    } catch (const std::system_error& e) {
      return {n, detail::thread_error(0, 1, e), 0};
    }
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
  if (failure) std::rethrow_exception(failure);
  return {n - i, "", 1};
}

/// Runs `work(i)` for i in [0, n) on `jobs` threads and calls `consume(i, result)` on the
/// calling thread in index order, each as soon as it and every item before it are done.
/// A worker starts item i only when fewer than kResultsPerWorker results per worker wait
/// for an earlier one, so the memory held does not grow with `n`.
/// `poll()` runs about every 50 ms, never at the same time as `consume()` (on the calling
/// thread while it waits; with one worker, on a watcher thread, see run_inline); once it
/// returns true no new item starts, the running ones finish and are consumed, and the
/// items never started are counted in PoolEnd::not_started (not consumed). An exception
/// thrown by `work` stops the pool the same way (that item is consumed as std::nullopt)
/// and is rethrown here after every thread has joined (it never reaches std::terminate).
/// A thread that cannot start leaves the items to the ones started before it
/// (PoolEnd::threads of them; PoolEnd::thread_error says why); when none started, the pool
/// stops and no item is run.
template <class R>
PoolEnd run_ordered(std::size_t n, int jobs, const std::function<R(std::size_t)>& work,
                    const std::function<void(std::size_t, std::optional<R>)>& consume,
                    const std::function<bool()>& poll = {}, const ThreadStarter& starter = {}) {
  const std::size_t workers = worker_count(jobs, n);
  if (workers <= 1) return run_inline(n, work, consume, poll, starter);
  // Item i waits in slots[i % window] until consumed; it starts only once item i - window
  // has been taken out, so a slot holds one item at a time.
  const std::size_t window = workers * kResultsPerWorker;
  std::vector<std::optional<R>> slots(window);
  std::mutex mutex;
  std::condition_variable cv;          // a result came in, a slot came free, or the pool stops
  std::size_t next = 0, consumed = 0;  // under `mutex`
  bool stop = false;
  std::exception_ptr failure;
  std::string thread_error;
  auto worker = [&] {
    std::unique_lock lock(mutex);
    for (;;) {
      cv.wait(lock, [&] { return stop || next == n || next - consumed < window; });
      if (stop || next == n) return;
      const std::size_t i = next++;
      lock.unlock();
      std::optional<R> r;
      std::exception_ptr error;
      try {
        r = work(i);
      } catch (...) {
        error = std::current_exception();
      }
      lock.lock();
      if (error && !failure) failure = error;
      if (error) stop = true;
      slots[i % window] = std::move(r);
      cv.notify_all();
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(workers);
  try {
    for (std::size_t j = 0; j < workers; ++j) threads.push_back(detail::start_thread(starter, worker));
  } catch (const std::system_error& e) {
    thread_error = detail::thread_error(threads.size(), workers, e);
    if (threads.empty()) {
      std::lock_guard lock(mutex);
      stop = true;
    }
  }
  std::unique_lock lock(mutex);
  while (consumed < n && !stop) {
    cv.wait_for(lock, std::chrono::milliseconds(50),
                [&] { return stop || slots[consumed % window].has_value(); });
    while (consumed < n && slots[consumed % window]) {
      std::optional<R> r = std::move(slots[consumed % window]);
      slots[consumed % window].reset();
      const std::size_t i = consumed++;
      cv.notify_all();  // its slot is free
      lock.unlock();
      consume(i, std::move(r));
      lock.lock();
    }
    lock.unlock();
    const bool halt = poll && poll();
    lock.lock();
    if (halt) {
      stop = true;
      cv.notify_all();
    }
  }
  lock.unlock();
  for (auto& t : threads) t.join();  // after a stop: the running items end, nothing new starts
  for (; consumed < next; ++consumed) consume(consumed, std::move(slots[consumed % window]));
  if (failure) std::rethrow_exception(failure);
  return {n - next, thread_error, threads.size()};
}

}  // namespace kakuro::cli
