#include "generated_check.hpp"

#include <map>
#include <stdexcept>

namespace kakuro::test {

namespace {

int number(const std::string& s) { return s.empty() ? 0 : std::stoi(s); }

struct Run {
  std::vector<int> cells;  // indices into the grid
  int sum = 0;
};

// Every maximal straight segment of white cells, with the clue before it (sum 0 when the
// cell before it is no clue with a sum in that direction).
std::vector<Run> runs_of(const RecordGrid& g) {
  std::vector<Run> runs;
  for (int across = 1; across >= 0; --across)
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c) {
        const int dr = across ? 0 : 1, dc = across ? 1 : 0;
        if (!g.is_white(r, c) || g.is_white(r - dr, c - dc)) continue;
        Run run;
        if (r - dr >= 0 && c - dc >= 0) {
          const std::size_t lead = std::size_t((r - dr) * g.cols + c - dc);
          run.sum = across ? g.across[lead] : g.down[lead];
        }
        for (int k = 0; g.is_white(r + k * dr, c + k * dc); ++k)
          run.cells.push_back((r + k * dr) * g.cols + c + k * dc);
        runs.push_back(run);
      }
  return runs;
}

std::string at(const RecordGrid& g, int cell) {
  return "(" + std::to_string(cell / g.cols) + "," + std::to_string(cell % g.cols) + ")";
}

std::string run_problem(const RecordGrid& g, const Run& run) {
  const std::string where = "the run at " + at(g, run.cells.front());
  if (run.cells.size() < 2 || run.cells.size() > 9)
    return where + " has " + std::to_string(run.cells.size()) + " cells";
  if (run.sum == 0) return where + " has no clue";
  int sum = 0, seen = 0;
  for (int cell : run.cells) {
    const int d = g.solution[std::size_t(cell)];
    if (d < 1 || d > 9 || (seen >> d & 1)) return where + ": the solution repeats or lacks a digit";
    seen |= 1 << d;
    sum += d;
    if (g.givens[std::size_t(cell)] && g.givens[std::size_t(cell)] != d) return where + ": a given differs";
  }
  return sum == run.sum ? ""
                        : where + " adds up to " + std::to_string(sum) + ", not " + std::to_string(run.sum);
}

int reached_from_first(const RecordGrid& g) {
  std::vector<char> seen(g.white.size(), 0);
  std::vector<int> todo;
  for (std::size_t i = 0; i < g.white.size() && todo.empty(); ++i)
    if (g.white[i]) todo.push_back(int(i)), seen[i] = 1;
  int reached = int(todo.size());
  while (!todo.empty()) {
    const int cell = todo.back(), r = cell / g.cols, c = cell % g.cols;
    todo.pop_back();
    for (auto [dr, dc] : {std::pair{0, 1}, std::pair{1, 0}, std::pair{0, -1}, std::pair{-1, 0}}) {
      if (!g.is_white(r + dr, c + dc) || seen[std::size_t((r + dr) * g.cols + c + dc)]) continue;
      seen[std::size_t((r + dr) * g.cols + c + dc)] = 1;
      ++reached;
      todo.push_back((r + dr) * g.cols + c + dc);
    }
  }
  return reached;
}

// The brute force: cells in row-major order, a digit not yet in either run, and for each run
// the rest of its sum reachable with its remaining cells and unused digits.
class Counter {
 public:
  Counter(const RecordGrid& g, int limit) : g_(g), limit_(limit), digits_(g.white.size(), 0) {
    for (const Run& run : runs_of(g)) {
      runs_.push_back({run.sum, int(run.cells.size()), 0});
      for (int cell : run.cells) cell_runs_[cell].push_back(int(runs_.size() - 1));
    }
    for (std::size_t i = 0; i < g.white.size(); ++i)
      if (g.white[i]) cells_.push_back(int(i));
  }
  int count(std::vector<int>* first) {
    first_ = first;
    search(0);
    return found_;
  }

 private:
  struct State {
    int left, cells, used;  // sum still to place, cells still empty, digits used (bits)
  };

