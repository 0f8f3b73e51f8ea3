// The one immutable puzzle model. Built once by build_puzzle() from a RawGrid (every
// parser produces a RawGrid), then passed as `const Puzzle&`.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "kakuro/diagnostics.hpp"
#include "kakuro/digit_set.hpp"

namespace kakuro {

namespace detail {
class PuzzleBuilder;
}

/// Index of a grid position: row * cols + col.
using CellId = std::int32_t;
/// Index of a white cell among the puzzle's white cells (row-major order).
using VarId = std::int32_t;
/// Index of a run (across runs first, then down runs, each in row-major clue order).
using RunId = std::int32_t;

enum class CellKind : std::uint8_t { Black, Clue, White };
enum class Direction : std::uint8_t { Across, Down };

// The two bytes first: 12 bytes where the order kind, down, across, given took 16 (a file
// of small puzzles is read into hundreds of thousands of cells each).
struct Cell {
  CellKind kind = CellKind::Black;
  Digit given = 0;  ///< white: a digit the puzzle pre-fills; 0 = none
  int down = 0;     ///< clue: sum of the run below; 0 = none
  int across = 0;   ///< clue: sum of the run to the right; 0 = none
  bool operator==(const Cell&) const = default;
};

struct Run {
  Direction dir = Direction::Across;
  int sum = 0;
  CellId clue = 0;  ///< the clue cell the run starts after
  /// The run's white cells in order: a view into its puzzle's one array of every run's
  /// cells (valid while the puzzle, or a copy of it, lives), not an allocation per run.
  std::span<const VarId> vars;
};

/// Named yes/no settings a file may carry for whoever solves it (seed 004's csp flags, by
/// the names its format spells: "FC", "AC3", "MAC", "NC", "MRV", "LCV"). Core keeps them as
/// data and gives them no meaning; a backend may read those it knows. A name not here was
/// not in the file.
struct SolverPreferences {
  std::map<std::string, bool> flags;
  std::optional<bool> get(const std::string& name) const {
    const auto it = flags.find(name);
    return it == flags.end() ? std::nullopt : std::optional<bool>(it->second);
  }
  void set(const std::string& name, bool on) { flags[name] = on; }
  bool any() const { return !flags.empty(); }
  bool operator==(const SolverPreferences&) const = default;
};

/// A grid as a parser read it, before any structural check: each cell with where it came
/// from, so that build_puzzle() can report problems at their source position.
struct RawGrid {
  int rows = 0;
  int cols = 0;
  std::vector<Cell> cells;     ///< rows * cols, row-major
  std::vector<SourcePos> pos;  ///< rows * cols: where each cell was written (may be 0)
  std::string file;            ///< for diagnostics
  std::string context;         ///< prefixed to messages, e.g. "record 'janko-1': "
  SolverPreferences prefs;

  RawGrid() = default;
  RawGrid(int r, int c) : rows(r), cols(c), cells(std::size_t(r) * std::size_t(c)), pos(cells.size()) {}
  Cell& at(int r, int c) { return cells[std::size_t(r) * std::size_t(cols) + std::size_t(c)]; }
  const Cell& at(int r, int c) const { return cells[std::size_t(r) * std::size_t(cols) + std::size_t(c)]; }
};

/// Immutable once built, so copies share one body: copying a puzzle (a backend keeping its
/// own, a portfolio member, a thread) costs a reference count, not the runs.
class Puzzle {
 public:
  Puzzle();  ///< 0x0, no cells
  Puzzle(const Puzzle&) = default;
  Puzzle& operator=(const Puzzle&) = default;
  // No moves: a moved-from puzzle would have no body; moving is the copy, as cheap.

