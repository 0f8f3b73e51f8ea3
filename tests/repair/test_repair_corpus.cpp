// repair() on the corpus records that are not unique (meta.uniqueness "multiple" or
// "none"): all of ../shared/puzzles when present, else the copies in tests/data/repair.
#include <catch2/catch.hpp>

#include "build_options.hpp"
#include "kakuro/create/repair.hpp"
#include "kakuro/formats.hpp"
#include "repair_checks.hpp"
#include "scale.hpp"
#include "test_paths.hpp"

using namespace kakuro;
using create::RepairStatus;

namespace {

std::vector<PuzzleRecord> not_unique_records() {
  std::vector<std::string> files = test::shared_puzzle_files();
  if (files.empty()) files = {test::data_file("repair/corpus_nonunique.jsonl")};
  std::vector<PuzzleRecord> out;
  for (const std::string& f : files) {
    ParseResult res = read_puzzles(f);
    REQUIRE(res.ok());
    for (PuzzleRecord& rec : res.records)
      if (rec.uniqueness == "multiple" || rec.uniqueness == "none") out.push_back(std::move(rec));
  }
  return out;
}

}  // namespace

TEST_CASE("corpus puzzles that are not unique get proposals, each proved again", "[repair][corpus]") {
  const std::vector<PuzzleRecord> records = not_unique_records();
  REQUIRE(records.size() >= 6);
  int clue_proposals = 0, given_proposals = 0;
  for (std::size_t i = 0; i < records.size(); ++i) {
    const PuzzleRecord& rec = records[i];
    INFO(rec.id);
    // Alternate the prover, so that each backend's proofs are checked by the other.
#if KAKURO_WITH_SAT
    const std::string prover = i % 2 ? "sat" : "native";
#else
    const std::string prover = "native";
#endif
    create::RepairOptions o;
    // The most ambiguous one takes 25-40 s on a quiet machine: room for a loaded one
    // (sanitized builds keep 60 s; they do not check the limit below).
    o.timeout_s = test::sanitized() ? 60 : 180;
    const create::RepairResult r =
        create::repair(*rec.puzzle, test::backend(prover), test::sum_core_backend(), o);
    CHECK(to_string(r.status) == (rec.uniqueness == "none" ? "no-solution" : "not-unique"));
    test::check_result(*rec.puzzle, r, o.max_changes);
    // Under sanitizers (about five times slower) the most ambiguous puzzles may run out of
    // time; what was found is checked all the same.
    if (!test::sanitized()) CHECK(!r.limit);
    clue_proposals += r.by_clues.has_value();
    given_proposals += r.by_givens.has_value();
    if (rec.uniqueness == "multiple" && !r.limit) CHECK(r.by_givens);
    if (rec.uniqueness == "none") {
      CHECK(r.conflict);
      CHECK(r.by_clues);
    }
  }
  // Clue changes are found for all but the most ambiguous (docs/benchmarks.md, "Repair").
  if (!test::sanitized()) CHECK(clue_proposals >= int(records.size()) - 2);
  CHECK(given_proposals > 0);
}
