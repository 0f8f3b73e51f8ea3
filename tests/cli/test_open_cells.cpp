// The open cells (core's cell_digits(), count --open-cells) against an independent brute
// force: every solution of small puzzles with several solutions enumerated by a plain
// backtracking over the runs, and the digits each cell takes over them compared cell by
// cell; the limits reported as such, a wrong backend answer caught.
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "build_options.hpp"
#include "kakuro/backends.hpp"
#include "kakuro/cell_digits.hpp"
#include "kakuro/create/random_puzzle.hpp"
#include "kakuro/formats.hpp"
#include "run_command.hpp"

using namespace kakuro;

namespace {

// Every solution's digits per cell, by backtracking with only the rules (distinct digits,
// the sum reachable by the run's free cells); nullopt beyond `cap` solutions.
class BruteForce {
 public:
  explicit BruteForce(const Puzzle& p) : p_(p), digits_(std::size_t(p.num_vars()), 0) {}

  std::optional<std::vector<std::set<int>>> run(std::size_t cap) {
    cap_ = cap;
    seen_.assign(digits_.size(), {});
    return place(0) ? std::optional(seen_) : std::nullopt;
  }
  std::size_t solutions() const { return found_; }

 private:
  bool run_holds(RunId r) const {
    const Run& run = p_.run(r);
    int sum = 0, free = 0;
    unsigned used = 0;
    for (VarId v : run.vars) {
      const int d = digits_[std::size_t(v)];
      if (d == 0) {
        ++free;
        continue;
      }
      if (used & (1u << d)) return false;
      used |= 1u << d;
      sum += d;
    }
    // The free cells take at least 1+2+.. and at most 9+8+.. (distinct digits).
    const int lo = free * (free + 1) / 2, hi = free * (19 - free) / 2;
    return sum + lo <= run.sum && sum + hi >= run.sum;
  }
  bool place(std::size_t v) {
    if (v == digits_.size()) {
      for (std::size_t i = 0; i < v; ++i) seen_[i].insert(digits_[i]);
      return ++found_ <= cap_;
    }
    const Digit given = p_.given(VarId(v));
    for (int d = given ? given : 1; d <= (given ? given : 9); ++d) {
      digits_[v] = Digit(d);
      if (run_holds(p_.across_run(VarId(v))) && run_holds(p_.down_run(VarId(v))) && !place(v + 1))
        return false;
    }
    digits_[v] = 0;
    return true;
  }

  const Puzzle& p_;
  std::vector<Digit> digits_;
  std::vector<std::set<int>> seen_;
  std::size_t found_ = 0, cap_ = 0;
};

struct Small {
  Puzzle puzzle;
  std::vector<std::set<int>> digits;  // the brute force's, per VarId
  std::size_t solutions;
};

// Random puzzles (selftest's, 3 to 6 rows and columns) with at least `least` solutions that
// the brute force enumerates whole.
std::vector<Small> puzzles_with(int n, std::size_t least) {
  std::vector<Small> out;
  for (std::uint64_t seed = 1; int(out.size()) < n && seed < 1000; ++seed) {
    auto rp = create::random_puzzle(seed, {3, 6, create::RandomPuzzleKind::Multiple});
    BruteForce bf(rp.puzzle);
    auto digits = bf.run(20000);
    if (digits && bf.solutions() >= least) out.push_back({rp.puzzle, *digits, bf.solutions()});
  }
  return out;
}

// Several solutions.
std::vector<Small> small_puzzles(int n) { return puzzles_with(n, 2); }

// More solutions than cell_digits() enumerates first (256): left to its questions per cell.
std::vector<Small> big_puzzles(int n) { return puzzles_with(n, 257); }

std::set<int> as_set(DigitSet s) {
  std::set<int> out;
  s.for_each([&](int d) { out.insert(d); });
  return out;
}

const BackendInfo& backend(const std::string& name) { return *registered_backends().find(name); }

// A backend that answers the same solution to every question: right for the first, outside
// the digits asked for afterwards.
BackendInfo stubborn_backend(const Solution& always) {
  struct Stubborn final : Backend {
    explicit Stubborn(Solution s) : s_(std::move(s)) {}
    std::string name() const override { return "stubborn"; }
    SolveResult solve(const Limits&) override { return {SolveStatus::Solved, s_, ""}; }
    void block(const Solution&) override {}
    BackendStats stats() const override { return {}; }
    void terminate() override {}
    Solution s_;
  };
  BackendInfo info;
  info.name = "stubborn";
  info.create = [always](const Puzzle&, const Domains&, const SolverOptions&) -> std::unique_ptr<Backend> {
    return std::make_unique<Stubborn>(always);
  };
  return info;
}

}  // namespace

