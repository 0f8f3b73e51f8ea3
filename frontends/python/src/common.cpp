#include "common.hpp"

#include <cmath>
#include <map>

#include "app/solve_request.hpp"
#include "kakuro/backends.hpp"

namespace kakuro::python {

namespace {

// The one conversion, for both of nlohmann's object orders (json, ordered_json).
template <class Json>
py::object json_to_python(const Json& j) {
  switch (j.type()) {
    case Json::value_t::null:
      return py::none();
    case Json::value_t::boolean:
      return py::bool_(j.template get<bool>());
    case Json::value_t::number_integer:
      return py::int_(j.template get<std::int64_t>());
    case Json::value_t::number_unsigned:
      return py::int_(j.template get<std::uint64_t>());
    case Json::value_t::number_float:
      return py::float_(j.template get<double>());
    case Json::value_t::string: {
      const auto& s = j.template get_ref<const std::string&>();
      // Ids and file names may hold any bytes: invalid UTF-8 becomes U+FFFD, as in the JSON line.
      return py::reinterpret_steal<py::object>(
          PyUnicode_DecodeUTF8(s.data(), py::ssize_t(s.size()), "replace"));
    }
    case Json::value_t::array: {
      py::list out(j.size());
      for (std::size_t i = 0; i < j.size(); ++i) out[i] = json_to_python(j[i]);
      return out;
    }
    case Json::value_t::object: {
      py::dict out;
      for (const auto& [k, v] : j.items()) out[py::str(k)] = json_to_python(v);
      return out;
    }
    default:
      return py::none();
  }
}

}  // namespace

py::object to_python(const nlohmann::json& j) { return json_to_python(j); }
py::object to_python(const nlohmann::ordered_json& j) { return json_to_python(j); }

const BackendInfo& backend_named(const std::string& name) {
  try {
    return app::find_backend(name);
  } catch (const app::OptionError& e) {
    throw py::value_error(e.what());
  }
}

double timeout_seconds(const py::object& timeout) {
  if (timeout.is_none()) return 0;
  const double s = timeout.cast<double>();
  // The CLI's words for -t (cli_common.cpp's non_negative); a limit too large to count is
  // no limit (kakuro/deadline.hpp).
  const std::string text = py::str(timeout).cast<std::string>();
  if (std::isnan(s)) throw py::value_error("timeout '" + text + "' is not a number");
  if (s < 0)
    throw py::value_error("timeout " + text + " is negative; expected 0 or more seconds (None = no limit)");
  return s;
}

namespace {

// A keyword's value as the CLI's text: True/False as true/false, numbers and strings as written.
std::string option_text(const py::handle& v) {
  if (py::isinstance<py::bool_>(v)) return v.cast<bool>() ? "true" : "false";
  return py::str(v).cast<std::string>();
}

}  // namespace

SolveRequest make_request(const BackendInfo& backend, std::uint64_t max_solutions, const py::object& timeout,
                          const py::kwargs& options) {
  app::SolveOptions o;
  o.backend = backend.name;
  o.timeout_s = timeout_seconds(timeout);
  std::map<std::string, const BackendOption*> declared;
  std::string known;
  for (const auto& b : registered_backends().all())
    for (const auto& opt : b.options)
      if (declared.emplace(opt.name, &opt).second) known += (known.empty() ? "" : ", ") + opt.name;
  for (const auto& [key, value] : options) {
    std::string name = py::str(key).cast<std::string>();
    for (char& c : name)
      if (c == '_') c = '-';
    if (!declared.count(name))
      throw py::value_error("unknown backend option '" + py::str(key).cast<std::string>() +
                            "' (declared: " + known + "; write - as _)");
    const std::string text = option_text(value);
    // The CLI's flag check: every backend declaring the name accepts the value.
    for (const auto& b : registered_backends().all())
      for (const auto& opt : b.options)
        if (opt.name == name)
          if (std::string why = check(opt, text); !why.empty())
            throw py::value_error("--" + name + ": " + why);
    o.values[name] = text;
  }
  try {
    SolveRequest req = app::make_request(o, max_solutions);
    app::check_options(backend, req);
    return req;
  } catch (const app::OptionError& e) {
    throw py::value_error(e.what());
  }
}

}  // namespace kakuro::python
