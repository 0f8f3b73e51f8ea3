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

// Every record of a file is read before the work starts (the batch knows its size and the
// names of its outputs), so a large file of small puzzles is held as puzzles: 7.8 times the
// file's size at 200 MB before the runs' cells went into one array per puzzle and a cell
// from 16 bytes to 12 (6.3 times at 200 MB now). docs/cli.md gives the figure at 200 MB.
TEST_CASE("reading a large file of small puzzles takes less than seven times its size", "[limits][memory]") {
  if (sanitized()) return;  // AddressSanitizer's shadow memory and redzones are not the program's
  const std::string big = write_temp("read-memory.jsonl", many_records(1000));
  const auto size = static_cast<long long>(std::filesystem::file_size(big));
  const long long peak = peak_memory({"validate", "-q", "-j", "1", big});
  INFO("file " << size << " bytes, peak " << peak << " bytes");
  REQUIRE(peak > 0);
  CHECK(peak < 7 * size);
  std::remove(big.c_str());
}

TEST_CASE("out of memory under --max-memory: exit 3 and its message, whatever the command",
          "[limits][max-memory]") {
  if (sanitized()) return;
  const std::string sample = data_dir() + "/corpus_sample.jsonl";
  const std::string dir = scratch_dir("memory-cap").string() + "/";
  check_out_of_memory("explain -q -j 2 -t 1 --shard 0/4 --html " + dir + " " + sample, "--max-memory 40", 3);
  check_out_of_memory("explain -q -j 2 -t 1 --shard 0/4 --json " + sample, "--max-memory 40", 3);
  const std::string big = write_temp("memory-cap.jsonl", many_records(100));
  check_out_of_memory("convert -q --to jsonl " + big, "--max-memory 50", 2);
  check_out_of_memory("solve -q -j 2 " + big, "--max-memory 50", 2);
  std::remove(big.c_str());
}

TEST_CASE("out of memory under ulimit -v: exit 3, the message names that limit", "[limits][max-memory]") {
  if (sanitized()) return;
  const std::string sample = data_dir() + "/corpus_sample.jsonl";
  const std::string dir = scratch_dir("memory-ulimit").string() + "/";
  check_out_of_memory("explain -q -j 2 -t 1 --shard 0/4 --html " + dir + " " + sample, "ulimit -v 40960", 3);
  const std::string big = write_temp("memory-ulimit.jsonl", many_records(100));
  check_out_of_memory("convert -q --to jsonl " + big, "ulimit -v 60000", 2);
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
