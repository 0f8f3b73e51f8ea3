// The _kakuro extension module: the engine's calls, one binding file per concept (puzzle,
// solve, explain, create); the Python package kakuro wraps them in result classes.
#include "app/solve_request.hpp"
#include "common.hpp"

namespace kakuro::python {
namespace {

void raise_parse_error(const ParseFailure& f) {
  py::list diagnostics;
  const Diagnostic* first = nullptr;
  std::string message;
  for (const auto& d : f.diags.items()) {
    diagnostics.append(d.str());
    if (d.severity == Severity::Error && !first) first = &d;
    if (d.severity == Severity::Error) message += (message.empty() ? "" : "\n") + d.str();
  }
  py::object cls = py::module_::import("kakuro.errors").attr("ParseError");
  py::object err =
      first ? cls(message, first->file, first->pos.line, first->pos.col, first->message, diagnostics)
            : cls("unreadable input", "", 0, 0, "unreadable input", diagnostics);
  PyErr_SetObject(cls.ptr(), err.ptr());
}

}  // namespace
}  // namespace kakuro::python

PYBIND11_MODULE(_kakuro, m) {
  using namespace kakuro::python;
  m.doc() = "The kakuro engine (C++); use the kakuro package, which wraps it.";
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const ParseFailure& f) {
      raise_parse_error(f);
    } catch (const kakuro::SolverFailure& e) {
      PyErr_SetString(PyExc_RuntimeError, (std::string("the solver failed: ") + e.what()).c_str());
    }
  });
  // The backend every frontend uses when none is named (frontends/app), for the package's defaults.
  m.attr("default_backend") = kakuro::app::default_backend();
  bind_puzzle(m);
  bind_solve(m);
  bind_explain(m);
  bind_create(m);
  bind_cancel(m);
  bind_draw(m);
  bind_read_each(m);
  bind_solutions(m);
  bind_open_cells(m);
}
