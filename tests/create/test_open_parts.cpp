// The generator's proofs by open parts (core/src/create/open_parts.hpp, private): a puzzle
// is unique exactly when every part that exact narrowing leaves open is, checked against the
// repair tests' brute force on the whole puzzle; and layouts with twin runs of nine, which
// no fill makes unique, checked by exchanging the two runs' digits.
#include <catch2/catch.hpp>
#include <numeric>

#include "brute_force.hpp"
#include "create/clues.hpp"
#include "create/fill.hpp"
#include "create/open_parts.hpp"
#include "create/run_propagator.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/create/generator.hpp"
#include "kakuro/create/layout.hpp"
#include "kakuro/solve.hpp"
#include "repair_checks.hpp"

using namespace kakuro;

namespace {

Puzzle puzzle_of(const create::Layout& l, const std::vector<int>& digits) {
  Diagnostics d;
  auto p = build_puzzle(create::detail::clue_grid(l, digits), d);
  REQUIRE(p);
  return *p;
}

// A layout of `rows` x `cols` whose white cells are the listed strings' '.' (row 0 and
// column 0 are the clue row and column, written as '#').
create::Layout layout_of(const std::vector<std::string>& rows) {
  create::Layout l;
  l.rows = static_cast<int>(rows.size());
  l.cols = static_cast<int>(rows[0].size());
  for (const std::string& r : rows)
    for (char ch : r) l.white.push_back(ch == '.' ? 1 : 0);
  return l;
}

// A layout drawn from `seed` and a random fill of it drawn from `rng`.
std::pair<create::Layout, std::vector<int>> random_fill(std::uint64_t seed, const create::LayoutOptions& lo,
                                                        create::detail::SplitMix64& rng) {
  const auto l = create::make_layout(seed, lo);
  REQUIRE(l);
  std::vector<int> digits(l->white.size(), 0);
  REQUIRE(create::detail::fill_digits(l->rows, l->cols, l->white, rng, digits, 1'000'000));
  return {*l, digits};
}

// Whether every open part of the fill `digits` of layout `l` is unique (by native), with the
// parts checked on the way: they cover the undecided cells once each, and the fill solves
// each of them; `parts_made` gets their number.
bool parts_unique(const create::Layout& l, const std::vector<int>& digits, int& parts_made) {
  const create::internal::RunModel m(l);
  std::vector<int> fill(std::size_t(m.cells())), sums(std::size_t(m.runs()), 0);
  for (int c = 0; c < m.cells(); ++c) {
    fill[std::size_t(c)] = digits[std::size_t(m.grid_of[std::size_t(c)])];
    for (int r : m.run_of[std::size_t(c)]) sums[std::size_t(r)] += fill[std::size_t(c)];
  }
  create::internal::RunPropagator exact(m, create::internal::Strength::Exact);
  REQUIRE(exact.reset(sums));
  const auto parts =
      create::internal::open_parts(m, exact, fill, std::vector<char>(std::size_t(m.cells()), 0));
  parts_made = static_cast<int>(parts.size());
  std::vector<int> covered(std::size_t(m.cells()), 0);
  bool unique = true;
  for (const auto& part : parts) {
    std::vector<Digit> part_digits;
    for (VarId v = 0; v < part.puzzle.num_vars(); ++v) {
      const int c = part.cell_of_var[std::size_t(v)];
      part_digits.push_back(static_cast<Digit>(fill[std::size_t(c)]));
      if (!part.puzzle.given(v))
        ++covered[std::size_t(c)];
      else
        CHECK(part.puzzle.given(v) == fill[std::size_t(c)]);
    }
    CHECK(is_solution(part.puzzle, Solution{part_digits}));
    SolveRequest req;
    req.max_solutions = 2;
    const SolveReport r = solve_with(part.puzzle, test::backend("native"), req);
    REQUIRE(r.unique);
    unique = unique && *r.unique;
  }
  for (int c = 0; c < m.cells(); ++c)
    CHECK(covered[std::size_t(c)] == (create::internal::digit_count(exact.domain(c)) > 1 ? 1 : 0));
  return unique;
}

}  // namespace

TEST_CASE("a puzzle is unique exactly when each open part is", "[create][open-parts]") {
  int unique = 0, not_unique = 0, with_parts = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    INFO("seed " << seed);
    // A random fill (rarely unique) and a generated puzzle's solution (always unique).
    create::LayoutOptions lo;
    lo.rows = lo.cols = 6 + int(seed % 3);
    create::detail::SplitMix64 rng(seed);
    const auto [random_layout, random_digits] = random_fill(seed, lo, rng);
    create::GeneratorOptions o;
    o.layout = lo;
    const create::Generated g = create::generate(seed, o, test::backend("sat"));
    REQUIRE(g.puzzle);
    create::Layout generated{g.puzzle->rows(), g.puzzle->cols(), {}};
    std::vector<int> generated_digits;
    for (CellId id = 0; id < g.puzzle->rows() * g.puzzle->cols(); ++id) {
      const VarId v = g.puzzle->var_of(id);
      generated.white.push_back(v >= 0 ? 1 : 0);
      generated_digits.push_back(v >= 0 ? g.solution.digits[std::size_t(v)] : 0);
    }
    for (const auto& [l, digits] :
         {std::pair{random_layout, random_digits}, std::pair{generated, generated_digits}}) {
      int parts = 0;
      const bool by_parts = parts_unique(l, digits, parts);
      // The whole puzzle by the brute force, which shares no code with narrowing or backends.
      const Puzzle p = puzzle_of(l, digits);
      const auto count = test::brute_count(p, test::every_sum(p), 2);
      REQUIRE(count);
      CHECK((*count == 1) == by_parts);
      (*count == 1 ? unique : not_unique) += 1;
      with_parts += parts > 0 ? 1 : 0;
    }
  }
  // Both answers occurred, and open parts too (else the test shows nothing).
  CHECK(unique > 0);
  CHECK(not_unique > 0);
  CHECK(with_parts > 0);
}

