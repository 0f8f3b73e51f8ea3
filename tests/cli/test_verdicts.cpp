// Wrong verdicts and misleading messages (issue 34, "Sharp edges III"): a time limit too large
// to count taken as one already past, givens dropped by a format that cannot hold them, a
// stored solution with digits off the white cells taken as correct, and messages that said
// something else than what was wrong. Each case failed before its fix.
#include <catch2/catch.hpp>
#include <string>

#include "build_options.hpp"
#include "kakuro/formats.hpp"
#include "run_command.hpp"

using kakuro::test::cli_data;
using kakuro::test::has;
using kakuro::test::json_lines;
using kakuro::test::run_kakuro;
using kakuro::test::scratch_dir;
using kakuro::test::write_file;

namespace {

// unique.kakuro as a corpus record, its solution stored with a 5 on the black corner (0,0).
const std::string kDigitOnBlack =
    R"({"id":"b","rows":3,"cols":3,"grid":[["#","4\\","6\\"],["\\3",".","."],["\\7",".","."]],)"
    R"("solution":[[5,0,0],[0,1,2],[0,3,4]]})"
    "\n";

// The same record with `rows` or a solution cell written as `value`.
std::string record_with(const std::string& rows, const std::string& cell) {
  return R"({"id":"r","rows":)" + rows +
         R"(,"cols":3,"grid":[["#","4\\","6\\"],["\\3",".","."],["\\7",".","."]],"solution":[[0,0,0],[0,1,)" +
         cell + "],[0,3,4]]}\n";
}

}  // namespace

TEST_CASE("a time limit too large to count is no limit", "[cli][timeout]") {
  // Before: above 2^63 ns (about 9.22e9 s) the deadline wrapped into the past: hint said
  // "No step follows from here without guessing" and the others reported a time limit.
  const std::string unique = cli_data("unique.kakuro");
  for (const std::string t : {"9.3e9", "1e300"}) {
    INFO("-t " << t);
    CHECK(run_kakuro("hint -t " + t + " " + unique).code == 0);
  }
  for (const std::string t : {"1e10", "inf"}) {
    INFO("-t " << t);
    auto r = run_kakuro("hint -t " + t + " " + unique);
    CHECK(r.code == 0);
    CHECK_FALSE(has(r.out, "without guessing"));
    CHECK(run_kakuro("explain -q -t " + t + " " + unique).code == 0);
    CHECK(run_kakuro("rate -q -t " + t + " " + unique).code == 0);
    CHECK(run_kakuro("repair -q -t " + t + " " + unique).code == 0);
    for (const std::string backend : {"native", "portfolio"}) {
      if (!KAKURO_WITH_SAT && backend == "portfolio") continue;  // the portfolio runs SAT beside native
      r = run_kakuro("unique -q -b " + backend + " -t " + t + " " + unique);
      CHECK(r.code == 0);
      CHECK(has(r.out, "unique"));
    }
#if KAKURO_WITH_SAT
    for (const std::string solver : {"cryptominisat", "cadical"}) {
      r = run_kakuro("unique -q -b sat --sat-solver " + solver + " -t " + t + " " + unique);
      CHECK(r.code == 0);
      CHECK_FALSE(has(r.out, "time limit"));
    }
    r = run_kakuro("crosscheck -q -t " + t + " " + unique);
    CHECK(r.code == 0);
    CHECK(has(r.out, "agree"));
    CHECK(run_kakuro("generate -q --rows 6 --cols 6 --verify -b sat -t " + t).code == 0);
#endif
    CHECK(run_kakuro("generate -q --rows 6 --cols 6 --difficulty easy -t " + t).code == 0);
  }
}

TEST_CASE("generate --givens and repair --apply-givens refuse a format that drops givens",
          "[cli][generate][repair]") {
  // Before: the givens were dropped with a warning and puzzles that are not unique written, exit 0.
  for (const kakuro::FormatInfo& f : kakuro::format_infos()) {
    const std::string to = std::string(f.name);
    INFO("--to " << to);
    const auto gen = run_kakuro("generate -q --rows 6 --cols 6 --givens --to " + to);
    const auto rep =
        run_kakuro("repair -q --apply-givens --to " + to + " " + cli_data("two_solutions.kakuro"));
    if (f.holds_givens) {
      CHECK(gen.code == 0);
      CHECK(rep.code != 2);
      continue;
    }
    CHECK(gen.code == 2);
    CHECK(gen.out.empty());  // refused before any work
    CHECK(has(gen.err, "--givens: the " + to + " format (--to) cannot hold givens"));
    CHECK(has(gen.err, "grid or jsonl"));
    CHECK(rep.code == 2);
    CHECK(rep.out.empty());
    CHECK(has(rep.err, "--apply-givens: the " + to + " format (--to) cannot hold givens"));
  }
}

