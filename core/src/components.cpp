#include "kakuro/components.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>

namespace kakuro {

Components connected_components(const Puzzle& p) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  Graph g(static_cast<std::size_t>(p.num_vars()));
  // A path along each run connects all of its cells; that is enough for connectivity.
  for (const Run& run : p.runs())
    for (std::size_t i = 1; i < run.vars.size(); ++i)
      boost::add_edge(static_cast<std::size_t>(run.vars[i - 1]), static_cast<std::size_t>(run.vars[i]), g);
  Components out;
  out.of_var.assign(std::size_t(p.num_vars()), 0);
  const int n = p.num_vars() == 0 ? 0 : static_cast<int>(boost::connected_components(g, out.of_var.data()));
  out.vars.resize(std::size_t(n));
  out.runs.resize(std::size_t(n));
  for (VarId v = 0; v < p.num_vars(); ++v) out.vars[std::size_t(out.of_var[std::size_t(v)])].push_back(v);
  for (RunId r = 0; r < p.num_runs(); ++r) {
    const Run& run = p.run(r);
    if (!run.vars.empty()) out.runs[std::size_t(out.of_var[std::size_t(run.vars.front())])].push_back(r);
  }
  return out;
}

}  // namespace kakuro
