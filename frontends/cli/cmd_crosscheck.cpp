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

struct CrosscheckCliOptions {
  CommonOptions common;
  SolveOptions solve;
};

// The options checked and resolved, before any puzzle is read.
struct CrosscheckPlan {
  SolveRequest base;
  std::vector<Witness> witnesses;  ///< every available backend (each SAT solver its own)
  std::vector<std::string> names;  ///< their labels
};

CrosscheckPlan make_plan(const CrosscheckCliOptions& o) {
  CrosscheckPlan p;
  p.base = make_request(o.solve, 2);
  p.witnesses = all_witnesses(p.base);
  for (const Witness& w : p.witnesses) p.names.push_back(w.label);
  return p;
}

// One witness's answers over the batch, for the table at the end.
struct Tally {
  std::size_t solved = 0, unique = 0, multiple = 0, none = 0, timeout = 0, failed = 0;
  double seconds = 0;
  void add(const SolveReport& rep) {
    const Verdict v = verdict_of(rep);
    solved += rep.outcome == Outcome::Solved;
    unique += v == Verdict::Unique, multiple += v == Verdict::Multiple, none += v == Verdict::None;
    timeout += v == Verdict::Unknown, failed += v == Verdict::CheckFailed || v == Verdict::Failed;
    seconds += rep.seconds;
  }
};

class Crosscheck {
 public:
  Crosscheck(const CrosscheckCliOptions& o, const CrosscheckPlan& p)
      : o_(o), p_(p), tally_(p.witnesses.size()) {}

  // Every witness on one puzzle, their answers compared (and with the record's, if it has one).
  TaskResult check(const PuzzleRecord& rec, TaskContext& ctx) {
    std::vector<SolveReport> reps;
    for (const Witness& w : p_.witnesses) {
      SolveRequest req = p_.base;
      req.options = w.options;
      req.cancel = &ctx.cancel;
      reps.push_back(solve_with(*rec.puzzle, *w.info, req));
    }
    KnownAnswer known;
    known.verdict = parse_verdict(rec.uniqueness);
    if (rec.solution) known.solution = &*rec.solution;
    const std::string why = disagreement(p_.names, reps, known);
    TaskResult t{"", "", kYes, why.empty() ? "agree" : "disagree"};
    const bool any_limit = std::any_of(
        reps.begin(), reps.end(), [](const SolveReport& r) { return verdict_of(r) == Verdict::Unknown; });
    if (!why.empty()) {
      t.code = kNo;
      t.err = "kakuro: error: " + record_label(rec) + ": backends disagree: " + why + "\n";
    } else if (any_limit) {
      t.code = kLimit, t.status = "timeout";
    }
    t.out = o_.common.json ? result_json(rec, reps, why, t.status) : result_text(rec, reps, why, any_limit);
    std::lock_guard lock(mutex_);
    disagreements_ += why.empty() ? 0 : 1;
    for (std::size_t i = 0; i < reps.size(); ++i) tally_[i].add(reps[i]);
    return t;
  }

  // The table of every witness's answers, and the number of disagreements, on stderr.
  void print_table() const {
    int width = 8;
    for (const std::string& n : p_.names) width = std::max(width, int(n.size()));
    std::fprintf(stderr, "%-*s %8s %8s %8s %8s %8s %8s %12s\n", width, "backend", "solved", "unique",
                 "multiple", "none", "timeout", "failed", "time");
    for (std::size_t i = 0; i < p_.names.size(); ++i) {
      const Tally& s = tally_[i];
      std::fprintf(stderr, "%-*s %8zu %8zu %8zu %8zu %8zu %8zu %12s\n", width, p_.names[i].c_str(), s.solved,
                   s.unique, s.multiple, s.none, s.timeout, s.failed, format_seconds(s.seconds).c_str());
    }
    std::fprintf(stderr, "disagreements: %zu\n", disagreements_);
  }

 private:
  std::string result_json(const PuzzleRecord& rec, const std::vector<SolveReport>& reps,
                          const std::string& why, const std::string& status) const {
    nlohmann::json j{{"id", rec.id}, {"file", rec.file}, {"status", status}, {"agree", why.empty()}};
    if (!why.empty()) j["disagreement"] = why;
    for (std::size_t i = 0; i < reps.size(); ++i)
      j["backends"][p_.names[i]] = report_json(rec, p_.names[i], reps[i]);
    return json_line(j);
  }

  std::string result_text(const PuzzleRecord& rec, const std::vector<SolveReport>& reps,
                          const std::string& why, bool any_limit) const {
    std::ostringstream line;
    line << rec.id << ": ";
    if (!why.empty()) {
      line << "DISAGREE: " << why;
    } else {
      line << (any_limit ? "incomplete" : "agree") << ":";
      for (std::size_t i = 0; i < reps.size(); ++i)
        line << " " << p_.names[i] << "=" << to_string(verdict_of(reps[i])) << " ("
             << format_seconds(reps[i].seconds) << ")";
    }
    return line.str() + "\n";
  }

  const CrosscheckCliOptions& o_;
  const CrosscheckPlan& p_;
  std::mutex mutex_;
  std::vector<Tally> tally_;  // per witness
  std::size_t disagreements_ = 0;
};

}  // namespace

void add_crosscheck_command(CLI::App& app) {
  auto o = std::make_shared<CrosscheckCliOptions>();
  auto* cmd = app.add_subcommand("crosscheck", "Run every backend on each puzzle and compare the answers");
  add_common(cmd, o->common);
  add_solver(cmd, o->solve, false);
  cmd->callback([o] {
    const CrosscheckPlan plan = make_plan(*o);
    Crosscheck check(*o, plan);
    const int code = run_batch(
        o->common, [&](const PuzzleRecord& rec, TaskContext& ctx) { return check.check(rec, ctx); },
        "crosscheck");
    if (!o->common.quiet) check.print_table();
    throw Exit(code);
  });
}

}  // namespace kakuro::cli
