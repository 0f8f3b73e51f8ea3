// The engine's view of (a part of) a puzzle: variables numbered 0..n-1 locally, the runs
// over them, and extra linear sum constraints derived from regions of the grid.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <span>
#include <vector>

#include "kakuro/combinations.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::detail {

/// RunCon::sum of a run whose cells need only distinct digits (repair's sum cores); only
/// the GAC rule knows it, and region equations must not be derived over such a model.
inline constexpr int kFreeSum = -1;

/// A run: its cells take distinct digits adding up to `sum` (any sum when kFreeSum).
/// A run's local variables, kept in place: a puzzle's runs have at most kMaxRunLength
/// cells (build_puzzle refuses longer ones), and a vector each was an allocation each.
class RunVars {
 public:
  void reserve(std::size_t) {}
  void push_back(int v) {
    assert(n_ < v_.size() && "a run of more than 9 cells");
    v_[n_++] = v;
  }
  std::size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  int operator[](std::size_t i) const { return v_[i]; }
  int front() const { return v_[0]; }
  const int* begin() const { return v_.data(); }
  const int* end() const { return v_.data() + n_; }

 private:
  std::array<int, kMaxRunLength> v_{};
  std::size_t n_ = 0;
};

struct RunCon {
  int sum = 0;
  RunVars vars;  ///< local variables, at most 9
};

/// sum(pos) - sum(neg) == constant, digits not necessarily distinct. Derived from the run
/// equations (innies and outies of a region), so it never removes a solution.
struct LinearCon {
  int constant = 0;
  std::vector<int> pos;
  std::vector<int> neg;
  bool operator==(const LinearCon&) const = default;
};

struct Model {
  std::vector<VarId> global;           ///< local variable -> puzzle VarId
  std::vector<std::uint16_t> domains;  ///< initial candidates per local variable
  std::vector<int> row, col;           ///< grid position per local variable (for regions)
  std::vector<RunCon> runs;
  std::vector<Direction> dirs;  ///< per run
  std::vector<LinearCon> linears;
  int num_vars() const { return static_cast<int>(global.size()); }
};

/// The model of the puzzle restricted to `vars` (ascending) and the runs over them; the
/// runs must not reach outside `vars`. Givens narrow the domains. `local` is scratch
/// space (puzzle VarId -> local index), reused across the parts of one puzzle. The model
/// is built in the buffers of `reuse` (a spare engine's model, engine_pool.hpp), if any.
Model build_model(const Puzzle& p, const Domains& domains, std::span<const VarId> vars,
                  std::span<const RunId> runs, std::vector<int>& local, Model reuse = {});

/// Region equations of the bands of rows and of columns of the model (see regions.cpp),
/// at most `max_terms` cells each.
std::vector<LinearCon> derive_regions(const Model& m, int max_terms);

/// Region equations of windows of at most 10 x 10 lines (see regions.cpp) not already among
/// m.linears, at most `max_terms` cells each and about 4 per run in all.
std::vector<LinearCon> derive_region_windows(const Model& m, int max_terms);

}  // namespace kakuro::detail
