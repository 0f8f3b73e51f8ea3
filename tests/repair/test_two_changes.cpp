// Clue changes for puzzles with several solutions, checked by routes of the tests' own:
// when repair finds two changes, the other backend (and the brute force on small puzzles)
// proves the result unique; when it says that no two changes make the puzzle unique, the
// brute force tries every two-clue change that keeps each part's across and down totals
// equal (the others have no solution) and finds none unique.
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
using create::RepairStatus;

namespace {

// The part (connected white cells) of each run, by a union-find of the tests' own.
std::vector<int> run_parts(const Puzzle& p) {
  std::vector<int> up(std::size_t(p.num_runs()));
  for (std::size_t r = 0; r < up.size(); ++r) up[r] = int(r);
  const auto find = [&](int r) {
    while (up[std::size_t(r)] != r) r = up[std::size_t(r)] = up[std::size_t(up[std::size_t(r)])];
    return r;
  };
  for (VarId v = 0; v < p.num_vars(); ++v) up[std::size_t(find(p.across_run(v)))] = find(p.down_run(v));
  std::vector<int> out;
  for (RunId r = 0; r < p.num_runs(); ++r) out.push_back(find(r));
  return out;
}

// Whether every part's across sums add up to its down sums (else there is no filling).
bool totals_agree(const Puzzle& p, const std::vector<int>& sums, const std::vector<int>& part) {
  std::vector<int> balance(sums.size(), 0);
  for (RunId r = 0; r < p.num_runs(); ++r)
    balance[std::size_t(part[std::size_t(r)])] +=
        p.run(r).dir == Direction::Across ? sums[std::size_t(r)] : -sums[std::size_t(r)];
  for (int b : balance)
    if (b != 0) return false;
  return true;
}

// The number of two-clue changes of `p` that the brute force finds unique (any sums the
// runs' lengths allow), counting up to `stop`.
int unique_two_changes(const Puzzle& p, int stop) {
  const std::vector<int> part = run_parts(p);
  std::vector<int> orig;
  for (const Run& run : p.runs()) orig.push_back(run.sum);
  int found = 0;
  for (RunId a = 0; a < p.num_runs(); ++a)
    for (RunId b = a + 1; b < p.num_runs(); ++b)
      for (int sa = 1; sa <= kMaxSum; ++sa)
        for (int sb = 1; sb <= kMaxSum; ++sb) {
          if (sa == orig[std::size_t(a)] || sb == orig[std::size_t(b)]) continue;
          if (!sum_possible(int(p.run(a).vars.size()), sa) || !sum_possible(int(p.run(b).vars.size()), sb))
            continue;
          std::vector<int> sums = orig;
          sums[std::size_t(a)] = sa;
          sums[std::size_t(b)] = sb;
          if (!totals_agree(p, sums, part)) continue;
          const Puzzle q = create::with_sums(p, sums);
          const std::optional<std::uint64_t> n = test::brute_count(q, test::every_sum(q), 2);
          REQUIRE(n);
          if (*n == 1 && ++found >= stop) return found;
        }
  return found;
}

}  // namespace

TEST_CASE("two clue changes: found when some make the puzzle unique, else said so (brute force)",
          "[repair][two]") {
  // Small random puzzles with several solutions, some with givens; two changes at most, so
  // that the answer is the two-change search's alone.
  int found = 0, ruled_out = 0, with_givens = 0;
  // Seeds in turn until each kind has been seen often enough (fewer under sanitizers).
  const int want = test::sanitized() ? 1 : 5;
  for (int seed = 0; seed < 400 && (found < want || ruled_out < want || with_givens < want); ++seed) {
    create::RandomPuzzleOptions o;
    o.max_size = 5;
    o.kind = create::RandomPuzzleKind::Multiple;
    const create::RandomPuzzle g = create::random_puzzle(std::uint64_t(seed) + 5000, o);
    if (g.puzzle.num_vars() > 14) continue;
    INFO("seed " << seed + 5000 << ": " << g.note);
    const std::string prover = test::provers()[std::size_t(seed) % test::provers().size()];
    create::RepairOptions ro;
    ro.max_changes = 2;
    ro.want_givens = false;
    ro.timeout_s = test::sanitized() ? 600 : 60;
    const create::RepairResult r =
        create::repair(g.puzzle, test::backend(prover), test::sum_core_backend(), ro);
    REQUIRE(!r.limit);
    if (r.status != RepairStatus::NotUnique) continue;
    test::check_result(g.puzzle, r, ro.max_changes);  // the proposal proved again
    for (VarId v = 0; v < g.puzzle.num_vars(); ++v)
      if (g.puzzle.given(v) != 0) {
        ++with_givens;
        break;
      }
    if (r.by_clues) {
      CHECK(r.clue_changes.size() == 2);
      CHECK(r.clue_changes_at_least == 2);
      if (found < 5) CHECK(unique_two_changes(g.puzzle, 1) == 1);  // the brute force sees them too
      ++found;
    } else {
      CHECK(r.clue_changes_at_least == 3);  // every two-change puzzle was proved not unique
      CHECK(unique_two_changes(g.puzzle, 1) == 0);
      ++ruled_out;
    }
  }
  INFO(found << " with two changes, " << ruled_out << " where none will do, " << with_givens
             << " with givens");
  CHECK(found >= want);
  CHECK(ruled_out >= want);
  CHECK(with_givens >= want);
}

TEST_CASE("two clue changes far apart: kakuroapp-unsolved-cpu_burner with two clues moved", "[repair][two]") {
  // The corpus puzzle (unique) with its across clue at (7,0) and its down clue at (6,6)
  // raised by 2: no cell lies in both runs, so no move of one or two cells from a solution
  // gives the way back; the search over every two-clue change does.
  const ParseResult res = read_puzzles(test::data_file("repair/cpu_burner_pair.jsonl"));
  REQUIRE(res.ok());
  const Puzzle& p = *res.records.at(0).puzzle;
  // Native proves (with SAT each of the hundreds of proofs builds a solver: slow here, and
  // not what this checks); check_result proves the proposal again with the other backend.
  create::RepairOptions o;
  o.want_givens = false;
  o.timeout_s = test::sanitized() ? 600 : 120;
  const create::RepairResult r = create::repair(p, test::backend("native"), test::sum_core_backend(), o);
  REQUIRE(r.status == RepairStatus::NotUnique);
  test::check_result(p, r, o.max_changes);
  REQUIRE(r.by_clues);
  CHECK(r.clue_changes.size() == 2);
  CHECK(r.clue_changes_at_least == 2);
}
