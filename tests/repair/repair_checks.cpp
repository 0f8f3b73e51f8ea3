#include "repair_checks.hpp"

#include <catch2/catch.hpp>

#include "brute_force.hpp"
#include "build_options.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::test {

namespace {

// Proved unique by `b`, with `expected` its solution.
void require_unique(const Puzzle& p, const BackendInfo& b, const Solution& expected) {
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = 60;
  const SolveReport rep = solve_with(p, b, req);
  INFO("proved again by " << b.name << ": " << rep.reason);
  REQUIRE(rep.outcome == Outcome::Solved);
  REQUIRE(rep.unique == true);
  REQUIRE(rep.solutions.front() == expected);
  if (p.num_vars() <= kBruteCells) REQUIRE(brute_count(p, every_sum(p), 2) == std::uint64_t(1));
}

}  // namespace

const BackendInfo& backend(const std::string& name) {
  const BackendInfo* b = registered_backends().find(name);
  REQUIRE(b != nullptr);
  return *b;
}

const BackendInfo* sum_core_backend() {
  const BackendInfo& native = backend("native");
  REQUIRE(native.sum_cores);
  return &native;
}

std::vector<const BackendInfo*> sum_core_backends() {
  std::vector<const BackendInfo*> out;
  for (const BackendInfo& b : registered_backends().all())
    if (b.available && b.sum_cores) out.push_back(&b);
  return out;
}

std::vector<std::string> provers() {
#if KAKURO_WITH_SAT
  return {"native", "sat"};
#else
  return {"native"};
#endif
}

const BackendInfo& other_backend(const std::string& name) {
  const BackendInfo& sat = backend("sat");
  if (!sat.available) return backend("native");
  return name == "native" ? sat : backend("native");
}

void check_clue_proposal(const Puzzle& orig, const create::Proposal& prop,
                         const std::vector<create::ClueChange>& changes, int max_changes) {
  const Puzzle& q = prop.puzzle;
  REQUIRE(q.rows() == orig.rows());
  REQUIRE(q.cols() == orig.cols());
  for (CellId c = 0; c < CellId(orig.cells().size()); ++c) {
    const Cell &a = orig.cell(c), &b = q.cell(c);
    INFO("cell " << orig.where(c));
    REQUIRE(a.kind == b.kind);
    REQUIRE(a.given == b.given);
    REQUIRE((a.across != 0) == (b.across != 0));
    REQUIRE((a.down != 0) == (b.down != 0));
  }
  REQUIRE(q.num_runs() == orig.num_runs());
  std::vector<create::ClueChange> seen;
  for (RunId r = 0; r < orig.num_runs(); ++r) {
    REQUIRE(q.run(r).clue == orig.run(r).clue);
    REQUIRE(q.run(r).dir == orig.run(r).dir);
    if (q.run(r).sum != orig.run(r).sum) seen.push_back({r, orig.run(r).sum, q.run(r).sum});
  }
  CHECK(seen == changes);
  CHECK(!changes.empty());
  CHECK(int(changes.size()) <= max_changes);
  REQUIRE(is_solution(q, prop.solution));
  require_unique(q, other_backend(prop.proved_by), prop.solution);
}

void check_givens_proposal(const Puzzle& orig, const create::Proposal& prop,
                           const std::vector<create::AddedGiven>& added) {
  const Puzzle& q = prop.puzzle;
  REQUIRE(q.rows() == orig.rows());
  REQUIRE(q.cols() == orig.cols());
  REQUIRE(q.num_vars() == orig.num_vars());
  REQUIRE(!added.empty());
  for (CellId c = 0; c < CellId(orig.cells().size()); ++c) {
    REQUIRE(q.cell(c).kind == orig.cell(c).kind);
    REQUIRE(q.cell(c).across == orig.cell(c).across);
    REQUIRE(q.cell(c).down == orig.cell(c).down);
  }
  std::vector<create::AddedGiven> seen;
  for (VarId v = 0; v < orig.num_vars(); ++v) {
    if (orig.given(v) != 0) REQUIRE(q.given(v) == orig.given(v));
    if (orig.given(v) == 0 && q.given(v) != 0) seen.push_back({v, q.given(v)});
    if (q.given(v) != 0) REQUIRE(prop.solution.digits[std::size_t(v)] == q.given(v));
  }
  CHECK(seen == added);
  REQUIRE(is_solution(orig, prop.solution));
  const BackendInfo& other = other_backend(prop.proved_by);
  require_unique(q, other, prop.solution);
  // Irreducible: without any one added given the puzzle is not unique.
  for (const create::AddedGiven& g : added) {
    std::vector<Digit> givens(std::size_t(q.num_vars()));
    for (VarId v = 0; v < q.num_vars(); ++v) givens[std::size_t(v)] = q.given(v);
    givens[std::size_t(g.var)] = 0;
    const Puzzle fewer = with_givens(orig, givens);
    SolveRequest req;
    req.max_solutions = 2;
    req.limits.timeout_s = 60;
    INFO("without the given at " << orig.where(orig.cell_of(g.var)));
    CHECK(solve_with(fewer, other, req).unique == false);
  }
}

void check_conflict(const Puzzle& p, const std::vector<RunId>& runs) {
  INFO("conflict of " << runs.size() << " sums");
  REQUIRE(brute_fillable(p, only_sums(p, runs)) == false);
  for (RunId r : runs) {
    std::vector<RunId> rest;
    for (RunId x : runs)
      if (x != r) rest.push_back(x);
    INFO("without " << p.describe(r));
    REQUIRE(brute_fillable(p, only_sums(p, rest)) == true);
  }
}

void check_result(const Puzzle& p, const create::RepairResult& r, int max_changes) {
  using create::RepairStatus;
  if (r.by_clues) check_clue_proposal(p, *r.by_clues, r.clue_changes, max_changes);
  if (r.by_givens) check_givens_proposal(p, *r.by_givens, r.givens);
  switch (r.status) {
    case RepairStatus::Unique:
      CHECK(!r.by_clues);
      CHECK(!r.by_givens);
      CHECK(!r.conflict);
      REQUIRE(r.solutions.size() == 1);
      REQUIRE(is_solution(p, r.solutions[0]));
      break;
    case RepairStatus::NotUnique:
      CHECK(!r.conflict);
      REQUIRE(r.solutions.size() >= 2);
      REQUIRE(is_solution(p, r.solutions[0]));
      REQUIRE(is_solution(p, r.solutions[1]));
      REQUIRE(r.solutions[0] != r.solutions[1]);
      break;
    case RepairStatus::NoSolution:
      CHECK(!r.by_givens);
      if (p.num_vars() <= kBruteCells) REQUIRE(brute_count(p, every_sum(p), 1) == std::uint64_t(0));
      if (r.conflict && r.conflict->minimal) check_conflict(p, r.conflict->runs);
      break;
    case RepairStatus::Limit:
      CHECK(r.limit);
      break;
  }
}

}  // namespace kakuro::test
