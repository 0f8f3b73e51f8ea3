// Region equations on large random puzzles: every equation holds on the filling the clues
// were made from (checked by adding up its digits, not by the engine), stays within the
// term limit, and the windows give large grids equations where bands of whole lines give
// almost none (and repeat none of the bands').
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <numeric>
#include <set>
#include <vector>

#include "../differential/scale.hpp"
#include "config.hpp"
#include "engine.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/solve.hpp"
#include "model.hpp"
#include "test_paths.hpp"

using kakuro::detail::derive_region_windows;
using kakuro::detail::derive_regions;
using kakuro::detail::LinearCon;

namespace {

// The model of the whole puzzle, every candidate open.
kakuro::detail::Model whole_model(const kakuro::Puzzle& p) {
  std::vector<kakuro::VarId> vars;
  std::vector<kakuro::RunId> runs;
  for (kakuro::VarId v = 0; v < p.num_vars(); ++v) vars.push_back(v);
  for (kakuro::RunId r = 0; r < p.num_runs(); ++r) runs.push_back(r);
  std::vector<int> local;
  const kakuro::Domains all(std::size_t(p.num_vars()), kakuro::DigitSet::all());
  return kakuro::detail::build_model(p, all, vars, runs, local);
}

}  // namespace

TEST_CASE("region equations of large random puzzles hold on their filling", "[native][regions]") {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    kakuro::create::RandomPuzzleOptions o;
    o.min_size = o.max_size = 40;
    o.kind = kakuro::create::RandomPuzzleKind::Solvable;
    const kakuro::create::RandomPuzzle g = kakuro::create::random_puzzle(seed, o);
    const kakuro::Puzzle& p = g.puzzle;
    kakuro::detail::Model m = whole_model(p);
    m.linears = derive_regions(m, 12);
    std::vector<LinearCon> eqs = derive_region_windows(m, 12);
    for (const LinearCon& lc : eqs)
      CHECK(std::find(m.linears.begin(), m.linears.end(), lc) == m.linears.end());
    eqs.insert(eqs.end(), m.linears.begin(), m.linears.end());
    INFO("seed " << seed << ": " << eqs.size() << " equations, " << m.runs.size() << " runs");
    // Bands of whole 40-cell lines leave more than 12 cells nearly always; windows don't.
    CHECK(eqs.size() >= m.runs.size());
    for (const LinearCon& lc : eqs) {
      REQUIRE(lc.pos.size() + lc.neg.size() <= 12);
      int sum = 0;
      for (int v : lc.pos) sum += g.filling.digits[std::size_t(m.global[std::size_t(v)])];
      for (int v : lc.neg) sum -= g.filling.digits[std::size_t(m.global[std::size_t(v)])];
      REQUIRE(sum == lc.constant);
    }
  }
}

TEST_CASE("the window equations decide a puzzle native alone is stuck on", "[native][regions]") {
  // tests/data/hard/README.md: without windows (--region-windows 0) and without dynamic
  // decomposition native finds no solution in seconds; with the windows it finds two within
  // a node limit the other run cannot meet, and so it does with decomposition alone (its
  // components, split by the runs, no longer joined by the band equations): 2,754 nodes,
  // where the run without it takes 19,690. Both without rephasing (--rephase 0), which
  // changes which of the two searches is lucky here (39,351 and 22,496 nodes with it).
  const kakuro::ParseResult res =
      kakuro::read_puzzles(kakuro::test::data_dir() + "/hard/native-slow-15x15.kakuro");
  REQUIRE(res.ok());
  const kakuro::Puzzle& p = *res.records.front().puzzle;
  kakuro::SolveRequest req;
  req.max_solutions = 2;
  req.limits.max_nodes = 10000;
  const kakuro::BackendInfo& native = *kakuro::registered_backends().find("native");
  const kakuro::SolveReport with = kakuro::solve_with(p, native, req);
  CHECK(with.outcome == kakuro::Outcome::Solved);  // the solutions passed the core checker
  CHECK(with.solutions.size() == 2);
  req.options.backend_options["region-windows"] = "0";
  req.options.backend_options["region-after"] = "8";
  req.options.backend_options["rephase"] = "0";
  const kakuro::SolveReport decomposed = kakuro::solve_with(p, native, req);
  CHECK(decomposed.outcome == kakuro::Outcome::Solved);
  CHECK(decomposed.solutions.size() == 2);
  req.options.backend_options["decompose"] = "off";
  const kakuro::SolveReport without = kakuro::solve_with(p, native, req);
  CHECK(without.outcome == kakuro::Outcome::Limit);
}

