// Model rotation (repair_rotation.hpp): a breadth-first walk over fillings that each break
// one sum of the set, one cell changed per step by exactly what the broken sum lacks.
#include "repair_rotation.hpp"

#include <deque>

namespace kakuro::create::detail {

namespace {

// Whether d may go into v: no other cell of v's runs holds it.
bool fits(const Puzzle& p, const Solution& fill, VarId v, Digit d) {
  for (RunId r : {p.across_run(v), p.down_run(v)}) {
    if (r < 0) continue;
    for (VarId w : p.run(r).vars)
      if (w != v && fill.digits[std::size_t(w)] == d) return false;
  }
  return true;
}

int sum_of(const Puzzle& p, const Solution& fill, RunId r) {
  int s = 0;
  for (VarId v : p.run(r).vars) s += fill.digits[std::size_t(v)];
  return s;
}

}  // namespace

std::size_t rotate(const Puzzle& p, const std::vector<char>& in_set, const Solution& fill, RunId broken,
                   std::vector<char>& necessary, std::size_t max_steps) {
  struct Step {
    Solution fill;
    RunId broken;
  };
  std::deque<Step> queue;
  queue.push_back({fill, broken});
  std::size_t marked = 0, steps = 0;
  while (!queue.empty() && steps++ < max_steps) {
    const Step step = std::move(queue.front());
    queue.pop_front();
    const int lack = p.run(step.broken).sum - sum_of(p, step.fill, step.broken);
    if (lack == 0) continue;  // not broken: nothing follows (never so when the caller is right)
    for (VarId v : p.run(step.broken).vars) {
      if (p.given(v) != 0) continue;
      const int d = step.fill.digits[std::size_t(v)] + lack;
      if (d < 1 || d > 9 || !fits(p, step.fill, v, Digit(d))) continue;
      const RunId other = p.across_run(v) == step.broken ? p.down_run(v) : p.across_run(v);
      // The broken sum now holds and `other` (which held) is off by `lack`: it alone is
      // broken. A cell in one run only would keep every sum: the set was no conflict.
      if (other < 0 || !in_set[std::size_t(other)] || necessary[std::size_t(other)]) continue;
      necessary[std::size_t(other)] = 1;
      ++marked;
      Step next{step.fill, other};
      next.fill.digits[std::size_t(v)] = Digit(d);
      queue.push_back(std::move(next));
    }
  }
  return marked;
}

}  // namespace kakuro::create::detail
