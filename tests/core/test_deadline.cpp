// Seconds as a deadline (kakuro/deadline.hpp): a limit too large to count is no limit, never
// a moment already past (issue 34: -t 1e10 made hint "stuck" and every solver stop at once).
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <limits>

#include "kakuro/deadline.hpp"

using kakuro::deadline_after;
using kakuro::is_time_limit;
using Clock = std::chrono::steady_clock;

TEST_CASE("deadline_after: 0, negative, NaN and limits too large to count are no limit", "[core][deadline]") {
  const Clock::time_point now = Clock::now();
  for (const double s :
       {0.0, -1.0, std::nan(""), 9.3e9, 1e10, 1e300, std::numeric_limits<double>::infinity()}) {
    INFO(s);
    CHECK_FALSE(is_time_limit(s));
    CHECK_FALSE(deadline_after(s, now).has_value());
  }
  // From a start late enough that the largest limit would pass the clock's end: none either.
  const Clock::time_point late = Clock::time_point::max() - std::chrono::seconds(10);
  CHECK_FALSE(deadline_after(60, late).has_value());
}

TEST_CASE("deadline_after: a limit that can be counted is that many seconds after the start",
          "[core][deadline]") {
  const Clock::time_point now = Clock::now();
  CHECK(deadline_after(1.5, now) == now + std::chrono::milliseconds(1500));
  const auto largest = deadline_after(kakuro::kLargestTimeLimit, now);
  REQUIRE(largest.has_value());
  CHECK(*largest > now + std::chrono::hours(24 * 365 * 290));
  CHECK(is_time_limit(kakuro::kLargestTimeLimit));
  CHECK(is_time_limit(1e-9));
}