TEST_CASE("a stored solution gets the checks of a solution given with --solution", "[cli][validate]") {
  // Before: the 5 on the black corner was dropped in silence: "solution correct", exit 0,
  // and crosscheck agreed, while validate --solution of the same record refused it.
  const auto dir = scratch_dir("stored-solution");
  const std::string file = write_file(dir / "b.jsonl", kDigitOnBlack);
  const std::string said = "the solution puts 5 on (0,0), a black cell of the puzzle";
  const auto stored = run_kakuro("validate " + file);
  CHECK(stored.code == 2);
  CHECK(has(stored.err, file + ":1:101: error: record 'b': " + said));
  CHECK_FALSE(has(stored.out, "solution correct"));
  const auto given = run_kakuro("validate --solution " + file + " " + cli_data("unique.kakuro"));
  CHECK(given.code == 2);
  CHECK(has(given.err, file + ":1:101: error: " + said));
  const auto cross = run_kakuro("crosscheck " + file);
  CHECK(cross.code == 2);
  CHECK(has(cross.err, said));
  // A number outside 1..9 on a white cell is kept for the checker, as --solution keeps it.
  const std::string twelve = write_file(dir / "twelve.jsonl", record_with("3", "12"));
  const auto wrong = run_kakuro("validate " + twelve);
  CHECK(wrong.code == 1);
  CHECK(has(wrong.err, "holds 12, not a digit 1-9"));
}

TEST_CASE("messages say what is wrong with a number", "[cli][messages]") {
  const std::string unique = cli_data("unique.kakuro");
  // Before: "nan is negative".
  auto r = run_kakuro("solve -t nan " + unique);
  CHECK(r.code == 2);
  CHECK(has(r.err, "--timeout: 'nan' is not a number"));
  CHECK_FALSE(has(r.err, "negative"));
  // Before: "Value 0 not in range 0.000000 to 1797693...", a bound of 300 digits.
  r = run_kakuro("solve --max-input-bytes 0 " + unique);
  CHECK(r.code == 2);
  CHECK(has(r.err,
            "--max-input-bytes: 0 is too small: expected a whole number from 1 to 18446744073709551615"));
  CHECK(r.err.size() < 200);
  // Before: "'18446744073709551615' is not a whole number".
  CHECK(run_kakuro("solve --max-nodes 18446744073709551615 " + unique).code == 0);
  r = run_kakuro("solve --max-nodes 18446744073709551616 " + unique);
  CHECK(r.code == 2);
  CHECK(has(r.err, "--max-nodes: 18446744073709551616 is out of range: expected 0 to 18446744073709551615"));
  CHECK(has(run_kakuro("solve --max-nodes -1 " + unique).err, "-1 is negative"));
  // Before: seeds 18446744073709551615..1, wrapped.
  r = run_kakuro("selftest -s 18446744073709551615 -n 3");
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(has(r.err, "--seed: 18446744073709551615 with --count 3 runs past the largest seed"));
  CHECK(has(r.err, "at most 18446744073709551613 for 3 puzzles"));
  r = run_kakuro("selftest -q --json -s 18446744073709551613 -n 3 --max-size 4");
  CHECK(r.code == 0);
  const auto cases = json_lines(r.out);
  REQUIRE(cases.size() == 3);
  CHECK(cases[2]["seed"] == 18446744073709551615u);
}

TEST_CASE("JSON numbers that are not whole are reported in their own words, where written",
          "[cli][messages][jsonl]") {
  const auto dir = scratch_dir("json-numbers");
  const auto validate = [&](const std::string& name, const std::string& text) {
    return run_kakuro("validate " + write_file(dir / name, text));
  };
  // Before: "'rows' must be an integer, not a fraction" for 3e0 and for a number past 64 bits.
  auto r = validate("e0.jsonl", record_with("3e0", "2"));
  CHECK(r.code == 2);
  CHECK(
      has(r.err, "e0.jsonl:1:18: error: record 'r': 'rows' is written 3e0: write it in digits alone, as 3"));
  r = validate("half.jsonl", record_with("3.5", "2"));
  CHECK(has(r.err, "'rows' is 3.5, not a whole number; expected 0.."));
  r = validate("huge.jsonl", record_with("3", "100000000000000000000"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "'solution[1][2]' is 100000000000000000000, expected -"));
  for (const auto& e : {validate("e0b.jsonl", record_with("3e0", "2")), r})
    CHECK_FALSE(has(e.err, "fraction"));
  // Before: at 1:1, "bad JSON: [json.exception.out_of_range.406] number overflow parsing '1e309'".
  r = validate("e309.jsonl", "\n" + record_with("1e309", "2"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "e309.jsonl:2:18: error: bad JSON: the number 1e309 is too large"));
  CHECK_FALSE(has(r.err, "json.exception"));
}

TEST_CASE("--json: a file that cannot be read has the fields of any record's object", "[cli][json]") {
  // Before: {"errors", "file", "status"}, without "id" and "command".
  const std::string missing = (scratch_dir("unreadable") / "missing.kakuro").string();
  for (const std::string cmd : {"solve", "validate", "explain"}) {
    INFO(cmd);
    const auto r = run_kakuro(cmd + " -q --json " + missing);
    CHECK(r.code == 2);
    const auto lines = json_lines(r.out);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0]["id"] == missing);
    CHECK(lines[0]["file"] == missing);
    CHECK(lines[0]["command"] == cmd);
    CHECK(lines[0]["status"] == "invalid");
    CHECK(lines[0]["errors"].size() == 1);
  }
}
