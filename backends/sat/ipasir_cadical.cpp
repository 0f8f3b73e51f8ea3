// IpasirSolver over CaDiCaL::Solver, whose API already speaks IPASIR (DIMACS literals, the
// same states). What the adapter adds is care for CaDiCaL's contracts, which abort the
// process when broken: val() only in SATISFIED, failed() only in UNSATISFIED, neither on a
// variable CaDiCaL has not seen, and no Solver::terminate() while a clause is being added.
// terminate() and the wall-clock budget therefore never call into CaDiCaL from another
// thread: they set flags that a connected Terminator reads, which CaDiCaL polls while it
// solves. A terminated solve leaves the solver in UNKNOWN, which may be destroyed.
#include "ipasir_cadical.hpp"

#include <algorithm>
#include <atomic>
#include <cadical.hpp>
#include <cassert>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <optional>
#include <string>

#include "kakuro/deadline.hpp"
#include "solver_guard.hpp"
#include "watchdog.hpp"

namespace kakuro::detail {

namespace {

// CaDiCaL polls this while solving; true ends the solve with 0.
class StopFlags final : public CaDiCaL::Terminator {
 public:
  bool terminate() override { return stop.load() || deadline_passed.load(); }

  std::atomic<bool> stop{false};             // terminate(): sticky
  std::atomic<bool> deadline_passed{false};  // this solve's wall-clock budget
};

// Counts learned clauses (one per conflict) without asking for their literals.
class LearnedCounter final : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count;
    return false;
  }
  void learn(int) override {}

  std::uint64_t count = 0;
};

class CadicalSolver final : public IpasirSolver {
 public:
  CadicalSolver(std::uint32_t seed, const std::string& config)
      : solver_(std::make_unique<CaDiCaL::Solver>()), config_(config) {
    // Options only in state CONFIGURING, before the first literal; the configuration first,
    // since it overwrites options.
    if (config_ != "default" && !solver_->configure(config_.c_str())) config_ = "default";
    solver_->set("seed", static_cast<int>(seed & INT_MAX));
    solver_->set("quiet", 1);
    solver_->connect_terminator(&flags_);
    solver_->connect_learner(&learned_);
  }
  ~CadicalSolver() override {
    if (guard_.broken()) (void)solver_.release();  // deliberately leaked: solver_guard.hpp
  }
  CadicalSolver(const CadicalSolver&) = delete;
  CadicalSolver& operator=(const CadicalSolver&) = delete;

  // "cadical-" and the version (Debian's 1.5.3 calls itself "sc2021").
  std::string signature() const override {
    return std::string(CaDiCaL::Solver::signature()) + (config_ == "default" ? "" : "/" + config_);
  }

  void add(int lit) override {
    max_var_ = std::max(max_var_, std::abs(lit));
    guard_([&] { solver_->add(lit); });
  }

  void assume(int lit) override {
    assert(lit != 0);
    max_var_ = std::max(max_var_, std::abs(lit));
    guard_([&] { solver_->assume(lit); });
  }

  int solve(const SatBudget& budget) override;

  int val(int lit) const override {
    assert(state_ == kSat && lit != 0);
    if (std::abs(lit) > max_var_) return 0;
    return solver_->val(lit) > 0 ? lit : -lit;
  }

  bool failed(int lit) const override {
    assert(state_ == kUnsat && lit != 0);
    return std::abs(lit) <= max_var_ && solver_->failed(lit);
  }

  void terminate() override { flags_.stop = true; }

  SatCounters counters() const override { return {learned_.count, 0, 0}; }

 private:
  // Before solver_: the solver holds pointers to them until it is destroyed.
  StopFlags flags_;
  LearnedCounter learned_;
  std::unique_ptr<CaDiCaL::Solver> solver_;
  std::string config_;  ///< the named configuration in force ("default" when none)
  SolverGuard guard_;
  int max_var_ = 0;
  int state_ = kUnknown;
};

int CadicalSolver::solve(const SatBudget& budget) {
  state_ = kUnknown;
  if (flags_.stop) {
    guard_([&] { solver_->reset_assumptions(); });  // they last one call, also a refused one
    return state_;
  }
  if (budget.conflicts > 0)  // reset by CaDiCaL when solve() returns
    guard_([&] {
      solver_->limit("conflicts", static_cast<int>(std::min<std::uint64_t>(budget.conflicts, INT_MAX)));
    });
  const std::optional<Watchdog::Clock::time_point> deadline = deadline_after(budget.wall_seconds);
  flags_.deadline_passed = false;
  int result = kUnknown;
  {
    Watchdog dog(deadline, flags_.stop, [this] { flags_.deadline_passed = true; });
    guard_([&] { result = solver_->solve(); });
  }
  state_ = result;
  return state_;
}

}  // namespace

std::unique_ptr<IpasirSolver> make_cadical_solver(std::uint32_t seed, const std::string& config) {
  return std::make_unique<CadicalSolver>(seed, config);
}

}  // namespace kakuro::detail
