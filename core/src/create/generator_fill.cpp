// The generator's fill and its changes: the narrowing chosen per layout, a change that
// tightens the clues, a change where a second solution differs, and random changes that
// break a pocket the greedy changes go round.
#include <algorithm>
#include <tuple>
#include <vector>

#include "generator_engine.hpp"

namespace kakuro::create::detail {

// The narrowing that decides when a fill is tight enough, and how many cells it may
// leave undecided before a proof, chosen per layout: from the level asked for (each level
// with a neighbour now and then, since the rating has the last word), or else a mix.
// Simple narrowing makes easy puzzles, basic medium to hard, exact hard to expert; a proof
// with cells left undecided makes puzzles that need more than one run at a time.
void Generator::pick_targets(int cells) {
  using internal::Strength;
  // Each proof that fails settles one ambiguous pocket: the counts are capped so that
  // large grids do not need hundreds of proofs.
  const int some = rng_.between(1, std::clamp(cells / 40, 2, 24)),
            many = rng_.between(std::min(cells / 20, 60) + 2, std::min(cells / 6, 120) + 4);
  if (!o_.difficulty) {
    strength_ = rng_.chance(0.5) ? Strength::Exact : Strength::Basic;
    open_ = rng_.chance(0.5) ? 0 : some;
  } else {
    switch (*o_.difficulty) {
      case explain::Level::Easy:
        strength_ = Strength::Simple, open_ = 0;
        break;
      case explain::Level::Medium:
        strength_ = rng_.chance(0.5) ? Strength::Simple : Strength::Basic, open_ = 0;
        break;
      case explain::Level::Hard:
        strength_ = rng_.chance(0.7) ? Strength::Basic : Strength::Exact, open_ = 0;
        break;
      case explain::Level::Expert:
        strength_ = Strength::Exact, open_ = rng_.chance(0.5) ? 0 : some;
        break;
      case explain::Level::Extreme:
        strength_ = Strength::Exact, open_ = many;
        break;
    }
  }
  if (o_.narrowing >= 0) strength_ = static_cast<Strength>(std::min(o_.narrowing, 2));
  if (o_.open_cells >= 0) open_ = o_.open_cells;
  out_.stats.narrowing = static_cast<int>(strength_);
  out_.stats.open_cells = open_;
}

// One fill change: a cell (from `among`, or else from the undecided cells) gets another
// digit that its runs do not hold yet; the runs' sums follow. Of a few cells and all their
// digits the change that leaves the fewest candidates wins (a worse one is taken too, so
// the search does not stall). False when no cell can change.
bool Generator::tighten_step(const internal::RunModel& m, internal::RunPropagator& prop,
                             const std::vector<int>& among) {
  // The undecided cells are read in place: a trial change and its undo keep the same
  // cells in it (in another order), and `pool` is only read between them.
  const std::vector<int>& pool = among.empty() ? prop.open_list() : among;
  if (pool.empty()) return false;
  // Exact narrowing is steered well by a few cells and a wider estimate; the weaker ones
  // have plateaus where more cells must be tried (measured on 50x50, docs/create.md).
  const bool exact = strength_ == internal::Strength::Exact;
  const int kSample = exact ? 4 : 8, kRadius = exact ? 2 : 1, kTolerance = 4;
  struct Move {
    int cell = -1, digit = 0;
    long slack = 0;
  } best;
  for (int k = 0; k < kSample; ++k) {
    int c = pool[std::size_t(rng_.below(static_cast<int>(pool.size())))];
    // Every other time a cell of one of its runs instead: that changes the run's sum too,
    // and it may have a digit to spare where the cell has none.
    if (k % 2) {
      const int run = m.run_of[std::size_t(c)][std::size_t(rng_.below(2))];
      c = m.run_cells[std::size_t(m.run_begin[std::size_t(run)] + rng_.below(m.run_length(run)))];
    }
    const auto [ra, rd] = m.run_of[std::size_t(c)];
    unsigned used = 0;
    for (int r : {ra, rd})
      for (int i = m.run_begin[std::size_t(r)]; i < m.run_begin[std::size_t(r) + 1]; ++i)
        used |= 1u << fill_[std::size_t(m.run_cells[std::size_t(i)])];
    const int from = fill_[std::size_t(c)];
    for (int d = 1; d <= 9; ++d) {
      if ((used >> d) & 1u) continue;
      const std::size_t mk = prop.mark();
      prop.change_sums(c, prop.sum(ra) - from + d, prop.sum(rd) - from + d, kRadius);
      const long slack = prop.slack();
      prop.undo(mk);
      if (best.cell < 0 || slack < best.slack || (slack == best.slack && rng_.chance(0.5)))
        best = {c, d, slack};
    }
    // The first cell with a change that leaves fewer candidates wins.
    if (best.cell >= 0 && best.slack < prop.slack()) break;
  }
  if (best.cell < 0) return false;
  // A slightly worse change is taken so that the search does not stall, a much worse one
  // not: with the weaker narrowings one sum can undo a long chain of decided cells.
  if (among.empty() && best.slack > prop.slack() + kTolerance) return true;
  const auto [ra, rd] = m.run_of[std::size_t(best.cell)];
  const int from = fill_[std::size_t(best.cell)];
  prop.change_sums(best.cell, prop.sum(ra) - from + best.digit, prop.sum(rd) - from + best.digit, kRadius);
  prop.commit();
  fill_[std::size_t(best.cell)] = best.digit;
  ++out_.stats.fill_changes;
  return true;
}

// Rules out a second solution that differs from the fill at the cells `differ`: with
// --givens, from half of the layout's changes on, a given at one of them; else a fill change
// there (any change of the fill rules that second solution out: a changed cell outside
// the differing ones gives its runs sums the second solution does not have), or, when the
// differing cells have no digit to spare, at the cells around them. False when no change
// is left.
bool Generator::change_at(LayoutWork& w, const std::vector<int>& differ) {
  const internal::RunModel& m = w.m;
  internal::RunPropagator& prop = w.prop;
  if (o_.givens && w.changes >= w.max_changes / 2) {
    const int g = differ[std::size_t(rng_.below(static_cast<int>(differ.size())))];
    w.given[std::size_t(m.grid_of[std::size_t(g)])] = 1;
    ++out_.stats.givens;
    return true;
  }
  // tighten_step() samples a few cells, which may all lack a digit to spare (a run of
  // nine holds them all): a few more draws before the layout is given up.
  const std::vector<int> near = around(m, differ);
  for (int attempt = 0; attempt < 8; ++attempt)
    if (tighten_step(m, prop, differ) || tighten_step(m, prop, near)) {
      ++w.changes;
      return true;
    }
  return false;
}

// A random fill change at one of `cells`: another digit its runs do not hold, or (half
// of the time, and always when it has none to spare) its digit swapped with another cell
// of one of its runs, which keeps that run's sum: two runs of nine stacked on each other
// hold every digit, and only swaps change them. 1 when made, 0 when none fitted.
int Generator::random_change(const internal::RunModel& m, internal::RunPropagator& prop,
                             const std::vector<int>& cells) {
  const int c = cells[std::size_t(rng_.below(static_cast<int>(cells.size())))];
  const auto used_by = [&](int run, int except) {
    unsigned used = 0;
    for (int i = m.run_begin[std::size_t(run)]; i < m.run_begin[std::size_t(run) + 1]; ++i)
      if (m.run_cells[std::size_t(i)] != except)
        used |= 1u << fill_[std::size_t(m.run_cells[std::size_t(i)])];
    return used;
  };
  const auto [ra, rd] = m.run_of[std::size_t(c)];
  const unsigned used = used_by(ra, -1) | used_by(rd, -1);
  std::vector<int> free;
  for (int d = 1; d <= 9; ++d)
    if (!((used >> d) & 1u)) free.push_back(d);
  if (!free.empty() && rng_.chance(0.5)) {
    const int d = free[std::size_t(rng_.below(static_cast<int>(free.size())))], from = fill_[std::size_t(c)];
    prop.change_sums(c, prop.sum(ra) - from + d, prop.sum(rd) - from + d, 2);
    prop.commit();
    fill_[std::size_t(c)] = d;
    ++out_.stats.fill_changes;
    return 1;
  }
  const int side = rng_.below(2), run = m.run_of[std::size_t(c)][std::size_t(side)];
  const int o = m.run_cells[std::size_t(m.run_begin[std::size_t(run)] + rng_.below(m.run_length(run)))];
  const int cross_c = m.run_of[std::size_t(c)][std::size_t(1 - side)];
  const int cross_o = m.run_of[std::size_t(o)][std::size_t(1 - side)];
  const int a = fill_[std::size_t(c)], b = fill_[std::size_t(o)];
  if (o == c || ((used_by(cross_c, c) >> b) & 1u) || ((used_by(cross_o, o) >> a) & 1u)) return 0;
  // The shared run keeps its sum; each crossing run trades one digit for the other.
  for (const auto& [cell, cross, from, to] : {std::tuple{c, cross_c, a, b}, std::tuple{o, cross_o, b, a}}) {
    const int crossed = prop.sum(cross) - from + to;
    prop.change_sums(cell, side ? crossed : prop.sum(run), side ? prop.sum(run) : crossed, 2);
  }
  prop.commit();
  std::swap(fill_[std::size_t(c)], fill_[std::size_t(o)]);
  out_.stats.fill_changes += 2;
  return 2;
}

// The cells of the runs through `cells` and of the runs through those.
std::vector<int> Generator::around(const internal::RunModel& m, const std::vector<int>& cells) {
  std::vector<char> seen(std::size_t(m.cells()), 0);
  std::vector<int> out = cells;
  for (int c : cells) seen[std::size_t(c)] = 1;
  for (int hop = 0; hop < 2; ++hop)
    for (std::size_t i = 0, n = out.size(); i < n; ++i)
      for (int run : m.run_of[std::size_t(out[i])])
        for (int k = m.run_begin[std::size_t(run)]; k < m.run_begin[std::size_t(run) + 1]; ++k) {
          const int o = m.run_cells[std::size_t(k)];
          if (!seen[std::size_t(o)]) seen[std::size_t(o)] = 1, out.push_back(o);
        }
  return out;
}

// The run sums of the current fill.
std::vector<int> Generator::sums_of(const internal::RunModel& m) const {
  std::vector<int> sums(std::size_t(m.runs()), 0);
  for (int c = 0; c < m.cells(); ++c)
    for (int r : m.run_of[std::size_t(c)]) sums[std::size_t(r)] += fill_[std::size_t(c)];
  return sums;
}

}  // namespace kakuro::create::detail
