// The native backend's options: declared once here (their names, choices, defaults and
// help: `kakuro backends`, the CLI's flags) and read back from SolverOptions into the
// engine's settings.
#include "config.hpp"

#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "kit/shared_options.hpp"
#include "native/native_backend.hpp"

namespace kakuro {

namespace {

using detail::Inference;
using detail::ValOrder;
using detail::VarOrder;

// Each choice's name and value, in the order `kakuro backends` lists them.
constexpr std::pair<const char*, Inference> kInferences[] = {
    {"fc", Inference::FC}, {"ac3", Inference::AC3}, {"mac", Inference::MAC}, {"gac", Inference::GAC}};
constexpr std::pair<const char*, VarOrder> kVarOrders[] = {
    {"input", VarOrder::Input}, {"mrv", VarOrder::MRV}, {"domwdeg", VarOrder::DomWdeg}};
constexpr std::pair<const char*, ValOrder> kValOrders[] = {{"min", ValOrder::Min}, {"lcv", ValOrder::LCV}};

template <class Table>
std::vector<std::string> names(const Table& table) {
  std::vector<std::string> out;
  for (const auto& [name, value] : table) out.emplace_back(name);
  return out;
}

// A choice's value; the first when `text` names none (check() lets no such text through).
template <class Table>
auto value_of(const Table& table, const std::string& text) {
  for (const auto& [name, value] : table)
    if (text == name) return value;
  return std::begin(table)->second;
}

BackendOption choice(const char* name, const char* default_value, std::vector<std::string> choices,
                     const char* help) {
  return BackendOption{name, OptionType::Choice, default_value, std::move(choices), {}, {}, help, {}};
}

const BackendOption& inference_option() {
  static const BackendOption option =
      choice("inference", "gac", names(kInferences),
             "Native: propagation: forward checking, AC-3, MAC or exact per-run GAC");
  return option;
}

const BackendOption& var_order_option() {
  // domwdeg: chosen by measurement (docs/benchmarks.md).
  static const BackendOption option =
      choice("var-order", "domwdeg", names(kVarOrders), "Native: the variable order");
  return option;
}

const BackendOption& val_order_option() {
  static const BackendOption option =
      choice("val-order", "min", names(kValOrders), "Native: the value order");
  return option;
}

// Measured on random loose puzzles (docs/benchmarks.md "Large random puzzles").
const BackendOption& region_windows_option() {
  static const BackendOption option{
      "region-windows",
      OptionType::UInt,
      "1",
      {},
      0.0,
      1e6,
      "Native (gac): failures per cell after which region equations of 10x10 windows join (0 = never)",
      {}};
  return option;
}

// At 16 rather than 8, the hard generated puzzles on which ours was slower than Gecode's
// model by more than 10% (deriving the equations was half their solve, and pruned nothing
// they needed) are not (docs/benchmarks.md "Against the peers").
const BackendOption& region_after_option() {
  static const BackendOption option{"region-after",
                                    OptionType::UInt,
                                    "16",
                                    {},
                                    0.0,
                                    1e9,
                                    "Native (gac): search failures after which the region equations join",
                                    {}};
  return option;
}

// When dynamic decomposition (decompose.cpp) joins the search.
constexpr std::pair<const char*, int> kDecompose[] = {{"off", 0}, {"late", 1}, {"always", -1}};

const BackendOption& decompose_option() {
  static const BackendOption option =
      choice("decompose", "late", names(kDecompose),
             "Native (gac): solve independent components of the open cells apart: never, once the "
             "search has failed once per cell, or from the first decision");
  return option;
}

// Measured on random loose 100x100 puzzles (docs/benchmarks.md "Speed IV").
const BackendOption& rephase_option() {
  static const BackendOption option{
      "rephase",
      OptionType::UInt,
      "8",
      {},
      0.0,
      1e6,
      "Native: restarts per block; once the search has failed once per cell, in "
      "every other block a restart tries first the digits of the deepest failure "
      "of the block before (0 = never)",
      {}};
  return option;
}

bool given(const SolverOptions& o, const BackendOption& option) {
  return o.backend_options.count(option.name) > 0;
}

}  // namespace

std::vector<BackendOption> native_backend_options() {
  BackendOption max_nodes{
      "max-nodes", OptionType::UInt, "0", {}, 0.0, {}, "Native: search nodes per puzzle (0 = no limit)", {}};
  max_nodes.apply = [](const std::string& v, SolverOptions&, Limits& l) { l.max_nodes = std::stoull(v); };
  return {inference_option(),    var_order_option(), val_order_option(), region_windows_option(),
          region_after_option(), decompose_option(), rephase_option(),   max_nodes,
          seed_option()};
}

namespace detail {

namespace {

// A file's flags (seed 004: fc, ac3, mac, mrv, lcv) choose what the options left unset.
EngineConfig resolve(const SolverOptions& o, const SolverPreferences& prefs) {
  EngineConfig c;
  c.inference = value_of(kInferences, option_value(o, inference_option()));
  c.var_order = value_of(kVarOrders, option_value(o, var_order_option()));
  c.val_order = value_of(kValOrders, option_value(o, val_order_option()));
  c.seed = solver_seed(o);
  const std::optional<bool> fc = prefs.get("FC"), ac3 = prefs.get("AC3"), mac = prefs.get("MAC"),
                            mrv = prefs.get("MRV"), lcv = prefs.get("LCV");
  if (!given(o, inference_option()) && (fc || ac3 || mac)) {
    if (mac.value_or(false))
      c.inference = Inference::MAC;
    else if (ac3.value_or(false))
      c.inference = Inference::AC3;
    else
      c.inference = Inference::FC;  // only fc, or every inference switched off: the weakest we have
  }
  if (!given(o, var_order_option()) && mrv) c.var_order = *mrv ? VarOrder::MRV : VarOrder::Input;
  if (!given(o, val_order_option()) && lcv) c.val_order = *lcv ? ValOrder::LCV : ValOrder::Min;
  // Region equations pay off only with exact run propagation; the weaker levels stay
  // what their names say. Longer equations cost more to propagate than they prune.
  if (c.inference == Inference::GAC) c.region_terms = 12;
  // Dynamic decomposition relies on a fully fixed run being checked, which GAC does.
  c.decompose_after_failures_per_cell =
      c.inference == Inference::GAC ? value_of(kDecompose, option_value(o, decompose_option())) : 0;
  c.windows_after_failures_per_cell = std::stoi(option_value(o, region_windows_option()));
  c.region_after_failures = std::stoi(option_value(o, region_after_option()));
  c.best_phase_every = std::stoi(option_value(o, rephase_option()));
  return c;
}

}  // namespace

// Without options and flags (most solves) the defaults, read once: reading them from the
// option tables costs several string copies and parses, a fair share of a tiny puzzle's solve.
EngineConfig resolve_config(const SolverOptions& o, const SolverPreferences& prefs) {
  if (!o.backend_options.empty() || prefs.any()) return resolve(o, prefs);
  static const EngineConfig defaults = resolve(o, prefs);
  return defaults;
}

}  // namespace detail

}  // namespace kakuro
