// The portfolio: the native and SAT backends race on two threads on the same puzzle; the
// first definite answer (a solution, or no solution beyond those blocked) wins and the other
// is stopped through terminate(). A member stopped that way is spent (terminate() is
// sticky), so the next solve() makes it again and replays the blocked solutions into it.
// The answer goes through the core checker in solve_with() as every backend's does.
// Native has a head start (--head-start milliseconds, or --head-start-per-candidate
// microseconds per candidate digit if that is longer): it first runs alone on the calling
// thread under a time limit of the head start, so that a puzzle native answers by then costs
// no thread, no encoding and no stopping; only if that slice ends without an answer does the
// race begin, SAT on a thread of its own and native again on the calling thread, where its
// search goes on from where the slice stopped (the native engine resumes after a limit).
// Once SAT has won a call (the first solution), the race begins at once in the next
// (the uniqueness proof). SAT's thread runs at a lower priority (--sat-nice). The SAT
// member is CaDiCaL unless --sat-solver says otherwise:
// beside native on the other core, CryptoMiniSat slowed native by about 30% on a large
// puzzle (docs/benchmarks.md), CaDiCaL by about 3%; and in its "sat" configuration unless
// --cadical-config says otherwise: the SAT member is asked where native is slow, on large
// loose puzzles above all, whose fillings it finds sooner so tuned (docs/benchmarks.md).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <exception>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "kakuro/backend_option.hpp"
#include "kakuro/backends.hpp"
#include "kit/shared_options.hpp"

namespace kakuro {

namespace {

// The members: native, and its rivals (--rival): the SAT backend, or native again with
// another seed (named "native_rival" in the stats and reasons), or both. Both share what
// the first member leaves of the cores: on two cores each gets about half of one, so a
// search only one of them finishes takes about twice as long as with that one alone
// (docs/benchmarks.md: loose 100x100 answered 59 of 60 by the native rival, 52 by SAT, 54
// by both; the one with no solution that native cannot refute, by SAT or both).
constexpr const char* kRivals[] = {"sat", "native", "both"};

const BackendOption& rival_option() {
  static const BackendOption option{
      "rival",
      OptionType::Choice,
      "sat",
      {kRivals[0], kRivals[1], kRivals[2]},
      {},
      {},
      "Portfolio: what races native: sat, native with another --solver-seed (heavy-tailed searches), "
      "or both (on a thread each)",
      {}};
  return option;
}

const BackendOption& head_start_option() {
  static const BackendOption option{"head-start",
                                    OptionType::UInt,
                                    "5",
                                    {},
                                    0.0,
                                    60000.0,
                                    "Portfolio: milliseconds native runs alone before sat starts, at least",
                                    {}};
  return option;
}

// The head start grows with the puzzle: SAT's time is about proportional to the candidates
// left by preprocessing (it encodes them before it can answer). The rule only acts where it
// exceeds the 5 ms floor, on large puzzles, and there SAT needs far more per candidate than
// on the corpus's small unique ones (a median of 2.9 us from the SAT backend's creation to
// its first answer, CaDiCaL, idle): on random loose puzzles of 20x20 to 100x100 with over
// 1,667 candidates a median of 43 us, 8.4 times janko's in the same sitting (load 5-6), so
// about 24 us on an idle machine (docs/benchmarks.md). Native runs alone for about what SAT
// would be expected to need (the ski-rental rule: switch at the break-even point), so that
// SAT, which slows native beside it (by about a third on a loaded machine), is not started
// on a puzzle native answers by then, and a puzzle native is stuck on costs at most about
// twice SAT's own time.
const BackendOption& head_start_per_candidate_option() {
  static const BackendOption option{
      "head-start-per-candidate",
      OptionType::Float,
      "24",
      {},
      0.0,
      1e6,
      "Portfolio: the head start grows to this many microseconds per candidate digit left by preprocessing",
      {}};
  return option;
}

// The SAT member races at a lower priority. Where the cores are taken by other work (and
// with Linux's autogroups, which give a session one share however many threads it runs),
// a SAT thread of equal priority halves native's share: gen-6 took native 8.0 s alone, 16.7 s
// beside a busy loop of the same session, 8.1 s beside one at nice 19 (docs/benchmarks.md).
// At nice 12 (scheduler weight 70 against native's 1024) SAT takes a free core whole when
// there is one, and about 6% of the share otherwise, so native stays within 1.1 of its own
// time; a puzzle SAT wins then takes longer on a busy machine (0 gives an equal race).
const BackendOption& sat_nice_option() {
  static const BackendOption option{
      "sat-nice",
      OptionType::UInt,
      "12",
      {},
      0.0,
      19.0,
      "Portfolio: niceness of the sat thread (0 = native's priority, 19 = the lowest)",
      {}};
  return option;
}

// The candidates the members start from: the domains' digits (all nine where the domains
// say nothing, one for a given).
std::size_t count_candidates(const Puzzle& p, const Domains& d) {
  std::size_t n = 0;
  for (VarId v = 0; v < p.num_vars(); ++v)
    n += p.given(v) != 0 ? 1 : std::size_t(v) < d.size() ? d[std::size_t(v)].size() : 9;
  return n;
}

std::chrono::microseconds head_start(const Puzzle& p, const Domains& d, const SolverOptions& o) {
  const double floor_us = 1000.0 * std::stod(option_value(o, head_start_option()));
  const double per_candidate_us = std::stod(option_value(o, head_start_per_candidate_option()));
  const double us = std::max(floor_us, per_candidate_us * static_cast<double>(count_candidates(p, d)));
  return std::chrono::microseconds(static_cast<std::int64_t>(std::min(us, 3.6e9)));
}

// This thread's niceness raised to `nice` (Linux: per thread; elsewhere nothing). A thread
// may always lower its own priority; a failure leaves it as it was.
void lower_priority(int nice) {
#ifdef __linux__
  if (nice > 0) setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), nice);
#else
  (void)nice;
#endif
}

