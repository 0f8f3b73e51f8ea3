// Random puzzles for differential testing (`kakuro selftest`) and the tests: many shapes,
// densities and run lengths, deterministic from a seed. Not the generator of new puzzles
// for people (create/generator.hpp, `kakuro generate`): these make no promise of one
// solution, and some are made to have several or to be perturbed.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::create {

/// What random_puzzle() knows about a puzzle's solutions.
enum class RandomPuzzleKind {
  Solvable,   ///< clues derived from a random filling: at least one solution (the filling)
  Multiple,   ///< the filling holds a swappable 2x2 block: at least two solutions
  Perturbed,  ///< a solvable puzzle with clues changed: solvability unknown, solvers decide
};

std::string to_string(RandomPuzzleKind k);

struct RandomPuzzleOptions {
  int min_size = 3;                      ///< smallest rows and columns (clamped to 3..max_size)
  int max_size = 30;                     ///< largest rows and columns (clamped to min_size..1000)
  std::optional<RandomPuzzleKind> kind;  ///< nullopt: chosen from the seed
};

struct RandomPuzzle {
  Puzzle puzzle;
  RandomPuzzleKind kind = RandomPuzzleKind::Solvable;
  Solution filling;                ///< the digits the clues came from; a solution unless Perturbed
  std::optional<Solution> second;  ///< Multiple: a second solution (the filling, 2x2 block swapped)
  std::string id;                  ///< "gen-SEED"
  double black = 0;                ///< the chance of a black cell the layout was drawn with
                                   ///< (the note's "% black"; long runs are cut after it)
  std::string note;                ///< shape, black density, runs of one, givens, what was perturbed
};

/// A random puzzle. Contracts: the same (seed, options) gives the same puzzle on every
/// platform (own generator, no std distributions); rows and columns lie in
/// [min_size, max_size]; the result always passed build_puzzle(); runs are 1..9 cells
/// (runs of one cell only in some puzzles); some puzzles carry givens taken from the filling.
/// Perturbed: the across and down clues through one white cell change by the same amount
/// (so the across and down totals still agree), or, in some puzzles, a single clue changes.
RandomPuzzle random_puzzle(std::uint64_t seed, const RandomPuzzleOptions& opts = {});

}  // namespace kakuro::create
