// The fewest clue changes for a solvable puzzle (fewest_correction) and the native engine's
// sum questions, each checked by the brute force of the tests (brute_force.hpp), which
// shares no code with the backends or repair; where SAT is built, the native and the SAT
// answers are compared too.
#include <catch2/catch.hpp>
#include <random>

#include "brute_force.hpp"
#include "build_options.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/create/repair.hpp"
#include "repair_checks.hpp"
#include "scale.hpp"

using namespace kakuro;

namespace {

// Every sum but those of `freed`.
test::SumMask all_but(const Puzzle& p, const std::vector<RunId>& freed) {
  test::SumMask m = test::every_sum(p);
  for (RunId r : freed) m[std::size_t(r)] = 0;
  return m;
}

// Whether some set of `k` runs, freed, lets the rest hold (by the brute force); nothing
// when the brute force could not decide one of them.
std::optional<bool> some_correction_of_size(const Puzzle& p, int k, std::vector<RunId>& chosen,
                                            RunId from = 0) {
  if (int(chosen.size()) == k) return test::brute_fillable(p, all_but(p, chosen), 2'000'000);
  for (RunId r = from; r < p.num_runs(); ++r) {
    chosen.push_back(r);
    const std::optional<bool> found = some_correction_of_size(p, k, chosen, r + 1);
    chosen.pop_back();
    if (!found || *found) return found;
  }
  return false;
}

// Small random puzzles with no solution, as the brute force shows.
template <typename F>
int for_unsolvable(int first_seed, int count, F&& f) {
  int checked = 0;
  for (int seed = first_seed; seed < first_seed + count; ++seed) {
    create::RandomPuzzleOptions o;
    o.max_size = 6;
    o.kind = create::RandomPuzzleKind::Perturbed;
    const create::RandomPuzzle g = create::random_puzzle(std::uint64_t(seed), o);
    if (g.puzzle.num_vars() > 24 || test::brute_fillable(g.puzzle, test::every_sum(g.puzzle)) != false)
      continue;
    INFO("seed " << seed << ": " << g.note);
    f(g.puzzle);
    ++checked;
  }
  return checked;
}

}  // namespace

TEST_CASE("the fewest correction: it works, and no smaller set does (brute force)", "[repair][fewest]") {
  for (const BackendInfo* cores : test::sum_core_backends()) {
    INFO(cores->name);
    int two_or_more = 0;
    const int checked = for_unsolvable(7000, test::scaled(120), [&](const Puzzle& p) {
      auto solver = cores->sum_cores(p, {});
      create::Shortfall why;
      const std::optional<create::Conflict> conflict = create::minimal_conflict(p, *solver, {}, why);
      REQUIRE(conflict);
      if (conflict->runs.empty()) return;  // the givens clash: no correction exists
      const std::optional<create::Correction> c =
          create::fewest_correction(p, *solver, {conflict->runs}, {}, why);
      REQUIRE(c);
      REQUIRE(c->fewest);
      REQUIRE(!c->runs.empty());
      // The SAT backend bounds the sums left out (check_all_but, a cardinality constraint):
      // this test checks that path; the native one's hitting sets of conflicts.
      const std::optional<SumCheck> bound = solver->check_all_but(int(c->runs.size()), {}, nullptr);
      CHECK(bound.has_value() == (cores->name != "native"));
      if (bound) CHECK(bound->status == SolveStatus::Solved);
      // The filling keeps every other sum, and so does the brute force.
      const std::vector<int> sums = create::run_sums(p, c->fill);
      for (RunId r = 0; r < p.num_runs(); ++r)
        if (!std::binary_search(c->runs.begin(), c->runs.end(), r))
          CHECK(sums[std::size_t(r)] == p.run(r).sum);
      CHECK(test::brute_fillable(p, all_but(p, c->runs)) == true);
      // No set of one run fewer would do.
      std::vector<RunId> chosen;
      CHECK(some_correction_of_size(p, int(c->runs.size()) - 1, chosen) == false);
      two_or_more += c->runs.size() >= 2;
    });
    CHECK(checked > test::scaled(120) / 12);  // 10 of 120 seeds; fewer under sanitizers
    CHECK(two_or_more > 0);                   // not only single changes
  }
}

