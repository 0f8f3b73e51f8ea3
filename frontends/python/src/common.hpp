// What the binding files share: the puzzle as Python sees it (a record: the puzzle with the
// id and file the CLI's JSON names), JSON to Python objects, the backend options checked as
// the CLI checks them, and running the engine without the GIL and with Ctrl-C.
#pragma once

#include <pybind11/pybind11.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "kakuro/backend.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::python {

namespace py = pybind11;

/// kakuro.Puzzle: one record read by the CLI's readers; `rec.puzzle` is always set and
/// `rec.diags` holds its warnings only.
struct PyPuzzle {
  PuzzleRecord rec;
};

/// Throws TypeError when `obj` is a kakuro.Puzzle whose C++ object was never made
/// (`kakuro.Puzzle.__new__(kakuro.Puzzle)`: pybind11 would hand its raw memory over).
void require_built(py::handle obj);

/// Thrown for input that does not read; the module turns it into kakuro.ParseError
/// (file, line, column, the CLI's message and every diagnostic).
struct ParseFailure {
  Diagnostics diags;
};

/// A JSON value as the Python value json.loads would give (an ordered_json's keys in its order).
py::object to_python(const nlohmann::json& j);
py::object to_python(const nlohmann::ordered_json& j);

/// The backend by name, as the CLI finds it (ValueError: unknown, or not built in).
const BackendInfo& backend_named(const std::string& name);
/// A request with `max_solutions`, the timeout (None: no limit) and the backend's declared
/// options given as Python keywords (max_nodes=10 is --max-nodes 10), checked by the CLI's
/// own code; ValueError with the CLI's message when one is wrong.
SolveRequest make_request(const BackendInfo& backend, std::uint64_t max_solutions, const py::object& timeout,
                          const py::kwargs& options);
/// Seconds from a Python timeout: None = 0 (no limit); negative: ValueError.
double timeout_seconds(const py::object& timeout);

/// Runs `work` with the GIL released. From the main thread, SIGINT meanwhile cancels `token`
/// (the engine stops soon, as the CLI's Ctrl-C does) and, once `work` returns, Python's
/// handler runs: KeyboardInterrupt by default.
void run_engine(CancelToken& token, const std::function<void()>& work);

/// While it lives (built and ended without the GIL), cancels `token` once the calling
/// thread's cancel object (kakuro's cancel=, named by _kakuro._set_cancel) is set.
class CancelWatch {
 public:
  explicit CancelWatch(CancelToken& token);
  ~CancelWatch();
  CancelWatch(const CancelWatch&) = delete;
  CancelWatch& operator=(const CancelWatch&) = delete;

 private:
  struct Poller;
  std::unique_ptr<Poller> poller_;
};

void bind_puzzle(py::module_& m);
void bind_solve(py::module_& m);
void bind_explain(py::module_& m);
void bind_create(py::module_& m);
void bind_cancel(py::module_& m);
void bind_draw(py::module_& m);
void bind_read_each(py::module_& m);
void bind_solutions(py::module_& m);
void bind_open_cells(py::module_& m);

}  // namespace kakuro::python

namespace pybind11::detail {

/// kakuro.Puzzle as an argument of any bound function, `self` included: one that was built
/// (require_built), then as pybind11 loads any bound class.
template <>
class type_caster<kakuro::python::PyPuzzle> : public type_caster_base<kakuro::python::PyPuzzle> {
 public:
  bool load(handle src, bool convert) {
    kakuro::python::require_built(src);
    return type_caster_base<kakuro::python::PyPuzzle>::load(src, convert);
  }
};

}  // namespace pybind11::detail

namespace kakuro::python {

/// Reads `text` (a name `file` for messages) as puzzles; ParseFailure when any record or
/// the file has an error.
std::vector<PyPuzzle> parse_records(std::string_view text, const std::string& file, const py::object& format);
/// A grid of digits for `p`: text in any format that carries digits (as validate --solution
/// and hint --state read it), or rows x cols numbers (0 = empty; cells not white ignored).
/// ParseFailure when the text does not read.
Solution solution_arg(const Puzzle& p, const py::object& value, const std::string& name);

}  // namespace kakuro::python
