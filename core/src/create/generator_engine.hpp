// The generator's engine (generator.cpp drives it): one object per generate() call that
// holds the random stream, the statistics and the current layout's fill. Its parts sit in
// files of their own: the loop over a layout's phases (generator.cpp), the part proofs
// (generator_parts.cpp) and the fill changes (generator_fill.cpp). docs/create.md describes
// the method.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "fill.hpp"
#include "kakuro/create/generator.hpp"
#include "kakuro/solve.hpp"
#include "run_propagator.hpp"

namespace kakuro::create::detail {

using Clock = std::chrono::steady_clock;

// Fill changes without a new low in the candidates before the open parts are proved
// anyway. Once 300 + cells / 10, when a proof was of the whole puzzle; a round of part
// proofs costs little more than narrowing the grid once, so 300 at every size.
constexpr int kStall = 300;

// Fill changes at the steps that made a puzzle harder than asked, per layout, before the
// next layout is tried.
constexpr int kLevelChanges = 30;

// Grids of more white cells than this narrow from scratch only every cells / 64 changes:
// below it, every 64 changes and before every proof.
constexpr int kLargeGrid = 4096;

// Rounds in a row with an ambiguous part at a cell that differed the round before, after
// which a layout is given up.
constexpr int kStuckRounds = 200;

// The first bound of a part proof, in search nodes (or conflicts).
constexpr std::uint64_t kPartNodes = 20000;

// What a phase of a layout's loop leads to: the next phase, the loop again (from the
// tightening), a puzzle accepted, or the layout given up (out_ says whether by a limit).
enum class Phase { Next, Again, Done, GiveUp };

// The state of one layout's part proofs: the cut-outs proved unique (as bytes), the
// proofs stopped by their bound, the cells where parts differed in the last round, and the
// rounds in a row that shared such a cell with the round before.
struct PartState {
  std::unordered_set<std::string> proved;
  int bounded = 0;
  std::vector<char> last_differ;
  int stuck = 0;
};

// One layout's work: its runs, its fill's narrowing, the givens and the changes made.
struct LayoutWork {
  LayoutWork(const Layout& layout, internal::RunModel model, internal::Strength strength)
      : l(layout), m(std::move(model)), prop(m, strength), exact(m, internal::Strength::Exact) {}
  const Layout& l;
  std::vector<int> digits;  // per grid cell, 0 off the white cells
  // The cells shown as givens. A given shows the fill's digit at the time of each proof:
  // the fill may still change at that cell afterwards, and a given that kept an old digit
  // would contradict the clues (no solution) or select another solution than the fill.
  std::vector<char> given;
  const internal::RunModel m;
  internal::RunPropagator prop;
  // Exact narrowing of the fill when `prop` is weaker: the open parts are cut where it
  // leaves cells undecided.
  internal::RunPropagator exact;
  PartState parts;
  int changes = 0, max_changes = 0;
  // `changes` when prop and exact were last narrowed from scratch (see Generator::narrow).
  int prop_exact_at = 0, exact_at = -1;
  int level_changes = 0;  // fill changes made because the rating was too high
};

class Generator {
 public:
  Generator(std::uint64_t seed, const GeneratorOptions& o, const BackendInfo& prover)
      : seed_(seed), o_(o), prover_(prover), rng_(seed ^ 0x46494C4C5321ull), start_(Clock::now()) {
    out_.status = GenerateStatus::TriesExhausted;
  }
  Generated run();

 private:
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  bool out_of_time() const {
    return (o_.timeout_s > 0 && elapsed() >= o_.timeout_s) || (o_.cancel && o_.cancel->cancelled());
  }
  Generated fail(GenerateStatus s, std::string why);
  Generated finish();
  bool limit(std::string why);

  // generator.cpp: a layout's loop and its phases.
  bool try_layout(const Layout& l);
  std::unique_ptr<LayoutWork> start_layout(const Layout& l);
  Phase tighten(LayoutWork& w);
  void narrow(const LayoutWork& w, internal::RunPropagator& prop, int& exact_at) const;
  Phase prove_open_parts(LayoutWork& w);
  Phase prove_whole(LayoutWork& w);
  bool accept(const Puzzle& p, const Solution& fill, std::vector<int>& too_hard);
  SolveReport prove(const Puzzle& p, std::uint64_t bound = 0);

  // generator_parts.cpp: proofs of the parts narrowing leaves open.
  bool prove_parts(const internal::RunModel& m, const internal::RunPropagator& narrowed,
                   const std::vector<char>& given, PartState& st, std::vector<std::vector<int>>& differs);
  bool settle_parts(LayoutWork& w, const std::vector<std::vector<int>>& differs);

  // generator_fill.cpp: the fill, its changes and the narrowing chosen per layout.
  void pick_targets(int cells);
  bool tighten_step(const internal::RunModel& m, internal::RunPropagator& prop,
                    const std::vector<int>& among);
  bool change_at(LayoutWork& w, const std::vector<int>& differ);
  int random_change(const internal::RunModel& m, internal::RunPropagator& prop,
                    const std::vector<int>& cells);
  static std::vector<int> around(const internal::RunModel& m, const std::vector<int>& cells);
  std::vector<int> sums_of(const internal::RunModel& m) const;

  std::uint64_t seed_;
  const GeneratorOptions& o_;
  const BackendInfo& prover_;
  SplitMix64 rng_;
  Clock::time_point start_;
  Generated out_;
  std::vector<int> fill_;  // the digit of each white cell (RunModel numbering)
  internal::Strength strength_ = internal::Strength::Exact;  // this layout's narrowing
  int open_ = 0;  // and the undecided cells it may leave before a proof
};

}  // namespace kakuro::create::detail
