// Region sums (innies and outies): textbook regions built by hand; an oracle that re-checks
// every elimination on random small puzzles with random candidates by brute force over the
// cells of the runs the step names (this file's own search, no code of core/src/explain);
// and the region search compared with every region of small puzzles, enumerated as subsets
// of runs.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "explain/techniques/technique.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/explain/describe.hpp"

namespace Catch {
template <>
struct StringMaker<kakuro::explain::CellDigit> {
  static std::string convert(const kakuro::explain::CellDigit& e) {
    return std::to_string(e.var) + "=" + std::to_string(e.digit);
  }
};
}  // namespace Catch

using namespace kakuro;
using explain::Candidates;
using explain::CellDigit;
using explain::Step;
using explain::Technique;
using explain::detail::find_region_sums;

namespace {

// The finder's stop check with no limit to reach (no deadline, no cancel flag).
explain::detail::Stop no_limit;

// ---- puzzles drawn as their solutions: '#' not white, '1'..'9' a white cell's digit ----

struct Drawn {
  Puzzle p;
  std::vector<Digit> solution;  // per VarId
};

Drawn draw(const std::vector<std::string>& rows) {
  RawGrid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  auto white = [&](int r, int c) {
    return r < g.rows && c < g.cols && rows[std::size_t(r)][std::size_t(c)] != '#';
  };
  auto digit = [&](int r, int c) { return rows[std::size_t(r)][std::size_t(c)] - '0'; };
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      Cell& cell = g.at(r, c);
      g.pos[std::size_t(r * g.cols + c)] = {r + 1, c + 1};
      if (white(r, c)) {
        cell.kind = CellKind::White;
        continue;
      }
      for (int cc = c + 1; white(r, cc); ++cc) cell.across += digit(r, cc);
      for (int rr = r + 1; white(rr, c); ++rr) cell.down += digit(rr, c);
      cell.kind = cell.across || cell.down ? CellKind::Clue : CellKind::Black;
    }
  Diagnostics d;
  std::optional<Puzzle> p = build_puzzle(g, d);
  REQUIRE(p);
  Drawn out{*p, std::vector<Digit>(std::size_t(p->num_vars()))};
  for (VarId v = 0; v < p->num_vars(); ++v)
    out.solution[std::size_t(v)] =
        static_cast<Digit>(digit(p->row_of(p->cell_of(v)), p->col_of(p->cell_of(v))));
  return out;
}

std::vector<std::string> transpose(const std::vector<std::string>& rows) {
  std::vector<std::string> t(rows[0].size(), std::string(rows.size(), '#'));
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < rows[0].size(); ++c) t[c][r] = rows[r][c];
  return t;
}

VarId var_at(const Puzzle& p, int r, int c) { return p.var_of(p.cell_id(r, c)); }

// The run whose clue is at (r, c), in direction `dir`.
RunId run_at(const Puzzle& p, int r, int c, Direction dir) {
  for (RunId k = 0; k < p.num_runs(); ++k)
    if (p.run(k).clue == p.cell_id(r, c) && p.run(k).dir == dir) return k;
  FAIL("no run at " << r << "," << c);
  return -1;
}

std::vector<RunId> all_runs(const Puzzle& p) {
  std::vector<RunId> out(std::size_t(p.num_runs()));
  for (RunId r = 0; r < p.num_runs(); ++r) out[std::size_t(r)] = r;
  return out;
}

std::vector<RunId> sorted(std::vector<RunId> v) {
  std::sort(v.begin(), v.end());
  return v;
}

std::vector<CellDigit> all_but(const Candidates& cand, VarId v, std::vector<int> keep) {
  std::vector<CellDigit> out;
  cand[std::size_t(v)].for_each([&](int d) {
    if (std::find(keep.begin(), keep.end(), d) == keep.end()) out.push_back({v, static_cast<Digit>(d)});
  });
  return out;
}

