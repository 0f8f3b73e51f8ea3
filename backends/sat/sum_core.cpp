#include "sat/sum_core.hpp"

#include <algorithm>
#include <chrono>
#include <optional>

#include "encoding.hpp"
#include "kakuro/combinations.hpp"
#include "sat/sat_backend.hpp"
#include "sat_options.hpp"
#include "sat_solvers.hpp"
#include "watchdog.hpp"

namespace kakuro {

namespace {

using detail::Cnf;
using detail::IpasirSolver;
using detail::VarMeaning;

// Cells, distinct digits per run, and the guarded sums; returns the selector of each run.
std::vector<int> encode_guarded(Cnf& cnf, const Puzzle& p) {
  cnf.resize_cells(p.num_vars());
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const DigitSet domain = p.given(v) != 0 ? DigitSet::single(p.given(v)) : DigitSet::all();
    std::vector<int> lits;
    domain.for_each([&](int d) {
      const int lit = cnf.new_var({VarMeaning::Kind::CellDigit, v, std::uint8_t(d), 0, 0});
      cnf.set_cell_lit(v, d, lit);
      lits.push_back(lit);
    });
    cnf.add_exactly_one(lits);
  }
  std::vector<int> selectors;
  for (RunId r = 0; r < p.num_runs(); ++r) {
    const Run& run = p.run(r);
    for (int d = 1; d <= 9; ++d) {
      std::vector<int> lits;
      for (VarId v : run.vars)
        if (const int lit = cnf.cell_lit(v, d)) lits.push_back(lit);
      cnf.add_at_most_one(lits);
    }
    // The selector: state 0 marks "the run's sum holds" among the run's combination variables.
    const int g = cnf.new_var({VarMeaning::Kind::RunCombination, r, 0, 0, 0});
    selectors.push_back(g);
    std::vector<int> some{-g};
    // Combinations the givens allow; with distinct digits, n cells all inside a set of n
    // digits take exactly those digits, so the sum holds.
    for (std::uint16_t combo : detail::placeable_combinations(p, cnf, r)) {
      const int s = cnf.new_var({VarMeaning::Kind::RunCombination, r, 0, 0, combo});
      some.push_back(s);
      for (VarId v : run.vars)
        for (int d = 1; d <= 9; ++d)
          if (const int lit = cnf.cell_lit(v, d); lit != 0 && !DigitSet(combo).contains(d))
            cnf.add_clause({-s, -lit});
      DigitSet(combo).for_each([&](int d) {  // implied; helps propagation
        std::vector<int> placed{-s};
        for (VarId v : run.vars)
          if (const int lit = cnf.cell_lit(v, d)) placed.push_back(lit);
        cnf.add_clause(placed);
      });
    }
    cnf.add_clause(some);  // no combination at all: assuming g fails on its own
  }
  return selectors;
}

class SatSumCores final : public SumCoreSolver {
 public:
  SatSumCores(const Puzzle& p, const SolverOptions& options) : puzzle_(p) {
    selectors_ = encode_guarded(cnf_, p);
    last_var_ = cnf_.num_vars();
    solver_ = detail::make_sat_solver(options, detail::cms_config(detail::sat_settings(options)), error_);
    if (solver_)
      for (int lit : cnf_.literals()) solver_->add(lit);
    cnf_.drop_clauses();
  }

  SumCheck check(const std::vector<RunId>& enforced, const Limits& limits,
                 const std::atomic<bool>* stop) override {
    if (!solver_) return unusable();
    for (RunId r : enforced) solver_->assume(selectors_[std::size_t(r)]);
    SumCheck out = solve(limits, stop);
    if (out.status == SolveStatus::NoSolution)
      for (RunId r : enforced)
        if (solver_->failed(selectors_[std::size_t(r)])) out.core.push_back(r);
    return out;
  }

  // At most k selectors false: a sequential counter (Sinz 2005) over the runs left out,
  // whose register (i, j) is forced true once more than j of runs 0..i are left out;
  // assuming the last run's register k false allows at most k. Its clauses constrain
  // nothing until assumed, so counters of growing width stay in the one solver.
  std::optional<SumCheck> check_all_but(int k, const Limits& limits, const std::atomic<bool>* stop) override {
    if (!solver_) return unusable();
    const int n = static_cast<int>(selectors_.size());
    if (k < n) {
      if (k >= width_) build_counter(std::max(2 * (k + 1), 4));
      solver_->assume(-counter_[std::size_t(n - 1) * std::size_t(width_) + std::size_t(k)]);
    }
    return solve(limits, stop);
  }

