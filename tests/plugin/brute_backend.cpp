// A backend that lives outside core/, backends/ and frontends/ and registers itself: the
// proof that adding a backend needs no edit there (plugin_tests). A plain depth-first search
// over the white cells in the puzzle's order (--brute-order forward) or its reverse
// (backward), checking each run's distinct digits and sum as cells fill; --brute-max-nodes
// stops it. Both options are declared here only; --brute-max-nodes has no field in
// SolverOptions and reaches the backend as text through SolverOptions::backend_options.
#include <atomic>
#include <chrono>
#include <string>
#include <vector>

#include "kakuro/backends.hpp"
#include "kakuro/deadline.hpp"

namespace {

using namespace kakuro;

const BackendOption kOrder{"brute-order",
                           OptionType::Choice,
                           "forward",
                           {"forward", "backward"},
                           {},
                           {},
                           "Brute: the order the cells are filled in",
                           {}};
const BackendOption kMaxNodes{"brute-max-nodes",
                              OptionType::UInt,
                              "0",
                              {},
                              0.0,
                              {},
                              "Brute: cells tried per solve call (0 = no limit)",
                              {}};

class BruteBackend final : public Backend {
 public:
  BruteBackend(const Puzzle& p, const Domains& d, const SolverOptions& o)
      : puzzle_(p),
        domains_(d),
        backward_(option_value(o, kOrder) == "backward"),
        max_nodes_(std::stoull(option_value(o, kMaxNodes))) {
    for (VarId v = 0; v < p.num_vars(); ++v) order_.push_back(backward_ ? p.num_vars() - 1 - v : v);
  }

  std::string name() const override { return "brute"; }

  SolveResult solve(const Limits& limits) override {
    const auto start = std::chrono::steady_clock::now();
    deadline_ =
        deadline_after(limits.timeout_s, start).value_or(std::chrono::steady_clock::time_point::max());
    nodes_this_call_ = 0;
    stopped_.clear();
    digits_.assign(std::size_t(puzzle_.num_vars()), 0);
    SolveResult r;
    if (search(0)) {
      r.status = SolveStatus::Solved;
      r.solution.digits = digits_;
    } else if (stopped_.empty()) {
      r.status = SolveStatus::NoSolution;
      r.reason = "every assignment tried";
    } else {
      r.reason = stopped_;
    }
    stats_.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    stats_.nodes = nodes_;
    stats_.extra["backward"] = backward_ ? 1 : 0;
    stats_.extra["max_nodes"] = static_cast<double>(max_nodes_);
    return r;
  }

  void block(const Solution& s) override { blocked_.push_back(s.digits); }
  BackendStats stats() const override { return stats_; }
  void terminate() override { terminated_ = true; }

 private:
  bool fits(RunId id) const {
    if (id < 0) return true;  // a white cell outside any run of this direction
    const Run& run = puzzle_.run(id);
    int sum = 0, open = 0;
    unsigned seen = 0;
    for (VarId v : run.vars) {
      const int d = digits_[std::size_t(v)];
      if (d == 0) {
        ++open;
        continue;
      }
      if (seen & (1u << d)) return false;
      seen |= 1u << d;
      sum += d;
    }
    return open == 0 ? sum == run.sum : sum < run.sum;
  }

  bool search(std::size_t k) {
    if (!stopped_.empty()) return false;
    if (k == order_.size()) {
      for (const auto& b : blocked_)
        if (b == digits_) return false;
      return true;
    }
    const VarId v = order_[k];
    for (int d = 1; d <= 9; ++d) {
      if (!domains_[std::size_t(v)].contains(d)) continue;
      ++nodes_, ++nodes_this_call_;
      if (terminated_) stopped_ = "terminated";
      if (max_nodes_ > 0 && nodes_this_call_ > max_nodes_) stopped_ = "brute node limit reached";
      if ((nodes_this_call_ & 1023) == 0 && std::chrono::steady_clock::now() >= deadline_)
        stopped_ = "time limit reached";
      if (!stopped_.empty()) return false;
      digits_[std::size_t(v)] = Digit(d);
      if (fits(puzzle_.across_run(v)) && fits(puzzle_.down_run(v)) && search(k + 1)) return true;
      digits_[std::size_t(v)] = 0;
    }
    return false;
  }

  Puzzle puzzle_;
  Domains domains_;
  bool backward_;
  std::uint64_t max_nodes_;
  std::vector<VarId> order_;
  std::vector<Digit> digits_;
  std::vector<std::vector<Digit>> blocked_;
  std::chrono::steady_clock::time_point deadline_;
  std::uint64_t nodes_ = 0, nodes_this_call_ = 0;
  std::string stopped_;
  std::atomic<bool> terminated_{false};
  BackendStats stats_;
};

BackendInfo brute_info() {
  BackendInfo info;
  info.name = "brute";
  info.description = "test plugin: plain depth-first search (tests/plugin)";
  info.options = {kOrder, kMaxNodes};
  info.create = [](const Puzzle& p, const Domains& d, const SolverOptions& o) -> std::unique_ptr<Backend> {
    return std::make_unique<BruteBackend>(p, d, o);
  };
  return info;
}

// The whole of the registration.
const BackendRegistration registration(brute_info);

}  // namespace
