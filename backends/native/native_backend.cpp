// The facade: options resolved against the puzzle's preferences, the puzzle split into
// independent parts, one engine per part, and the Backend verbs on top.
#include "native/native_backend.hpp"

#include <memory>
#include <optional>
#include <span>
#include <utility>

#include "config.hpp"
#include "engine.hpp"
#include "engine_pool.hpp"
#include "enumerate.hpp"
#include "kakuro/components.hpp"
#include "kakuro/kept_buffer.hpp"
#include "kit/shared_options.hpp"
#include "model.hpp"
#include "part_product.hpp"
#include "root_solution.hpp"
#include "sum_core.hpp"

namespace kakuro {
namespace {

std::vector<std::unique_ptr<detail::Engine>> make_parts(const Puzzle& p, const Domains& d,
                                                        const SolverOptions& o,
                                                        const detail::EngineConfig& c) {
  std::vector<std::unique_ptr<detail::Engine>> parts = detail::spare_part_list();
  thread_local std::vector<int> local;  // build_model's scratch, kept for the next puzzle
  if (p.num_vars() == 0) return parts;
  trim_kept(local, std::size_t(p.num_vars()));
  if (!split_components(o) || single_component(p)) {
    // One part of every variable and run (most puzzles): the lists are 0..n-1, kept.
    thread_local std::vector<int> ids;
    trim_kept(ids, std::size_t(std::max(p.num_vars(), p.num_runs())));
    for (auto i = int(ids.size()); i < std::max(p.num_vars(), p.num_runs()); ++i) ids.push_back(i);
    const std::span<const int> all(ids);
    parts.push_back(detail::make_engine(
        detail::build_model(p, d, all.first(std::size_t(p.num_vars())), all.first(std::size_t(p.num_runs())),
                            local, detail::spare_model()),
        c));
    return parts;
  }
  const Components comp = connected_components(p);
  const auto& vars = comp.vars;
  const auto& runs = comp.runs;
  for (std::size_t i = 0; i < vars.size(); ++i) {
    detail::Model m = detail::build_model(p, d, vars[i], runs[i], local, detail::spare_model());
    parts.push_back(detail::make_engine(std::move(m), c));
  }
  return parts;
}

class NativeBackend final : public Backend {
 public:
  // One a solve, freed before the next: its block is kept for the next one (kept_buffer.hpp).
  static void* operator new(std::size_t n) { return KeptBlock<NativeBackend>::allocate(n); }
  static void operator delete(void* p, std::size_t n) noexcept { KeptBlock<NativeBackend>::release(p, n); }

  NativeBackend(const Puzzle& p, const Domains& d, const SolverOptions& o) {
    forced_ = detail::forced_solution(p, d);
    if (!forced_) {
      detail::EngineConfig config = detail::resolve_config(o, p.preferences());
      // With gac the engines' first step is this propagation: when it settles every cell,
      // they would answer with its assignment and no search; else they start from its
      // fixpoint, where their own propagation would have taken them.
      thread_local Domains settled;  // its buffer kept for the next puzzle
      trim_kept(settled, d.size());
      settled = d;
      const bool propagated =
          config.inference == detail::Inference::GAC && detail::propagate_runs(p, settled, propagations_);
      if (propagated) forced_ = detail::forced_solution(p, settled);
      // Few assignments left: walked through without an engine. Not with a seed, which
      // asks for the engines' random order (generate's fills).
      if (propagated && !forced_ && config.seed == 0) few_ = detail::Enumerator::over(p, settled);
      config.runs_at_fixpoint = propagated;
      if (!forced_ && !few_)
        product_.emplace(make_parts(p, propagated ? settled : d, o, config), p.num_vars());
    }
  }

  std::string name() const override { return "native"; }

  SolveResult solve(const Limits& limits) override {
    if (forced_) return next_forced();
    detail::Budget budget(limits, &stop_);
    return few_ ? few_->next(budget) : product_->next(budget);
  }

  void block(const Solution& s) override {
    if (forced_)
      forced_blocked_ = forced_blocked_ || s == *forced_;
    else if (few_)
      few_->block(s);
    else
      product_->block(s);
  }

  BackendStats stats() const override {
    if (forced_) {  // no engine ran: no nodes, no parts
      BackendStats s;
      s.propagations = propagations_;
      s.extra["forced"] = 1;
      return s;
    }
    if (few_) {  // one walk, no engine
      BackendStats s;
      s.nodes = few_->nodes();
      s.failures = few_->failures();
      s.propagations = propagations_;
      s.extra["enumerated"] = 1;
      return s;
    }
    const detail::EngineStats e = product_->stats();
    BackendStats s;
    s.nodes = e.nodes;
    s.failures = e.failures;
    s.propagations = e.propagations + propagations_;
    // In name order: each goes at the end of the table.
    s.extra.append("component_refutations") = static_cast<double>(e.component_refutations);
    s.extra.append("nogoods") = static_cast<double>(e.nogoods);
    s.extra.append("parts") = product_->parts();
    s.extra.append("restarts") = static_cast<double>(e.restarts);
    s.extra.append("splits") = static_cast<double>(e.splits);
    return s;
  }

  void terminate() override { stop_.store(true, std::memory_order_relaxed); }

 private:
  SolveResult next_forced() {
    SolveResult r;
    if (stop_.load(std::memory_order_relaxed)) {
      r.reason = "terminated";
    } else if (forced_blocked_) {
      r.status = SolveStatus::NoSolution;
      r.reason = "every solution is blocked";
    } else {
      r.status = SolveStatus::Solved;
      r.solution = *forced_;  // again on the next call unless it is blocked
    }
    return r;
  }

  std::atomic<bool> stop_{false};
  std::optional<Solution> forced_;
  bool forced_blocked_ = false;
  std::uint64_t propagations_ = 0;  // by propagate_runs(), shown when no engine ran
  std::optional<detail::Enumerator> few_;
  std::optional<detail::PartProduct> product_;
};

}  // namespace

BackendInfo native_backend_info() {
  BackendInfo info;
  info.name = "native";
  info.description =
      "propagation and search: exact per-run consistency (sum and all-different), "
      "region equations, nogoods and restarts; independent parts solved apart";
  info.options = native_backend_options();
  info.create = [](const Puzzle& p, const Domains& d, const SolverOptions& o) -> std::unique_ptr<Backend> {
    return std::make_unique<NativeBackend>(p, d, o);
  };
  info.sum_cores = make_native_sum_cores;
  return info;
}

}  // namespace kakuro
