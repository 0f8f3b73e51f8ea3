// Every corpus puzzle through the native backend: the answer passes the checker, and the
// uniqueness verdict (solve, block, solve) matches the record's. Runs on tests/data always
// and on ../shared/puzzles when it is there.
#include <catch2/catch.hpp>
#include <filesystem>

#include "kakuro/formats.hpp"
#include "solve_helpers.hpp"
#include "test_paths.hpp"

using namespace kakuro;

namespace {

// Generous: the slowest corpus puzzle takes well under a second in a release build.
constexpr double kPerPuzzleSeconds = 30;

std::string verdict(const Puzzle& p, const PuzzleRecord& rec, const SolverOptions& o = {},
                    double seconds = kPerPuzzleSeconds) {
  PreprocessResult pre = preprocess(p);
  if (pre.infeasible) return "none";
  auto b = native_backend_info().create(p, pre.domains, o);
  Limits l;
  l.timeout_s = seconds;
  SolveResult first = b->solve(l);
  if (first.status == SolveStatus::Limit) return "limit: " + first.reason;
  if (first.status == SolveStatus::NoSolution) return "none";
  const auto violations = check_solution(p, first.solution);
  if (!violations.empty()) return "wrong: " + violations.front().message;
  b->block(first.solution);
  SolveResult second = b->solve(l);
  if (second.status == SolveStatus::Limit) return "limit: " + second.reason;
  if (second.status == SolveStatus::NoSolution) {
    // A unique puzzle's stored solution must be the one found.
    if (rec.solution && rec.uniqueness == "unique" && *rec.solution != first.solution)
      return "other solution";
    return "unique";
  }
  if (!is_solution(p, second.solution) || second.solution == first.solution) return "wrong second solution";
  return "multiple";
}

int check_file(const std::string& path) {
  ParseResult pr = read_puzzles(path);
  int checked = 0;
  for (const PuzzleRecord& rec : pr.records) {
    if (!rec.puzzle) continue;
    const std::string got = verdict(*rec.puzzle, rec);
    INFO(path << " " << rec.id);
    if (rec.uniqueness == "unique" || rec.uniqueness == "multiple" || rec.uniqueness == "none") {
      CHECK(got == rec.uniqueness);
      ++checked;
    } else {
      CHECK(got.rfind("wrong", 0) != 0);
      CHECK(got.rfind("limit", 0) != 0);
    }
  }
  return checked;
}

}  // namespace

TEST_CASE("the bundled corpus sample", "[native][corpus]") {
  const std::string path = test::data_dir() + "/corpus_sample.jsonl";
  if (!std::filesystem::exists(path)) return;
  CHECK(check_file(path) > 0);
}

TEST_CASE("every inference level and order agrees on the bundled sample", "[native][corpus]") {
  const std::string path = test::data_dir() + "/corpus_sample.jsonl";
  if (!std::filesystem::exists(path)) return;
  ParseResult pr = read_puzzles(path);
  for (const PuzzleRecord& rec : pr.records) {
    if (!rec.puzzle) continue;
    const std::string expected = verdict(*rec.puzzle, rec);
    for (Inference inf : {Inference::FC, Inference::AC3, Inference::MAC, Inference::GAC})
      for (VarOrder vo : {VarOrder::Input, VarOrder::MRV, VarOrder::DomWdeg}) {
        SolverOptions o;
        o.inference = inf;
        o.var_order = vo;
        o.inference_set = o.var_order_set = true;
        o.split_components = vo != VarOrder::MRV;
        const std::string got = verdict(*rec.puzzle, rec, o, 2.0);
        INFO(rec.id << " " << to_string(inf) << "/" << to_string(vo));
        if (got.rfind("limit", 0) != 0) CHECK(got == expected);
      }
  }
}

TEST_CASE("the shared corpus and regressions", "[native][corpus][shared]") {
  for (const std::string& path : test::shared_puzzle_files()) check_file(path);
  if (auto dir = test::shared_dir("regressions"))
    for (const auto& e : std::filesystem::directory_iterator(*dir))
      if (e.path().extension() == ".jsonl") check_file(e.path().string());
}
