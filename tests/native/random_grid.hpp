// Small puzzles for the oracle tests: built from text rows, or random, with a brute-force
// solution enumerator that shares no code with the engine.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"

namespace kakuro::test {

/// A puzzle from rows of cells as in the corpus: "#", ".", "D\\A", "D\\", "\\A", or a digit
/// 1..9 for a white cell with that given. Fails the test when the grid is not valid.
Puzzle puzzle_from_rows(const std::vector<std::vector<std::string>>& rows);

/// A random valid puzzle of rows x cols (clue row and column included): white cells with
/// probability `white`, sums from a random filling; with `tamper`, one sum is changed
/// (the puzzle then usually has no solution).
Puzzle random_puzzle(std::mt19937& rng, int rows, int cols, double white, bool tamper);

/// Every solution, by plain backtracking; nothing when there are `cap` or more, or when
/// the search takes more than `max_steps` steps.
std::optional<std::vector<Solution>> brute_force_solutions(const Puzzle& p, std::size_t cap = 100000,
                                                           std::uint64_t max_steps = 3'000'000);

}  // namespace kakuro::test
