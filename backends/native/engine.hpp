// The native engine for one part of a puzzle. State machine (as the Backend's):
// constructed -> solve() -> [block() -> solve()]*. The engine keeps its level-0 domains
// between calls: a call backtracks to level 0, adds what it learnt, and searches again.
//
// Domains are 9-bit masks; every change is recorded on a trail and undone on backtrack.
// Propagation runs a FIFO queue of constraints (the runs, then the region equations);
// a constraint is queued when one of its variables changes (under forward checking:
// when one becomes fixed). Search branches x = d / x != d and restarts on a Luby
// schedule, keeping the refuted branches as nogoods ("nld-nogoods", Lecoutre et al.);
// values follow the digit a cell last had (phase saving), and with dom/wdeg the cell whose
// assignment last failed is tried first again (last-conflict reasoning). Region equations
// are derived when the search first fails, so puzzles that propagation alone solves never
// pay for them; those of local windows (many on a large grid) once it has failed about
// once per cell. From then on too, the search solves independent components of the open
// cells one after another, and a component without solution refutes the decision that
// split them at once (dynamic decomposition, decompose.cpp).
#pragma once

#include <array>
#include <atomic>
#include <bit>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "kakuro/kept_buffer.hpp"
#include "kakuro/solution.hpp"
#include "kakuro/solver_options.hpp"
#include "model.hpp"

namespace kakuro::detail {

enum class EngineStatus { Solved, NoSolution, Limit };

/// The propagation (--inference), the variable order (--var-order) and the value order
/// (--val-order): native_backend_options() declares them, config.cpp reads them.
enum class Inference { FC, AC3, MAC, GAC };
enum class VarOrder { Input, MRV, DomWdeg };
enum class ValOrder { Min, LCV };

/// Digits in a 9-bit mask (a table: std::popcount is a library call without -mpopcnt).
inline constexpr auto kDigitCount = [] {
  std::array<std::uint8_t, 512> t{};
  for (int m = 1; m < 512; ++m)
    t[std::size_t(m)] = static_cast<std::uint8_t>(t[std::size_t(m & (m - 1))] + 1);
  return t;
}();

struct EngineConfig {
  Inference inference = Inference::GAC;
  VarOrder var_order = VarOrder::DomWdeg;
  ValOrder val_order = ValOrder::Min;
  bool restarts = true;   ///< Luby restarts (with nld-nogoods)
  int restart_unit = 64;  ///< failures per Luby unit
  /// Rephasing (--rephase, Engine::rephase()): restarts per block; in every other block each
  /// restart takes the phases of the deepest failure of the block before (SAT solvers'
  /// "best phases"). 0 = never: the phases stay the last digits.
  int best_phase_every = 8;
  /// Rephasing begins once the search has failed this many times per cell of the part.
  int rephase_after_failures_per_cell = 1;
  bool phase_saving = true;  ///< values: a cell's last digit first, then val_order
  /// select_var_among() keeps the best cells of a scan for the decisions after it (false:
  /// a full scan at every decision, the same choices; tests compare the two).
  bool keep_selection = true;
  int region_terms = 0;  ///< region equations of at most this many cells; 0 = none
  /// Failures the search takes before the region equations join (--region-after): deriving
  /// them costs more than a few failures, and most puzzles that need search need only a few.
  int region_after_failures = 16;
  /// Windows (local region equations, many on a large grid, each failure several times
  /// dearer) join once the search has failed this many times per cell of the part: a
  /// search that has spent about what they cost without an answer is stuck. 0 = never.
  int windows_after_failures_per_cell = 1;
  /// Window equations of at most this many cells: each cell of an equation is one more
  /// constraint to wake and one more term in its sum; short ones prune most per cost.
  int window_terms = 6;
  /// Dynamic decomposition (decompose.cpp) joins once the search has failed this many times
  /// per cell of the part; 0 = never, -1 = from the first decision. Large loose puzzles
  /// thrash without it; on small ones the walks cost more than they save.
  int decompose_after_failures_per_cell = 1;
  /// The runs' exact filtering answers a question asked before from a table of the
  /// thread's (run_supports(), `remember`) once the search has failed this many times per
  /// cell: the table's pages cost more than it saves in a short search. 0 = never.
  int remember_supports_after_failures_per_cell = 1;
  std::uint64_t seed = 0;  ///< 0: ties broken by cell order; else a random order
  /// The domains given are a fixpoint of the runs' exact filtering already (propagate_runs(),
  /// the same filter as gac's): start() does not filter every run once more.
  bool runs_at_fixpoint = false;
};

/// What one Backend::solve() call may spend; shared by every part of the puzzle.
class Budget {
 public:
  /// The time limit counts from limits.timeout_start(): the clock is read only for a limit
  /// whose start solve_with() did not pass on.
  Budget(const Limits& limits, const std::atomic<bool>* stop);
  /// Counts one search node; false when a limit is reached (then reason() says which).
  bool spend_node();
  /// Checks the stop flag and the clock; false when either says stop.
  bool keep_going();
  const std::string& reason() const { return reason_; }