// The value of one side of a sentence's equation, "41 + (2,3) + (4,4)", with the drawn
// solution's digits for the cells.
int side_value(const Drawn& d, const std::string& side) {
  int total = 0;
  std::size_t at = 0;
  while (at < side.size()) {
    std::size_t end = side.find(" + ", at);
    if (end == std::string::npos) end = side.size();
    const std::string term = side.substr(at, end - at);
    if (term.front() == '(') {
      const auto comma = term.find(',');
      const int r = std::stoi(term.substr(1, comma - 1)), c = std::stoi(term.substr(comma + 1));
      const VarId v = var_at(d.p, r, c);
      REQUIRE(v >= 0);
      total += d.solution[std::size_t(v)];
    } else {
      total += std::stoi(term);
    }
    at = end + 3;
  }
  return total;
}

// The two equations a region-sums sentence states ("..., so L = R, that is L' = R': ..." or
// "..., so L = R; with (r,c) = k that is L' = R': ..."), each checked with the solution, and
// the digits the sentence says are known checked too. Returns the two equations.
std::vector<std::string> check_equations(const Drawn& d, const std::string& s) {
  INFO(s);
  const auto from = s.find("), so ");  // after the list of runs and the cells sticking out
  REQUIRE(from != std::string::npos);
  const auto that = s.find(" that is ", from);
  const auto colon = s.find(": ", that);
  REQUIRE((that != std::string::npos && colon != std::string::npos));
  std::string first = s.substr(from + 6, that - from - 6);
  if (const auto with = first.find("; with "); with != std::string::npos) {
    std::string known = first.substr(with + 7);
    first = first.substr(0, with);
    while (known.back() == ',') known.pop_back();
    for (std::size_t at = 0; at < known.size();) {  // "(2,1) = 3 and (4,4) = 5"
      std::size_t end = known.find(" and ", at);
      if (end == std::string::npos) end = known.size();
      const std::string fact = known.substr(at, end - at);
      const auto eq = fact.find(" = ");
      CHECK(side_value(d, fact.substr(0, eq)) == std::stoi(fact.substr(eq + 3)));
      at = end + 5;
    }
  } else {
    REQUIRE(first.back() == ',');
    first.pop_back();
  }
  const std::string second = s.substr(that + 9, colon - that - 9);
  for (const std::string& e : {first, second}) {
    const auto eq = e.find(" = ");
    REQUIRE(eq != std::string::npos);
    CHECK(side_value(d, e.substr(0, eq)) == side_value(d, e.substr(eq + 3)));
  }
  return {first, second};
}

// Two blocks joined by one cell: rows 1-2 of columns 1-4 with (2,5) sticking out to the
// right, and rows 3-5 of columns 5-8 below it. Runs of two or more cells everywhere, so
// that small regions leave many open cells on their cut.
const std::vector<std::string> kTwoBlocks = {
    "#########",  //
    "#1234####",  //
    "#31429###",  //
    "#####1234",  //
    "#####2345",  //
    "#####3456",  //
};

}  // namespace

TEST_CASE("region sums: an innie fixes a cell", "[explain][region]") {
  // The two across runs of the top block (10 + 19) minus its four down runs (4+3+7+6)
  // leave (2,5), which sticks out to the right: 9.
  const Drawn d = draw(kTwoBlocks);
  const Puzzle& p = d.p;
  const Candidates all(std::size_t(p.num_vars()), DigitSet::all());
  const std::optional<Step> s = find_region_sums(p, all, all_runs(p), no_limit);
  REQUIRE(s);
  CHECK(s->technique == Technique::RegionSums);
  const std::vector<RunId> region = {run_at(p, 1, 0, Direction::Across), run_at(p, 2, 0, Direction::Across),
                                     run_at(p, 0, 1, Direction::Down),   run_at(p, 0, 2, Direction::Down),
                                     run_at(p, 0, 3, Direction::Down),   run_at(p, 0, 4, Direction::Down)};
  CHECK(s->runs == sorted(region));
  const VarId out = var_at(p, 2, 5);
  CHECK(s->cells == std::vector<VarId>{out});
  CHECK(s->eliminate == all_but(all, out, {9}));
  CHECK(s->amount == 9);
  CHECK(s->place.empty());  // the driver fills it
  CHECK(check_equations(d, explain::describe(p, *s)) ==
        std::vector<std::string>{"29 = 20 + (2,5)", "(2,5) = 9"});
}

