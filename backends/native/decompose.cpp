// Dynamic decomposition. Once decisions have fixed enough cells, the open cells of a large
// loose puzzle fall apart into groups that share no run: independent components. The
// search then solves them one after another, and when one of them runs out of candidates
// (every decision inside it refuted), that refutes the fixpoint where the split was found,
// whatever the components solved before it hold: the search jumps back there at once
// instead of re-refuting the component under every assignment of the others (thrashing,
// one cause of the heavy tail on large random puzzles, docs/benchmarks.md).
//
// Why the jump is sound. At the split's fixpoint the components C0..Cn share no run, so
// the fillings below it that keep every run are the products of theirs. A region equation
// is a sum of run equations (regions.cpp): the runs of each component add up to a part of
// it that holds for any filling of that component's runs, so it holds for every product
// too, and links no components. (Walked with them, the band equations, which cross the
// grid, joined most of what the runs leave apart: native-slow-15x15 without its window
// equations split 41 times in 180,000 nodes, stuck; by the runs 33 times in the 2,646 nodes
// to its two solutions, tests/data/hard/README.md.) When Ck fails, C0..Ck-1 are
// fixed to values that keep their own runs, so Ck has no solution below the split:
// nothing there does. Nogoods may span components; the learnt ones follow from the runs
// and the blocked solutions, so they lose nothing. A blocked solution is not a consequence
// of the runs: the jump is taken only when each blocked solution already differs from the
// cells fixed outside Ck (else Ck's one remaining completion may be the blocked one, and
// the others may still have another).
//
// Cost. A split is searched for (a breadth-first walk over the component being searched)
// only after an eighth of that component has been fixed since the last walk; a walk that
// finds one component is kept as a marker all the same. Splits live on a stack in step
// with the levels: backtracking below a split's level pops it.
#include <algorithm>
#include <cassert>

#include "engine.hpp"

namespace kakuro::detail {
namespace {

constexpr int kMinFixedBetweenWalks = 4;
constexpr std::size_t kMaxBlockedChecked = 8;  // more blocked solutions: no jumps

}  // namespace

// The variable to branch on: from the component being searched; components that are
// solved give way to the next; -1 when every cell is fixed.
int Engine::next_var_decomposed() {
  maybe_split();
  for (;;) {
    if (splits_.empty()) return last_conflict_ >= 0 ? last_conflict_ : select_var();
    Split& s = splits_.back();
    const std::size_t id = s.first_comp + s.current;
    const std::size_t end = id + 1 < comp_begin_.size() ? comp_begin_[id + 1] : comp_cells_.size();
    if (last_conflict_ >= 0 && comp_of_[std::size_t(last_conflict_)] == static_cast<int>(id))
      return last_conflict_;
    const int v = select_var_among(comp_cells_.data() + comp_begin_[id], comp_cells_.data() + end,
                                   static_cast<int>(id));
    if (v >= 0) return v;
    if (++s.current < s.num_comps) {
      s.branch_at_current = branch_.size();
      s.trail_at_current = trail_.size();
      continue;
    }
    pop_split();  // all solved: the enclosing component goes on
  }
}

void Engine::maybe_split() {
  scratch_.clear();
  if (splits_.empty()) {
    scratch_.assign(unfixed_.begin(), unfixed_.begin() + num_unfixed_);
  } else {
    const Split& s = splits_.back();
    if (s.unfixed_at_check - num_unfixed_ < std::max(kMinFixedBetweenWalks, s.cells / 8)) return;
    const std::size_t id = s.first_comp + s.current;
    const std::size_t end = id + 1 < comp_begin_.size() ? comp_begin_[id + 1] : comp_cells_.size();
    for (std::size_t i = comp_begin_[id]; i < end; ++i)
      if (!fixed(comp_cells_[i])) scratch_.push_back(comp_cells_[i]);
  }
  if (!scratch_.empty()) push_split(scratch_);
}

// Splits `cells` (open, one component of the enclosing split) into components by a
// breadth-first walk over the runs (the region equations join none, above); pushes the
// split, smallest components first (a component without solution is found soonest).
void Engine::push_split(const std::vector<int>& cells) {
  const std::size_t n = dom_.size(), num_cons = in_queue_.size();
  if (var_mark_.size() != n) var_mark_.assign(n, 0);
  if (con_mark_.size() != num_cons) con_mark_.assign(num_cons, 0);
  if (comp_of_.size() != n) comp_of_.assign(n, -1);
  next_epoch();
  const std::uint32_t in_scope = epoch_, visited = epoch_ + 1;
  for (int v : cells) var_mark_[std::size_t(v)] = in_scope;
  bfs_.clear();  // the components, one after the other
  scratch_sizes_.clear();
  for (int start : cells) {
    if (var_mark_[std::size_t(start)] == visited) continue;
    const std::size_t first = bfs_.size();
    var_mark_[std::size_t(start)] = visited;
    bfs_.push_back(start);
    for (std::size_t q = first; q < bfs_.size(); ++q) {
      const auto v = std::size_t(bfs_[q]);
      // A cell's runs come first among its constraints (build_index()): the equations
      // after them are not walked.
      for (int i = con_start_[v]; i < con_start_[v + 1]; ++i) {
        const int c = con_list_[std::size_t(i)];
        if (c >= num_runs_) break;
        if (con_mark_[std::size_t(c)] == in_scope) continue;
        con_mark_[std::size_t(c)] = in_scope;
        for (int w : model_.runs[std::size_t(c)].vars) {
          if (var_mark_[std::size_t(w)] != in_scope) continue;
          var_mark_[std::size_t(w)] = visited;
          bfs_.push_back(w);
        }
      }
    }
    scratch_sizes_.push_back(static_cast<int>(bfs_.size() - first));
  }
  // Smallest components first: each is cheap to solve, and one without a solution refutes
  // the split before the large one is searched. Measured against the component of the
  // variable order's choice first: 7 of 16 slow development puzzles answered in 20 s
  // against 2 (docs/benchmarks.md).
  std::vector<std::size_t> order(scratch_sizes_.size()), offset(scratch_sizes_.size(), 0);
  for (std::size_t k = 0; k < order.size(); ++k) {
    order[k] = k;
    if (k > 0) offset[k] = offset[k - 1] + std::size_t(scratch_sizes_[k - 1]);
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return scratch_sizes_[a] < scratch_sizes_[b]; });
  Split s{level(),
          branch_.size(),
          comp_begin_.size(),
          order.size(),
          0,
          branch_.size(),
          trail_.size(),
          num_unfixed_,
          static_cast<int>(cells.size())};
  for (std::size_t k : order) {
    const int id = static_cast<int>(comp_begin_.size());
    comp_begin_.push_back(comp_cells_.size());
    for (std::size_t i = offset[k]; i < offset[k] + std::size_t(scratch_sizes_[k]); ++i) {
      comp_cells_.push_back(bfs_[i]);
      comp_of_[std::size_t(bfs_[i])] = id;
    }
  }
  if (order.size() > 1) ++stats_.splits;
  splits_.push_back(s);
  selection_changed();
}

