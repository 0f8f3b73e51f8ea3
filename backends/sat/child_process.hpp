// One run of an external program for the external SAT solver adapter: the program in its
// own process group (so that a kill reaches whatever it starts, and a terminal's Ctrl-C
// does not), stdin from /dev/null, stdout handed over line by line, the start of stderr
// kept for error messages. A deadline sends the group SIGTERM, then SIGKILL after a short
// grace; stop() kills it at once from any thread. Every run reaps its child and closes its
// pipes before it returns, and never waits on a child that floods or never exits.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kakuro::detail {

struct ChildResult {
  enum class End {
    Exited,       ///< exit code in `code`
    Signalled,    ///< killed by signal `code`, not by us
    SpawnFailed,  ///< could not start: `error`
    Deadline,     ///< killed by us at the deadline
    Stopped,      ///< killed (or never started) because of stop()
  };
  End end = End::SpawnFailed;
  int code = 0;
  std::string error;           ///< SpawnFailed: strerror of the reason
  std::string stderr_line;     ///< the first non-empty line of stderr (at most 200 bytes)
  bool line_too_long = false;  ///< a stdout line over the limit was dropped
};

class ChildRunner {
 public:
  using Clock = std::chrono::steady_clock;
  /// Longest stdout line handed over (a model on one line of a huge CNF stays well below).
  static constexpr std::size_t kMaxLine = std::size_t(64) << 20;

  /// Runs argv[0], searched on PATH, with the rest as arguments; `on_line` gets each line of
  /// its stdout without the newline (a last line without one too). Blocks until the child
  /// has ended and been reaped.
  ChildResult run(const std::vector<std::string>& argv, std::optional<Clock::time_point> deadline,
                  const std::function<void(std::string_view)>& on_line);

  /// Thread-safe, sticky: kills a running child's process group at once (SIGKILL); every
  /// later run() returns Stopped without starting anything.
  void stop();
  bool stopped() const { return stopped_.load(); }

 private:
  std::atomic<bool> stopped_{false};
  std::mutex mutex_;
  pid_t pid_ = 0;  // the running child (its process group's id), 0 when none; under mutex_
};

}  // namespace kakuro::detail
