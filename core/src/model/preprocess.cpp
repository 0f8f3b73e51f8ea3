// Bound pruning to a fixpoint over a queue of runs. Each step is sound (never removes a
// digit some solution uses) but not complete; the native backend's GAC is stronger.
#include "kakuro/preprocess.hpp"

#include <array>
#include <bit>
#include <string>

#include "kakuro/combinations.hpp"
#include "kakuro/components.hpp"
#include "kakuro/kept_buffer.hpp"

namespace kakuro {

namespace {

class Pruner {
 public:
  explicit Pruner(const Puzzle& p) : p_(p), queue_(scratch().queue), in_queue_(scratch().in_queue) {
    trim_kept(queue_, std::size_t(p.num_runs()));
    trim_kept(in_queue_, std::size_t(p.num_runs()));
    queue_.resize(std::size_t(p.num_runs()));
    in_queue_.assign(std::size_t(p.num_runs()), 1);
  }

  PreprocessResult run();

 private:
  bool prune_run(RunId r);              // false when the run is infeasible
  bool narrow(VarId v, DigitSet keep);  // false when v's domain became empty
  void fail_cell(VarId v);
  void fail_run(RunId r, const std::string& why);
  bool check_runs();
  /// True when some part's across sums and down sums differ; then the reason and the
  /// proof say which.
  bool totals_mismatch();
  void start();  // the starting domains: 1..9, or the given

  // The queue's buffers, this thread's, kept from one puzzle to the next (a solve calls
  // preprocess() once; on a tiny puzzle the allocations cost more than the pruning).
  struct Scratch {
    std::vector<RunId> queue;
    std::vector<char> in_queue;
  };
  static Scratch& scratch() {
    thread_local Scratch s;
    return s;
  }

