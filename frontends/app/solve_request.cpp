#include "solve_request.hpp"

#include "kakuro/backends.hpp"

namespace kakuro::app {

const std::string& default_backend() {
  static const std::string name = "native";
  return name;
}

std::string default_cores_backend() {
  const BackendInfo* sat = registered_backends().find("sat");
  return sat && sat->available && sat->sum_cores ? sat->name : default_backend();
}

const BackendOption* declared_option(const std::string& name) {
  for (const auto& b : registered_backends().all())
    for (const auto& opt : b.options)
      if (opt.name == name) return &opt;
  return nullptr;
}

const BackendInfo& find_backend(const std::string& name) {
  const BackendInfo* info = registered_backends().find(name);
  if (!info) {
    std::string names;
    for (const auto& b : registered_backends().all()) names += (names.empty() ? "" : ", ") + b.name;
    throw OptionError("--backend", "unknown backend '" + name + "' (known: " + names + ")");
  }
  if (!info->available) throw OptionError("--backend", "backend '" + name + "' is not built in");
  return *info;
}

namespace {

// "backend 'sat' is not built in; backend 'portfolio' is not built in", or "" when all are.
std::string not_built() {
  std::string out;
  for (const auto& b : registered_backends().all())
    if (!b.available) out += (out.empty() ? "" : "; ") + ("backend '" + b.name + "' is not built in");
  return out;
}

}  // namespace

const BackendInfo& backend_with(const std::string& hook, bool (*has)(const BackendInfo&)) {
  for (const auto& b : registered_backends().all())
    if (b.available && has(b)) return b;
  const std::string missing = not_built();
  throw OptionError("--backend", "no built-in backend has the " + hook + " hook" +
                                     (missing.empty() ? std::string() : " (" + missing + ")"));
}

const BackendInfo& other_backend(const BackendInfo& b) {
  for (const auto& other : registered_backends().all())
    if (other.available && !other.composite && other.name != b.name) return other;
  const std::string missing = not_built();
  throw OptionError("--verify", "the puzzles proved by " + b.name +
                                    " are proved again by another backend, and " +
                                    (missing.empty() ? std::string("there is none") : missing) +
                                    " (see `kakuro backends`)");
}

SolveRequest make_request(const SolveOptions& o, std::uint64_t max_solutions) {
  SolveRequest req;
  req.max_solutions = max_solutions;
  req.limits.timeout_s = o.timeout_s;
  if (!o.encoding.empty()) req.options.backend_options["encoding"] = o.encoding;
  // Every backend that declares the option stores it (each into what it reads).
  for (const auto& [name, value] : o.values)
    for (const auto& b : registered_backends().all())
      for (const auto& opt : b.options)
        if (opt.name == name)
          if (std::string why = apply(opt, value, req.options, req.limits); !why.empty())
            throw OptionError("--" + name, why);
  return req;
}

namespace {

// `b`'s refusal of `options`, as an OptionError naming the option, or the backend.
void refuse(const BackendInfo& b, const BackendInfo& running, const SolverOptions& options) {
  if (!b.available || !b.check_options) return;
  const OptionProblem problem = b.check_options(options);
  if (problem.why.empty()) return;
  if (!problem.option.empty()) throw OptionError(problem.option, problem.why);
  throw OptionError("the " + b.name + " backend" + (b.name == running.name ? "" : " (its options)"),
                    problem.why);
}

}  // namespace

// Every backend checks the options it owns, whichever backend runs: `solve --encoding
// bogus` is as wrong with the native backend as with the SAT one.
void check_options(const BackendInfo& backend, const SolveRequest& req) {
  for (const BackendInfo& b : registered_backends().all()) refuse(b, backend, req.options);
}

std::vector<Witness> all_witnesses(const SolveRequest& base) {
  std::vector<Witness> out;
  for (const auto& b : registered_backends().all()) {
    if (!b.available || b.composite) continue;
    // Each witness runs with its own options, and its backend checks those (an external
    // SAT solver's command goes with that witness only).
    if (!b.witnesses) {
      refuse(b, b, base.options);
      out.push_back({b.name, &b, base.options});
      continue;
    }
    for (auto& [label, options] : b.witnesses(base.options)) {
      refuse(b, b, options);
      out.push_back({label, &b, options});
    }
  }
  return out;
}

}  // namespace kakuro::app