TEST_CASE("other fillings of a correction set: each new where it frees, each keeps the other sums",
          "[repair][fewest]") {
  for (const BackendInfo* cores : test::sum_core_backends()) {
    INFO(cores->name);
    int asked = 0, several = 0;
    for_unsolvable(7000, test::scaled(60), [&](const Puzzle& p) {
      auto solver = cores->sum_cores(p, {});
      create::Shortfall why;
      const std::optional<create::Conflict> conflict = create::minimal_conflict(p, *solver, {}, why);
      REQUIRE(conflict);
      if (conflict->runs.empty()) return;
      const std::optional<create::Correction> c =
          create::fewest_correction(p, *solver, {conflict->runs}, {}, why);
      REQUIRE(c);
      std::vector<VarId> cells;  // the cells of the freed runs
      for (RunId r : c->runs) cells.insert(cells.end(), p.run(r).vars.begin(), p.run(r).vars.end());
      // Every filling of the other sums, counted by the brute force: the fillings asked for
      // can never be more.
      const std::optional<std::uint64_t> fillings = test::brute_count(p, all_but(p, c->runs), 1000);
      REQUIRE(fillings);
      std::vector<Solution> seen{c->fill};
      while (seen.size() <= *fillings) {
        const std::optional<Solution> other =
            create::other_correction_filling(p, *solver, c->runs, seen.back(), {}, why);
        if (!other) break;
        const std::vector<int> sums = create::run_sums(p, *other);
        for (RunId r = 0; r < p.num_runs(); ++r)
          if (!std::binary_search(c->runs.begin(), c->runs.end(), r))
            CHECK(sums[std::size_t(r)] == p.run(r).sum);
        for (const Solution& s : seen)
          CHECK(std::any_of(cells.begin(), cells.end(), [&](VarId v) {
            return s.digits[std::size_t(v)] != other->digits[std::size_t(v)];
          }));
        seen.push_back(*other);
      }
      CHECK(!why.limit);
      CHECK(seen.size() <= *fillings);
      ++asked;
      several += seen.size() > 1;
      // The native engine cannot be asked; SAT ends when the fillings left are the same on
      // the freed cells as one seen (at the latest when every filling was seen).
      if (cores->name == "native") CHECK(seen.size() == 1);
    });
    CHECK(asked > 0);
    if (cores->name != "native") CHECK(several > 0);
  }
}

TEST_CASE("the fewest correction of a clash of givens: none", "[repair][fewest]") {
  // Two equal givens in one run: no sums to blame, nothing to free.
  create::RandomPuzzleOptions o;
  o.max_size = 6;
  const Puzzle p = create::random_puzzle(1, o).puzzle;  // any layout with a run of two or more
  RunId run = 0;
  while (p.run(run).vars.size() < 2) ++run;
  std::vector<Digit> givens(std::size_t(p.num_vars()), 0);
  givens[std::size_t(p.run(run).vars[0])] = givens[std::size_t(p.run(run).vars[1])] = 5;
  const Puzzle clash = with_givens(p, givens);
  for (const BackendInfo* cores : test::sum_core_backends()) {
    INFO(cores->name);
    auto solver = cores->sum_cores(clash, {});
    create::Shortfall why;
    const std::optional<create::Conflict> conflict = create::minimal_conflict(clash, *solver, {}, why);
    REQUIRE(conflict);
    CHECK(conflict->runs.empty());
    CHECK(!create::fewest_correction(clash, *solver, {}, {}, why));
    CHECK(!why.limit);
  }
}

TEST_CASE("native sum questions agree with the brute force (and with SAT where built)", "[repair][fewest]") {
  const std::vector<const BackendInfo*> all = test::sum_core_backends();
  REQUIRE(all.front()->name == "native");
  std::mt19937_64 rng(11);
  int asked = 0, unsat = 0;
  for_unsolvable(9000, test::scaled(60), [&](const Puzzle& p) {
    std::vector<std::unique_ptr<SumCoreSolver>> solvers;
    for (const BackendInfo* b : all) solvers.push_back(b->sum_cores(p, {}));
    for (int trial = 0; trial < 6; ++trial) {
      std::vector<RunId> enforced;
      test::SumMask m(std::size_t(p.num_runs()), 0);
      for (RunId r = 0; r < p.num_runs(); ++r)
        if (rng() % 4 != 0) {
          enforced.push_back(r);
          m[std::size_t(r)] = 1;
        }
      const std::optional<bool> brute = test::brute_fillable(p, m);
      REQUIRE(brute);
      for (std::size_t i = 0; i < solvers.size(); ++i) {
        INFO(all[i]->name);
        const SumCheck c = solvers[i]->check(enforced, {}, nullptr);
        REQUIRE(c.status != SolveStatus::Limit);
        CHECK((c.status == SolveStatus::Solved) == *brute);
        if (c.status == SolveStatus::NoSolution) {
          // A core is a true conflict: with only its sums there is no filling.
          CHECK(test::brute_fillable(p, test::only_sums(p, c.core)) == false);
        } else {
          CHECK(test::brute_fillable(p, m) == true);
          for (RunId r : enforced) {
            int sum = 0;
            for (VarId v : p.run(r).vars) sum += c.fill[std::size_t(v)];
            CHECK(sum == p.run(r).sum);
          }
        }
      }
      ++asked;
      unsat += !*brute;
    }
  });
  CHECK(asked > test::scaled(60) / 2);  // 30 for 60 seeds; fewer under sanitizers
  CHECK(unsat > 0);
  CHECK(unsat < asked);
}
