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

#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::run_kakuro;
using kakuro::test::run_shell;

#if KAKURO_WITH_SAT  // the SAT backend runs the external solver
namespace {

std::string data(const std::string& name) { return kakuro::test::data_dir() + "/cli/" + name; }

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
  CHECK(run_kakuro("unique " + ext + data("unique.kakuro")).code == 0);
  const auto two = run_kakuro("unique " + ext + data("two_solutions.kakuro"));
  CHECK(two.code == 1);
  CHECK(two.out.find("not unique") != std::string::npos);
  CHECK(run_kakuro("solve " + ext + data("unsolvable.kakuro")).code == 1);
  const auto cross = run_kakuro("crosscheck --sat-command 'cadical -q' " + data("two_solutions.kakuro") +
                                " " + data("unique.kakuro"));
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
                            data("unique.kakuro"));
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(r.code == 3);
  CHECK(r.out.find("time limit reached") != std::string::npos);
  CHECK(took < 6);                          // 1 s, then SIGTERM; generous for a loaded machine
  CHECK(!process_running("sleep 4321.5"));  // no process left
  // A command that does not exist is a usage error before any solving.
  const auto missing = run_kakuro(
      "solve -b sat --sat-solver external --sat-command 'no-such-solver-xyz -q' " + data("unique.kakuro"));
  CHECK(missing.code == 2);
  CHECK(missing.err.find("no-such-solver-xyz") != std::string::npos);
}
#endif
