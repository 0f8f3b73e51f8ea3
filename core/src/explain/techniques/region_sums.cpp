// Region sums ("innies and outies"). Take a set A of across runs and a set D of down runs,
// the region. The cells of A add up to the sums of A and the cells of D to the sums of D;
// a cell in both cancels, so
//     sum(cells(A) \ cells(D)) - sum(cells(D) \ cells(A)) = sum(A) - sum(D).
// Cells with one candidate move to the right-hand side. When one to three open cells
// (several candidates) are left sticking out, a candidate that no choice of their digits
// reaching the total uses goes; two of them must differ only when they share a run of
// the region (whose distinct digits the step then uses).
//
// Regions as cuts: the runs are nodes and each white cell an edge between its across and
// its down run; the cells sticking out of a region X = A u D are the edges with one end in
// X. Wanted: few runs and one to three open cells on the cut. The search grows X from a
// seed run. It picks a free run joined to X by open cells; either that run joins X, or it
// is barred for good and those open cells stay on the cut. A join spends one of the run
// budget and a bar at least one of the three open cut cells, so a seed's tree stays small;
// a lower bound (the open cells to free runs that the runs left in the budget cannot take
// in) prunes most of it. This reaches every region of two to kMaxRuns runs connected
// through open cells with one to three open cells on its cut (one run alone is its own
// sum, the simpler techniques' matter). A region connected only through placed cells is
// the sum of such parts, each with fewer runs and a smaller cut, and each at least as
// strong alone. Iterative deepening on the number of runs returns the smallest region
// first; each region is grown from the first of its seeds only (the seeds tried before
// are barred). A whole area walled off by black cells is a region with nothing sticking
// out; the regions found are such areas, or parts of them, with a few cells sticking out.
#include <algorithm>

#include "technique.hpp"

namespace kakuro::explain::detail {

namespace {

constexpr int kMaxOpen = 3;   // open cells on the cut that the arithmetic looks at
constexpr int kMaxRuns = 10;  // runs per region: the checker brute-forces their cells
// Search nodes per call, over all sizes and seeds: past it the call gives up (nothing).
constexpr std::uint64_t kRegionNodeBudget = 400'000;

struct OpenCell {
  VarId var;
  int sign;   // +1: across-only (its across run is in the region), -1: down-only
  RunId run;  // its run in the region
};

class RegionSearch {
 public:
  RegionSearch(const Puzzle& p, const Candidates& cand, Stop& stop)
      : p_(p),
        cand_(cand),
        stop_(stop),
        state_(std::size_t(p.num_runs()), kFree),
        cnt_(std::size_t(p.num_runs()), 0),
        stamp_(std::size_t(p.num_runs()), 0) {}

  // A step from the first region whose arithmetic removes a candidate; none when the node
  // budget ran out or `stop` said stop first (a region is only ever evaluated whole).
  std::optional<Step> find(std::span<const RunId> runs) {
    std::vector<RunId> seeds(runs.begin(), runs.end());
    std::sort(seeds.begin(), seeds.end());
    seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
    for (size_ = 2; size_ <= kMaxRuns && !found_ && nodes_ <= kRegionNodeBudget && !stop_.stopped();
         ++size_) {
      std::size_t done = 0;
      for (; done < seeds.size() && !found_ && nodes_ <= kRegionNodeBudget && !stop_.stopped(); ++done) {
        join(seeds[done]);
        grow();
        leave(seeds[done]);
        bar(seeds[done]);
      }
      while (done > 0) unbar(seeds[--done]);
    }
    return std::move(found_);
  }

 private:
  enum : std::uint8_t { kFree, kIn, kBarred };

  bool open(VarId v) const { return cand_[std::size_t(v)].size() != 1; }
  RunId other(RunId r, VarId v) const {
    return p_.run(r).dir == Direction::Across ? p_.down_run(v) : p_.across_run(v);
  }
  std::uint8_t& state(RunId r) { return state_[std::size_t(r)]; }

