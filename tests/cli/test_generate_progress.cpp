// generate --progress: its lines on standard error (tries, fill changes, proofs, phase) as
// the generator reports them, never going back, and the puzzles the same as without it.
#include <catch2/catch.hpp>
#include <regex>
#include <sstream>

#include "run_command.hpp"

using kakuro::test::run_kakuro;

TEST_CASE("generate --progress reports the generator's work as it goes", "[cli][generate]") {
  const std::string args = "generate --rows 30 --cols 30 --difficulty hard --seed 3 -q";
  const auto plain = run_kakuro(args);
  const auto with = run_kakuro(args + " --progress");
  REQUIRE(plain.code == 0);
  REQUIRE(with.code == 0);
  CHECK(with.out == plain.out);  // the same puzzle, byte for byte
  CHECK(plain.err.empty());
  const std::regex line(
      R"(kakuro: gen-30x30-seed-3-0: progress: try (\d+), (\d+) fill changes?, (\d+) proofs?, )"
      R"((layout|fill|proof|rating) \((\d+\.\d) s\))");
  std::istringstream in(with.err);
  std::vector<std::array<long, 3>> counts;
  std::vector<std::string> phases;
  for (std::string l; std::getline(in, l);) {
    std::smatch m;
    INFO(l);
    REQUIRE(std::regex_match(l, m, line));
    counts.push_back({std::stol(m[1]), std::stol(m[2]), std::stol(m[3])});
    phases.push_back(m[4]);
  }
  REQUIRE(counts.size() >= 2);
  CHECK(counts.front() == std::array<long, 3>{1, 0, 0});
  CHECK(phases.front() == "layout");
  CHECK(phases.back() == "rating");  // every puzzle made is rated last, and a rating is always shown
  for (std::size_t i = 1; i < counts.size(); ++i)
    for (int k = 0; k < 3; ++k) CHECK(counts[i][std::size_t(k)] >= counts[i - 1][std::size_t(k)]);
}

TEST_CASE("generate --progress keeps the message of a puzzle not made", "[cli][generate]") {
  const auto r = run_kakuro("generate --rows 5 --cols 5 --difficulty extreme --max-tries 1 -q --progress");
  CHECK(r.code == 3);
  CHECK(kakuro::test::has(r.err,
                          "kakuro: gen-5x5-seed-1-0: progress: try 1, 0 fill changes, 0 proofs, layout"));
  CHECK(kakuro::test::has(r.err,
                          "kakuro: gen-5x5-seed-1-0: not generated: no puzzle of level extreme in 1 tries"));
}
