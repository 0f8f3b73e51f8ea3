// Nogoods: conjunctions of "cell = digit" that must not all hold (a blocked solution, or a
// branch refuted before a restart). Two literals that are not true are watched; a literal
// becomes true only when its cell becomes fixed, so only fixing events wake a nogood, and
// only those watching that cell's new digit: the watches are listed per cell and digit (a
// nogood whose watched cell takes another digit is satisfied, and is not looked at). They
// are added at level 0 only, where literals already decided can be dropped for good.
#include <algorithm>
#include <cassert>
#include <utility>

#include "engine.hpp"

namespace kakuro::detail {

// False when the nogood is violated at the root (no assignment can avoid it).
bool Engine::add_nogood(std::vector<Lit> lits) {
  assert(level() == 0);
  std::size_t k = 0;
  for (const Lit& l : lits) {
    const std::uint16_t d = dom_[std::size_t(l.var)];
    if ((d & l.bit) == 0) return recycle_lits(std::move(lits)), true;  // false at the root: satisfied forever
    if (d == l.bit) continue;                                          // true at the root: drop it
    lits[k++] = l;
  }
  lits.resize(k);
  ++stats_.nogoods;
  if (k <= 1) {
    const Lit only = k == 1 ? lits[0] : Lit{};
    recycle_lits(std::move(lits));
    return k == 1 && narrow(only.var, static_cast<std::uint16_t>(~only.bit), -1);
  }
  // The last literals first: a refuted branch's nogood lists the path's decisions from the
  // root down, which the search (saving phases) takes again from the root after a restart.
  // Watched at its deepest literals, and looked through from there for a next one, it is
  // not woken on the way down until the search is near where it failed before.
  std::reverse(lits.begin(), lits.end());
  const int id = static_cast<int>(nogoods_.size());
  watch_list(lits[0]).push_back(id);
  watch_list(lits[1]).push_back(id);
  nogoods_.push_back(std::move(lits));
  return true;
}

bool Engine::on_fixed(int v) {
  if (dom_[std::size_t(v)] == 0) return false;  // emptied since it was queued: a conflict
  std::vector<int>& ws = watch_list({v, dom_[std::size_t(v)]});
  for (std::size_t i = 0; i < ws.size();)
    if (!process_watch(v, ws, i)) return false;
  return true;
}

// Visits watch i of v, which just became fixed to the digit watched (`ws` its list): either
// moves the watch to another literal that is not true (the entry at i is then replaced), or
// propagates/fails on the other watched literal (and steps i).
bool Engine::process_watch(int v, std::vector<int>& ws, std::size_t& i) {
  std::vector<Lit>& ng = nogoods_[std::size_t(ws[i])];
  if (ng[0].var != v) std::swap(ng[0], ng[1]);
  for (std::size_t k = 2; k < ng.size(); ++k) {
    if (dom_[std::size_t(ng[k].var)] == ng[k].bit) continue;
    std::swap(ng[0], ng[k]);
    watch_list(ng[0]).push_back(ws[i]);
    ws[i] = ws.back();
    ws.pop_back();
    return true;
  }
  ++i;
  const std::uint16_t other = dom_[std::size_t(ng[1].var)];
  if ((other & ng[1].bit) == 0) return true;
  if (other == ng[1].bit) return false;
  return narrow(ng[1].var, static_cast<std::uint16_t>(~ng[1].bit), -1);
}

}  // namespace kakuro::detail
