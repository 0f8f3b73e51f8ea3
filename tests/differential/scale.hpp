// Test sizes under sanitizers: scripts/test sets KAKURO_SANITIZED=1 for the ASan/UBSan run,
// where everything is about five times slower.
#pragma once

#include <cstdlib>
#include <string>

namespace kakuro::test {

inline bool sanitized() {
  const char* env = std::getenv("KAKURO_SANITIZED");
  return env && std::string(env) == "1";
}

/// `n` in a normal build, about a fifth of it (at least 1) under sanitizers.
inline int scaled(int n) { return sanitized() ? (n + 4) / 5 : n; }

}  // namespace kakuro::test
