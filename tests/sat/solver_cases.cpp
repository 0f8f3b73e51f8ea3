#include "solver_cases.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>

#include "sat/sat_backend.hpp"
#include "sat/sat_solvers.hpp"

namespace kakuro::sat_test {

void add_clause(detail::IpasirSolver& s, std::initializer_list<int> lits) {
  for (int l : lits) s.add(l);
  s.add(0);
}

void add_pigeonhole(detail::IpasirSolver& s, int n) {
  const auto var = [n](int pigeon, int hole) { return pigeon * n + hole + 1; };
  for (int p = 0; p <= n; ++p) {
    for (int h = 0; h < n; ++h) s.add(var(p, h));
    s.add(0);
  }
  for (int h = 0; h < n; ++h)
    for (int p = 0; p <= n; ++p)
      for (int q = p + 1; q <= n; ++q) add_clause(s, {-var(p, h), -var(q, h)});
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

double seconds_stopped_after(std::chrono::milliseconds delay, const std::function<void()>& run,
                             const std::function<void()>& stop) {
  const auto t = std::chrono::steady_clock::now();
  std::thread stopper([&] {
    std::this_thread::sleep_for(delay);
    stop();
  });
  run();
  const double seconds = seconds_since(t);
  stopper.join();
  return seconds;
}

std::vector<SolverCase> solver_cases(std::vector<std::string>& skipped) {
  std::vector<SolverCase> cases;
  SolverOptions o;
  o.backend_options["sat-solver"] = "cryptominisat";
  cases.push_back({"cryptominisat", o});
  o.backend_options["sat-solver"] = "cadical";
  if (detail::check_sat_solver(o).empty())
    cases.push_back({"cadical", o});
  else
    skipped.push_back("cadical is not built in (libcadical-dev was not found at configure time)");
  o.backend_options["sat-solver"] = "external";
  o.backend_options["sat-command"] = "cadical -q";
  if (detail::check_sat_solver(o).empty())
    cases.push_back({"external: cadical -q", o});
  else
    skipped.push_back(
        "external solver not tested: no 'cadical' program on PATH (scripts/bootstrap installs it)");
  return cases;
}

ScratchDir::ScratchDir(const std::string& tag)
    : path_(std::filesystem::temp_directory_path() /
            ("kakuro_sat_" + std::to_string(::getpid()) + "_" + tag)) {
  std::filesystem::remove_all(path_);
  std::filesystem::create_directories(path_);
}

ScratchDir::~ScratchDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::string ScratchDir::script(const std::string& name, const std::string& body) const {
  const std::filesystem::path file = path_ / name;
  std::ofstream(file) << "#!/bin/sh\n" << body << "\n";
  std::filesystem::permissions(file, std::filesystem::perms::owner_all);
  return file.string();
}

std::vector<std::string> ScratchDir::files() const {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(path_))
    names.push_back(e.path().filename().string());
  return names;
}

TmpdirOverride::TmpdirOverride(const std::string& dir) {
  if (const char* old = std::getenv("TMPDIR")) {
    old_ = old;
    had_ = true;
  }
  ::setenv("TMPDIR", dir.c_str(), 1);
}

TmpdirOverride::~TmpdirOverride() {
  if (had_)
    ::setenv("TMPDIR", old_.c_str(), 1);
  else
    ::unsetenv("TMPDIR");
}

namespace {

// Fields 3 (state) and 4 (ppid) of /proc/PID/stat; false when it is gone.
bool read_stat(const std::string& pid, char& state, int& ppid) {
  std::ifstream in("/proc/" + pid + "/stat");
  std::string text;
  if (!std::getline(in, text)) return false;
  const std::size_t close = text.rfind(')');  // the command name may hold spaces
  if (close == std::string::npos) return false;
  std::istringstream rest(text.substr(close + 1));
  return bool(rest >> state >> ppid);
}

}  // namespace

std::vector<int> child_processes() {
  std::vector<int> children;
  for (const auto& e : std::filesystem::directory_iterator("/proc")) {
    const std::string name = e.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    char state = 0;
    int ppid = 0;
    if (read_stat(name, state, ppid) && ppid == ::getpid()) children.push_back(std::stoi(name));
  }
  return children;
}

bool process_alive(int pid) {
  char state = 0;
  int ppid = 0;
  return read_stat(std::to_string(pid), state, ppid) && state != 'Z' && state != 'X';
}

}  // namespace kakuro::sat_test
