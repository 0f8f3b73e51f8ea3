// The encodings against brute force: same solutions, and for "mdd" unit propagation equal
// to per-run generalised arc consistency.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "core/grid_builder.hpp"
#include "differential/scale.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/combinations.hpp"
#include "sat/encoding.hpp"
#include "sat/ipasir_cms.hpp"
#include "sat_test_helpers.hpp"

using namespace kakuro;
using kakuro::detail::Cnf;

namespace {

// Every model of `cnf` read back as digits, by solve + block on the cell literals.
std::vector<Solution> all_models(const Cnf& cnf, std::size_t cap) {
  auto solver = detail::make_cms_solver({});
  for (int lit : cnf.literals()) solver->add(lit);
  std::vector<Solution> out;
  while (out.size() <= cap && solver->solve({30, 0}) == detail::IpasirSolver::kSat) {
    Solution s;
    s.digits.assign(std::size_t(cnf.num_cells()), 0);
    for (VarId v = 0; v < cnf.num_cells(); ++v)
      for (int d = 1; d <= 9; ++d)
        if (const int lit = cnf.cell_lit(v, d); lit && solver->val(lit) > 0) {
          REQUIRE(s.digits[std::size_t(v)] == 0);  // exactly one digit per cell
          s.digits[std::size_t(v)] = Digit(d);
          solver->add(-lit);
        }
    solver->add(0);
    out.push_back(s);
  }
  sat_test::sort_solutions(out);
  return out;
}

}  // namespace

TEST_CASE("placeable combinations follow the candidates", "[sat][encoding]") {
  const Puzzle p = test::puzzle_from_rows({"#   3\\  12\\", "\\4  .  .", "\\11 .  ."});
  Domains d = sat_test::full_domains(p);
  const Cnf all = detail::encode(p, d, "selector");
  CHECK(detail::placeable_combinations(p, all, p.across_run(0)).size() == 1);  // 4 = 1+3
  CHECK(detail::placeable_combinations(p, all, p.down_run(1)).size() == 3);    // 12 = 3+9 = 4+8 = 5+7
  d[1] = DigitSet::single(3);  // (1,2) = 3: only 3+9 is left for the down run of column 2
  const Cnf some = detail::encode(p, d, "selector");
  REQUIRE(detail::placeable_combinations(p, some, p.down_run(1)).size() == 1);
  CHECK(detail::placeable_combinations(p, some, p.down_run(1))[0] ==
        DigitSet::single(3).bits() + DigitSet::single(9).bits());
}

TEST_CASE("placeable combinations equal brute force over the cells' candidates", "[sat][encoding]") {
  // One across run of n cells (each also in a down run of one cell), random candidates per
  // cell, every sum: a combination is placeable when some assignment of distinct digits of
  // it, each among its cell's candidates, exists (tried over every permutation).
  std::mt19937 rng(20261126);
  int placeable_seen = 0, refused_seen = 0;
  for (int n = 1; n <= 9; ++n)
    for (int sum = n * (n + 1) / 2; sum <= 45 - (9 - n) * (10 - n) / 2; ++sum)
      for (int round = 0; round < 6; ++round) {
        std::string top = "#", row = "\\" + std::to_string(sum);
        for (int i = 0; i < n; ++i) top += " 5\\", row += " .";
        const Puzzle p = test::puzzle_from_rows({top, row});
        Domains d(std::size_t(p.num_vars()));
        for (auto& cell : d) {  // about two thirds of the digits; never none
          for (int digit = 1; digit <= 9; ++digit)
            if (rng() % 3 != 0) cell.insert(digit);
          if (cell.empty()) cell.insert(static_cast<int>(rng() % 9) + 1);
        }
        const Cnf cnf = detail::encode(p, d, "plain");
        const RunId r = p.across_run(0);
        const std::vector<std::uint16_t> got = detail::placeable_combinations(p, cnf, r);
        for (std::uint16_t combo : combinations(n, sum)) {
          std::vector<int> digits;
          DigitSet(combo).for_each([&](int x) { digits.push_back(x); });
          bool fits = false;
          do {
            bool all = true;
            for (int i = 0; i < n && all; ++i)
              all = d[std::size_t(p.run(r).vars[std::size_t(i)])].contains(digits[std::size_t(i)]);
            fits = fits || all;
          } while (!fits && std::next_permutation(digits.begin(), digits.end()));
          INFO("n " << n << " sum " << sum << " combination " << DigitSet(combo).bits());
          CHECK(fits == (std::find(got.begin(), got.end(), combo) != got.end()));
          ++(fits ? placeable_seen : refused_seen);
        }
      }
  CHECK(placeable_seen > 100);
  CHECK(refused_seen > 100);
}

