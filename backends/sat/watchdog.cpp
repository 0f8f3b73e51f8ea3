#include "watchdog.hpp"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace kakuro::detail {

namespace {
constexpr auto kWatchdogPoll = std::chrono::milliseconds(5);
}

// The one helper thread and the watches it serves.
class WatchdogService {
 public:
  static WatchdogService& get() {
    // Made once and never destroyed: its detached thread may still wait when static objects
    // are destroyed at exit.
    static WatchdogService* const service = new WatchdogService;
    return *service;
  }

  void add(Watchdog* w) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!started_) {
      std::thread([this] { loop(); }).detach();
      started_ = true;
    }
    watches_.push_back(w);
    cv_.notify_all();  // look at it now: its stop flag may be set already
  }

  void remove(Watchdog* w) {
    std::lock_guard<std::mutex> lock(mutex_);  // waits for an interrupt in progress
    watches_.erase(std::find(watches_.begin(), watches_.end(), w));
  }

 private:
  void loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      if (watches_.empty()) {
        cv_.wait(lock);
        continue;
      }
      const auto now = Watchdog::Clock::now();
      auto wake = now + kWatchdogPoll;
      for (Watchdog* w : watches_) {
        if (w->deadline_ && now >= *w->deadline_) w->deadline_passed_ = true;
        if (w->deadline_passed_ || w->stop_.load()) w->interrupt_();
        if (w->deadline_ && !w->deadline_passed_) wake = std::min(wake, *w->deadline_);
      }
      cv_.wait_until(lock, wake);
    }
  }

  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<Watchdog*> watches_;
  bool started_ = false;
};

Watchdog::Watchdog(std::optional<Clock::time_point> deadline, const std::atomic<bool>& stop,
                   std::function<void()> interrupt)
    : deadline_(deadline), stop_(stop), interrupt_(std::move(interrupt)) {
  WatchdogService::get().add(this);
}

Watchdog::~Watchdog() { WatchdogService::get().remove(this); }

}  // namespace kakuro::detail
