// Out of memory under a cap, whatever the command: exit 3 and "out of memory (...)" naming
// the cap in force (--max-memory, or the ulimit -v the command was started under), never an
// abort or a crash. Before, explain ended in std::terminate (a bad_alloc inside
// nlohmann-json's noexcept destructor; a segfault when a null value it was turning into an
// object failed to allocate), in nearly every run of these cases; reading reported a
// malformed file (exit 2). (Not under sanitizers: AddressSanitizer needs terabytes of
// address space, and --max-memory is a no-op there.)
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "limit_helpers.hpp"
#include "scale.hpp"

using namespace kakuro::test;
namespace fs = std::filesystem;

namespace {

// corpus_sample.jsonl `copies` times over, each record with an id of its own: about 0.8 MB
// per 25 copies, and many times that as puzzles.
std::string many_records(int copies) {
  const std::string sample = read_file(data_dir() + "/corpus_sample.jsonl");
  std::string text;
  for (int k = 0; k < copies; ++k) {
    std::size_t start = 0;
    for (std::size_t end; (end = sample.find('\n', start)) != std::string::npos; start = end + 1) {
      std::string line = sample.substr(start, end - start);
      if (const auto at = line.find("\"id\":\""); at != std::string::npos)
        line.insert(line.find('"', at + 6), "-" + std::to_string(k));
      text += line + "\n";
    }
  }
  return text;
}

// Runs `kakuro ARGS` `times` times under `limit` ("--max-memory N" or "ulimit -v N") and
// checks each run ends as a memory cap must.
void check_out_of_memory(const std::string& args, const std::string& limit, int times) {
  const bool ulimit = limit.rfind("ulimit", 0) == 0;
  const std::string named = ulimit ? limit : limit + " MB";
  for (int i = 0; i < times; ++i) {
    const CommandResult r =
        ulimit ? run_shell(limit + "; " + std::string(KAKURO_BIN) + " " + args + " </dev/null")
               : run_kakuro(args + " " + limit);
    INFO(args << " under " << limit << ", run " << i + 1 << "\n" << r.err.substr(0, 2000));
    CHECK(r.code == 3);
    CHECK(has(r.err, "out of memory (" + named + ")"));
    CHECK(!has(r.err, "terminate called"));
    CHECK(!has(r.err, "cannot parse"));
  }
}

// The peak resident memory, in bytes, of `kakuro ARGS...` run to its end (stdout and stderr
// to /dev/null); -1 when it could not run or did not exit with a verdict (0 or 1).
long long peak_memory(std::vector<std::string> args) {
  args.insert(args.begin(), KAKURO_BIN);
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  // The child's peak starts as this process's (posix_spawn shares its memory until the
  // exec): this process's is set back to what it holds now, so that an earlier test's peak
  // (the output of a count it read) is not counted as the child's (Linux 4.0 on).
  if (std::FILE* f = std::fopen("/proc/self/clear_refs", "w")) {
    std::fputs("5", f);
    std::fclose(f);
  }
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  const int failed = posix_spawn(&pid, argv[0], &files, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (failed) return -1;
  int status = 0;
  rusage usage{};
  if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) > 1) return -1;
  return static_cast<long long>(usage.ru_maxrss) * 1024;  // kilobytes on Linux
}

}  // namespace

// One jsonl file is read a record at a time, each freed after its work (PuzzleReader): the
// text once and a few puzzles. Read whole (--shard), its puzzles are held at once: 7.8 times
// the file's size at 200 MB before the runs' cells went into one array per puzzle and a cell
// from 16 bytes to 12 (6.2 times at 200 MB now). docs/cli.md gives the figures at 200 MB.
TEST_CASE("reading a large file of small puzzles takes its size, read whole under seven times",
          "[limits][memory]") {
  if (sanitized()) return;  // AddressSanitizer's shadow memory and redzones are not the program's
  const std::string big = write_temp("read-memory.jsonl", many_records(1000));  // 44,000 records
  const auto size = static_cast<long long>(std::filesystem::file_size(big));
  const long long peak = peak_memory({"validate", "-q", "-j", "1", big});
  const long long whole = peak_memory({"validate", "-q", "-j", "1", "--shard", "0/1", big});
  INFO("file " << size << " bytes, peak " << peak << " bytes, read whole " << whole);
  REQUIRE(peak > 0);
  REQUIRE(whole > 0);
  CHECK(peak < 2 * size);
  CHECK(whole < 7 * size);
  std::remove(big.c_str());
}

