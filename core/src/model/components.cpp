#include "kakuro/components.hpp"

#include <algorithm>
#include <numeric>

#include "kakuro/kept_buffer.hpp"

namespace kakuro {

// Union-find over the white cells: one union per pair of neighbours in a run (a path along
// each run connects all of its cells). No graph is built: on a typical puzzle this pass runs
// once per solve, and a Boost adjacency list cost more in allocation than the whole search.
std::vector<int> component_roots(const Puzzle& p) {
  std::vector<int> roots;
  component_roots_into(p, roots);
  return roots;
}

void component_roots_into(const Puzzle& p, std::vector<int>& parent) {
  const auto n = static_cast<std::size_t>(p.num_vars());
  parent.resize(n);
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](int v) {
    while (parent[std::size_t(v)] != v)
      v = parent[std::size_t(v)] = parent[std::size_t(parent[std::size_t(v)])];
    return v;
  };
  for (const Run& run : p.runs())
    for (std::size_t i = 1; i < run.vars.size(); ++i) {
      const int a = find(run.vars[i - 1]), b = find(run.vars[i]);
      if (a != b) parent[std::size_t(std::max(a, b))] = std::min(a, b);  // the root is the smallest var
    }
  for (std::size_t v = 0; v < n; ++v) parent[v] = find(int(v));
}

const std::vector<int>& component_roots_kept(const Puzzle& p) {
  thread_local std::uint64_t of = 0;  // body_id() is never 0
  thread_local std::vector<int> roots;
  if (of != p.body_id()) {
    of = 0;  // a throw (bad_alloc) below leaves no stale key
    trim_kept(roots, std::size_t(p.num_vars()));
    component_roots_into(p, roots);
    of = p.body_id();
  }
  return roots;
}

bool single_component(const Puzzle& p) {
  const std::vector<int>& roots = component_roots_kept(p);
  return std::all_of(roots.begin(), roots.end(), [](int r) { return r == 0; });
}

Components connected_components(const Puzzle& p) {
  const std::vector<int>& root_of = component_roots_kept(p);  // the backend asked single_component()
  const auto n = root_of.size();
  // Parts numbered in the order of their smallest cell, as a depth-first labelling would.
  Components out;
  out.of_var.assign(n, 0);
  int count = 0;
  for (std::size_t v = 0; v < n; ++v) {
    const int root = root_of[v];
    out.of_var[v] = root == int(v) ? count++ : out.of_var[std::size_t(root)];
  }
  out.vars.resize(std::size_t(count));
  out.runs.resize(std::size_t(count));
  if (count == 1) out.vars[0].reserve(n), out.runs[0].reserve(std::size_t(p.num_runs()));
  for (VarId v = 0; v < p.num_vars(); ++v) out.vars[std::size_t(out.of_var[std::size_t(v)])].push_back(v);
  for (RunId r = 0; r < p.num_runs(); ++r) {
    const Run& run = p.run(r);
    if (!run.vars.empty()) out.runs[std::size_t(out.of_var[std::size_t(run.vars.front())])].push_back(r);
  }
  return out;
}

}  // namespace kakuro
