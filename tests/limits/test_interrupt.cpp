// Ctrl-C during a long batch: the command stops promptly, prints what was finished, says
// "interrupted" in its summary and exits 3; -o FILE is either absent or whole.
#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <sstream>

#include "build_options.hpp"
#include "kakuro/formats.hpp"
#include "limit_helpers.hpp"

using namespace kakuro::test;

namespace {

std::string as_jsonl(const std::string& text, const std::string& id) {
  const auto res = kakuro::parse_puzzles(text, id);
  kakuro::WriteOptions w;
  w.id = id;
  return kakuro::write_puzzle(*res.records.at(0).puzzle, kakuro::Format::Jsonl, w);
}

// Two easy puzzles (counted at once), then a 6x6 open block and large puzzles, each with
// far more than 10^8 solutions: counting them up to 10^8 takes hours whatever the backend,
// so the batch is long for good.
std::string batch() {
  std::string text;
  for (const char* name : {"unique.kakuro", "two_solutions.kakuro"})
    text += as_jsonl(read_file(data_dir() + "/cli/" + name), name);
  return text + as_jsonl(open_block(6, 27), "open-6x6") + hard_generated_jsonl(kHardSeeds);
}

const std::string kCount = "count --limit 100000000 --timeout 0 -j 1 ";

struct Interrupted {
  int code = -1;
  double after_signal = 0;  // seconds from SIGINT to exit
  std::string out, err;
};

// Starts `kakuro ARGS` in the background under bash with job control (a shell without it
// starts background commands with SIGINT ignored), waits until kakuro has installed its
// SIGINT handler (SigCgt in /proc, read every 10 ms) and `delay` seconds more, sends SIGINT and waits; a
// watchdog kills it after 120 s.
Interrupted interrupt(const std::string& args, double delay = 1.0) {
  const std::string out = temp_file("int.out"), err = temp_file("int.err");
  const std::string script = write_temp("int.sh", "set -m\n" + std::string(KAKURO_BIN) + " " + args + " >" +
                                                      out + " 2>" + err + R"sh( </dev/null &
pid=$!
(for i in $(seq 1200); do sleep 0.1; kill -0 $pid 2>/dev/null || exit 0; done; kill -KILL $pid) >/dev/null 2>&1 &
for i in $(seq 3000); do
  mask=$(sed -n 's/^SigCgt:[[:space:]]*//p' /proc/$pid/status 2>/dev/null)
  [ -n "$mask" ] && [ $(( 0x$mask & 2 )) -ne 0 ] && break
  sleep 0.01
done
sleep )sh" + std::to_string(delay) + R"sh(
t1=$(date +%s%N)
kill -INT $pid
wait $pid
rc=$?
t2=$(date +%s%N)
echo "$rc $(( (t2 - t1) / 1000000 ))"
)sh");
  const CommandResult r = run_shell("bash " + script);
  std::remove(script.c_str());
  Interrupted i;
  std::istringstream in(r.out);
  int ms = -1;
  INFO("the script's output: " << r.out << r.err);
  REQUIRE(static_cast<bool>(in >> i.code >> ms));  // "EXIT-CODE MILLISECONDS" or the test is void
  i.after_signal = ms / 1000.0;
  i.out = read_file(out);
  i.err = read_file(err);
  std::remove(out.c_str());
  std::remove(err.c_str());
  return i;
}

void check_interrupted(const Interrupted& i) {
  INFO(i.err);
  CHECK(i.code == 3);
  CHECK(i.after_signal < slack(2.0));
  CHECK(i.err.find("interrupted") != std::string::npos);
  CHECK(i.err.find("not done") != std::string::npos);
}

}  // namespace

#if KAKURO_WITH_SAT  // needs the SAT backend: not built with -DKAKURO_WITH_SAT=OFF
TEST_CASE("SIGINT stops a batch: finished results flushed, exit 3", "[limits][sigint]") {
  const std::string input = write_temp("batch.jsonl", batch());
  for (const std::string backend : {"native", "sat"}) {
    INFO(backend);
    const Interrupted i = interrupt(kCount + "--backend " + backend + " " + input);
    check_interrupted(i);
    CHECK(i.out == "unique.kakuro: 1 solution\ntwo_solutions.kakuro: 2 solutions\n");
    CHECK(i.err.find("; interrupted, 7 not done") != std::string::npos);
  }
  std::remove(input.c_str());
}
#endif

