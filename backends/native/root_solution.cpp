#include "root_solution.hpp"

#include <bit>
#include <vector>

#include "kakuro/combinations.hpp"
#include "kakuro/kept_buffer.hpp"
#include "propagators.hpp"

namespace kakuro::detail {

std::optional<Solution> forced_solution(const Puzzle& p, const Domains& d) {
  if (d.size() != std::size_t(p.num_vars())) return std::nullopt;
  const auto digit_set = [&](VarId v) {
    DigitSet dv = d[std::size_t(v)];
    if (p.given(v) != 0) dv &= DigitSet::single(p.given(v));
    return dv;
  };
  // Most solves have open cells: they are told so before anything is allocated.
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (!digit_set(v).is_single()) return std::nullopt;
  Solution s{std::vector<Digit>(d.size(), 0)};
  for (VarId v = 0; v < p.num_vars(); ++v) s.digits[std::size_t(v)] = static_cast<Digit>(digit_set(v).min());
  for (const Run& run : p.runs()) {
    unsigned seen = 0;
    int sum = 0;
    for (VarId v : run.vars) {
      const unsigned bit = 1u << s.digits[std::size_t(v)];
      if (seen & bit) return std::nullopt;
      seen |= bit;
      sum += s.digits[std::size_t(v)];
    }
    if (sum != run.sum) return std::nullopt;
  }
  return s;
}

bool propagate_runs(const Puzzle& p, Domains& dom, std::uint64_t& propagations) {
  const std::size_t n = std::size_t(p.num_vars()), runs = std::size_t(p.num_runs());
  if (dom.size() != n) return false;
  if (runs == 0) return true;
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (p.given(v) != 0) dom[std::size_t(v)] &= DigitSet::single(p.given(v));
  // FIFO of runs, each in it at most once (a ring over `runs` slots); the thread's buffers
  // are reused from solve to solve (a tiny puzzle's solve allocates next to nothing).
  thread_local std::vector<RunId> queue;
  thread_local std::vector<char> queued;
  trim_kept(queue, runs);
  trim_kept(queued, runs);
  queue.resize(runs);
  queued.assign(runs, 1);
  for (RunId r = 0; r < p.num_runs(); ++r) queue[std::size_t(r)] = r;
  std::size_t head = 0, count = runs;
  while (count > 0) {
    const RunId r = queue[head];
    if (++head == runs) head = 0;
    --count;
    queued[std::size_t(r)] = 0;
    ++propagations;
    const Run& run = p.run(r);
    if (run.vars.size() > std::size_t(kMaxRunLength)) return false;
    VarId open_vars[kMaxRunLength];
    std::uint16_t keep[kMaxRunLength];
    const int open = filter_run(
        run.sum, false, run.vars, [&](VarId v) { return dom[std::size_t(v)].bits(); }, open_vars, keep);
    if (open < 0) return false;
    for (int i = 0; i < open; ++i) {
      const VarId v = open_vars[i];
      const DigitSet narrowed = dom[std::size_t(v)] & DigitSet(keep[i]);
      if (narrowed == dom[std::size_t(v)]) continue;
      if (narrowed.empty()) return false;
      dom[std::size_t(v)] = narrowed;
      for (const RunId q : {p.across_run(v), p.down_run(v)})
        if (q >= 0 && !queued[std::size_t(q)]) {
          queued[std::size_t(q)] = 1;
          std::size_t tail = head + count++;
          if (tail >= runs) tail -= runs;
          queue[tail] = q;
        }
    }
  }
  return true;
}

}  // namespace kakuro::detail
