// Givens that make a puzzle unique: from one fixed solution, a given is added where two
// solutions differ (the cell, among a few of them, that leaves the fewest solutions counted
// up to a cap) until the puzzle is unique; then each added given is dropped again, last
// first, when the puzzle stays unique without it. Every step is proved.
#include <algorithm>
#include <stdexcept>

#include "kakuro/checker.hpp"
#include "repair_detail.hpp"

namespace kakuro::create {

namespace {

using detail::kCountCap;
using detail::limited;
using detail::Proof;

constexpr std::size_t kTried = 8;  // cells compared per given added

std::vector<Digit> givens_of(const Puzzle& p) {
  std::vector<Digit> g(std::size_t(p.num_vars()));
  for (VarId v = 0; v < p.num_vars(); ++v) g[std::size_t(v)] = p.given(v);
  return g;
}

}  // namespace

std::optional<Proposal> givens_for_uniqueness(const Puzzle& p, const Solution& base,
                                              const BackendInfo& prover, const Budget& budget,
                                              Shortfall& why) {
  if (!is_solution(p, base)) throw std::logic_error("givens: the base is not a solution");
  std::vector<Digit> givens = givens_of(p);
  std::vector<VarId> added;
  Proof proof = detail::prove(p, prover, budget);
  while (proof.verdict != Proof::Verdict::Unique) {
    if (limited(proof, why)) return std::nullopt;
    if (proof.verdict != Proof::Verdict::Multiple)
      throw std::logic_error("givens: a puzzle holding its own solution has none");
    const Solution& other = proof.solutions[0] == base ? proof.solutions[1] : proof.solutions[0];
    const std::vector<VarId> diff = detail::differing_vars(base, other);
    std::optional<VarId> best;
    std::optional<Proof> best_proof;
    for (std::size_t i = 0; i < diff.size() && i < kTried; ++i) {
      std::vector<Digit> trial = givens;
      trial[std::size_t(diff[i])] = base.digits[std::size_t(diff[i])];
      Proof counted = detail::prove(with_givens(p, trial), prover, budget, kCountCap);
      if (limited(counted, why)) return std::nullopt;
      if (!best_proof || counted.solutions.size() < best_proof->solutions.size()) {
        best = diff[i];
        best_proof = std::move(counted);
      }
      if (best_proof->verdict == Proof::Verdict::Unique) break;
    }
    if (!best) throw std::logic_error("givens: two different solutions with no differing cell");
    givens[std::size_t(*best)] = base.digits[std::size_t(*best)];
    added.push_back(*best);
    proof = std::move(*best_proof);
  }
  for (auto it = added.rbegin(); it != added.rend(); ++it) {
    std::vector<Digit> trial = givens;
    trial[std::size_t(*it)] = 0;
    Proof without = detail::prove(with_givens(p, trial), prover, budget);
    if (without.verdict == Proof::Verdict::Limit) break;  // keep what is proved
    if (without.verdict != Proof::Verdict::Unique) continue;
    givens = std::move(trial);
    proof = std::move(without);
  }
  if (proof.solutions.front() != base)
    throw std::logic_error("givens: " + prover.name + " proved a puzzle unique with another solution");
  why = {};
  return Proposal{with_givens(p, givens), base, prover.name};
}

}  // namespace kakuro::create