TEST_CASE("cell_digits equals the brute force's digits per cell", "[open-cells]") {
  const auto smalls = small_puzzles(25);
  REQUIRE(smalls.size() == 25);
  std::vector<std::string> names{"native"};
  if (KAKURO_WITH_SAT) names.push_back("sat");
  for (const auto& name : names) {
    for (const Small& s : smalls) {
      INFO(name << " on " << write_puzzle(s.puzzle, Format::Grid) << s.solutions << " solutions");
      const CellDigits cd = cell_digits(s.puzzle, backend(name), SolveRequest{});
      REQUIRE(cd.outcome == Outcome::Solved);
      REQUIRE(cd.proved());
      CHECK(cd.reason.empty());
      CHECK(cd.solutions >= 2);
      CHECK(cd.solutions <= s.solutions);
      // Up to 256 solutions the first enumeration finds them all: one call per solution and
      // the one that finds none, no question per cell. Beyond, the cells are asked about.
      if (s.solutions <= 256) {
        CHECK(cd.solutions == s.solutions);
        CHECK(cd.questions == s.solutions + 1);
      } else {
        CHECK(cd.questions > 256);
      }
      for (std::size_t v = 0; v < s.digits.size(); ++v) CHECK(as_set(cd.digits[v]) == s.digits[v]);
    }
  }
}

TEST_CASE("cell_digits beyond its first enumeration equals the brute force's", "[open-cells]") {
  // Each backend alone, and the portfolio enumerating with native answering the questions.
  const auto bigs = big_puzzles(6);
  REQUIRE(bigs.size() == 6);
  std::vector<std::pair<std::string, std::string>> ways{{"native", ""}, {"portfolio", "native"}};
  if (KAKURO_WITH_SAT) ways.emplace_back("sat", "");
  for (const auto& [name, asked] : ways) {
    for (const Small& s : bigs) {
      INFO(name << " then " << asked << " on " << write_puzzle(s.puzzle, Format::Grid) << s.solutions
                << " solutions");
      const CellDigits cd =
          cell_digits(s.puzzle, backend(name), SolveRequest{}, {}, asked.empty() ? nullptr : &backend(asked));
      REQUIRE(cd.proved());
      CHECK(cd.questions >= 256);  // the enumeration's, then a question per cell and digit not found
      CHECK(cd.solutions >= 256);
      CHECK(cd.solutions <= s.solutions);
      for (std::size_t v = 0; v < s.digits.size(); ++v) CHECK(as_set(cd.digits[v]) == s.digits[v]);
    }
  }
}

TEST_CASE("cell_digits_after a count starts from its solutions", "[open-cells]") {
  for (const Small& s : small_puzzles(10)) {
    SolveRequest req;
    req.max_solutions = 2;
    const SolveReport rep = solve_with(s.puzzle, backend("native"), req);
    REQUIRE(rep.solutions.size() == 2);
    const CellDigits cd = cell_digits_after(s.puzzle, backend("native"), req, rep);
    REQUIRE(cd.proved());
    for (std::size_t v = 0; v < s.digits.size(); ++v) CHECK(as_set(cd.digits[v]) == s.digits[v]);
    // A count that found every solution settles every cell without a question.
    req.max_solutions = s.solutions + 1;
    const SolveReport all = solve_with(s.puzzle, backend("native"), req);
    REQUIRE(all.exhausted);
    const CellDigits whole = cell_digits_after(s.puzzle, backend("native"), req, all);
    CHECK(whole.questions == 0);
    REQUIRE(whole.proved());
    for (std::size_t v = 0; v < s.digits.size(); ++v) CHECK(as_set(whole.digits[v]) == s.digits[v]);
  }
}

