// kakuro.solve, count, check and backends: solve_with() as the CLI's solve, unique and count
// call it, the JSON from the CLI's views (report_json, count_json, validate_record).
#include <pybind11/stl.h>

#include "app/solve_request.hpp"
#include "common.hpp"
#include "kakuro/backends.hpp"
#include "views/backend_list.hpp"
#include "views/report.hpp"
#include "views/validation.hpp"

namespace kakuro::python {

namespace {

// The solve and its JSON (built without the GIL too: only the Python objects need it). The
// JSON is built once run_engine() returned: after a Ctrl-C it raises KeyboardInterrupt, and
// the JSON of every solution found so far would be built only to be thrown away.
py::dict solved(const PyPuzzle& p, const BackendInfo& backend, SolveRequest req, std::uint64_t count_limit) {
  CancelToken cancel;
  req.cancel = &cancel;
  SolveReport rep;
  run_engine(cancel, [&] { rep = solve_with(*p.rec.puzzle, backend, req); });
  nlohmann::json j;
  {
    py::gil_scoped_release release;
    j = count_limit ? views::count_json(p.rec, backend.name, rep, count_limit)
                    : views::report_json(p.rec, backend.name, rep);
  }
  py::dict d;
  d["data"] = to_python(j);
  d["seconds"] = rep.seconds;
  return d;
}

}  // namespace

void bind_solve(py::module_& m) {
  m.def(
      "_solve",
      [](const PyPuzzle& p, const std::string& backend_name, bool unique, const py::object& timeout,
         const py::kwargs& options) {
        const BackendInfo& backend = backend_named(backend_name);
        return solved(p, backend, make_request(backend, unique ? 2 : 1, timeout, options), 0);
      },
      py::arg("puzzle"), py::arg("backend") = app::default_backend(), py::arg("unique") = false,
      py::arg("timeout") = py::none());
  m.def(
      "_count",
      [](const PyPuzzle& p, std::uint64_t limit, const std::string& backend_name, const py::object& timeout,
         const py::kwargs& options) {
        if (limit < 1 || limit > 100'000'000)
          throw py::value_error("limit " + std::to_string(limit) + " is not in [1 - 100000000]");
        const BackendInfo& backend = backend_named(backend_name);
        return solved(p, backend, make_request(backend, limit, timeout, options), limit);
      },
      py::arg("puzzle"), py::arg("limit") = 1000, py::arg("backend") = app::default_backend(),
      py::arg("timeout") = py::none());
  m.def(
      "_check",
      [](const PyPuzzle& p, const py::object& solution) {
        const Solution s = solution_arg(*p.rec.puzzle, solution, "<solution>");
        const views::Validation v = views::validate_record(p.rec, &s, "<solution>");
        py::dict d;
        d["data"] = to_python(v.json);
        std::vector<std::string> messages;
        std::size_t start = 0;
        for (std::size_t nl; (nl = v.err.find('\n', start)) != std::string::npos; start = nl + 1)
          messages.push_back(v.err.substr(start, nl - start));
        d["messages"] = messages;
        return d;
      },
      py::arg("puzzle"), py::arg("solution"));
  m.def(
      "_backends",
      [] {
        nlohmann::json j = nlohmann::json::array();
        for (const auto& b : registered_backends().all()) j.push_back(views::backend_json(b));
        return to_python(j);
      },
      "Every registered backend as `kakuro backends --json` lists it.");
}

}  // namespace kakuro::python
