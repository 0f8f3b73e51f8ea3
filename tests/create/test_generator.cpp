// The generator (core/create): layouts checked against the shape rules by this file's own
// scan (not shape_problem()), and every generated puzzle proved unique again by the backend
// that did not prove it, its solution checked, small ones counted by the repair tests' brute
// force (which shares no code with the backends).
#include <catch2/catch.hpp>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>
#include <tuple>

#include "brute_force.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/create/generator.hpp"
#include "kakuro/create/layout.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/solve.hpp"
#include "repair_checks.hpp"
#include "scale.hpp"

using namespace kakuro;
using create::Symmetry;

namespace {

// The shape rules, by a scan of this test's own: "" when kept.
std::string shape_check(const create::Layout& l, Symmetry s) {
  const auto w = [&](int r, int c) {
    return r >= 0 && c >= 0 && r < l.rows && c < l.cols && l.white[std::size_t(r * l.cols + c)] != 0;
  };
  std::ostringstream why;
  int white = 0;
  for (int r = 0; r < l.rows; ++r)
    for (int c = 0; c < l.cols; ++c) {
      if (!w(r, c)) continue;
      ++white;
      if (r == 0 || c == 0) return "white in the clue row or column";
      // Lengths of the across and down runs through (r, c).
      int a = 1, d = 1;
      for (int k = c - 1; w(r, k); --k) ++a;
      for (int k = c + 1; w(r, k); ++k) ++a;
      for (int k = r - 1; w(k, c); --k) ++d;
      for (int k = r + 1; w(k, c); ++k) ++d;
      if (a < 2 || a > 9 || d < 2 || d > 9) {
        why << "runs of " << a << " and " << d << " through (" << r << "," << c << ")";
        return why.str();
      }
      const int pr = s == Symmetry::Point ? l.rows - r : r, pc = s == Symmetry::None ? c : l.cols - c;
      if (!w(pr, pc)) return "not symmetric";
    }
  if (white == 0) return "no white cell";
  // Connected: a breadth-first search from the first white cell reaches them all.
  std::vector<char> seen(l.white.size(), 0);
  std::vector<int> q;
  for (std::size_t i = 0; i < l.white.size() && q.empty(); ++i)
    if (l.white[i]) q.push_back(static_cast<int>(i)), seen[i] = 1;
  for (std::size_t h = 0; h < q.size(); ++h) {
    const int r = q[h] / l.cols, c = q[h] % l.cols;
    for (auto [dr, dc] : {std::pair{0, 1}, std::pair{0, -1}, std::pair{1, 0}, std::pair{-1, 0}})
      if (w(r + dr, c + dc) && !seen[std::size_t((r + dr) * l.cols + c + dc)]) {
        seen[std::size_t((r + dr) * l.cols + c + dc)] = 1;
        q.push_back((r + dr) * l.cols + c + dc);
      }
  }
  if (static_cast<int>(q.size()) != white) return "not connected";
  return "";
}

// The layout of a puzzle: its white cells.
create::Layout layout_of(const Puzzle& p) {
  create::Layout l;
  l.rows = p.rows();
  l.cols = p.cols();
  l.white.assign(std::size_t(l.rows * l.cols), 0);
  for (VarId v = 0; v < p.num_vars(); ++v) l.white[std::size_t(p.cell_of(v))] = 1;
  return l;
}

// Proved unique by `other`, with the generator's solution; counted by the brute force
// when small.
void check_unique(const create::Generated& g, const std::string& other) {
  REQUIRE(g.puzzle);
  const Puzzle& p = *g.puzzle;
  CHECK(is_solution(p, g.solution));
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = 120;
  const SolveReport r = solve_with(p, test::backend(other), req);
  REQUIRE(r.unique.has_value());
  CHECK(*r.unique);
  CHECK(r.solutions.front() == g.solution);
  if (p.num_vars() <= 40) {
    const auto n = test::brute_count(p, test::every_sum(p), 2);
    if (n) CHECK(*n == 1);
  }
}

}  // namespace

