// The one options struct shared by every backend and the CLI; each default stated once.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <string>

namespace kakuro {

enum class Inference { FC, AC3, MAC, GAC };
enum class VarOrder { Input, MRV, DomWdeg };
enum class ValOrder { Min, LCV };

struct Limits {
  double timeout_s = 0;             ///< wall-clock seconds per puzzle; 0 = none
  std::uint64_t max_nodes = 0;      ///< search nodes (native); 0 = none
  std::uint64_t max_conflicts = 0;  ///< SAT conflicts; 0 = none
};

struct SolverOptions {
  // Native backend.
  Inference inference = Inference::GAC;    ///< --inference
  VarOrder var_order = VarOrder::DomWdeg;  ///< --var-order (chosen by measurement: docs/benchmarks.md)
  ValOrder val_order = ValOrder::Min;      ///< --val-order
  bool split_components = true;            ///< solve independent parts apart
  bool inference_set = false, var_order_set = false, val_order_set = false;  ///< given explicitly
  // SAT backend.
  std::string encoding = "";                 ///< --encoding; "" = the backend's default
  std::string sat_solver = "cryptominisat";  ///< --sat-solver: cryptominisat, cadical or external
  bool sat_solver_set = false;               ///< --sat-solver given explicitly
  std::string sat_command = "";              ///< --sat-command: the external solver's command line
  int threads = 1;                           ///< --threads (SAT)
  std::uint64_t seed = 0;                    ///< --solver-seed
  /// Options a backend declared (BackendInfo::option_specs) that have no field above: a
  /// plugin's own, by name without the dashes, as given on the command line.
  std::map<std::string, std::string> backend_options;
};

std::string to_string(Inference i);
std::string to_string(VarOrder v);
std::string to_string(ValOrder v);
bool parse_inference(const std::string& s, Inference& out);
bool parse_var_order(const std::string& s, VarOrder& out);
bool parse_val_order(const std::string& s, ValOrder& out);

}  // namespace kakuro