  // cut_: open cells with one run in X; barred_cut_: those whose other run is barred;
  // cnt_[r] (r not in X): open cells between r and X.
  void join(RunId r) {
    state(r) = kIn;
    region_.push_back(r);
    for (VarId v : p_.run(r).vars) {
      if (!open(v)) continue;
      const RunId o = other(r, v);
      if (state(o) == kIn) {
        --cut_;
      } else {
        ++cut_;
        ++cnt_[std::size_t(o)];
        if (state(o) == kBarred) ++barred_cut_;
      }
    }
  }
  void leave(RunId r) {
    for (VarId v : p_.run(r).vars) {
      if (!open(v)) continue;
      const RunId o = other(r, v);
      if (state(o) == kIn) {
        ++cut_;
      } else {
        --cut_;
        --cnt_[std::size_t(o)];
        if (state(o) == kBarred) --barred_cut_;
      }
    }
    region_.pop_back();
    state(r) = kFree;
  }
  void bar(RunId r) {
    state(r) = kBarred;
    barred_cut_ += cnt_[std::size_t(r)];
  }
  void unbar(RunId r) {
    barred_cut_ -= cnt_[std::size_t(r)];
    state(r) = kFree;
  }

  // The free runs joined to X by open cells, most such cells first.
  void frontier(std::vector<std::pair<int, RunId>>& out) {
    ++stamp_now_;
    for (RunId r : region_)
      for (VarId v : p_.run(r).vars) {
        if (!open(v)) continue;
        const RunId o = other(r, v);
        if (state(o) != kFree || stamp_[std::size_t(o)] == stamp_now_) continue;
        stamp_[std::size_t(o)] = stamp_now_;
        out.emplace_back(-cnt_[std::size_t(o)], o);
      }
    std::sort(out.begin(), out.end());
  }

  void grow() {
    if (found_ || ++nodes_ > kRegionNodeBudget || barred_cut_ > kMaxOpen || stop_.now()) return;
    const int room = size_ - static_cast<int>(region_.size());
    if (room <= 0) return;
    std::vector<std::pair<int, RunId>> front;
    frontier(front);
    if (front.empty()) return;
    // Free runs beyond the `room` best ones stay outside: their open cells stay on the cut.
    int bound = barred_cut_;
    for (std::size_t i = std::size_t(room); i < front.size(); ++i) bound -= front[i].first;
    if (bound > kMaxOpen) return;
    const RunId w = front.front().second;
    join(w);
    if (static_cast<int>(region_.size()) == size_ && cut_ >= 1 && cut_ <= kMaxOpen) evaluate();
    grow();
    leave(w);
    if (found_) return;
    bar(w);
    grow();
    unbar(w);
  }

  void evaluate();