 private:
  using Clock = std::chrono::steady_clock;
  Clock::time_point deadline_;
  bool has_deadline_ = false;
  std::uint64_t max_nodes_ = 0, nodes_ = 0;
  const std::atomic<bool>* stop_;
  std::string reason_;
};

struct EngineStats {
  std::uint64_t nodes = 0, failures = 0, propagations = 0, restarts = 0, nogoods = 0;
  /// Dynamic decomposition: splits found, and components refuted (each refutes its split).
  std::uint64_t splits = 0, component_refutations = 0;
};

class Engine {
 public:
  // A solve makes one engine (a part of the puzzle, most often the only one) and frees it.
  static void* operator new(std::size_t n) { return KeptBlock<Engine>::allocate(n); }
  static void operator delete(void* p, std::size_t n) noexcept { KeptBlock<Engine>::release(p, n); }
  Engine(Model model, const EngineConfig& config);
  /// As above, over the buffers of `spare`, an engine done with (their capacity, none of
  /// their content): a tiny puzzle's solve then allocates next to nothing (engine_pool.cpp).
  Engine(Model model, const EngineConfig& config, Engine&& spare);
  /// The variables of the model: what a spare engine's buffers hold (engine_pool.cpp).
  std::size_t capacity() const { return dom_.capacity(); }
  /// Frees what a finished search learnt (nogoods, their watches, blocked solutions), which
  /// a spare engine does not need to hold on to; the engine is not to be searched again.
  void release_learnt();
  /// The model, moved out for build_model() to reuse its buffers; the engine is not to be
  /// used again but as a spare for the reusing constructor.
  Model take_model() { return std::move(model_); }

  /// Propagates at the root the first time; false when the engine knows there is no
  /// (further) solution.
  bool start();
  /// Searches for an assignment not blocked so far; after a Limit, goes on from where
  /// that call stopped.
  EngineStatus solve(Budget& budget);
  /// The assignment of the last solve() that returned Solved, per local variable.
  std::vector<Digit> solution() const;
  void solution_into(std::vector<Digit>& out) const;  ///< solution() into a buffer kept by the caller
  /// Excludes this full assignment (per local variable) from later solve() calls.
  void block(const std::vector<Digit>& digits);
  const EngineStats& stats() const { return stats_; }
  const Model& model() const { return model_; }
  /// The candidates now, per local variable.
  const std::vector<std::uint16_t>& domains() const { return dom_; }
  /// Why the last solve() returned NoSolution.
  const std::string& reason() const { return reason_; }

 private:
  enum class RunRule : std::uint8_t { FC, Bounds, GAC };
  struct TrailEntry {
    int var;
    std::uint16_t old;
  };
  struct Lit {
    int var;
    std::uint16_t bit;
  };
  struct Decision {
    int var;
    std::uint16_t bit;
    bool positive;
  };

