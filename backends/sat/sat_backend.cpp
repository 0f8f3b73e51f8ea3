#include "sat/sat_backend.hpp"

#include <chrono>
#include <mutex>
#include <new>
#include <optional>

#include "encoding.hpp"
#include "kakuro/deadline.hpp"
#include "kit/split_backend.hpp"
#include "memory_budget.hpp"
#include "sat/dimacs.hpp"
#include "sat/sum_core.hpp"
#include "sat_options.hpp"
#include "sat_solvers.hpp"

namespace kakuro {

namespace {

using detail::IpasirSolver;

// Builds its CNF on the first solve(), under that call's limits and terminate(): on a huge
// puzzle the encoding alone can take seconds.
class SatBackend final : public Backend {
 public:
  SatBackend(const Puzzle& p, const Domains& domains, const SolverOptions& options)
      : puzzle_(p), domains_(domains), options_(options), settings_(detail::sat_settings(options)) {
    if (!detail::is_encoding(settings_.encoding))
      error_ = "unknown SAT encoding '" + settings_.encoding + "'";
    if (error_.empty()) error_ = detail::check_sat_solver(options);
  }

  std::string name() const override { return "sat"; }
  SolveResult solve(const Limits& limits) override;
  void block(const Solution& s) override;
  BackendStats stats() const override { return stats_; }
  void terminate() override {
    terminated_ = true;
    std::lock_guard<std::mutex> lock(solver_mutex_);
    if (solver_) solver_->terminate();
  }

 private:
  using Clock = std::chrono::steady_clock;
  /// Encodes and loads the solver; false when stopped first (the limit's reason set).
  bool build(const Limits& limits, Clock::time_point start, std::string& reason);
  Solution read_model() const;
  std::string limit_reason(const Limits& limits, double seconds) const;

