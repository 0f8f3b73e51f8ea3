#include "watchdog.hpp"

namespace kakuro::detail {

namespace {
constexpr auto kPoll = std::chrono::milliseconds(5);
}

Watchdog::Watchdog(std::optional<Clock::time_point> deadline, const std::atomic<bool>& stop,
                   std::function<void()> interrupt)
    : deadline_(deadline), stop_(stop), interrupt_(std::move(interrupt)), thread_([this] { loop(); }) {}

Watchdog::~Watchdog() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void Watchdog::loop() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!done_) {
    const auto now = Clock::now();
    if (deadline_ && now >= *deadline_) deadline_passed_ = true;
    if (deadline_passed_ || stop_.load()) interrupt_();
    auto wake = now + kPoll;
    if (deadline_ && !deadline_passed_ && *deadline_ < wake) wake = *deadline_;
    cv_.wait_until(lock, wake, [this] { return done_; });
  }
}

}  // namespace kakuro::detail
