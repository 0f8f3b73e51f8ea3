// The options explain, hint and rate share.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>

#include "kakuro/explain/explain.hpp"

namespace kakuro::cli {

struct ExplainCliOptions {
  double timeout_s = 60;
  std::uint64_t max_steps = 0;
  int max_depth = 1000;
};

/// --timeout, --max-steps, --max-depth.
void add_explain_options(CLI::App* cmd, ExplainCliOptions& o);
explain::ExplainOptions make_explain_options(const ExplainCliOptions& o);

}  // namespace kakuro::cli
