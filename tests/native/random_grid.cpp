#include "random_grid.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "kakuro/combinations.hpp"

namespace kakuro::test {
namespace {

Cell parse_cell(const std::string& s) {
  Cell c;
  if (s == "#") return c;
  if (s == ".") {
    c.kind = CellKind::White;
    return c;
  }
  if (s.size() == 1 && s[0] >= '1' && s[0] <= '9') {
    c.kind = CellKind::White;
    c.given = static_cast<Digit>(s[0] - '0');
    return c;
  }
  const auto slash = s.find('\\');
  REQUIRE(slash != std::string::npos);
  c.kind = CellKind::Clue;
  if (slash > 0) c.down = std::stoi(s.substr(0, slash));
  if (slash + 1 < s.size()) c.across = std::stoi(s.substr(slash + 1));
  return c;
}

// Fills white cells with distinct digits per run, by randomised backtracking.
bool fill(const std::vector<std::vector<bool>>& white, std::vector<std::vector<int>>& digit, std::size_t k,
          const std::vector<std::pair<int, int>>& cells, std::mt19937& rng) {
  if (k == cells.size()) return true;
  const auto [r, c] = cells[k];
  std::vector<int> order{1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::shuffle(order.begin(), order.end(), rng);
  for (int d : order) {
    bool clash = false;
    for (int cc = c - 1; cc >= 0 && white[std::size_t(r)][std::size_t(cc)]; --cc)
      clash |= digit[std::size_t(r)][std::size_t(cc)] == d;
    for (int rr = r - 1; rr >= 0 && white[std::size_t(rr)][std::size_t(c)]; --rr)
      clash |= digit[std::size_t(rr)][std::size_t(c)] == d;
    if (clash) continue;
    digit[std::size_t(r)][std::size_t(c)] = d;
    if (fill(white, digit, k + 1, cells, rng)) return true;
  }
  digit[std::size_t(r)][std::size_t(c)] = 0;
  return false;
}

struct Brute {
  const Puzzle& p;
  std::vector<Digit> x;
  std::vector<Solution> out;
  std::size_t cap;
  std::uint64_t steps_left;

  bool run_ok(RunId r) const {
    const Run& run = p.run(r);
    int sum = 0, filled = 0;
    DigitSet seen;
    for (VarId v : run.vars) {
      if (x[std::size_t(v)] == 0) continue;
      if (seen.contains(x[std::size_t(v)])) return false;
      seen.insert(x[std::size_t(v)]);
      sum += x[std::size_t(v)];
      ++filled;
    }
    // The free cells take distinct unused digits: at least the smallest ones, at most the largest.
    int lo = 0, hi = 0;
    for (int d = 1, k = static_cast<int>(run.vars.size()) - filled; d <= 9 && k > 0; ++d)
      if (!seen.contains(d)) lo += d, --k;
    for (int d = 9, k = static_cast<int>(run.vars.size()) - filled; d >= 1 && k > 0; --d)
      if (!seen.contains(d)) hi += d, --k;
    return sum + lo <= run.sum && sum + hi >= run.sum;
  }

  void go(VarId v) {
    if (out.size() >= cap || steps_left == 0) return;
    --steps_left;
    if (v == p.num_vars()) {
      out.push_back(Solution{x});
      return;
    }
    for (int d = 1; d <= 9; ++d) {
      if (p.given(v) != 0 && p.given(v) != d) continue;
      x[std::size_t(v)] = static_cast<Digit>(d);
      if (run_ok(p.across_run(v)) && run_ok(p.down_run(v))) go(v + 1);
    }
    x[std::size_t(v)] = 0;
  }
};

}  // namespace

Puzzle puzzle_from_rows(const std::vector<std::vector<std::string>>& rows) {
  RawGrid g(static_cast<int>(rows.size()), static_cast<int>(rows.at(0).size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) g.at(r, c) = parse_cell(rows[std::size_t(r)].at(std::size_t(c)));
  Diagnostics diags;
  auto p = build_puzzle(g, diags);
  INFO((diags.items().empty() ? std::string() : diags.items().front().str()));
  REQUIRE(p.has_value());
  return *p;
}

Puzzle random_puzzle(std::mt19937& rng, int rows, int cols, double white_p, bool tamper) {
  std::bernoulli_distribution coin(white_p);
  std::vector<std::vector<bool>> white(std::size_t(rows), std::vector<bool>(std::size_t(cols), false));
  std::vector<std::pair<int, int>> cells;
  for (int r = 1; r < rows; ++r)
    for (int c = 1; c < cols; ++c)
      if (coin(rng)) {
        white[std::size_t(r)][std::size_t(c)] = true;
        cells.emplace_back(r, c);
      }
  std::vector<std::vector<int>> digit(std::size_t(rows), std::vector<int>(std::size_t(cols), 0));
  REQUIRE(fill(white, digit, 0, cells, rng));
  RawGrid g(rows, cols);
  for (const auto& [r, c] : cells) {
    g.at(r, c).kind = CellKind::White;
    if (!white[std::size_t(r)][std::size_t(c) - 1]) {
      int s = 0;
      for (int cc = c; cc < cols && white[std::size_t(r)][std::size_t(cc)]; ++cc)
        s += digit[std::size_t(r)][std::size_t(cc)];
      g.at(r, c - 1).kind = CellKind::Clue;
      g.at(r, c - 1).across = s;
    }
    if (!white[std::size_t(r) - 1][std::size_t(c)]) {
      int s = 0;
      for (int rr = r; rr < rows && white[std::size_t(rr)][std::size_t(c)]; ++rr)
        s += digit[std::size_t(rr)][std::size_t(c)];
      g.at(r - 1, c).kind = CellKind::Clue;
      g.at(r - 1, c).down = s;
    }
  }
  if (tamper && !cells.empty()) {
    const auto [r, c] = cells[std::uniform_int_distribution<std::size_t>(0, cells.size() - 1)(rng)];
    int len = 0;
    for (int cc = c; cc < cols && white[std::size_t(r)][std::size_t(cc)]; ++cc) ++len;
    int cl = c;
    while (white[std::size_t(r)][std::size_t(cl) - 1]) --cl;
    Cell& clue = g.at(r, cl - 1);
    len += c - cl;
    const int changed = clue.across + (std::bernoulli_distribution(0.5)(rng) ? 1 : -1);
    if (sum_possible(len, changed)) clue.across = changed;
  }
  Diagnostics diags;
  auto p = build_puzzle(g, diags);
  REQUIRE(p.has_value());
  return *p;
}

std::optional<std::vector<Solution>> brute_force_solutions(const Puzzle& p, std::size_t cap,
                                                           std::uint64_t max_steps) {
  Brute b{p, std::vector<Digit>(std::size_t(p.num_vars()), 0), {}, cap, max_steps};
  b.go(0);
  if (b.out.size() >= cap || b.steps_left == 0) return std::nullopt;
  return b.out;
}

}  // namespace kakuro::test