  // engine.cpp: domains, trail, queue.
  void init();
  void take_buffers(Engine& spare);
  void build_index();
  bool add_regions();
  bool add_windows();
  bool join_linears(std::vector<LinearCon> extra);
  void enqueue_joined();
  void bump_weight(int c);
  void remove_unfixed(int v);
  bool narrow(int v, std::uint16_t keep, int source);
  void enqueue(int c);
  bool propagate();
  void clear_queues();
  int level() const { return static_cast<int>(level_start_.size()); }
  void new_level();
  void backtrack_to(int lvl);
  bool fixed(int v) const { return (dom_[std::size_t(v)] & (dom_[std::size_t(v)] - 1)) == 0; }
  bool propagate_constraint(int c);
  // propagate_gac.cpp, propagate_weak.cpp, propagate_linear.cpp
  bool propagate_run_gac(int r);
  bool propagate_run_fc(int r);
  bool propagate_run_bounds(int r);
  bool propagate_linear(int l);
  // nogoods.cpp
  bool add_nogood(std::vector<Lit> lits);
  bool on_fixed(int v);
  bool process_watch(int v, std::vector<int>& ws, std::size_t& i);
  std::vector<int>& watch_list(Lit l) {
    assert(l.bit != 0 && (l.bit & (l.bit - 1)) == 0);  // one digit
    return watches_[std::size_t(l.var) * 9 + std::size_t(std::countr_zero(l.bit))];
  }
  // search.cpp
  EngineStatus search(Budget& budget);
  bool refute_last_decision();
  void restart_with_nogoods();
  void rephase();
  void return_to_root();
  bool restart_due() const;
  bool failed_per_cell(int n) const;
  // decompose.cpp
  struct Split;
  int next_var_decomposed();
  void maybe_split();
  void push_split(const std::vector<int>& cells);
  void pop_split();
  void clear_splits();
  void next_epoch();
  bool leave_exhausted_components();
  bool blocked_solutions_avoided(const Split& s);
  void remember_blocked(const std::vector<Digit>& digits);
  // heuristics.cpp
  int select_var() const;
  int select_var_among(const int* first, const int* last, int comp) const;
  int select_value(int v) const;
  void selection_changed() { ++selection_gen_; }
  /// `v`'s key changed (a backtrack restored it, a failure raised its weight): the kept
  /// selection looks at it again, or is dropped when too many did.
  void selection_dirty(int v) {
    if (selection_.gen != selection_gen_) return;  // the next selection scans anyway
    if (2 * selection_touched_.size() >= dom_.size()) return selection_changed();
    selection_touched_.push_back(v);
  }