TEST_CASE("region sums: an outie counts minus", "[explain][region]") {
  // The same grid transposed: now (5,2) sticks out of the down runs, so the region says
  // -x = (across sums) - (down sums) = -9.
  const Drawn d = draw(transpose(kTwoBlocks));
  const Puzzle& p = d.p;
  const Candidates all(std::size_t(p.num_vars()), DigitSet::all());
  const std::optional<Step> s = find_region_sums(p, all, all_runs(p), no_limit);
  REQUIRE(s);
  const std::vector<RunId> region = {run_at(p, 0, 1, Direction::Down),   run_at(p, 0, 2, Direction::Down),
                                     run_at(p, 1, 0, Direction::Across), run_at(p, 2, 0, Direction::Across),
                                     run_at(p, 3, 0, Direction::Across), run_at(p, 4, 0, Direction::Across)};
  CHECK(s->runs == sorted(region));
  const VarId out = var_at(p, 5, 2);
  CHECK(s->cells == std::vector<VarId>{out});
  CHECK(s->eliminate == all_but(all, out, {9}));
  CHECK(s->amount == -9);
  CHECK(check_equations(d, explain::describe(p, *s)) ==
        std::vector<std::string>{"20 + (5,2) = 29", "9 = (5,2)"});
}

TEST_CASE("region sums: only regions with a run asked about", "[explain][region]") {
  // Asked about the lower block's first across run only: its smallest region is the lower
  // block, whose three across runs (10+14+18) minus its three down runs (9+12+15) leave
  // column 5's three cells, 6 together: no digit above 4. They share column 5's run, which
  // is not in the region, so they need not differ.
  const Drawn d = draw(kTwoBlocks);
  const Puzzle& p = d.p;
  const Candidates all(std::size_t(p.num_vars()), DigitSet::all());
  const std::vector<RunId> asked = {run_at(p, 3, 4, Direction::Across)};
  const std::optional<Step> s = find_region_sums(p, all, asked, no_limit);
  REQUIRE(s);
  const std::vector<RunId> region = {run_at(p, 3, 4, Direction::Across), run_at(p, 4, 4, Direction::Across),
                                     run_at(p, 5, 4, Direction::Across), run_at(p, 2, 6, Direction::Down),
                                     run_at(p, 2, 7, Direction::Down),   run_at(p, 2, 8, Direction::Down)};
  CHECK(s->runs == sorted(region));
  const std::vector<VarId> cells = {var_at(p, 3, 5), var_at(p, 4, 5), var_at(p, 5, 5)};
  CHECK(s->cells == cells);
  std::vector<CellDigit> e;
  for (VarId v : cells) {
    const auto more = all_but(all, v, {1, 2, 3, 4});
    e.insert(e.end(), more.begin(), more.end());
  }
  CHECK(s->eliminate == e);
  CHECK(s->amount == 6);
  CHECK(check_equations(d, explain::describe(p, *s)) ==
        std::vector<std::string>{"42 = 36 + (3,5) + (4,5) + (5,5)", "(3,5) + (4,5) + (5,5) = 6"});
}

TEST_CASE("region sums: two cells sticking out of a named run differ", "[explain][region]") {
  // a b c / d e f / . g h / . i j with a=1 b=2 c=4, d=3 known. The first across run (7)
  // minus the first down run (4, d = 3 in it) leaves b + c = 6; both are in the across
  // run, so not 3 + 3. Every other two-run region leaves more than three open cells, or
  // (second across run and first down run) e + f - a = 2, which removes nothing.
  const Drawn dr = draw({"####", "#124", "#312", "##31", "##43"});
  const Puzzle& p = dr.p;
  Candidates cand(std::size_t(p.num_vars()), DigitSet::all());
  const VarId b = var_at(p, 1, 2), c = var_at(p, 1, 3), d = var_at(p, 2, 1);
  cand[std::size_t(d)] = DigitSet::single(3);
  cand[std::size_t(b)] = cand[std::size_t(c)] = DigitSet::range(2, 4);
  const std::optional<Step> s = find_region_sums(p, cand, all_runs(p), no_limit);
  REQUIRE(s);
  CHECK(s->runs == sorted({run_at(p, 1, 0, Direction::Across), run_at(p, 0, 1, Direction::Down)}));
  CHECK(s->cells == std::vector<VarId>{b, c});
  CHECK(s->eliminate == std::vector<CellDigit>{{b, 3}, {c, 3}});
  CHECK(s->amount == 6);
  CHECK(s->known == std::vector<CellDigit>{{d, 3}});
  const std::string text = explain::describe(p, *s);
  CHECK(check_equations(dr, text) ==
        std::vector<std::string>{"7 + (2,1) = 4 + (1,2) + (1,3)", "(1,2) + (1,3) = 6"});
  CHECK(text.find("; with (2,1) = 3 that is ") != std::string::npos);
}

