// Options against a csp file's preferences: explicit options win, the file's flags choose
// what was left unset, the defaults do the rest.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "config.hpp"

using namespace kakuro;
using namespace kakuro::detail;

TEST_CASE("defaults without preferences", "[native][config]") {
  const auto c = resolve_config(SolverOptions{}, SolverPreferences{});
  CHECK(c.inference == Inference::GAC);
  CHECK(c.var_order == VarOrder::DomWdeg);
  CHECK(c.seed == 0);
  CHECK(c.val_order == ValOrder::Min);
  CHECK(c.region_terms > 0);
}

TEST_CASE("a file's flags choose what the options left unset", "[native][config]") {
  SolverPreferences prefs;
  prefs.set("FC", true);
  prefs.set("MRV", false);
  prefs.set("LCV", true);
  auto c = resolve_config(SolverOptions{}, prefs);
  CHECK(c.inference == Inference::FC);
  CHECK(c.var_order == VarOrder::Input);
  CHECK(c.val_order == ValOrder::LCV);
  CHECK(c.region_terms == 0);  // region equations only with gac

  prefs.set("AC3", true);
  CHECK(resolve_config(SolverOptions{}, prefs).inference == Inference::AC3);
  prefs.set("MAC", true);
  CHECK(resolve_config(SolverOptions{}, prefs).inference == Inference::MAC);
  prefs.set("MRV", true);
  CHECK(resolve_config(SolverOptions{}, prefs).var_order == VarOrder::MRV);

  SolverPreferences off;
  off.set("FC", false);
  off.set("AC3", false);
  off.set("MAC", false);
  CHECK(resolve_config(SolverOptions{}, off).inference == Inference::FC);  // the weakest there is
}

TEST_CASE("explicit options win over a file's flags", "[native][config]") {
  SolverPreferences prefs;
  prefs.set("MAC", true);
  prefs.set("MRV", true);
  prefs.set("LCV", true);
  SolverOptions o;  // the defaults, given explicitly
  o.backend_options = {{"inference", "gac"}, {"var-order", "domwdeg"}, {"val-order", "min"}};
  const auto c = resolve_config(o, prefs);
  CHECK(c.inference == Inference::GAC);
  CHECK(c.var_order == VarOrder::DomWdeg);
  CHECK(c.val_order == ValOrder::Min);
}

TEST_CASE("the options as the CLI gives them, by their declared names", "[native][config]") {
  SolverOptions o;
  o.backend_options = {
      {"inference", "ac3"}, {"var-order", "mrv"}, {"val-order", "lcv"}, {"solver-seed", "7"}};
  const auto c = resolve_config(o, SolverPreferences{});
  CHECK(c.inference == Inference::AC3);
  CHECK(c.var_order == VarOrder::MRV);
  CHECK(c.val_order == ValOrder::LCV);
  CHECK(c.seed == 7);
  CHECK(c.region_terms == 0);
}

namespace {

// The configuration the native backend makes of these CLI options alone (no preferences).
EngineConfig config_of(std::map<std::string, std::string> options) {
  SolverOptions o;
  o.backend_options = std::move(options);
  return resolve_config(o, SolverPreferences{});
}

}  // namespace

TEST_CASE("region-windows: when the window equations join, or never", "[native][config]") {
  CHECK(config_of({}).windows_after_failures_per_cell == 1);
  CHECK(config_of({{"region-windows", "0"}}).windows_after_failures_per_cell == 0);
  CHECK(config_of({{"region-windows", "25"}}).windows_after_failures_per_cell == 25);
}

TEST_CASE("region-after: the failures before the region equations join", "[native][config]") {
  CHECK(config_of({}).region_after_failures == 16);
  CHECK(config_of({{"region-after", "8"}}).region_after_failures == 8);
  CHECK(config_of({{"region-after", "0"}}).region_after_failures == 0);
}

TEST_CASE("rephase: restarts per block of rephasing, or never", "[native][config]") {
  CHECK(config_of({}).best_phase_every == 8);
  CHECK(config_of({{"rephase", "0"}}).best_phase_every == 0);
  CHECK(config_of({{"rephase", "3"}}).best_phase_every == 3);
}

TEST_CASE("decompose: when components are solved apart, or never, and only with gac", "[native][config]") {
  CHECK(config_of({}).decompose_after_failures_per_cell == 1);
  CHECK(config_of({{"decompose", "off"}}).decompose_after_failures_per_cell == 0);
  CHECK(config_of({{"decompose", "always"}}).decompose_after_failures_per_cell == -1);
  CHECK(config_of({{"decompose", "always"}, {"inference", "mac"}}).decompose_after_failures_per_cell == 0);
}