  const Puzzle& p_;
  PreprocessResult res_;
  // FIFO of runs to prune, a ring over num_runs slots: a run is in it at most once.
  std::vector<RunId>& queue_;
  std::size_t head_ = 0, queued_ = 0;
  std::vector<char>& in_queue_;
};

bool Pruner::narrow(VarId v, DigitSet keep) {
  DigitSet& d = res_.domains[std::size_t(v)];
  const DigitSet nd = d & keep;
  if (nd == d) return true;
  d = nd;
  for (RunId r : {p_.across_run(v), p_.down_run(v)})
    if (r >= 0 && !in_queue_[std::size_t(r)]) {
      in_queue_[std::size_t(r)] = 1;
      std::size_t tail = head_ + queued_++;
      if (tail >= queue_.size()) tail -= queue_.size();
      queue_[tail] = r;
    }
  if (d.empty()) fail_cell(v);
  return !d.empty();
}

void Pruner::fail_cell(VarId v) {
  res_.infeasible = true;
  res_.reason = "cell " + p_.where(p_.cell_of(v)) + " has no candidate left between its " +
                p_.describe(p_.across_run(v)) + " and its " + p_.describe(p_.down_run(v));
  res_.proof = {p_.across_run(v), p_.down_run(v)};
}

void Pruner::fail_run(RunId r, const std::string& why) {
  res_.infeasible = true;
  res_.reason = p_.describe(r) + ": " + why;
  res_.proof = {r};
}

// The sum of the digits of each 9-bit mask.
constexpr auto kMaskSums = [] {
  std::array<std::uint8_t, 512> t{};
  for (unsigned m = 1; m < 512; ++m)
    t[m] = static_cast<std::uint8_t>(t[m & (m - 1)] + std::countr_zero(m) + 1);
  return t;
}();

bool Pruner::prune_run(RunId r) {
  const Run& run = p_.run(r);
  const int len = static_cast<int>(run.vars.size());  // 1..9: check_runs() passed
  // The fixed cells (one candidate; never none: an emptied cell stops the pruning) as one
  // mask, the free ones as a list. A fixed cell fits a combination exactly when its digit
  // is in it, which the mask test below says for all of them at once.
  std::array<std::uint16_t, kMaxRunLength> free_dom{};
  std::array<VarId, kMaxRunLength> free_var{};
  unsigned fixed = 0, all = 0, twice = 0;
  int k = 0;
  for (int i = 0; i < len; ++i) {
    const VarId v = run.vars[std::size_t(i)];
    const unsigned d = res_.domains[std::size_t(v)].bits();
    all |= d;
    const unsigned single = (d & (d - 1)) == 0, mask = 0u - single;
    twice |= fixed & d & mask;
    fixed |= d & mask;
    free_dom[std::size_t(k)] = static_cast<std::uint16_t>(d);
    free_var[std::size_t(k)] = v;
    k += int(single ^ 1u);
  }
  if (twice != 0)
    return fail_run(r, "digit " + std::to_string(std::countr_zero(twice) + 1) + " is forced twice"), false;
  // One free cell or none (a third of the passes): its digit is what the sum leaves, the
  // one combination there can be. The same answers as the general case below.
  if (k <= 1) {
    const int rest = run.sum - kMaskSums[fixed];
    const unsigned need = k == 0 ? 0u : rest >= 1 && rest <= 9 ? 1u << (rest - 1) : 0u;
    if ((k == 0 && rest == 0) || (need & free_dom[0] & ~fixed) != 0)
      return k == 0 || narrow(free_var[0], DigitSet(static_cast<std::uint16_t>(need)));
    return fail_run(r, "no combination of " + std::to_string(len) + " distinct digits fits"), false;
  }
  // Combinations that contain every fixed digit and can be placed cell by cell. Written
  // without data-dependent branches: which combinations pass is unpredictable, and this
  // loop runs hundreds of times per puzzle.
  unsigned feasible = 0;
  for (const unsigned c : combinations(len, run.sum)) {
    unsigned ok = ((fixed & ~c) | (c & ~all)) == 0;
    for (int i = 0; i < k; ++i) ok &= (free_dom[std::size_t(i)] & c) != 0;
    feasible |= c & (0u - ok);
  }
  if (feasible == 0)
    return fail_run(r, "no combination of " + std::to_string(len) + " distinct digits fits"), false;
  // Free cells: distinct digits, none of the fixed ones; bounds from the k-1 others (the
  // k-1 smallest and the k-1 largest free digits).
  const unsigned free_digits = feasible & ~fixed;
  const int rest = run.sum - kMaskSums[fixed];
  int lo_others = 0, hi_others = 0;
  unsigned low = free_digits, high = free_digits;
  for (int n = 0; n < k - 1 && low != 0; ++n) {
    lo_others += std::countr_zero(low) + 1;
    low &= low - 1;
    hi_others += 32 - std::countl_zero(high);
    high &= ~(1u << (31 - std::countl_zero(high)));
  }
  const DigitSet keep_free =
      DigitSet(static_cast<std::uint16_t>(free_digits)) & DigitSet::range(rest - hi_others, rest - lo_others);
  for (int i = 0; i < k; ++i)
    if (!narrow(free_var[std::size_t(i)], keep_free)) return false;
  return true;
}

// What makes a well-formed puzzle unsolvable on its face, with a reason naming the run:
// a sum no set of distinct digits of the run's length reaches, or a given repeated in a
// run. (build_puzzle accepts both: the puzzle is well formed, it has no solution.)
bool Pruner::check_runs() {
  for (RunId r = 0; r < p_.num_runs(); ++r) {
    const Run& run = p_.run(r);
    const int len = static_cast<int>(run.vars.size());
    if (!sum_possible(len, run.sum)) {
      fail_run(r, std::to_string(run.sum) + " is impossible in " + std::to_string(len) +
                      (len == 1 ? " cell" : " cells") + " (possible " + std::to_string(min_sum(len)) + ".." +
                      std::to_string(max_sum(len)) + ")");
      return false;
    }
    std::array<VarId, 10> first{};
    first.fill(-1);
    for (VarId v : run.vars) {
      const int d = p_.given(v);
      if (d < 1 || d > 9) continue;
      if (first[std::size_t(d)] >= 0) {
        fail_run(r, "given " + std::to_string(d) + " repeats at " +
                        p_.where(p_.cell_of(first[std::size_t(d)])) + " and " + p_.where(p_.cell_of(v)));
        return false;
      }
      first[std::size_t(d)] = v;
    }
  }
  return true;
}

bool Pruner::totals_mismatch() {
  // Every white cell lies in one across and one down run: per connected part, the across
  // sums and the down sums both add up to the total of the part's digits. The parts'
  // lists are made only for the message.
  const std::vector<int>& root = component_roots_kept(p_);  // the backend asks it next
  thread_local std::vector<long> across_minus_down;         // kept: every unfixed puzzle comes here
  trim_kept(across_minus_down, root.size());
  across_minus_down.assign(root.size(), 0);
  for (const Run& run : p_.runs())
    if (!run.vars.empty())
      across_minus_down[std::size_t(root[std::size_t(run.vars.front())])] +=
          run.dir == Direction::Across ? run.sum : -run.sum;
  for (std::size_t v = 0; v < root.size(); ++v) {
    if (across_minus_down[v] == 0) continue;
    const Components comps = connected_components(p_);
    const int c = comps.of_var[v];
    long across = 0, down = 0;
    for (RunId r : comps.runs[std::size_t(c)])
      (p_.run(r).dir == Direction::Across ? across : down) += p_.run(r).sum;
    res_.reason = "the part containing cell " + p_.where(p_.cell_of(comps.vars[std::size_t(c)].front())) +
                  " has across sums totalling " + std::to_string(across) + " but down sums totalling " +
                  std::to_string(down);
    res_.proof = comps.runs[std::size_t(c)];
    return true;
  }
  return false;
}

void Pruner::start() {
  res_.domains.assign(std::size_t(p_.num_vars()), DigitSet::all());
  for (VarId v = 0; v < p_.num_vars(); ++v)
    if (p_.given(v) >= 1 && p_.given(v) <= 9) res_.domains[std::size_t(v)] = DigitSet::single(p_.given(v));
}

PreprocessResult Pruner::run() {
  start();
  if (!check_runs()) return std::move(res_);
  for (RunId r = 0; r < p_.num_runs(); ++r) queue_[std::size_t(r)] = r;
  queued_ = queue_.size();
  bool pruned = true;
  while (queued_ > 0) {
    const RunId r = queue_[head_];
    if (++head_ == queue_.size()) head_ = 0;
    --queued_;
    in_queue_[std::size_t(r)] = 0;
    ++res_.stats.passes;
    if (!prune_run(r)) {
      pruned = false;
      break;
    }
  }
  if (pruned) {
    for (const DigitSet d : res_.domains) {
      res_.stats.cells_fixed += d.is_single() ? 1 : 0;
      res_.stats.candidates_removed += 9 - d.size();
    }
    // Every cell fixed without a failure: every run holds its sum with distinct digits, so
    // the totals agree and their check can be left out (it is a graph walk).
    if (res_.stats.cells_fixed == p_.num_vars()) return std::move(res_);
  }
  // The totals mismatch is the answer whenever there is one, as if it had been checked
  // first: from the starting domains, with no pruning counted.
  if (totals_mismatch()) {
    PreprocessResult mismatch = std::move(res_);
    res_ = PreprocessResult{};
    start();
    res_.infeasible = true;
    res_.reason = std::move(mismatch.reason);
    res_.proof = std::move(mismatch.proof);
  }
  return std::move(res_);
}

}  // namespace

PreprocessResult preprocess(const Puzzle& p) { return Pruner(p).run(); }

}  // namespace kakuro
