#include "kakuro/solve.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>

#include "kakuro/checker.hpp"
#include "kakuro/hash_slots.hpp"

namespace kakuro {

void CancelToken::cancel() {
  cancelled_ = true;
  std::lock_guard lock(mutex_);
  for (Backend* b : active_) b->terminate();
}
void CancelToken::attach(Backend* b) {
  std::lock_guard lock(mutex_);
  active_.push_back(b);
  if (cancelled_) b->terminate();
}
void CancelToken::detach(Backend* b) {
  std::lock_guard lock(mutex_);
  active_.erase(std::remove(active_.begin(), active_.end(), b), active_.end());
}
CancelToken::Attachment::Attachment(CancelToken* token, Backend* b) : token_(token), backend_(b) {
  if (token_) token_->attach(backend_);
}
CancelToken::Attachment::~Attachment() {
  if (token_) token_->detach(backend_);
}

std::string to_string(Outcome o) {
  switch (o) {
    case Outcome::Solved:
      return "solved";
    case Outcome::NoSolution:
      return "no-solution";
    case Outcome::Limit:
      return "timeout";
    case Outcome::CheckFailed:
      return "check-failed";
    case Outcome::Failed:
      return "failed";
  }
  return "?";
}

namespace {

using Clock = std::chrono::steady_clock;

// The solutions found so far, for "was this one found before?": a linear search while
// they are few (solve and unique find one or two, and allocate nothing more for this), by
// hash after that (HashSlots). The linear search alone made counting quadratic (2^15
// solutions took 3.3 s where this takes 0.3).
class SolutionIndex {
 public:
  explicit SolutionIndex(const std::vector<Solution>& found) : found_(found) {}
  bool contains(const Solution& s) const {
    if (found_.size() < kLinear) return std::find(found_.begin(), found_.end(), s) != found_.end();
    return by_hash_.find(digits_hash(s.digits), [&](std::size_t i) { return found_[i] == s; }).has_value();
  }
  // After found_ gained one solution.
  void added() {
    if (found_.size() < kLinear) return;
    for (std::size_t i = by_hash_.size(); i < found_.size(); ++i) by_hash_.add(digits_hash(found_[i].digits));
  }

 private:
  static constexpr std::size_t kLinear = 16;
  const std::vector<Solution>& found_;
  HashSlots by_hash_;  ///< over found_, once it has kLinear
};

// Calls solve() until max_solutions are found, the search is exhausted or a limit hits.
void search_loop(Backend& b, const Puzzle& p, const SolveRequest& req, Clock::time_point start,
                 SolveReport& rep) {
  SolutionIndex seen(rep.solutions);
  if (req.max_solutions <= 16) rep.solutions.reserve(std::size_t(req.max_solutions));  // solve, unique
  while (rep.solutions.size() < req.max_solutions) {
    Limits lim = req.limits;
    if (lim.timeout_s > 0) {
      const auto now = Clock::now();
      lim.timeout_s -= std::chrono::duration<double>(now - start).count();
      if (lim.timeout_s <= 0) {
        rep.reason = "time limit reached";
        return;
      }
      lim.timeout_read.emplace(lim.timeout_s, now);  // the backend need not read the clock again
    }
    if (req.cancel && req.cancel->cancelled()) {
      rep.reason = "interrupted";
      return;
    }
    // The node limit is the puzzle's, over every call: each call gets what is left.
    if (lim.max_nodes != 0) {
      const std::uint64_t used = b.stats().nodes;
      if (used >= lim.max_nodes) {
        rep.reason = "node limit reached (" + std::to_string(req.limits.max_nodes) + ")";
        return;
      }
      lim.max_nodes -= used;
    }
    SolveResult r = b.solve(lim);
    if (r.status == SolveStatus::Failed) {
      rep.outcome = Outcome::Failed;
      rep.reason = "backend " + b.name() + " failed: " + (r.reason.empty() ? "no reason given" : r.reason);
      return;
    }
    if (r.status == SolveStatus::Limit) {
      rep.reason = r.reason.empty() ? "limit reached" : r.reason;
      if (lim.max_nodes != req.limits.max_nodes && rep.reason.rfind("node limit reached", 0) == 0)
        rep.reason = "node limit reached (" + std::to_string(req.limits.max_nodes) + ")";
      return;
    }
    if (r.status == SolveStatus::NoSolution) {
      rep.exhausted = true;
      if (rep.solutions.empty()) rep.reason = r.reason.empty() ? "the search found no solution" : r.reason;
      return;
    }
    auto violations = check_solution(p, r.solution);
    const bool repeated = seen.contains(r.solution);
    if (!violations.empty() || repeated) {
      rep.outcome = Outcome::CheckFailed;
      rep.reason = "backend " + b.name() + " returned " +
                   (repeated ? std::string("a blocked solution again")
                             : "a wrong solution: " + violations.front().message);
      return;
    }
    rep.solutions.push_back(std::move(r.solution));
    seen.added();
    if (rep.solutions.size() < req.max_solutions) b.block(rep.solutions.back());
  }
}

}  // namespace

SolveReport solve_with(const Puzzle& p, const BackendInfo& backend, const SolveRequest& req) {
  const auto start = Clock::now();
  SolveReport rep;
  PreprocessResult pre = preprocess(p);
  rep.pre = pre.stats;
  if (pre.infeasible) {
    rep.outcome = Outcome::NoSolution;
    rep.exhausted = true;
    rep.reason = pre.reason;
  } else if (!backend.available || !backend.create) {
    rep.outcome = Outcome::Limit;
    rep.reason = "backend " + backend.name + " is not available in this build";
  } else {
    auto b = backend.create(p, pre.domains, req.options);
    {
      // Detached on every way out, a throw included (bad_alloc under --max-memory): a token
      // left pointing at a freed backend would call it on the next cancel().
      const CancelToken::Attachment attached(req.cancel, b.get());
      search_loop(*b, p, req, start, rep);
    }
    rep.stats = b->stats();
    if (rep.outcome != Outcome::CheckFailed && rep.outcome != Outcome::Failed)
      rep.outcome = !rep.solutions.empty() ? Outcome::Solved
                    : rep.exhausted        ? Outcome::NoSolution
                                           : Outcome::Limit;
  }
  if (rep.solutions.size() >= 2)
    rep.unique = false;
  else if (rep.exhausted)
    rep.unique = rep.solutions.size() == 1;
  rep.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return rep;
}

}  // namespace kakuro
