// The generate use case's pieces every frontend shares (kakuro generate, the Python module's
// generate()): the seed and id of puzzle i of a batch, and the checks of the generator's
// options, in one set of words. The record it writes is views/generate_output.hpp.
#pragma once

#include <cstdint>
#include <string>

#include "app/option_error.hpp"
#include "kakuro/create/generator.hpp"

namespace kakuro::app {

/// The seed create::generate() gets for puzzle `index` of a batch started with `seed`:
/// splitmix64 of the two, integer arithmetic only, so the same on every machine.
std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index);

/// "gen-RxC-seed-S-i".
std::string generated_id(int rows, int cols, std::uint64_t seed, std::uint64_t index);

/// A number as the messages write it ("%g": 0.1, 1e-05).
std::string number_text(double x);

/// The layout's size, symmetry ("point", "mirror" or "none") and density into `g`; throws
/// OptionError ("--symmetry", "--density") for an unknown symmetry, a density outside (0, 1]
/// or one below the lowest share the layouts of that size and symmetry reach.
void set_layout(create::GeneratorOptions& g, int rows, int cols, const std::string& symmetry, double density);
/// The level by name into `g`; throws OptionError ("--difficulty") for an unknown one.
void set_difficulty(create::GeneratorOptions& g, const std::string& level);

}  // namespace kakuro::app