TEST_CASE("layouts keep the shape rules at every size and symmetry", "[create][layout]") {
  const std::vector<int> sizes = test::sanitized() ? std::vector<int>{3, 5, 8, 15, 40}
                                                   : std::vector<int>{3, 4, 5, 6, 8, 10, 15, 22, 31, 50, 100};
  int made = 0;
  for (Symmetry s : {Symmetry::Point, Symmetry::Mirror, Symmetry::None})
    for (int rows : sizes)
      for (int cols : {rows, rows + 3}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
          create::LayoutOptions o;
          o.rows = rows;
          o.cols = cols;
          o.symmetry = s;
          const auto l = create::make_layout(seed, o);
          INFO(rows << "x" << cols << " " << create::to_string(s) << " seed " << seed);
          if (!l) {
            // Only grids too small for runs of two with this symmetry may have none.
            CHECK(std::min(rows, cols) < 6);
            continue;
          }
          ++made;
          CHECK(shape_check(*l, s) == "");
          CHECK(create::shape_problem(*l, s) == "");
          // The white share near the target on grids with room for it.
          const double share = double(l->white_count()) / ((rows - 1) * (cols - 1));
          if (rows >= 10) CHECK(std::abs(share - create::kDefaultDensity) <= 0.1);
          // The same seed, the same layout.
          const auto again = create::make_layout(seed, o);
          REQUIRE(again);
          CHECK(again->white == l->white);
        }
      }
  CHECK(made > 0);
}

TEST_CASE("a layout asks its stop as it goes, and gives nothing once stopped", "[create][layout]") {
  create::LayoutOptions o;
  o.rows = o.cols = 300;
  // Asked while the layout is made (every few thousand cells), not only between attempts;
  // a stop that never says yes changes nothing.
  int asked = 0;
  const auto l = create::make_layout(7, o, [&] { return ++asked < 0; });
  REQUIRE(l);
  CHECK(asked > 20);
  const auto plain = create::make_layout(7, o);
  REQUIRE(plain);
  CHECK(plain->white == l->white);
  // Stopped at the first question: nothing, at once.
  asked = 0;
  CHECK(!create::make_layout(7, o, [&] { return ++asked > 0; }));
  CHECK(asked == 1);
}

TEST_CASE("every generated puzzle is unique, proved again by the other backend", "[create][generate]") {
  std::map<std::string, int> levels;
  const int n = test::scaled(60);
  for (int i = 0; i < n; ++i) {
    create::GeneratorOptions o;
    // 6 to 15 rows and columns (a narrow grid with mirror symmetry can have no layout: a
    // 15x5 one has middle columns that no black pair can cut without a black row).
    o.layout.rows = 6 + i % 10;
    o.layout.cols = 6 + (i * 7) % 10;
    o.layout.symmetry = static_cast<Symmetry>(i % 3);
    o.timeout_s = 60;
    const std::string prover = test::provers()[std::size_t(i) % test::provers().size()];
    const std::string other = test::provers()[std::size_t(i + 1) % test::provers().size()];
    INFO("seed " << i << " " << o.layout.rows << "x" << o.layout.cols << " prover " << prover);
    const create::Generated g = create::generate(std::uint64_t(i), o, test::backend(prover));
    REQUIRE(g.status == create::GenerateStatus::Ok);
    check_unique(g, other);
    CHECK(shape_check(layout_of(*g.puzzle), o.layout.symmetry) == "");
    CHECK(g.puzzle->rows() == o.layout.rows);
    CHECK(g.puzzle->cols() == o.layout.cols);
    for (VarId v = 0; v < g.puzzle->num_vars(); ++v) CHECK(g.puzzle->given(v) == 0);  // no givens asked for
    REQUIRE(g.rating);
    ++levels[explain::to_string(g.rating->level)];
  }
  // The default mix is not one level.
  CHECK(levels.size() >= 2);
}

