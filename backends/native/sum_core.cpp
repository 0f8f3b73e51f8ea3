// Repair's questions about run sums on the native engine (BackendInfo::sum_cores): a run
// left out keeps only its distinct digits (RunCon::sum = kFreeSum), the enforced ones
// their sums. Each connected part of the grid is asked apart, so a core is the enforced
// runs of the first part that cannot be filled (true, not minimal); answers are kept per
// part and enforced set, since repair asks the same part many times.
#include "native/sum_core.hpp"

#include <algorithm>
#include <map>

#include "engine.hpp"
#include "kakuro/components.hpp"
#include "model.hpp"

namespace kakuro {

namespace {

struct PartAnswer {
  detail::EngineStatus status = detail::EngineStatus::Limit;
  std::vector<Digit> fill;  ///< per local variable, when Solved
};

class NativeSumCores final : public SumCoreSolver {
 public:
  explicit NativeSumCores(const Puzzle& p) : puzzle_(p), parts_(connected_components(p)) {
    part_of_run_.assign(std::size_t(p.num_runs()), 0);
    for (int i = 0; i < parts_.count(); ++i)
      for (RunId r : parts_.runs[std::size_t(i)]) part_of_run_[std::size_t(r)] = i;
    answers_.resize(std::size_t(parts_.count()));
    // Propagation and search as the native backend's defaults, without the region
    // equations (they assume every sum) and with a fixed tie order (answers repeatable).
    config_.inference = detail::Inference::GAC;
    config_.var_order = detail::VarOrder::DomWdeg;
    config_.region_terms = 0;
    config_.seed = 0;
  }

  SumCheck check(const std::vector<RunId>& enforced, const Limits& limits,
                 const std::atomic<bool>* stop) override {
    SumCheck out;
    std::vector<std::vector<RunId>> per_part(std::size_t(parts_.count()));
    for (RunId r : enforced) per_part[std::size_t(part_of_run_[std::size_t(r)])].push_back(r);
    for (auto& runs : per_part) {
      std::sort(runs.begin(), runs.end());
      runs.erase(std::unique(runs.begin(), runs.end()), runs.end());
    }
    detail::Budget budget(limits, stop);
    if (!budget.keep_going()) {
      out.reason = budget.reason();
      return out;
    }
    out.fill.assign(std::size_t(puzzle_.num_vars()), 0);
    for (int i = 0; i < parts_.count(); ++i) {
      const PartAnswer* a = answer(i, per_part[std::size_t(i)], budget);
      if (!a) {
        out.fill.clear();
        out.reason = budget.reason().empty() ? "limit reached" : budget.reason();
        return out;
      }
      if (a->status == detail::EngineStatus::NoSolution) {
        out.status = SolveStatus::NoSolution;
        out.fill.clear();
        out.core = per_part[std::size_t(i)];
        return out;
      }
      const std::vector<VarId>& vars = parts_.vars[std::size_t(i)];
      for (std::size_t k = 0; k < vars.size(); ++k) out.fill[std::size_t(vars[k])] = a->fill[k];
    }
    out.status = SolveStatus::Solved;
    return out;
  }

 private:
  // The answer for part i with `runs` enforced, asked of a new engine unless known; null
  // on a limit (nothing is kept then).
  const PartAnswer* answer(int i, const std::vector<RunId>& runs, detail::Budget& budget) {
    auto& known = answers_[std::size_t(i)];
    if (auto it = known.find(runs); it != known.end()) return &it->second;
    detail::Model m = detail::build_model(puzzle_, Domains{}, parts_.vars[std::size_t(i)],
                                          parts_.runs[std::size_t(i)], local_);
    for (std::size_t k = 0; k < m.runs.size(); ++k)
      if (!std::binary_search(runs.begin(), runs.end(), parts_.runs[std::size_t(i)][k]))
        m.runs[k].sum = detail::kFreeSum;
    detail::Engine engine(std::move(m), config_);
    PartAnswer a;
    a.status = engine.solve(budget);
    if (a.status == detail::EngineStatus::Limit) return nullptr;
    if (a.status == detail::EngineStatus::Solved) a.fill = engine.solution();
    return &known.emplace(runs, std::move(a)).first->second;
  }

  Puzzle puzzle_;
  Components parts_;
  std::vector<int> part_of_run_;
  std::vector<std::map<std::vector<RunId>, PartAnswer>> answers_;  // per part
  std::vector<int> local_;                                         // build_model's scratch
  detail::EngineConfig config_;
};

}  // namespace

std::unique_ptr<SumCoreSolver> make_native_sum_cores(const Puzzle& p, const SolverOptions&) {
  return std::make_unique<NativeSumCores>(p);
}

}  // namespace kakuro
