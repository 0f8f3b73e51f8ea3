#include "kit/split_backend.hpp"

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <unordered_set>

#include "kit/combination_queue.hpp"
#include "kit/shared_options.hpp"

namespace kakuro {
namespace {

std::string key_of(const std::vector<Digit>& d) { return std::string(d.begin(), d.end()); }

// A backend's size by the budget's statistic; 0 without one.
double size_of(const Backend& b, const std::string& statistic) {
  if (statistic.empty()) return 0;
  const BackendStats s = b.stats();
  const auto it = s.extra.find(statistic);
  return it == s.extra.end() ? 0 : it->second;
}

void add_stats(BackendStats& t, const BackendStats& s) {
  t.nodes += s.nodes;
  t.failures += s.failures;
  t.propagations += s.propagations;
  for (const auto& [key, value] : s.extra)
    // A name=value key (the SAT solver that ran) is a label, the same in every piece.
    t.extra[key] = key.find('=') != std::string::npos ? value : t.extra[key] + value;
}

// Whole solutions are combinations of one solution per piece, each made once
// (CombinationQueue). When every queued one is blocked,
// the piece with the fewest solutions is asked for another (its own found ones blocked in
// its backend).
class SplitBackend final : public Backend {
 public:
  SplitBackend(std::string name, std::vector<Piece> pieces, std::vector<Domains> domains,
               const SolverOptions& options, PieceBackendFactory make, int num_vars, int parts,
               PieceBudget budget)
      : name_(std::move(name)),
        pieces_(std::move(pieces)),
        domains_(std::move(domains)),
        options_(options),
        make_(std::move(make)),
        backends_(pieces_.size()),
        last_used_(pieces_.size(), 0),
        sizes_(pieces_.size(), 0),
        num_vars_(num_vars),
        parts_(parts),
        found_(pieces_.size()),
        blocked_inside_(pieces_.size(), 0),
        exhausted_(pieces_.size(), false),
        budget_(std::move(budget)) {}

  std::string name() const override { return name_; }
  SolveResult solve(const Limits& limits) override;
  void block(const Solution& s) override { blocked_.insert(key_of(s.digits)); }
  BackendStats stats() const override;
  void terminate() override {
    terminated_ = true;
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& b : backends_)
      if (b) b->terminate();
  }

 private:
  using Clock = std::chrono::steady_clock;
  // Asks piece k for a solution it has not given yet: Solved, NoSolution (`res` set when the
  // piece has none at all) or Limit (`res` set).
  SolveStatus find_more(std::size_t k, const Limits& limits, Clock::time_point start, SolveResult& res);
  std::string piece_reason(std::size_t k, const std::string& reason) const;
  // Piece k's backend, built (again) if it was released: its found solutions then blocked anew.
  Backend& backend(std::size_t k);
  // Releases piece k's backend, keeping its statistics.
  void release(std::size_t k);
  // Releases the least recently used backends other than `keep` while the live ones hold
  // more than the budget allows.
  void keep_within_budget(std::size_t keep);

