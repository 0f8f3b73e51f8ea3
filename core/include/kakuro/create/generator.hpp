// New puzzles with exactly one solution: a layout, a digit fill, clues from the fill, a
// proof of uniqueness by a backend; while a second solution exists the fill changes where
// the two differ (the clues follow) and the proof runs again; the layout changes only when
// that fails. The prover is a parameter: core names no concrete solver.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "kakuro/backend.hpp"
#include "kakuro/create/layout.hpp"
#include "kakuro/explain/rating.hpp"
#include "kakuro/puzzle.hpp"
#include "kakuro/solution.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::create {

struct GeneratorOptions {
  LayoutOptions layout;
  bool givens = false;  ///< settle a second solution with a given where fill changes do not
  std::optional<explain::Level> difficulty;  ///< keep trying until the rating is this level
  int max_tries = 200;                       ///< layouts (each with its fill changes) per puzzle
  int max_fill_changes = 0;                  ///< per layout; 0 = 50 + 4 x the white cells
  /// Tuning (docs/create.md), -1 = chosen per layout from the difficulty: the narrowing
  /// that decides when a fill is tight enough (0 simple, 1 basic, 2 exact per run), and how
  /// many cells it may leave undecided before a proof starts.
  int narrowing = -1;
  int open_cells = -1;
  double timeout_s = 0;  ///< per puzzle; 0 = none
  /// Stops the work from another thread: cancel() ends a proof in progress too (the
  /// prover's backend is attached to the token while it runs).
  CancelToken* cancel = nullptr;
  /// Optional: called on the generating thread as the work moves on, with the statistics so
  /// far and the phase entered: "layout" (a try starts), "fill" (fill changes, every 64),
  /// "proof" (a uniqueness proof), "rating". Often: a caller shows it at its own pace.
  std::function<void(const struct GenerateStats&, std::string_view phase)> progress;
};

/// NoLayout: no layout of this size and symmetry has runs of 2 to 9 (an impossible request,
/// such as 15x5 with mirror symmetry), not a matter of more tries.
enum class GenerateStatus { Ok, TriesExhausted, Limit, NoLayout };
std::string to_string(GenerateStatus s);

struct GenerateStats {
  int tries = 0;          ///< layouts tried
  int fill_changes = 0;   ///< fill changes over all tries
  int proofs = 0;         ///< uniqueness proofs run (of open parts and of whole puzzles)
  int parts_skipped = 0;  ///< open parts not proved again: the same cut-out was proved unique
  int givens = 0;         ///< givens added (--givens)
  int narrowing = -1;     ///< the last layout's narrowing (0 simple, 1 basic, 2 exact)
  int open_cells = 0;     ///< and the undecided cells it allowed before a proof
  double seconds = 0, prove_seconds = 0, rate_seconds = 0;
};

struct Generated {
  GenerateStatus status = GenerateStatus::Limit;
  std::string reason;  ///< when not Ok
  std::optional<Puzzle> puzzle;
  Solution solution;  ///< the one solution (the fill)
  std::optional<explain::Rating> rating;
  GenerateStats stats;
};

/// One puzzle from `seed`: the same seed, options and prover give the same puzzle on every
/// machine (unless a time limit cuts a proof short). Every puzzle returned was proved
/// unique by `prover` and its solution passed the checker.
Generated generate(std::uint64_t seed, const GeneratorOptions& opts, const BackendInfo& prover);

}  // namespace kakuro::create
