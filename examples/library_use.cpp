// Using the kakuro library directly: parse a puzzle, preprocess it, pick a backend by
// name, and prove uniqueness by blocking the first solution and solving again.
//   library_use PUZZLE_FILE [BACKEND]
#include <iostream>

#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/preprocess.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: library_use PUZZLE_FILE [BACKEND]\n";
    return 2;
  }
  const std::string backend_name = argc > 2 ? argv[2] : "native";

  // 1. Parse: any format, detected from the content. Problems come back as diagnostics.
  kakuro::ParseResult parsed = kakuro::read_puzzles(argv[1]);
  for (const auto& d : parsed.diags.items()) std::cerr << d.str() << "\n";
  if (parsed.records.empty() || !parsed.records.front().puzzle) {
    for (const auto& rec : parsed.records)
      for (const auto& d : rec.diags.items()) std::cerr << d.str() << "\n";
    return 2;
  }
  const kakuro::Puzzle& puzzle = *parsed.records.front().puzzle;

  // 2. Preprocess: bound pruning gives each white cell its candidate digits.
  const kakuro::PreprocessResult pre = kakuro::preprocess(puzzle);
  std::cout << puzzle.rows() << "x" << puzzle.cols() << ", " << puzzle.num_vars() << " white cells, "
            << pre.stats.cells_fixed << " fixed by preprocessing\n";
  if (pre.infeasible) {
    std::cout << "no solution: " << pre.reason << "\n";
    return 1;
  }

  // 3. Pick a backend from the registry and solve.
  const kakuro::BackendInfo* info = kakuro::registered_backends().find(backend_name);
  if (!info || !info->available) {
    std::cerr << "no backend " << backend_name << "\n";
    return 2;
  }
  auto backend = info->create(puzzle, pre.domains, kakuro::SolverOptions{});
  kakuro::Limits limits;
  limits.timeout_s = 10;
  const kakuro::SolveResult first = backend->solve(limits);
  if (first.status != kakuro::SolveStatus::Solved) {
    std::cout << kakuro::to_string(first.status) << "\n";
    return first.status == kakuro::SolveStatus::NoSolution ? 1 : 3;
  }
  // Never trust a backend: the independent checker re-checks the answer.
  if (!kakuro::is_solution(puzzle, first.solution)) {
    std::cerr << "backend returned a wrong solution\n";
    return 1;
  }

  // 4. Uniqueness: block this solution and solve again.
  backend->block(first.solution);
  const kakuro::SolveResult second = backend->solve(limits);
  for (const auto& row : kakuro::solution_grid(puzzle, first.solution)) {
    for (int d : row) std::cout << (d ? char('0' + d) : '.');
    std::cout << "\n";
  }
  if (second.status == kakuro::SolveStatus::NoSolution) {
    std::cout << "unique (" << backend->stats().nodes << " search nodes)\n";
    return 0;
  }
  std::cout << (second.status == kakuro::SolveStatus::Solved ? "not unique\n" : "unknown: limit reached\n");
  return second.status == kakuro::SolveStatus::Solved ? 1 : 3;
}
