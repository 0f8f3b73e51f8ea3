#include "encoding.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

#include "diagram.hpp"
#include "kakuro/combinations.hpp"
#include "region_equations.hpp"

namespace kakuro::detail {

namespace {

// Chosen by measurement (docs/encoding.md, "Choosing the default").
constexpr const char* kDefaultEncoding = "selector";

DigitSet start_domain(const Puzzle& p, const Domains& domains, VarId v) {
  DigitSet d = std::size_t(v) < domains.size() ? domains[std::size_t(v)] : DigitSet::all();
  if (p.given(v) != 0) d &= DigitSet::single(p.given(v));
  return d;
}

void encode_cells(Cnf& cnf, const Puzzle& p, const Domains& domains) {
  cnf.resize_cells(p.num_vars());
  for (VarId v = 0; v < p.num_vars(); ++v) {
    std::vector<int> lits;
    start_domain(p, domains, v).for_each([&](int d) {
      const int lit = cnf.new_var({VarMeaning::Kind::CellDigit, v, std::uint8_t(d), 0, 0});
      cnf.set_cell_lit(v, d, lit);
      lits.push_back(lit);
    });
    cnf.add_exactly_one(lits);  // an empty domain gives the empty clause
  }
}

// Whether cells with the candidate masks `cands` can take distinct digits of `combo`: a
// matching of every cell to a digit (Kuhn's augmenting paths over at most nine cells and
// digits). `combo` has as many digits as there are cells, so the matching uses them all.
bool placeable(const std::vector<std::uint16_t>& cands, std::uint16_t combo) {
  const std::size_t n = cands.size();
  if (n > 9 || static_cast<std::size_t>(std::popcount(combo)) != n) return false;
  std::array<std::uint16_t, 9> allowed{};  // per cell: its candidates inside the combination
  for (std::size_t i = 0; i < n; ++i)
    if ((allowed[i] = cands[i] & combo) == 0) return false;
  std::array<int, 16> holder;  // per digit bit: the cell holding it, or -1
  holder.fill(-1);
  std::uint16_t seen = 0;  // digit bits visited by the current search
  const auto augment = [&](const auto& self, int cell) -> bool {
    for (unsigned left = allowed[std::size_t(cell)] & ~unsigned(seen); left != 0; left &= left - 1) {
      const int bit = std::countr_zero(left);
      seen = static_cast<std::uint16_t>(seen | (1u << bit));
      if (holder[std::size_t(bit)] < 0 || self(self, holder[std::size_t(bit)])) {
        holder[std::size_t(bit)] = cell;
        return true;
      }
    }
    return false;
  };
  for (std::size_t i = 0; i < n; ++i) {
    seen = 0;
    if (!augment(augment, static_cast<int>(i))) return false;
  }
  return true;
}

void encode_region(Cnf& cnf, const RegionEquation& e, int index) {
  std::vector<VarId> cells = e.plus;
  cells.insert(cells.end(), e.minus.begin(), e.minus.end());
  const std::size_t num_plus = e.plus.size();
  const auto next = [num_plus](std::size_t i, int sum, int d) -> std::optional<int> {
    return i < num_plus ? sum + d : sum - d;
  };
  Diagram g = build_diagram(cnf, std::move(cells), 0, next, [&e](int sum) { return sum == e.constant; });
  encode_diagram(cnf, g, {VarMeaning::Kind::CutNode, VarMeaning::Kind::CutEdge, index});
}

}  // namespace

const std::vector<std::string>& encoding_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n{"selector", "mdd", "plain"};
    std::stable_partition(n.begin(), n.end(), [](const std::string& s) { return s == kDefaultEncoding; });
    return n;
  }();
  return names;
}

bool is_encoding(const std::string& name) {
  const auto& n = encoding_names();
  return name.empty() || std::find(n.begin(), n.end(), name) != n.end();
}

std::string resolve_encoding(const std::string& name) { return name.empty() ? kDefaultEncoding : name; }

EncodingSpec encoding_spec(const std::string& name) {
  assert(is_encoding(name));
  const std::string n = resolve_encoding(name);
  EncodingSpec spec;
  spec.runs = n == "mdd" ? RunEncoding::Mdd : RunEncoding::Selector;
  spec.region_cells = n == "plain" ? -1 : kRegionCells;
  return spec;
}

DigitSet candidates(const Cnf& cnf, VarId v) {
  DigitSet s;
  for (int d = 1; d <= 9; ++d)
    if (cnf.cell_lit(v, d) != 0) s.insert(d);
  return s;
}

std::vector<std::uint16_t> placeable_combinations(const Puzzle& p, const Cnf& cnf, RunId r) {
  const Run& run = p.run(r);
  std::vector<std::uint16_t> cands;
  cands.reserve(run.vars.size());
  for (VarId v : run.vars) cands.push_back(candidates(cnf, v).bits());
  std::vector<std::uint16_t> out;
  for (std::uint16_t m : combinations(static_cast<int>(run.vars.size()), run.sum))
    if (placeable(cands, m)) out.push_back(m);
  return out;
}

std::optional<Cnf> encode(const Puzzle& p, const Domains& domains, const EncodingSpec& spec,
                          const StopFn& stop) {
  const auto stopped = [&] { return stop && stop(); };
  Cnf cnf;
  encode_cells(cnf, p, domains);
  for (RunId r = 0; r < p.num_runs(); ++r) {
    if (stopped()) return std::nullopt;
    const std::vector<std::uint16_t> combos = placeable_combinations(p, cnf, r);
    if (combos.empty())
      cnf.add_clause(std::vector<int>{});  // the run cannot be filled: unsatisfiable
    else if (spec.runs == RunEncoding::Mdd)
      encode_run_mdd(cnf, p, r, combos);
    else
      encode_run_selector(cnf, p, r, combos);
  }
  if (spec.region_cells < 0) return cnf;
  const std::vector<RegionEquation> equations = region_equations(p, spec.region_cells, stop);
  if (stopped()) return std::nullopt;
  int index = 0;
  for (const RegionEquation& e : equations) {
    if (stopped()) return std::nullopt;  // thousands of equations take milliseconds
    encode_region(cnf, e, index++);
  }
  return cnf;
}

Cnf encode(const Puzzle& p, const Domains& domains, const EncodingSpec& spec) {
  return *encode(p, domains, spec, StopFn{});
}

Cnf encode(const Puzzle& p, const Domains& domains, const std::string& name) {
  return encode(p, domains, encoding_spec(name));
}

}  // namespace kakuro::detail
