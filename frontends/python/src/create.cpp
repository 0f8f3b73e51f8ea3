// kakuro.generate and repair: create::generate() as the CLI's generate makes puzzle i of a
// batch (the same seed gives the same record), create::repair() as the CLI's repair runs it;
// the JSON from the CLI's views (generated_record, repair_json).
#include <pybind11/stl.h>

#include <chrono>
#include <cmath>
#include <cstdio>

#include "app/generate.hpp"
#include "app/solve_request.hpp"
#include "common.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/create/generator.hpp"
#include "kakuro/create/repair.hpp"
#include "views/generate_output.hpp"
#include "views/repair_report.hpp"

namespace kakuro::python {

namespace {

void check_size(const char* name, int n) {
  if (n < 3)
    throw py::value_error(std::string(name) + " " + std::to_string(n) +
                          " is too small: at least 3, counting the clue row and column");
  const int max_size = ParseLimits{}.max_rows;
  if (n > max_size)
    throw py::value_error(std::string(name) + " " + std::to_string(n) + " is larger than the limit " +
                          std::to_string(max_size));
}

// The generate command's checks of its options, with its words (ValueError instead of exit 2).
create::GeneratorOptions generator_options(int rows, int cols, const py::object& difficulty,
                                           const std::string& symmetry, double density, bool givens,
                                           int max_tries, const py::object& timeout) {
  check_size("rows", rows);
  check_size("cols", cols);
  create::GeneratorOptions g;
  try {  // the generate command's checks and words; a density's start with the keyword
    app::set_layout(g, rows, cols, symmetry, density);
    if (!difficulty.is_none()) app::set_difficulty(g, difficulty.cast<std::string>());
  } catch (const app::OptionError& e) {
    throw py::value_error(e.option() == "--density" ? "density " + e.message() : e.message());
  }
  if (max_tries < 1 || max_tries > 1'000'000)
    throw py::value_error("max_tries " + std::to_string(max_tries) + " is not in [1 - 1000000]");
  g.givens = givens;
  g.max_tries = max_tries;
  g.timeout_s = timeout_seconds(timeout);
  return g;
}

}  // namespace

/// Puzzle `index` of the batch `seed`, as `kakuro generate --seed SEED` writes it (the same
/// record: id, meta and all); shared with the dataset.
py::dict generate_one(int rows, int cols, const py::object& difficulty, std::uint64_t seed,
                      std::uint64_t index, const std::string& symmetry, double density, bool givens,
                      const std::string& backend_name, int max_tries, const py::object& timeout) {
  create::GeneratorOptions go =
      generator_options(rows, cols, difficulty, symmetry, density, givens, max_tries, timeout);
  const BackendInfo& prover = backend_named(backend_name);
  CancelToken cancel;
  go.cancel = &cancel;
  create::Generated g;
  run_engine(cancel, [&] { g = create::generate(app::puzzle_seed(seed, index), go, prover); });
  const std::string id = app::generated_id(rows, cols, seed, index);
  py::dict d;
  d["status"] = g.status == create::GenerateStatus::Ok               ? "generated"
                : g.status == create::GenerateStatus::NoLayout       ? "invalid"
                : g.status == create::GenerateStatus::TriesExhausted ? "not-found"
                                                                     : "timeout";
  d["id"] = id;
  d["seconds"] = g.stats.seconds;
  if (g.status == create::GenerateStatus::NoLayout)
    throw py::value_error(id + ": not generated: " + g.reason);
  if (g.status != create::GenerateStatus::Ok) {
    d["reason"] = g.reason;
    return d;
  }
  views::GeneratedInfo info{id, seed, index, &go, prover.name, ""};
  const std::string record = views::generated_record(g, info);
  d["record"] = record;
  d["data"] = to_python(nlohmann::json::parse(record));
  PuzzleRecord rec;
  rec.id = id;
  rec.file = "<generated>";
  rec.puzzle = g.puzzle;
  rec.solution = g.solution;
  rec.uniqueness = "unique";
  d["puzzle"] = PyPuzzle{std::move(rec)};
  return d;
}

void bind_create(py::module_& m) {
  m.def("_generate", &generate_one, py::arg("rows"), py::arg("cols"), py::arg("difficulty") = py::none(),
        py::arg("seed") = 1, py::arg("index") = 0, py::arg("symmetry") = "point",
        py::arg("density") = create::kDefaultDensity, py::arg("givens") = false,
        py::arg("backend") = app::default_backend(),
        py::arg("max_tries") = create::GeneratorOptions{}.max_tries, py::arg("timeout") = 60.0);
  m.def(
      "_repair",
      [](const PyPuzzle& p, const std::string& backend_name, const py::object& timeout, int max_changes,
         const py::kwargs& options) {
        if (max_changes < 1 || max_changes > 1000)
          throw py::value_error("max_changes " + std::to_string(max_changes) + " is not in [1 - 1000]");
        const BackendInfo& prover = backend_named(backend_name);
        const SolveRequest base = make_request(prover, 2, timeout, options);
        // The backend answering questions about run sums, as the CLI's repair --cores defaults.
        const BackendInfo* cores = registered_backends().find(app::default_cores_backend());
        CancelToken cancel;
        create::RepairOptions ro;
        ro.timeout_s = timeout_seconds(timeout);
        ro.max_changes = max_changes;
        ro.solver = base.options;
        ro.limits = base.limits;
        ro.cancel = &cancel;
        ro.cores_wanted = "the " + app::default_cores_backend() + " backend";
        create::RepairResult r;
        double secs = 0;
        run_engine(cancel, [&] {
          const auto start = std::chrono::steady_clock::now();
          r = create::repair(*p.rec.puzzle, prover, cores, ro);
          secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        });
        py::dict d;
        d["data"] = to_python(views::repair_json(p.rec, prover.name, r, secs));
        d["seconds"] = secs;
        // Each repaired puzzle as a Puzzle under the record's id and file.
        const auto repaired = [&](const char* key, const auto& fix) {
          if (!fix) return;
          PuzzleRecord rec = p.rec;
          rec.puzzle = fix->puzzle;
          rec.solution = fix->solution;
          rec.diags = {};
          d[key] = PyPuzzle{std::move(rec)};
        };
        repaired("by_clues", r.by_clues);
        repaired("by_givens", r.by_givens);
        return d;
      },
      py::arg("puzzle"), py::arg("backend") = app::default_backend(), py::arg("timeout") = 60.0,
      py::arg("max_changes") = create::RepairOptions{}.max_changes);
}

}  // namespace kakuro::python