  Model model_;
  EngineConfig config_;
  bool regions_pending_ = false;    // region equations not derived yet
  bool windows_pending_ = false;    // window equations not derived yet
  bool remember_supports_ = false;  // run_supports() with `remember` (a long search)
  static constexpr int kNoJoin = std::numeric_limits<int>::max();
  int joined_first_ = kNoJoin;          // the first equation joined below the root, if any
  int joined_settled_level_ = kNoJoin;  // the level nearest the root they were propagated at
  RunRule rule_ = RunRule::GAC;
  int num_runs_ = 0;
  std::vector<int> con_start_, con_list_;  // per variable: its constraints (CSR)
  // The equations' terms in one array (build_index()): a cell, or ~cell for a negative term;
  // per equation where they start, and its constant plus 10 per negative term.
  std::vector<int> lin_start_, lin_terms_, lin_total_;
  std::vector<std::uint16_t> dom_;
  std::vector<TrailEntry> trail_;
  std::vector<std::size_t> level_start_;
  std::vector<int> queue_;  // runs
  std::size_t queue_head_ = 0;
  std::vector<int> linear_queue_;  // region equations, after the runs (propagate())
  std::size_t linear_head_ = 0;
  std::vector<std::uint8_t> in_queue_;
  std::vector<int> fixed_queue_;
  std::size_t fixed_head_ = 0;
  std::vector<std::uint32_t> weight_;       // per constraint: 1 + its failures (dom/wdeg)
  std::vector<std::uint32_t> var_weight_;   // per variable: its constraints' weights
  std::vector<int> rank_;                   // per variable: its place among ties
  std::vector<int> unfixed_, unfixed_pos_;  // the unfixed variables first (sparse set)
  int num_unfixed_ = 0;
  std::vector<int> level_unfixed_;         // num_unfixed_ when each level began
  std::vector<std::uint16_t> phase_;       // per variable: its digit when last fixed
  std::vector<std::uint16_t> best_phase_;  // phase_ at the failure with the fewest unfixed so far
  int best_unfixed_ = std::numeric_limits<int>::max();  // num_unfixed_ there
  bool rephasing_ = false;                              // rephase() acts (set once, late)
  std::vector<std::vector<Lit>> nogoods_;               // the first two literals are watched
  std::vector<std::vector<int>> watches_;  // per variable and digit: nogoods watching it (watch_list())
  std::vector<int> index_fill_;            // build_index()'s scratch
  // Emptied lists whose buffers are kept (release_learnt(), a dropped nogood): the next
  // nogoods and blocked solutions are built in them, so a spare engine's next puzzle
  // allocates none for its first few (engine_pool.cpp).
  std::vector<std::vector<Lit>> spare_lits_;
  std::vector<std::vector<Digit>> spare_digits_;
  std::vector<Lit> positives_;            // return_to_root()'s scratch
  std::vector<std::vector<Lit>> learnt_;  // and the nogoods it adds, until they are
  std::vector<Lit> fresh_lits();
  void recycle_lits(std::vector<Lit>&& lits);
  std::vector<Decision> branch_;
  int last_conflict_ = -1;  // see search()
  // Dynamic decomposition (decompose.cpp): a stack of splits of the open cells into
  // independent components, their cells one component after the other.
  struct Split {
    int level;               // the level whose fixpoint was split
    std::size_t branch;      // branch_.size() then
    std::size_t first_comp;  // its components: comp_begin_[first_comp ...]
    std::size_t num_comps;
    std::size_t current;            // the component being searched
    std::size_t branch_at_current;  // branch_.size() when it began
    std::size_t trail_at_current;   // trail_.size() when it began
    int unfixed_at_check;           // num_unfixed_ when the split was made
    int cells;                      // the open cells it split
  };
  bool decompose_ = false;  // on once the search has failed enough
  std::vector<Split> splits_;
  std::vector<int> comp_cells_;
  std::vector<std::size_t> comp_begin_;
  std::vector<int> comp_of_;  // per variable: its innermost component on the stack, or -1
  std::vector<std::uint32_t> var_mark_, con_mark_;
  std::uint32_t epoch_ = 0;
  std::vector<int> bfs_, scratch_, scratch_sizes_;
  std::vector<std::vector<Digit>> blocked_;  // the first blocked solutions (block())
  bool started_ = false, root_unsat_ = false, at_solution_ = false;
  bool suspended_ = false;  ///< the last solve() stopped at a limit, mid-search
  // The cells a full scan of select_var_among() ranked first, for the decisions after it
  // while the search only goes down (heuristics.cpp). selection_changed() ends it: any
  // backtrack, weight or component change.
  static constexpr int kSelectionKept = 16;
  struct Ranked {
    int var;
    int rank;
    std::uint64_t size, weight;
  };
  static bool before(const Ranked& a, const Ranked& b);
  struct SelectionCache {
    std::uint64_t gen = ~std::uint64_t(0);
    int comp = -2;
    std::size_t trail = 0;  // the lowest trail_.size() since the scan: the entries above are new
    int count = 0;
    std::array<Ranked, kSelectionKept> best{};
  };
  std::uint64_t selection_gen_ = 0;
  mutable SelectionCache selection_;
  // Cells whose key changed since the scan other than by the trail entries above
  // selection_.trail: a backtrack's restored cells, a failure's bumped ones (selection_dirty()).
  mutable std::vector<int> selection_touched_;
  mutable std::vector<std::uint32_t> seen_mark_;  // per variable: seen_epoch_ when looked at
  mutable std::uint32_t seen_epoch_ = 0;
  std::uint64_t failures_at_restart_ = 0;
  std::uint64_t luby_index_ = 1;
  EngineStats stats_;
  std::string reason_;
};

}  // namespace kakuro::detail
