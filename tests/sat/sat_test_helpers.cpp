#include "sat_test_helpers.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>

#include "kakuro/combinations.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::sat_test {

namespace {

// Index of (r, c) in the row-major cells of g.
std::size_t at(const RawGrid& g, int r, int c) {
  return std::size_t(r) * std::size_t(g.cols) + std::size_t(c);
}

// Sums of the runs of a filled grid, written into the clue cells.
void write_sums(RawGrid& g, const std::vector<int>& digit) {
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      if (g.at(r, c).kind == CellKind::White) continue;
      int across = 0, down = 0;
      for (int k = c + 1; k < g.cols && g.at(r, k).kind == CellKind::White; ++k) across += digit[at(g, r, k)];
      for (int k = r + 1; k < g.rows && g.at(k, c).kind == CellKind::White; ++k) down += digit[at(g, k, c)];
      g.at(r, c) =
          Cell{.kind = across || down ? CellKind::Clue : CellKind::Black, .down = down, .across = across};
    }
}

// A digit for (r, c) not used so far in its across and down runs, 0 when none is left.
int free_digit(std::mt19937& rng, const RawGrid& g, const std::vector<int>& digit, int r, int c) {
  DigitSet used;
  for (int k = c - 1; k >= 0 && g.at(r, k).kind == CellKind::White; --k) used.insert(digit[at(g, r, k)]);
  for (int k = r - 1; k >= 0 && g.at(k, c).kind == CellKind::White; --k) used.insert(digit[at(g, k, c)]);
  const DigitSet left = DigitSet::all() - used;
  if (left.empty()) return 0;
  int pick = std::uniform_int_distribution<int>(0, left.size() - 1)(rng);
  int out = 0;
  left.for_each([&](int d) {
    if (pick-- == 0) out = d;
  });
  return out;
}

}  // namespace

Puzzle random_puzzle(std::mt19937& rng, int rows, int cols, double white, bool tamper) {
  for (;;) {
    RawGrid g(rows, cols);
    std::vector<int> digit(g.cells.size(), 0);
    std::bernoulli_distribution is_white(white);
    for (int r = 1; r < rows; ++r)
      for (int c = 1; c < cols; ++c)
        if (is_white(rng)) g.at(r, c).kind = CellKind::White;
    for (int r = 1; r < rows; ++r)
      for (int c = 1; c < cols; ++c)
        if (g.at(r, c).kind == CellKind::White && (digit[at(g, r, c)] = free_digit(rng, g, digit, r, c)) == 0)
          g.at(r, c).kind = CellKind::Black;  // cannot happen below 9 cells a run; stay valid anyway
    write_sums(g, digit);
    std::vector<Cell*> clues;
    for (Cell& cell : g.cells)
      if (cell.kind == CellKind::Clue) clues.push_back(&cell);
    if (clues.empty()) continue;
    if (tamper) {
      Cell& c = *clues[std::uniform_int_distribution<std::size_t>(0, clues.size() - 1)(rng)];
      int& sum = c.across ? c.across : c.down;
      sum += sum > 1 ? -1 : 1;
    }
    Diagnostics diags;
    if (auto p = build_puzzle(g, diags)) return *p;  // a tampered sum can be impossible: retry
  }
}

Domains full_domains(const Puzzle& p) {
  Domains d(std::size_t(p.num_vars()), DigitSet::all());
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (p.given(v)) d[std::size_t(v)] = DigitSet::single(p.given(v));
  return d;
}

void sort_solutions(std::vector<Solution>& s) {
  std::sort(s.begin(), s.end(), [](const Solution& a, const Solution& b) {
    for (std::size_t i = 0; i < a.digits.size() && i < b.digits.size(); ++i)
      if (a.digits[i] != b.digits[i]) return a.digits[i] < b.digits[i];
    return a.digits.size() < b.digits.size();
  });
}

std::optional<std::vector<Solution>> brute_force(const Puzzle& p, std::size_t cap) {
  std::vector<Solution> out;
  Solution s;
  s.digits.assign(std::size_t(p.num_vars()), 0);
  const auto run_ok = [&](RunId r) {
    int sum = 0, open = 0;
    DigitSet seen;
    for (VarId v : p.run(r).vars) {
      const int d = s.digits[std::size_t(v)];
      if (d == 0) {
        ++open;
        continue;
      }
      if (seen.contains(d)) return false;
      seen.insert(d);
      sum += d;
    }
    return open > 0 ? sum < p.run(r).sum : sum == p.run(r).sum;
  };
  std::function<bool(VarId)> go = [&](VarId v) {
    if (v == p.num_vars()) {
      out.push_back(s);
      return out.size() <= cap;
    }
    for (int d = 1; d <= 9; ++d) {
      if (p.given(v) && p.given(v) != d) continue;
      s.digits[std::size_t(v)] = Digit(d);
      if (run_ok(p.across_run(v)) && run_ok(p.down_run(v)) && !go(v + 1)) return false;
    }
    s.digits[std::size_t(v)] = 0;
    return true;
  };
  if (!go(0)) return std::nullopt;
  sort_solutions(out);
  return out;
}

bool unit_propagate(const detail::Cnf& cnf, std::vector<int>& value) {
  const std::vector<int>& lits = cnf.literals();
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < lits.size(); ++i) {
      int open = 0, unit = 0;
      bool sat = false;
      for (; lits[i] != 0; ++i) {
        const int l = lits[i], v = value[std::size_t(std::abs(l))];
        if (v == 0) {
          ++open;
          unit = l;
        }
        sat = sat || v == (l > 0 ? 1 : -1);
      }
      if (sat || open > 1) continue;
      if (open == 0) return false;
      value[std::size_t(std::abs(unit))] = unit > 0 ? 1 : -1;
      changed = true;
    }
  }
  return true;
}

namespace {

// The digits of each cell of run r used by some completion within `d`.
std::vector<DigitSet> run_supports(const Puzzle& p, RunId r, const Domains& d) {
  const Run& run = p.run(r);
  std::vector<DigitSet> support(run.vars.size());
  std::vector<int> pick(run.vars.size(), 0);
  std::function<void(std::size_t, int, DigitSet)> go = [&](std::size_t i, int sum, DigitSet used) {
    if (i == run.vars.size()) {
      if (sum == run.sum)
        for (std::size_t k = 0; k < pick.size(); ++k) support[k].insert(pick[k]);
      return;
    }
    (d[std::size_t(run.vars[i])] - used).for_each([&](int x) {
      pick[i] = x;
      go(i + 1, sum + x, used | DigitSet::single(x));
    });
  };
  go(0, 0, DigitSet());
  return support;
}

}  // namespace

bool gac_fixpoint(const Puzzle& p, Domains& d) {
  for (bool changed = true; changed;) {
    changed = false;
    for (RunId r = 0; r < p.num_runs(); ++r) {
      const std::vector<DigitSet> support = run_supports(p, r, d);
      for (std::size_t k = 0; k < support.size(); ++k) {
        DigitSet& dom = d[std::size_t(p.run(r).vars[k])];
        if ((dom & support[k]) != dom) {
          dom &= support[k];
          changed = true;
        }
        if (dom.empty()) return false;
      }
    }
  }
  return true;
}

std::optional<Puzzle> puzzle_from_file(const std::string& path, const std::string& id) {
  ParseResult pr = read_puzzles(path);
  for (PuzzleRecord& rec : pr.records)
    if (rec.id == id && rec.puzzle) return rec.puzzle;
  return std::nullopt;
}

}  // namespace kakuro::sat_test