TEST_CASE("SIGINT with -o FILE: the file is absent or whole", "[limits][sigint]") {
  namespace fs = std::filesystem;
  const std::string input = write_temp("batch.jsonl", batch());
  const fs::path dir = temp_file("outdir");
  fs::create_directories(dir);
  const std::string file = (dir / "results.jsonl").string();
  const Interrupted i = interrupt(kCount + "--json " + input + " -o " + file);
  check_interrupted(i);
  CHECK(i.out.empty());
  std::size_t entries = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    ++entries;
    CHECK(e.path().filename() == "results.jsonl");  // no temporary file left behind
  }
  if (entries == 1) {
    const std::string text = read_file(file);
    REQUIRE(!text.empty());
    CHECK(text.back() == '\n');
    CHECK(text.find("\"id\":\"unique.kakuro\"") != std::string::npos);
    CHECK(text.find("\"id\":\"two_solutions.kakuro\"") != std::string::npos);
  }
  fs::remove_all(dir);
  std::remove(input.c_str());
}

TEST_CASE("SIGINT while a large batch is still loading: exit 3, nothing done", "[limits][sigint]") {
  // Fourteen copies of the hard puzzles and the batch (93 puzzles, 7 MB): reading them takes
  // about 0.15 s in Release (several times that under sanitizers), ten times the 10 ms in
  // which the signal follows the handler's installation. Two files, since the records of one
  // file alone are read as the batch goes, each by its item (no loading before the items).
  std::string big;
  const std::string hard = hard_generated_jsonl(kHardSeeds);
  for (int i = 0; i < 14; ++i) big += hard;
  const std::string first = write_temp("first.jsonl", batch()), input = write_temp("big.jsonl", big);
  const Interrupted i = interrupt(kCount + first + " " + input, 0.0);
  check_interrupted(i);
  CHECK(i.out.empty());
  CHECK(i.err.find("count: 93 puzzles in ") != std::string::npos);
  CHECK(i.err.find("; interrupted, 93 not done") != std::string::npos);
  std::remove(first.c_str());
  std::remove(input.c_str());
}

TEST_CASE("SIGINT during render --pdf: the book holds the puzzles the summary counts", "[limits][sigint]") {
  // Before: the puzzle a Ctrl-C stopped was counted "not done" yet printed in the book, one
  // more than the summary said. An easy puzzle first, then one that neither backend settles
  // (-t 0: only the Ctrl-C stops it).
  const std::string input =
      write_temp("book.jsonl", as_jsonl(read_file(data_dir() + "/cli/unique.kakuro"), "unique.kakuro") +
                                   hard_generated_jsonl({kHardSeeds.front()}));
  const std::string pdf = temp_file("book.pdf");
  const Interrupted i = interrupt("render -j 1 -t 0 --solutions --pdf " + pdf + " " + input);
  INFO(i.err);
  CHECK(i.code == 3);  // how promptly it stops is not this test's point
  // "render: 2 puzzles: 1 rendered in 1.20 s; interrupted, 1 not done"
  std::smatch summary;
  REQUIRE(std::regex_search(i.err, summary,
                            std::regex(R"(render: (\d+) puzzles?[^\n]*interrupted, (\d+) not done)")));
  const int counted = std::stoi(summary[1]) - std::stoi(summary[2]);
  std::smatch book;
  if (std::regex_search(i.err, book, std::regex(R"(render: wrote [^\n]*: (\d+) puzzles? on)"))) {
    CHECK(std::stoi(book[1]) == counted);
  } else {
    CHECK(counted == 0);
    CHECK(i.err.find("no puzzle finished; " + pdf + " not written") != std::string::npos);
  }
  std::remove(pdf.c_str());
  std::remove(input.c_str());
}