TEST_CASE("region sums: nothing when every cell is known or nothing follows", "[explain][region]") {
  const Drawn d = draw(kTwoBlocks);
  Candidates solved(d.solution.size());
  for (std::size_t v = 0; v < solved.size(); ++v) solved[v] = DigitSet::single(d.solution[v]);
  CHECK_FALSE(find_region_sums(d.p, solved, all_runs(d.p), no_limit));
  CHECK_FALSE(find_region_sums(d.p, Candidates(d.solution.size(), DigitSet::all()), {}, no_limit));
  // A 2x2 block of sums 3 with 1 or 2 in every cell (it has two solutions): every region
  // leaves a total that its open cells reach with either digit.
  const Drawn two = draw({"###", "#12", "#21"});
  CHECK_FALSE(find_region_sums(two.p, Candidates(4, DigitSet::range(1, 2)), all_runs(two.p), no_limit));
}

// ---- the oracle: brute force over the cells of the named runs ----

namespace {

// Assignments of the cells of some runs from candidates, each run with distinct digits
// adding up to its sum.
class NamedRuns {
 public:
  NamedRuns(const Puzzle& p, const Candidates& cand, const std::vector<RunId>& runs) : p_(p), cand_(cand) {
    std::vector<int> local(std::size_t(p.num_vars()), -1);
    for (RunId r : runs) {
      RunState st;
      st.sum = p.run(r).sum;
      st.left = static_cast<int>(p.run(r).vars.size());
      runs_.push_back(st);
      for (VarId v : p.run(r).vars) {
        if (local[std::size_t(v)] < 0) {
          local[std::size_t(v)] = static_cast<int>(vars_.size());
          vars_.push_back(v);
          of_.emplace_back();
        }
        of_[std::size_t(local[std::size_t(v)])].push_back(runs_.size() - 1);
      }
    }
    value_.assign(vars_.size(), 0);
  }

  // Calls visit(values per VarId, 0 outside) for each assignment with var = digit (var -1:
  // any) until visit returns false. False when the node limit ran out.
  template <class Visit>
  bool each(VarId var, int digit, Visit&& visit) {
    var_ = var;
    digit_ = digit;
    nodes_ = 0;
    stop_ = false;
    search(0, visit);
    return nodes_ <= kMaxNodes;
  }

 private:
  static constexpr std::uint64_t kMaxNodes = 20'000'000;
  struct RunState {
    int sum = 0, left = 0;
    DigitSet used;
  };

  template <class Visit>
  void search(std::size_t i, Visit& visit) {
    if (stop_ || ++nodes_ > kMaxNodes) return;
    if (i == vars_.size()) {
      std::vector<int> values(std::size_t(p_.num_vars()), 0);
      for (std::size_t k = 0; k < vars_.size(); ++k) values[std::size_t(vars_[k])] = value_[k];
      stop_ = !visit(values);
      return;
    }
    const VarId v = vars_[i];
    const DigitSet dom = v == var_ ? cand_[std::size_t(v)] & DigitSet::single(digit_) : cand_[std::size_t(v)];
    dom.for_each([&](int d) {
      if (stop_) return;
      for (std::size_t r : of_[i]) {
        const RunState& st = runs_[r];
        // The cells left after this one take distinct digits: at least 1+2+..., at most 9+8+...
        const int rest = st.sum - d, n = st.left - 1;
        if (st.used.contains(d) || rest < n * (n + 1) / 2 || rest > n * (19 - n) / 2) return;
      }
      for (std::size_t r : of_[i]) runs_[r].sum -= d, --runs_[r].left, runs_[r].used.insert(d);
      value_[i] = d;
      search(i + 1, visit);
      for (std::size_t r : of_[i]) runs_[r].sum += d, ++runs_[r].left, runs_[r].used.erase(d);
    });
  }

