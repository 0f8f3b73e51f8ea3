// Selftest's random puzzles (random_puzzle): deterministic, always structurally valid, many
// shapes, and what it claims about each kind holds (checked with the independent checker).
#include <catch2/catch.hpp>
#include <set>

#include "kakuro/checker.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"
#include "scale.hpp"

using namespace kakuro;

namespace {

void check_runs(const Puzzle& p) {
  for (const Run& r : p.runs()) {
    REQUIRE(!r.vars.empty());
    REQUIRE(r.vars.size() <= 9);
  }
  for (VarId v = 0; v < p.num_vars(); ++v) {
    REQUIRE(p.across_run(v) >= 0);
    REQUIRE(p.down_run(v) >= 0);
  }
}

// What the kind promises.
void check_kind(const create::RandomPuzzle& g) {
  REQUIRE(g.filling.digits.size() == std::size_t(g.puzzle.num_vars()));
  if (g.kind == create::RandomPuzzleKind::Perturbed) {
    CHECK(g.note.find("perturbed: ") != std::string::npos);
    return;
  }
  REQUIRE(is_solution(g.puzzle, g.filling));
  if (g.kind == create::RandomPuzzleKind::Multiple) {
    REQUIRE(g.second.has_value());
    REQUIRE(is_solution(g.puzzle, *g.second));
    REQUIRE(*g.second != g.filling);
  }
}

}  // namespace

TEST_CASE("random_puzzle is deterministic", "[random_puzzle]") {
  for (std::uint64_t seed : {0ull, 1ull, 42ull, 123456789ull, ~0ull}) {
    const create::RandomPuzzle a = create::random_puzzle(seed), b = create::random_puzzle(seed);
    CHECK(a.puzzle.same_grid(b.puzzle));
    CHECK(a.filling == b.filling);
    CHECK(a.note == b.note);
    CHECK(a.id == "gen-" + std::to_string(seed));
  }
  CHECK(!create::random_puzzle(1).puzzle.same_grid(create::random_puzzle(2).puzzle));
}

TEST_CASE("every random puzzle is valid, and kinds keep their promises", "[random_puzzle]") {
  std::set<std::pair<int, int>> shapes;
  std::set<create::RandomPuzzleKind> kinds;
  int with_givens = 0, single_runs = 0, non_square = 0;
  const int n = kakuro::test::scaled(4000);
  for (int seed = 0; seed < n; ++seed) {
    INFO("seed " << seed);
    const create::RandomPuzzle g = create::random_puzzle(std::uint64_t(seed));
    const Puzzle& p = g.puzzle;
    REQUIRE(p.rows() >= 3);
    REQUIRE(p.rows() <= 30);
    REQUIRE(p.cols() >= 3);
    REQUIRE(p.cols() <= 30);
    REQUIRE(p.num_vars() >= 1);
    check_runs(p);
    check_kind(g);
    shapes.insert({p.rows(), p.cols()});
    kinds.insert(g.kind);
    non_square += p.rows() != p.cols();
    with_givens += g.note.find("givens") != std::string::npos;
    for (const Run& r : p.runs()) single_runs += r.vars.size() == 1;
  }
  CHECK(kinds.size() == 3);
  CHECK(shapes.size() > std::size_t(n / 20));
  CHECK(non_square > n / 2);
  CHECK(with_givens > n / 10);
  CHECK(single_runs > 0);
}

TEST_CASE("random_puzzle options: kind and size", "[random_puzzle]") {
  create::RandomPuzzleOptions o;
  o.min_size = o.max_size = 7;
  for (create::RandomPuzzleKind k : {create::RandomPuzzleKind::Solvable, create::RandomPuzzleKind::Multiple,
                                     create::RandomPuzzleKind::Perturbed}) {
    o.kind = k;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
      const create::RandomPuzzle g = create::random_puzzle(seed, o);
      CHECK(g.puzzle.rows() == 7);
      CHECK(g.puzzle.cols() == 7);
      // A perturbed puzzle whose clues could not change is reported as solvable.
      CHECK((g.kind == k ||
             (k == create::RandomPuzzleKind::Perturbed && g.kind == create::RandomPuzzleKind::Solvable)));
      check_kind(g);
    }
  }
  o = {};
  o.max_size = 1;  // clamped to 3
  CHECK(create::random_puzzle(5, o).puzzle.rows() == 3);
  o.min_size = o.max_size = 200;
  const create::RandomPuzzle big = create::random_puzzle(9, o);
  CHECK(big.puzzle.rows() == 200);
  check_runs(big.puzzle);
  check_kind(big);
}

TEST_CASE("random puzzles round-trip through the grid format", "[random_puzzle]") {
  for (std::uint64_t seed = 0; seed < std::uint64_t(kakuro::test::scaled(200)); ++seed) {
    const create::RandomPuzzle g = create::random_puzzle(seed);
    WriteOptions w;
    w.id = g.id;
    const std::string text = write_puzzle(g.puzzle, Format::Grid, w);
    const ParseResult back = parse_puzzles(text, g.id, Format::Auto);
    INFO(text);
    REQUIRE(back.ok());
    REQUIRE(back.records.size() == 1);
    CHECK(back.records[0].id == g.id);
    CHECK(back.records[0].puzzle->same_grid(g.puzzle));
  }
}