  const Puzzle& p_;
  const Candidates& cand_;
  Stop& stop_;
  std::vector<std::uint8_t> state_;
  std::vector<int> cnt_;
  std::vector<std::uint32_t> stamp_;
  std::uint32_t stamp_now_ = 0;
  std::vector<RunId> region_;
  int size_ = 0;  // runs in the regions of this round
  int cut_ = 0;
  int barred_cut_ = 0;
  std::uint64_t nodes_ = 0;
  std::optional<Step> found_;
};

// The arithmetic of the region in region_: the open cells on its cut, with signs, must
// reach `amount` = (across sums - down sums) - (placed across-only cells) + (placed
// down-only cells); i.e. amount = sum(open across-only cells) - sum(open down-only cells).
void RegionSearch::evaluate() {
  int amount = 0;
  std::vector<OpenCell> cells;
  std::vector<CellDigit> known;
  for (RunId r : region_) {
    const Run& run = p_.run(r);
    const int sign = run.dir == Direction::Across ? 1 : -1;
    amount += sign * run.sum;
    for (VarId v : run.vars) {
      if (state(other(r, v)) == kIn) continue;  // in both A and D: cancels
      const DigitSet d = cand_[std::size_t(v)];
      if (d.size() == 1) {
        amount -= sign * d.min();
        known.push_back({v, static_cast<Digit>(d.min())});
      } else {
        cells.push_back({v, sign, r});
      }
    }
  }
  const std::size_t n = cells.size();
  if (n == 0 || n > std::size_t(kMaxOpen)) return;
  // Every choice of digits for the open cells (distinct where they share a run of the
  // region) that reaches the amount; the digits used are kept.
  DigitSet dom[kMaxOpen], keep[kMaxOpen];
  for (std::size_t i = 0; i < n; ++i) dom[i] = cand_[std::size_t(cells[i].var)];
  int digit[kMaxOpen] = {0, 0, 0};
  auto clash = [&](std::size_t i) {
    for (std::size_t j = 0; j < i; ++j)
      if (digit[j] == digit[i] && cells[j].run == cells[i].run) return true;
    return false;
  };
  auto visit = [&](auto& self, std::size_t i, int total) -> void {
    if (i == n) {
      if (total != amount) return;
      for (std::size_t j = 0; j < n; ++j) keep[j].insert(digit[j]);
      return;
    }
    dom[i].for_each([&](int d) {
      digit[i] = d;
      if (!clash(i)) self(self, i + 1, total + cells[i].sign * d);
    });
  };
  visit(visit, 0, 0);
  Step s;
  for (std::size_t i = 0; i < n; ++i) eliminate_outside(cand_, cells[i].var, keep[i], s.eliminate);
  if (s.eliminate.empty()) return;
  normalise(s.eliminate);
  s.technique = Technique::RegionSums;
  s.runs = region_;
  std::sort(s.runs.begin(), s.runs.end());
  for (const OpenCell& c : cells) s.cells.push_back(c.var);
  std::sort(s.cells.begin(), s.cells.end());
  s.amount = amount;
  std::sort(known.begin(), known.end(), [](const CellDigit& a, const CellDigit& b) { return a.var < b.var; });
  s.known = std::move(known);
  found_ = std::move(s);
}

}  // namespace

// Step::cells: the open cells sticking out of the region; Step::amount: what they must
// reach, the across-only ones counted plus and the down-only ones minus.
std::optional<Step> find_region_sums(const Puzzle& p, const Candidates& cand, std::span<const RunId> runs,
                                     Stop& stop) {
  return RegionSearch(p, cand, stop).find(runs);
}

namespace {

// "a + b + c" of the terms; "0" for none.
std::string sum_of(const std::vector<std::string>& terms) {
  std::string out;
  for (const std::string& t : terms) out += (out.empty() ? "" : " + ") + t;
  return out.empty() ? "0" : out;
}

}  // namespace

// The region's equation: the across sums plus the down-only cells equal the down sums
// plus the across-only cells (a cell in both kinds of runs counts on both sides); then,
// with the known digits moved over, what the open cells must make.
std::string describe_region_sums(const Puzzle& p, const Step& s) {
  int across = 0, down = 0, na = 0, nd = 0;
  for (RunId r : s.runs)
    (p.run(r).dir == Direction::Across ? (across += p.run(r).sum, ++na) : (down += p.run(r).sum, ++nd));
  const auto across_only = [&](VarId v) {
    return std::find(s.runs.begin(), s.runs.end(), p.across_run(v)) != s.runs.end();
  };
  std::vector<VarId> out;  // every cell sticking out, open or known, in grid order
  for (VarId v : s.cells) out.push_back(v);
  for (const CellDigit& k : s.known) out.push_back(k.var);
  std::sort(out.begin(), out.end());
  std::vector<std::string> left{std::to_string(across)}, right{std::to_string(down)};
  for (VarId v : out) (across_only(v) ? right : left).push_back(cell(p, v));
  std::vector<std::string> open_left, open_right, known;
  for (VarId v : s.cells) (across_only(v) ? open_left : open_right).push_back(cell(p, v));
  for (const CellDigit& k : s.known) known.push_back(cell(p, k.var) + " = " + std::to_string(k.digit));
  // sum(open across-only) - sum(open down-only) = amount, written without minus signs.
  if (s.amount > 0) open_right.push_back(std::to_string(s.amount));
  if (s.amount < 0) open_left.push_back(std::to_string(-s.amount));
  return "Region sums: " + std::to_string(na) + (na == 1 ? " across run" : " across runs") + " total " +
         std::to_string(across) + " and " + std::to_string(nd) + (nd == 1 ? " down run" : " down runs") +
         " total " + std::to_string(down) + " (" + runs_list(p, s.runs) +
         "); they cover the same cells but " + cells(p, out) + ", so " + sum_of(left) + " = " +
         sum_of(right) + (known.empty() ? ", that is " : "; with " + join(known) + " that is ") +
         sum_of(open_left) + " = " + sum_of(open_right) + ": " + effect(p, s) + ".";
}

}  // namespace kakuro::explain::detail
