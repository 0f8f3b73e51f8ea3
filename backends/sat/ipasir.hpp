// IPASIR's incremental SAT verbs as a C++ interface: the SAT backend talks to this only, so
// another solver is another adapter: ipasir_cms.hpp (CryptoMiniSat), ipasir_cadical.hpp
// (CaDiCaL), ipasir_external.hpp (any DIMACS solver command); sat_solvers.hpp chooses one.
//
// State machine (as IPASIR): INPUT --add/assume--> INPUT; solve() -> SAT (10), UNSAT (20)
// or INPUT (0: interrupted or out of budget). val() needs SAT; failed() needs UNSAT;
// assumptions are cleared by solve(). terminate() may be called from any thread at any
// time, also before solve(); once called, every later solve() returns 0 at once.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace kakuro::detail {

struct SatCounters {
  std::uint64_t conflicts = 0;
  std::uint64_t propagations = 0;
  std::uint64_t decisions = 0;
};

/// Budget for the next solve() call; 0 means none.
struct SatBudget {
  double wall_seconds = 0;
  std::uint64_t conflicts = 0;
};

class IpasirSolver {
 public:
  static constexpr int kSat = 10;
  static constexpr int kUnsat = 20;
  static constexpr int kUnknown = 0;

  virtual ~IpasirSolver() = default;
  /// Solver name and version.
  virtual std::string signature() const = 0;
  /// Adds a literal of the current clause (DIMACS: +v / -v), or 0 to end it.
  virtual void add(int lit_or_zero) = 0;
  /// Assumes `lit` for the next solve() only.
  virtual void assume(int lit) = 0;
  /// 10 = satisfiable, 20 = unsatisfiable, 0 = stopped (terminate() or budget).
  virtual int solve(const SatBudget& budget) = 0;
  /// In state SAT: `lit` if true in the model, `-lit` if false, 0 if unknown.
  virtual int val(int lit) const = 0;
  /// In state UNSAT: whether assumption `lit` took part in proving unsatisfiability.
  virtual bool failed(int lit) const = 0;
  /// Thread-safe, sticky: stops a running solve() soon, and every later one at once.
  virtual void terminate() = 0;
  /// Totals since construction (what the solver can tell; zeros where it cannot).
  virtual SatCounters counters() const = 0;
  /// Why the last solve() returned 0 when neither terminate() nor a budget stopped it (an
  /// external solver that could not run or gave no usable answer); "" otherwise.
  virtual std::string failure() const { return {}; }
};

}  // namespace kakuro::detail
