#include "limit_helpers.hpp"

#include <unistd.h>

#include <chrono>
#include <fstream>

#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"
#include "scale.hpp"
#include "test_paths.hpp"

namespace kakuro::test {

std::string temp_file(const std::string& tag) {
  static int counter = 0;
  return "/tmp/kakuro_limits_" + std::to_string(::getpid()) + "_" + std::to_string(counter++) + "_" + tag;
}

std::string write_temp(const std::string& tag, const std::string& text) {
  std::string path = temp_file(tag);
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

std::string hard(const std::string& name) { return data_dir() + "/hard/" + name; }

std::string hard_generated_jsonl(const std::vector<std::uint64_t>& seeds) {
  std::string text;
  create::RandomPuzzleOptions o;
  o.min_size = 100;
  o.max_size = 200;
  o.kind = create::RandomPuzzleKind::Solvable;
  for (std::uint64_t seed : seeds) {
    const create::RandomPuzzle g = create::random_puzzle(seed, o);
    WriteOptions w;
    w.id = g.id;
    text += write_puzzle(g.puzzle, Format::Jsonl, w);
  }
  return text;
}

std::string blocks(int k) {
  std::string rows[3];
  for (int b = 0; b < k; ++b) {
    rows[0] += "#  3\\ 3\\ ";
    rows[1] += "\\3 .  .  ";
    rows[2] += "\\3 .  .  ";
  }
  return rows[0] + "\n" + rows[1] + "\n" + rows[2] + "\n";
}

std::string open_block(int n, int sum) {
  const std::string clue = std::to_string(sum);
  std::string text = "#";
  for (int c = 0; c < n; ++c) text += " " + clue + "\\";
  for (int r = 0; r < n; ++r) {
    text += "\n\\" + clue;
    for (int c = 0; c < n; ++c) text += " .";
  }
  return text + "\n";
}

Timed timed_kakuro(const std::string& args) {
  const auto start = std::chrono::steady_clock::now();
  Timed t;
  t.result = run_kakuro(args);
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

double slack(double seconds) { return sanitized() ? 5 * seconds : seconds; }

}  // namespace kakuro::test
