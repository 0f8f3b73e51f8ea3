// solve_with on puzzles that preprocessing proves unsolvable: the answer is NoSolution
// with preprocessing's reason, and no backend is ever created.
#include <catch2/catch.hpp>
#include <new>
#include <set>

#include "grid_builder.hpp"
#include "kakuro/solve.hpp"
#include "kakuro/verdict.hpp"

using namespace kakuro;

namespace {

BackendInfo counting_backend(int& created) {
  BackendInfo info;
  info.name = "counting";
  info.create = [&created](const Puzzle&, const Domains&, const SolverOptions&) -> std::unique_ptr<Backend> {
    ++created;
    return nullptr;  // never used: the tests below must not reach a backend
  };
  return info;
}

}  // namespace

TEST_CASE("solve_with answers no-solution before any backend runs", "[core][solve]") {
  struct Case {
    std::vector<std::string> rows;
    const char* reason;
  };
  const Case cases[] = {
      {{"#    1\\ 2\\ 3\\ 4\\ 5\\ 6\\ 7\\ 8\\ 9\\", "\\44 . . . . . . . . ."},
       "across run 44 at (1,0): 44 is impossible in 9 cells (possible 45..45)"},
      {{"# 4\\ 4\\", "\\4 1 1", "\\4 . ."}, "across run 4 at (1,0): given 1 repeats at (1,1) and (1,2)"},
      {{"#    4\\  6\\", "\\3  .    .", "\\8  .    ."},
       "the part containing cell (1,1) has across sums totalling 11 but down sums totalling 10"},
  };
  for (const Case& c : cases) {
    INFO(c.reason);
    const Puzzle p = test::puzzle_from_rows(c.rows);
    int created = 0;
    for (std::uint64_t n : {1, 2, 100}) {
      SolveRequest req;
      req.max_solutions = n;
      const SolveReport rep = solve_with(p, counting_backend(created), req);
      CHECK(rep.outcome == Outcome::NoSolution);
      CHECK(rep.reason == c.reason);
      CHECK(rep.exhausted);
      CHECK(rep.solutions.empty());
      CHECK_FALSE(rep.unique.value_or(true));
    }
    CHECK(created == 0);
  }
}

namespace {

// A backend scripted per test: solve() throws or returns `answer`; every instance is kept
// in `live` while it exists, and a terminate() on one that is gone is counted.
struct Scripted {
  std::set<const Backend*> live;
  int terminated_when_gone = 0;
  bool throws = false;
  SolveResult answer;
  std::vector<SolveResult> answers;  ///< when not empty: returned in turn, then `answer`
  std::size_t calls = 0;
};

class ScriptedBackend final : public Backend {
 public:
  explicit ScriptedBackend(Scripted& s) : s_(s) { s_.live.insert(this); }
  ~ScriptedBackend() override { s_.live.erase(this); }
  std::string name() const override { return "scripted"; }
  SolveResult solve(const Limits&) override {
    if (s_.throws) throw std::bad_alloc();
    const std::size_t call = s_.calls++;
    return call < s_.answers.size() ? s_.answers[call] : s_.answer;
  }
  void block(const Solution&) override {}
  BackendStats stats() const override { return {}; }
  void terminate() override { s_.terminated_when_gone += s_.live.count(this) == 0; }

 private:
  Scripted& s_;
};

BackendInfo scripted_backend(Scripted& s) {
  BackendInfo info;
  info.name = "scripted";
  info.create = [&s](const Puzzle&, const Domains&, const SolverOptions&) -> std::unique_ptr<Backend> {
    return std::make_unique<ScriptedBackend>(s);
  };
  return info;
}

const std::vector<std::string> kSmall = {"#    4\\  6\\", "\\3  .    .", "\\7  .    ."};

}  // namespace

TEST_CASE("solve_with detaches the backend from the cancel token when it throws", "[core][solve]") {
  // Before: attach/detach without a scope guard left the token pointing at the freed
  // backend, and the next cancel (Ctrl-C in a batch) called it (a use after free, caught by
  // ASan; counted here).
  const Puzzle p = test::puzzle_from_rows(kSmall);
  Scripted s;
  s.throws = true;
  CancelToken token;
  SolveRequest req;
  req.cancel = &token;
  CHECK_THROWS_AS(solve_with(p, scripted_backend(s), req), std::bad_alloc);
  CHECK(s.live.empty());
  token.cancel();
  CHECK(s.terminated_when_gone == 0);
}

