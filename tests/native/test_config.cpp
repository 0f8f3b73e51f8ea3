// Options against a csp file's preferences: explicit options win, the file's flags choose
// what was left unset, the defaults do the rest.
#include <catch2/catch.hpp>

#include "config.hpp"

using namespace kakuro;
using detail::resolve_config;

TEST_CASE("defaults without preferences", "[native][config]") {
  const auto c = resolve_config(SolverOptions{}, SolverPreferences{});
  CHECK(c.inference == Inference::GAC);
  CHECK(c.var_order == SolverOptions{}.var_order);
  CHECK(c.val_order == ValOrder::Min);
  CHECK(c.region_terms > 0);
}

TEST_CASE("a file's flags choose what the options left unset", "[native][config]") {
  SolverPreferences prefs;
  prefs.fc = true;
  prefs.mrv = false;
  prefs.lcv = true;
  auto c = resolve_config(SolverOptions{}, prefs);
  CHECK(c.inference == Inference::FC);
  CHECK(c.var_order == VarOrder::Input);
  CHECK(c.val_order == ValOrder::LCV);
  CHECK(c.region_terms == 0);  // region equations only with gac

  prefs.ac3 = true;
  CHECK(resolve_config(SolverOptions{}, prefs).inference == Inference::AC3);
  prefs.mac = true;
  CHECK(resolve_config(SolverOptions{}, prefs).inference == Inference::MAC);
  prefs.mrv = true;
  CHECK(resolve_config(SolverOptions{}, prefs).var_order == VarOrder::MRV);

  SolverPreferences off;
  off.fc = false;
  off.ac3 = false;
  off.mac = false;
  CHECK(resolve_config(SolverOptions{}, off).inference == Inference::FC);  // the weakest there is
}

TEST_CASE("explicit options win over a file's flags", "[native][config]") {
  SolverPreferences prefs;
  prefs.mac = true;
  prefs.mrv = true;
  prefs.lcv = true;
  SolverOptions o;
  o.inference = Inference::GAC;
  o.var_order = VarOrder::DomWdeg;
  o.val_order = ValOrder::Min;
  o.inference_set = o.var_order_set = o.val_order_set = true;
  const auto c = resolve_config(o, prefs);
  CHECK(c.inference == Inference::GAC);
  CHECK(c.var_order == VarOrder::DomWdeg);
  CHECK(c.val_order == ValOrder::Min);
}
