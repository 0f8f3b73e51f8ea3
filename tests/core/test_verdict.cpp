// verdict_of and disagreement: the one comparison behind crosscheck, selftest and the bench,
// on reports built by hand.
#include <catch2/catch.hpp>

#include "kakuro/verdict.hpp"

using namespace kakuro;

namespace {

SolveReport report(Outcome o, std::vector<std::vector<Digit>> sols, std::optional<bool> unique) {
  SolveReport r;
  r.outcome = o;
  for (auto& d : sols) r.solutions.push_back(Solution{d});
  r.unique = unique;
  return r;
}

}  // namespace

TEST_CASE("verdict_of reads outcome and uniqueness", "[core][verdict]") {
  CHECK(verdict_of(report(Outcome::Solved, {{1, 2}}, true)) == Verdict::Unique);
  CHECK(verdict_of(report(Outcome::Solved, {{1, 2}, {2, 1}}, false)) == Verdict::Multiple);
  CHECK(verdict_of(report(Outcome::Solved, {{1, 2}}, std::nullopt)) == Verdict::Unknown);
  CHECK(verdict_of(report(Outcome::NoSolution, {}, false)) == Verdict::None);
  CHECK(verdict_of(report(Outcome::Limit, {}, std::nullopt)) == Verdict::Unknown);
  CHECK(verdict_of(report(Outcome::CheckFailed, {}, std::nullopt)) == Verdict::CheckFailed);
  CHECK(to_string(Verdict::CheckFailed) == "check-failed");
  CHECK(parse_verdict("multiple") == Verdict::Multiple);
  CHECK_FALSE(parse_verdict("unknown"));
}

TEST_CASE("disagreement finds every kind of conflict", "[core][verdict]") {
  const auto unique12 = report(Outcome::Solved, {{1, 2}}, true);
  const auto unique21 = report(Outcome::Solved, {{2, 1}}, true);
  const auto multiple = report(Outcome::Solved, {{1, 2}, {2, 1}}, false);
  const auto none = report(Outcome::NoSolution, {}, false);
  const auto limit = report(Outcome::Limit, {}, std::nullopt);
  auto failed = report(Outcome::CheckFailed, {}, std::nullopt);
  failed.reason = "checker: cell (1,1) is empty";

  CHECK(disagreement({"a", "b"}, {unique12, unique12}).empty());
  CHECK(disagreement({"a", "b"}, {unique12, limit}).empty());  // unknown agrees with anything
  CHECK(disagreement({"a", "b"}, {limit, none}).empty());
  CHECK(disagreement({"a", "b"}, {unique12, multiple}) == "a says unique, b says multiple");
  CHECK(disagreement({"a", "b"}, {none, multiple}) == "a says none, b says multiple");
  CHECK(disagreement({"a", "b"}, {unique12, unique21}) == "a and b give different unique solutions");
  CHECK(disagreement({"a", "b"}, {unique12, failed}) == "b: checker: cell (1,1) is empty");

  KnownAnswer known;
  known.verdict = Verdict::Multiple;
  CHECK(disagreement({"a"}, {unique12}, known) == "the known answer is multiple, a says unique");
  CHECK(disagreement({"a"}, {limit}, known).empty());
  const Solution s{{2, 1}};
  known = {Verdict::Unique, &s};
  CHECK(disagreement({"a"}, {unique21}, known).empty());
  CHECK(disagreement({"a"}, {unique12}, known) == "a's unique solution differs from the known solution");
}
