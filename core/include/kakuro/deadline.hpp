// A time limit in seconds (Limits::timeout_s, ExplainOptions::timeout_s, -t, Python's
// timeout=) as a moment on the steady clock: the one place where seconds become a deadline,
// for every solver, the explain engine, repair and the frontends.
#pragma once

#include <chrono>
#include <optional>

namespace kakuro {

/// The largest time limit counted, in seconds (about 291 years): the steady clock counts
/// nanoseconds in 64 bits, 2^63 ns being about 9.22e9 s. A limit above it is no limit.
inline constexpr double kLargestTimeLimit = 9.2e9;

/// Whether `seconds` is a time limit at all: more than 0 and at most kLargestTimeLimit.
/// 0 (and less, and NaN) is no limit, and so is a limit too large to count (infinity too).
bool is_time_limit(double seconds);

/// The moment `seconds` after `start`, or none when is_time_limit(seconds) is false: a
/// limit too large to count never becomes a moment already past.
std::optional<std::chrono::steady_clock::time_point> deadline_after(
    double seconds, std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now());

}  // namespace kakuro