  const Puzzle& p_;
  const Candidates& cand_;
  std::vector<VarId> vars_;
  std::vector<std::vector<std::size_t>> of_;  // per local cell: its runs
  std::vector<RunState> runs_;
  std::vector<int> value_;
  VarId var_ = -1;
  int digit_ = 0;
  std::uint64_t nodes_ = 0;
  bool stop_ = false;
};

bool named(const Step& s, RunId r) { return std::binary_search(s.runs.begin(), s.runs.end(), r); }

// "" when the step keeps its contract and every elimination has no assignment of the named
// runs' cells; else what is wrong.
std::string oracle(const Puzzle& p, const Candidates& cand, const Step& s) {
  if (s.technique != Technique::RegionSums) return "wrong technique";
  if (s.runs.empty() || s.runs.size() > 10) return "runs: " + std::to_string(s.runs.size());
  if (!std::is_sorted(s.runs.begin(), s.runs.end()) ||
      std::adjacent_find(s.runs.begin(), s.runs.end()) != s.runs.end())
    return "runs not sorted or repeated";
  if (s.eliminate.empty()) return "no elimination";
  for (std::size_t i = 0; i < s.eliminate.size(); ++i) {
    const CellDigit e = s.eliminate[i];
    if (!cand[std::size_t(e.var)].contains(e.digit)) return "eliminates a non-candidate";
    if (i > 0 &&
        std::make_pair(s.eliminate[i - 1].var, s.eliminate[i - 1].digit) >= std::make_pair(e.var, e.digit))
      return "eliminations not sorted or repeated";
    if (!std::binary_search(s.cells.begin(), s.cells.end(), e.var)) return "eliminates outside its cells";
  }
  // The cells: the open cells with exactly one of their runs named.
  std::vector<VarId> out;
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (named(s, p.across_run(v)) != named(s, p.down_run(v)) && cand[std::size_t(v)].size() != 1)
      out.push_back(v);
  if (out != s.cells) return "cells are not the open cells sticking out";
  // The known cells the sentence's equation names: those with one candidate sticking out.
  std::vector<CellDigit> known;
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (named(s, p.across_run(v)) != named(s, p.down_run(v)) && cand[std::size_t(v)].size() == 1)
      known.push_back({v, static_cast<Digit>(cand[std::size_t(v)].min())});
  if (known != s.known) return "known are not the cells with one candidate sticking out";
  if (out.empty() || out.size() > 3) return "sticking out: " + std::to_string(out.size());
  NamedRuns all(p, cand, s.runs);
  std::string bad;
  int seen = 0;
  // The amount: across-only cells plus, down-only cells minus, at (some) assignments.
  REQUIRE(all.each(-1, 0, [&](const std::vector<int>& x) {
    int total = 0;
    for (VarId v : s.cells) total += named(s, p.across_run(v)) ? x[std::size_t(v)] : -x[std::size_t(v)];
    if (total != s.amount)
      bad = "amount " + std::to_string(s.amount) + " but an assignment makes " + std::to_string(total);
    return bad.empty() && ++seen < 50;
  }));
  if (!bad.empty()) return bad;
  for (const CellDigit& e : s.eliminate) {
    bool found = false;
    REQUIRE(all.each(e.var, e.digit, [&](const std::vector<int>&) { return !(found = true); }));
    if (found) return p.where(p.cell_of(e.var)) + "=" + std::to_string(e.digit) + " has an assignment";
  }
  return "";
}

// Candidates around a filling: its digit (dropped now and then, so that some states hold
// no solution) and each other digit with probability q.
Candidates random_candidates(const Solution& fill, std::mt19937& rng, double q) {
  std::uniform_real_distribution<double> u(0, 1);
  Candidates c(fill.digits.size());
  for (std::size_t v = 0; v < c.size(); ++v) {
    for (int d = 1; d <= 9; ++d)
      if (u(rng) < q) c[v].insert(d);
    if (u(rng) < 0.97) c[v].insert(fill.digits[v]);
    if (c[v].empty()) c[v].insert(fill.digits[v]);
  }
  return c;
}

create::RandomPuzzle small_puzzle(std::uint64_t seed, int lo, int hi) {
  create::RandomPuzzleOptions o;
  o.min_size = lo;
  o.max_size = hi;
  o.kind = create::RandomPuzzleKind::Solvable;
  return create::random_puzzle(seed, o);
}

void remove(const Step& s, Candidates& cand) {
  for (const CellDigit& e : s.eliminate) cand[std::size_t(e.var)].erase(e.digit);
}

}  // namespace

