// kakuro_make_random_set: puzzles of random_puzzle() (core/include/kakuro/create/random_puzzle.hpp)
// as JSON lines with their filling as the solution, for a fixed benchmark set:
//   kakuro_make_random_set --first 1 --last 6 --min-size 60 --max-size 100 > bench/data/large_random.jsonl
#include <CLI/CLI.hpp>
#include <cstdint>
#include <iostream>
#include <string>
#include <utility>

#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"

int main(int argc, char** argv) {
  CLI::App app{"kakuro_make_random_set: random_puzzle() records as JSON lines"};
  std::uint64_t first = 1, last = 6;
  int min_size = 60, max_size = 100;
  app.add_option("--first", first, "first seed")->capture_default_str();
  app.add_option("--last", last, "last seed")->capture_default_str();
  app.add_option("--min-size", min_size, "smallest rows and columns")->capture_default_str();
  app.add_option("--max-size", max_size, "largest rows and columns")->capture_default_str();
  std::pair<double, double> black{0.0, 1.0};
  app.add_option(
      "--black", black,
      "LO HI: only the seeds whose layout was drawn with a black-cell chance in [LO, HI] (the note's "
      "\"% black\"; e.g. 0.18 0.22 for loose puzzles)");
  CLI11_PARSE(app, argc, argv);
  kakuro::create::RandomPuzzleOptions o;
  o.min_size = min_size;
  o.max_size = max_size;
  o.kind = kakuro::create::RandomPuzzleKind::Solvable;
  for (std::uint64_t seed = first; seed <= last; ++seed) {
    const kakuro::create::RandomPuzzle g = kakuro::create::random_puzzle(seed, o);
    if (g.black < black.first || g.black > black.second) continue;
    kakuro::WriteOptions w;
    w.id = g.id;
    w.solution = &g.filling;
    std::cout << kakuro::write_puzzle(g.puzzle, kakuro::Format::Jsonl, w);
  }
  return 0;
}
