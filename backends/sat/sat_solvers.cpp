#include "sat_solvers.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>

#include "ipasir_external.hpp"
#include "kakuro/backend_option.hpp"
#include "sat/sat_backend.hpp"
#include "sat_options.hpp"
#if KAKURO_WITH_CADICAL
#include "ipasir_cadical.hpp"
#endif

namespace kakuro {

namespace {

constexpr bool kWithCadical = KAKURO_WITH_CADICAL;

bool is_executable_file(const std::string& path) {
  struct stat st {};
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(path.c_str(), X_OK) == 0;
}

// Whether `program` can be started: a path with a slash as it is, a bare name on PATH (the
// default search path when PATH is unset, as execvp does).
bool program_exists(const std::string& program) {
  if (program.find('/') != std::string::npos) return is_executable_file(program);
  const char* env = std::getenv("PATH");
  const std::string path = env ? env : "/bin:/usr/bin";
  for (std::size_t begin = 0;;) {
    const std::size_t end = std::min(path.find(':', begin), path.size());
    const std::string dir = end > begin ? path.substr(begin, end - begin) : ".";
    if (is_executable_file(dir + "/" + program)) return true;
    if (end == path.size()) return false;
    begin = end + 1;
  }
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

}  // namespace

std::vector<std::string> sat_solver_names() { return {"cryptominisat", "cadical", "external"}; }

std::vector<std::string> available_sat_solvers() {
  std::vector<std::string> names;
  for (const std::string& n : sat_solver_names())
    if (n != "cadical" || kWithCadical) names.push_back(n);
  return names;
}

namespace detail {

std::string check_sat_solver(const SolverOptions& options) {
  const SatSettings settings = sat_settings(options);
  const std::string& name = settings.solver;
  if (name == "cryptominisat") return "";
  if (name == "cadical")
    return kWithCadical ? ""
                        : "SAT solver 'cadical' is not built in (CaDiCaL was not found at configure time)";
  if (name == "external") {
    const std::vector<std::string> words = split_command(settings.command);
    if (words.empty()) return "SAT solver 'external' needs a command (--sat-command, e.g. 'kissat -q')";
    if (!program_exists(words.front()))
      return "SAT solver command '" + words.front() + "' not found" +
             (words.front().find('/') == std::string::npos ? " on PATH" : "");
    return "";
  }
  return "unknown SAT solver '" + name + "' (known: " + joined(sat_solver_names()) +
         "; built in: " + joined(available_sat_solvers()) + ")";
}

std::unique_ptr<IpasirSolver> make_sat_solver(const SolverOptions& options, const CmsConfig& cms,
                                              std::string& error) {
  error = check_sat_solver(options);
  if (!error.empty()) return nullptr;
  const SatSettings settings = sat_settings(options);
  if (settings.solver == "external") return make_external_solver(settings.command);
#if KAKURO_WITH_CADICAL
  if (settings.solver == "cadical")
    return make_cadical_solver(static_cast<std::uint32_t>(settings.seed),
                               option_value(options, cadical_config_option()));
#endif
  return make_cms_solver(cms);
}

}  // namespace detail

}  // namespace kakuro
