// The technique loop behind explain(): candidates, the techniques in order with a queue
// of runs to look at per technique, and the contradiction technique on top. Used for the
// whole explanation and, on a copy of the candidates, for each contradiction's chain.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "explain/techniques/technique.hpp"
#include "kakuro/explain/explain.hpp"

namespace kakuro::explain::detail {

/// What the engine knows when choosing contradiction assumptions: the one solution when
/// the engine's own search found exactly one (only a digit that differs from it can lead
/// to a contradiction; the chain that proves it never uses the solution).
struct Guide {
  const std::vector<Digit>* solution = nullptr;
};

class Engine {
 public:
  enum class End { Solved, Conflict, Stuck, Limit };

  /// `depth`: how deep contradictions may nest from here (0: none).
  Engine(const Puzzle& p, Candidates cand, const Limits& limits, int depth, Guide guide = {});
  /// An engine for `cand` that differs from a stuck engine's candidates only in cell
  /// `changed`: only that cell's runs are looked at first (the rest found nothing before).
  Engine(const Engine& stuck, Candidates cand, VarId changed, int depth);

  /// The next step, the simplest that makes progress, applied; nothing when stuck (or
  /// already solved or in conflict, or a limit was reached).
  std::optional<Step> step();
  /// Steps until solved, conflict, stuck, a limit, or `max_steps` more steps (0: none);
  /// each step is appended to `out`.
  End run(std::vector<Step>& out, std::uint64_t max_steps = 0);

  const Candidates& candidates() const { return cand_; }
  const Conflict& conflict() const { return conflict_; }
  bool in_conflict() const { return conflict_.run >= 0 || conflict_.cell >= 0; }
  bool solved() const { return open_ == 0 && !in_conflict(); }
  void set_guide(Guide g) { guide_ = g; }
  void set_depth(int d) { depth_ = d; }

 private:
  void apply_step(Step& s);
  void mark(VarId v);
  void check_runs(const std::vector<RunId>& runs);
  std::optional<Step> contradiction();

  const Puzzle& p_;
  Candidates cand_;
  Limits limits_;
  Stop stop_;  // the finders' stop check, polled between their calls too
  int depth_;
  Guide guide_;
  int open_ = 0;
  Conflict conflict_;
  std::uint64_t unaimed_left_;             // chain steps contradictions may still spend without a guide
  std::vector<std::vector<char>> dirty_;   // per stage, per run
  std::vector<std::vector<RunId>> queue_;  // per stage: runs to look at
  std::vector<std::size_t> head_;          // per stage: next index into queue_
};

/// The engine's own search (no backend): up to `max` solutions from `cand`, each a digit
/// per VarId; nullopt when `node_budget` nodes did not settle it.
std::optional<std::vector<std::vector<Digit>>> find_solutions(const Puzzle& p, const Candidates& cand,
                                                              int max, std::uint64_t node_budget,
                                                              const Limits& limits);

}  // namespace kakuro::explain::detail
