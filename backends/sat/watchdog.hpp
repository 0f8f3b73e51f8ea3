// Watches one solve() call: once the wall-clock deadline has passed or the stop flag is set,
// `interrupt` is called every few milliseconds until the watch ends. Repeating matters:
// CryptoMiniSat clears its interrupt flag when solve() starts, so a single early interrupt
// could be lost.
//
// One helper thread, started on first use and kept for the life of the process, serves every
// watch: a watch is a registration, not a thread of its own (a thread per call cost a fifth
// of the time of the many small proofs of `kakuro repair -b sat`). `interrupt` runs on that
// thread with the watches' lock held: it must be quick and must not start or end a watch.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>

namespace kakuro::detail {

class Watchdog {
 public:
  using Clock = std::chrono::steady_clock;

  Watchdog(std::optional<Clock::time_point> deadline, const std::atomic<bool>& stop,
           std::function<void()> interrupt);
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;
  /// Ends the watch: once it returns, `interrupt` is not running and is not called again.
  ~Watchdog();

  /// Whether the deadline passed while the watch lasted.
  bool deadline_passed() const { return deadline_passed_.load(); }

 private:
  friend class WatchdogService;
  std::optional<Clock::time_point> deadline_;
  const std::atomic<bool>& stop_;
  std::function<void()> interrupt_;
  std::atomic<bool> deadline_passed_{false};
};

}  // namespace kakuro::detail
