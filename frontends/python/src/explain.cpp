// kakuro.explain, hint and rate: the human-style solver as the CLI's explain, hint and rate
// run it, the JSON from the CLI's views (explanation_json, hint_json, rate_json).
#include <pybind11/stl.h>

#include <chrono>

#include "common.hpp"
#include "views/explain_json.hpp"
#include "views/hint.hpp"

namespace kakuro::python {

namespace {

explain::ExplainOptions explain_options(const py::object& timeout, std::uint64_t max_steps, int max_depth) {
  if (max_depth < 1 || max_depth > 1000000)
    throw py::value_error("max_depth " + std::to_string(max_depth) + " is not in [1 - 1000000]");
  explain::ExplainOptions e;
  e.timeout_s = timeout_seconds(timeout);
  e.max_steps = max_steps;
  e.max_depth = max_depth;
  return e;
}

explain::Explanation run_explain(const Puzzle& p, explain::ExplainOptions opts) {
  CancelToken cancel;
  opts.cancel = cancel.flag();
  explain::Explanation ex;
  run_engine(cancel, [&] { ex = explain::explain(p, opts); });
  return ex;
}

py::dict result(const nlohmann::json& j, double seconds) {
  py::dict d;
  d["data"] = to_python(j);
  d["seconds"] = seconds;
  return d;
}

}  // namespace

void bind_explain(py::module_& m) {
  m.def(
      "_explain",
      [](const PyPuzzle& p, const py::object& timeout, std::uint64_t max_steps, int max_depth) {
        const explain::Explanation ex =
            run_explain(*p.rec.puzzle, explain_options(timeout, max_steps, max_depth));
        return result(views::explanation_json(p.rec, ex), ex.seconds);
      },
      py::arg("puzzle"), py::arg("timeout") = 60.0, py::arg("max_steps") = 0, py::arg("max_depth") = 1000);
  m.def(
      "_rate",
      [](const PyPuzzle& p, const py::object& timeout, std::uint64_t max_steps, int max_depth) {
        const explain::Explanation ex =
            run_explain(*p.rec.puzzle, explain_options(timeout, max_steps, max_depth));
        return result(views::rate_json(p.rec, ex), ex.seconds);
      },
      py::arg("puzzle"), py::arg("timeout") = 60.0, py::arg("max_steps") = 0, py::arg("max_depth") = 1000);
  m.def(
      "_hint",
      [](const PyPuzzle& p, const py::object& state, const py::object& timeout, std::uint64_t max_steps,
         int max_depth) {
        const Puzzle& puzzle = *p.rec.puzzle;
        explain::ExplainOptions opts = explain_options(timeout, max_steps, max_depth);
        app::Hint h;
        if (!state.is_none()) h.state = solution_arg(puzzle, state, "<state>");
        const auto start = std::chrono::steady_clock::now();
        std::optional<Solution> solution;
        {
          CancelToken cancel;
          run_engine(cancel, [&] { solution = app::proved_solution(puzzle, opts, &cancel); });
        }
        if (!solution) {
          explain::Explanation full = run_explain(puzzle, opts);
          if (!full.solution) return result(views::hint_verdict_json(p.rec, full), full.seconds);
          solution = std::move(full.solution);
        }
        CancelToken cancel;
        opts.cancel = cancel.flag();
        run_engine(cancel, [&] { app::next_hint(puzzle, *solution, opts, h); });
        const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
        return result(views::hint_json(p.rec, h, app::hint_status(h)), seconds.count());
      },
      py::arg("puzzle"), py::arg("state") = py::none(), py::arg("timeout") = 60.0, py::arg("max_steps") = 0,
      py::arg("max_depth") = 1000);
}

}  // namespace kakuro::python