  int rows() const { return d_->rows; }
  int cols() const { return d_->cols; }
  CellId cell_id(int r, int c) const { return r * d_->cols + c; }
  int row_of(CellId id) const { return id / d_->cols; }
  int col_of(CellId id) const { return id % d_->cols; }
  const Cell& cell(int r, int c) const { return d_->cells[std::size_t(cell_id(r, c))]; }
  const Cell& cell(CellId id) const { return d_->cells[std::size_t(id)]; }
  const std::vector<Cell>& cells() const { return d_->cells; }

  /// White cells, row-major; VarId indexes this vector.
  int num_vars() const { return static_cast<int>(d_->whites.size()); }
  CellId cell_of(VarId v) const { return d_->whites[std::size_t(v)]; }
  /// VarId of a white cell, -1 for other cells.
  VarId var_of(CellId id) const { return d_->var_of[std::size_t(id)]; }
  Digit given(VarId v) const { return d_->cells[std::size_t(d_->whites[std::size_t(v)])].given; }

  int num_runs() const { return static_cast<int>(d_->runs.size()); }
  const Run& run(RunId r) const { return d_->runs[std::size_t(r)]; }
  const std::vector<Run>& runs() const { return d_->runs; }
  RunId across_run(VarId v) const { return d_->across[std::size_t(v)]; }
  RunId down_run(VarId v) const { return d_->down[std::size_t(v)]; }

  const SolverPreferences& preferences() const { return d_->prefs; }

  /// The same for a puzzle and its copies, different for every puzzle built (never 0): a
  /// cache of something derived from the runs keys on it, as a pointer could be reused.
  std::uint64_t body_id() const { return d_->serial; }

  /// Same grid (cells, givens); preferences are not compared.
  bool same_grid(const Puzzle& o) const {
    return d_ == o.d_ || (rows() == o.rows() && cols() == o.cols() && cells() == o.cells());
  }

  /// Human name of a cell for messages: "(r,c)", 0-based.
  std::string where(CellId id) const;
  /// Human name of a run for messages, e.g. "across run 16 at (2,0)".
  std::string describe(RunId r) const;

 private:
  friend class detail::PuzzleBuilder;
  friend std::optional<Puzzle> build_puzzle(const RawGrid&, Diagnostics&);
  friend Puzzle with_givens(const Puzzle&, const std::vector<Digit>&);
  struct Data {
    int rows = 0, cols = 0;
    std::vector<Cell> cells;
    std::vector<CellId> whites;
    std::vector<VarId> var_of;
    std::vector<Run> runs;
    std::vector<RunId> across, down;
    std::vector<VarId> run_vars;  ///< every run's cells, run after run: Run::vars views it
    SolverPreferences prefs;
    std::uint64_t serial = new_serial();  ///< body_id(): a copy gets its own
    Data() = default;
    Data(const Data& o);  ///< a copy whose runs view its own run_vars
    Data& operator=(const Data&) = delete;
    static std::uint64_t new_serial();
  };
  explicit Puzzle(std::shared_ptr<const Data> d) : d_(std::move(d)) {}
  std::shared_ptr<const Data> d_;  ///< never null
};

/// Checks the structure of a raw grid and derives the runs. Reports every structural
/// problem in `diags` (unknown sizes, clue with no white cell after it, white cell with no
/// across or down clue, run longer than 9, clue sum outside 1..45, given out of range);
/// returns nothing when any error was found. A well-formed puzzle with no solution (a sum
/// impossible for its run's length, such as 44 in 9 cells; a given repeated in a run;
/// across and down totals that disagree) builds: preprocess() reports it as infeasible.
/// Warnings (e.g. the puzzle falls apart into several parts) do not prevent building.
std::optional<Puzzle> build_puzzle(const RawGrid& grid, Diagnostics& diags);

/// The same puzzle with these digits (per VarId, 0 = keep) as givens.
Puzzle with_givens(const Puzzle& p, const std::vector<Digit>& givens);

/// The RawGrid of a built puzzle (positions unknown), e.g. to write it out.
RawGrid to_raw(const Puzzle& p);

}  // namespace kakuro