namespace {

// Whether every candidate of every cell of `lc` has a support under `dom`: digits of the
// other cells, one from each, making the equation hold. Reachable sums term by term.
bool linear_settled(const LinearCon& lc, const std::vector<std::uint16_t>& dom) {
  std::vector<std::pair<int, int>> terms;  // cell, +1 or -1
  for (int v : lc.pos) terms.emplace_back(v, 1);
  for (int v : lc.neg) terms.emplace_back(v, -1);
  for (std::size_t i = 0; i < terms.size(); ++i) {
    std::set<int> sums{0};  // what the other cells can add up to
    for (std::size_t j = 0; j < terms.size(); ++j) {
      if (j == i) continue;
      std::set<int> next;
      for (int s : sums)
        for (int d = 1; d <= 9; ++d)
          if (dom[std::size_t(terms[j].first)] >> (d - 1) & 1) next.insert(s + terms[j].second * d);
      sums = std::move(next);
    }
    for (int d = 1; d <= 9; ++d)
      if ((dom[std::size_t(terms[i].first)] >> (d - 1) & 1) &&
          !sums.contains(lc.constant - terms[i].second * d))
        return false;
  }
  return true;
}

}  // namespace

TEST_CASE("region equations joining mid-search are at their fixpoint at every node after",
          "[native][regions]") {
  // The equations join at the 4th failure, where the search is: the search goes on from
  // there, so each level above the join that it goes back to must propagate them too.
  // Stopped before every decision (a node limit of one per solve() call, which then goes
  // on where it stopped), the engine's candidates must leave every equation no candidate
  // without a support.
  int joined = 0, checked = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    kakuro::create::RandomPuzzleOptions g;
    g.min_size = 12;
    g.max_size = 22;
    const kakuro::Puzzle p = kakuro::create::random_puzzle(seed, g).puzzle;
    const kakuro::PreprocessResult pre = kakuro::preprocess(p);
    if (pre.infeasible) continue;
    kakuro::SolverOptions o;
    o.backend_options = {{"region-after", "4"}, {"decompose", "off"}};
    const kakuro::detail::EngineConfig c = kakuro::detail::resolve_config(o, kakuro::SolverPreferences{});
    std::vector<int> vars(std::size_t(p.num_vars())), runs(std::size_t(p.num_runs())), local;
    std::iota(vars.begin(), vars.end(), 0);
    std::iota(runs.begin(), runs.end(), 0);
    kakuro::detail::Engine e(kakuro::detail::build_model(p, pre.domains, vars, runs, local), c);
    for (int node = 0; node < 3000; ++node) {
      kakuro::Limits lim;
      lim.max_nodes = 1;
      kakuro::detail::Budget budget(lim, nullptr);
      const kakuro::detail::EngineStatus st = e.solve(budget);
      if (st != kakuro::detail::EngineStatus::Limit) break;
      if (e.stats().failures <= 4 || e.model().linears.empty()) continue;
      for (const LinearCon& lc : e.model().linears) {
        INFO("seed " << seed << ", node " << node << ", failures " << e.stats().failures);
        REQUIRE(linear_settled(lc, e.domains()));
      }
      ++checked;
    }
    joined += e.stats().failures > 4 && !e.model().linears.empty();
  }
  CHECK(joined >= 5);
  CHECK(checked >= 500);
}

