#include "generate_progress.hpp"

#include <chrono>
#include <iostream>
#include <memory>
#include <mutex>

namespace kakuro::cli {

namespace {

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

decltype(create::GeneratorOptions::progress) progress_lines(const std::string& id) {
  using Clock = std::chrono::steady_clock;
  struct State {
    Clock::time_point start = Clock::now(), last{};
    bool shown = false;
  };
  auto st = std::make_shared<State>();
  return [id, st](const create::GenerateStats& s, std::string_view phase) {
    const auto now = Clock::now();
    // A rating (each one long, the explain engine's) is always shown: it may be the last.
    if (st->shown && phase != "rating" && now - st->last < std::chrono::milliseconds(250)) return;
    st->shown = true;
    st->last = now;
    const double seconds = std::chrono::duration<double>(now - st->start).count();
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.1f s", seconds);
    const std::string line = "kakuro: " + id + ": progress: try " + std::to_string(s.tries) + ", " +
                             plural(s.fill_changes, "fill change", "fill changes") + ", " +
                             plural(s.proofs, "proof", "proofs") + ", " + std::string(phase) + " (" + secs +
                             ")\n";
    static std::mutex mutex;
    const std::lock_guard lock(mutex);
    std::cerr << line << std::flush;
  };
}

}  // namespace kakuro::cli
