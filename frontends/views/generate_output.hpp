// What kakuro generate writes for one puzzle: the corpus record (jsonl, with the
// generator's meta), or the puzzle in any writable format. The id and seed of puzzle i are
// the use case's (app/generate.hpp).
#pragma once

#include <cstdint>
#include <string>

#include "kakuro/create/generator.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::views {

/// Everything the record says about how a puzzle was made.
struct GeneratedInfo {
  std::string id;
  std::uint64_t seed = 0, index = 0;
  const create::GeneratorOptions* options = nullptr;
  std::string prover;       ///< the backend that proved it unique
  std::string verified_by;  ///< the backend that re-proved it (--verify); "" when none
};

/// One JSON line in the corpus record schema (id, rows, cols, grid, givens when any,
/// solution) with meta: uniqueness, seed, index, generator_seed, options, rating, tries,
/// fill_changes, proofs, givens_added, prover, verified_by. Nothing in it depends on time
/// or threads, so the same seed and options give the same bytes.
std::string generated_record(const create::Generated& g, const GeneratedInfo& info);

/// The puzzle in `to` (not jsonl: that is generated_record()), with its solution where the
/// format has a solved form and `with_solution` is set.
std::string generated_text(const create::Generated& g, const std::string& id, Format to, bool with_solution);

}  // namespace kakuro::views
