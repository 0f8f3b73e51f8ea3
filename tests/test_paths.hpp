// Where the tests find their data: tests/data/ always, ../shared/ when present (as in CI).
// Committed data is required: a helper that cannot find it throws, and the test fails.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace kakuro::test {

std::string data_dir();    ///< tests/data
std::string source_dir();  ///< the project root
/// ../shared/puzzles next to the project root (or $KAKURO_SHARED/puzzles), if present and
/// not turned off by committed_corpus_only().
std::optional<std::string> shared_puzzles_dir();
/// True when KAKURO_TEST_CORPUS=committed: the corpus tests then run over the committed
/// copies in tests/data, as from a clone with nothing beside it. scripts/test sets it for the
/// no-SAT and sanitizer stages, so that the 1,301 puzzles are run once, in the Release stage.
bool committed_corpus_only();
/// ../shared/<sub> if present.
std::optional<std::string> shared_dir(const std::string& sub);
/// Every *.jsonl file of ../shared/puzzles, sorted; empty when absent.
std::vector<std::string> shared_puzzle_files();

/// tests/data/<rel>; throws when it is not there.
std::string data_file(const std::string& rel);
/// tests/data/corpus_sample.jsonl (44 records copied from ../shared/puzzles); throws when absent.
std::string corpus_sample();
/// The corpus a corpus test runs over: every *.jsonl of ../shared/puzzles when present,
/// the committed sample otherwise. Never empty (throws instead).
std::vector<std::string> corpus_files();
/// The hard inputs: tests/data/hard/*.jsonl (throws when there are none), then
/// ../shared/regressions/*.jsonl when present. Sorted within each.
std::vector<std::string> regression_files();

/// The whole file; throws when it cannot be opened.
std::string read_file(const std::string& path);

}  // namespace kakuro::test