  Puzzle puzzle_;
  Domains domains_;
  SolverOptions options_;
  detail::SatSettings settings_;
  detail::Cnf cnf_;
  bool built_ = false;
  std::mutex solver_mutex_;  // solver_ is set while terminate() may run on another thread
  std::unique_ptr<IpasirSolver> solver_;
  std::string error_;
  std::atomic<bool> terminated_{false};
  int blocked_ = 0;
  std::vector<Solution> pending_blocks_;  // block() before the first solve()
  BackendStats stats_;
};

bool SatBackend::build(const Limits& limits, Clock::time_point start, std::string& reason) {
  const std::optional<Clock::time_point> deadline = deadline_after(limits.timeout_s, start);
  const auto stop = [&] {
    if (terminated_)
      reason = "terminated";
    else if (deadline && Clock::now() >= *deadline)
      reason = "time limit reached";
    return !reason.empty();
  };
  std::optional<detail::Cnf> cnf =
      detail::encode(puzzle_, domains_, detail::encoding_spec(settings_.encoding), stop);
  if (!cnf) return false;
  cnf_ = std::move(*cnf);
  // Too large for --max-memory: the same answer CryptoMiniSat would reach, without letting
  // it fail an allocation (it cannot recover from one; memory_budget.hpp). CaDiCaL's
  // failures are contained by its adapter; an external solver is another process.
  const std::optional<std::size_t> left = detail::address_space_left();
  if (settings_.solver == "cryptominisat" && left &&
      detail::cms_bytes_needed(cnf_.literals().size(), std::size_t(cnf_.num_vars())) > *left)
    throw std::bad_alloc();
  std::string error;
  std::unique_ptr<IpasirSolver> solver =
      detail::make_sat_solver(options_, detail::cms_config(settings_), error);
  if (!solver) {  // checked in the constructor: only if the command vanished since
    reason = error;
    return false;
  }
  std::size_t clauses = 0;
  for (int lit : cnf_.literals()) {
    solver->add(lit);
    if (lit == 0 && ++clauses % 4096 == 0 && stop()) return false;
  }
  {
    std::lock_guard<std::mutex> lock(solver_mutex_);
    solver_ = std::move(solver);
  }
  if (stop()) return false;  // terminate() may have come before solver_ was there to hear it
  stats_.extra["variables"] = cnf_.num_vars();
  stats_.extra["sat_solver=" + solver_->signature()] = 1;  // which solver: extra holds numbers only
  stats_.extra["clauses"] = static_cast<double>(cnf_.num_clauses());
  cnf_.drop_clauses();
  built_ = true;
  for (const Solution& b : pending_blocks_) block(b);
  pending_blocks_.clear();
  return true;
}

SolveResult SatBackend::solve(const Limits& limits) {
  SolveResult result;
  if (!error_.empty()) {
    result.reason = error_;
    return result;
  }
  auto start = Clock::now();
  Limits left = limits;
  if (!built_) {
    const bool ok = build(limits, start, result.reason);
    const double encode_seconds = std::chrono::duration<double>(Clock::now() - start).count();
    stats_.extra["encode_seconds"] = encode_seconds;
    stats_.seconds += encode_seconds;
    if (!ok) return result;
    if (left.timeout_s > 0) {
      left.timeout_s -= encode_seconds;
      if (left.timeout_s <= 0) {  // 0 would mean no limit
        result.reason = "time limit reached";
        return result;
      }
    }
    start = Clock::now();
  }
  const int status = solver_->solve({left.timeout_s, left.max_conflicts});
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const detail::SatCounters c = solver_->counters();
  stats_.seconds += seconds;
  stats_.nodes = c.decisions;
  stats_.failures = c.conflicts;
  stats_.propagations = c.propagations;
  stats_.extra["conflicts"] = static_cast<double>(c.conflicts);
  stats_.extra["decisions"] = static_cast<double>(c.decisions);
  stats_.extra["solve_calls"] += 1;
  if (status == IpasirSolver::kSat) {
    result.status = SolveStatus::Solved;
    result.solution = read_model();
  } else if (status == IpasirSolver::kUnsat) {
    result.status = SolveStatus::NoSolution;
    result.reason = blocked_ == 0 ? "the CNF is unsatisfiable"
                                  : "no solution other than the " + std::to_string(blocked_) + " blocked";
  } else if (std::string failure = terminated_ ? "" : solver_->failure(); !failure.empty()) {
    result.status = SolveStatus::Failed;  // the solver's fault, never a limit
    result.reason = std::move(failure);
  } else {
    result.reason = limit_reason(left, seconds);
  }
  return result;
}

Solution SatBackend::read_model() const {
  Solution s;
  s.digits.assign(std::size_t(cnf_.num_cells()), 0);
  for (VarId v = 0; v < cnf_.num_cells(); ++v)
    for (int d = 1; d <= 9; ++d)
      if (const int lit = cnf_.cell_lit(v, d); lit != 0 && solver_->val(lit) > 0)
        s.digits[std::size_t(v)] = Digit(d);
  return s;
}

std::string SatBackend::limit_reason(const Limits& limits, double seconds) const {
  if (terminated_) return "terminated";
  // With both limits set, the clock tells which one stopped the call. CryptoMiniSat's time
  // limit counts CPU time and may stop a little before the wall clock's: with only a time
  // limit set, it is the reason whatever the clock says.
  if (limits.timeout_s > 0 && (limits.max_conflicts == 0 || seconds >= limits.timeout_s * 0.99))
    return "time limit reached";
  if (limits.max_conflicts > 0) return "conflict limit reached";
  return "stopped by the SAT solver";
}

void SatBackend::block(const Solution& s) {
  if (!error_.empty()) return;
  if (!built_) {
    pending_blocks_.push_back(s);
    return;
  }
  if (s.digits.size() != std::size_t(cnf_.num_cells())) return;
  std::vector<int> clause;
  for (VarId v = 0; v < cnf_.num_cells(); ++v) {
    const int d = s.digits[std::size_t(v)];
    const int lit = d >= 1 && d <= 9 ? cnf_.cell_lit(v, d) : 0;
    if (lit == 0) return;  // not a candidate: the encoding already excludes this assignment
    if (detail::candidates(cnf_, v).size() > 1) clause.push_back(-lit);
  }
  for (int lit : clause) solver_->add(lit);
  solver_->add(0);
  ++blocked_;
  stats_.extra["blocked"] = blocked_;
}

}  // namespace

std::unique_ptr<Backend> make_sat_backend(const Puzzle& p, const Domains& domains,
                                          const SolverOptions& options) {
  const auto whole = [](const Puzzle& q, const Domains& d,
                        const SolverOptions& o) -> std::unique_ptr<Backend> {
    return std::make_unique<SatBackend>(q, d, o);
  };
  // Independent parts apart (one formula per piece), unless the options are wrong: then the
  // one backend reports it.
  if (!detail::is_encoding(detail::sat_settings(options).encoding) ||
      !detail::check_sat_solver(options).empty())
    return whole(p, domains, options);
  return make_split_backend(p, domains, options, whole, {"clauses", kLivePieceClauses});
}

std::vector<std::string> sat_encodings() { return detail::encoding_names(); }

BackendInfo sat_backend_info() {
  BackendInfo info;
  info.name = "sat";
  info.description =
      "CNF encoding solved by CryptoMiniSat (--sat-solver: also CaDiCaL or an external DIMACS solver); "
      "--encoding selector (default: a selector per digit "
      "combination of a run), mdd (a decision diagram per run, arc consistent), plain (selector without "
      "region equations); independent parts solved apart, a formula per piece";
  info.available = true;
  info.options = sat_backend_options();
  info.create = make_sat_backend;
  info.export_model = write_dimacs;
  info.sum_cores = make_sat_sum_cores;
  info.check_options = [](const SolverOptions& o) -> OptionProblem {
    if (const std::string encoding = detail::sat_settings(o).encoding; !detail::is_encoding(encoding)) {
      std::string known;
      for (const auto& e : sat_encodings()) known += (known.empty() ? "" : ", ") + e;
      return {"", "unknown encoding '" + encoding + "' (known: " + known + ")"};
    }
    if (std::string why = detail::check_sat_command(o); !why.empty()) return {"--sat-command", why};
    return {"", detail::check_sat_solver(o)};
  };
  // Each SAT solver is a witness of its own for crosscheck and selftest: "sat" is
  // CryptoMiniSat, "sat-cadical" CaDiCaL when built in, "sat-external" the --sat-command
  // solver when one is given (or --sat-solver external is: then its check says what is missing).
  info.witnesses = [](const SolverOptions& o) {
    std::vector<std::pair<std::string, SolverOptions>> out;
    const detail::SatSettings settings = detail::sat_settings(o);
    for (const std::string& solver : available_sat_solvers()) {
      if (solver == "external" && settings.command.empty() && settings.solver != "external") continue;
      out.emplace_back(solver == "cryptominisat" ? "sat" : "sat-" + solver,
                       detail::with_sat_solver(o, solver));
    }
    return out;
  };
  return info;
}

}  // namespace kakuro
