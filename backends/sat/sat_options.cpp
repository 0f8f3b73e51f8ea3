// The options the SAT backend declares (BackendInfo::options): the CLI's --encoding,
// --sat-solver, --sat-command, --threads, --max-conflicts, --cadical-config and --solver-seed
// come from here.
#include <string>
#include <vector>

#include "kakuro/backend_option.hpp"
#include "sat/sat_backend.hpp"

namespace kakuro {

std::vector<BackendOption> sat_backend_options() {
  const std::vector<std::string> encodings = sat_encodings();
  BackendOption encoding{
      "encoding", OptionType::Choice, encodings.front(), encodings, {}, {}, "SAT: the CNF encoding", {}};
  encoding.apply = [](const std::string& v, SolverOptions& o, Limits&) { o.encoding = v; };
  // Every name is a choice, built in or not: check_options says which one is not built in.
  const std::vector<std::string> solvers = sat_solver_names();
  std::string built_in;
  for (const std::string& s : available_sat_solvers()) built_in += (built_in.empty() ? "" : ", ") + s;
  BackendOption solver{"sat-solver",
                       OptionType::Choice,
                       solvers.front(),
                       solvers,
                       {},
                       {},
                       "SAT: the solver (built in: " + built_in + "; external runs --sat-command)",
                       {}};
  solver.apply = [](const std::string& v, SolverOptions& o, Limits&) {
    o.sat_solver = v;
    o.sat_solver_set = true;
  };
  BackendOption command{"sat-command",
                        OptionType::String,
                        "",
                        {},
                        {},
                        {},
                        "SAT: a DIMACS solver's command line, e.g. 'kissat -q' (the CNF file is appended)",
                        {}};
  command.apply = [](const std::string& v, SolverOptions& o, Limits&) { o.sat_command = v; };
  BackendOption threads{"threads", OptionType::Int, "1", {}, 1.0, 64.0, "SAT: solver threads (CryptoMiniSat)",
                        {}};
  threads.apply = [](const std::string& v, SolverOptions& o, Limits&) { o.threads = std::stoi(v); };
  BackendOption conflicts{"max-conflicts",
                          OptionType::UInt,
                          "0",
                          {},
                          0.0,
                          {},
                          "SAT: conflicts per solve call (0 = no limit)",
                          {}};
  conflicts.apply = [](const std::string& v, SolverOptions&, Limits& l) { l.max_conflicts = std::stoull(v); };
  return {encoding, solver, command, threads, conflicts, cadical_config_option(), seed_option()};
}

const BackendOption& cadical_config_option() {
  // No apply: the value stays in SolverOptions::backend_options, read by sat_solvers.cpp.
  static const BackendOption option{
      "cadical-config",
      OptionType::Choice,
      "default",
      {"default", "sat", "unsat"},
      {},
      {},
      "SAT: CaDiCaL's configuration (sat: its tuning for satisfiable formulas, such as large loose puzzles)",
      {}};
  return option;
}

}  // namespace kakuro
