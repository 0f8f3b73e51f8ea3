// --max-size and --max-input-bytes: too large an input is refused with a clear message and
// exit 2, before the grid is allocated.
#include <catch2/catch.hpp>
#include <string>

#include "build_options.hpp"
#include "limit_helpers.hpp"
#include "scale.hpp"

using namespace kakuro::test;

namespace {

// Inputs in every format that declare a 2000 x 2000 grid in a few bytes.
std::vector<std::pair<std::string, std::string>> declared_2000() {
  return {
      {"big.lines", "2000 2000\n"},
      {"big.hv", "rows=2000\ncolumns=2000\nHorizontal\n"},
      {"big.csp", "FC=true\nAC3=false\nMAC=false\nNC=false\nMRV=false\nLCV=false\nrows=2000\ncolumns=2000\n"},
      {"big.jsonl", "{\"rows\": 2000, \"cols\": 2000, \"grid\": []}\n"},
      {"big.csp.json", "{\"rows\": 2000, \"cols\": 2000, \"board\": [], \"constraints\": []}\n"},
      {"big.xcsp.json", "{\"nRows\": 2000, \"nCols\": 2000, \"clues\": []}\n"}};
}

// `kakuro ARGS`; without sanitizers (which reserve terabytes of address space) under a
// memory ceiling, which proves that nothing grid-sized was allocated.
CommandResult run_limited(const std::string& args, int megabytes) {
  const std::string command = std::string(KAKURO_BIN) + " " + args + " </dev/null";
  if (sanitized()) return run_shell("ASAN_OPTIONS=allocator_may_return_null=1:detect_leaks=0 " + command);
  return run_shell("ulimit -v " + std::to_string(megabytes * 1024) + "; " + command);
}

}  // namespace

TEST_CASE("--max-size: a 2000x2000 input is refused with exit 2", "[limits][max-size]") {
  for (const auto& [name, text] : declared_2000()) {
    INFO(name);
    const std::string path = write_temp(name, text);
    const auto r = run_limited("solve " + path, 200);
    CHECK(r.code == 2);
    CHECK(r.err.find("2000") != std::string::npos);
    CHECK(r.err.find("(--max-size)") != std::string::npos);
    std::remove(path.c_str());
  }
  // A real 2000x2000 grid (8 MB of text): refused at the first row longer than the limit.
  std::string grid;
  for (int r = 0; r < 2000; ++r) {
    for (int c = 0; c < 2000; ++c) grid += "# ";
    grid += "\n";
  }
  const std::string path = write_temp("big.grid", grid);
  const auto r = run_kakuro("solve " + path);
  CHECK(r.code == 2);
  CHECK(r.err.find("(--max-size)") != std::string::npos);
  // A larger limit accepts it (an all-black grid has no white cell: still invalid, but
  // for another reason).
  const auto ok = run_kakuro("validate --max-size 2000 " + path);
  CHECK(ok.err.find("(--max-size)") == std::string::npos);
  std::remove(path.c_str());
}

TEST_CASE("--max-size: a declared size of 10^10 cells never allocates", "[limits][max-size]") {
  const std::string path = write_temp("huge.lines", "100000 100000\n");
  auto r = run_limited("solve " + path, 200);
  CHECK(r.code == 2);
  CHECK(r.err.find("(--max-size)") != std::string::npos);
  // Allowed by --max-size but far beyond memory: a clear error, never a crash. (Not under
  // AddressSanitizer, whose operator new reports and aborts instead of throwing bad_alloc.)
  if (!sanitized()) {
    r = run_limited("solve --max-size 100000 " + path, 2000);
    CHECK((r.code == 2 || r.code == 3));
    CHECK(r.err.find("error") != std::string::npos);
  }
  std::remove(path.c_str());
}

