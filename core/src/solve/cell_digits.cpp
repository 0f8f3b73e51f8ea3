#include "kakuro/cell_digits.hpp"

#include <algorithm>
#include <chrono>
#include <set>
#include <string>

#include "kakuro/checker.hpp"

namespace kakuro {

bool CellDigits::proved() const {
  return (outcome == Outcome::Solved || outcome == Outcome::NoSolution) &&
         std::all_of(settled.begin(), settled.end(), [](bool s) { return s; });
}

namespace {

using Clock = std::chrono::steady_clock;

// One question at a time, each to a backend made for its domains, under the whole call's
// limits; the answers kept in `out`.
class Prover {
 public:
  Prover(const Puzzle& p, const BackendInfo& backend, const SolveRequest& req, CellDigits& out)
      : p_(p), backend_(backend), req_(req), out_(out), start_(Clock::now()) {}

  // Adds a solution's digits to every cell.
  void add(const Solution& s) {
    for (std::size_t v = 0; v < out_.digits.size(); ++v) out_.digits[v].insert(s.digits[v]);
    ++out_.solutions;
  }

  // Asks for a solution within `dom`; var >= 0: it must put a digit of dom[var] there.
  // Solved: found and added. NoSolution: none. Limit, CheckFailed, Failed: out_ says why.
  Outcome ask(const Domains& dom, VarId var) {
    Limits lim = req_.limits;
    if (lim.timeout_s > 0) {
      lim.timeout_s -= std::chrono::duration<double>(Clock::now() - start_).count();
      if (lim.timeout_s <= 0) return stop("time limit reached");
    }
    if (req_.cancel && req_.cancel->cancelled()) return stop("interrupted");
    ++out_.questions;
    auto b = backend_.create(p_, dom, req_.options);
    SolveResult r;
    {
      const CancelToken::Attachment attached(req_.cancel, b.get());
      r = b->solve(lim);
    }
    if (r.status == SolveStatus::NoSolution) return Outcome::NoSolution;
    return judge(r, dom, var, b->name());
  }

  // A backend's answer other than NoSolution: a solution re-checked (and within dom[var]
  // when var >= 0) is added, Solved; else Limit, Failed or CheckFailed, out_ says why.
  Outcome judge(const SolveResult& r, const Domains& dom, VarId var, const std::string& name) {
    if (r.status == SolveStatus::Limit) {
      const bool cancelled = req_.cancel && req_.cancel->cancelled();
      return stop(cancelled ? "interrupted" : r.reason.empty() ? "limit reached" : r.reason);
    }
    if (r.status == SolveStatus::Failed) {
      out_.reason = "backend " + name + " failed: " + (r.reason.empty() ? "no reason given" : r.reason);
      return out_.outcome = Outcome::Failed;
    }
    const auto violations = check_solution(p_, r.solution);
    const bool off = var >= 0 && !dom[std::size_t(var)].contains(r.solution.digits[std::size_t(var)]);
    if (!violations.empty() || off) {
      out_.reason = "backend " + name + " returned " +
                    (off ? "a solution outside the digits asked for at " + p_.where(p_.cell_of(var))
                         : "a wrong solution: " + violations.front().message);
      return out_.outcome = Outcome::CheckFailed;
    }
    add(r.solution);
    return Outcome::Solved;
  }

  Outcome stop(const std::string& why) {
    out_.reason = why;
    return Outcome::Limit;
  }

