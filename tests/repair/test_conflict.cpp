// The minimal conflict of a puzzle with no solution: the sum questions of the native and
// the SAT backend (BackendInfo::sum_cores), and minimal_conflict(), fewest_correction()
// and correction_filling() over each, every answer checked by the brute force.
#include <catch2/catch.hpp>

#include "brute_force.hpp"
#include "build_options.hpp"
#include "kakuro/combinations.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/create/repair.hpp"
#include "kakuro/formats.hpp"
#include "repair_checks.hpp"
#include "scale.hpp"
#include "test_paths.hpp"

using namespace kakuro;

namespace {

Puzzle load_first(const std::string& name) {
  const ParseResult res = read_puzzles(test::data_file(name));
  REQUIRE(res.ok());
  REQUIRE(!res.records.empty());
  return *res.records[0].puzzle;
}

std::vector<RunId> clues(const Puzzle& p, const std::vector<std::tuple<int, int, Direction>>& where) {
  std::vector<RunId> out;
  for (auto [r, c, d] : where)
    for (RunId run = 0; run < p.num_runs(); ++run)
      if (p.run(run).clue == p.cell_id(r, c) && p.run(run).dir == d) out.push_back(run);
  REQUIRE(out.size() == where.size());
  std::sort(out.begin(), out.end());
  return out;
}

// The conflict `cores` finds for `p`, required proved minimal and checked by the brute force.
create::Conflict proved_conflict(const Puzzle& p, const BackendInfo& cores) {
  auto solver = cores.sum_cores(p, {});
  create::Shortfall why;
  const std::optional<create::Conflict> conflict = create::minimal_conflict(p, *solver, {}, why);
  REQUIRE(conflict);
  REQUIRE(conflict->minimal);
  test::check_conflict(p, conflict->runs);
  return *conflict;
}

}  // namespace

TEST_CASE("the brute force catches a wrong conflict", "[repair][conflict]") {
  // check_conflict() must be able to fail: a set that can be filled, and a set with a sum
  // too many, are both rejected by the brute force it uses.
  const Puzzle p = load_first("repair/totals.kakuro");
  const std::vector<RunId> all = {0, 1, 2, 3};
  CHECK(test::brute_fillable(p, test::only_sums(p, all)) == false);
  // All four cannot hold, but three of them already cannot: not minimal.
  const std::vector<RunId> three =
      clues(p, {{1, 0, Direction::Across}, {2, 0, Direction::Across}, {0, 2, Direction::Down}});
  CHECK(test::brute_fillable(p, test::only_sums(p, three)) == false);
  CHECK(test::brute_fillable(p, test::only_sums(p, {three[0], three[1]})) == true);
}

TEST_CASE("sum questions: a filling when the sums hold, a core when not", "[repair][conflict]") {
  const Puzzle p = load_first("repair/totals.kakuro");
  for (const BackendInfo* cores : test::sum_core_backends()) {
    INFO(cores->name);
    auto solver = cores->sum_cores(p, {});
    SumCheck all = solver->check({0, 1, 2, 3}, {}, nullptr);
    REQUIRE(all.status == SolveStatus::NoSolution);
    CHECK(!all.core.empty());
    CHECK(test::brute_fillable(p, test::only_sums(p, all.core)) == false);  // a core is unsatisfiable
    for (RunId left_out = 0; left_out < 4; ++left_out) {
      std::vector<RunId> rest;
      for (RunId r = 0; r < 4; ++r)
        if (r != left_out) rest.push_back(r);
      const SumCheck c = solver->check(rest, {}, nullptr);
      REQUIRE(c.status != SolveStatus::Limit);
      CHECK((c.status == SolveStatus::Solved) == test::brute_fillable(p, test::only_sums(p, rest)));
      if (c.status != SolveStatus::Solved) continue;
      // The filling keeps distinct digits and the enforced sums.
      for (RunId r : rest) {
        int sum = 0;
        for (VarId v : p.run(r).vars) sum += c.fill[std::size_t(v)];
        CHECK(sum == p.run(r).sum);
      }
      CHECK(c.fill[0] != c.fill[1]);
    }
    CHECK(solver->check({}, {}, nullptr).status == SolveStatus::Solved);
    std::atomic<bool> stop{true};
    CHECK(solver->check({0, 1, 2, 3}, {}, &stop).status == SolveStatus::Limit);
  }
}

TEST_CASE("minimal conflicts of the hand-made puzzles", "[repair][conflict]") {
  for (const BackendInfo* cores : test::sum_core_backends()) {
    INFO(cores->name);
    struct Case {
      std::string file;
      std::vector<std::tuple<int, int, Direction>> expected;  // empty: only checked
    };
    const std::vector<Case> cases = {
        {"repair/totals.kakuro", {}},
        {"repair/perturbed.jsonl", {}},
        {"unsolvable/sum_44_in_9.kakuro", {{1, 0, Direction::Across}}},
        {"unsolvable/impossible_sum.grid", {{2, 0, Direction::Across}}},
        {"repair/givens_clash.grid", {}},
    };
    for (const Case& c : cases) {
      INFO(c.file);
      const Puzzle p = load_first(c.file);
      const create::Conflict conflict = proved_conflict(p, *cores);
      if (!c.expected.empty()) CHECK(conflict.runs == clues(p, c.expected));
      if (c.file.find("givens_clash") != std::string::npos) CHECK(conflict.runs.empty());
      if (c.file.find("totals") != std::string::npos) CHECK(conflict.runs.size() == 3);
    }
  }
}