namespace {

// The window equations by their definition, one window at a time (the engine skips the
// windows that take the same runs as an earlier one and keeps the equations in a hash set):
// for each axis, the windows of at most 10 lines by 10 places in the order top, bottom,
// left, right that take a run ending at `right`; the major runs wholly inside; for each
// crossing run the cells it has on them; the equation if it has at most max_terms cells,
// says something and is not just the sum of some whole major runs; the first of equal ones.
// Once there are 4 per run plus 16 in all, an axis ends after the window it is at and the
// others of its top, bottom and left (so the second can add one more, from its first top,
// bottom and left); an axis with a cell no run crosses gives none.
void windows_by_definition(const kakuro::detail::Model& m, int max_terms, kakuro::Direction major,
                           std::vector<LinearCon>& out) {
  using kakuro::Direction;
  const std::size_t cap = 4 * m.runs.size() + 16;
  {
    const std::vector<int>& line_of = major == Direction::Across ? m.row : m.col;
    const std::vector<int>& place_of = major == Direction::Across ? m.col : m.row;
    const int line0 = *std::min_element(line_of.begin(), line_of.end());
    const int lines = *std::max_element(line_of.begin(), line_of.end()) - line0 + 1;
    const int place0 = *std::min_element(place_of.begin(), place_of.end());
    const int places = *std::max_element(place_of.begin(), place_of.end()) - place0 + 1;
    const std::size_t none = m.runs.size();
    std::vector<std::size_t> minor_of(std::size_t(m.num_vars()), none),
        major_of(std::size_t(m.num_vars()), none);
    for (std::size_t r = 0; r < m.runs.size(); ++r)
      for (int v : m.runs[r].vars) (m.dirs[r] == major ? major_of : minor_of)[std::size_t(v)] = r;
    if (std::find(minor_of.begin(), minor_of.end(), none) != minor_of.end()) return;  // a cell no run crosses
    for (int top = 0; top < lines; ++top)
      for (int bottom = top; bottom < std::min(lines, top + 10); ++bottom)
        for (int left = 0; left < places; ++left) {
          if (out.size() >= cap && (top > 0 || bottom > 0 || left > 0)) return;
          for (int right = left; right < std::min(places, left + 10); ++right) {
            std::vector<bool> in_window(std::size_t(m.num_vars()), false);
            bool ends_here = false;
            long k = 0;
            for (std::size_t r = 0; r < m.runs.size(); ++r) {
              if (m.dirs[r] != major) continue;
              const int line = line_of[std::size_t(m.runs[r].vars[0])] - line0;
              int first = places, last = -1;
              for (int v : m.runs[r].vars) {
                first = std::min(first, place_of[std::size_t(v)] - place0);
                last = std::max(last, place_of[std::size_t(v)] - place0);
              }
              if (line < top || line > bottom || first < left || last > right) continue;
              ends_here = ends_here || last == right;
              k += m.runs[r].sum;
              for (int v : m.runs[r].vars) in_window[std::size_t(v)] = true;
            }
            if (!ends_here) continue;
            LinearCon lc;
            for (std::size_t c = 0; c < m.runs.size(); ++c) {
              if (m.dirs[c] == major) continue;
              std::vector<int> in, out_of;
              for (int v : m.runs[c].vars) (in_window[std::size_t(v)] ? in : out_of).push_back(v);
              if (in.empty()) continue;
              if (out_of.size() < in.size()) {  // the whole run, less its cells outside
                k -= m.runs[c].sum;
                lc.neg.insert(lc.neg.end(), out_of.begin(), out_of.end());
              } else {
                lc.pos.insert(lc.pos.end(), in.begin(), in.end());
              }
            }
            if (int(lc.pos.size() + lc.neg.size()) > max_terms) continue;
            std::sort(lc.pos.begin(), lc.pos.end());
            std::sort(lc.neg.begin(), lc.neg.end());
            lc.constant = static_cast<int>(k);
            if (lc.pos.empty() && lc.neg.empty() && lc.constant == 0) continue;
            const bool whole_runs =
                lc.neg.empty() && !lc.pos.empty() && std::all_of(lc.pos.begin(), lc.pos.end(), [&](int v) {
                  for (int w : m.runs[major_of[std::size_t(v)]].vars)
                    if (std::find(lc.pos.begin(), lc.pos.end(), w) == lc.pos.end()) return false;
                  return true;
                });
            if (whole_runs) continue;
            if (std::find(m.linears.begin(), m.linears.end(), lc) == m.linears.end() &&
                std::find(out.begin(), out.end(), lc) == out.end())
              out.push_back(lc);
            if (out.size() >= cap) break;
          }
        }
  }
}

std::vector<LinearCon> windows_by_definition(const kakuro::detail::Model& m, int max_terms) {
  std::vector<LinearCon> out;
  windows_by_definition(m, max_terms, kakuro::Direction::Across, out);
  windows_by_definition(m, max_terms, kakuro::Direction::Down, out);
  return out;
}

}  // namespace

TEST_CASE("the window equations are those of every window, in the same order", "[native][regions]") {
  // Random loose puzzles, 12x12 to 24x24 (many windows take the same runs); 3 cells keeps
  // few equations, 12 many (up to the cap: seeds 2 and 3), and the bands' equations are
  // never repeated. Under sanitizers the first two.
  for (std::uint64_t seed = 1; seed <= std::uint64_t(kakuro::test::sanitized() ? 2 : 8); ++seed) {
    kakuro::create::RandomPuzzleOptions o;
    o.min_size = o.max_size = 12 + 4 * int(seed % 4);
    o.kind = kakuro::create::RandomPuzzleKind::Solvable;
    const kakuro::Puzzle p = kakuro::create::random_puzzle(seed, o).puzzle;
    kakuro::detail::Model m = whole_model(p);
    if (seed % 2 == 0) m.linears = derive_regions(m, 12);
    for (int terms : {3, 6, 12}) {
      INFO("seed " << seed << ", " << o.min_size << "x" << o.min_size << ", at most " << terms << " cells");
      const std::vector<LinearCon> expected = windows_by_definition(m, terms);
      CHECK(!expected.empty());
      CHECK(derive_region_windows(m, terms) == expected);
    }
  }
}