TEST_CASE("a backend's own failure is Outcome::Failed, never a limit", "[core][solve]") {
  const Puzzle p = test::puzzle_from_rows(kSmall);
  Scripted s;
  s.answer.status = SolveStatus::Failed;
  s.answer.reason = "external solver 'x' exited with 10 but wrote no 's' line";
  for (std::uint64_t n : {1, 2}) {
    SolveRequest req;
    req.max_solutions = n;
    const SolveReport rep = solve_with(p, scripted_backend(s), req);
    CHECK(rep.outcome == Outcome::Failed);
    CHECK(to_string(rep.outcome) == "failed");
    CHECK(is_failure(rep.outcome));
    CHECK(rep.reason == "backend scripted failed: " + s.answer.reason);
    CHECK_FALSE(rep.unique.has_value());
    CHECK(verdict_of(rep) == Verdict::Failed);
    CHECK(disagreement({"scripted"}, {rep}) == "scripted: " + rep.reason);
  }
}

TEST_CASE("a solution returned again, or a wrong one, fails the solve and stays out of the list",
          "[core][solve]") {
  // kSmall's one solution is 1 2 / 3 4; the scripted backend returns its answer on every
  // call, blocked or not.
  const Puzzle p = test::puzzle_from_rows(kSmall);
  Scripted s;
  s.answer.status = SolveStatus::Solved;
  s.answer.solution.digits = {1, 2, 3, 4};
  for (std::uint64_t n : {2, 1000}) {
    SolveRequest req;
    req.max_solutions = n;
    const SolveReport rep = solve_with(p, scripted_backend(s), req);
    CHECK(rep.outcome == Outcome::CheckFailed);
    CHECK(rep.reason == "backend scripted returned a blocked solution again");
    REQUIRE(rep.solutions.size() == 1);
    CHECK(rep.solutions[0] == s.answer.solution);
  }
  s.answer.solution.digits = {1, 2, 3, 5};
  const SolveReport wrong = solve_with(p, scripted_backend(s), SolveRequest{});
  CHECK(wrong.outcome == Outcome::CheckFailed);
  CHECK(wrong.reason.rfind("backend scripted returned a wrong solution: ", 0) == 0);
  CHECK(wrong.solutions.empty());
}

TEST_CASE("a solution returned again is caught after many others, and distinct ones all count",
          "[core][solve]") {
  // Five independent 2x2 blocks of sums 3: 32 solutions, block j's first row 1 2 or 2 1 by
  // bit j. Past 16 solutions the repeat check looks them up by hash, not one by one.
  std::vector<std::string> rows(3);
  for (int j = 0; j < 5; ++j) rows[0] += "#  3\\ 3\\ ", rows[1] += "\\3 .  .  ", rows[2] += "\\3 .  .  ";
  const Puzzle p = test::puzzle_from_rows(rows);
  REQUIRE(p.num_vars() == 20);
  std::vector<SolveResult> all;
  for (unsigned bits = 0; bits < 32; ++bits) {
    SolveResult r;
    r.status = SolveStatus::Solved;
    r.solution.digits.resize(20);
    for (int j = 0; j < 5; ++j) {
      const Digit a = (bits >> j) & 1 ? 2 : 1, b = Digit(3 - a);
      r.solution.digits[std::size_t(2 * j)] = a, r.solution.digits[std::size_t(2 * j + 1)] = b;
      r.solution.digits[std::size_t(10 + 2 * j)] = b, r.solution.digits[std::size_t(10 + 2 * j + 1)] = a;
    }
    all.push_back(r);
  }
  SolveRequest req;
  req.max_solutions = 1000;
  for (const std::size_t again : {std::size_t(3), std::size_t(20), std::size_t(31)}) {
    INFO("solution " << again << " again after all 32");
    Scripted s;
    s.answers = all;
    s.answers.push_back(all[again]);
    const SolveReport rep = solve_with(p, scripted_backend(s), req);
    CHECK(rep.outcome == Outcome::CheckFailed);
    CHECK(rep.reason == "backend scripted returned a blocked solution again");
    CHECK(rep.solutions.size() == 32);
  }
  Scripted s;
  s.answers = all;
  s.answer.status = SolveStatus::NoSolution;
  const SolveReport rep = solve_with(p, scripted_backend(s), req);
  CHECK(rep.outcome == Outcome::Solved);
  CHECK(rep.exhausted);
  REQUIRE(rep.solutions.size() == 32);
  for (std::size_t i = 0; i < 32; ++i) CHECK(rep.solutions[i] == all[i].solution);
}