TEST_CASE("a puzzle with a solution has no conflict", "[repair][conflict]") {
  const Puzzle p = load_first("repair/unique.kakuro");
  for (const BackendInfo* cores : test::sum_core_backends()) {
    INFO(cores->name);
    auto solver = cores->sum_cores(p, {});
    create::Shortfall why;
    CHECK(!create::minimal_conflict(p, *solver, {}, why));
    CHECK(!why.limit);
  }
}

TEST_CASE("the correction filling breaks only sums it must", "[repair][conflict]") {
  for (const std::string file :
       {"repair/totals.kakuro", "repair/perturbed.jsonl", "unsolvable/impossible_sum.grid"}) {
    INFO(file);
    const Puzzle p = load_first(file);
    auto solver = test::sum_core_backend()->sum_cores(p, {});
    create::Shortfall why;
    const std::optional<Solution> fill = create::correction_filling(p, *solver, {}, {}, why);
    REQUIRE(fill);
    const std::vector<int> sums = create::run_sums(p, *fill);
    std::vector<RunId> broken;
    for (RunId r = 0; r < p.num_runs(); ++r)
      if (sums[std::size_t(r)] != p.run(r).sum) broken.push_back(r);
    REQUIRE(!broken.empty());
    // No broken sum can be put back alone: with it and every sum kept, no filling.
    for (RunId r : broken) {
      test::SumMask m = test::every_sum(p);
      for (RunId b : broken)
        if (b != r) m[std::size_t(b)] = 0;
      CHECK(test::brute_fillable(p, m) == false);
    }
  }
}

namespace {
// A random puzzle of `kind` with at most `max_size` rows and columns.
create::RandomPuzzle small_random(int seed, int max_size, create::RandomPuzzleKind kind) {
  create::RandomPuzzleOptions o;
  o.max_size = max_size;
  o.kind = kind;
  return create::random_puzzle(std::uint64_t(seed), o);
}
}  // namespace

TEST_CASE("random unsolvable puzzles: minimal conflicts, by brute force", "[repair][conflict][random]") {
  // The sum-core backends take turns (the brute force costs the most; each backend gets
  // half of the puzzles).
  const std::vector<const BackendInfo*> backends = test::sum_core_backends();
  int checked = 0, larger = 0;
  const int n = test::scaled(200);
  for (int seed = 0; seed < n; ++seed) {
    const create::RandomPuzzle g = small_random(seed + 5000, 7, create::RandomPuzzleKind::Perturbed);
    if (g.puzzle.num_vars() > test::kBruteCells ||
        test::brute_fillable(g.puzzle, test::every_sum(g.puzzle)) != false)
      continue;
    const BackendInfo* cores = backends[std::size_t(seed) % backends.size()];
    INFO("seed " << seed + 5000 << ": " << g.note << "; " << cores->name);
    const create::Conflict conflict = proved_conflict(g.puzzle, *cores);
    ++checked;
    larger += conflict.runs.size() > 1;
  }
  CHECK(checked > n / 10);
  CHECK(larger > 0);  // not only single impossible sums
}

TEST_CASE("one clue moved: the deletion's rotated fillings give minimal conflicts (brute force)",
          "[repair][conflict][random]") {
  // A clue moved by one breaks its part's across = down total, so the conflict is often the
  // whole part and most of its runs are shown needed by rotated fillings, not by questions:
  // the brute force checks that the set cannot be filled and every one-smaller set can.
  int checked = 0, larger = 0;
  const int n = test::scaled(60);
  for (int seed = 0; seed < n; ++seed) {
    const create::RandomPuzzle g = small_random(seed + 9000, 6, create::RandomPuzzleKind::Solvable);
    if (g.puzzle.num_vars() > test::kBruteCells || g.puzzle.num_runs() == 0) continue;
    std::vector<int> sums;
    for (const Run& run : g.puzzle.runs()) sums.push_back(run.sum);
    const RunId moved = RunId(seed % g.puzzle.num_runs());
    const int n_cells = int(g.puzzle.run(moved).vars.size());
    sums[std::size_t(moved)] += sum_possible(n_cells, sums[std::size_t(moved)] + 1) ? 1 : -1;
    if (!sum_possible(n_cells, sums[std::size_t(moved)])) continue;
    const Puzzle p = create::with_sums(g.puzzle, sums);
    if (test::brute_fillable(p, test::every_sum(p)) != false) continue;
    for (const BackendInfo* cores : test::sum_core_backends()) {
      INFO("seed " << seed + 9000 << "; " << cores->name);
      const create::Conflict conflict = proved_conflict(p, *cores);
      ++checked;
      larger += conflict.runs.size() > 2;
    }
  }
  CHECK(checked > n / 10);
  CHECK(larger > 0);  // parts of more than two runs, where rotation has a walk to take
}
