// The progress bar of long batches: on standard error when it is a terminal, once the
// batch has run half a second, redrawn at most ten times a second. The batch runner
// (batch.hpp) draws it.
#pragma once

#include <unistd.h>

#include <chrono>
#include <cstddef>
#include <iostream>
#include <string>

namespace kakuro::cli {

class Progress {
 public:
  /// `enabled`: false under --quiet; a batch of one item never shows a bar.
  Progress(std::size_t total, bool enabled) : total_(total), enabled_(enabled && total > 1 && isatty(2)) {}
  /// `done` of the total items finished.
  void update(std::size_t done) {
    if (!enabled_) return;
    const double t = std::chrono::duration<double>(Clock::now() - start_).count();
    if (t < 0.5 || (done != total_ && t - last_ < 0.1)) return;
    last_ = t;
    const int width = 30, fill = int(double(width) * double(done) / double(total_));
    std::cerr << "\r[" << std::string(std::size_t(fill), '#') << std::string(std::size_t(width - fill), ' ')
              << "] " << done << "/" << total_ << std::flush;
    shown_ = true;
  }
  /// Erases the bar (before anything else is written to standard error).
  void clear() {
    if (shown_) std::cerr << "\r" << std::string(60, ' ') << "\r" << std::flush;
  }

 private:
  using Clock = std::chrono::steady_clock;
  std::size_t total_;
  bool enabled_;
  bool shown_ = false;
  double last_ = 0;
  Clock::time_point start_ = Clock::now();
};

}  // namespace kakuro::cli