TEST_CASE("region sums: every elimination survives brute force over the named runs", "[explain][region]") {
  std::mt19937 rng(20240611);
  int steps = 0, sizes[11] = {};
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const create::RandomPuzzle g = small_puzzle(seed, 4, 10);
    const Puzzle& p = g.puzzle;
    for (double q : {0.15, 0.35, 0.6}) {
      Candidates cand = random_candidates(g.filling, rng, q);
      for (int k = 0; k < 12; ++k) {
        const std::optional<Step> s = find_region_sums(p, cand, all_runs(p), no_limit);
        if (!s) break;
        INFO(g.id << " q=" << q << " step " << k);
        REQUIRE(oracle(p, cand, *s) == "");
        ++steps;
        ++sizes[s->runs.size()];
        remove(*s, cand);
      }
    }
  }
  INFO("steps " << steps << ", by region size 2..10: " << sizes[2] << " " << sizes[3] << " " << sizes[4]
                << " " << sizes[5] << " " << sizes[6] << " " << sizes[7] << " " << sizes[8] << " " << sizes[9]
                << " " << sizes[10]);
  CHECK(steps > 2000);
  CHECK(sizes[4] + sizes[5] + sizes[6] + sizes[7] + sizes[8] + sizes[9] + sizes[10] > 100);
}

TEST_CASE("region sums: the oracle catches an unsound step", "[explain][region]") {
  // The innie of the two blocks, with 8 kept at (2,5) and 9 eliminated instead; and the
  // right step claiming distinct digits where the region does not name the shared run.
  const Drawn d = draw(kTwoBlocks);
  const Puzzle& p = d.p;
  const Candidates all(std::size_t(p.num_vars()), DigitSet::all());
  std::optional<Step> s = find_region_sums(p, all, all_runs(p), no_limit);
  REQUIRE(s);
  REQUIRE(oracle(p, all, *s) == "");
  Step wrong = *s;
  wrong.eliminate = all_but(all, s->cells.front(), {8});
  CHECK_THAT(oracle(p, all, wrong), Catch::Matchers::Contains("has an assignment"));
  wrong = *s;
  wrong.amount = 8;
  CHECK_THAT(oracle(p, all, wrong), Catch::Matchers::Contains("amount 8"));
  // The lower block's step, also eliminating 2 from column 5's cells (the filling has one).
  std::optional<Step> lower =
      find_region_sums(p, all, std::vector<RunId>{run_at(p, 3, 4, Direction::Across)}, no_limit);
  REQUIRE(lower);
  REQUIRE(oracle(p, all, *lower) == "");
  wrong = *lower;
  for (VarId v : wrong.cells) wrong.eliminate.push_back({v, 2});
  explain::detail::normalise(wrong.eliminate);
  CHECK_THAT(oracle(p, all, wrong), Catch::Matchers::Contains("=2 has an assignment"));
}

// ---- the search against every region of small puzzles ----

