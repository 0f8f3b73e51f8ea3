#include "kakuro/puzzle.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>

#include "kakuro/combinations.hpp"

namespace kakuro {

namespace {
std::string cell_name(int r, int c) { return "(" + std::to_string(r) + "," + std::to_string(c) + ")"; }
const char* dir_name(Direction d) { return d == Direction::Across ? "across" : "down"; }
}  // namespace

namespace detail {

// Reports structural problems of one raw grid into `diags`, each at its cell's source
// position. A well-formed puzzle that cannot be filled (a sum impossible for its run's
// length, a given repeated in a run, totals that disagree) is not one of them: it builds,
// and preprocess() reports it as infeasible.
class PuzzleBuilder {
 public:
  PuzzleBuilder(const RawGrid& g, Diagnostics& diags) : g_(g), diags_(diags) {}

  using Data = Puzzle::Data;
  bool build(Data& p);

 private:
  void error(int r, int c, const std::string& msg) {
    diags_.error(g_.file, g_.pos[idx(r, c)], g_.context + "cell " + cell_name(r, c) + ": " + msg);
  }
  std::size_t idx(int r, int c) const { return std::size_t(r) * std::size_t(g_.cols) + std::size_t(c); }
  bool white(int r, int c) const { return g_.at(r, c).kind == CellKind::White; }
  void check_cells();
  void walk_cells(Data& p, RunId across_runs);
  bool place_run_vars(Data& p);
  void check_runs(const Data& p);
  void check_orphans(Direction dir);

