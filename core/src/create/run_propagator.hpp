// The generator's measure of how tight a fill's clues are: the candidates per white cell
// left by exact per-run narrowing (every candidate of every cell takes part in some
// assignment of distinct digits to its run that meets the run's sum), to a fixpoint, over a
// layout and a vector of run sums. Changes are undoable (a trail), so a fill change can be
// tried, scored and taken back. Private to the generator; the uniqueness proof is always a
// backend's.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "kakuro/create/layout.hpp"

namespace kakuro::create::internal {

/// The runs and white cells of a layout, numbered.
struct RunModel {
  explicit RunModel(const Layout& l);
  int cells() const { return static_cast<int>(grid_of.size()); }
  int runs() const { return static_cast<int>(run_begin.size()) - 1; }
  int run_length(int r) const { return run_begin[std::size_t(r) + 1] - run_begin[std::size_t(r)]; }

  int cols = 0;
  std::vector<int> white_of;               ///< grid index -> white cell, -1 when not white
  std::vector<int> grid_of;                ///< white cell -> grid index
  std::vector<std::array<int, 2>> run_of;  ///< white cell -> {across run, down run}
  std::vector<int> run_begin;              ///< run -> first of its cells in run_cells
  std::vector<int> run_cells;              ///< the cells of each run, in order
};

/// How hard each run is narrowed. Simple: a cell keeps the digits of any combination of its
/// run's length and sum, minus the digits placed in the run; the last open cell of a run
/// gets what the sum leaves. Basic: only combinations that hold every digit placed in the
/// run and fit the run's candidates count. Exact: every candidate takes part in an
/// assignment of distinct digits to the whole run that meets its sum.
enum class Strength { Simple, Basic, Exact };

/// The digits in a 9-bit mask (std::popcount is a library call without -mpopcnt, and this
/// count runs for every domain change).
constexpr int digit_count(std::uint16_t d) {
  unsigned x = d;
  x = x - ((x >> 1) & 0x5555u);
  x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
  x = (x + (x >> 4)) & 0x0F0Fu;
  return static_cast<int>((x + (x >> 8)) & 0x1Fu);
}

class RunPropagator {
 public:
  RunPropagator(const RunModel& m, Strength s);

  /// Sets every run's sum and narrows every cell from 1..9 to the fixpoint. False when some
  /// cell is left without a candidate (no solution).
  bool reset(const std::vector<int>& sums);

  /// Undo point for trial changes.
  std::size_t mark() const { return trail_.size(); }
  /// Restores domains and sums to what they were at `m`.
  void undo(std::size_t m);
  /// Forgets the trail: what was changed stays.
  void commit() { trail_.clear(); }

  /// Changes the sums of the runs of `cell` to `across` and `down`, widens the cells within
  /// `radius` run steps of it back to 1..9 and narrows again. The cells further away keep
  /// what they had, so the result can be narrower than reset() would give (a fast estimate;
  /// reset() is exact). False on a wipeout.
  bool change_sums(int cell, int across, int down, int radius);
  /// The same estimate for every run whose sum differs from `sums` (per run): those sums
  /// set, the cells within `radius` run steps of their cells widened, and narrowed again.
  bool update(const std::vector<int>& sums, int radius);

  std::uint16_t domain(int cell) const { return dom_[std::size_t(cell)]; }
  int sum(int run) const { return sum_[std::size_t(run)]; }
  /// Candidates beyond one per cell, over all cells.
  long slack() const { return slack_; }
  /// Cells with more than one candidate.
  int open_cells() const { return static_cast<int>(open_list_.size()); }
  /// Those cells, in no particular order (deterministic; changes and undo reorder it).
  const std::vector<int>& open_list() const { return open_list_; }

 private:
  void set_domain(int cell, std::uint16_t d);
  void set_open(int cell, bool open);
  void set_sum(int run, int s);
  bool revise(int run);
  bool revise_basic(int run);
  bool propagate();
  bool widen_and_narrow(std::vector<int>& seeds, int radius);
  void enqueue(int run);

  const RunModel& m_;
  Strength strength_;
  std::vector<std::uint16_t> dom_;
  std::vector<int> sum_;
  long slack_ = 0;
  std::vector<int> open_list_;  // the cells with more than one candidate
  std::vector<int> open_at_;    // per cell: its index in open_list_, -1 when decided
  // Trail entries: cell >= 0 restores a domain, cell < 0 restores the sum of run -cell-1.
  struct Entry {
    int what;
    int old;
  };
  std::vector<Entry> trail_;
  std::vector<int> queue_;
  std::vector<char> queued_;
  std::vector<int> stamp_;
  int epoch_ = 0;
  // Exact narrowing's answers by their inputs (a run's length, sum and domains, packed
  // into lo and hi), one per slot of a hash table; a new input replaces the old one.
  struct Memo {
    std::uint64_t lo = 0, hi = 0;  // hi = 0: empty (a real entry has its length in hi)
    std::array<std::uint16_t, 9> keep{};
    bool ok = false;
  };
  std::vector<Memo> memo_;
  int memo_shift_ = 64;
};

}  // namespace kakuro::create::internal
