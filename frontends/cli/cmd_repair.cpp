// kakuro repair: clue changes (or givens) that make a puzzle unique, each proved; for a
// puzzle with no solution, the clues that cannot hold together, then clue changes.
#include <chrono>

#include "commands.hpp"
#include "kakuro/backends.hpp"
#include "option_choices.hpp"
#include "views/repair_report.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

namespace {

// The backend that answers questions about subsets of run sums: the one named, when it is
// built in and has sum_cores; else nullptr.
const BackendInfo* sum_core_backend(const std::string& name) {
  const BackendInfo* b = registered_backends().find(name);
  return b && b->available && b->sum_cores ? b : nullptr;
}

bool has_sum_cores(const BackendInfo& b) { return bool(b.sum_cores); }

// "a", "a or b", "a, b or c".
std::string or_list(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return out;
}

struct RepairCliOptions {
  CommonOptions common;
  SolveOptions solve;
  int max_changes = create::RepairOptions{}.max_changes;
  // The incremental one where built in (one solver for the whole repair, cores from its
  // failed assumptions: docs/create.md), else the default backend.
  std::string cores = app::default_cores_backend();
  bool apply = false;
  bool apply_givens = false;
  std::string to = "jsonl";
};

int exit_code(const create::RepairResult& r) {
  if (r.status == create::RepairStatus::Unique) return kYes;
  if (r.limit || r.status == create::RepairStatus::Limit) return kLimit;
  return kNo;
}

// --apply: the repaired puzzle (or the puzzle unchanged when it needs no repair or none was
// found) in the output format; the report goes to standard error.
TaskResult applied(const RepairCliOptions& o, const PuzzleRecord& rec, const create::RepairResult& r,
                   bool several, TaskResult t) {
  const create::Proposal* prop =
      o.apply_givens ? (r.by_givens ? &*r.by_givens : nullptr) : (r.by_clues ? &*r.by_clues : nullptr);
  const Format to = *parse_format(o.to);
  WriteOptions w;
  w.id = rec.id;
  if (prop && to == Format::Jsonl) w.solution = &prop->solution;
  t.err = header(rec, several) + repair_text(rec, r);
  if (!prop && r.status != create::RepairStatus::Unique)
    t.err += rec.file + ": warning: " + rec.id + ": no repair found; the puzzle is written unchanged\n";
  if (prop && !fits(prop->puzzle, to))
    t.err += rec.file + ": warning: " + rec.id + ": format " + o.to +
             " cannot hold the repaired puzzle's givens\n";
  t.out = write_puzzle(prop ? prop->puzzle : *rec.puzzle, to, w);
  return t;
}

}  // namespace

void add_repair_command(CLI::App& app) {
  auto o = std::make_shared<RepairCliOptions>();
  auto* cmd = app.add_subcommand(
      "repair",
      "Propose clue changes (or givens) that make each puzzle unique, each proved; for a puzzle with no "
      "solution, the fewest clues that cannot hold together");
  add_common(cmd, o->common);
  add_solver(cmd, o->solve);
  cmd->add_option("--max-changes", o->max_changes, "The most clues a proposal may change")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--cores", o->cores,
                  "The backend that answers which run sums can hold together (the conflict and the "
                  "fewest clue changes of a puzzle with no solution): " +
                      or_list(backend_names(has_sum_cores)))
      ->capture_default_str()
      ->check(backend_choice(has_sum_cores, "sum_cores"));
  auto* apply =
      cmd->add_flag("--apply", o->apply,
                    "Write each puzzle repaired by clue changes (to -o or standard output; the report "
                    "goes to standard error)");
  auto* apply_givens =
      cmd->add_flag("--apply-givens", o->apply_givens, "As --apply, with the givens instead");
  cmd->add_option("--to", o->to,
                  "The format --apply writes: jsonl, grid, lines, hv, csp, csp-json, xcsp, ...")
      ->capture_default_str()
      ->check(format_choice(false));
  apply->excludes(apply_givens);
  apply->excludes(cmd->get_option("--json"));
  apply_givens->excludes(cmd->get_option("--json"));
  cmd->callback([o] {
    const BackendInfo& prover = find_backend(o->solve.backend);
    const SolveRequest base = make_request(o->solve, 2);
    check_options(prover, base);
    const bool applying = o->apply || o->apply_givens;
    if (applying) {
      const Format to = *parse_format(o->to);
      // A puzzle made unique by givens is unique with them only: never written without them.
      if (o->apply_givens && !holds_givens(to))
        throw CLI::ValidationError(
            "--apply-givens", "the " + o->to +
                                  " format (--to) cannot hold givens, and the puzzles "
                                  "repaired with them are not unique without them: choose a format that "
                                  "holds givens (" +
                                  format_list(" or ", [](const FormatInfo& f) { return f.holds_givens; }) +
                                  ") or --apply");
      if (!holds_many(to)) o->common.one_puzzle_format = o->to;
      o->common.extension = file_extension(to);
      o->common.only_if_valid = true;
    }
    const BackendInfo* cores = sum_core_backend(o->cores);
    throw Exit(run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          create::RepairOptions ro;
          ro.timeout_s = o->solve.timeout_s;
          ro.max_changes = o->max_changes;
          ro.want_clues = !o->apply_givens;
          ro.want_givens = !o->apply;
          ro.solver = base.options;
          ro.limits = base.limits;
          ro.cancel = &ctx.cancel;
          ro.cores_wanted = "the " + o->cores + " backend";
          const auto start = std::chrono::steady_clock::now();
          const create::RepairResult r = create::repair(*rec.puzzle, prover, cores, ro);
          const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
          TaskResult t{"", "", exit_code(r), to_string(r.status)};
          if (applying) return applied(*o, rec, r, ctx.several, t);
          if (o->common.json) {
            t.out = repair_json(rec, prover.name, r, secs)
                        .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) +
                    "\n";
            return t;
          }
          t.out = header(rec, ctx.several) + repair_text(rec, r);
          return t;
        },
        "repair"));
  });
}

}  // namespace kakuro::cli
