// Independent parts cut into pieces (kit/pieces.hpp) and the SAT backend run piece by
// piece (kit/split_backend.hpp): the pieces keep every run of the whole, and solve +
// block enumerates exactly the whole puzzle's solutions, checked against brute force.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "kakuro/checker.hpp"
#include "kakuro/components.hpp"
#include "kakuro/preprocess.hpp"
#include "kit/pieces.hpp"
#include "kit/shared_options.hpp"
#include "kit/split_backend.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_helpers.hpp"

using namespace kakuro;

namespace {

// Sparse random puzzles fall into many parts.
std::vector<Puzzle> sparse_puzzles(int count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<Puzzle> out;
  for (int i = 0; out.size() < std::size_t(count) && i < 50 * count; ++i) {
    Puzzle p = sat_test::random_puzzle(rng, 5 + i % 4, 5 + i % 5, 0.5, i % 5 == 0);
    if (connected_components(p).count() >= 2) out.push_back(std::move(p));
  }
  return out;
}

std::unique_ptr<Backend> sat_by_pieces(const Puzzle& p, const Domains& d, int min_cells,
                                       double live_clauses = kLivePieceClauses) {
  SolverOptions o;
  return make_split_backend(p, d, o, make_sat_backend, {"clauses", live_clauses}, min_cells);
}

std::string key(const Solution& s) { return std::string(s.digits.begin(), s.digits.end()); }

// solve + block until no solution is left; nothing when a call ends otherwise or after
// `cap` solutions.
std::optional<std::vector<Solution>> enumerate(Backend& b, std::size_t cap) {
  std::vector<Solution> out;
  for (std::size_t i = 0; i <= cap; ++i) {
    SolveResult r = b.solve(Limits{});
    if (r.status == SolveStatus::NoSolution) {
      std::sort(out.begin(), out.end(), [](const Solution& x, const Solution& y) { return key(x) < key(y); });
      return out;
    }
    if (r.status != SolveStatus::Solved) return std::nullopt;
    out.push_back(r.solution);
    b.block(r.solution);
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("pieces keep every run of the whole, its sum and its cells", "[sat][split]") {
  int pieces_seen = 0;
  for (const Puzzle& p : sparse_puzzles(40, 11)) {
    const Components parts = connected_components(p);
    for (int min_cells : {1, 4}) {
      const std::vector<Piece> pieces = cut_pieces(p, parts, min_cells);
      if (min_cells == 1) REQUIRE(pieces.size() >= 2);
      if (pieces.empty()) continue;  // larger pieces may make just one: then none
      pieces_seen += static_cast<int>(pieces.size());
      std::multiset<VarId> covered;
      std::set<std::pair<int, std::vector<VarId>>> runs;  // (sum, whole cells) of every piece run
      for (const Piece& piece : pieces) {
        REQUIRE(piece.whole.size() == std::size_t(piece.puzzle.num_vars()));
        for (VarId v = 0; v < piece.puzzle.num_vars(); ++v) {
          covered.insert(piece.whole[std::size_t(v)]);
          CHECK(piece.puzzle.given(v) == p.given(piece.whole[std::size_t(v)]));
        }
        for (const Run& run : piece.puzzle.runs()) {
          std::vector<VarId> cells;
          for (VarId v : run.vars) cells.push_back(piece.whole[std::size_t(v)]);
          runs.insert({run.sum * (run.dir == Direction::Across ? 1 : -1), cells});
        }
      }
      std::multiset<VarId> all;
      for (VarId v = 0; v < p.num_vars(); ++v) all.insert(v);
      CHECK(covered == all);  // each cell in exactly one piece
      std::set<std::pair<int, std::vector<VarId>>> expected;
      for (const Run& run : p.runs())
        expected.insert({run.sum * (run.dir == Direction::Across ? 1 : -1),
                         std::vector<VarId>(run.vars.begin(), run.vars.end())});
      CHECK(runs == expected);
    }
  }
  CHECK(pieces_seen >= 200);
}

TEST_CASE("the SAT backend piece by piece enumerates the brute-force solutions", "[sat][split]") {
  int compared = 0, several = 0, none = 0, rebuilt = 0;
  for (const Puzzle& p : sparse_puzzles(40, 12)) {
    const auto expected = sat_test::brute_force(p, 2000);
    if (!expected) continue;
    for (int min_cells : {1, 5}) {
      for (const Domains& d : {sat_test::full_domains(p), preprocess(p).domains}) {
        // No clause budget: each piece's backend is released as soon as another is asked.
        for (double live : {kLivePieceClauses, 0.0}) {
          auto b = sat_by_pieces(p, d, min_cells, live);
          if (min_cells == 1) CHECK(b->stats().extra.at("pieces") >= 2);
          const auto found = enumerate(*b, expected->size());
          REQUIRE(found.has_value());
          CHECK(*found == *expected);
          for (const Solution& s : *found) CHECK(is_solution(p, s));
          if (b->stats().extra.count("pieces_rebuilt") != 0) {
            if (live > 0) CHECK(b->stats().extra.at("pieces_rebuilt") == 0);
            rebuilt += b->stats().extra.at("pieces_rebuilt") > 0;
          }
        }
      }
    }
    ++compared;
    several += expected->size() >= 2;
    none += expected->empty();
  }
  CHECK(compared >= 25);
  CHECK(several >= 5);   // products of several parts' counts
  CHECK(none >= 2);      // a part without a solution
  CHECK(rebuilt >= 10);  // pieces asked again after their backend was released
}

TEST_CASE("piece by piece: blocked solutions are skipped, an unblocked one is given again", "[sat][split]") {
  int checked = 0;
  for (const Puzzle& p : sparse_puzzles(30, 13)) {
    const auto all = sat_test::brute_force(p, 200);
    if (!all || all->size() < 3) continue;
    ++checked;
    auto b = sat_by_pieces(p, sat_test::full_domains(p), 1);
    b->block((*all)[0]);  // before any solve
    b->block((*all)[2]);
    const SolveResult first = b->solve(Limits{});
    REQUIRE(first.status == SolveStatus::Solved);
    const SolveResult again = b->solve(Limits{});  // nothing blocked in between
    REQUIRE(again.status == SolveStatus::Solved);
    CHECK(again.solution == first.solution);
    std::set<std::string> seen{key(first.solution)};
    b->block(first.solution);
    for (;;) {
      const SolveResult r = b->solve(Limits{});
      if (r.status != SolveStatus::Solved) {
        CHECK(r.status == SolveStatus::NoSolution);
        break;
      }
      CHECK(seen.insert(key(r.solution)).second);
      b->block(r.solution);
    }
    CHECK(seen.size() == all->size() - 2);
    CHECK(seen.count(key((*all)[0])) == 0);
    CHECK(seen.count(key((*all)[2])) == 0);
  }
  CHECK(checked >= 3);
}

TEST_CASE("piece by piece: terminate() ends the call with a limit, one piece is the whole backend",
          "[sat][split]") {
  const Puzzle p = sparse_puzzles(1, 14).front();
  auto b = sat_by_pieces(p, sat_test::full_domains(p), 1);
  b->terminate();
  CHECK(b->solve(Limits{}).status == SolveStatus::Limit);
  // A puzzle of one part, or parts that do not reach two pieces, is not wrapped.
  auto whole = sat_by_pieces(p, sat_test::full_domains(p), p.num_vars() + 1);
  CHECK(whole->stats().extra.count("pieces") == 0);
  SolverOptions no_split;
  set_split_components(no_split, false);
  CHECK(make_split_backend(p, sat_test::full_domains(p), no_split, make_sat_backend,
                           {"clauses", kLivePieceClauses}, 1)
            ->stats()
            .extra.count("pieces") == 0);
}