 private:
  const Puzzle& p_;
  const BackendInfo& backend_;
  const SolveRequest& req_;
  CellDigits& out_;
  Clock::time_point start_;
};

// Before any question: one backend enumerates up to kEnumerate solutions not known yet
// (the known ones blocked first), each re-checked and added. When it runs out of solutions
// they are all found and every cell is settled: a puzzle of a few solutions costs one
// enumeration instead of a backend made per question (janko-257's 2 solutions: bench/
// open_cells_bench.py). Returns Solved when the enumeration completed, Limit when it stopped
// at kEnumerate (the questions go on), else why it stopped.
constexpr std::size_t kEnumerate = 256;

Outcome enumerate_first(const Puzzle& p, const BackendInfo& backend, const SolveRequest& req,
                        const Domains& dom, const std::vector<Solution>& known, Prover& prover,
                        CellDigits& out) {
  auto b = backend.create(p, dom, req.options);
  std::set<std::string> seen;  // a solution answered twice is a wrong answer (its digits)
  const auto key = [](const Solution& s) { return std::string(s.digits.begin(), s.digits.end()); };
  for (const Solution& s : known) {
    b->block(s);
    seen.insert(key(s));
  }
  const auto start = Clock::now();
  for (std::size_t found = 0; found < kEnumerate; ++found) {
    Limits lim = req.limits;
    if (lim.timeout_s > 0) {
      lim.timeout_s -= std::chrono::duration<double>(Clock::now() - start).count();
      if (lim.timeout_s <= 0) return prover.stop("time limit reached");
    }
    if (req.cancel && req.cancel->cancelled()) return prover.stop("interrupted");
    ++out.questions;
    SolveResult r;
    {
      const CancelToken::Attachment attached(req.cancel, b.get());
      r = b->solve(lim);
    }
    if (r.status == SolveStatus::NoSolution) return Outcome::Solved;
    if (r.status == SolveStatus::Solved && seen.count(key(r.solution)) > 0) {
      out.reason = "backend " + b->name() + " returned a solution it was told to exclude";
      return out.outcome = Outcome::CheckFailed;
    }
    const Outcome o = prover.judge(r, dom, -1, b->name());
    if (o != Outcome::Solved) return o;
    seen.insert(key(r.solution));
    b->block(r.solution);
  }
  return Outcome::Limit;
}

// Settles each cell in turn; returns false when a limit or a failure stopped it.
bool settle_cells(Prover& prover, Domains dom, CellDigits& out) {
  for (std::size_t v = 0; v < dom.size(); ++v) {
    for (;;) {
      const DigitSet rest = dom[v] - out.digits[v];
      if (rest.empty()) break;
      Domains q = dom;
      q[v] = rest;
      const Outcome o = prover.ask(q, VarId(v));
      if (o == Outcome::NoSolution) break;
      if (o != Outcome::Solved) return false;
    }
    out.settled[v] = true;
    dom[v] = out.digits[v];  // every solution puts one of these here: later questions narrow
  }
  return true;
}

}  // namespace

CellDigits cell_digits(const Puzzle& p, const BackendInfo& backend, const SolveRequest& req,
                       const std::vector<Solution>& known, const BackendInfo* questions) {
  const auto start = Clock::now();
  CellDigits out;
  const auto n = std::size_t(p.num_vars());
  out.digits.assign(n, DigitSet::none());
  out.settled.assign(n, false);
  const auto done = [&](Outcome o) {
    if (out.outcome != Outcome::CheckFailed && out.outcome != Outcome::Failed) out.outcome = o;
    out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return out;
  };
  const PreprocessResult pre = preprocess(p);
  if (pre.infeasible) {
    out.settled.assign(n, true);
    return done(Outcome::NoSolution);
  }
  if (!backend.available || !backend.create) {
    out.reason = "backend " + backend.name + " is not available in this build";
    return done(Outcome::Limit);
  }
  const BackendInfo& asked = questions && questions->available && questions->create ? *questions : backend;
  Prover prover(p, asked, req, out);
  for (const Solution& s : known) prover.add(s);
  const Outcome listed = enumerate_first(p, backend, req, pre.domains, known, prover, out);
  if (listed == Outcome::Solved) {  // every solution found: each cell settled
    out.settled.assign(n, true);
    return done(out.solutions == 0 ? Outcome::NoSolution : Outcome::Solved);
  }
  if (listed != Outcome::Limit || !out.reason.empty())
    return done(out.solutions == 0 ? listed : Outcome::Solved);
  settle_cells(prover, pre.domains, out);
  return done(Outcome::Solved);
}

CellDigits cell_digits_after(const Puzzle& p, const BackendInfo& backend, SolveRequest req,
                             const SolveReport& rep, const BackendInfo* questions) {
  if (rep.outcome == Outcome::Solved && !rep.exhausted) {
    if (req.limits.timeout_s > 0) {
      req.limits.timeout_s -= rep.seconds;
      if (req.limits.timeout_s <= 0) req.limits.timeout_s = 1e-9;  // spent: the first question stops
    }
    return cell_digits(p, backend, req, rep.solutions, questions);
  }
  const auto n = std::size_t(p.num_vars());
  CellDigits out;
  out.outcome = rep.outcome;
  out.digits.assign(n, DigitSet::none());
  for (const Solution& s : rep.solutions)
    for (std::size_t v = 0; v < n; ++v) out.digits[v].insert(s.digits[v]);
  out.solutions = rep.solutions.size();
  // Exhausted (every solution found, or none exists): proved; else a limit or a failure.
  out.settled.assign(n, rep.exhausted && !is_failure(rep.outcome));
  if (!rep.exhausted || is_failure(rep.outcome)) out.reason = rep.reason;
  return out;
}

}  // namespace kakuro