TEST_CASE("large puzzles are unique too", "[create][generate][large]") {
  for (int size : test::sanitized() ? std::vector<int>{30} : std::vector<int>{30, 60}) {
    create::GeneratorOptions o;
    o.layout.rows = o.layout.cols = size;
    o.timeout_s = 120;
    INFO(size << "x" << size);
    const create::Generated g = create::generate(7, o, test::backend("native"));
    REQUIRE(g.status == create::GenerateStatus::Ok);
    check_unique(g, test::provers().back());
    CHECK(shape_check(layout_of(*g.puzzle), Symmetry::Point) == "");
  }
}

TEST_CASE("the same seed and options give the same puzzle", "[create][generate]") {
  for (std::uint64_t seed : {3u, 11u}) {
    create::GeneratorOptions o;
    o.layout.rows = 12;
    o.layout.cols = 10;
    const create::Generated a = create::generate(seed, o, test::backend("native"));
    const create::Generated b = create::generate(seed, o, test::backend("native"));
    REQUIRE(a.puzzle);
    REQUIRE(b.puzzle);
    CHECK(a.solution == b.solution);
    CHECK(a.puzzle->same_grid(*b.puzzle));
  }
}

TEST_CASE("a difficulty asked for is the explain engine's rating of the puzzle", "[create][difficulty]") {
  for (explain::Level level :
       {explain::Level::Easy, explain::Level::Medium, explain::Level::Hard, explain::Level::Expert}) {
    create::GeneratorOptions o;
    o.layout.rows = o.layout.cols = level == explain::Level::Easy ? 7 : 10;
    o.difficulty = level;
    o.max_tries = 400;
    o.timeout_s = 60;
    INFO(explain::to_string(level));
    const create::Generated g = create::generate(5, o, test::backend("native"));
    REQUIRE(g.status == create::GenerateStatus::Ok);
    REQUIRE(g.rating);
    CHECK(g.rating->level == level);
    // Rated again from scratch.
    const explain::Explanation e = explain::explain(*g.puzzle);
    CHECK(e.status == explain::ExplainStatus::Solved);
    REQUIRE(e.rating);
    CHECK(e.rating->level == level);
    check_unique(g, test::provers().back());
  }
}

TEST_CASE("easy puzzles on a larger grid: the fill changes where a step was too hard",
          "[create][difficulty]") {
  // Simple narrowing decides every cell of an easy fill, but on larger grids the rating
  // finds a spot that needs a medium step more often; the generator then changes the fill
  // there instead of dropping the layout.
  for (std::uint64_t seed : {1u, 2u}) {
    create::GeneratorOptions o;
    o.layout.rows = o.layout.cols = 24;
    o.difficulty = explain::Level::Easy;
    o.max_tries = 50;
    o.timeout_s = 120;
    INFO("seed " << seed);
    const create::Generated g = create::generate(seed, o, test::backend("native"));
    REQUIRE(g.status == create::GenerateStatus::Ok);
    const explain::Explanation e = explain::explain(*g.puzzle);  // rated again from scratch
    REQUIRE(e.rating);
    CHECK(e.rating->level == explain::Level::Easy);
    check_unique(g, test::provers().back());
  }
}

namespace {

// A generated puzzle with givens: unique by the other backend, each given the solution's
// digit there. Returns the number of givens.
int checked_givens(const create::Generated& g) {
  check_unique(g, test::provers().back());
  int givens = 0;
  for (VarId v = 0; v < g.puzzle->num_vars(); ++v)
    if (g.puzzle->given(v)) {
      ++givens;
      CHECK(g.puzzle->given(v) == g.solution.digits[std::size_t(v)]);
    }
  return givens;
}

}  // namespace

