// kakuro generate: new puzzles with exactly one solution (create::generate), each proved by
// --backend and, with --verify, proved again by the other backend. Puzzle i comes from a
// seed derived from --seed and i, so the output is the same on every machine and with any
// -j: the puzzles are made in parallel and written in order.
#include <cmath>
#include <cstdio>
#include <iostream>

#include "app/generate.hpp"
#include "commands.hpp"
#include "generate_progress.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/verdict.hpp"
#include "memory_cap.hpp"
#include "option_choices.hpp"
#include "output_file.hpp"
#include "views/generate_output.hpp"

namespace kakuro::cli {

namespace {

struct GenerateCliOptions {
  int rows = 0, cols = 0;
  std::uint64_t count = 1;
  std::uint64_t seed = 1;
  std::string difficulty;  ///< "" = any level
  std::string symmetry = "point";
  double density = create::kDefaultDensity;
  bool givens = false;
  int jobs = 0;
  bool json = false;
  std::string to;  ///< "" = the corpus records (jsonl)
  bool with_solution = false;
  std::string output;
  std::string backend = default_backend();
  bool verify = false;
  int max_tries = create::GeneratorOptions{}.max_tries;
  double timeout_s = 60;
  int max_size = ParseLimits{}.max_rows;
  std::uint64_t max_memory_mb = physical_memory_mb();
  bool quiet = false;
  bool progress = false;
};

// The options checked and resolved, before any puzzle is made.
struct GeneratePlan {
  create::GeneratorOptions gen;
  const BackendInfo* prover = nullptr;
  const BackendInfo* verifier = nullptr;  ///< --verify
  Format to = Format::Jsonl;
  bool per_file = false;  ///< -o DIR/
};

void check_size(const char* name, int n, int max_size) {
  if (n < 3)
    throw CLI::ValidationError(
        name, std::to_string(n) + " is too small: at least 3, counting the clue row and column");
  if (n > max_size)
    throw CLI::ValidationError(
        name, std::to_string(n) + " is larger than the limit " + std::to_string(max_size) + " (--max-size)");
}

GeneratePlan make_plan(GenerateCliOptions& o) {
  check_size("--rows", o.rows, o.max_size);
  check_size("--cols", o.cols, o.max_size);
  GeneratePlan p;
  set_layout(p.gen, o.rows, o.cols, o.symmetry, o.density);
  if (!o.difficulty.empty()) set_difficulty(p.gen, o.difficulty);
  p.gen.givens = o.givens;
  p.gen.max_tries = o.max_tries;
  p.gen.timeout_s = o.timeout_s;
  p.prover = &find_backend(o.backend);
  if (o.verify) p.verifier = &other_backend(*p.prover);
  if (!o.to.empty()) p.to = *parse_format(o.to);
  // A puzzle made with givens is unique with them only: never written without them.
  if (o.givens && !holds_givens(p.to))
    throw CLI::ValidationError("--givens",
                               "the " + o.to +
                                   " format (--to) cannot hold givens, and the puzzles made with them "
                                   "are not unique without them: choose a format that holds givens (" +
                                   format_list(" or ", [](const FormatInfo& f) { return f.holds_givens; }) +
                                   ") or leave --givens out");
  if (o.with_solution && !has_solved_form(p.to))
    std::cerr << "kakuro: warning: the " << o.to
              << " format has no solved form: --with-solution writes the puzzles without their solutions\n";
  if (const std::string why = check_destination(o.output); !why.empty())
    throw CLI::ValidationError("--output-file", why);
  p.per_file = !o.output.empty() && is_directory_target(o.output);
  if (!holds_many(p.to) && o.count > 1 && !p.per_file)
    throw CLI::ValidationError(
        "--to", "the " + o.to + " format holds one puzzle, but --count asks for " + std::to_string(o.count) +
                    ": write one file per puzzle with -o DIR/, or choose a format that holds a collection (" +
                    format_list(", ", [](const FormatInfo& f) { return f.holds_many; }) + ")");
  return p;
}

// --verify: "" when `checker` also proves `g`'s puzzle unique with the same solution; else
// what it says instead (and `m` gets the code and status).
std::string verify(const create::Generated& g, const BackendInfo& checker, double timeout_s,
                   CancelToken& cancel, TaskResult& m) {
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = timeout_s;
  req.cancel = &cancel;
  const SolveReport rep = solve_with(*g.puzzle, checker, req);
  // No answer, or one solution and then the limit: the proof is unfinished, not a disagreement.
  const Verdict v = verdict_of(rep);
  if (v == Verdict::Unknown) {
    m.code = kLimit, m.status = "timeout";
    return checker.name + " did not finish the proof: " + rep.reason;
  }
  std::string says;
  if (v == Verdict::CheckFailed)
    says = "gave an answer that fails the checker: " + rep.reason;
  else if (v == Verdict::Failed)
    says = "failed: " + rep.reason;
  else if (v == Verdict::None)
    says = "finds no solution: " + rep.reason;
  else if (v == Verdict::Multiple)
    says = "finds a second solution";
  else if (rep.solutions.front() != g.solution)
    says = "finds another unique solution";
  if (says.empty()) return "";
  m.code = kNo, m.status = "disagree";
  return checker.name + " " + says;
}

// One puzzle, ready to be written in order: the puzzle as written ("" when none) and its
// status: generated, invalid, not-found, timeout or disagree.
TaskResult make_one(const GenerateCliOptions& o, const GeneratePlan& p, std::uint64_t index,
                    CancelToken& cancel) {
  TaskResult m;
  const std::string id = generated_id(o.rows, o.cols, o.seed, index);
  create::GeneratorOptions go = p.gen;
  go.cancel = &cancel;
  if (o.progress) go.progress = progress_lines(id);
  const create::Generated g = create::generate(puzzle_seed(o.seed, index), go, *p.prover);
  if (g.status == create::GenerateStatus::NoLayout) {  // the request, not a limit: a usage error
    m.code = kUsage;
    m.status = "invalid";
    m.err = "kakuro: " + id + ": not generated: " + g.reason + "\n";
    return m;
  }
  if (g.status != create::GenerateStatus::Ok) {
    m.code = kLimit;
    m.status = g.status == create::GenerateStatus::TriesExhausted ? "not-found" : "timeout";
    const bool tries = g.status == create::GenerateStatus::TriesExhausted;
    m.err = "kakuro: " + id + ": not generated: " + g.reason + (tries ? " (--max-tries)" : "") + "\n";
    return m;
  }
  GeneratedInfo info{id, o.seed, index, &p.gen, p.prover->name, ""};
  if (p.verifier) {
    if (const std::string why = verify(g, *p.verifier, o.timeout_s, cancel, m); !why.empty()) {
      m.err = "kakuro: " + id + (m.code == kNo ? ": error: " : ": not verified: ") + why + " (" +
              p.prover->name + " proved it unique)\n";
      if (m.code == kNo) m.err += write_puzzle(*g.puzzle, Format::Grid, WriteOptions{id, nullptr});
      return m;
    }
    info.verified_by = p.verifier->name;
  }
  m.status = "generated";
  m.out = p.to == Format::Jsonl ? generated_record(g, info) : generated_text(g, id, p.to, o.with_solution);
  return m;
}

int run(const GenerateCliOptions& o, const GeneratePlan& p) {
  BatchRun batch(BatchSettings{o.output, file_extension(p.to), o.jobs, !o.quiet});
  BatchItems<TaskResult> items;
  items.count = std::size_t(o.count);
  items.id = [&](std::size_t i) { return generated_id(o.rows, o.cols, o.seed, i); };
  items.work = [&](std::size_t i, TaskContext& ctx) { return make_one(o, p, i, ctx.cancel); };
  items.failed = [&](std::size_t i, const ItemError& e) {
    return TaskResult{"", "kakuro: " + items.id(i) + ": " + e.message + "\n", e.code, e.status};
  };
  batch.run(items);
  // A puzzle not made: an existing -o file is not replaced when none was.
  batch.finish(batch.not_done() > 0 || batch.code() != kYes);
  if (!o.quiet) {
    const std::string detail = std::to_string(o.rows) + "x" + std::to_string(o.cols) + ", seed " +
                               std::to_string(o.seed) + ", " + p.prover->name +
                               (p.verifier ? " verified by " + p.verifier->name : "");
    std::cerr << summary_line("generate", std::size_t(o.count), detail, batch.counts(), batch.seconds(),
                              batch.not_done())
              << "\n";
  }
  return batch.exit_code();
}

void add_options(CLI::App* cmd, GenerateCliOptions& o) {
  cmd->add_option("--rows", o.rows, "Rows, counting the clue row (3 to --max-size)")->required();
  cmd->add_option("--cols", o.cols, "Columns, counting the clue column (3 to --max-size)")->required();
  cmd->add_option("-n,--count", o.count, "Number of puzzles")
      ->capture_default_str()
      ->check(CLI::Range(std::uint64_t(1), std::uint64_t(100'000'000)));
  cmd->add_option("-s,--seed", o.seed, "Seed of the batch; puzzle i uses a seed derived from it and i")
      ->capture_default_str()
      ->check(seed_check());
  cmd->add_option("--difficulty", o.difficulty,
                  "Only puzzles rated at this level: easy, medium, hard, expert or extreme (default: any)")
      ->check(one_of("level", explain::level_names(), [](const std::string& v) {
        return v.empty() || explain::level_from_name(v).has_value();  // "": any level, as when not given
      }));
  cmd->add_option("--symmetry", o.symmetry, "Symmetry of the layout: point, mirror (left-right) or none")
      ->capture_default_str()
      ->check(one_of("symmetry", create::symmetry_names()));
  cmd->add_option("--density", o.density, "Share of white cells inside the clue row and column, in (0, 1]")
      ->capture_default_str();
  cmd->add_flag("--givens", o.givens, "Allow givens (pre-filled digits) where fill changes do not settle");
  cmd->add_option("-j,--jobs", o.jobs, "Worker threads (0 = the number of cores)")
      ->capture_default_str()
      ->check(non_negative("the number of cores"));
  auto* json = cmd->add_flag("--json", o.json, "Corpus records, one JSON object a line (the default)");
  cmd->add_option("--to", o.to, "Write this format instead: " + format_list())
      ->check(format_choice(false))
      ->excludes(json);
  cmd->add_flag("--with-solution", o.with_solution,
                "With --to: write the solved form, where the format has one (jsonl records always hold it)");
  add_output_option(cmd, o.output, "puzzles");
  cmd->add_option("-b,--backend", o.backend,
                  "The backend that proves each puzzle unique (see `kakuro backends`)")
      ->capture_default_str()
      ->check(backend_choice());
  cmd->add_flag("--verify", o.verify,
                "Prove every puzzle again with another built-in backend (the native and SAT backends prove "
                "each other)");
  cmd->add_option("--max-tries", o.max_tries, "Layouts tried per puzzle (each with its fill changes)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1'000'000));
  cmd->add_option("-t,--timeout", o.timeout_s,
                  "Seconds per puzzle (0 = no limit); --verify gets as many again")
      ->capture_default_str()
      ->check(non_negative("no limit"));
  cmd->add_option("--max-size", o.max_size, "Largest --rows or --cols accepted")
      ->capture_default_str()
      ->check(CLI::Range(3, 100000));
  cmd->add_option("--max-memory", o.max_memory_mb,
                  "Largest address space in MiB (default: the physical memory; 0 = no cap)")
      ->capture_default_str()
      ->check(non_negative("no cap"));
  cmd->add_flag("-q,--quiet", o.quiet, "No progress bar and no summary");
  cmd->add_flag("--progress", o.progress,
                "Lines on standard error while each puzzle is made: tries, fill changes, proofs, phase");
}

}  // namespace

void add_generate_command(CLI::App& app) {
  auto o = std::make_shared<GenerateCliOptions>();
  auto* cmd = app.add_subcommand(
      "generate", "Make new puzzles with exactly one solution, each proved unique (JSON lines by default)");
  add_options(cmd, *o);
  cmd->callback([o] {
    const GeneratePlan plan = make_plan(*o);
    apply_memory_limit(o->max_memory_mb);
    throw Exit{run(*o, plan)};
  });
}

}  // namespace kakuro::cli
