#include "model.hpp"

#include <cassert>
#include <utility>

namespace kakuro::detail {

Model build_model(const Puzzle& p, const Domains& domains, std::span<const VarId> vars,
                  std::span<const RunId> runs, std::vector<int>& local, Model reuse) {
  Model m = std::move(reuse);
  m.global.assign(vars.begin(), vars.end());
  m.domains.clear();
  m.row.clear();
  m.col.clear();
  m.runs.clear();
  m.dirs.clear();
  m.linears.clear();
  local.resize(std::size_t(p.num_vars()), -1);
  m.domains.reserve(vars.size());
  m.row.reserve(vars.size());
  m.col.reserve(vars.size());
  m.runs.reserve(runs.size());
  m.dirs.reserve(runs.size());
  for (std::size_t i = 0; i < vars.size(); ++i) {
    VarId v = vars[i];
    local[std::size_t(v)] = static_cast<int>(i);
    DigitSet d = std::size_t(v) < domains.size() ? domains[std::size_t(v)] : DigitSet::all();
    if (p.given(v) != 0) d &= DigitSet::single(p.given(v));
    m.domains.push_back(d.bits());
    m.row.push_back(p.row_of(p.cell_of(v)));
    m.col.push_back(p.col_of(p.cell_of(v)));
  }
  for (RunId r : runs) {
    const Run& run = p.run(r);
    RunCon rc;
    rc.sum = run.sum;
    rc.vars.reserve(run.vars.size());
    for (VarId v : run.vars) {
      assert(local[std::size_t(v)] >= 0 && "run reaches outside the part");
      rc.vars.push_back(local[std::size_t(v)]);
    }
    m.runs.push_back(std::move(rc));
    m.dirs.push_back(run.dir);
  }
  return m;
}

}  // namespace kakuro::detail
