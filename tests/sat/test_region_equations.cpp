// Region equations: each one holds at every solution, on parts small enough for exact
// minimum cuts and on parts larger than the flow's ball; and the search stops when asked.
#include <catch2/catch.hpp>

#include "kakuro/create/random_puzzle.hpp"
#include "sat/encoding.hpp"
#include "sat/region_equations.hpp"

using namespace kakuro;

namespace {

int value_of(const detail::RegionEquation& e, const Solution& s) {
  int sum = 0;
  for (VarId v : e.plus) sum += s.digits[std::size_t(v)];
  for (VarId v : e.minus) sum -= s.digits[std::size_t(v)];
  return sum;
}

create::RandomPuzzle solvable(std::uint64_t seed, int min_size, int max_size) {
  create::RandomPuzzleOptions o;
  o.min_size = min_size;
  o.max_size = max_size;
  o.kind = create::RandomPuzzleKind::Solvable;
  return create::random_puzzle(seed, o);
}

}  // namespace

TEST_CASE("region equations hold at the solution, small and large parts", "[sat][region]") {
  // 8..12: one part of a few dozen runs, exact Gusfield; 100..140: thousands of runs, more
  // than the 1024-run ball.
  for (const auto& [seed, lo, hi] :
       {std::tuple{11u, 8, 12}, {12u, 8, 12}, {13u, 100, 140}, {14u, 100, 140}}) {
    const create::RandomPuzzle g = solvable(seed, lo, hi);
    INFO(g.id << " " << g.note);
    const auto equations = detail::region_equations(g.puzzle, detail::kRegionCells);
    CHECK(equations.size() > (hi > 100 ? 10u : 0u));  // never holds on nothing
    for (const auto& e : equations) {
      CHECK(e.plus.size() + e.minus.size() <= std::size_t(detail::kRegionCells));
      CHECK(value_of(e, g.filling) == e.constant);
    }
  }
}

TEST_CASE("region equations: the search and the encoding stop when asked", "[sat][region]") {
  const create::RandomPuzzle g = solvable(13, 100, 140);
  int polls = 0;
  const auto equations =
      detail::region_equations(g.puzzle, detail::kRegionCells, [&] { return ++polls > 5; });
  CHECK(polls == 6);  // asked before each flow, stopped at the sixth
  const auto all = detail::region_equations(g.puzzle, detail::kRegionCells);
  CHECK(equations.size() < all.size());
  Domains d(std::size_t(g.puzzle.num_vars()), DigitSet::all());
  CHECK_FALSE(
      detail::encode(g.puzzle, d, detail::encoding_spec("selector"), [] { return true; }).has_value());
  CHECK(detail::encode(g.puzzle, d, detail::encoding_spec("selector"), [] { return false; }).has_value());
}