TEST_CASE("givens settle what fill changes may not", "[create][givens]") {
  int with_givens = 0;
  // Fewer seeds under sanitizers, but on until one needed givens (the full 20 at most: the
  // ASan run's first 4 seeds needed none).
  for (int i = 0; i < 20 && (i < test::scaled(20) || with_givens == 0); ++i) {
    create::GeneratorOptions o;
    o.layout.rows = o.layout.cols = 8;
    o.givens = true;
    o.max_fill_changes = 3;  // few fill changes, so that givens are needed
    o.timeout_s = 60;
    const create::Generated g = create::generate(std::uint64_t(100 + i), o, test::backend("native"));
    REQUIRE(g.status == create::GenerateStatus::Ok);
    const int givens = checked_givens(g);
    CHECK(givens == g.stats.givens);
    with_givens += givens > 0;
  }
  CHECK(with_givens > 0);
}

TEST_CASE("givens never break the generator: a given shows the fill's digit of each proof",
          "[create][givens]") {
  // Before: a given kept the digit its cell had when it was placed, and later fill changes
  // at that cell made the clues contradict it ("the prover found no solution of a filled
  // layout", a logic_error) or pick another solution ("the unique solution is not the
  // fill"): about 2 in 100 seeds at 6x6 and 5 in 100 at 12x16, with the default options.
  int with_givens = 0;
  for (const auto& [rows, cols, seeds] : {std::tuple{6, 6, 100}, std::tuple{12, 16, 40}})
    for (int i = 0; i < test::scaled(seeds); ++i) {
      create::GeneratorOptions o;
      o.layout.rows = rows;
      o.layout.cols = cols;
      o.givens = true;
      o.timeout_s = 60;
      INFO(rows << "x" << cols << " seed " << i);
      create::Generated g;
      REQUIRE_NOTHROW(g = create::generate(std::uint64_t(i), o, test::backend("native")));
      REQUIRE(g.status == create::GenerateStatus::Ok);
      with_givens += checked_givens(g) > 0;
    }
  CHECK(with_givens > 0);
}

TEST_CASE("limits: a level out of reach and a time limit end with a status, not a puzzle",
          "[create][limits]") {
  create::GeneratorOptions o;
  o.layout.rows = o.layout.cols = 5;
  o.difficulty = explain::Level::Extreme;
  o.max_tries = 2;
  const create::Generated g = create::generate(1, o, test::backend("native"));
  CHECK(g.status == create::GenerateStatus::TriesExhausted);
  CHECK_FALSE(g.puzzle);
  CHECK(g.stats.tries == 2);

  create::GeneratorOptions t;
  t.layout.rows = t.layout.cols = 120;
  t.timeout_s = 0.001;
  const create::Generated h = create::generate(1, t, test::backend("native"));
  CHECK(h.status == create::GenerateStatus::Limit);
  CHECK_FALSE(h.puzzle);

  create::GeneratorOptions narrow;
  narrow.layout.rows = 15;
  narrow.layout.cols = 5;
  narrow.layout.symmetry = Symmetry::Mirror;
  CHECK(create::generate(1, narrow, test::backend("native")).status == create::GenerateStatus::NoLayout);

  CancelToken stop;
  stop.cancel();
  create::GeneratorOptions c;
  c.layout.rows = c.layout.cols = 20;
  c.cancel = &stop;
  CHECK(create::generate(1, c, test::backend("native")).status == create::GenerateStatus::Limit);
}

namespace {

// A prover whose solve() waits for terminate() (20 s at most, then gives up): a proof that
// only a cancel reaching the backend can end early.
struct WaitingProver {
  std::mutex mutex;
  std::condition_variable changed;
  bool entered = false, terminated = false;

  BackendInfo info() {
    BackendInfo b;
    b.name = "waiting";
    b.create = [this](const Puzzle&, const Domains&, const SolverOptions&) -> std::unique_ptr<Backend> {
      return std::make_unique<Instance>(*this);
    };
    return b;
  }

