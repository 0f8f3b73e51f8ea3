// Helpers for the SAT backend tests: small random puzzles, a brute-force enumerator, a naive
// unit propagator and a per-run GAC oracle. None of them share code with the backend.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "kakuro/preprocess.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"
#include "sat/cnf.hpp"

namespace kakuro::sat_test {

/// A 2x2 puzzle with one solution, in the grid format.
inline const std::vector<std::string> kUniqueRows = {"#   3\\  12\\", "\\4  .  .", "\\11 .  ."};
/// Six solutions: the first row is {1,2,3} in any order, the second 10 minus it.
inline const std::vector<std::string> kSixSolutionRows = {"#   10\\ 10\\ 10\\", "\\6  .   .   .",
                                                          "\\24 .   .   ."};

/// A random valid puzzle of rows x cols (clue row and column included, so runs are at most
/// cols - 1 long): white cells with probability `white`, sums from a random filling; with
/// `tamper`, one clue is moved by one (then usually unsolvable).
Puzzle random_puzzle(std::mt19937& rng, int rows, int cols, double white, bool tamper);

/// Every solution by plain backtracking, sorted by digits; nothing when more than `cap`.
std::optional<std::vector<Solution>> brute_force(const Puzzle& p, std::size_t cap = 20000);

/// Digits 1..9 for every cell (the given alone where there is one).
Domains full_domains(const Puzzle& p);

/// Unit propagation over the clauses of `cnf` from `value` (per variable 1 true, -1 false,
/// 0 open, index 0 unused) to a fixpoint; false on a conflict.
bool unit_propagate(const detail::Cnf& cnf, std::vector<int>& value);

/// Per-run generalised arc consistency to a fixpoint, by enumerating each run's completions;
/// false when a domain empties.
bool gac_fixpoint(const Puzzle& p, Domains& d);

/// Sorted copies compare equal when the solution sets are equal.
void sort_solutions(std::vector<Solution>& s);

/// A puzzle from a record of a .jsonl file given by path and id (for regression tests).
std::optional<Puzzle> puzzle_from_file(const std::string& path, const std::string& id);

}  // namespace kakuro::sat_test
