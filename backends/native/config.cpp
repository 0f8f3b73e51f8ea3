#include "config.hpp"

namespace kakuro::detail {

// A file's flags (seed 004: fc, ac3, mac, mrv, lcv) choose what the options left unset.
EngineConfig resolve_config(const SolverOptions& o, const SolverPreferences& prefs) {
  EngineConfig c;
  c.inference = o.inference;
  c.var_order = o.var_order;
  c.val_order = o.val_order;
  c.seed = o.seed;
  if (!o.inference_set && (prefs.fc || prefs.ac3 || prefs.mac)) {
    if (prefs.mac.value_or(false))
      c.inference = Inference::MAC;
    else if (prefs.ac3.value_or(false))
      c.inference = Inference::AC3;
    else
      c.inference = Inference::FC;  // only fc, or every inference switched off: the weakest we have
  }
  if (!o.var_order_set && prefs.mrv) c.var_order = *prefs.mrv ? VarOrder::MRV : VarOrder::Input;
  if (!o.val_order_set && prefs.lcv) c.val_order = *prefs.lcv ? ValOrder::LCV : ValOrder::Min;
  // Region equations pay off only with exact run propagation; the weaker levels stay
  // what their names say. Longer equations cost more to propagate than they prune.
  if (c.inference == Inference::GAC) c.region_terms = 12;
  return c;
}

}  // namespace kakuro::detail