TEST_CASE("cell_digits reports a limit or a cancel as unproved, and a wrong answer", "[open-cells]") {
  const Small s = small_puzzles(1).front();
  CancelToken cancel;
  cancel.cancel();
  SolveRequest req;
  req.cancel = &cancel;
  const CellDigits stopped = cell_digits(s.puzzle, backend("native"), req);
  CHECK(stopped.outcome == Outcome::Limit);
  CHECK_FALSE(stopped.proved());
  CHECK(stopped.reason == "interrupted");
  CHECK(stopped.questions == 0);

  // One solution known, then the cancel: the first cell is not proved.
  SolveRequest one;
  const SolveReport first = solve_with(s.puzzle, backend("native"), one);
  REQUIRE(first.solutions.size() == 1);
  const CellDigits partial = cell_digits(s.puzzle, backend("native"), req, first.solutions);
  CHECK(partial.outcome == Outcome::Solved);
  CHECK_FALSE(partial.proved());
  CHECK_FALSE(partial.settled[0]);
  CHECK(partial.reason == "interrupted");

  // The enumeration told to exclude a solution and answering it again.
  const CellDigits again = cell_digits(s.puzzle, stubborn_backend(first.solutions[0]), SolveRequest{});
  CHECK(again.outcome == Outcome::CheckFailed);
  CHECK_FALSE(again.proved());
  CHECK(kakuro::test::has(again.reason, "returned a solution it was told to exclude"));

  // Native enumerates 256 solutions of a puzzle with more; the questions' backend answers
  // one found already, outside the digits asked for.
  const auto bigs = big_puzzles(1);
  REQUIRE(bigs.size() == 1);
  const auto big = bigs.begin();
  const SolveReport big_first = solve_with(big->puzzle, backend("native"), one);
  REQUIRE(big_first.solutions.size() == 1);
  const BackendInfo stubborn = stubborn_backend(big_first.solutions[0]);
  const CellDigits wrong = cell_digits(big->puzzle, backend("native"), SolveRequest{}, {}, &stubborn);
  CHECK(wrong.outcome == Outcome::CheckFailed);
  CHECK_FALSE(wrong.proved());
  CHECK(kakuro::test::has(wrong.reason, "a solution outside the digits asked for at"));
}

TEST_CASE("count --open-cells --json equals the brute force's open cells", "[open-cells][cli]") {
  const auto dir = kakuro::test::scratch_dir("open-cells");
  int i = 0;
  for (const Small& s : small_puzzles(12)) {
    const auto file = dir / ("p" + std::to_string(i++) + ".kakuro");
    std::ofstream(file) << write_puzzle(s.puzzle, Format::Grid);
    const auto r = kakuro::test::run_kakuro("count --json --limit 2 --open-cells " + file.string());
    INFO(file.string() << "\n" << r.out << r.err);
    REQUIRE(r.code == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["open_cells_proved"] == true);
    CHECK_FALSE(j.contains("unproved_cells"));
    nlohmann::json want = nlohmann::json::array();
    for (std::size_t v = 0; v < s.digits.size(); ++v) {
      if (s.digits[v].size() < 2) continue;
      const CellId id = s.puzzle.cell_of(VarId(v));
      want.push_back({{"cell", {s.puzzle.row_of(id), s.puzzle.col_of(id)}},
                      {"digits", std::vector<int>(s.digits[v].begin(), s.digits[v].end())}});
    }
    CHECK(j["open_cells"] == want);
  }
}

TEST_CASE("count --open-cells: text, no-solution, unique, and a time limit", "[open-cells][cli]") {
  using kakuro::test::cli_data;
  using kakuro::test::run_kakuro;
  auto r = run_kakuro("count --open-cells " + cli_data("two_solutions.kakuro"));
  CHECK(r.code == 0);
  CHECK(r.out == "2 solutions\nopen cells: (1,1) 1/2, (1,2) 1/2, (2,1) 1/2, (2,2) 1/2\n");
  r = run_kakuro("count --json --open-cells " + cli_data("unique.kakuro"));
  CHECK(r.code == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["open_cells"] == nlohmann::json::array());
  CHECK(j["open_cells_proved"] == true);
  r = run_kakuro("count --json --open-cells " + cli_data("unsolvable.kakuro"));
  CHECK(r.code == 1);
  j = nlohmann::json::parse(r.out);
  CHECK(j["open_cells"] == nlohmann::json::array());
  CHECK(j["open_cells_proved"] == true);
  // 120 cells, 2^30 solutions: 1 ms is not enough to settle them all.
  r = run_kakuro("count --json --limit 2 --open-cells -t 0.001 " + cli_data("many_solutions.kakuro"));
  CHECK(r.code == 3);
  j = nlohmann::json::parse(r.out);
  CHECK(j["open_cells_proved"] == false);
  CHECK(j["open_cells_reason"] == "time limit reached");
  CHECK_FALSE(j["unproved_cells"].empty());
}
