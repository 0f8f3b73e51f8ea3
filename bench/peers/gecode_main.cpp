// kakuro_peer_gecode: Gecode's Kakuro model over our puzzle files (bench/peers/README.md).
// Written against Gecode's API after the model of its example (examples/kakuro.cpp): one
// variable per grid position (every black and clue position shares one variable fixed to 0),
// each run posted as in the example's default model ("combine"), the search branching on
// the largest accumulated failure count over domain size, splitting at the smallest value.
// Per puzzle the time is building the model and a depth-first search for up to two
// solutions, one thread; the tuple sets are made once for the process, before any timing.
#include <algorithm>
#include <array>
#include <gecode/int.hh>
#include <gecode/search.hh>
#include <memory>
#include <numeric>

#include "kakuro/puzzle.hpp"
#include "peer_driver.hpp"

using namespace Gecode;

namespace {

// The lowest and highest sums of n distinct digits; every sum between has a combination.
int lowest_sum(int n) { return n * (n + 1) / 2; }
int highest_sum(int n) { return 45 - (9 - n) * (10 - n) / 2; }

// The solutions of "n distinct digits summing to c" as tuple sets: every ordering of every
// combination, for the lengths the example gives a tuple set (2 to 7).
class TupleSets {
 public:
  TupleSets() {
    for (int mask = 1; mask < (1 << 9); ++mask) {
      std::vector<int> digits;
      for (int d = 1; d <= 9; ++d)
        if (mask & (1 << (d - 1))) digits.push_back(d);
      const int n = static_cast<int>(digits.size());
      if (n < 2 || n > 7) continue;
      const int c = std::accumulate(digits.begin(), digits.end(), 0);
      if (!sets_[n][c]) sets_[n][c] = std::make_unique<TupleSet>(n);
      do sets_[n][c]->add(IntArgs(digits));
      while (std::next_permutation(digits.begin(), digits.end()));
    }
    for (auto& by_sum : sets_)
      for (auto& set : by_sum)
        if (set) set->finalize();
  }
  const TupleSet& get(int n, int c) const { return *sets_[std::size_t(n)][std::size_t(c)]; }

 private:
  std::array<std::array<std::unique_ptr<TupleSet>, 46>, 10> sets_;
};

class KakuroModel : public Space {
 public:
  KakuroModel(const kakuro::Puzzle& p, const TupleSets& sets)
      : f_(*this, p.rows() * p.cols()), puzzle_(&p), sets_(&sets) {
    const IntVar unused(*this, 0, 0);
    for (int i = 0; i < f_.size(); ++i) f_[i] = unused;
    for (kakuro::VarId v = 0; v < p.num_vars(); ++v) {
      f_[p.cell_of(v)] = IntVar(*this, 1, 9);
      if (p.given(v) != 0) rel(*this, f_[p.cell_of(v)], IRT_EQ, p.given(v));
    }
    // The example posts the down runs, then the across runs.
    for (const kakuro::Direction dir : {kakuro::Direction::Down, kakuro::Direction::Across})
      for (const kakuro::Run& run : p.runs()) {
        if (run.dir != dir) continue;
        IntVarArgs x(static_cast<int>(run.vars.size()));
        for (std::size_t i = 0; i < run.vars.size(); ++i) x[static_cast<int>(i)] = f_[p.cell_of(run.vars[i])];
        distinct_sum(x, run.sum);
      }
    branch(*this, f_, INT_VAR_AFC_SIZE_MAX(1.0), INT_VAL_SPLIT_MIN());
  }
  KakuroModel(KakuroModel& s) : Space(s), puzzle_(s.puzzle_), sets_(s.sets_) { f_.update(*this, s.f_); }
  Space* copy() override { return new KakuroModel(*this); }

  kakuro::Solution solution() const {
    kakuro::Solution s;
    for (kakuro::VarId v = 0; v < puzzle_->num_vars(); ++v)
      s.digits.push_back(static_cast<kakuro::Digit>(f_[puzzle_->cell_of(v)].val()));
    return s;
  }

 private:
  // The example's "combine" model of one run: the cheap special cases, else a tuple set.
  void distinct_sum(const IntVarArgs& x, int c) {
    const int n = x.size();
    if (n < 1 || n > 9 || c < lowest_sum(n) || c > highest_sum(n)) {
      fail();  // no n distinct digits make c (the example assumes a valid puzzle)
      return;
    }
    if (n == 1) {
      rel(*this, x[0], IRT_EQ, c);
      return;
    }
    if (n == 8) {
      rel(*this, x, IRT_NQ, 45 - c);  // the one digit left out
    } else if (n < 8) {
      if (c == lowest_sum(n)) {
        rel(*this, x, IRT_LQ, n);  // 1 + ... + n
      } else if (c == lowest_sum(n) + 1) {
        rel(*this, x, IRT_LQ, n + 1);  // 1 + ... + (n-1) + (n+1)
        rel(*this, x, IRT_NQ, n);
      } else if (c == highest_sum(n)) {
        rel(*this, x, IRT_GQ, 10 - n);  // (10-n) + ... + 9
      } else {
        // The example's fourth shortcut tests the highest sum + 1, which no run has: the
        // highest sum - 1 takes this path there too.
        extensional(*this, x, sets_->get(n, c));
        return;
      }
    }
    distinct(*this, x, IPL_DOM);
  }

  IntVarArray f_;
  const kakuro::Puzzle* puzzle_;
  const TupleSets* sets_;
};

kakuro::peers::Answer solve(const kakuro::Puzzle& p, const TupleSets& sets, double limit_s) {
  kakuro::peers::Answer a;
  try {
    Search::Options o;
    o.threads = 1;
    std::unique_ptr<Search::TimeStop> stop;
    if (limit_s > 0) {
      stop = std::make_unique<Search::TimeStop>(static_cast<unsigned long>(limit_s * 1000));
      o.stop = stop.get();
    }
    auto model = std::make_unique<KakuroModel>(p, sets);
    DFS<KakuroModel> engine(model.get(), o);
    model.reset();
    int found = 0;
    while (found < 2) {
      std::unique_ptr<KakuroModel> s(engine.next());
      if (!s) break;
      if (found++ == 0) a.first = s->solution();
    }
    a.verdict = found == 2 ? "multiple" : engine.stopped() ? "unknown" : found == 1 ? "unique" : "none";
  } catch (const std::exception& e) {
    a.verdict = "error";
    a.why = e.what();
  }
  return a;
}

}  // namespace

int main(int argc, char** argv) {
  const TupleSets sets;
  const kakuro::peers::Prepare prepare = [&sets](const kakuro::Puzzle& p, double limit_s) {
    return std::function<kakuro::peers::Answer()>([&p, &sets, limit_s] { return solve(p, sets, limit_s); });
  };
  return kakuro::peers::run_driver(
      argc, argv, "kakuro_peer_gecode",
      "kakuro_peer_gecode: Gecode's Kakuro model, solve + uniqueness per puzzle, warm, one thread", prepare);
}
