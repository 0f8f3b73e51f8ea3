// Helpers for the tests of the SAT solver adapters (test_sat_solvers*.cpp,
// test_external_solver.cpp): small CNFs, the solvers this machine can run, fake solver
// scripts, and what is left of child processes and temporary files afterwards.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include "kakuro/solver_options.hpp"
#include "sat/ipasir.hpp"

namespace kakuro::sat_test {

void add_clause(detail::IpasirSolver& s, std::initializer_list<int> lits);
/// n+1 pigeons in n holes: unsatisfiable, and hard for resolution from n = 10 or so.
void add_pigeonhole(detail::IpasirSolver& s, int n);
double seconds_since(std::chrono::steady_clock::time_point t);
/// Calls `run` while another thread calls `stop` after `delay`; the seconds `run` took.
double seconds_stopped_after(std::chrono::milliseconds delay, const std::function<void()>& run,
                             const std::function<void()>& stop);

struct SolverCase {
  std::string label;  ///< e.g. "external: cadical -q"
  SolverOptions options;
};
/// CryptoMiniSat; CaDiCaL when built in; the external adapter running `cadical -q` when a
/// `cadical` program is on PATH. `skipped` gets a sentence for each one left out.
std::vector<SolverCase> solver_cases(std::vector<std::string>& skipped);

/// A fresh directory under the system's temporary directory, removed with this object.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& tag);
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  /// Writes an executable `#!/bin/sh` script `name` with `body`; returns its path.
  std::string script(const std::string& name, const std::string& body) const;
  /// The names of the files in it now.
  std::vector<std::string> files() const;

 private:
  std::filesystem::path path_;
};

/// Sets $TMPDIR for the object's lifetime (the external adapter's CNF files go there).
class TmpdirOverride {
 public:
  explicit TmpdirOverride(const std::string& dir);
  ~TmpdirOverride();
  TmpdirOverride(const TmpdirOverride&) = delete;
  TmpdirOverride& operator=(const TmpdirOverride&) = delete;

 private:
  std::string old_;
  bool had_ = false;
};

/// The pids of this process's children (zombies included): empty when none is left.
std::vector<int> child_processes();
/// Whether `pid` is a live process (not gone, not a zombie).
bool process_alive(int pid);

}  // namespace kakuro::sat_test
