// kakuro count: the number of solutions, up to a limit.
#include "commands.hpp"
#include "kakuro/cell_digits.hpp"
#include "views/open_cells.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

void add_count_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    SolveOptions solve;
    std::uint64_t limit = 1000;
    bool open_cells = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("count", "Count the solutions of each puzzle, up to --limit");
  add_common(cmd, o->common);
  add_solver(cmd, o->solve);
  cmd->add_option("-n,--limit", o->limit, "Stop counting at this many solutions")
      ->capture_default_str()
      ->check(CLI::Range(std::uint64_t(1), std::uint64_t(100'000'000)));
  cmd->add_flag("--open-cells", o->open_cells,
                "Then prove the digits each cell takes over all solutions: the cells still open");
  cmd->callback([o] {
    const BackendInfo& backend = find_backend(o->solve.backend);
    const SolveRequest base = make_request(o->solve, o->limit);
    check_options(backend, base);
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          SolveRequest req = base;
          req.cancel = &ctx.cancel;
          const SolveReport rep = solve_with(*rec.puzzle, backend, req);
          const std::size_t n = rep.solutions.size();
          TaskResult t{"", "", kYes, count_status(rep, o->limit)};
          const bool exact = rep.exhausted;
          if (is_failure(rep.outcome))
            t.code = kNo;
          else if (!exact && n < o->limit)
            t.code = kLimit;
          else
            t.code = n > 0 ? kYes : kNo;
          std::optional<CellDigits> cells;
          if (o->open_cells) {
            cells = cell_digits_after(*rec.puzzle, backend, req, rep, question_backend(backend));
            if (!cells->proved() && t.code == kYes) t.code = is_failure(cells->outcome) ? kNo : kLimit;
          }
          if (o->common.json) {
            if (cells) {
              nlohmann::json j = count_json(rec, backend.name, rep, o->limit);
              add_open_cells_json(j, *rec.puzzle, *cells);
              t.out = json_line(j);
            } else {
              t.out = count_line(rec, backend.name, rep, o->limit);
            }
          } else {
            const std::string label = ctx.several ? rec.id + ": " : "";
            const std::string what = exact ? std::to_string(n) : "at least " + std::to_string(n);
            t.out = label + what + (n == 1 ? " solution" : " solutions");
            if (!exact && n < o->limit) t.out += " (" + rep.reason + ")";
            t.out += "\n";
            if (cells) t.out += open_cells_text(*rec.puzzle, *cells);
          }
          return t;
        },
        "count"));
  });
}

}  // namespace kakuro::cli
