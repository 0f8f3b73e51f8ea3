// Selftest's random puzzles: a random layout of white cells (runs 1..9 long), a random
// filling with distinct digits per run found by randomized backtracking (fill.hpp), clues
// derived from the filling (clues.hpp), then (by kind) a swappable 2x2 block or changed clues.
#include "kakuro/create/random_puzzle.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>

#include "clues.hpp"
#include "fill.hpp"
#include "kakuro/combinations.hpp"
#include "kakuro/create/layout.hpp"

namespace kakuro::create {

namespace {

using Rng = detail::SplitMix64;

// The layouts here (Layout: row 0 and column 0 never white, as a white cell needs a clue
// before it) are not the generator's: runs of one and of any length up to 9 are allowed, and
// no symmetry or connection is sought.
struct Shape {
  int rows = 3, cols = 3;
  double density = 0.3;  // chance of a black cell inside the clue row and column
  bool single_runs = false;
  int block_r = -1, block_c = -1;  // top-left of the forced 2x2 block, -1 for none
  // The Multiple kind's 2x2 block: never made black.
  bool forced(int r, int c) const {
    return block_r >= 1 && r >= block_r && r < block_r + 2 && c >= block_c && c < block_c + 2;
  }
};

// Sizes lean towards small puzzles: most of them solve in microseconds.
int choose_size(Rng& rng, int lo, int hi) {
  const double u = rng.unit();
  return std::min(hi, lo + static_cast<int>(std::floor(u * u * double(hi - lo + 1))));
}

Layout random_layout(Rng& rng, const Shape& s) {
  Layout l;
  l.rows = s.rows;
  l.cols = s.cols;
  l.white.assign(std::size_t(s.rows) * std::size_t(s.cols), 0);
  for (int r = 1; r < s.rows; ++r)
    for (int c = 1; c < s.cols; ++c) l.white[l.at(r, c)] = rng.chance(s.density) ? 0 : 1;
  if (s.block_r >= 1)
    for (int r = s.block_r; r < s.block_r + 2; ++r)
      for (int c = s.block_c; c < s.block_c + 2; ++c) l.white[l.at(r, c)] = 1;
  return l;
}

// Cuts every straight segment of white cells longer than 9 with black cells; cutting the
// columns never lengthens a row segment. The forced block is never cut: it covers at most
// two neighbouring cells of a segment, and there are 9 choices.
void split_long_segments(Rng& rng, const Shape& s, Layout& l, bool across) {
  const int lines = across ? l.rows : l.cols, len = across ? l.cols : l.rows;
  auto cell = [&](int line, int i) { return across ? l.at(line, i) : l.at(i, line); };
  auto forced = [&](int line, int i) { return across ? s.forced(line, i) : s.forced(i, line); };
  for (int line = 1; line < lines; ++line) {
    int start = -1;
    for (int i = 0; i <= len; ++i) {
      const bool w = i < len && l.white[cell(line, i)];
      if (w && start < 0) start = i;
      if (w && start >= 0 && i - start >= kMaxRunLength) {
        int cut = start + 1 + rng.below(kMaxRunLength);  // a cell in start+1 .. start+9
        while (forced(line, cut)) cut = cut > start + 1 ? cut - 1 : start + kMaxRunLength;
        l.white[cell(line, cut)] = 0;
        i = cut;
        start = -1;
      } else if (!w) {
        start = -1;
      }
    }
  }
}

int segment_length(const Layout& l, int r, int c, bool across) {
  const int dr = across ? 0 : 1, dc = across ? 1 : 0;
  int n = 1;
  for (int rr = r - dr, cc = c - dc; l.is_white(rr, cc); rr -= dr, cc -= dc) ++n;
  for (int rr = r + dr, cc = c + dc; l.is_white(rr, cc); rr += dr, cc += dc) ++n;
  return n;
}

// Blackens white cells alone in their row or column segment until none is left: a removal
// can only leave a new single among its four neighbours, which go back on the work list.
// The forced block's segments are at least 2 long.
void remove_single_runs(Layout& l) {
  std::vector<std::pair<int, int>> work;
  for (int r = 1; r < l.rows; ++r)
    for (int c = 1; c < l.cols; ++c) work.emplace_back(r, c);
  while (!work.empty()) {
    const auto [r, c] = work.back();
    work.pop_back();
    if (!l.white[l.at(r, c)] || (segment_length(l, r, c, true) > 1 && segment_length(l, r, c, false) > 1))
      continue;
    l.white[l.at(r, c)] = 0;
    for (const auto& [nr, nc] :
         {std::pair{r - 1, c}, std::pair{r + 1, c}, std::pair{r, c - 1}, std::pair{r, c + 1}})
      if (l.is_white(nr, nc)) work.emplace_back(nr, nc);
  }
}

std::string cell_name(int r, int c) { return "(" + std::to_string(r) + "," + std::to_string(c) + ")"; }

// Some puzzles give a few digits of the filling (never in the forced block).
int add_givens(Rng& rng, const Shape& s, const Layout& l, const std::vector<int>& digits, RawGrid& g) {
  if (!rng.chance(0.2)) return 0;
  std::vector<std::size_t> free;
  for (std::size_t i = 0; i < l.white.size(); ++i)
    if (l.white[i] && !s.forced(static_cast<int>(i) / l.cols, static_cast<int>(i) % l.cols))
      free.push_back(i);
  if (free.empty()) return 0;
  rng.shuffle(free);
  const int n = 1 + rng.below(std::max(1, static_cast<int>(free.size()) / 10));
  for (int k = 0; k < n; ++k)
    g.cells[free[std::size_t(k)]].given = static_cast<Digit>(digits[free[std::size_t(k)]]);
  return n;
}

// The clue cell that starts the segment of the white cell (r, c).
std::pair<int, int> clue_before(const Layout& l, int r, int c, bool across) {
  while (l.is_white(r, c)) (across ? c : r) -= 1;
  return {r, c};
}

// Changes the across and down clues through one white cell by the same amount (or, when
// `single`, one of them), keeping every sum possible for its run length.
bool perturb(Rng& rng, const Layout& l, RawGrid& g, std::string& note) {
  std::vector<std::size_t> whites;
  for (std::size_t i = 0; i < l.white.size(); ++i)
    if (l.white[i]) whites.push_back(i);
  rng.shuffle(whites);
  const bool single = rng.chance(0.2), down_only = rng.chance(0.5);
  std::vector<int> deltas{-3, -2, -1, 1, 2, 3};
  for (std::size_t i : whites) {
    const int r = static_cast<int>(i) / l.cols, c = static_cast<int>(i) % l.cols;
    const auto [ar, ac] = clue_before(l, r, c, true);
    const auto [dr, dc] = clue_before(l, r, c, false);
    Cell& a = g.at(ar, ac);
    Cell& d = g.at(dr, dc);
    const bool change_a = !single || !down_only, change_d = !single || down_only;
    rng.shuffle(deltas);
    for (int delta : deltas) {
      if (change_a && !sum_possible(segment_length(l, r, c, true), a.across + delta)) continue;
      if (change_d && !sum_possible(segment_length(l, r, c, false), d.down + delta)) continue;
      auto change = [&](const char* what, int cr, int cc, int& sum) {
        note += std::string(note.empty() ? ", perturbed: " : ", ") + what + " clue " + cell_name(cr, cc) +
                " " + std::to_string(sum) + " -> " + std::to_string(sum + delta);
        sum += delta;
      };
      if (change_a) change("across", ar, ac, a.across);
      if (change_d) change("down", dr, dc, d.down);
      return true;
    }
  }
  return false;
}

Shape random_shape(Rng& rng, const RandomPuzzleOptions& opts, RandomPuzzleKind kind) {
  const int hi = std::clamp(opts.max_size, 3, 1000);
  const int lo = std::clamp(opts.min_size, 3, hi);
  Shape s;
  s.rows = choose_size(rng, lo, hi);
  s.cols = choose_size(rng, lo, hi);
  s.density = 0.1 + 0.45 * rng.unit();
  s.single_runs = rng.chance(0.25);
  if (kind == RandomPuzzleKind::Multiple) {
    s.block_r = rng.between(1, s.rows - 2);
    s.block_c = rng.between(1, s.cols - 2);
  }
  return s;
}

Layout draw_layout(Rng& rng, const Shape& s) {
  Layout l = random_layout(rng, s);
  split_long_segments(rng, s, l, true);
  split_long_segments(rng, s, l, false);
  if (!s.single_runs) remove_single_runs(l);
  if (std::find(l.white.begin(), l.white.end(), 1) == l.white.end())
    for (int r = 1; r <= 2; ++r)
      for (int c = 1; c <= 2; ++c) l.white[l.at(r, c)] = 1;
  return l;
}

// The forced block holds a b / b a: swapping a and b keeps every run's digits and sums.
void preset_block(Rng& rng, const Shape& s, const Layout& l, std::vector<int>& digits) {
  if (s.block_r < 1) return;
  const int a = rng.between(1, 9);
  int b = rng.between(1, 8);
  if (b >= a) ++b;
  digits[l.at(s.block_r, s.block_c)] = digits[l.at(s.block_r + 1, s.block_c + 1)] = a;
  digits[l.at(s.block_r, s.block_c + 1)] = digits[l.at(s.block_r + 1, s.block_c)] = b;
}

void swap_block(const Shape& s, const Layout& l, std::vector<int>& digits) {
  std::swap(digits[l.at(s.block_r, s.block_c)], digits[l.at(s.block_r, s.block_c + 1)]);
  std::swap(digits[l.at(s.block_r + 1, s.block_c)], digits[l.at(s.block_r + 1, s.block_c + 1)]);
}

}  // namespace

std::string to_string(RandomPuzzleKind k) {
  switch (k) {
    case RandomPuzzleKind::Solvable:
      return "solvable";
    case RandomPuzzleKind::Multiple:
      return "multiple";
    case RandomPuzzleKind::Perturbed:
      return "perturbed";
  }
  return "?";
}

RandomPuzzle random_puzzle(std::uint64_t seed, const RandomPuzzleOptions& opts) {
  Rng rng(seed);
  constexpr std::array kKinds{RandomPuzzleKind::Solvable, RandomPuzzleKind::Multiple,
                              RandomPuzzleKind::Perturbed};
  RandomPuzzle out;
  out.kind = opts.kind ? *opts.kind : kKinds[std::size_t(rng.below(3))];
  Shape s = random_shape(rng, opts, out.kind);
  Layout l;
  std::vector<int> digits;
  // A failed filling (rare: dense layouts) retries with more black cells; at density 1 only
  // a 2x2 block is left, which always fills.
  for (int attempt = 0;; ++attempt) {
    assert(attempt < 20);
    l = draw_layout(rng, s);
    digits.assign(l.white.size(), 0);
    preset_block(rng, s, l, digits);
    if (detail::fill_digits(l.rows, l.cols, l.white, rng, digits, 20 * long(l.white.size()) + 100000)) break;
    s.density = std::min(1.0, s.density + 0.1);
  }
  RawGrid g = detail::clue_grid(l, digits);
  const int givens = add_givens(rng, s, l, digits, g);
  out.id = "gen-" + std::to_string(seed);
  out.black = s.density;
  out.note = std::to_string(s.rows) + "x" + std::to_string(s.cols) + ", " +
             std::to_string(std::lround(s.density * 100)) + "% black" +
             (s.single_runs ? ", runs of one" : "") +
             (givens ? ", " + std::to_string(givens) + " givens" : "");
  std::string change;
  if (out.kind == RandomPuzzleKind::Perturbed && !perturb(rng, l, g, change)) {
    out.kind = RandomPuzzleKind::Solvable;
    change = ", no clue could change";
  }
  out.note += change;
  Diagnostics diags;
  std::optional<Puzzle> p = build_puzzle(g, diags);
  assert(p && "random_puzzle made a structurally invalid puzzle");
  out.puzzle = std::move(p).value();
  out.filling = solution_from_grid(out.puzzle, digits);
  if (out.kind == RandomPuzzleKind::Multiple) {
    std::vector<int> other = digits;
    swap_block(s, l, other);
    out.second = solution_from_grid(out.puzzle, other);
  }
  return out;
}

}  // namespace kakuro::create