// Fresh marks (two values: in_scope and visited) for var_mark_ and con_mark_.
void Engine::next_epoch() {
  epoch_ += 2;
  if (epoch_ >= 2) return;
  std::fill(var_mark_.begin(), var_mark_.end(), 0);  // wrapped around: start afresh
  std::fill(con_mark_.begin(), con_mark_.end(), 0);
  epoch_ = 2;
}

// Drops the top split; its cells belong to the enclosing component again.
void Engine::pop_split() {
  const Split s = splits_.back();
  splits_.pop_back();
  const int parent =
      splits_.empty() ? -1 : static_cast<int>(splits_.back().first_comp + splits_.back().current);
  const std::size_t from = comp_begin_[s.first_comp];
  for (std::size_t i = from; i < comp_cells_.size(); ++i) comp_of_[std::size_t(comp_cells_[i])] = parent;
  comp_cells_.resize(from);
  comp_begin_.resize(s.first_comp);
  selection_changed();
}

void Engine::clear_splits() {
  for (int v : comp_cells_) comp_of_[std::size_t(v)] = -1;
  splits_.clear();
  comp_cells_.clear();
  comp_begin_.clear();
  selection_changed();
}

// Called on a failure, before the deepest positive decision is refuted. While the failure
// has used up a component other than a split's first (no positive decision left inside
// it), jumps to that split's fixpoint, which fails in turn; splits the refutation will
// undo are dropped. False when the failure reaches level 0: no solution.
bool Engine::leave_exhausted_components() {
  while (!splits_.empty()) {
    const Split& s = splits_.back();
    std::size_t p = branch_.size();  // the deepest positive decision, or none (0)
    while (p > 0 && !branch_[p - 1].positive) --p;
    if (s.current > 0 && p <= s.branch_at_current) {
      // The component being searched is used up. Unless a blocked solution stops the jump,
      // the split's fixpoint fails; else the search goes back into the components before,
      // where the split's order no longer holds: it is dropped.
      const int lvl = s.level;
      const std::size_t branch = s.branch;
      const bool jump = blocked_solutions_avoided(s);
      pop_split();
      if (jump) {
        backtrack_to(lvl);
        branch_.resize(branch);
        ++stats_.component_refutations;
      }
      continue;
    }
    if (s.level < level()) break;
    pop_split();
  }
  return level() > 0;
}

// Keeps the blocked solutions for blocked_solutions_avoided(), up to one more than it
// checks (a count of solutions blocks as many: their digits are not all kept).
void Engine::remember_blocked(const std::vector<Digit>& digits) {
  if (blocked_.size() > kMaxBlockedChecked) return;
  if (spare_digits_.empty()) return blocked_.push_back(digits);
  blocked_.push_back(std::move(spare_digits_.back()));  // a kept buffer (release_learnt)
  spare_digits_.pop_back();
  blocked_.back().assign(digits.begin(), digits.end());
}

// True when each blocked solution differs from the cells fixed when the component being
// searched in `s` began (those fixed at the split, and the components solved before it):
// fixed now, and not changed on the trail since from a domain of several digits.
bool Engine::blocked_solutions_avoided(const Split& s) {
  if (blocked_.empty()) return true;
  if (blocked_.size() > kMaxBlockedChecked) return false;
  next_epoch();
  for (std::size_t t = s.trail_at_current; t < trail_.size(); ++t) {
    const std::uint16_t old = trail_[t].old;
    if (old & (old - 1)) var_mark_[std::size_t(trail_[t].var)] = epoch_;  // open then
  }
  for (const std::vector<Digit>& b : blocked_) {
    bool differs = false;
    for (std::size_t v = 0; v < b.size() && !differs; ++v)
      differs =
          var_mark_[v] != epoch_ && fixed(static_cast<int>(v)) && b[v] >= 1 && dom_[v] != (1u << (b[v] - 1));
    if (!differs) return false;
  }
  return true;
}

}  // namespace kakuro::detail
