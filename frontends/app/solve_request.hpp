// The request a backend and its options make, shared by every frontend: the default backend,
// a backend found by name, the declared options applied and each backend's rules checked.
// Refusals are OptionError (option_error.hpp), never a frontend's error type.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "app/option_error.hpp"
#include "kakuro/backend.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::app {

/// The backend used when none is named: every frontend's default.
const std::string& default_backend();
/// The backend that answers repair's questions about run sums (the `sum_cores` hook) when
/// none is named: sat where it is built in (one incremental solver for the whole repair,
/// its cores from failed assumptions; native's core is a whole part of the grid), else
/// default_backend(). The CLI's `repair --cores` and Python's repair() both use it.
std::string default_cores_backend();

struct SolveOptions {
  std::string backend = default_backend();
  double timeout_s = 60;
  /// The backends' declared options given by the frontend, by name without dashes, as text.
  std::map<std::string, std::string> values;
  std::string encoding;  ///< `kakuro cnf --encoding` (that command takes no other solver option)
};

/// SolverOptions + Limits from the values; throws OptionError on bad names.
SolveRequest make_request(const SolveOptions& o, std::uint64_t max_solutions);
/// Throws OptionError when `backend`, or any other available backend, rejects the options
/// (their check_options).
void check_options(const BackendInfo& backend, const SolveRequest& req);
const BackendInfo& find_backend(const std::string& name);  ///< throws OptionError
/// The first built-in backend of the registry that `has` accepts: one with the hook a use case
/// needs (`hook`: "export_model" for cnf). Throws OptionError ("--backend") naming the hook
/// and the backends not built in when none has it.
const BackendInfo& backend_with(const std::string& hook, bool (*has)(const BackendInfo&));
/// Another built-in backend than `b`, not composite, to prove its answers again (generate
/// --verify): the registry's first. Throws OptionError ("--verify") when there is none.
const BackendInfo& other_backend(const BackendInfo& b);
/// The first option named `name` that a registered backend declares; nullptr when none does.
const BackendOption* declared_option(const std::string& name);

/// One independent witness for crosscheck and selftest: a backend, or one of the ways a
/// backend with several answers (BackendInfo::witnesses: the SAT backend's solvers).
struct Witness {
  std::string label;
  const BackendInfo* info;
  SolverOptions options;
};
/// Every witness of the registry for `base`'s options: available, not composite; each
/// backend's options checked (throws OptionError as check_options()).
std::vector<Witness> all_witnesses(const SolveRequest& base);

}  // namespace kakuro::app
