// IpasirSolver over CMSat::SATSolver. DIMACS literal +v / -v is CryptoMiniSat's
// Lit(v - 1, false) / Lit(v - 1, true); variables are created as literals mention them.
// An exception out of CryptoMiniSat (std::bad_alloc under --max-memory) leaves it in a
// state that its own destructor can crash on, so after one the solver is never touched
// again and never destroyed: its memory is given up to keep the process alive.
#include "ipasir_cms.hpp"

#include <cryptominisat5/cryptominisat.h>

#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <optional>
#include <vector>

#include "kakuro/deadline.hpp"
#include "solver_guard.hpp"
#include "watchdog.hpp"

namespace kakuro::detail {

namespace {

constexpr double kNoTimeLimit = 1e12;                   // seconds of CPU time
constexpr std::uint64_t kNoConflictLimit = 1ull << 62;  // far from CryptoMiniSat's overflow check

CMSat::Lit to_lit(int dimacs) {
  assert(dimacs != 0);
  return CMSat::Lit(static_cast<std::uint32_t>(std::abs(dimacs) - 1), dimacs < 0);
}

class CmsSolver final : public IpasirSolver {
 public:
  explicit CmsSolver(const CmsConfig& config) : solver_(std::make_unique<CMSat::SATSolver>()) {
    solver_->set_num_threads(std::max(1u, config.threads));  // before any variable exists
    solver_->set_verbosity(0);
    solver_->set_seed(config.seed);
    if (!config.bounded_variable_elimination) solver_->set_no_bve();
  }
  ~CmsSolver() override {
    if (guard_.broken()) (void)solver_.release();  // deliberately leaked: see the top of the file
  }
  CmsSolver(const CmsSolver&) = delete;
  CmsSolver& operator=(const CmsSolver&) = delete;

  std::string signature() const override {
    return std::string("cryptominisat-") + CMSat::SATSolver::get_version();
  }

  void add(int lit) override {
    if (lit == 0) {
      guard_([&] { solver_->add_clause(clause_); });
      clause_.clear();
      return;
    }
    ensure_var(lit);
    clause_.push_back(to_lit(lit));
  }

  void assume(int lit) override {
    ensure_var(lit);
    assumptions_.push_back(to_lit(lit));
  }

  int solve(const SatBudget& budget) override;

  int val(int lit) const override {
    assert(state_ == kSat);
    const auto& model = solver_->get_model();
    const auto var = std::size_t(std::abs(lit) - 1);
    if (var >= model.size() || model[var] == CMSat::l_Undef) return 0;
    const bool lit_true = (model[var] == CMSat::l_True) == (lit > 0);
    return lit_true ? lit : -lit;
  }

  bool failed(int lit) const override {
    assert(state_ == kUnsat);
    const auto& conflict = solver_->get_conflict();  // the negated failed assumptions
    return std::find(conflict.begin(), conflict.end(), ~to_lit(lit)) != conflict.end();
  }

  void terminate() override {
    stop_ = true;
    if (!guard_.broken()) solver_->interrupt_asap();
  }

  SatCounters counters() const override {
    if (guard_.broken()) return {};
    return {solver_->get_sum_conflicts(), solver_->get_sum_propagations(), solver_->get_sum_decisions()};
  }

 private:
  // Variables are made only here, so the count kept beside the solver is its nVars(), read
  // without a library call per literal.
  void ensure_var(int lit) {
    const auto need = static_cast<unsigned>(std::abs(lit));
    if (need <= vars_) return;
    guard_([&] { solver_->new_vars(need - vars_); });  // throws if it failed
    vars_ = need;
  }

  std::unique_ptr<CMSat::SATSolver> solver_;
  SolverGuard guard_;  // every call into CryptoMiniSat that can allocate goes through it
  std::vector<CMSat::Lit> clause_, assumptions_;
  unsigned vars_ = 0;  // variables made so far
  std::atomic<bool> stop_{false};
  int state_ = kUnknown;
};

int CmsSolver::solve(const SatBudget& budget) {
  std::vector<CMSat::Lit> assumptions;
  assumptions.swap(assumptions_);
  state_ = kUnknown;
  if (stop_) return state_;
  solver_->set_max_time(is_time_limit(budget.wall_seconds) ? budget.wall_seconds
                                                           : kNoTimeLimit);  // CPU time, a backstop
  solver_->set_max_confl(budget.conflicts > 0 ? budget.conflicts : kNoConflictLimit);
  const std::optional<Watchdog::Clock::time_point> deadline = deadline_after(budget.wall_seconds);
  CMSat::lbool result = CMSat::l_Undef;
  {
    Watchdog dog(deadline, stop_, [this] { solver_->interrupt_asap(); });
    guard_([&] { result = solver_->solve(&assumptions); });
  }
  if (result == CMSat::l_True) state_ = kSat;
  if (result == CMSat::l_False) state_ = kUnsat;
  return state_;
}

}  // namespace

std::unique_ptr<IpasirSolver> make_cms_solver(const CmsConfig& config) {
  return std::make_unique<CmsSolver>(config);
}

}  // namespace kakuro::detail
