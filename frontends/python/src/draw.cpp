// Puzzle.to_svg and to_string with a solution of the caller's: the CLI's SVG picture
// (render_svg) and writers (write_puzzle) with any solution read as check() reads one.
#include "common.hpp"
#include "views/svg.hpp"

namespace kakuro::python {

namespace {

// The solution named by `solution`: None none, else a grid or text as check() takes it.
std::optional<Solution> solution_of(const PyPuzzle& p, const py::object& solution) {
  if (solution.is_none()) return std::nullopt;
  return solution_arg(*p.rec.puzzle, solution, "<solution>");
}

}  // namespace

void bind_draw(py::module_& m) {
  m.def(
      "_svg",
      [](const PyPuzzle& p, const py::object& solution, const std::string& title) {
        const std::optional<Solution> s = solution_of(p, solution);
        return views::render_svg(views::SvgPicture{title, &*p.rec.puzzle, s ? &*s : nullptr});
      },
      py::arg("puzzle"), py::arg("solution") = py::none(), py::arg("title") = "");
  m.def(
      "_write",
      [](const PyPuzzle& p, const std::string& format, const py::object& solution) {
        const auto f = parse_format(format);
        if (!f || *f == Format::Auto) {
          std::string names;
          for (const auto& n : format_names())
            if (n != "auto") names += (names.empty() ? "" : ", ") + n;
          throw py::value_error("unknown format '" + format + "' (known: " + names + ")");
        }
        const std::optional<Solution> s = solution_of(p, solution);
        if (s && !has_solved_form(*f))
          throw py::value_error(
              "format " + format +
              " has no solved form: a solution is written in grid, hv, jsonl, pzprv3 or kanpen");
        WriteOptions w;
        w.id = p.rec.id;
        if (s) w.solution = &*s;
        return write_puzzle(*p.rec.puzzle, *f, w);
      },
      py::arg("puzzle"), py::arg("format"), py::arg("solution") = py::none());
}

}  // namespace kakuro::python
