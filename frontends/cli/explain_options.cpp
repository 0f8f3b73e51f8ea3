#include "explain_options.hpp"

#include "cli.hpp"

namespace kakuro::cli {

void add_explain_options(CLI::App* cmd, ExplainCliOptions& o) {
  cmd->add_option("-t,--timeout", o.timeout_s, "Seconds per puzzle (0 = no limit)")
      ->capture_default_str()
      ->check(non_negative("no limit"));
  cmd->add_option("--max-steps", o.max_steps, "Stop after this many steps (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--max-depth", o.max_depth, "How deep contradictions may nest")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
}

explain::ExplainOptions make_explain_options(const ExplainCliOptions& o) {
  explain::ExplainOptions e;
  e.timeout_s = o.timeout_s;
  e.max_steps = o.max_steps;
  e.max_depth = o.max_depth;
  return e;
}

}  // namespace kakuro::cli
