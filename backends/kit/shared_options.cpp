#include "kit/shared_options.hpp"

#include <string>

namespace kakuro {

namespace {

constexpr const char* kSplitComponents = "split-components";

}  // namespace

BackendOption seed_option() {
  return BackendOption{"solver-seed",
                       OptionType::UInt,
                       "0",
                       {},
                       0.0,
                       {},
                       "Random seed for tie-breaking and the SAT solver",
                       {}};
}

std::uint64_t solver_seed(const SolverOptions& options) {
  return std::stoull(option_value(options, seed_option()));
}

bool split_components(const SolverOptions& options) {
  // Most solves give no option: no key to make (the name is longer than a short string).
  if (options.backend_options.empty()) return true;
  const auto it = options.backend_options.find(kSplitComponents);
  return it == options.backend_options.end() || it->second != "false";
}

void set_split_components(SolverOptions& options, bool on) {
  options.backend_options[kSplitComponents] = on ? "true" : "false";
}

}  // namespace kakuro
