#include "kakuro/puzzle.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <string>
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
  template <Direction dir>
  void make_runs(Data& p);
  void check_orphans(Direction dir);

  const RawGrid& g_;
  Diagnostics& diags_;
  std::vector<std::size_t> starts_;  ///< where each run's cells begin in Data::run_vars
  std::size_t vars_used_ = 0;        ///< how much of Data::run_vars the runs so far fill
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

// One run per clue with a sum in direction `dir`: the white cells that follow it. Sizes and
// arrays are read into locals once (a store through an int pointer could otherwise be any of
// them, read again after each); the direction a constant of each of its two copies.
template <Direction dir>
void PuzzleBuilder::make_runs(Data& p) {
  constexpr bool across = dir == Direction::Across;
  const int rows = g_.rows, cols = g_.cols;
  const std::size_t step = across ? 1 : std::size_t(cols);  // from a cell to the next of its run
  const Cell* const cells = g_.cells.data();
  const VarId* const var_of = p.var_of.data();
  RunId* const run_of = (across ? p.across : p.down).data();
  VarId* const vars = p.run_vars.data();  // room for every white cell's two runs (build())
  std::size_t used = vars_used_;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const std::size_t at = std::size_t(r) * std::size_t(cols) + std::size_t(c);
      const Cell& cell = cells[at];
      if (cell.kind != CellKind::Clue) continue;
      const int sum = across ? cell.across : cell.down;
      if (sum <= 0) continue;
      const RunId id = static_cast<RunId>(p.runs.size());
      starts_.push_back(used);                                // its view is set once run_vars stops growing
      const int room = across ? cols - 1 - c : rows - 1 - r;  // cells after it to the edge
      int len = 0;
      for (std::size_t k = at + step; len < room && cells[k].kind == CellKind::White; k += step, ++len) {
        const VarId v = var_of[k];
        vars[used++] = v;
        run_of[std::size_t(v)] = id;
      }
      if (len == 0) {
        error(r, c,
              std::string(dir_name(dir)) + " clue " + std::to_string(sum) + " has no white cell after it");
        failed_ = true;
      } else if (len > kMaxRunLength) {
        error(r, c,
              std::string(dir_name(dir)) + " clue " + std::to_string(sum) + ": run of " +
                  std::to_string(len) + " cells is longer than 9");
        failed_ = true;
      }
      p.runs.push_back(Run{dir, sum, r * cols + c, {}});
    }
  vars_used_ = used;
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

// Fills in the white cells and the runs of `p` (its grid set); false when a problem was
// reported.
bool PuzzleBuilder::build(Data& p) {
  // Every vector at its final size in one allocation, counted first: grown by push_back they
  // took a dozen allocations a puzzle and shrink_to_fit() copied them once more, which on a
  // file of small puzzles was most of the time reading it. The same pass looks for a cell
  // check_cells() has something to say of (p's cells are in normal form, of the same verdict
  // as the raw grid's), so that the grid is gone through again only for the messages.
  std::size_t whites = 0, runs = 0;
  bool bad_cell = false;
  const auto bad_sum = [](int s) { return s < 0 || s > kMaxSum; };
  for (const Cell& cell : p.cells) {
    const bool white = cell.kind == CellKind::White, clue = cell.kind == CellKind::Clue;
    whites += white;
    runs += std::size_t(clue && cell.across > 0) + std::size_t(clue && cell.down > 0);
    bad_cell |= (clue && (bad_sum(cell.down) || bad_sum(cell.across))) || (white && cell.given > 9);
  }
  if (bad_cell) check_cells();
  p.whites.resize(whites);
  p.runs.reserve(runs);
  starts_.reserve(runs + 1);
  p.run_vars.resize(2 * whites);  // a white cell is in one run each way, at most
  p.var_of.assign(p.cells.size(), -1);
  const Cell* const cells = p.cells.data();
  CellId* const white_cells = p.whites.data();
  VarId* const var_of = p.var_of.data();
  VarId next = 0;
  for (CellId id = 0; id < static_cast<CellId>(p.cells.size()); ++id)
    if (cells[std::size_t(id)].kind == CellKind::White) {
      var_of[std::size_t(id)] = next;
      white_cells[std::size_t(next++)] = id;
    }
  p.across.assign(p.whites.size(), -1);
  p.down.assign(p.whites.size(), -1);
  make_runs<Direction::Across>(p);
  make_runs<Direction::Down>(p);
  // Held as long as the puzzle: no room to grow (a file of small puzzles is read into
  // hundreds of thousands of them). Only run_vars can have any (a cell without a run, an
  // error reported below), and then shrinking copies nothing but it.
  p.run_vars.resize(vars_used_);
  p.run_vars.shrink_to_fit();
  starts_.push_back(p.run_vars.size());
  for (std::size_t r = 0; r < p.runs.size(); ++r)
    p.runs[r].vars = std::span<const VarId>(p.run_vars).subspan(starts_[r], starts_[r + 1] - starts_[r]);
  // A white cell in no run of a direction is in a segment without a clue: only then is the
  // grid gone through for the messages, at each segment's first cell.
  if (std::find(p.across.begin(), p.across.end(), -1) != p.across.end()) check_orphans(Direction::Across);
  if (std::find(p.down.begin(), p.down.end(), -1) != p.down.end()) check_orphans(Direction::Down);
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
  p->cells = grid.cells;
  p->prefs = grid.prefs;
  for (Cell& c : p->cells) {  // normal form: only white cells carry givens, only clues sums
    if (c.kind != CellKind::White) c.given = 0;
    if (c.kind != CellKind::Clue) c.down = c.across = 0;
    if (c.kind == CellKind::Clue && c.down == 0 && c.across == 0) c.kind = CellKind::Black;
  }
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
