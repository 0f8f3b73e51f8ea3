#include "repair_moves.hpp"

#include <algorithm>
#include <cstdlib>

#include "kakuro/combinations.hpp"
#include "kakuro/create/repair.hpp"
#include "repair_detail.hpp"

namespace kakuro::create::detail {

Moves::Moves(const Puzzle& p, int max_changes) : p_(p), max_changes_(max_changes) {
  for (const Run& run : p.runs()) original_.push_back(run.sum);
}

int Moves::cost(const Solution& fill) const {
  int n = 0;
  const std::vector<int> sums = run_sums(p_, fill);
  for (std::size_t r = 0; r < sums.size(); ++r) n += sums[r] != original_[r];
  return n;
}

bool Moves::movable(VarId v, const std::vector<Digit>& fixed) const {
  return p_.given(v) == 0 && (fixed.empty() || fixed[std::size_t(v)] == 0);
}

bool Moves::distinct(const Solution& fill, RunId r) const {
  DigitSet seen;
  for (VarId v : p_.run(r).vars) {
    const Digit d = fill.digits[std::size_t(v)];
    if (seen.contains(d)) return false;
    seen.insert(d);
  }
  return true;
}

bool Moves::finish(Move& m, const std::vector<RunId>& changed) const {
  m.cost = cost(m.fill);
  if (m.cost > max_changes_) return false;
  for (RunId r : changed) {
    int sum = 0;
    for (VarId w : p_.run(r).vars) sum += m.fill.digits[std::size_t(w)];
    m.spread *= int(combinations(int(p_.run(r).vars.size()), sum).size());
  }
  return true;
}

std::vector<Move> Moves::singles(const Solution& fill, const std::vector<VarId>& focus,
                                 const std::vector<Digit>& fixed) const {
  std::vector<Move> out;
  for (VarId v : run_neighbours(p_, focus)) {
    if (!movable(v, fixed)) continue;
    const Digit was = fill.digits[std::size_t(v)];
    for (Digit d = 1; d <= 9; ++d) {
      if (d == was || !digit_fits(p_, fill, v, d)) continue;
      Move m{fill, 0, std::binary_search(focus.begin(), focus.end(), v), 1, std::abs(int(d) - int(was))};
      m.fill.digits[std::size_t(v)] = d;
      if (finish(m, {p_.across_run(v), p_.down_run(v)})) out.push_back(std::move(m));
    }
  }
  order(out);
  return out;
}

std::vector<Move> Moves::pairs(const Solution& fill, const std::vector<VarId>& focus,
                               const std::vector<Digit>& fixed) const {
  std::vector<RunId> runs;
  for (VarId v : focus) runs.insert(runs.end(), {p_.across_run(v), p_.down_run(v)});
  std::sort(runs.begin(), runs.end());
  runs.erase(std::unique(runs.begin(), runs.end()), runs.end());
  std::vector<Move> out;
  for (RunId r : runs) {
    const std::span<const VarId> vars = p_.run(r).vars;
    const auto cross = [&](VarId v) { return p_.across_run(v) == r ? p_.down_run(v) : p_.across_run(v); };
    for (std::size_t i = 0; i < vars.size(); ++i)
      for (std::size_t j = i + 1; j < vars.size(); ++j) {
        const VarId v = vars[i], w = vars[j];
        if (!movable(v, fixed) || !movable(w, fixed)) continue;
        const int a = fill.digits[std::size_t(v)], b = fill.digits[std::size_t(w)];
        for (int delta = -8; delta <= 8; ++delta) {
          if (delta == 0 || a + delta < 1 || a + delta > 9 || b - delta < 1 || b - delta > 9) continue;
          Move m{fill, 0,
                 std::binary_search(focus.begin(), focus.end(), v) ||
                     std::binary_search(focus.begin(), focus.end(), w),
                 1, 2 * std::abs(delta)};
          m.fill.digits[std::size_t(v)] = Digit(a + delta);
          m.fill.digits[std::size_t(w)] = Digit(b - delta);
          if (!distinct(m.fill, r) || !distinct(m.fill, cross(v)) || !distinct(m.fill, cross(w))) continue;
          if (finish(m, {cross(v), cross(w)})) out.push_back(std::move(m));
        }
      }
  }
  order(out);
  return out;
}

void Moves::order(std::vector<Move>& moves) {
  std::stable_sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) {
    if (a.cost != b.cost) return a.cost < b.cost;
    if (a.at_focus != b.at_focus) return a.at_focus;
    if (a.spread != b.spread) return a.spread < b.spread;
    return a.step < b.step;
  });
}

}  // namespace kakuro::create::detail
