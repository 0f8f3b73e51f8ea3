// The CNF encodings of a puzzle (docs/encoding.md describes them with their sizes).
//
// Shared by all: one variable per (white cell, candidate digit) left by preprocessing,
// exactly one per cell. Per run, one of:
//  - selector: "run uses digit d" variables, at most one cell per digit, and one selector
//    per digit combination still placeable in the run, exactly one selected, each forcing
//    the used digits to equal its combination;
//  - mdd: a decision diagram over the run's cells whose states are the sets of digits placed
//    so far, encoded so that unit propagation achieves generalised arc consistency on the
//    run (sum and distinct digits together).
// Plus, unless switched off, region equations (region_equations.hpp) as decision diagrams
// over their cells' partial sums.
//
// Names: "selector" (the default) and "mdd", both with region equations of up to
// kRegionCells cells; "plain" (selector runs, no region equations: the textbook encoding,
// for comparison).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cnf.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/puzzle.hpp"

namespace kakuro::detail {

enum class RunEncoding { Selector, Mdd };

/// Region equations with at most this many cells (measured: docs/encoding.md).
constexpr int kRegionCells = 6;

struct EncodingSpec {
  RunEncoding runs = RunEncoding::Selector;
  /// Region equations of at most this many cells; 0: only the per-part totals check;
  /// negative: none.
  int region_cells = kRegionCells;
};

/// The encoding names, the default first.
const std::vector<std::string>& encoding_names();
/// True for a known name or "" (the default).
bool is_encoding(const std::string& name);
/// The name `name` stands for ("" is the default).
std::string resolve_encoding(const std::string& name);
/// The spec of a name that satisfies is_encoding().
EncodingSpec encoding_spec(const std::string& name);

/// Encodes `p` restricted to `domains` (per VarId; missing or short: all digits, or the
/// given). Deterministic: the same inputs give the same numbering.
Cnf encode(const Puzzle& p, const Domains& domains, const EncodingSpec& spec);
/// Polled while encoding (between runs, region cuts and region equations); true stops the work.
using StopFn = std::function<bool()>;
/// encode() that gives up, returning nothing, as soon as `stop` returns true.
std::optional<Cnf> encode(const Puzzle& p, const Domains& domains, const EncodingSpec& spec,
                          const StopFn& stop);
/// encode() with encoding_spec(name); `name` must satisfy is_encoding().
Cnf encode(const Puzzle& p, const Domains& domains, const std::string& name);

/// The digit combinations of run `r` that can still be placed in its cells (each cell gets
/// a distinct digit of the combination among its candidates in `cnf`).
std::vector<std::uint16_t> placeable_combinations(const Puzzle& p, const Cnf& cnf, RunId r);

/// Candidate digits of v according to the cell literals of `cnf`.
DigitSet candidates(const Cnf& cnf, VarId v);

void encode_run_selector(Cnf& cnf, const Puzzle& p, RunId r, const std::vector<std::uint16_t>& combos);
void encode_run_mdd(Cnf& cnf, const Puzzle& p, RunId r, const std::vector<std::uint16_t>& combos);

}  // namespace kakuro::detail