class PortfolioBackend final : public Backend {
 public:
  PortfolioBackend(const Puzzle& p, const Domains& d, const SolverOptions& o)
      : puzzle_(p),
        domains_(d),
        head_start_(head_start(p, d, o)),
        sat_nice_(std::stoi(option_value(o, sat_nice_option()))) {
    const std::string rival = option_value(o, rival_option());
    std::vector<std::string> names = {"native"};
    if (rival != "sat") names.push_back("native");
    if (rival != "native") names.push_back("sat");
    for (const std::string& name : names) {
      const BackendInfo* info = registered_backends().find(name);
      SolverOptions mine = o;
      std::string label = name;
      if (info && info->witnesses && o.backend_options.count("sat-solver") == 0)  // not given
        for (const auto& [witness_label, witness] : info->witnesses(o))
          if (witness_label == "sat-cadical") {  // built in
            mine = witness;
            if (o.backend_options.count("cadical-config") == 0)
              mine.backend_options["cadical-config"] = "sat";
          }
      if (!members_.empty() && name == "native") {  // the rival: another seed, its own search
        mine.backend_options["solver-seed"] = std::to_string(solver_seed(o) + 1);
        label = "native_rival";
      }
      members_.push_back(Member{info, nullptr, {}, mine, label});
    }
    wins_.assign(members_.size(), 0);
    runs_.assign(members_.size(), 0);
  }

  std::string name() const override { return "portfolio"; }

