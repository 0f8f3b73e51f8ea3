// Limits that were not honoured (issue "Sharp edges III"): generate's layout of a large grid
// ignored -t and Ctrl-C, and render --pdf fitted a long id in quadratic time. Each case
// failed before its fix (the helper gives up after 60 s: exit 137).
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::has;
using kakuro::test::interrupted;
using kakuro::test::run_shell;
using kakuro::test::scratch_dir;
using kakuro::test::write_file;
namespace fs = std::filesystem;

TEST_CASE("Ctrl-C stops generate while it lays out a large grid", "[cli][generate][interrupt]") {
  // Before: the layout of 1000x1000 looked at no stop for a minute or more.
  const auto r = run_shell(interrupted("generate --rows 1000 --cols 1000 -j 1"));
  INFO(r.out + r.err);
  CHECK(has(r.out, "exit 3"));
  CHECK(has(r.err, "not done"));
}

TEST_CASE("generate's time limit holds while it lays out a large grid", "[cli][generate][limit]") {
  // -t 1 on 1000x1000: the limit, exit 3; before, the first layout alone took a minute or
  // more. The watchdog (60 s, then exit 124) is far above either.
  const auto r = run_shell("timeout -s KILL 60 " + std::string(KAKURO_BIN) +
                           " generate -q --rows 1000 --cols 1000 -t 1 -j 1; echo \"exit $?\"");
  INFO(r.out + r.err);
  CHECK(has(r.out, "exit 3"));
  CHECK(has(r.err, "time limit reached"));
}

TEST_CASE("render --pdf fits a very long id at once", "[cli][render][limit]") {
  // Before: one measure of the whole id per character dropped, 59 s for 100,000 characters
  // (hours for this one); the watchdog gives it 60 s.
  const fs::path dir = scratch_dir("long-id");
  const std::string id(400000, 'x');
  const std::string in = write_file(
      dir / "long.jsonl",
      R"({"id":")" + id +
          R"(","rows":3,"cols":3,"grid":[["#","4\\","6\\"],["\\3",".","."],["\\7",".","."]]})" + "\n");
  const auto r = run_shell("timeout -s KILL 60 " + std::string(KAKURO_BIN) + " render -q --pdf " +
                           (dir / "book.pdf").string() + " " + in + "; echo \"exit $?\"");
  INFO(r.err);
  CHECK(has(r.out, "exit 0"));
  CHECK(fs::file_size(dir / "book.pdf") > 0);
}