// Under a memory cap a second thread had no malloc heap of its own (it reserves 64 MB at
// once) and glibc mapped each of its allocations apart: 385,000 mmap calls for 300 records
// converted with -j 2 under --max-memory 50 (7.2 s; 0.07 s with -j 1). Counted by strace,
// which scripts/bootstrap installs.
TEST_CASE("under a memory cap, threads share one heap", "[limits][max-memory]") {
  if (sanitized() || run_shell("command -v strace").code != 0) return;
  const std::string input = write_temp("two-threads.jsonl", many_records(10));  // 440 records
  const fs::path dir = scratch_dir("one-heap");
  const std::string trace = (dir / "trace.txt").string();
  const CommandResult r = run_shell("strace -f -e trace=mmap -o " + trace + " " + std::string(KAKURO_BIN) +
                                    " convert -q -j 2 --to jsonl --max-memory 50 " + input + " > " +
                                    (dir / "out.jsonl").string() + "; grep -c mmap " + trace);
  INFO(r.err);
  CHECK(std::stoi(r.out) < 1000);
  CHECK(json_lines(read_file((dir / "out.jsonl").string())).size() == 440);
  std::remove(input.c_str());
}

// Two 100x100 puzzles (generated here, 0.5 s each): explaining one peaks at 65-81 MB, far
// over a 40 MB cap, on each of two threads. (The corpus sample's puzzles did not fill
// 40 MB once the threads shared one heap.)
static std::string two_large_puzzles(const fs::path& dir) {
  const std::string path = (dir / "two-100x100.jsonl").string();
  const CommandResult r = run_kakuro("generate -q -j 1 -n 2 --rows 100 --cols 100 --seed 5 -o " + path);
  REQUIRE(r.code == 0);
  return path;
}

TEST_CASE("out of memory under --max-memory: exit 3 and its message, whatever the command",
          "[limits][max-memory]") {
  if (sanitized()) return;
  const fs::path dir = scratch_dir("memory-cap");
  const std::string large = two_large_puzzles(dir);
  check_out_of_memory("explain -q -j 2 -t 5 --html " + (dir / "html").string() + "/ " + large,
                      "--max-memory 40", 3);
  check_out_of_memory("explain -q -j 2 -t 5 --json " + large, "--max-memory 40", 3);
  const std::string big = write_temp("memory-cap.jsonl", many_records(300));
  // Read whole (--shard): its 13,200 puzzles do not fit (one at a time they do).
  check_out_of_memory("convert -q --to jsonl --shard 0/1 " + big, "--max-memory 50", 2);
  check_out_of_memory("solve -q -j 2 --shard 0/1 " + big, "--max-memory 50", 2);
  std::remove(big.c_str());
}

TEST_CASE("out of memory under ulimit -v: exit 3, the message names that limit", "[limits][max-memory]") {
  if (sanitized()) return;
  const fs::path dir = scratch_dir("memory-ulimit");
  const std::string large = two_large_puzzles(dir);
  check_out_of_memory("explain -q -j 2 -t 5 --html " + (dir / "html").string() + "/ " + large,
                      "ulimit -v 40960", 3);
  const std::string big = write_temp("memory-ulimit.jsonl", many_records(300));
  check_out_of_memory("convert -q --to jsonl --shard 0/1 " + big, "ulimit -v 60000", 2);
  std::remove(big.c_str());
}

// solve -j 6000 under ulimit -v 4000000 could start 429 threads: it solved every puzzle
// and still said "the items not started are not done", exit 3. The threads that started
// do the work; a note says so; the exit code is the results'.
TEST_CASE("threads that cannot start: the others do the work, exit 0 with a note", "[limits][threads]") {
  if (sanitized()) return;
  const std::string path = write_temp("threads.kakuro", read_file(data_dir() + "/cli/unique.kakuro"));
  std::string args = "solve -q --json -j 400";
  for (int i = 0; i < 400; ++i) args += " " + path;
  // 8 MiB stacks in 1 GB of address space: well under 400 threads can start.
  const CommandResult r =
      run_shell("ulimit -s 8192; ulimit -v 1000000; " + std::string(KAKURO_BIN) + " " + args + " </dev/null");
  INFO(r.err.substr(0, 2000));
  CHECK(r.code == 0);
  CHECK(has(r.err, "kakuro: note: could not start thread "));
  CHECK(has(r.err, "; the items ran on "));
  CHECK(!has(r.err, "not done"));
  CHECK(json_lines(r.out).size() == 400);
  std::remove(path.c_str());
}
