// One libFuzzer target; KAKURO_FUZZ_TARGET names its path in fuzz_paths.hpp ("grid", ...,
// "detect", "solve"). A broken oracle prints what went wrong and aborts: a finding.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz_paths.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string why = kakuro::fuzz::check_target(KAKURO_FUZZ_TARGET, text);
  if (!why.empty()) {
    std::fprintf(stderr, "kakuro fuzz target %s: %s\n", KAKURO_FUZZ_TARGET, why.c_str());
    std::abort();
  }
  return 0;
}