  struct Instance final : Backend {
    explicit Instance(WaitingProver& w) : w_(w) {}
    std::string name() const override { return "waiting"; }
    SolveResult solve(const Limits&) override {
      std::unique_lock<std::mutex> lock(w_.mutex);
      w_.entered = true;
      w_.changed.notify_all();
      w_.changed.wait_for(lock, std::chrono::seconds(20), [&] { return w_.terminated; });
      return SolveResult{SolveStatus::Limit, {}, w_.terminated ? "terminated" : "gave up"};
    }
    void block(const Solution&) override {}
    BackendStats stats() const override { return {}; }
    void terminate() override {
      std::lock_guard<std::mutex> lock(w_.mutex);
      w_.terminated = true;
      w_.changed.notify_all();
    }
    WaitingProver& w_;
  };
};

}  // namespace

TEST_CASE("generator: a cancel ends a uniqueness proof in progress", "[create][generator]") {
  WaitingProver prover;
  const BackendInfo info = prover.info();
  CancelToken cancel;
  create::GeneratorOptions o;
  o.layout.rows = o.layout.cols = 20;
  o.cancel = &cancel;
  std::thread stopper([&] {
    std::unique_lock<std::mutex> lock(prover.mutex);
    prover.changed.wait_for(lock, std::chrono::seconds(30), [&] { return prover.entered; });
    lock.unlock();
    cancel.cancel();  // while the proof runs
  });
  const auto start = std::chrono::steady_clock::now();
  const create::Generated g = create::generate(1, o, info);
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  stopper.join();
  REQUIRE(prover.entered);  // the premise: a proof was running when the cancel came
  CHECK(prover.terminated);
  CHECK(g.status == create::GenerateStatus::Limit);
  CHECK_FALSE(g.puzzle);
  CHECK(took < 10);  // not the prover's 20 s
}

namespace {

// A prover that finds the first solution with the native backend and, asked for a second,
// cancels the token (Ctrl-C at that moment) and stops with a limit: a proof that ends
// with one solution and no verdict on uniqueness.
struct FirstThenCancel {
  CancelToken* cancel = nullptr;
  int stopped = 0;  // proofs stopped after their first solution

  BackendInfo info() {
    BackendInfo b;
    b.name = "first-then-cancel";
    b.create = [this](const Puzzle& p, const Domains& d, const SolverOptions& o) -> std::unique_ptr<Backend> {
      return std::make_unique<Instance>(*this, test::backend("native").create(p, d, o));
    };
    return b;
  }

  struct Instance final : Backend {
    Instance(FirstThenCancel& f, std::unique_ptr<Backend> inner) : f_(f), inner_(std::move(inner)) {}
    std::string name() const override { return "first-then-cancel"; }
    SolveResult solve(const Limits& limits) override {
      if (calls_++ == 0) return inner_->solve(limits);
      ++f_.stopped;
      f_.cancel->cancel();
      return SolveResult{SolveStatus::Limit, {}, "interrupted"};
    }
    void block(const Solution& s) override { inner_->block(s); }
    BackendStats stats() const override { return inner_->stats(); }
    void terminate() override { inner_->terminate(); }
    FirstThenCancel& f_;
    std::unique_ptr<Backend> inner_;
    int calls_ = 0;
  };
};

}  // namespace

// Ctrl-C between a proof's first and second solution (kakuro generate -j 2 crashed there,
// 1 run in about 50 under load: the generator read a second solution that was not there).
TEST_CASE("generator: a proof stopped after its first solution ends with a limit", "[create][generator]") {
  for (int size : {8, 12, 20}) {
    INFO(size);
    CancelToken cancel;
    FirstThenCancel prover;
    prover.cancel = &cancel;
    create::GeneratorOptions o;
    o.layout.rows = o.layout.cols = size;
    o.cancel = &cancel;
    const create::Generated g = create::generate(1, o, prover.info());
    REQUIRE(prover.stopped == 1);  // the premise: a proof was stopped there, the first one asked
    CHECK(g.status == create::GenerateStatus::Limit);
    CHECK_FALSE(g.puzzle);
  }
}
