#include "generate.hpp"

#include <cmath>
#include <cstdio>

namespace kakuro::app {

namespace {

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace

std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index) {
  return splitmix64(splitmix64(seed) ^ index);
}

std::string generated_id(int rows, int cols, std::uint64_t seed, std::uint64_t index) {
  return "gen-" + std::to_string(rows) + "x" + std::to_string(cols) + "-seed-" + std::to_string(seed) + "-" +
         std::to_string(index);
}

std::string number_text(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", x);
  return buf;
}

void set_layout(create::GeneratorOptions& g, int rows, int cols, const std::string& symmetry,
                double density) {
  g.layout.rows = rows;
  g.layout.cols = cols;
  const auto sym = create::symmetry_from_name(symmetry);
  if (!sym) throw OptionError("--symmetry", "unknown symmetry '" + symmetry + "' (point, mirror or none)");
  g.layout.symmetry = *sym;
  if (!(density > 0 && density <= 1))
    throw OptionError(
        "--density",
        number_text(density) + " is outside (0, 1]: the share of white cells inside the clue row and column");
  g.layout.density = density;
  // Below the lowest share the layouts reach, every value gives the same layouts: refused.
  if (density < create::kDefaultDensity) {
    const double lowest = std::ceil(create::lowest_density(g.layout) * 100) / 100;
    if (density < lowest)
      throw OptionError("--density", number_text(density) + " cannot be reached: layouts of " +
                                         std::to_string(rows) + "x" + std::to_string(cols) + " with " +
                                         (symmetry == "none" ? std::string("no") : symmetry) +
                                         " symmetry have white shares from " + number_text(lowest) + " to 1");
  }
}

void set_difficulty(create::GeneratorOptions& g, const std::string& level) {
  g.difficulty = explain::level_from_name(level);
  if (!g.difficulty)
    throw OptionError("--difficulty",
                      "unknown level '" + level + "' (easy, medium, hard, expert or extreme)");
}

}  // namespace kakuro::app
