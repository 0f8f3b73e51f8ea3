// kakuro.read(errors="skip" | "collect"): every record of a file, a bad one kept as its
// diagnostics instead of failing the whole file, as the CLI goes on past a bad record.
#include "common.hpp"

namespace kakuro::python {

namespace {

// Each diagnostic as (file, line, column, severity, message, text as the CLI prints it).
py::list diagnostics_of(const Diagnostics& diags) {
  py::list out;
  for (const auto& d : diags.items())
    out.append(py::make_tuple(d.file, d.pos.line, d.pos.col,
                              d.severity == Severity::Error     ? "error"
                              : d.severity == Severity::Warning ? "warning"
                                                                : "note",
                              d.message, d.str()));
  return out;
}

}  // namespace

void bind_read_each(py::module_& m) {
  m.def(
      "_read_each",
      [](const std::string& path, const py::object& format) {
        const Format f = format.is_none() ? Format::Auto : [&] {
          const auto parsed = parse_format(format.cast<std::string>());
          if (!parsed) throw py::value_error("unknown format '" + format.cast<std::string>() + "'");
          return *parsed;
        }();
        ParseResult r;
        {
          py::gil_scoped_release release;
          r = read_puzzles(path, f);
        }
        // (file-level diagnostics, [(puzzle or None, its diagnostics)])
        py::list records;
        for (auto& rec : r.records) {
          py::list diags = diagnostics_of(rec.diags);
          if (rec.diags.has_errors() || !rec.puzzle) {
            records.append(py::make_tuple(py::none(), diags));
          } else {
            records.append(py::make_tuple(PyPuzzle{std::move(rec)}, diags));
          }
        }
        return py::make_tuple(diagnostics_of(r.diags), records);
      },
      py::arg("path"), py::arg("format") = py::none());
}

}  // namespace kakuro::python