TEST_CASE("every encoding has exactly the puzzle's solutions", "[sat][encoding]") {
  std::mt19937 rng(20240601);
  int compared = 0;
  for (int round = 0; round < test::scaled(80); ++round) {
    const bool tamper = round % 4 == 3;
    const Puzzle p = sat_test::random_puzzle(rng, 5, 5 + round % 2, 0.75, tamper);
    const auto expected = sat_test::brute_force(p, 40);
    if (!expected) continue;  // too many solutions to enumerate quickly
    ++compared;
    const PreprocessResult pre = preprocess(p);
    const Domains domains[2] = {sat_test::full_domains(p), pre.domains};
    for (const std::string& name : detail::encoding_names())
      for (int k = 0; k < 2; ++k) {
        // Without region equations, refuting a changed clue takes resolution seconds (the
        // backend runs after preprocessing, whose totals check catches it).
        if (tamper && detail::encoding_spec(name).region_cells < 0) continue;
        INFO("round " << round << " encoding " << name << (k ? " preprocessed" : " full domains"));
        CHECK(all_models(detail::encode(p, domains[k], name), 40) == *expected);
      }
  }
  CHECK(compared >= test::scaled(80) / 2);
}

TEST_CASE("mdd: unit propagation is generalised arc consistency per run", "[sat][encoding]") {
  std::mt19937 rng(77);
  const detail::EncodingSpec mdd{detail::RunEncoding::Mdd, -1}, selector{detail::RunEncoding::Selector, -1};
  int consistent_rounds = 0, removed_by_gac = 0;
  for (int round = 0; round < test::scaled(150); ++round) {
    const Puzzle p = sat_test::random_puzzle(rng, 6, 6, 0.8, false);
    // Random domains: each candidate kept with probability 0.7.
    Domains d = sat_test::full_domains(p);
    for (DigitSet& ds : d)
      for (int x = 1; x <= 9; ++x)
        if (std::bernoulli_distribution(0.3)(rng)) ds.erase(x);
    Domains oracle = d;
    const bool consistent = sat_test::gac_fixpoint(p, oracle);
    consistent_rounds += consistent;
    if (consistent)
      for (std::size_t v = 0; v < d.size(); ++v) removed_by_gac += d[v].size() - oracle[v].size();
    for (const auto& spec : {mdd, selector}) {
      const Cnf cnf = detail::encode(p, d, spec);
      std::vector<int> value(std::size_t(cnf.num_vars()) + 1, 0);
      const bool up = sat_test::unit_propagate(cnf, value);
      INFO("round " << round << (spec.runs == detail::RunEncoding::Mdd ? " mdd" : " selector"));
      if (!consistent) {
        if (spec.runs == detail::RunEncoding::Mdd) CHECK_FALSE(up);
        continue;
      }
      REQUIRE(up);  // sound: GAC keeps every solution, so propagation cannot fail where GAC does not
      for (VarId v = 0; v < p.num_vars(); ++v)
        for (int x = 1; x <= 9; ++x) {
          const int lit = cnf.cell_lit(v, x);
          const bool removed = lit == 0 || value[std::size_t(lit)] < 0;
          if (spec.runs == detail::RunEncoding::Mdd)
            CHECK(removed == !oracle[std::size_t(v)].contains(x));  // exactly GAC
          else if (oracle[std::size_t(v)].contains(x))
            CHECK_FALSE(removed);  // never more than GAC
        }
    }
  }
  // Both branches run, and GAC had something to remove (else "exactly GAC" is trivial).
  CHECK(consistent_rounds > 0);
  CHECK(consistent_rounds < test::scaled(150));
  CHECK(removed_by_gac > consistent_rounds);
}

TEST_CASE("encoding names, default first", "[sat][encoding]") {
  const auto& names = detail::encoding_names();
  REQUIRE(names.size() == 3);
  CHECK(detail::resolve_encoding("") == names.front());
  CHECK(detail::is_encoding(""));
  CHECK(detail::is_encoding("plain"));
  CHECK_FALSE(detail::is_encoding("bdd"));
  CHECK(detail::encoding_spec("plain").region_cells < 0);
  CHECK(detail::encoding_spec("mdd").runs == detail::RunEncoding::Mdd);
}
