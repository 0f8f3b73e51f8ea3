// kakuro.count(open_cells=True): the count, then the digits each cell takes over all
// solutions proved (core's cell_digits_after, the fields from the CLI's view), as
// `kakuro count --open-cells --json` prints them.
#include "views/open_cells.hpp"

#include "app/solve_request.hpp"
#include "common.hpp"
#include "kakuro/cell_digits.hpp"
#include "views/report.hpp"

namespace kakuro::python {

void bind_open_cells(py::module_& m) {
  m.def(
      "_count_open_cells",
      [](const PyPuzzle& p, std::uint64_t limit, const std::string& backend_name, const py::object& timeout,
         const py::kwargs& options) {
        if (limit < 1 || limit > 100'000'000)
          throw py::value_error("limit " + std::to_string(limit) + " is not in [1 - 100000000]");
        const BackendInfo& backend = backend_named(backend_name);
        SolveRequest req = make_request(backend, limit, timeout, options);
        CancelToken cancel;
        req.cancel = &cancel;
        SolveReport rep;
        nlohmann::json j;
        run_engine(cancel, [&] {
          rep = solve_with(*p.rec.puzzle, backend, req);
          j = views::count_json(p.rec, backend.name, rep, limit);
          views::add_open_cells_json(
              j, *p.rec.puzzle,
              cell_digits_after(*p.rec.puzzle, backend, req, rep, views::question_backend(backend)));
        });
        py::dict d;
        d["data"] = to_python(j);
        d["seconds"] = rep.seconds;
        return d;
      },
      py::arg("puzzle"), py::arg("limit") = 1000, py::arg("backend") = app::default_backend(),
      py::arg("timeout") = py::none());
}

}  // namespace kakuro::python
