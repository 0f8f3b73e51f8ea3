// The backend interface (IPASIR's incremental shape lifted to puzzles) and the registry.
// State machine: constructed for one puzzle with its preprocessed domains -> solve() ->
// [block(solution) -> solve()]* . terminate() may be called from any thread at any time.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "kakuro/backend_option.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"
#include "kakuro/solver_options.hpp"
#include "kakuro/stat_table.hpp"

namespace kakuro {

/// Failed: the backend could not answer through a fault of its own (an external solver that
/// gave no usable answer or a wrong one); never a limit, never a statement about the puzzle.
enum class SolveStatus { Solved, NoSolution, Limit, Failed };

std::string to_string(SolveStatus s);

struct BackendStats {
  std::uint64_t nodes = 0;
  std::uint64_t failures = 0;
  std::uint64_t propagations = 0;
  /// Time the backend counts itself (the SAT backends: encoding and solving); the native
  /// backend leaves it 0, its clock reads cost a tiny puzzle a tenth of its solve.
  /// SolveReport::seconds times every backend.
  double seconds = 0;
  StatTable extra;  ///< backend-specific: variables, clauses, ...
};

struct SolveResult {
  SolveStatus status = SolveStatus::Limit;
  Solution solution;   ///< when Solved
  std::string reason;  ///< when NoSolution, Limit or Failed: why, if known
};

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string name() const = 0;
  /// Finds a solution not blocked so far, within the limits (counted per call).
  virtual SolveResult solve(const Limits& limits) = 0;
  /// Excludes exactly this assignment of the white cells from later solve() calls.
  virtual void block(const Solution& s) = 0;
  /// Statistics accumulated over all calls.
  virtual BackendStats stats() const = 0;
  /// Asks a running or later solve() to stop soon with SolveStatus::Limit. Thread-safe.
  virtual void terminate() = 0;
};

/// What a SumCoreSolver found for one set of enforced run sums.
struct SumCheck {
  SolveStatus status = SolveStatus::Limit;
  std::vector<Digit> fill;  ///< Solved: a digit per VarId (givens kept, every run's digits
                            ///< distinct, every enforced sum right; the other sums free)
  std::vector<RunId> core;  ///< NoSolution: enforced runs whose sums already cannot hold
                            ///< together (from the solver's failed assumptions; not minimal)
  std::string reason;       ///< Limit: why
};

/// Questions about subsets of a puzzle's run sums, asked one after another of one solver
/// (repair's minimal conflicts). Every run keeps its distinct digits and the givens stay.
class SumCoreSolver {
 public:
  virtual ~SumCoreSolver() = default;
  /// Whether the sums of the runs in `enforced` can all hold at once (the other runs' sums
  /// ignored), within `limits` for this call; a set `stop` flag ends the call with Limit.
  virtual SumCheck check(const std::vector<RunId>& enforced, const Limits& limits,
                         const std::atomic<bool>* stop) = 0;
  /// Whether the sums of all runs but at most `k` of them (the solver chooses which) can
  /// hold at once: Solved with a filling, NoSolution when every filling breaks more than `k`
  /// sums (no core). nullopt when this solver cannot bound the sums left out (repair then
  /// searches hitting sets of conflicts).
  virtual std::optional<SumCheck> check_all_but(int k, const Limits& limits, const std::atomic<bool>* stop) {
    (void)k, (void)limits, (void)stop;
    return std::nullopt;
  }
  /// As check(), with one more demand: the filling differs from each of `avoid` (fillings
  /// per VarId) on at least one of `cells`; the fillings avoided by earlier calls of this one
  /// stay avoided. nullopt when this solver cannot ask it.
  virtual std::optional<SumCheck> check_avoiding(const std::vector<RunId>& enforced, const Solution& avoid,
                                                 const std::vector<VarId>& cells, const Limits& limits,
                                                 const std::atomic<bool>* stop) {
    (void)enforced, (void)avoid, (void)cells, (void)limits, (void)stop;
    return std::nullopt;
  }
};

/// A backend's refusal of options it owns (BackendInfo::check_options).
struct OptionProblem {
  std::string option;  ///< the option at fault as the command line names it ("--sat-command"),
                       ///< or empty when the rule is the backend's as a whole
  std::string why;     ///< what is wrong; empty when the options suit
};

struct BackendInfo {
  std::string name;
  std::string description;
  bool available = true;  ///< false when compiled out
  /// Answers by running other backends (the portfolio): not a witness of its own, so
  /// crosscheck and selftest, which compare independent answers, leave it out.
  bool composite = false;
  /// The options it honours beyond --timeout, declared once: the CLI's flags, their
  /// validation and `kakuro backends` come from these (backend_option.hpp).
  std::vector<BackendOption> options;
  std::function<std::unique_ptr<Backend>(const Puzzle&, const Domains&, const SolverOptions&)> create;
  /// Optional: the backend's model as text for other tools (the SAT backend: DIMACS CNF
  /// with `c` lines naming every variable). Empty when the backend has none.
  std::function<std::string(const Puzzle&, const Domains&, const SolverOptions&)> export_model;
  /// Optional: nothing (an empty `why`) when the options suit this backend, else what is
  /// wrong (e.g. an unknown encoding), so that frontends report a usage error before solving
  /// anything. Every available backend checks the options it owns, whichever one runs.
  std::function<OptionProblem(const SolverOptions&)> check_options;
  /// Optional: a SumCoreSolver for the puzzle (the SAT backend: one assumption literal per
  /// run sum). Empty when the backend cannot leave run sums out.
  std::function<std::unique_ptr<SumCoreSolver>(const Puzzle&, const SolverOptions&)> sum_cores;
  /// Optional: the independent ways it can answer, each a witness of its own for
  /// crosscheck (the SAT backend: one per SAT solver it can run), as labels with the options
  /// to run each with. Empty: one witness, `name` with the options given.
  std::function<std::vector<std::pair<std::string, SolverOptions>>(const SolverOptions&)> witnesses;
};

class BackendRegistry {
 public:
  void add(BackendInfo info);
  const BackendInfo* find(const std::string& name) const;
  const std::vector<BackendInfo>& all() const { return infos_; }

 private:
  std::vector<BackendInfo> infos_;
};

}  // namespace kakuro