  bool feasible(const State& s) const {
    if (s.cells == 0) return s.left == 0;
    int lo = 0, hi = 0;
    for (int d = 1, k = 0; d <= 9 && k < s.cells; ++d)
      if (!(s.used >> d & 1)) lo += d, ++k;
    for (int d = 9, k = 0; d >= 1 && k < s.cells; --d)
      if (!(s.used >> d & 1)) hi += d, ++k;
    return lo <= s.left && s.left <= hi;
  }

  void search(std::size_t i) {
    if (found_ >= limit_) return;
    if (i == cells_.size()) {
      if (++found_ == 1 && first_) *first_ = digits_;
      return;
    }
    const int cell = cells_[i];
    const std::vector<int>& rs = cell_runs_.at(cell);
    for (int d = 1; d <= 9; ++d) {
      const int given = g_.givens[std::size_t(cell)];
      if (given && d != given) continue;
      bool ok = true;
      for (int r : rs) ok = ok && !(runs_[std::size_t(r)].used >> d & 1);
      if (!ok) continue;
      for (int r : rs) {
        State& s = runs_[std::size_t(r)];
        s.left -= d, --s.cells, s.used |= 1 << d;
      }
      for (int r : rs) ok = ok && feasible(runs_[std::size_t(r)]);
      digits_[std::size_t(cell)] = d;
      if (ok) search(i + 1);
      for (int r : rs) {
        State& s = runs_[std::size_t(r)];
        s.left += d, ++s.cells, s.used &= ~(1 << d);
      }
    }
    digits_[std::size_t(cell)] = 0;
  }

  const RecordGrid& g_;
  int limit_;
  std::vector<int> digits_, cells_;
  std::vector<State> runs_;
  std::map<int, std::vector<int>> cell_runs_;
  int found_ = 0;
  std::vector<int>* first_ = nullptr;
};

}  // namespace

RecordGrid record_grid(const nlohmann::json& j) {
  RecordGrid g;
  g.rows = j.at("rows").get<int>();
  g.cols = j.at("cols").get<int>();
  const std::size_t n = std::size_t(g.rows * g.cols);
  g.white.assign(n, 0);
  g.across.assign(n, 0);
  g.down.assign(n, 0);
  g.givens.assign(n, 0);
  g.solution.assign(n, 0);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const std::size_t i = std::size_t(r * g.cols + c);
      const std::string t = j.at("grid").at(std::size_t(r)).at(std::size_t(c)).get<std::string>();
      g.solution[i] = j.at("solution").at(std::size_t(r)).at(std::size_t(c)).get<int>();
      if (j.contains("givens")) g.givens[i] = j["givens"].at(std::size_t(r)).at(std::size_t(c)).get<int>();
      if (t == ".") {
        g.white[i] = 1;
      } else if (const auto slash = t.find('\\'); slash != std::string::npos) {
        g.down[i] = number(t.substr(0, slash));
        g.across[i] = number(t.substr(slash + 1));
      } else if (t != "#") {
        throw std::runtime_error("unknown cell '" + t + "'");
      }
    }
  return g;
}

std::string shape_problem(const RecordGrid& g, const std::string& symmetry) {
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const std::size_t i = std::size_t(r * g.cols + c);
      if (g.white[i] && (r == 0 || c == 0)) return "a white cell in the clue row or column";
      if (!g.white[i] && (g.solution[i] || g.givens[i])) return "a digit on a cell that is not white";
      const int pr = symmetry == "point" ? g.rows - r : r, pc = symmetry == "none" ? c : g.cols - c;
      if (r > 0 && c > 0 && g.white[i] != g.is_white(pr, pc))
        return "(" + std::to_string(r) + "," + std::to_string(c) + ") and its " + symmetry +
               " partner differ";
    }
  int white = 0;
  for (char w : g.white) white += w;
  if (white == 0) return "no white cells";
  for (const Run& run : runs_of(g))
    if (std::string why = run_problem(g, run); !why.empty()) return why;
  if (reached_from_first(g) != white) return "the white cells fall into several parts";
  return "";
}

int count_solutions(const RecordGrid& g, int limit, std::vector<int>* first) {
  return Counter(g, limit).count(first);
}

}  // namespace kakuro::test