TEST_CASE("--max-input-bytes: a larger file or standard input is refused with exit 2",
          "[limits][max-input-bytes]") {
  const std::string text = read_file(data_dir() + "/corpus_sample.jsonl").substr(0, 5000);
  const std::string path = write_temp("in.jsonl", text);
  auto r = run_kakuro("solve --max-input-bytes 1000 " + path);
  CHECK(r.code == 2);
  CHECK(r.err.find("input is 5000 bytes, more than the limit of 1000 (--max-input-bytes)") !=
        std::string::npos);
  r = run_kakuro("solve --max-input-bytes 1000 -", text);
  CHECK(r.code == 2);
  CHECK(r.err.find("<stdin>") != std::string::npos);
  CHECK(r.err.find("(--max-input-bytes)") != std::string::npos);
  std::remove(path.c_str());
  // Exactly at the limit is accepted.
  const std::string small = read_file(data_dir() + "/cli/unique.kakuro");
  const std::string p2 = write_temp("small.kakuro", small);
  CHECK(run_kakuro("solve --max-input-bytes " + std::to_string(small.size()) + " " + p2).code == 0);
  CHECK(run_kakuro("solve --max-input-bytes " + std::to_string(small.size() - 1) + " " + p2).code == 2);
  std::remove(p2.c_str());
}

TEST_CASE("limits: negative values are usage errors", "[limits][usage]") {
  const std::string u = data_dir() + "/cli/unique.kakuro";
  CHECK(run_kakuro("solve --max-size -1 " + u).code == 2);
  CHECK(run_kakuro("solve --timeout -1 " + u).code == 2);
  CHECK(run_kakuro("count --limit -1 " + u).code == 2);
  // Unsigned options must not take -1 as 2^64-1, i.e. no limit at all.
  CHECK(run_kakuro("solve --max-input-bytes -5 " + u).code == 2);
  CHECK(run_kakuro("solve --max-memory -1 " + u).code == 2);
  CHECK(run_kakuro("solve --max-nodes -1 " + u).code == 2);
#if KAKURO_WITH_SAT  // without it, --backend sat alone is the usage error
  CHECK(run_kakuro("solve --backend sat --max-conflicts -1 " + u).code == 2);
#endif
}

#if KAKURO_WITH_SAT  // needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
// The SAT encoding of a 188x114 puzzle needs far more than 150 MiB (it runs in 250): that
// puzzle is reported out of memory with exit 3, and the batch goes on with the next puzzle.
// (Not under AddressSanitizer, where --max-memory is a no-op: its shadow memory needs
// terabytes of address space.)
TEST_CASE("--max-memory: a puzzle too large for it is reported, the batch goes on", "[limits][max-memory]") {
  if (sanitized()) return;
  const std::string path = write_temp("memory.jsonl", hard_generated_jsonl({1002}));
  const auto r = run_kakuro("unique --json -j 1 -b sat --max-memory 150 " + path + " " + data_dir() +
                            "/cli/unique.kakuro");
  CHECK(r.code == 3);
  CHECK(r.err.find("gen-1002: out of memory (--max-memory 150 MB)") != std::string::npos);
  CHECK(r.out.find("\"reason\":\"out of memory (--max-memory 150 MB)\"") != std::string::npos);
  CHECK(r.out.find("\"unique\":true") != std::string::npos);  // the small puzzle after it
  CHECK(r.err.find("1 timeout, 1 unique") != std::string::npos);
  std::remove(path.c_str());
}

// A cap so tight that allocations fail anywhere, CryptoMiniSat's included: it cannot recover
// from a failed allocation (even its destructor crashed, 1 run in 6, before the SAT backend
// refused such a CNF up front and stopped destroying a solver that threw). Every run ends
// with exit 3 and the puzzle reported, never a crash.
TEST_CASE("--max-memory: a cap too tight for the SAT solver never crashes", "[limits][max-memory]") {
  if (sanitized()) return;
  const std::string path = write_temp("memory.jsonl", hard_generated_jsonl({1002}));
  for (int cap : {60, 80, 100, 100, 100, 100, 120, 200}) {
    const auto r = run_kakuro("unique --json -j 1 -b sat --max-memory " + std::to_string(cap) + " " + path +
                              " " + data_dir() + "/cli/unique.kakuro");
    INFO("--max-memory " << cap << "\n" << r.err);
    CHECK(r.code == 3);
    CHECK(r.err.find("gen-1002: out of memory (--max-memory " + std::to_string(cap) + " MB)") !=
          std::string::npos);
  }
  std::remove(path.c_str());
}
#endif