TEST_CASE("twin runs of nine have a second solution whatever the fill", "[create][open-parts]") {
  // Rows 1 and 2 are runs of nine over the same columns; each column's down run holds both.
  const create::Layout twin = layout_of({"##########", "#.........", "#.........", "##########"});
  CHECK(create::has_twin_nines(twin));
  std::vector<int> digits(twin.white.size(), 0);
  for (int c = 1; c <= 9; ++c) {
    digits[twin.at(1, c)] = c;
    digits[twin.at(2, c)] = c % 9 + 1;
  }
  const Puzzle p = puzzle_of(twin, digits);
  // The rows exchanged: another solution of the same clues.
  std::vector<int> swapped = digits;
  for (int c = 1; c <= 9; ++c) std::swap(swapped[twin.at(1, c)], swapped[twin.at(2, c)]);
  CHECK(is_solution(p, solution_from_grid(p, swapped)));
  CHECK(solution_from_grid(p, swapped) != solution_from_grid(p, digits));
  // The same along columns (the layout transposed), and four runs of nine stacked.
  create::Layout down;
  down.rows = twin.cols, down.cols = twin.rows;
  for (int r = 0; r < down.rows; ++r)
    for (int c = 0; c < down.cols; ++c) down.white.push_back(twin.white[twin.at(c, r)]);
  CHECK(create::has_twin_nines(down));
  CHECK(create::has_twin_nines(
      layout_of({"##########", "#.........", "#.........", "#.........", "#.........", "##########"})));
  // Not twins: one column's down run broken between the rows, a run of eight, runs shifted.
  CHECK_FALSE(create::has_twin_nines(
      layout_of({"##########", "#.........", "#....#...#", "#.........", "##########"})));
  CHECK_FALSE(create::has_twin_nines(layout_of({"#########", "#........", "#........", "#########"})));
  CHECK_FALSE(create::has_twin_nines(
      layout_of({"###########", "#.........#", "#..........", "##.........", "###########"})));
}

TEST_CASE("update() after fill changes keeps the fill and is never wider than narrowing from scratch",
          "[create][open-parts]") {
  // Every fixpoint of the runs' narrowing lies inside the greatest one, which reset() finds;
  // update() narrows to some fixpoint from domains that hold the fill. So its domains are
  // subsets of reset()'s, and hold the fill's digits.
  int changed_runs = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    INFO("seed " << seed);
    create::LayoutOptions lo;
    lo.rows = lo.cols = 12 + int(seed % 5);
    create::detail::SplitMix64 rng(seed);
    const auto [l, digits] = random_fill(seed, lo, rng);
    const create::internal::RunModel m(l);
    std::vector<int> fill(std::size_t(m.cells()));
    for (int c = 0; c < m.cells(); ++c) fill[std::size_t(c)] = digits[std::size_t(m.grid_of[std::size_t(c)])];
    const auto sums_of = [&] {
      std::vector<int> sums(std::size_t(m.runs()), 0);
      for (int c = 0; c < m.cells(); ++c)
        for (int r : m.run_of[std::size_t(c)]) sums[std::size_t(r)] += fill[std::size_t(c)];
      return sums;
    };
    create::internal::RunPropagator estimate(m, create::internal::Strength::Exact);
    REQUIRE(estimate.reset(sums_of()));
    for (int round = 0; round < 10; ++round) {
      // A few cells get a digit their two runs do not hold yet.
      for (int k = 0; k < 3; ++k) {
        const int c = int(rng.next() % std::uint64_t(m.cells()));
        unsigned used = 0;
        for (int r : m.run_of[std::size_t(c)])
          for (int i = m.run_begin[std::size_t(r)]; i < m.run_begin[std::size_t(r) + 1]; ++i)
            used |= 1u << fill[std::size_t(m.run_cells[std::size_t(i)])];
        for (int d = 1 + int(rng.next() % 9), tried = 0; tried < 9; d = d % 9 + 1, ++tried)
          if (!(used >> d & 1u)) {
            fill[std::size_t(c)] = d;
            break;
          }
      }
      const std::vector<int> sums = sums_of();
      for (int r = 0; r < m.runs(); ++r) changed_runs += estimate.sum(r) != sums[std::size_t(r)] ? 1 : 0;
      REQUIRE(estimate.update(sums, 2));
      estimate.commit();
      create::internal::RunPropagator exact(m, create::internal::Strength::Exact);
      REQUIRE(exact.reset(sums));
      for (int r = 0; r < m.runs(); ++r) CHECK(estimate.sum(r) == sums[std::size_t(r)]);
      for (int c = 0; c < m.cells(); ++c) {
        const std::uint16_t e = estimate.domain(c), x = exact.domain(c);
        CHECK((e & ~x) == 0);                                // never wider
        CHECK((e >> (fill[std::size_t(c)] - 1) & 1u) == 1);  // the fill kept
      }
    }
  }
  CHECK(changed_runs > 100);  // sums did change (runs counted over all rounds)
}
