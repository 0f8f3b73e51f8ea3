// Search against brute force on small random grids: the native backend enumerates exactly
// the brute-force solution set under every inference level, ordering and splitting.
#include <catch2/catch.hpp>
#include <random>

#include "random_grid.hpp"
#include "solve_helpers.hpp"

using namespace kakuro;

namespace {

std::vector<SolverOptions> every_configuration() {
  std::vector<SolverOptions> out;
  for (const char* inf : {"fc", "ac3", "mac", "gac"})
    for (const char* vo : {"input", "mrv", "domwdeg"})
      for (const char* va : {"min", "lcv"})
        for (bool split : {true, false}) {
          SolverOptions o = test::native_options({{"inference", inf}, {"var-order", vo}, {"val-order", va}});
          set_split_components(o, split);
          out.push_back(o);
        }
  return out;
}

std::string describe(const SolverOptions& o) {
  return test::describe_native(o) + (split_components(o) ? "/split" : "/whole");
}

}  // namespace

TEST_CASE("search finds exactly the brute-force solutions of small random grids", "[native][search]") {
  std::mt19937 rng(2024);
  const auto configs = every_configuration();
  int with_solutions = 0, without = 0, several = 0;
  for (int round = 0; round < 120; ++round) {
    const int rows = std::uniform_int_distribution<int>(3, 6)(rng);
    const int cols = std::uniform_int_distribution<int>(3, 6)(rng);
    const bool tamper = round % 3 == 0;
    Puzzle p = test::random_puzzle(rng, rows, cols, 0.75, tamper);
    auto brute = test::brute_force_solutions(p, 200, 200000);
    if (!brute) continue;
    std::vector<Solution> expected = std::move(*brute);
    test::sort_solutions(expected);
    (expected.empty() ? without : with_solutions) += 1;
    several += expected.size() > 1;
    const PreprocessResult pre = preprocess(p);
    if (pre.infeasible) REQUIRE(expected.empty());
    for (const SolverOptions& o : configs) {
      INFO("round " << round << " " << describe(o));
      CHECK(test::enumerate_native(p, test::full_domains(p), o) == expected);
      if (!pre.infeasible) CHECK(test::enumerate_native(p, pre.domains, o) == expected);
    }
  }
  CHECK(with_solutions > 20);
  CHECK(without > 5);
  CHECK(several > 5);
}

TEST_CASE("givens are respected", "[native][search]") {
  std::mt19937 rng(99);
  int tested = 0;
  for (int round = 0; round < 200 && tested < 20; ++round) {
    Puzzle p = test::random_puzzle(rng, 5, 5, 0.8, false);
    const auto brute = test::brute_force_solutions(p, 500);
    if (!brute || brute->size() < 2) continue;
    const auto& all = *brute;
    ++tested;
    // Give the first solution's digit in a cell where the first two solutions differ.
    std::vector<Digit> givens(std::size_t(p.num_vars()), 0);
    for (std::size_t v = 0; v < givens.size(); ++v)
      if (all[0].digits[v] != all[1].digits[v]) {
        givens[v] = all[0].digits[v];
        break;
      }
    Puzzle q = with_givens(p, givens);
    auto expected = test::brute_force_solutions(q, 500).value();
    test::sort_solutions(expected);
    REQUIRE(expected.size() < all.size());
    CHECK(test::enumerate_native(q, test::full_domains(q), SolverOptions{}) == expected);
  }
  CHECK(tested >= 10);
}
