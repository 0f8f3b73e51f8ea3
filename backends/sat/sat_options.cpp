// The options the SAT backend declares (BackendInfo::options): the CLI's --encoding,
// --sat-solver, --sat-command, --threads, --max-conflicts, --cadical-config and --solver-seed
// come from here, and the backend reads them back through sat_settings().
#include "sat_options.hpp"

#include <string>
#include <vector>

#include "kakuro/backend_option.hpp"
#include "kit/shared_options.hpp"
#include "sat/sat_backend.hpp"

namespace kakuro {

namespace {

const BackendOption& encoding_option() {
  static const BackendOption option = [] {
    const std::vector<std::string> encodings = sat_encodings();
    return BackendOption{
        "encoding", OptionType::Choice, encodings.front(), encodings, {}, {}, "SAT: the CNF encoding", {}};
  }();
  return option;
}

const BackendOption& solver_option() {
  // Every name is a choice, built in or not: check_options says which one is not built in.
  static const BackendOption option = [] {
    const std::vector<std::string> solvers = sat_solver_names();
    std::string built_in;
    for (const std::string& s : available_sat_solvers()) built_in += (built_in.empty() ? "" : ", ") + s;
    return BackendOption{"sat-solver",
                         OptionType::Choice,
                         solvers.front(),
                         solvers,
                         {},
                         {},
                         "SAT: the solver (built in: " + built_in + "; external runs --sat-command)",
                         {}};
  }();
  return option;
}

const BackendOption& command_option() {
  static const BackendOption option{
      "sat-command",
      OptionType::String,
      "",
      {},
      {},
      {},
      "SAT: a DIMACS solver's command line, e.g. 'kissat -q' (the CNF file is appended)",
      {}};
  return option;
}

const BackendOption& threads_option() {
  static const BackendOption option{
      "threads", OptionType::Int, "1", {}, 1.0, 64.0, "SAT: solver threads (CryptoMiniSat)", {}};
  return option;
}

}  // namespace

std::vector<BackendOption> sat_backend_options() {
  BackendOption conflicts{"max-conflicts",
                          OptionType::UInt,
                          "0",
                          {},
                          0.0,
                          {},
                          "SAT: conflicts per solve call (0 = no limit)",
                          {}};
  conflicts.apply = [](const std::string& v, SolverOptions&, Limits& l) { l.max_conflicts = std::stoull(v); };
  return {encoding_option(), solver_option(),         command_option(), threads_option(),
          conflicts,         cadical_config_option(), seed_option()};
}

const BackendOption& cadical_config_option() {
  // Read by sat_solvers.cpp only when CaDiCaL runs.
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

namespace detail {

SatSettings sat_settings(const SolverOptions& options) {
  SatSettings s;
  const auto& given = options.backend_options;
  if (const auto it = given.find(encoding_option().name); it != given.end()) s.encoding = it->second;
  s.solver = option_value(options, solver_option());
  s.command = option_value(options, command_option());
  s.threads = std::stoi(option_value(options, threads_option()));
  s.seed = solver_seed(options);
  return s;
}

SolverOptions with_sat_solver(SolverOptions options, const std::string& solver) {
  options.backend_options[solver_option().name] = solver;
  if (solver != "external") options.backend_options.erase(command_option().name);
  return options;
}

std::string check_sat_command(const SolverOptions& options) {
  const auto& given = options.backend_options;
  const auto command = given.find(command_option().name), solver = given.find(solver_option().name);
  if (command == given.end() || command->second.empty()) return "";
  if (solver != given.end() && solver->second == "external") return "";
  return "is read only with --sat-solver external" +
         (solver != given.end() ? ", not with --sat-solver " + solver->second
                                : std::string(", which is not given")) +
         ": add --sat-solver external, or leave --sat-command out";
}

CmsConfig cms_config(const SatSettings& settings) {
  CmsConfig config;
  config.threads = static_cast<unsigned>(settings.threads > 0 ? settings.threads : 1);
  config.seed = static_cast<std::uint32_t>(settings.seed);
  return config;
}

}  // namespace detail

}  // namespace kakuro
