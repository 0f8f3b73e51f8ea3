// Solutions of a puzzle made of independent parts: each part has its own engine, and a
// whole solution is one solution per part. The Backend contract is "the next whole
// solution not blocked", so blocking works on whole solutions: the known part solutions
// are combined lazily, each combination once (it is generated when the last of its part
// solutions is found), skipping blocked ones; when every known combination is blocked, one
// part is asked for a further solution (its known ones blocked inside its engine), which
// yields new combinations. Counting by solve + block therefore multiplies the parts' counts.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine.hpp"
#include "kakuro/backend.hpp"
#include "kakuro/hash_slots.hpp"
#include "kit/combination_queue.hpp"

namespace kakuro::detail {

class PartProduct {
 public:
  PartProduct(std::vector<std::unique_ptr<Engine>> parts, int num_vars);
  ~PartProduct();  // its engines go to this thread's spares (engine_pool.hpp)
  PartProduct(const PartProduct&) = delete;
  PartProduct& operator=(const PartProduct&) = delete;

  SolveResult next(Budget& budget);
  void block(const Solution& s);
  EngineStats stats() const;
  int parts() const { return static_cast<int>(parts_.size()); }

 private:
  SolveResult next_single(Budget& budget);
  bool first_solutions(Budget& budget, SolveResult& res);
  static SolveResult failed(SolveStatus status, std::string reason);
  Solution assemble(const std::vector<std::size_t>& pick) const;
  bool blocked(const Solution& s) const;
  bool blocked_with(const Solution& s, std::uint64_t hash) const;
  EngineStatus find_more(int part, Budget& budget);
  int part_to_extend() const;
  std::string part_reason(int part) const;

  std::vector<std::unique_ptr<Engine>> parts_;
  int num_vars_ = 0;
  std::vector<std::vector<std::vector<Digit>>> found_;  // per part: its solutions so far
  std::vector<std::size_t> blocked_inside_;             // per part: how many found ones its engine blocks
  std::vector<bool> exhausted_;
  int parts_solved_ = 0;  // parts with at least one solution
  CombinationQueue combinations_;
  std::vector<Digit> blocked_digits_;  // the blocked solutions, num_vars_ digits each
  HashSlots blocked_;                  // over blocked_digits_
  bool started_ = false;               // every part is past its root propagation and has a solution
  Solution last_;                      // the last whole solution returned: again, until it is blocked
  // One part (next_single): blocks go into its engine at once, so the set blocked_ and the
  // combinations stay empty; only whether last_ is blocked and whether any block came is kept.
  bool last_blocked_ = false, any_blocked_ = false;
  std::vector<Digit> local_;  // a solution found or blocked, in the part's variables
};

}  // namespace kakuro::detail
