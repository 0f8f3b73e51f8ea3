// The external SAT solver through the command line: a real one (the cadical command, which
// scripts/bootstrap installs) answers like the built-in backends, and a solver that never
// answers is stopped by --timeout, leaving no process behind.
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>

#include "build_options.hpp"
#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::cli_data;
using kakuro::test::run_kakuro;
using kakuro::test::run_shell;

#if KAKURO_WITH_SAT  // the SAT backend runs the external solver
namespace {

// Whether a running process's command line holds `marker` (read from /proc: no pgrep needed).
bool process_running(const std::string& marker) {
  std::error_code ec;  // processes come and go while the directory is read: never throw
  for (std::filesystem::directory_iterator it("/proc", ec), end; !ec && it != end; it.increment(ec)) {
    std::ifstream in(it->path() / "cmdline", std::ios::binary);
    std::string cmdline((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (char& c : cmdline)
      if (c == '\0') c = ' ';
    if (cmdline.find(marker) != std::string::npos) return true;
  }
  return false;
}

bool on_path(const std::string& program) {
  return run_shell("command -v " + program + " >/dev/null").code == 0;
}

}  // namespace

TEST_CASE("external SAT solver: the cadical command proves what the built-in backends prove",
          "[cli][external]") {
  if (!on_path("cadical")) {
    WARN("the cadical command is not installed (scripts/bootstrap installs it): case skipped");
    return;
  }
  const std::string ext = "-b sat --sat-solver external --sat-command 'cadical -q' ";
  CHECK(run_kakuro("unique " + ext + cli_data("unique.kakuro")).code == 0);
  const auto two = run_kakuro("unique " + ext + cli_data("two_solutions.kakuro"));
  CHECK(two.code == 1);
  CHECK(two.out.find("not unique") != std::string::npos);
  CHECK(run_kakuro("solve " + ext + cli_data("unsolvable.kakuro")).code == 1);
  const auto cross = run_kakuro("crosscheck --sat-command 'cadical -q' " + cli_data("two_solutions.kakuro") +
                                " " + cli_data("unique.kakuro"));
  CHECK(cross.code == 0);
  CHECK(cross.err.find("sat-external") != std::string::npos);
  CHECK(cross.err.find("disagreements: 0") != std::string::npos);
}

TEST_CASE("external SAT solver: --timeout stops one that never answers, and nothing is left running",
          "[cli][external]") {
  const auto dir = kakuro::test::scratch_dir("external-cli");
  // A solver that never answers; the marker makes its sleep findable, and only its.
  const std::string script = kakuro::test::write_file(dir / "never.sh", "#!/bin/sh\nexec sleep 4321.5\n");
  std::filesystem::permissions(script, std::filesystem::perms::owner_all);
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_kakuro("solve -t 1 -b sat --sat-solver external --sat-command '" + script + "' " +
                            cli_data("unique.kakuro"));
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(r.code == 3);
  CHECK(r.out.find("time limit reached") != std::string::npos);
  CHECK(took < 6);                          // 1 s, then SIGTERM; generous for a loaded machine
  CHECK(!process_running("sleep 4321.5"));  // no process left
  // A command that does not exist is a usage error before any solving.
  const auto missing =
      run_kakuro("solve -b sat --sat-solver external --sat-command 'no-such-solver-xyz -q' " +
                 cli_data("unique.kakuro"));
  CHECK(missing.code == 2);
  CHECK(missing.err.find("no-such-solver-xyz") != std::string::npos);
}
#endif

#if KAKURO_WITH_SAT
TEST_CASE("external SAT solver: a wrong or unusable answer is a failure, never a limit", "[cli][external]") {
  // Before: status timeout, exit 3, and "stopped by a limit" in crosscheck and selftest.
  const auto dir = kakuro::test::scratch_dir("external-wrong");
  const auto script = [&](const std::string& name, const std::string& body) {
    const std::string path = kakuro::test::write_file(dir / name, "#!/bin/sh\n" + body);
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    return path;
  };
  // Exit 10 with every variable false: a model that falsifies a clause of the formula.
  const std::string falsifies = script("falsifies.sh", "echo 's SATISFIABLE'\necho 'v 0'\nexit 10\n");
  for (const std::string& command : {std::string("echo hello"), falsifies}) {
    INFO(command);
    const std::string ext = "-b sat --sat-solver external --sat-command '" + command + "' ";
    const auto r = run_kakuro("solve --json " + ext + cli_data("unique.kakuro"));
    CHECK(r.code == 1);
    const auto lines = kakuro::test::json_lines(r.out);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0]["status"] == "failed");
    const std::string reason = lines[0].value("reason", "");
    CHECK(reason.find("backend sat failed: external solver '") == 0);
    CHECK(reason.find("time limit") == std::string::npos);
    const auto text = run_kakuro("unique " + ext + cli_data("unique.kakuro"));
    CHECK(text.code == 1);
    CHECK(text.out.find("failed") != std::string::npos);
    // crosscheck counts it as failed and as a disagreement, not as a timeout.
    const auto cross = run_kakuro("crosscheck --sat-command '" + command + "' " + cli_data("unique.kakuro"));
    CHECK(cross.code == 1);
    CHECK(cross.err.find("sat-external") != std::string::npos);
    CHECK(cross.err.find("disagreements: 1") != std::string::npos);
    CHECK(cross.err.find("unique.kakuro: backends disagree") != std::string::npos);  // not "FILE: FILE:"
    // repair's proofs: the failure ends the puzzle's repair as failed, not as a limit.
    const auto repair = run_kakuro("repair --json " + ext + cli_data("unsolvable.kakuro"));
    CHECK(repair.code == 1);
    const auto rl = kakuro::test::json_lines(repair.out);
    REQUIRE(rl.size() == 1);
    CHECK(rl[0]["status"] == "failed");
  }
}
#endif
