// A helper thread for the duration of one solve() call: once the wall-clock deadline has
// passed or the stop flag is set, it calls `interrupt` every few milliseconds until the call
// ends. Repeating matters: CryptoMiniSat clears its interrupt flag when solve() starts, so a
// single early interrupt could be lost.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

namespace kakuro::detail {

class Watchdog {
 public:
  using Clock = std::chrono::steady_clock;

  Watchdog(std::optional<Clock::time_point> deadline, const std::atomic<bool>& stop,
           std::function<void()> interrupt);
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;
  /// Ends the helper thread.
  ~Watchdog();

  /// Whether the deadline passed before the destructor ran.
  bool deadline_passed() const { return deadline_passed_.load(); }

 private:
  void loop();

  std::optional<Clock::time_point> deadline_;
  const std::atomic<bool>& stop_;
  std::function<void()> interrupt_;
  std::atomic<bool> deadline_passed_{false};
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;  // last: starts after the members it reads
};

}  // namespace kakuro::detail
