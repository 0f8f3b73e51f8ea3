#include "kakuro/split_backend.hpp"

#include <atomic>
#include <chrono>
#include <string>
#include <unordered_set>

namespace kakuro {
namespace {

std::string key_of(const std::vector<Digit>& d) { return std::string(d.begin(), d.end()); }

// Whole solutions are combinations of one solution per piece. Each combination is made
// once: when piece k finds its i-th solution, the combinations of that solution with the
// solutions the other pieces have so far are queued (as a mixed-radix cursor), so that every
// later combination includes some solution found later. When every queued one is blocked,
// the piece with the fewest solutions is asked for another (its own found ones blocked in
// its backend).
class SplitBackend final : public Backend {
 public:
  SplitBackend(std::string name, std::vector<Piece> pieces, std::vector<std::unique_ptr<Backend>> backends,
               int num_vars, int parts)
      : name_(std::move(name)),
        pieces_(std::move(pieces)),
        backends_(std::move(backends)),
        num_vars_(num_vars),
        parts_(parts),
        found_(pieces_.size()),
        blocked_inside_(pieces_.size(), 0),
        exhausted_(pieces_.size(), false) {}

  std::string name() const override { return name_; }
  SolveResult solve(const Limits& limits) override;
  void block(const Solution& s) override { blocked_.insert(key_of(s.digits)); }
  BackendStats stats() const override;
  void terminate() override {
    terminated_ = true;
    for (auto& b : backends_) b->terminate();
  }

 private:
  using Clock = std::chrono::steady_clock;
  struct Combos {
    std::size_t piece = 0, index = 0;
    std::vector<std::size_t> extent, cursor;
    bool done = false;
  };
  // Asks piece k for a solution it has not given yet: Solved, NoSolution (`res` set when the
  // piece has none at all) or Limit (`res` set).
  SolveStatus find_more(std::size_t k, const Limits& limits, Clock::time_point start, SolveResult& res);
  bool next_combination(Combos& g, std::vector<std::size_t>& pick);
  std::string piece_reason(std::size_t k, const std::string& reason) const;

  std::string name_;
  std::vector<Piece> pieces_;
  std::vector<std::unique_ptr<Backend>> backends_;
  int num_vars_ = 0, parts_ = 0;
  std::vector<std::vector<std::vector<Digit>>> found_;
  std::vector<std::size_t> blocked_inside_;
  std::vector<bool> exhausted_;
  std::vector<Combos> pending_;
  std::size_t pending_head_ = 0;
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
    while (pending_head_ < pending_.size()) {
      if (!next_combination(pending_[pending_head_], pick)) {
        ++pending_head_;
        continue;
      }
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
    if (find_more(best, limits, start, res) == SolveStatus::Limit) return finish(res);
  }
}

SolveStatus SplitBackend::find_more(std::size_t k, const Limits& limits, Clock::time_point start, SolveResult& res) {
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
  Backend& b = *backends_[k];
  auto& found = found_[k];
  for (std::size_t& i = blocked_inside_[k]; i < found.size(); ++i) b.block(Solution{found[i]});
  SolveResult r = b.solve(piece_limits);
  if (r.status != SolveStatus::Solved) {
    if (r.status == SolveStatus::NoSolution) exhausted_[k] = true;
    // A piece with no solution at all makes the puzzle unsolvable; one with no further
    // solution only ends that piece's share of new combinations.
    // Limits are the whole call's, so only the reason of a piece without solutions names it.
    if (r.status == SolveStatus::Limit)
      res = {r.status, {}, r.reason};
    else if (found.empty())
      res = {r.status, {}, piece_reason(k, r.reason)};
    return r.status;
  }
  found.push_back(std::move(r.solution.digits));
  bool all = true;
  for (const auto& f : found_) all = all && !f.empty();
  if (!all) return SolveStatus::Solved;  // combinations start once every piece has a solution
  Combos g;
  g.piece = k;
  g.index = found.size() - 1;
  for (const auto& f : found_) g.extent.push_back(f.size());
  g.cursor.assign(pieces_.size(), 0);
  pending_.push_back(std::move(g));
  return SolveStatus::Solved;
}

bool SplitBackend::next_combination(Combos& g, std::vector<std::size_t>& pick) {
  if (g.done) return false;
  pick = g.cursor;
  pick[g.piece] = g.index;
  std::size_t q = 0;  // advance the cursor over the other pieces
  for (; q < pieces_.size(); ++q) {
    if (q == g.piece) continue;
    if (++g.cursor[q] < g.extent[q]) break;
    g.cursor[q] = 0;
  }
  if (q == pieces_.size()) g.done = true;
  return true;
}

std::string SplitBackend::piece_reason(std::size_t k, const std::string& reason) const {
  return "piece " + std::to_string(k + 1) + " of " + std::to_string(pieces_.size()) + ": " + reason;
}

BackendStats SplitBackend::stats() const {
  BackendStats t;
  for (const auto& b : backends_) {
    const BackendStats s = b->stats();
    t.nodes += s.nodes;
    t.failures += s.failures;
    t.propagations += s.propagations;
    for (const auto& [key, value] : s.extra)
      // A name=value key (the SAT solver that ran) is a label, the same in every piece.
      t.extra[key] = key.find('=') != std::string::npos ? value : t.extra[key] + value;
  }
  t.seconds = seconds_;
  t.extra["pieces"] = static_cast<double>(pieces_.size());
  t.extra["parts"] = parts_;
  return t;
}

}  // namespace

std::unique_ptr<Backend> make_split_backend(const Puzzle& p, const Domains& domains,
                                            const SolverOptions& options, const PieceBackendFactory& make,
                                            int min_cells) {
  if (!options.split_components) return make(p, domains, options);
  const Components parts = connected_components(p);
  if (parts.count() < 2) return make(p, domains, options);
  std::vector<Piece> pieces = cut_pieces(p, parts, min_cells);
  if (pieces.empty()) return make(p, domains, options);
  std::vector<std::unique_ptr<Backend>> backends;
  for (const Piece& piece : pieces) {
    Domains d;
    d.reserve(piece.whole.size());
    for (VarId v : piece.whole) d.push_back(std::size_t(v) < domains.size() ? domains[std::size_t(v)] : DigitSet::all());
    backends.push_back(make(piece.puzzle, d, options));
  }
  std::string name = backends.front()->name();
  return std::make_unique<SplitBackend>(std::move(name), std::move(pieces), std::move(backends), p.num_vars(),
                                        parts.count());
}

}  // namespace kakuro