  std::string name_;
  std::vector<Piece> pieces_;
  std::vector<Domains> domains_;
  SolverOptions options_;
  PieceBackendFactory make_;
  mutable std::mutex mutex_;  // backends_ changes while terminate() may run on another thread
  std::vector<std::unique_ptr<Backend>> backends_;  // null: not built yet, or released
  std::vector<std::uint64_t> last_used_;
  std::vector<double> sizes_;  // per live backend: its size by the budget, after its last call
  std::uint64_t clock_ = 0;
  BackendStats released_;  // of the backends released
  int rebuilt_ = 0;
  int num_vars_ = 0, parts_ = 0;
  std::vector<std::vector<std::vector<Digit>>> found_;
  std::vector<std::size_t> blocked_inside_;
  std::vector<bool> exhausted_;
  PieceBudget budget_;
  CombinationQueue combinations_;
  std::unordered_set<std::string> blocked_;
  std::atomic<bool> terminated_{false};
  double seconds_ = 0;
  std::vector<Digit> last_;  // the last solution returned: again, until it is blocked
};

SolveResult SplitBackend::solve(const Limits& limits) {
  const Clock::time_point start = Clock::now();
  SolveResult res;
  const auto finish = [&](SolveResult r) {
    seconds_ += std::chrono::duration<double>(Clock::now() - start).count();
    return r;
  };
  // The queued combinations move on once returned; one returned but not blocked is still
  // the next answer.
  if (!last_.empty() && blocked_.count(key_of(last_)) == 0) {
    res.status = SolveStatus::Solved;
    res.solution.digits = last_;
    return finish(res);
  }
  for (std::size_t k = 0; k < pieces_.size(); ++k)  // one solution per piece first
    if (found_[k].empty() && find_more(k, limits, start, res) != SolveStatus::Solved) return finish(res);
  std::vector<std::size_t> pick;
  for (;;) {
    while (combinations_.next(pick)) {
      std::vector<Digit> whole(std::size_t(num_vars_), 0);
      for (std::size_t k = 0; k < pieces_.size(); ++k) put_piece(pieces_[k], found_[k][pick[k]], whole);
      if (blocked_.count(key_of(whole)) != 0) continue;
      res.status = SolveStatus::Solved;
      res.solution.digits = whole;
      last_ = std::move(whole);
      return finish(res);
    }
    std::size_t best = pieces_.size();
    for (std::size_t k = 0; k < pieces_.size(); ++k)
      if (!exhausted_[k] && (best == pieces_.size() || found_[k].size() < found_[best].size())) best = k;
    if (best == pieces_.size()) {
      res.status = SolveStatus::NoSolution;
      res.reason = "every solution is blocked";
      return finish(res);
    }
    if (const SolveStatus s = find_more(best, limits, start, res);
        s == SolveStatus::Limit || s == SolveStatus::Failed)
      return finish(res);
  }
}

SolveStatus SplitBackend::find_more(std::size_t k, const Limits& limits, Clock::time_point start,
                                    SolveResult& res) {
  Limits piece_limits = limits;
  if (limits.timeout_s > 0) {
    piece_limits.timeout_s = limits.timeout_s - std::chrono::duration<double>(Clock::now() - start).count();
    if (piece_limits.timeout_s <= 0) {
      res = {SolveStatus::Limit, {}, "time limit reached"};
      return SolveStatus::Limit;
    }
  }
  if (terminated_) {
    res = {SolveStatus::Limit, {}, "terminated"};
    return SolveStatus::Limit;
  }
  Backend& b = backend(k);
  auto& found = found_[k];
  for (std::size_t& i = blocked_inside_[k]; i < found.size(); ++i) b.block(Solution{found[i]});
  SolveResult r = b.solve(piece_limits);
  last_used_[k] = ++clock_;
  sizes_[k] = size_of(b, budget_.statistic);
  keep_within_budget(k);
  if (r.status != SolveStatus::Solved) {
    if (r.status == SolveStatus::NoSolution) exhausted_[k] = true, release(k);  // never asked again
    // A piece with no solution at all makes the puzzle unsolvable; one with no further
    // solution only ends that piece's share of new combinations.
    // Limits are the whole call's, so only the reason of a piece without solutions names it.
    if (r.status == SolveStatus::Limit || r.status == SolveStatus::Failed)
      res = {r.status, {}, r.reason};
    else if (found.empty())
      res = {r.status, {}, piece_reason(k, r.reason)};
    return r.status;
  }
  found.push_back(std::move(r.solution.digits));
  std::vector<std::size_t> extent;
  for (const auto& f : found_) extent.push_back(f.size());
  combinations_.add(k, found.size() - 1, std::move(extent));
  return SolveStatus::Solved;
}

std::string SplitBackend::piece_reason(std::size_t k, const std::string& reason) const {
  return "piece " + std::to_string(k + 1) + " of " + std::to_string(pieces_.size()) + ": " + reason;
}

Backend& SplitBackend::backend(std::size_t k) {
  if (!backends_[k]) {
    std::unique_ptr<Backend> b = make_(pieces_[k].puzzle, domains_[k], options_);
    if (!found_[k].empty()) ++rebuilt_;
    blocked_inside_[k] = 0;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      backends_[k] = std::move(b);
    }
    if (terminated_) backends_[k]->terminate();  // terminate() may have missed it
  }
  return *backends_[k];
}

void SplitBackend::release(std::size_t k) {
  std::unique_ptr<Backend> b;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    b = std::move(backends_[k]);
  }
  sizes_[k] = 0;
  if (!b) return;
  add_stats(released_, b->stats());
}

void SplitBackend::keep_within_budget(std::size_t keep) {
  for (;;) {
    double live = 0;
    std::size_t oldest = pieces_.size();
    for (std::size_t k = 0; k < pieces_.size(); ++k) {
      if (!backends_[k]) continue;
      live += sizes_[k];
      if (k != keep && (oldest == pieces_.size() || last_used_[k] < last_used_[oldest])) oldest = k;
    }
    if (live <= budget_.live || oldest == pieces_.size()) return;
    release(oldest);
  }
}

BackendStats SplitBackend::stats() const {
  BackendStats t = released_;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (const auto& b : backends_)
      if (b) add_stats(t, b->stats());
  }
  t.seconds = seconds_;
  t.extra["pieces"] = static_cast<double>(pieces_.size());
  t.extra["parts"] = parts_;
  t.extra["pieces_rebuilt"] = rebuilt_;
  return t;
}

}  // namespace

std::unique_ptr<Backend> make_split_backend(const Puzzle& p, const Domains& domains,
                                            const SolverOptions& options, const PieceBackendFactory& make,
                                            const PieceBudget& budget, int min_cells) {
  if (!split_components(options)) return make(p, domains, options);
  const Components parts = connected_components(p);
  if (parts.count() < 2) return make(p, domains, options);
  std::vector<Piece> pieces = cut_pieces(p, parts, min_cells);
  if (pieces.empty()) return make(p, domains, options);
  std::vector<Domains> piece_domains;
  for (const Piece& piece : pieces) {
    Domains& d = piece_domains.emplace_back();
    d.reserve(piece.whole.size());
    for (VarId v : piece.whole)
      d.push_back(std::size_t(v) < domains.size() ? domains[std::size_t(v)] : DigitSet::all());
  }
  std::string name = make(pieces.front().puzzle, piece_domains.front(), options)->name();
  return std::make_unique<SplitBackend>(std::move(name), std::move(pieces), std::move(piece_domains), options,
                                        make, p.num_vars(), parts.count(), budget);
}

}  // namespace kakuro
