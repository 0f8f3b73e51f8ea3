// The generator's loop over parts that exist on their own: a layout (layout.cpp), a random
// fill (fill.hpp, shared with selftest's random puzzles), clues from the fill (clues.hpp), fill
// changes that tighten the clues as measured by per-run narrowing (run_propagator.hpp), the
// prover (any backend through solve_with), a fill change where a second solution differs,
// and the explain engine's rating. docs/create.md describes the method.
#include "kakuro/create/generator.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_set>

#include "clues.hpp"
#include "fill.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/solve.hpp"
#include "kakuro/verdict.hpp"
#include "open_parts.hpp"
#include "run_propagator.hpp"

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

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Fill changes without a new low in the candidates before the open parts are proved
// anyway. Once 300 + cells / 10, when a proof was of the whole puzzle; a round of part
// proofs costs little more than narrowing the grid once, so 300 at every size.
constexpr int kStall = 300;

// Fill changes at the steps that made a puzzle harder than asked, per layout, before the
// next layout is tried.
constexpr int kLevelChanges = 30;

// Rounds in a row with an ambiguous part at a cell that differed the round before, after
// which a layout is given up.
constexpr int kStuckRounds = 200;

// The first bound of a part proof, in search nodes (or conflicts).
constexpr std::uint64_t kPartNodes = 20000;

// The puzzle whose clues are the sums of `digits` (per grid cell, 0 off the white cells)
// over the layout's runs; the cells marked in `given` (per grid cell) are pre-filled with
// their digit of `digits`.
Puzzle puzzle_from(const Layout& l, const std::vector<int>& digits, const std::vector<char>& given) {
  RawGrid g = detail::clue_grid(l, digits);
  for (std::size_t i = 0; i < given.size(); ++i)
    if (given[i] && l.white[i]) g.cells[i].given = static_cast<Digit>(digits[i]);
  Diagnostics d;
  auto p = build_puzzle(g, d);
  // A layout with runs of 2..9 and a fill with distinct digits per run always builds.
  if (!p) throw std::logic_error("generator: a layout and fill that do not build a puzzle");
  return std::move(*p);
}

class Generator {
 public:
  Generator(std::uint64_t seed, const GeneratorOptions& o, const BackendInfo& prover)
      : seed_(seed), o_(o), prover_(prover), rng_(seed ^ 0x46494C4C5321ull), start_(Clock::now()) {
    out_.status = GenerateStatus::TriesExhausted;
  }

