// The generator's loop over parts that exist on their own: a layout (layout.cpp), a random
// fill (fill.hpp, shared with selftest's random puzzles), clues from the fill (clues.hpp), fill
// changes that tighten the clues as measured by per-run narrowing (run_propagator.hpp), the
// prover (any backend through solve_with), a fill change where a second solution differs,
// and the explain engine's rating. This file is the loop and its phases; the part proofs and
// the fill changes are in generator_parts.cpp and generator_fill.cpp. docs/create.md
// describes the method.
#include "kakuro/create/generator.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "clues.hpp"
#include "generator_engine.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/solve.hpp"
#include "kakuro/verdict.hpp"

namespace kakuro::create {

std::string to_string(GenerateStatus s) {
  switch (s) {
    case GenerateStatus::Ok:
      return "ok";
    case GenerateStatus::TriesExhausted:
      return "tries";
    case GenerateStatus::Limit:
      return "limit";
    case GenerateStatus::NoLayout:
      return "no-layout";
  }
  return "?";
}

namespace detail {

namespace {

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// The puzzle whose clues are the sums of `digits` (per grid cell, 0 off the white cells)
// over the layout's runs; the cells marked in `given` (per grid cell) are pre-filled with
// their digit of `digits`.
Puzzle puzzle_from(const Layout& l, const std::vector<int>& digits, const std::vector<char>& given) {
  RawGrid g = clue_grid(l, digits);
  for (std::size_t i = 0; i < given.size(); ++i)
    if (given[i] && l.white[i]) g.cells[i].given = static_cast<Digit>(digits[i]);
  Diagnostics d;
  auto p = build_puzzle(g, d);
  // A layout with runs of 2..9 and a fill with distinct digits per run always builds.
  if (!p) throw std::logic_error("generator: a layout and fill that do not build a puzzle");
  return std::move(*p);
}

}  // namespace

Generated Generator::run() {
  for (int t = 0; t < o_.max_tries; ++t) {
    ++out_.stats.tries;
    if (o_.progress) o_.progress(out_.stats, "layout");
    LayoutOptions lo = o_.layout;
    auto layout = make_layout(seed_ * 1000003ull + std::uint64_t(t), lo, [this] { return out_of_time(); });
    if (!layout && out_of_time()) {  // stopped while the layout was made
      limit("time limit reached");
      return finish();
    }
    if (!layout)
      return fail(GenerateStatus::NoLayout, "no layout of this size and symmetry has runs of 2 to 9");
    if (has_twin_nines(*layout)) continue;  // never unique, whatever the fill
    if (try_layout(*layout)) return finish();
    if (out_.status == GenerateStatus::Limit) return finish();
  }
  return fail(GenerateStatus::TriesExhausted,
              "no puzzle " +
                  std::string(o_.difficulty ? "of level " + explain::to_string(*o_.difficulty) + " " : "") +
                  "in " + std::to_string(o_.max_tries) + " tries");
}

Generated Generator::fail(GenerateStatus s, std::string why) {
  out_.status = s;
  out_.reason = std::move(why);
  out_.puzzle.reset();
  return finish();
}

Generated Generator::finish() {
  out_.stats.seconds = elapsed();
  return std::move(out_);
}

bool Generator::limit(std::string why) {
  out_.status = GenerateStatus::Limit;
  out_.reason = std::move(why);
  return false;
}

// Fill, tighten, prove; while a second solution exists, change the fill where the two
// differ and prove again. True with out_ set when a unique puzzle of the asked level came
// out; false when this layout should be given up.
bool Generator::try_layout(const Layout& l) {
  const std::unique_ptr<LayoutWork> w = start_layout(l);
  if (!w) return false;
  for (;;) {
    Phase p = tighten(*w);
    if (p == Phase::Next) p = prove_open_parts(*w);
    if (p == Phase::Next) p = prove_whole(*w);
    if (p != Phase::Again) return p == Phase::Done;
  }
}

// A random fill of the layout, the narrowing chosen for it, and its clues narrowed; null
// when no fill was found.
std::unique_ptr<LayoutWork> Generator::start_layout(const Layout& l) {
  const std::size_t n = l.white.size();
  std::vector<int> digits(n, 0);
  const long budget = 200000 + 50 * long(n);
  // Stopped while filling: null with out_ saying so (a limit), as when no fill was found.
  if (!fill_digits(l.rows, l.cols, l.white, rng_, digits, budget, [this] { return out_of_time(); })) {
    if (out_of_time()) limit("time limit reached");
    return nullptr;
  }
  internal::RunModel m(l);
  pick_targets(m.cells());
  auto w = std::make_unique<LayoutWork>(l, std::move(m), strength_);
  w->digits = std::move(digits);
  w->given.assign(n, 0);
  fill_.assign(std::size_t(w->m.cells()), 0);
  for (int c = 0; c < w->m.cells(); ++c)
    fill_[std::size_t(c)] = w->digits[std::size_t(w->m.grid_of[std::size_t(c)])];
  if (!w->prop.reset(sums_of(w->m)))
    throw std::logic_error("generator: a fill that is not a solution of its clues");
  w->prop.commit();
  // Simple narrowing decides less per change than the others: four times the changes
  // (at 24x24 easy, 73 layouts for one puzzle of seed 2 with the same limit, measured).
  w->max_changes = o_.max_fill_changes > 0                   ? o_.max_fill_changes
                   : strength_ == internal::Strength::Simple ? 4 * (50 + 4 * w->m.cells())
                                                             : 50 + 4 * w->m.cells();
  w->parts.last_differ.assign(std::size_t(w->m.cells()), 0);
  return w;
}

// Tighten: fill changes at undecided cells that leave fewer candidates, until few enough
// cells are open (proofs start once exact narrowing leaves at most open_ cells undecided: 0
// gives puzzles that narrowing alone solves; more leaves work for the harder techniques), or
// the candidates have not reached a new low for a while (then the prover shows where the
// fill is still ambiguous). Again while a fresh exact narrowing still finds a new low.
Phase Generator::tighten(LayoutWork& w) {
  if (out_of_time()) return limit("time limit reached"), Phase::GiveUp;
  internal::RunPropagator& prop = w.prop;
  long low = prop.slack();
  const int stall = kStall, reset_every = std::max(64, w.m.cells() / 64);
  for (int since_low = 0; prop.open_cells() > open_ && w.changes < w.max_changes && since_low < stall;
       ++since_low) {
    if (prop.slack() < low) low = prop.slack(), since_low = 0;
    ++w.changes;
    if ((w.changes & 63) == 0 && o_.progress) o_.progress(out_.stats, "fill");
    if (!tighten_step(w.m, prop, {})) break;
    // The estimate drifts below the truth: narrow exactly now and then, every 64 changes,
    // and on large grids as often per cell (a reset narrows every cell).
    if (w.changes % reset_every == 0) {
      prop.reset(sums_of(w.m));
      prop.commit();
      w.prop_exact_at = w.changes;
    }
    if ((w.changes & 63) == 0 && out_of_time()) return limit("time limit reached"), Phase::GiveUp;
  }
  // The estimate can be narrower than the truth: narrow exactly before a proof.
  narrow(w, prop, w.prop_exact_at);
  if (prop.open_cells() > open_ && w.changes < w.max_changes && prop.slack() < low) return Phase::Again;
  return Phase::Next;
}

// Narrows `prop` to the fill's clues before a proof: exactly, from scratch, on grids of up to
// kLargeGrid white cells, and on larger ones when cells / 64 changes were made since the
// last time (`exact_at`). In between, a large grid gets the estimate of the fill changes
// (update(): the runs whose sums changed and the cells two run steps around them): a
// narrowing from scratch there costs a pass over every cell, and a round of part proofs
// makes a few changes (at 200x200, two thirds of the time went to it). The estimate can
// be narrower than the truth and so cut a part too small, but the proof of the whole
// puzzle decides uniqueness either way; a second solution it finds is settled like a
// part's.
void Generator::narrow(const LayoutWork& w, internal::RunPropagator& prop, int& exact_at) const {
  const int every = std::max(64, w.m.cells() / 64);
  const std::vector<int> sums = sums_of(w.m);
  // The estimate keeps the fill (it only narrows from domains that hold it), so it never
  // wipes out; were it to, the narrowing from scratch answers.
  if (w.m.cells() <= kLargeGrid || exact_at < 0 || w.changes - exact_at >= every || !prop.update(sums, 2)) {
    prop.reset(sums);
    exact_at = w.changes;
  }
  prop.commit();
}

// The parts narrowing leaves open, each proved on its own (docs/create.md, "Prove"); a part
// proved unique before (the same cut-out) is not proved again. Every part that is not unique
// gets a fill change where its two solutions differ, in one round, and the loop goes again.
Phase Generator::prove_open_parts(LayoutWork& w) {
  const internal::RunPropagator* narrowed = &w.prop;
  if (strength_ != internal::Strength::Exact) {
    narrow(w, w.exact, w.exact_at);
    narrowed = &w.exact;
  }
  std::vector<std::vector<int>> differs;
  if (!prove_parts(w.m, *narrowed, w.given, w.parts, differs)) return Phase::GiveUp;
  if (differs.empty()) return Phase::Next;
  return settle_parts(w, differs) ? Phase::Again : Phase::GiveUp;
}

// Every part is unique, so the puzzle is: the prover shows it on the whole puzzle, and the
// rating accepts it or asks for changes where it was harder than asked.
Phase Generator::prove_whole(LayoutWork& w) {
  const internal::RunModel& m = w.m;
  for (int c = 0; c < m.cells(); ++c)
    w.digits[std::size_t(m.grid_of[std::size_t(c)])] = fill_[std::size_t(c)];
  const Puzzle p = puzzle_from(w.l, w.digits, w.given);
  const Solution fill = solution_from_grid(p, w.digits);
  const SolveReport rep = prove(p);
  // One solution and then a limit (the time, Ctrl-C) decides nothing either.
  if (verdict_of(rep) == Verdict::Unknown)
    return limit(rep.reason.empty() ? "prover limit reached" : rep.reason), Phase::GiveUp;
  if (rep.outcome != Outcome::Solved)  // the fill is a solution: anything else is a bug
    throw std::logic_error("generator: the prover found no solution of a filled layout: " + rep.reason);
  if (rep.unique && *rep.unique) {
    if (rep.solutions.front() != fill || !is_solution(p, fill))
      throw std::logic_error("generator: the unique solution is not the fill");
    std::vector<int> too_hard;
    if (accept(p, fill, too_hard)) return Phase::Done;
    if (out_.status == GenerateStatus::Limit) return Phase::GiveUp;
    // A puzzle harder than asked: the fill changes where the harder steps were needed, a
    // few times (each costs a rating). Easier than asked: this layout's fills lead to the
    // same kind of puzzle, the next layout is tried.
    if (too_hard.empty() || ++w.level_changes > kLevelChanges || w.changes >= w.max_changes)
      return Phase::GiveUp;
    for (int& c : too_hard) c = m.white_of[std::size_t(p.cell_of(c))];
    return change_at(w, too_hard) ? Phase::Again : Phase::GiveUp;
  }
  // Narrowing is sound, so this is not reached; were it, the second solution still shows
  // where to change the fill.
  if (w.changes >= w.max_changes) return Phase::GiveUp;
  const Solution& other = rep.solutions[0] != fill ? rep.solutions[0] : rep.solutions[1];
  std::vector<int> differ;
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (other.digits[std::size_t(v)] != fill.digits[std::size_t(v)])
      differ.push_back(m.white_of[std::size_t(p.cell_of(v))]);
  return change_at(w, differ) ? Phase::Again : Phase::GiveUp;
}

// Asks the prover for two solutions of `p` (within the time left, and `bound` search nodes
// or conflicts when not 0).
SolveReport Generator::prove(const Puzzle& p, std::uint64_t bound) {
  SolveRequest req;
  req.limits.max_nodes = req.limits.max_conflicts = bound;
  req.max_solutions = 2;
  req.cancel = o_.cancel;
  if (o_.timeout_s > 0) req.limits.timeout_s = std::max(0.001, o_.timeout_s - elapsed());
  if (o_.progress) o_.progress(out_.stats, "proof");
  const auto t0 = Clock::now();
  SolveReport rep = solve_with(p, prover_, req);
  out_.stats.prove_seconds += since(t0);
  ++out_.stats.proofs;
  return rep;
}

// Rates the puzzle (the record's meta carries the rating); with a difficulty asked for,
// a puzzle of another level is not accepted, and when it is harder, `too_hard` gets the
// cells (VarIds of `p`) of the steps above the level asked for.
bool Generator::accept(const Puzzle& p, const Solution& fill, std::vector<int>& too_hard) {
  explain::ExplainOptions eo;
  eo.timeout_s = o_.timeout_s > 0 ? std::max(0.001, o_.timeout_s - elapsed()) : 60;
  eo.cancel = o_.cancel ? o_.cancel->flag() : nullptr;
  if (o_.progress) o_.progress(out_.stats, "rating");
  const auto t0 = Clock::now();
  const explain::Explanation ex = explain::explain(p, eo);
  out_.stats.rate_seconds += std::chrono::duration<double>(Clock::now() - t0).count();
  const bool rated = ex.status == explain::ExplainStatus::Solved;
  if (o_.difficulty) {
    if (!rated && out_of_time()) return limit("time limit reached");
    if (!rated || ex.rating->level != *o_.difficulty) {
      // The cells of the steps above the level asked for (each step rated alone).
      if (rated && ex.rating->level > *o_.difficulty)
        for (const explain::Step& s : ex.steps)
          if (explain::rate({s}).level > *o_.difficulty)
            too_hard.insert(too_hard.end(), s.cells.begin(), s.cells.end());
      return false;
    }
  }
  if (rated) out_.rating = ex.rating;
  out_.status = GenerateStatus::Ok;
  out_.puzzle = p;
  out_.solution = fill;
  return true;
}

}  // namespace detail

Generated generate(std::uint64_t seed, const GeneratorOptions& opts, const BackendInfo& prover) {
  return detail::Generator(seed, opts, prover).run();
}

}  // namespace kakuro::create