  const RawGrid& g_;
  Diagnostics& diags_;
  /// lens_[1 + r]: run r's count of cells (then where its next one goes in run_vars);
  /// lens_[0]: how often a white cell is in no run of a direction
  std::vector<std::size_t> lens_;
  std::vector<RunId> column_;  ///< per column, the down run its next cell is in (-1: none)
  bool failed_ = false;
};

void PuzzleBuilder::check_cells() {
  for (int r = 0; r < g_.rows; ++r)
    for (int c = 0; c < g_.cols; ++c) {
      const Cell& cell = g_.at(r, c);
      if (cell.kind == CellKind::Clue) {
        for (int s : {cell.down, cell.across})
          if (s < 0 || s > kMaxSum) {
            error(r, c, "clue sum " + std::to_string(s) + " out of range (1..45)");
            failed_ = true;
          }
      } else if (cell.kind == CellKind::White && cell.given > 9) {
        error(r, c, "given digit " + std::to_string(cell.given) + " out of range (1..9)");
        failed_ = true;
      }
    }
}

// One pass over the grid, row-major: each white cell's VarId, and the run it is in either
// way; each clue with a sum in a direction starts a run there (the `across_runs` across
// runs numbered first, then the down runs, each in row-major clue order), and the white
// cells that follow it up to any other cell or the edge are its cells. Counts each run's
// cells into lens_, and writes the across runs' cells into run_vars, run after run (the
// order they are met in). `p`'s vectors are at their sizes (build()); arrays are read into
// locals once (a store through an int pointer could otherwise be any of them, read again
// after each).
void PuzzleBuilder::walk_cells(Data& p, RunId across_runs) {
  const int rows = p.rows, cols = p.cols;
  const Cell* const cells = p.cells.data();
  CellId* const white_cells = p.whites.data();
  VarId* const var_of = p.var_of.data();
  RunId* const across = p.across.data();
  RunId* const down = p.down.data();
  Run* const runs = p.runs.data();
  VarId* const vars = p.run_vars.data();
  std::size_t filled = 0;
  std::size_t* const len = lens_.data() + 1;  // len[-1]: the cells in no run
  column_.assign(std::size_t(cols), -1);
  RunId* const column = column_.data();
  RunId next_across = 0, next_down = across_runs;
  VarId next = 0;
  CellId id = 0;
  for (int r = 0; r < rows; ++r) {
    RunId row = -1;  // the across run of the row's next cell
    for (int c = 0; c < cols; ++c, ++id) {
      const Cell& cell = cells[std::size_t(id)];
      if (cell.kind == CellKind::White) {
        var_of[std::size_t(id)] = next;
        white_cells[std::size_t(next)] = id;
        across[std::size_t(next)] = row;
        down[std::size_t(next)] = column[c];
        ++len[row];
        ++len[column[c]];
        vars[filled] = next;  // kept when the cell is in an across run
        filled += row >= 0;
        ++next;
        continue;
      }
      var_of[std::size_t(id)] = -1;
      row = column[c] = -1;
      // Only a clue has sums (normal form), and only a sum over 0 starts a run.
      if (cell.across > 0) {
        runs[std::size_t(next_across)] = Run{Direction::Across, cell.across, id, {}};
        row = next_across++;
      }
      if (cell.down > 0) {
        runs[std::size_t(next_down)] = Run{Direction::Down, cell.down, id, {}};
        column[c] = next_down++;
      }
    }
  }
}

// Each run's view of run_vars, and the down runs' cells in it after the across runs' (from
// walk_cells()): run after run, each run's in the order of their VarIds (top to bottom).
// True when a run has no cell or more than 9.
bool PuzzleBuilder::place_run_vars(Data& p) {
  const std::size_t runs = p.runs.size();
  std::size_t* const at = lens_.data() + 1;           // each run's count, then where its next cell goes
  p.run_vars.resize(2 * p.whites.size() - lens_[0]);  // smaller only with a white cell in no run
  VarId* const vars = p.run_vars.data();
  std::size_t start = 0;
  bool bad_run = false;
  for (std::size_t r = 0; r < runs; ++r) {
    const std::size_t n = at[r];
    bad_run |= n == 0 || n > std::size_t(kMaxRunLength);
    p.runs[r].vars = std::span<const VarId>(vars + start, n);
    at[r] = start;
    start += n;
  }
  const RunId* const down = p.down.data();
  for (VarId v = 0; v < static_cast<VarId>(p.whites.size()); ++v)
    if (const RunId d = down[std::size_t(v)]; d >= 0) vars[at[d]++] = v;
  return bad_run;
}

// A run of no cell or of more than 9, at its clue: across runs first, then down runs, each
// in row-major clue order.
void PuzzleBuilder::check_runs(const Data& p) {
  for (const Run& run : p.runs) {
    const int r = run.clue / p.cols, c = run.clue % p.cols;
    if (run.vars.empty()) {
      error(r, c,
            std::string(dir_name(run.dir)) + " clue " + std::to_string(run.sum) +
                " has no white cell after it");
      failed_ = true;
    } else if (run.vars.size() > std::size_t(kMaxRunLength)) {
      error(r, c,
            std::string(dir_name(run.dir)) + " clue " + std::to_string(run.sum) + ": run of " +
                std::to_string(run.vars.size()) + " cells is longer than 9");
      failed_ = true;
    }
  }
}

// A white segment whose preceding cell is not a clue with a sum in that direction.
void PuzzleBuilder::check_orphans(Direction dir) {
  const bool across = dir == Direction::Across;
  for (int r = 0; r < g_.rows; ++r)
    for (int c = 0; c < g_.cols; ++c) {
      if (!white(r, c)) continue;
      const int pr = r - (across ? 0 : 1), pc = c - (across ? 1 : 0);
      if (pr >= 0 && pc >= 0 && white(pr, pc)) continue;  // not the start of a segment
      const bool has_clue = pr >= 0 && pc >= 0 && g_.at(pr, pc).kind == CellKind::Clue &&
                            (across ? g_.at(pr, pc).across : g_.at(pr, pc).down) > 0;
      if (!has_clue) {
        error(r, c, std::string("white cell has no ") + dir_name(dir) + " clue");
        failed_ = true;
      }
    }
}

// Sets the cells of `p` (its size set) to the raw grid's in normal form and fills in its
// white cells and runs; false when a problem was reported. The messages come in the order
// of the checks: cells, then runs, then white cells without a run across, then down.
bool PuzzleBuilder::build(Data& p) {
  // Every vector at its final size in one allocation, counted first: grown by push_back they
  // took a dozen allocations a puzzle, which on a file of small puzzles was most of the time
  // reading it. The same pass looks for a cell check_cells() has something to say of (a cell
  // in normal form has the same verdict as the raw one), so that the grid is gone through
  // again only for the messages.
  std::size_t whites = 0, across_runs = 0, down_runs = 0;
  bool bad_cell = false;
  const auto bad_sum = [](int s) {
    return unsigned(static_cast<unsigned>(s) > unsigned(kMaxSum));
  };  // or < 0
  static_assert(std::is_trivially_copyable_v<Cell>);
  p.cells.resize(g_.cells.size());
  std::memcpy(p.cells.data(), g_.cells.data(), p.cells.size() * sizeof(Cell));
  for (Cell& cell : p.cells) {  // normal form: only white cells carry givens, only clues sums
    if (cell.kind == CellKind::White) {
      ++whites;
      bad_cell |= cell.given > 9;
      cell.down = cell.across = 0;
    } else if (cell.kind == CellKind::Clue && (cell.down != 0 || cell.across != 0)) {
      cell.given = 0;
      across_runs += cell.across > 0;
      down_runs += cell.down > 0;
      bad_cell |= (bad_sum(cell.down) | bad_sum(cell.across)) != 0;
    } else {
      cell = Cell{};  // a clue without a sum is a black cell
    }
  }
  if (bad_cell) check_cells();
  // Held as long as the puzzle, so at their sizes: a file of small puzzles is read into
  // hundreds of thousands of them.
  p.whites.resize(whites);
  p.var_of.resize(p.cells.size());
  p.across.resize(whites);
  p.down.resize(whites);
  p.runs.resize(across_runs + down_runs);
  p.run_vars.resize(2 * whites);  // each white cell in a run each way, or fewer (place_run_vars())
  lens_.assign(p.runs.size() + 1, 0);
  walk_cells(p, static_cast<RunId>(across_runs));
  if (place_run_vars(p)) check_runs(p);
  // A white cell in no run of a direction is in a segment without a clue: only then is the
  // grid gone through for the messages, at each segment's first cell.
  if (lens_[0] != 0) {
    if (std::find(p.across.begin(), p.across.end(), -1) != p.across.end()) check_orphans(Direction::Across);
    if (std::find(p.down.begin(), p.down.end(), -1) != p.down.end()) check_orphans(Direction::Down);
  }
  return !failed_;
}

}  // namespace detail

Puzzle::Data::Data(const Data& o)
    : rows(o.rows),
      cols(o.cols),
      cells(o.cells),
      whites(o.whites),
      var_of(o.var_of),
      runs(o.runs),
      across(o.across),
      down(o.down),
      run_vars(o.run_vars),
      prefs(o.prefs) {
  for (Run& run : runs)
    run.vars = std::span<const VarId>(run_vars).subspan(std::size_t(run.vars.data() - o.run_vars.data()),
                                                        run.vars.size());
}

std::uint64_t Puzzle::Data::new_serial() {
  static std::atomic<std::uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}

Puzzle::Puzzle() {
  static const std::shared_ptr<const Data> empty = std::make_shared<const Data>();
  d_ = empty;
}

std::string Puzzle::where(CellId id) const { return cell_name(row_of(id), col_of(id)); }

std::string Puzzle::describe(RunId r) const {
  const Run& run = this->run(r);
  return std::string(dir_name(run.dir)) + " run " + std::to_string(run.sum) + " at " + where(run.clue);
}

std::optional<Puzzle> build_puzzle(const RawGrid& grid, Diagnostics& diags) {
  if (grid.rows <= 0 || grid.cols <= 0) {
    diags.error(grid.file, {},
                grid.context + "the grid is empty (" + std::to_string(grid.rows) + "x" +
                    std::to_string(grid.cols) + ")");
    return std::nullopt;
  }
  if (grid.cells.size() != std::size_t(grid.rows) * std::size_t(grid.cols) ||
      grid.pos.size() != grid.cells.size()) {
    diags.error(grid.file, {}, grid.context + "internal: grid size does not match its cells");
    return std::nullopt;
  }
  auto p = std::make_shared<Puzzle::Data>();
  p->rows = grid.rows;
  p->cols = grid.cols;
  p->prefs = grid.prefs;
  detail::PuzzleBuilder b(grid, diags);
  if (!b.build(*p)) return std::nullopt;
  return Puzzle(std::move(p));
}

Puzzle with_givens(const Puzzle& p, const std::vector<Digit>& givens) {
  auto q = std::make_shared<Puzzle::Data>(*p.d_);
  for (VarId v = 0; v < p.num_vars() && std::size_t(v) < givens.size(); ++v)
    if (givens[std::size_t(v)] != 0)
      q->cells[std::size_t(q->whites[std::size_t(v)])].given = givens[std::size_t(v)];
  return Puzzle(std::move(q));
}

RawGrid to_raw(const Puzzle& p) {
  RawGrid g(p.rows(), p.cols());
  g.cells = p.cells();
  g.prefs = p.preferences();
  return g;
}

}  // namespace kakuro
