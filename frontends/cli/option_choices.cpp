#include "option_choices.hpp"

#include <algorithm>

#include "kakuro/backends.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::cli {

namespace {

std::string joined(const std::vector<std::string>& names, const std::string& sep) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : sep) + n;
  return out;
}

// `problem(value)` says what is wrong with a value, "" when it is taken; the set follows.
CLI::Validator choice(std::vector<std::string> names,
                      std::function<std::string(const std::string&)> problem) {
  const std::string listed = joined(names, ", ");
  return CLI::Validator(
      [problem, listed](std::string& value) -> std::string {
        const std::string why = problem(value);
        return why.empty() ? why : why + " (one of: " + listed + ")";
      },
      "{" + joined(names, ",") + "}");
}

}  // namespace

CLI::Validator one_of(const std::string& what, std::vector<std::string> names,
                      std::function<bool(const std::string&)> accepts) {
  if (!accepts)
    accepts = [names](const std::string& v) {
      return std::find(names.begin(), names.end(), v) != names.end();
    };
  return choice(std::move(names), [what, accepts](const std::string& v) {
    return accepts(v) ? std::string() : "unknown " + what + " '" + v + "'";
  });
}

std::vector<std::string> backend_names(bool (*keep)(const BackendInfo&)) {
  std::vector<std::string> names;
  for (const BackendInfo& b : registered_backends().all())
    if (b.available && (!keep || keep(b))) names.push_back(b.name);
  return names;
}

CLI::Validator format_choice(bool with_auto) {
  std::vector<std::string> names;
  if (with_auto) names.push_back("auto");
  for (const std::string& name : format_names()) names.push_back(name);
  return one_of("format", names, [with_auto](const std::string& v) {
    const std::optional<Format> f = parse_format(v);
    return f && (with_auto || *f != Format::Auto);
  });
}

CLI::Validator backend_choice(bool (*keep)(const BackendInfo&), const std::string& hook) {
  return choice(backend_names(keep), [keep, hook](const std::string& v) {
    const BackendInfo* b = registered_backends().find(v);
    if (b && b->available && keep && !keep(*b) && !hook.empty())
      return "backend '" + v + "' has no " + hook + " hook";
    if (!b || (keep && !keep(*b))) return "unknown backend '" + v + "'";
    if (!b->available) return "backend '" + v + "' is not built in";
    return std::string();
  });
}

}  // namespace kakuro::cli
