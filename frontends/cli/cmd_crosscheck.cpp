// kakuro crosscheck: every available backend on each puzzle, every answer re-checked by the
// core checker (inside solve_with), statuses, unique solutions and verdicts compared.
#include <algorithm>
#include <mutex>
#include <sstream>

#include "commands.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/verdict.hpp"
#include "views/report.hpp"

namespace kakuro::cli {

namespace {

struct Tally {
  std::size_t solved = 0, unique = 0, multiple = 0, none = 0, timeout = 0, failed = 0;
  double seconds = 0;
};

}  // namespace

void add_crosscheck_command(CLI::App& app) {
  struct Opts {
    CommonOptions common;
    SolveOptions solve;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("crosscheck", "Run every backend on each puzzle and compare the answers");
  add_common(cmd, o->common);
  add_solver(cmd, o->solve, false);
  cmd->callback([o] {
    const SolveRequest base = make_request(o->solve, 2);
    const std::vector<Witness> witnesses = all_witnesses(base);
    int width = 8;
    for (const Witness& w : witnesses) width = std::max(width, int(w.label.size()));
    std::mutex mutex;
    std::vector<Tally> tally(witnesses.size());
    std::size_t disagreements = 0;
    int code = run_batch(
        o->common,
        [&](const PuzzleRecord& rec, TaskContext& ctx) {
          std::vector<SolveReport> reps;
          std::vector<std::string> names;
          for (const Witness& w : witnesses) {
            SolveRequest req = base;
            req.options = w.options;
            req.cancel = &ctx.cancel;
            reps.push_back(solve_with(*rec.puzzle, *w.info, req));
            names.push_back(w.label);
          }
          KnownAnswer known;
          known.verdict = parse_verdict(rec.uniqueness);
          if (rec.solution) known.solution = &*rec.solution;
          const std::string why = disagreement(names, reps, known);
          TaskResult t{"", "", kYes, why.empty() ? "agree" : "disagree"};
          std::ostringstream line;
          line << rec.id << ": ";
          bool any_limit = false;
          for (std::size_t i = 0; i < reps.size(); ++i)
            any_limit = any_limit || verdict_of(reps[i]) == Verdict::Unknown;
          if (!why.empty()) {
            t.code = kNo;
            line << "DISAGREE: " << why;
            t.err = "kakuro: error: " + record_label(rec) + ": backends disagree: " + why + "\n";
          } else {
            if (any_limit) t.code = kLimit, t.status = "timeout";
            line << (any_limit ? "incomplete" : "agree") << ":";
            for (std::size_t i = 0; i < reps.size(); ++i)
              line << " " << names[i] << "=" << to_string(verdict_of(reps[i])) << " ("
                   << format_seconds(reps[i].seconds) << ")";
          }
          if (o->common.json) {
            nlohmann::json j{
                {"id", rec.id}, {"file", rec.file}, {"status", t.status}, {"agree", why.empty()}};
            if (!why.empty()) j["disagreement"] = why;
            for (std::size_t i = 0; i < reps.size(); ++i)
              j["backends"][names[i]] = report_json(rec, names[i], reps[i]);
            t.out = json_line(j);
          } else {
            t.out = line.str() + "\n";
          }
          std::lock_guard lock(mutex);
          disagreements += why.empty() ? 0 : 1;
          for (std::size_t i = 0; i < reps.size(); ++i) {
            Tally& s = tally[i];
            const Verdict v = verdict_of(reps[i]);
            s.solved += reps[i].outcome == Outcome::Solved;
            s.unique += v == Verdict::Unique, s.multiple += v == Verdict::Multiple,
                s.none += v == Verdict::None;
            s.timeout += v == Verdict::Unknown, s.failed += v == Verdict::CheckFailed || v == Verdict::Failed;
            s.seconds += reps[i].seconds;
          }
          return t;
        },
        "crosscheck");
    if (!o->common.quiet) {
      std::fprintf(stderr, "%-*s %8s %8s %8s %8s %8s %8s %12s\n", width, "backend", "solved", "unique",
                   "multiple", "none", "timeout", "failed", "time");
      for (std::size_t i = 0; i < witnesses.size(); ++i) {
        const Tally& s = tally[i];
        std::fprintf(stderr, "%-*s %8zu %8zu %8zu %8zu %8zu %8zu %12s\n", width, witnesses[i].label.c_str(),
                     s.solved, s.unique, s.multiple, s.none, s.timeout, s.failed,
                     format_seconds(s.seconds).c_str());
      }
      std::fprintf(stderr, "disagreements: %zu\n", disagreements);
    }
    throw Exit(code);
  });
}

}  // namespace kakuro::cli
