#include "kakuro/deadline.hpp"

namespace kakuro {

bool is_time_limit(double seconds) { return seconds > 0 && seconds <= kLargestTimeLimit; }

std::optional<std::chrono::steady_clock::time_point> deadline_after(
    double seconds, std::chrono::steady_clock::time_point start) {
  using Clock = std::chrono::steady_clock;
  if (!is_time_limit(seconds)) return std::nullopt;
  // Below 2^63 ns with room to spare: the conversion cannot overflow.
  const auto span = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  if (start > Clock::time_point() && span >= Clock::time_point::max() - start) return std::nullopt;
  return start + span;
}

}  // namespace kakuro
