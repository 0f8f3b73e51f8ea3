// kakuro.Puzzle and kakuro.read: the CLI's readers (every format, detected the same way;
// puzz.link URLs), its writers, and pickling through the jsonl record (__reduce__, so that
// every protocol, 0 and 1 included, makes the puzzle through kakuro._puzzle_from_state: the
// default reduction of protocols 0 and 1 makes an instance pybind11 cannot initialize).
#include <pybind11/stl.h>

#include "common.hpp"
#include "views/svg.hpp"

namespace kakuro::python {

namespace {

// The names of the table of formats, as "grid, lines, ...".
std::string listed_formats() {
  std::string names;
  for (const auto& n : format_names()) names += (names.empty() ? "" : ", ") + n;
  return names;
}

Format format_arg(const py::object& format) {
  if (format.is_none()) return Format::Auto;
  const std::string name = format.cast<std::string>();
  const auto f = parse_format(name);
  if (!f) throw py::value_error("unknown format '" + name + "' (known: " + listed_formats() + ")");
  return *f;
}

std::vector<PyPuzzle> records_of(ParseResult&& r) {
  Diagnostics errors = r.diags;
  for (const auto& rec : r.records) errors.append(rec.diags);
  if (errors.has_errors()) throw ParseFailure{std::move(errors)};
  std::vector<PyPuzzle> out;
  out.reserve(r.records.size());
  for (auto& rec : r.records) out.push_back(PyPuzzle{std::move(rec)});
  return out;
}

std::string to_string(const PyPuzzle& p, const std::string& format, bool with_solution) {
  const Format f = format_arg(py::str(format));
  if (f == Format::Auto) throw py::value_error("to_string needs a format, not auto");
  WriteOptions w;
  w.id = p.rec.id;
  if (with_solution && p.rec.solution) w.solution = &*p.rec.solution;
  return write_puzzle(*p.rec.puzzle, f, w);
}

py::object grid_of(const PyPuzzle& p) {
  const auto j =
      nlohmann::json::parse(write_puzzle(*p.rec.puzzle, Format::Jsonl, WriteOptions{p.rec.id, nullptr}));
  return to_python(j["grid"]);
}

py::tuple get_state(const PyPuzzle& p) {
  WriteOptions w;
  w.id = p.rec.id;
  if (p.rec.solution) w.solution = &*p.rec.solution;
  return py::make_tuple(write_puzzle(*p.rec.puzzle, Format::Jsonl, w), p.rec.id, p.rec.file, p.rec.line,
                        p.rec.uniqueness);
}

PyPuzzle set_state(const py::tuple& t) {
  auto recs = records_of(parse_puzzles(t[0].cast<std::string>(), t[2].cast<std::string>(), Format::Jsonl));
  if (recs.size() != 1) throw py::value_error("a pickled kakuro.Puzzle holds one record");
  PyPuzzle p = std::move(recs.front());
  p.rec.id = t[1].cast<std::string>();
  p.rec.line = t[3].cast<int>();
  p.rec.uniqueness = t[4].cast<std::string>();
  return p;
}

}  // namespace

void require_built(py::handle obj) {
  if (!py::isinstance<PyPuzzle>(obj)) return;  // not a Puzzle: pybind11's own TypeError
  auto* inst = reinterpret_cast<py::detail::instance*>(obj.ptr());
  if (!inst->get_value_and_holder(py::detail::get_type_info(typeid(PyPuzzle))).holder_constructed())
    throw py::type_error(
        "this kakuro.Puzzle was never built (made by Puzzle.__new__ alone): make puzzles with "
        "kakuro.Puzzle.parse(), kakuro.parse_all() or kakuro.read()");
}

std::vector<PyPuzzle> parse_records(std::string_view text, const std::string& file,
                                    const py::object& format) {
  return records_of(parse_puzzles(text, file, format_arg(format)));
}

Solution solution_arg(const Puzzle& p, const py::object& value, const std::string& name) {
  if (py::isinstance<py::str>(value)) {
    Diagnostics diags;
    auto s = parse_solution(p, value.cast<std::string>(), name, diags);
    if (!s || diags.has_errors()) throw ParseFailure{std::move(diags)};
    return *s;
  }
  const auto rows = value.cast<std::vector<std::vector<int>>>();
  if (int(rows.size()) != p.rows())
    throw py::value_error(name + " has " + std::to_string(rows.size()) + " rows; the puzzle has " +
                          std::to_string(p.rows()));
  std::vector<int> digits;
  for (const auto& row : rows) {
    if (int(row.size()) != p.cols())
      throw py::value_error(name + " has a row of " + std::to_string(row.size()) + " cells; the puzzle has " +
                            std::to_string(p.cols()) + " columns");
    digits.insert(digits.end(), row.begin(), row.end());
  }
  return solution_from_grid(p, digits);
}

void bind_puzzle(py::module_& m) {
  // The formats from their table, so that a new row is named here without an edit.
  static const std::string to_string_doc =
      "The puzzle written in a format (" + listed_formats() +
      "), with its stored solution where the format has a solved form and with_solution is set.";
  py::class_<PyPuzzle>(m, "Puzzle", "One Kakuro puzzle, as the kakuro command reads it (immutable).")
      .def_static(
          "parse",
          [](const std::string& text, const py::object& format, const std::string& file) {
            auto recs = parse_records(text, file, format);
            if (recs.size() != 1)
              throw py::value_error("the text holds " + std::to_string(recs.size()) +
                                    " puzzles; kakuro.parse_all() reads them all");
            return std::move(recs.front());
          },
          py::arg("text"), py::arg("format") = py::none(), py::arg("file") = "<string>",
          "Reads one puzzle from text in any format the CLI reads (detected when format is None), or a "
          "puzz.link URL. Raises kakuro.ParseError with the CLI's messages when it does not read.")
      .def("to_string", &to_string, py::arg("format") = "grid", py::arg("with_solution") = false,
           to_string_doc.c_str())
      .def_property_readonly(
          "id", [](const PyPuzzle& p) { return p.rec.id; }, "The record's id, as in the CLI's JSON.")
      .def_property_readonly(
          "file", [](const PyPuzzle& p) { return p.rec.file; }, "Where it was read from.")
      .def_property_readonly(
          "line", [](const PyPuzzle& p) { return p.rec.line; }, "The line its record starts on.")
      .def_property_readonly(
          "rows", [](const PyPuzzle& p) { return p.rec.puzzle->rows(); }, "Rows, counting the clue row.")
      .def_property_readonly(
          "cols", [](const PyPuzzle& p) { return p.rec.puzzle->cols(); },
          "Columns, counting the clue column.")
      .def_property_readonly("grid", &grid_of,
                             "The cells as the jsonl record's grid: '#' black, '.' white, a digit a given, "
                             "'D\\\\A' a clue.")
      .def_property_readonly(
          "solution",
          [](const PyPuzzle& p) -> py::object {
            if (!p.rec.solution) return py::none();
            return py::cast(solution_grid(*p.rec.puzzle, *p.rec.solution));
          },
          "The stored solution (a jsonl record's, or the digits of a solved input), rows x cols with 0 on "
          "cells that are not white; None when there is none.")
      .def_property_readonly(
          "warnings",
          [](const PyPuzzle& p) {
            std::vector<std::string> out;
            for (const auto& d : p.rec.diags.items()) out.push_back(d.str());
            return out;
          },
          "What the reader warned about, as the CLI prints it.")
      .def("_repr_svg_",
           [](const PyPuzzle& p) {
             return views::render_svg(views::SvgPicture{p.rec.id, &*p.rec.puzzle, nullptr});
           })
      .def("__repr__",
           [](const PyPuzzle& p) {
             return "<kakuro.Puzzle " + p.rec.id + " " + std::to_string(p.rec.puzzle->rows()) + "x" +
                    std::to_string(p.rec.puzzle->cols()) + ">";
           })
      .def("__str__", [](const PyPuzzle& p) { return to_string(p, "grid", false); })
      // Equal: the same id and the same grid (clues, givens); NotImplemented for another type.
      .def("__eq__",
           [](const PyPuzzle& a, const py::object& other) -> py::object {
             if (!py::isinstance<PyPuzzle>(other))
               return py::reinterpret_borrow<py::object>(Py_NotImplemented);
             const PyPuzzle& b = other.cast<const PyPuzzle&>();
             return py::bool_(a.rec.id == b.rec.id && a.rec.puzzle->same_grid(*b.rec.puzzle));
           })
      .def("__hash__",
           [](const PyPuzzle& p) {
             return py::hash(py::make_tuple(p.rec.id, write_puzzle(*p.rec.puzzle, Format::Jsonl, {})));
           })
      .def("__reduce__",
           [](const PyPuzzle& p) {  // through a Python function: pickle cannot name a bound C++ one
             return py::make_tuple(py::module_::import("kakuro").attr("_puzzle_from_state"),
                                   py::make_tuple(get_state(p)));
           })
      // __setstate__ reads the pickles of protocol 2 and above written before __reduce__.
      .def(py::pickle(&get_state, &set_state));
  m.def("_puzzle_from_state", &set_state, "Makes a pickled kakuro.Puzzle again (its __reduce__).");

  m.def(
      "parse_all",
      [](const std::string& text, const py::object& format, const std::string& file) {
        return parse_records(text, file, format);
      },
      py::arg("text"), py::arg("format") = py::none(), py::arg("file") = "<string>",
      "Every puzzle of a text (a jsonl collection, puzz.link URLs a line, or one puzzle).");
  m.def(
      "read",
      [](const std::string& path, const py::object& format) {
        ParseResult r;
        const Format f = format_arg(format);
        {
          py::gil_scoped_release release;
          r = read_puzzles(path, f);
        }
        return records_of(std::move(r));
      },
      py::arg("path"), py::arg("format") = py::none(),
      "The puzzles of a file (every record of a .jsonl file), named as the CLI names them. Raises "
      "kakuro.ParseError when a record does not read.");
}

}  // namespace kakuro::python
