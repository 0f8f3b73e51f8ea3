// The portfolio: the native and SAT backends race on two threads on the same puzzle; the
// first definite answer (a solution, or no solution beyond those blocked) wins and the other
// is stopped through terminate(). A member stopped that way is spent (terminate() is
// sticky), so the next solve() makes it again and replays the blocked solutions into it.
// The answer goes through the core checker in solve_with() as every backend's does.
#include <exception>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "kakuro/backends.hpp"

namespace kakuro {

namespace {

constexpr const char* kMembers[] = {"native", "sat"};

class PortfolioBackend final : public Backend {
 public:
  PortfolioBackend(const Puzzle& p, const Domains& d, const SolverOptions& o)
      : puzzle_(p), domains_(d), options_(o) {
    for (const char* name : kMembers)
      members_.push_back(Member{registered_backends().find(name), nullptr, {}});
  }

  std::string name() const override { return "portfolio"; }

  SolveResult solve(const Limits& limits) override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (terminated_) return limit("terminated");
      for (Member& m : members_) {
        if (m.backend) continue;
        m.backend = m.info->create(puzzle_, domains_, options_);
        for (const Solution& s : blocked_) m.backend->block(s);
      }
    }
    const std::size_t n = members_.size();
    std::vector<SolveResult> results(n);
    std::vector<std::exception_ptr> errors(n);
    std::vector<bool> done(n, false);
    std::optional<std::size_t> winner;
    auto run = [&](std::size_t i) {
      SolveResult r;
      std::exception_ptr e;
      try {
        r = members_[i].backend->solve(limits);
      } catch (...) {
        e = std::current_exception();
      }
      std::lock_guard<std::mutex> lock(mutex_);
      results[i] = std::move(r);
      errors[i] = e;
      done[i] = true;
      if (!winner && !e && results[i].status != SolveStatus::Limit) {
        winner = i;
        for (std::size_t j = 0; j < n; ++j)
          if (j != i && !done[j]) members_[j].backend->terminate();
      }
    };
    std::vector<std::thread> threads;
    for (std::size_t i = 1; i < n; ++i) threads.emplace_back(run, i);
    run(0);  // the first member on the calling thread
    for (auto& t : threads) t.join();

    std::lock_guard<std::mutex> lock(mutex_);
    for (std::size_t i = 0; i < n; ++i) {  // the stopped members are spent: made anew next time
      Member& m = members_[i];
      if (winner && i != *winner && results[i].status == SolveStatus::Limit) {
        absorb(m);
        m.backend.reset();
      }
    }
    if (!winner) {
      for (std::size_t i = 0; i < n; ++i)
        if (errors[i]) std::rethrow_exception(errors[i]);  // e.g. std::bad_alloc under --max-memory
      std::string why;
      for (std::size_t i = 0; i < n; ++i)
        why += (why.empty() ? "" : "; ") + members_[i].info->name + ": " + results[i].reason;
      return limit(why);
    }
    ++wins_[*winner];
    return results[*winner];
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
      s.nodes += ms.nodes + m.spent.nodes;
      s.failures += ms.failures + m.spent.failures;
      s.propagations += ms.propagations + m.spent.propagations;
    }
    for (std::size_t i = 0; i < members_.size(); ++i)
      s.extra[members_[i].info->name + "_wins"] = static_cast<double>(wins_[i]);
    return s;
  }

  void terminate() override {
    std::lock_guard<std::mutex> lock(mutex_);
    terminated_ = true;
    for (Member& m : members_)
      if (m.backend) m.backend->terminate();
  }

 private:
  struct Member {
    const BackendInfo* info;
    std::unique_ptr<Backend> backend;
    BackendStats spent = {};  ///< counters of the instances stopped and made anew
  };

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
  SolverOptions options_;
  mutable std::mutex mutex_;
  std::vector<Member> members_;
  std::vector<Solution> blocked_;
  std::vector<std::size_t> wins_ = std::vector<std::size_t>(std::size(kMembers), 0);  ///< solve calls won
  bool terminated_ = false;
};

}  // namespace

BackendInfo portfolio_backend_info() {
  BackendInfo info;
  info.name = "portfolio";
  info.composite = true;
#if KAKURO_WITH_SAT
  info.description =
      "native and sat race on two threads, the first answer wins and the other is stopped "
      "(their options apply to each)";
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