namespace {

struct Found {
  int size = 0;                      // runs in the smallest regions with an elimination (0: none)
  std::vector<std::uint32_t> masks;  // those regions
  std::vector<std::vector<CellDigit>> eliminations;
};

// Every region (a set of 2..10 runs, connected through open cells, one to three open cells
// sticking out) with an elimination by its arithmetic, the smallest ones; only regions
// with a run in `asked`.
Found every_region(const Puzzle& p, const Candidates& cand, std::uint32_t asked) {
  const int n = p.num_runs();
  auto open = [&](VarId v) { return cand[std::size_t(v)].size() != 1; };
  Found f;
  std::vector<char> member(static_cast<std::size_t>(n), 0);  // per run: in the region
  for (std::uint32_t m = 1; m < (1u << n); ++m) {
    const int size = std::popcount(m);
    if (size < 2 || size > 10 || !(m & asked) || (f.size && size > f.size)) continue;
    for (int r = 0; r < n; ++r) member[std::size_t(r)] = (m >> r) % 2 == 1;
    auto inside = [&](RunId r) { return member[std::size_t(r)] != 0; };
    // Connected through open cells: grow from one run of the region.
    std::vector<char> reached(std::size_t(n), 0);
    reached[std::size_t(std::countr_zero(m))] = 1;
    for (bool more = true; more;) {
      more = false;
      for (VarId v = 0; v < p.num_vars(); ++v) {
        const RunId a = p.across_run(v), d = p.down_run(v);
        if (open(v) && inside(a) && inside(d) && reached[std::size_t(a)] != reached[std::size_t(d)])
          reached[std::size_t(a)] = reached[std::size_t(d)] = 1, more = true;
      }
    }
    if (std::count(reached.begin(), reached.end(), 1) != size) continue;
    int amount = 0;
    for (RunId r = 0; r < n; ++r)
      if (inside(r)) amount += p.run(r).dir == Direction::Across ? p.run(r).sum : -p.run(r).sum;
    std::vector<VarId> cells;
    std::vector<int> sign;
    std::vector<RunId> run_in;  // per cell: its run in the region
    for (VarId v = 0; v < p.num_vars(); ++v) {
      const bool a = inside(p.across_run(v)), d = inside(p.down_run(v));
      if (a == d) continue;
      if (open(v)) {
        cells.push_back(v), sign.push_back(a ? 1 : -1), run_in.push_back(a ? p.across_run(v) : p.down_run(v));
      } else {
        amount -= (a ? 1 : -1) * cand[std::size_t(v)].min();
      }
    }
    if (cells.empty() || cells.size() > 3) continue;
    std::vector<DigitSet> keep(cells.size());
    std::vector<int> x(cells.size());
    auto go = [&](auto& self, std::size_t i) -> void {
      if (i == cells.size()) {
        int t = 0;
        for (std::size_t k = 0; k < i; ++k) t += sign[k] * x[k];
        if (t == amount)
          for (std::size_t k = 0; k < i; ++k) keep[k].insert(x[k]);
        return;
      }
      cand[std::size_t(cells[i])].for_each([&](int dg) {
        for (std::size_t k = 0; k < i; ++k)
          if (run_in[k] == run_in[i] && x[k] == dg) return;
        x[i] = dg;
        self(self, i + 1);
      });
    };
    go(go, 0);
    std::vector<CellDigit> e;
    for (std::size_t k = 0; k < cells.size(); ++k)
      (cand[std::size_t(cells[k])] - keep[k]).for_each([&](int dg) { e.push_back({cells[k], Digit(dg)}); });
    if (e.empty()) continue;
    if (f.size != size) f = Found{size, {}, {}};
    f.masks.push_back(m);
    f.eliminations.push_back(e);
  }
  return f;
}

}  // namespace

TEST_CASE("region sums: a smallest region with an elimination, whenever there is one", "[explain][region]") {
  std::mt19937 rng(7);
  int compared = 0, with_step = 0;
  for (std::uint64_t seed = 1; compared < 1000 && seed < 5000; ++seed) {
    const create::RandomPuzzle g = small_puzzle(seed, 3, 7);
    const Puzzle& p = g.puzzle;
    if (p.num_runs() < 4 || p.num_runs() > 14) continue;
    Candidates cand =
        random_candidates(g.filling, rng, std::uniform_real_distribution<double>(0.1, 0.6)(rng));
    for (int k = 0; k < 6; ++k) {
      // Half the time every run; else a few of them.
      std::vector<RunId> asked;
      std::uint32_t asked_mask = 0;
      for (RunId r = 0; r < p.num_runs(); ++r)
        if (k % 2 == 0 || rng() % 4 == 0) asked.push_back(r), asked_mask |= 1u << r;
      const Found f = every_region(p, cand, asked_mask);
      const std::optional<Step> s = find_region_sums(p, cand, asked, no_limit);
      INFO(g.id << " step " << k << ": smallest region " << f.size);
      REQUIRE(s.has_value() == (f.size > 0));
      ++compared;
      if (!s) break;
      ++with_step;
      std::uint32_t m = 0;
      for (RunId r : s->runs) m |= 1u << r;
      const auto at = std::find(f.masks.begin(), f.masks.end(), m);
      REQUIRE(at != f.masks.end());
      CHECK(s->eliminate == f.eliminations[std::size_t(at - f.masks.begin())]);
      remove(*s, cand);
    }
  }
  CHECK(compared >= 1000);
  CHECK(with_step > 500);
}