  Generated run() {
    for (int t = 0; t < o_.max_tries; ++t) {
      ++out_.stats.tries;
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

 private:
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  bool out_of_time() const {
    return (o_.timeout_s > 0 && elapsed() >= o_.timeout_s) || (o_.cancel && o_.cancel->cancelled());
  }
  Generated fail(GenerateStatus s, std::string why) {
    out_.status = s;
    out_.reason = std::move(why);
    out_.puzzle.reset();
    return finish();
  }
  Generated finish() {
    out_.stats.seconds = elapsed();
    return std::move(out_);
  }

  // Fill, tighten, prove; while a second solution exists, change the fill where the two
  // differ and prove again. True with out_ set when a unique puzzle of the asked level came
  // out; false when this layout should be given up.
  bool try_layout(const Layout& l) {
    const std::size_t n = l.white.size();
    std::vector<int> digits(n, 0);
    // The cells shown as givens. A given shows the fill's digit at the time of each proof:
    // the fill may still change at that cell afterwards, and a given that kept an old digit
    // would contradict the clues (no solution) or select another solution than the fill.
    std::vector<char> given(n, 0);
    const long budget = 200000 + 50 * long(n);
    if (!detail::fill_digits(l.rows, l.cols, l.white, rng_, digits, budget, [this] { return out_of_time(); }))
      return out_of_time() ? limit("time limit reached") : false;
    const internal::RunModel m(l);
    pick_targets(m.cells());
    internal::RunPropagator prop(m, strength_);
    fill_.assign(std::size_t(m.cells()), 0);
    for (int c = 0; c < m.cells(); ++c)
      fill_[std::size_t(c)] = digits[std::size_t(m.grid_of[std::size_t(c)])];
    if (!prop.reset(sums_of(m)))
      throw std::logic_error("generator: a fill that is not a solution of its clues");
    prop.commit();
    // Proofs start once exact narrowing leaves at most `open` cells undecided: 0 gives
    // puzzles that narrowing alone solves; more leaves work for the harder techniques.
    const int open = open_;
    // Simple narrowing decides less per change than the others: four times the changes
    // (at 24x24 easy, 73 layouts for one puzzle of seed 2 with the same limit, measured).
    const int max_changes = o_.max_fill_changes > 0                   ? o_.max_fill_changes
                            : strength_ == internal::Strength::Simple ? 4 * (50 + 4 * m.cells())
                                                                      : 50 + 4 * m.cells();
    int changes = 0;
    // Exact narrowing of the fill when the tightening is weaker: the open parts are cut
    // where it leaves cells undecided. The cut-outs proved unique, as bytes.
    internal::RunPropagator exact(m, internal::Strength::Exact);
    PartState parts;
    parts.last_differ.assign(std::size_t(m.cells()), 0);
    int level_changes = 0;  // fill changes made because the rating was too high
    for (;;) {
      if (out_of_time()) return limit("time limit reached");
      // Tighten: fill changes at undecided cells that leave fewer candidates.
      // Until few enough cells are open, or the candidates have not reached a new low for
      // a while (then the prover shows where the fill is still ambiguous).
      long low = prop.slack();
      const int stall = kStall, reset_every = std::max(64, m.cells() / 64);
      for (int since_low = 0; prop.open_cells() > open && changes < max_changes && since_low < stall;
           ++since_low) {
        if (prop.slack() < low) low = prop.slack(), since_low = 0;
        ++changes;
        if (!tighten_step(m, prop, {})) break;
        // The estimate drifts below the truth: narrow exactly now and then, every 64 changes,
        // and on large grids as often per cell (a reset narrows every cell).
        if (changes % reset_every == 0) {
          prop.reset(sums_of(m));
          prop.commit();
        }
        if ((changes & 63) == 0 && out_of_time()) return limit("time limit reached");
      }
      // The estimate can be narrower than the truth: narrow exactly before a proof.
      prop.reset(sums_of(m));
      prop.commit();
      if (prop.open_cells() > open && changes < max_changes && prop.slack() < low) continue;
      // The parts narrowing leaves open, each proved on its own (docs/create.md, "Prove"); a
      // part proved unique before (the same cut-out) is not proved again. Every part that
      // is not unique gets a fill change where its two solutions differ, in one round.
      const internal::RunPropagator* narrowed = &prop;
      if (strength_ != internal::Strength::Exact) {
        exact.reset(sums_of(m));
        narrowed = &exact;
      }
      std::vector<std::vector<int>> differs;
      if (!prove_parts(m, *narrowed, given, parts, differs)) return false;
      if (!differs.empty()) {
        if (!settle_parts(m, prop, differs, parts, changes, max_changes, given)) return false;
        continue;
      }
      // Every part is unique, so the puzzle is: the prover shows it on the whole puzzle.
      for (int c = 0; c < m.cells(); ++c)
        digits[std::size_t(m.grid_of[std::size_t(c)])] = fill_[std::size_t(c)];
      const Puzzle p = puzzle_from(l, digits, given);
      const Solution fill = solution_from_grid(p, digits);
      const SolveReport rep = prove(p);
      // One solution and then a limit (the time, Ctrl-C) decides nothing either.
      if (verdict_of(rep) == Verdict::Unknown)
        return limit(rep.reason.empty() ? "prover limit reached" : rep.reason);
      if (rep.outcome != Outcome::Solved)  // the fill is a solution: anything else is a bug
        throw std::logic_error("generator: the prover found no solution of a filled layout: " + rep.reason);
      if (rep.unique && *rep.unique) {
        if (rep.solutions.front() != fill || !is_solution(p, fill))
          throw std::logic_error("generator: the unique solution is not the fill");
        std::vector<int> too_hard;
        if (accept(p, fill, too_hard)) return true;
        if (out_.status == GenerateStatus::Limit) return false;
        // A puzzle harder than asked: the fill changes where the harder steps were needed,
        // a few times (each costs a rating). Easier than asked: this layout's fills lead to
        // the same kind of puzzle, the next layout is tried.
        if (too_hard.empty() || ++level_changes > kLevelChanges || changes >= max_changes) return false;
        for (int& c : too_hard) c = m.white_of[std::size_t(p.cell_of(c))];
        if (!change_at(m, prop, too_hard, changes, max_changes, given)) return false;
        continue;
      }
      // Narrowing is sound, so this is not reached; were it, the second solution still
      // shows where to change the fill.
      if (changes >= max_changes) return false;
      const Solution& other = rep.solutions[0] != fill ? rep.solutions[0] : rep.solutions[1];
      std::vector<int> differ;
      for (VarId v = 0; v < p.num_vars(); ++v)
        if (other.digits[std::size_t(v)] != fill.digits[std::size_t(v)])
          differ.push_back(m.white_of[std::size_t(p.cell_of(v))]);
      if (!change_at(m, prop, differ, changes, max_changes, given)) return false;
    }
  }

  // The state of one layout's part proofs: the cut-outs proved unique (as bytes), the
  // proofs stopped by their bound, the cells where parts differed in the last round, and the
  // rounds in a row that shared such a cell with the round before.
  struct PartState {
    std::unordered_set<std::string> proved;
    int bounded = 0;
    std::vector<char> last_differ;
    int stuck = 0;
  };

  // One round of proofs of the parts `narrowed` leaves open (the cells marked in `given`, per
  // grid cell, count as decided): `differs` gets, per part not proved unique, the cells
  // (RunModel numbering) where it differs. False when the time ran out (out_ says so).
  bool prove_parts(const internal::RunModel& m, const internal::RunPropagator& narrowed,
                   const std::vector<char>& given, PartState& st, std::vector<std::vector<int>>& differs) {
    std::vector<char> fixed(std::size_t(m.cells()), 0);
    for (int c = 0; c < m.cells(); ++c) fixed[std::size_t(c)] = given[std::size_t(m.grid_of[std::size_t(c)])];
    for (const internal::OpenPart& part : internal::open_parts(m, narrowed, fill_, fixed)) {
      if (st.proved.count(part.key)) {
        ++out_.stats.parts_skipped;
        continue;
      }
      // A bounded proof: a large part early on is surely ambiguous, and a search that
      // shows it can take long. Past the bound its open cells count as where it differs;
      // the bound doubles every fourth time it is reached (in this layout).
      const std::uint64_t bound = kPartNodes << std::min(st.bounded / 4, 12);
      const SolveReport rep = prove(part.puzzle, bound);
      // Undecided: no answer, or one solution and then a limit (the bound, the time, Ctrl-C).
      const bool undecided = verdict_of(rep) == Verdict::Unknown;
      if (undecided && !out_of_time()) {
        ++st.bounded;
        std::vector<int>& differ = differs.emplace_back();
        for (VarId v = 0; v < part.puzzle.num_vars(); ++v)
          if (!part.puzzle.given(v)) differ.push_back(part.cell_of_var[std::size_t(v)]);
        continue;
      }
      if (undecided) return limit(rep.reason.empty() ? "prover limit reached" : rep.reason);
      if (rep.outcome != Outcome::Solved)  // the fill is a solution: anything else is a bug
        throw std::logic_error("generator: the prover found no solution of an open part: " + rep.reason);
      if (rep.unique && *rep.unique) {
        st.proved.insert(part.key);
        continue;
      }
      std::vector<int>& differ = differs.emplace_back();
      for (VarId v = 0; v < part.puzzle.num_vars(); ++v)
        if (rep.solutions[0].digits[std::size_t(v)] != rep.solutions[1].digits[std::size_t(v)])
          differ.push_back(part.cell_of_var[std::size_t(v)]);
    }
    return true;
  }

  // Fill changes that rule out the second solutions of the parts in `differs`; false when
  // the layout is given up.
  bool settle_parts(const internal::RunModel& m, internal::RunPropagator& prop,
                    const std::vector<std::vector<int>>& differs, PartState& st, int& changes,
                    int max_changes, std::vector<char>& given) {
    // Greedy changes can go round in circles around a pocket that stays ambiguous
    // ("stuck": a cell where a part differs now differed in the round before too):
    // after 10 such rounds in a row, each ambiguous part also gets random changes where
    // it differs, one more every 10 rounds (up to 4).
    bool again = false;
    for (const std::vector<int>& differ : differs)
      for (int c : differ) again = again || st.last_differ[std::size_t(c)];
    st.stuck = again ? st.stuck + 1 : 0;
    std::fill(st.last_differ.begin(), st.last_differ.end(), 0);
    for (const std::vector<int>& differ : differs)
      for (int c : differ) st.last_differ[std::size_t(c)] = 1;
    // Still stuck after 200 rounds: a pocket these changes do not settle (seen: two
    // runs of nine offset by one line, whose exchange cycles no single change breaks);
    // the next layout is tried.
    if (st.stuck > kStuckRounds) return false;
    const int kicks = st.stuck > 10 ? std::min(1 + (st.stuck - 10) / 10, 4) : 0;
    for (const std::vector<int>& differ : differs) {
      if (changes >= max_changes) return false;
      if (!change_at(m, prop, differ, changes, max_changes, given)) return false;
      for (int k = 0; k < kicks; ++k) changes += random_change(m, prop, differ);
    }
    return true;
  }

  // Asks the prover for two solutions of `p` (within the time left, and `bound` search
  // nodes or conflicts when not 0).
  SolveReport prove(const Puzzle& p, std::uint64_t bound = 0) {
    SolveRequest req;
    req.limits.max_nodes = req.limits.max_conflicts = bound;
    req.max_solutions = 2;
    req.cancel = o_.cancel;
    if (o_.timeout_s > 0) req.limits.timeout_s = std::max(0.001, o_.timeout_s - elapsed());
    const auto t0 = Clock::now();
    SolveReport rep = solve_with(p, prover_, req);
    out_.stats.prove_seconds += since(t0);
    ++out_.stats.proofs;
    return rep;
  }

  // Rules out a second solution that differs from the fill at the cells `differ`: with
  // --givens, from half of the layout's changes on, a given at one of them; else a fill change
  // there (any change of the fill rules that second solution out: a changed cell outside
  // the differing ones gives its runs sums the second solution does not have), or, when the
  // differing cells have no digit to spare, at the cells around them. False when no change
  // is left.
  bool change_at(const internal::RunModel& m, internal::RunPropagator& prop, const std::vector<int>& differ,
                 int& changes, int max_changes, std::vector<char>& given) {
    if (o_.givens && changes >= max_changes / 2) {
      const int g = differ[std::size_t(rng_.below(static_cast<int>(differ.size())))];
      given[std::size_t(m.grid_of[std::size_t(g)])] = 1;
      ++out_.stats.givens;
      return true;
    }
    // tighten_step() samples a few cells, which may all lack a digit to spare (a run of
    // nine holds them all): a few more draws before the layout is given up.
    const std::vector<int> near = around(m, differ);
    for (int attempt = 0; attempt < 8; ++attempt)
      if (tighten_step(m, prop, differ) || tighten_step(m, prop, near)) {
        ++changes;
        return true;
      }
    return false;
  }

  // A random fill change at one of `cells`: another digit its runs do not hold, or (half
  // of the time, and always when it has none to spare) its digit swapped with another cell
  // of one of its runs, which keeps that run's sum: two runs of nine stacked on each other
  // hold every digit, and only swaps change them. 1 when made, 0 when none fitted.
  int random_change(const internal::RunModel& m, internal::RunPropagator& prop,
                    const std::vector<int>& cells) {
    const int c = cells[std::size_t(rng_.below(static_cast<int>(cells.size())))];
    const auto used_by = [&](int run, int except) {
      unsigned used = 0;
      for (int i = m.run_begin[std::size_t(run)]; i < m.run_begin[std::size_t(run) + 1]; ++i)
        if (m.run_cells[std::size_t(i)] != except)
          used |= 1u << fill_[std::size_t(m.run_cells[std::size_t(i)])];
      return used;
    };
    const auto [ra, rd] = m.run_of[std::size_t(c)];
    const unsigned used = used_by(ra, -1) | used_by(rd, -1);
    std::vector<int> free;
    for (int d = 1; d <= 9; ++d)
      if (!((used >> d) & 1u)) free.push_back(d);
    if (!free.empty() && rng_.chance(0.5)) {
      const int d = free[std::size_t(rng_.below(static_cast<int>(free.size())))],
                from = fill_[std::size_t(c)];
      prop.change_sums(c, prop.sum(ra) - from + d, prop.sum(rd) - from + d, 2);
      prop.commit();
      fill_[std::size_t(c)] = d;
      ++out_.stats.fill_changes;
      return 1;
    }
    const int side = rng_.below(2), run = m.run_of[std::size_t(c)][std::size_t(side)];
    const int o = m.run_cells[std::size_t(m.run_begin[std::size_t(run)] + rng_.below(m.run_length(run)))];
    const int cross_c = m.run_of[std::size_t(c)][std::size_t(1 - side)];
    const int cross_o = m.run_of[std::size_t(o)][std::size_t(1 - side)];
    const int a = fill_[std::size_t(c)], b = fill_[std::size_t(o)];
    if (o == c || ((used_by(cross_c, c) >> b) & 1u) || ((used_by(cross_o, o) >> a) & 1u)) return 0;
    // The shared run keeps its sum; each crossing run trades one digit for the other.
    for (const auto& [cell, cross, from, to] : {std::tuple{c, cross_c, a, b}, std::tuple{o, cross_o, b, a}}) {
      const int crossed = prop.sum(cross) - from + to;
      prop.change_sums(cell, side ? crossed : prop.sum(run), side ? prop.sum(run) : crossed, 2);
    }
    prop.commit();
    std::swap(fill_[std::size_t(c)], fill_[std::size_t(o)]);
    out_.stats.fill_changes += 2;
    return 2;
  }

  // The cells of the runs through `cells` and of the runs through those.
  static std::vector<int> around(const internal::RunModel& m, const std::vector<int>& cells) {
    std::vector<char> seen(std::size_t(m.cells()), 0);
    std::vector<int> out = cells;
    for (int c : cells) seen[std::size_t(c)] = 1;
    for (int hop = 0; hop < 2; ++hop)
      for (std::size_t i = 0, n = out.size(); i < n; ++i)
        for (int run : m.run_of[std::size_t(out[i])])
          for (int k = m.run_begin[std::size_t(run)]; k < m.run_begin[std::size_t(run) + 1]; ++k) {
            const int o = m.run_cells[std::size_t(k)];
            if (!seen[std::size_t(o)]) seen[std::size_t(o)] = 1, out.push_back(o);
          }
    return out;
  }

  // The run sums of the current fill.
  std::vector<int> sums_of(const internal::RunModel& m) const {
    std::vector<int> sums(std::size_t(m.runs()), 0);
    for (int c = 0; c < m.cells(); ++c)
      for (int r : m.run_of[std::size_t(c)]) sums[std::size_t(r)] += fill_[std::size_t(c)];
    return sums;
  }

  // The narrowing that decides when a fill is tight enough, and how many cells it may
  // leave undecided before a proof, chosen per layout: from the level asked for (each level
  // with a neighbour now and then, since the rating has the last word), or else a mix.
  // Simple narrowing makes easy puzzles, basic medium to hard, exact hard to expert; a proof
  // with cells left undecided makes puzzles that need more than one run at a time.
  void pick_targets(int cells) {
    using internal::Strength;
    // Each proof that fails settles one ambiguous pocket: the counts are capped so that
    // large grids do not need hundreds of proofs.
    const int some = rng_.between(1, std::clamp(cells / 40, 2, 24)),
              many = rng_.between(std::min(cells / 20, 60) + 2, std::min(cells / 6, 120) + 4);
    if (!o_.difficulty) {
      strength_ = rng_.chance(0.5) ? Strength::Exact : Strength::Basic;
      open_ = rng_.chance(0.5) ? 0 : some;
    } else {
      switch (*o_.difficulty) {
        case explain::Level::Easy:
          strength_ = Strength::Simple, open_ = 0;
          break;
        case explain::Level::Medium:
          strength_ = rng_.chance(0.5) ? Strength::Simple : Strength::Basic, open_ = 0;
          break;
        case explain::Level::Hard:
          strength_ = rng_.chance(0.7) ? Strength::Basic : Strength::Exact, open_ = 0;
          break;
        case explain::Level::Expert:
          strength_ = Strength::Exact, open_ = rng_.chance(0.5) ? 0 : some;
          break;
        case explain::Level::Extreme:
          strength_ = Strength::Exact, open_ = many;
          break;
      }
    }
    if (o_.narrowing >= 0) strength_ = static_cast<Strength>(std::min(o_.narrowing, 2));
    if (o_.open_cells >= 0) open_ = o_.open_cells;
    out_.stats.narrowing = static_cast<int>(strength_);
    out_.stats.open_cells = open_;
  }

  // One fill change: a cell (from `among`, or else from the undecided cells) gets another
  // digit that its runs do not hold yet; the runs' sums follow. Of a few cells and all their
  // digits the change that leaves the fewest candidates wins (a worse one is taken too, so
  // the search does not stall). False when no cell can change.
  bool tighten_step(const internal::RunModel& m, internal::RunPropagator& prop,
                    const std::vector<int>& among) {
    // The undecided cells are read in place: a trial change and its undo keep the same
    // cells in it (in another order), and `pool` is only read between them.
    const std::vector<int>& pool = among.empty() ? prop.open_list() : among;
    if (pool.empty()) return false;
    // Exact narrowing is steered well by a few cells and a wider estimate; the weaker ones
    // have plateaus where more cells must be tried (measured on 50x50, docs/create.md).
    const bool exact = strength_ == internal::Strength::Exact;
    const int kSample = exact ? 4 : 8, kRadius = exact ? 2 : 1, kTolerance = 4;
    struct Move {
      int cell = -1, digit = 0;
      long slack = 0;
    } best;
    for (int k = 0; k < kSample; ++k) {
      int c = pool[std::size_t(rng_.below(static_cast<int>(pool.size())))];
      // Every other time a cell of one of its runs instead: that changes the run's sum too,
      // and it may have a digit to spare where the cell has none.
      if (k % 2) {
        const int run = m.run_of[std::size_t(c)][std::size_t(rng_.below(2))];
        c = m.run_cells[std::size_t(m.run_begin[std::size_t(run)] + rng_.below(m.run_length(run)))];
      }
      const auto [ra, rd] = m.run_of[std::size_t(c)];
      unsigned used = 0;
      for (int r : {ra, rd})
        for (int i = m.run_begin[std::size_t(r)]; i < m.run_begin[std::size_t(r) + 1]; ++i)
          used |= 1u << fill_[std::size_t(m.run_cells[std::size_t(i)])];
      const int from = fill_[std::size_t(c)];
      for (int d = 1; d <= 9; ++d) {
        if ((used >> d) & 1u) continue;
        const std::size_t mk = prop.mark();
        prop.change_sums(c, prop.sum(ra) - from + d, prop.sum(rd) - from + d, kRadius);
        const long slack = prop.slack();
        prop.undo(mk);
        if (best.cell < 0 || slack < best.slack || (slack == best.slack && rng_.chance(0.5)))
          best = {c, d, slack};
      }
      // The first cell with a change that leaves fewer candidates wins.
      if (best.cell >= 0 && best.slack < prop.slack()) break;
    }
    if (best.cell < 0) return false;
    // A slightly worse change is taken so that the search does not stall, a much worse one
    // not: with the weaker narrowings one sum can undo a long chain of decided cells.
    if (among.empty() && best.slack > prop.slack() + kTolerance) return true;
    const auto [ra, rd] = m.run_of[std::size_t(best.cell)];
    const int from = fill_[std::size_t(best.cell)];
    prop.change_sums(best.cell, prop.sum(ra) - from + best.digit, prop.sum(rd) - from + best.digit, kRadius);
    prop.commit();
    fill_[std::size_t(best.cell)] = best.digit;
    ++out_.stats.fill_changes;
    return true;
  }

  // Rates the puzzle (the record's meta carries the rating); with a difficulty asked for,
  // a puzzle of another level is not accepted, and when it is harder, `too_hard` gets the
  // cells (VarIds of `p`) of the steps above the level asked for.
  bool accept(const Puzzle& p, const Solution& fill, std::vector<int>& too_hard) {
    explain::ExplainOptions eo;
    eo.timeout_s = o_.timeout_s > 0 ? std::max(0.001, o_.timeout_s - elapsed()) : 60;
    eo.cancel = o_.cancel ? o_.cancel->flag() : nullptr;
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

  bool limit(std::string why) {
    out_.status = GenerateStatus::Limit;
    out_.reason = std::move(why);
    return false;
  }

  std::uint64_t seed_;
  const GeneratorOptions& o_;
  const BackendInfo& prover_;
  detail::SplitMix64 rng_;
  Clock::time_point start_;
  Generated out_;
  std::vector<int> fill_;  // the digit of each white cell (RunModel numbering)
  internal::Strength strength_ = internal::Strength::Exact;  // this layout's narrowing
  int open_ = 0;  // and the undecided cells it may leave before a proof
};

}  // namespace

Generated generate(std::uint64_t seed, const GeneratorOptions& opts, const BackendInfo& prover) {
  return Generator(seed, opts, prover).run();
}

}  // namespace kakuro::create