  SolveResult solve(const Limits& limits) override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (terminated_) return limit("terminated");
    }
    Limits race = limits;
    if (head_start_.count() > 0 &&
        std::all_of(wins_.begin() + 1, wins_.end(), [](std::size_t w) { return w == 0; })) {
      // Native alone for the head start, or less when the caller's own limit is shorter.
      const double slice = std::chrono::duration<double>(head_start_).count();
      const bool own_limit_first = limits.timeout_s > 0 && limits.timeout_s <= slice;
      Limits alone = limits;
      if (!own_limit_first) alone.timeout_s = slice;
      const auto start = Clock::now();
      const std::uint64_t nodes_before =  // stats() builds a map: only when needed
          limits.max_nodes > 0 && members_[0].backend ? members_[0].backend->stats().nodes : 0;
      std::string why;  // the limit that ended the slice
      std::optional<SolveResult> r = run_alone(alone, why);
      if (r) return *r;  // an answer or "terminated" (an error is thrown)
      // The slice ended on a limit: the caller's own (a shorter time limit, its node limit)
      // ends the call; the head start's begins the race.
      const std::string ended = members_[0].label + ": " + why;
      if (own_limit_first) return limit(ended);
      if (race.timeout_s > 0) {
        race.timeout_s -= std::chrono::duration<double>(Clock::now() - start).count();
        if (race.timeout_s <= 0) return limit(ended);
      }
      if (race.max_nodes > 0) {  // the slice's nodes count against the caller's node limit
        const std::uint64_t spent = members_[0].backend->stats().nodes - nodes_before;
        if (spent >= race.max_nodes) return limit(ended);
        race.max_nodes -= spent;
      }
    }
    return run_race(race);
  }

  void block(const Solution& s) override {
    std::lock_guard<std::mutex> lock(mutex_);
    blocked_.push_back(s);
    for (Member& m : members_)
      if (m.backend) m.backend->block(s);
  }

  BackendStats stats() const override {
    std::lock_guard<std::mutex> lock(mutex_);
    BackendStats s;
    for (const Member& m : members_) {
      BackendStats ms = m.backend ? m.backend->stats() : BackendStats{};
      for (const auto& [key, value] : ms.extra)  // which SAT solver: "sat_solver=<signature>"
        if (key.find('=') != std::string::npos) s.extra[key] = value;
      s.nodes += ms.nodes + m.spent.nodes;
      s.failures += ms.failures + m.spent.failures;
      s.propagations += ms.propagations + m.spent.propagations;
    }
    for (std::size_t i = 0; i < members_.size(); ++i) {
      s.extra[members_[i].label + "_wins"] = static_cast<double>(wins_[i]);
      s.extra[members_[i].label + "_runs"] = static_cast<double>(runs_[i]);  // calls it ran in
    }
    return s;
  }

  void terminate() override {
    std::lock_guard<std::mutex> lock(mutex_);
    terminated_ = true;
    for (Member& m : members_)
      if (m.backend) m.backend->terminate();
  }

 private:
  using Clock = std::chrono::steady_clock;

  // Makes member i if it is not there (replaying the blocked solutions into it).
  Backend& member(std::size_t i) {
    Member& m = members_[i];
    if (!m.backend) {
      m.backend = m.info->create(puzzle_, domains_, m.options);
      for (const Solution& s : blocked_) m.backend->block(s);
    }
    return *m.backend;
  }

  // The first member alone on this thread, for the head start: the call's result when it
  // answered or was terminated (an error is thrown); nothing, with `why` set to the member's
  // reason, when a limit ended it.
  std::optional<SolveResult> run_alone(const Limits& slice, std::string& why) {
    Backend* first = nullptr;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (terminated_) return limit("terminated");
      first = &member(0);
      ++runs_[0];
    }
    SolveResult r = first->solve(slice);  // an exception leaves the member as it is
    std::lock_guard<std::mutex> lock(mutex_);
    if (r.status != SolveStatus::Limit) {  // an answer, or the member's own failure
      ++wins_[0];
      return r;
    }
    if (terminated_) {
      absorb(members_[0]);
      members_[0].backend.reset();
      return limit("terminated");
    }
    why = r.reason;
    return std::nullopt;
  }

  // Every member at once: the first on this thread, the others on threads of their own.
  SolveResult run_race(const Limits& limits) {
    const std::size_t n = members_.size();
    std::vector<SolveResult> results(n);
    std::vector<std::exception_ptr> errors(n);
    std::vector<bool> done(n, false), stopped(n, false);
    std::optional<std::size_t> winner;
    auto run = [&](std::size_t i) {
      if (i > 0) lower_priority(sat_nice_);
      std::unique_lock<std::mutex> lock(mutex_);
      if (winner || terminated_) {
        results[i] =
            limit(winner ? "not started: " + members_[*winner].label + " answered first" : "terminated");
        done[i] = true;
        return;
      }
      Backend* mine = nullptr;
      try {  // nothing may escape a thread (std::terminate): an error is the member's answer
        mine = &member(i);
      } catch (...) {
        members_[i].backend.reset();
        errors[i] = std::current_exception();
        done[i] = true;
        return;
      }
      ++runs_[i];
      lock.unlock();
      SolveResult r;
      std::exception_ptr e;
      try {
        r = mine->solve(limits);
      } catch (...) {
        e = std::current_exception();
      }
      lock.lock();
      results[i] = std::move(r);
      errors[i] = e;
      done[i] = true;
      if (!winner && !e && answered(results[i])) {
        winner = i;
        for (std::size_t j = 0; j < n; ++j)
          if (j != i && !done[j] && members_[j].backend) {
            members_[j].backend->terminate();
            stopped[j] = true;
          }
      }
    };
    {
      // jthreads: every thread that started is joined on the way out, also when starting
      // a later one throws (std::thread would call std::terminate on a joinable one).
      std::vector<std::jthread> threads;
      for (std::size_t i = 1; i < n; ++i) {
        try {
          threads.emplace_back(run, i);
        } catch (...) {  // e.g. std::system_error: no thread could be made
          std::lock_guard<std::mutex> lock(mutex_);
          errors[i] = std::current_exception();
          done[i] = true;
        }
      }
      run(0);  // the first member on the calling thread
    }

    std::lock_guard<std::mutex> lock(mutex_);
    for (std::size_t i = 0; i < n; ++i) {  // the stopped members are spent: made anew next time
      Member& m = members_[i];
      if (stopped[i] || (m.backend && terminated_)) {
        absorb(m);
        m.backend.reset();
      }
    }
    if (!winner) {
      for (std::size_t i = 0; i < n; ++i)
        if (errors[i]) std::rethrow_exception(errors[i]);  // e.g. std::bad_alloc under --max-memory
      std::string why;
      bool failed = false;  // a member's fault makes the call a failure, never a limit
      for (std::size_t i = 0; i < n; ++i) {
        why += (why.empty() ? "" : "; ") + members_[i].label + ": " + results[i].reason;
        failed = failed || results[i].status == SolveStatus::Failed;
      }
      SolveResult r = limit(why);
      if (failed) r.status = SolveStatus::Failed;
      return r;
    }
    ++wins_[*winner];
    return results[*winner];
  }

  struct Member {
    const BackendInfo* info;
    std::unique_ptr<Backend> backend;
    BackendStats spent = {};  ///< counters of the instances stopped and made anew
    SolverOptions options;    ///< the portfolio's, with the member's own SAT solver or seed
    std::string label;        ///< its name in the stats and reasons: native, sat, native_rival
  };

  // A member's answer about the puzzle: not a limit, not a fault of its own.
  static bool answered(const SolveResult& r) {
    return r.status == SolveStatus::Solved || r.status == SolveStatus::NoSolution;
  }
  static SolveResult limit(std::string why) {
    SolveResult r;
    r.reason = std::move(why);
    return r;
  }
  static void absorb(Member& m) {
    const BackendStats s = m.backend->stats();
    m.spent.nodes += s.nodes;
    m.spent.failures += s.failures;
    m.spent.propagations += s.propagations;
  }

  Puzzle puzzle_;
  Domains domains_;
  std::chrono::microseconds head_start_;
  int sat_nice_ = 0;  ///< niceness of the threads of the members after the first
  mutable std::mutex mutex_;
  std::vector<Member> members_;
  std::vector<Solution> blocked_;
  std::vector<std::size_t> wins_;  ///< solve calls won, per member
  std::vector<std::size_t> runs_;  ///< calls started, per member
  bool terminated_ = false;
};

}  // namespace

BackendInfo portfolio_backend_info() {
  BackendInfo info;
  info.name = "portfolio";
  info.composite = true;
  info.options = {head_start_option(), head_start_per_candidate_option(), sat_nice_option(), rival_option()};
#if KAKURO_WITH_SAT
  info.description =
      "native and sat race on two threads (sat after native's head start), the first answer "
      "wins and the other is stopped (their options apply to each)";
  info.create = [](const Puzzle& p, const Domains& d, const SolverOptions& o) -> std::unique_ptr<Backend> {
    return std::make_unique<PortfolioBackend>(p, d, o);
  };
#else
  info.description = "native and sat racing on two threads (not built: needs the SAT backend)";
  info.available = false;
#endif
  return info;
}

}  // namespace kakuro
