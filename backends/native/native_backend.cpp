// The facade: options resolved against the puzzle's preferences, the puzzle split into
// independent parts, one engine per part, and the Backend verbs on top.
#include "native/native_backend.hpp"

#include <chrono>
#include <memory>
#include <utility>

#include "config.hpp"
#include "engine.hpp"
#include "kakuro/components.hpp"
#include "model.hpp"
#include "part_product.hpp"

namespace kakuro {
namespace {

std::vector<std::unique_ptr<detail::Engine>> make_parts(const Puzzle& p, const Domains& d,
                                                        const SolverOptions& o,
                                                        const detail::EngineConfig& c) {
  std::vector<std::vector<VarId>> vars;
  std::vector<std::vector<RunId>> runs;
  if (o.split_components) {
    Components comp = connected_components(p);
    vars = std::move(comp.vars);
    runs = std::move(comp.runs);
  } else if (p.num_vars() > 0) {
    vars.emplace_back();
    for (VarId v = 0; v < p.num_vars(); ++v) vars.back().push_back(v);
    runs.emplace_back();
    for (RunId r = 0; r < p.num_runs(); ++r) runs.back().push_back(r);
  }
  std::vector<std::unique_ptr<detail::Engine>> parts;
  std::vector<int> local;
  for (std::size_t i = 0; i < vars.size(); ++i) {
    detail::Model m = detail::build_model(p, d, vars[i], runs[i], local);
    parts.push_back(std::make_unique<detail::Engine>(std::move(m), c));
  }
  return parts;
}

class NativeBackend final : public Backend {
 public:
  NativeBackend(const Puzzle& p, const Domains& d, const SolverOptions& o) {
    const auto start = std::chrono::steady_clock::now();
    const detail::EngineConfig config = detail::resolve_config(o, p.preferences());
    product_ = std::make_unique<detail::PartProduct>(make_parts(p, d, o, config), p.num_vars());
    seconds_ += elapsed(start);
  }

  std::string name() const override { return "native"; }

  SolveResult solve(const Limits& limits) override {
    const auto start = std::chrono::steady_clock::now();
    detail::Budget budget(limits, &stop_);
    SolveResult r = product_->next(budget);
    seconds_ += elapsed(start);
    return r;
  }

  void block(const Solution& s) override { product_->block(s); }

  BackendStats stats() const override {
    const detail::EngineStats e = product_->stats();
    BackendStats s;
    s.nodes = e.nodes;
    s.failures = e.failures;
    s.propagations = e.propagations;
    s.seconds = seconds_;
    s.extra["restarts"] = static_cast<double>(e.restarts);
    s.extra["nogoods"] = static_cast<double>(e.nogoods);
    s.extra["parts"] = product_->parts();
    return s;
  }

  void terminate() override { stop_.store(true, std::memory_order_relaxed); }

 private:
  static double elapsed(std::chrono::steady_clock::time_point since) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
  }

  std::atomic<bool> stop_{false};
  std::unique_ptr<detail::PartProduct> product_;
  double seconds_ = 0;
};

}  // namespace

std::vector<BackendOption> native_backend_options() {
  BackendOption inference{"inference",
                          OptionType::Choice,
                          "gac",
                          {"fc", "ac3", "mac", "gac"},
                          {},
                          {},
                          "Native: propagation: forward checking, AC-3, MAC or exact per-run GAC",
                          {}};
  inference.apply = [](const std::string& v, SolverOptions& o, Limits&) {
    o.inference_set = parse_inference(v, o.inference);
  };
  BackendOption var_order{
      "var-order", OptionType::Choice,           "domwdeg", {"input", "mrv", "domwdeg"}, {},
      {},          "Native: the variable order", {}};
  var_order.apply = [](const std::string& v, SolverOptions& o, Limits&) {
    o.var_order_set = parse_var_order(v, o.var_order);
  };
  BackendOption val_order{"val-order", OptionType::Choice,        "min", {"min", "lcv"}, {},
                          {},          "Native: the value order", {}};
  val_order.apply = [](const std::string& v, SolverOptions& o, Limits&) {
    o.val_order_set = parse_val_order(v, o.val_order);
  };
  BackendOption max_nodes{
      "max-nodes", OptionType::UInt, "0", {}, 0.0, {}, "Native: search nodes per puzzle (0 = no limit)", {}};
  max_nodes.apply = [](const std::string& v, SolverOptions&, Limits& l) { l.max_nodes = std::stoull(v); };
  return {inference, var_order, val_order, max_nodes, seed_option()};
}

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
  return info;
}

}  // namespace kakuro
