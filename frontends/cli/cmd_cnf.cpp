// kakuro cnf: the SAT backend's encoding as DIMACS, for any SAT solver.
#include "commands.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/preprocess.hpp"

namespace kakuro::cli {

void add_cnf_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    SolveOptions solve;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("cnf", "Write the SAT encoding of a puzzle as DIMACS CNF");
  add_common(cmd, o->common, false);
  auto* encoding =
      cmd->add_option("--encoding", o->solve.encoding, "The CNF encoding (see `kakuro backends`)");
  // Its values and check are the SAT backend's declared option's, as solve --encoding's.
  if (const BackendOption* declared = declared_option("encoding")) {
    encoding->type_name(value_syntax(*declared));
    encoding->check(
        CLI::Validator([declared](std::string& v) { return check(*declared, v); }, "", "encoding"));
  }
  cmd->callback([o] {
    const BackendInfo& sat =
        backend_with("export_model", [](const BackendInfo& b) { return bool(b.export_model); });
    const SolveRequest req = make_request(o->solve, 1);
    check_options(sat, req);
    const SolverOptions& opts = req.options;
    o->common.one_puzzle_format = "DIMACS CNF";
    o->common.extension = ".cnf";
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext&) {
          const PreprocessResult pre = preprocess(*rec.puzzle);
          TaskResult t{"", "", kYes, "written"};
          if (pre.infeasible) {
            // Still a valid CNF: the empty clause says "unsatisfiable" to any solver.
            t.out = "c " + rec.id + ": unsolvable by preprocessing: " + pre.reason + "\np cnf 0 1\n0\n";
            t.status = "unsolvable";
            return t;
          }
          t.out = sat.export_model(*rec.puzzle, pre.domains, opts);
          return t;
        },
        "cnf"));
  });
}

}  // namespace kakuro::cli