  // Each filling avoided is a clause behind its own activation literal, assumed from then on.
  std::optional<SumCheck> check_avoiding(const std::vector<RunId>& enforced, const Solution& avoid,
                                         const std::vector<VarId>& cells, const Limits& limits,
                                         const std::atomic<bool>* stop) override {
    if (!solver_) return unusable();
    std::vector<int> clause;
    for (VarId v : cells) {
      const int lit = cnf_.cell_lit(v, avoid.digits[std::size_t(v)]);
      if (lit == 0) break;  // a digit the cell cannot take: every filling differs there
      clause.push_back(-lit);
    }
    if (clause.size() == cells.size()) {
      const int active = ++last_var_;
      solver_->add(-active);
      for (int lit : clause) solver_->add(lit);
      solver_->add(0);
      avoided_.push_back(active);
    }
    for (int a : avoided_) solver_->assume(a);
    return check(enforced, limits, stop);
  }

 private:
  SumCheck unusable() const {
    SumCheck out;
    out.reason = error_;
    return out;
  }

  void build_counter(int width) {
    const int n = static_cast<int>(selectors_.size());
    width_ = std::min(width, n);
    counter_.assign(std::size_t(n) * std::size_t(width_), 0);
    const auto reg = [&](int i, int j) -> int& {
      return counter_[std::size_t(i) * std::size_t(width_) + std::size_t(j)];
    };
    const auto clause = [&](std::initializer_list<int> lits) {
      for (int lit : lits) solver_->add(lit);
      solver_->add(0);
    };
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < width_; ++j) reg(i, j) = ++last_var_;
    for (int i = 0; i < n; ++i) {
      const int left_out = -selectors_[std::size_t(i)];
      clause({-left_out, reg(i, 0)});
      if (i == 0) continue;
      for (int j = 0; j < width_; ++j) {
        clause({-reg(i - 1, j), reg(i, j)});
        if (j > 0) clause({-left_out, -reg(i - 1, j - 1), reg(i, j)});
      }
    }
  }

  // Solves under the assumptions made: the filling when satisfiable.
  SumCheck solve(const Limits& limits, const std::atomic<bool>* stop) {
    SumCheck out;
    int status = IpasirSolver::kUnknown;
    if (stop && stop->load()) {
      out.reason = "interrupted";
      return out;
    }
    {
      std::optional<detail::Watchdog> dog;
      if (stop) dog.emplace(std::nullopt, *stop, [this] { solver_->terminate(); });
      status = solver_->solve({limits.timeout_s, limits.max_conflicts});
    }
    if (status == IpasirSolver::kSat) {
      out.status = SolveStatus::Solved;
      out.fill.assign(std::size_t(puzzle_.num_vars()), 0);
      for (VarId v = 0; v < puzzle_.num_vars(); ++v)
        for (int d = 1; d <= 9; ++d)
          if (const int lit = cnf_.cell_lit(v, d); lit != 0 && solver_->val(lit) > 0)
            out.fill[std::size_t(v)] = Digit(d);
    } else if (status == IpasirSolver::kUnsat) {
      out.status = SolveStatus::NoSolution;
    } else if (stop && stop->load()) {
      out.reason = "interrupted";
    } else if (std::string failure = solver_->failure(); !failure.empty()) {
      out.status = SolveStatus::Failed;  // the solver's fault, never a limit
      out.reason = std::move(failure);
    } else {
      out.reason = "limit reached";
    }
    return out;
  }

 private:
  Puzzle puzzle_;
  Cnf cnf_;
  std::vector<int> selectors_;
  std::unique_ptr<IpasirSolver> solver_;  // null when the options name no usable solver
  std::string error_;                     // then why
  int last_var_ = 0;                      // the highest variable the solver knows
  int width_ = 0;                         // the counter's registers per run (0: none yet)
  std::vector<int> counter_;              // register (i, j) at i * width_ + j
  std::vector<int> avoided_;              // the activation literals of the fillings avoided
};

}  // namespace

// Which run sums hold together is asked of CaDiCaL, in its unsat configuration, unless
// --sat-solver names a solver: a repair's cores are a long row of calls under assumptions,
// most of them unsatisfiable, where it reached the minimal conflict and the fewest
// correction sooner than CryptoMiniSat on the slowest puzzles (create.md, "Questions about
// sums": on two sets of 200 random puzzles 2.48 -> 1.57 s and 1.61 -> 0.97 s).
std::unique_ptr<SumCoreSolver> make_sat_sum_cores(const Puzzle& p, const SolverOptions& options) {
  const std::vector<std::string> built_in = available_sat_solvers();
  if (options.backend_options.count("sat-solver") == 0 &&
      std::find(built_in.begin(), built_in.end(), "cadical") != built_in.end()) {
    SolverOptions cadical = detail::with_sat_solver(options, "cadical");
    cadical.backend_options.emplace("cadical-config", "unsat");  // unless given
    return std::make_unique<SatSumCores>(p, cadical);
  }
  return std::make_unique<SatSumCores>(p, options);
}

}  // namespace kakuro
