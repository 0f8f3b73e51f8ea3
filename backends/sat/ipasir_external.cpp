#include "ipasir_external.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string_view>

#include "child_process.hpp"
#include "kakuro/deadline.hpp"

namespace kakuro::detail {

namespace {

constexpr std::size_t kWriteBuffer = std::size_t(1) << 20;

// A new file under $TMPDIR (else /tmp), written through a buffer, removed with this object.
class TempFile {
 public:
  TempFile() = default;
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  ~TempFile() {
    if (fd_ >= 0) ::close(fd_);
    if (!path_.empty()) ::unlink(path_.c_str());
  }

  bool create() {
    const char* dir = std::getenv("TMPDIR");
    std::string name = std::string(dir && *dir ? dir : "/tmp") + "/kakuro-XXXXXX.cnf";
    fd_ = mkostemps(name.data(), 4, O_CLOEXEC);  // 4: the suffix ".cnf"
    if (fd_ < 0) return fail(name);
    path_ = name;
    return true;
  }
  void write(std::string_view s) {
    buffer_ += s;
    if (buffer_.size() >= kWriteBuffer) flush();
  }
  void write(int n) {
    char digits[16];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, n);
    buffer_.append(digits, end);
    if (buffer_.size() >= kWriteBuffer) flush();
  }
  /// Writes what is buffered and closes the file; false (and error()) if any write failed.
  bool close() {
    flush();
    if (fd_ >= 0 && ::close(fd_) != 0 && error_.empty()) fail(path_);
    fd_ = -1;
    return error_.empty();
  }
  const std::string& path() const { return path_; }
  const std::string& error() const { return error_; }

 private:
  void flush() {
    for (std::size_t done = 0; done < buffer_.size() && error_.empty();) {
      const ssize_t n = ::write(fd_, buffer_.data() + done, buffer_.size() - done);
      if (n >= 0)
        done += std::size_t(n);
      else if (errno != EINTR)
        fail(path_);
    }
    buffer_.clear();
  }
  bool fail(const std::string& name) {
    error_ = name + ": " + std::strerror(errno);
    return false;
  }

  std::string path_;
  int fd_ = -1;
  std::string buffer_;
  std::string error_;
};

// The solver's stdout as it comes, line by line: its `s` lines and its `v` values.
struct Answer {
  enum class Status { None, Sat, Unsat, Other };

  explicit Answer(int max_var) : values(std::size_t(max_var) + 1, 0) {}

  void read(std::string_view line) {
    if (line.size() >= 2 && line[0] == 's' && line[1] == ' ') {
      std::string_view word = line.substr(2);
      while (!word.empty() && (word.back() == ' ' || word.back() == '\t')) word.remove_suffix(1);
      const Status s = word == "SATISFIABLE"     ? Status::Sat
                       : word == "UNSATISFIABLE" ? Status::Unsat
                                                 : Status::Other;
      if (status != Status::None && status != s) contradictory = true;
      status = s;
    } else if (!line.empty() && line[0] == 'v' && (line.size() == 1 || line[1] == ' ' || line[1] == '\t')) {
      read_values(line.substr(1));
    }
  }

  void read_values(std::string_view text) {
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
      if (*p == ' ' || *p == '\t') {
        ++p;
        continue;
      }
      int lit = 0;
      const auto [next, ec] = std::from_chars(p, end, lit);
      if (ec != std::errc() || (next < end && *next != ' ' && *next != '\t')) {
        malformed = true;
        return;
      }
      p = next;
      const std::size_t var = std::size_t(lit < 0 ? -std::int64_t(lit) : lit);
      if (lit != 0 && var < values.size()) values[var] = lit > 0 ? 1 : -1;
    }
  }

  Status status = Status::None;
  bool contradictory = false, malformed = false;
  std::vector<signed char> values;  // per variable: 1 true, -1 false, 0 not given
};

class ExternalSolver final : public IpasirSolver {
 public:
  explicit ExternalSolver(const std::string& command) : command_(command), argv_(split_command(command)) {
    assert(!argv_.empty());
  }

  std::string signature() const override { return "external: " + command_; }

  void add(int lit) override {
    max_var_ = std::max(max_var_, std::abs(lit));
    literals_.push_back(lit);
    if (lit == 0) ++clauses_;
  }

  void assume(int lit) override {
    assert(lit != 0);
    max_var_ = std::max(max_var_, std::abs(lit));
    assumptions_.push_back(lit);
  }

  int solve(const SatBudget& budget) override;

  int val(int lit) const override {
    assert(state_ == kSat && lit != 0);
    const auto var = std::size_t(std::abs(lit));
    if (var >= model_.size() || model_[var] == 0) return 0;
    return (model_[var] > 0) == (lit > 0) ? lit : -lit;
  }

  bool failed(int lit) const override {
    assert(state_ == kUnsat);
    return std::find(last_assumptions_.begin(), last_assumptions_.end(), lit) != last_assumptions_.end();
  }

  void terminate() override { runner_.stop(); }
  SatCounters counters() const override { return {}; }
  std::string failure() const override { return failure_; }

 private:
  std::string who() const { return "external solver '" + argv_.front() + "'"; }
  bool write_cnf(TempFile& file) const;
  std::string describe(const ChildResult& r, const Answer& a) const;
  std::string check_model() const;

  std::string command_;
  std::vector<std::string> argv_;
  std::vector<int> literals_;  // every clause added, each ended by 0
  std::size_t clauses_ = 0;
  int max_var_ = 0;
  std::vector<int> assumptions_, last_assumptions_;
  std::vector<signed char> model_;
  std::string failure_;
  ChildRunner runner_;
  int state_ = kUnknown;
};

bool ExternalSolver::write_cnf(TempFile& file) const {
  if (!file.create()) return false;
  file.write("p cnf ");
  file.write(max_var_);
  file.write(" ");
  file.write(static_cast<int>(clauses_ + last_assumptions_.size()));
  file.write("\n");
  bool line_start = true;
  for (int lit : literals_) {
    if (!line_start) file.write(" ");
    file.write(lit);
    line_start = lit == 0;
    if (line_start) file.write("\n");
  }
  for (int lit : last_assumptions_) {
    file.write(lit);
    file.write(" 0\n");
  }
  return file.close();
}

int ExternalSolver::solve(const SatBudget& budget) {
  assert(literals_.empty() || literals_.back() == 0);  // no clause left open
  last_assumptions_.clear();
  last_assumptions_.swap(assumptions_);
  state_ = kUnknown;
  failure_.clear();
  model_.clear();
  if (runner_.stopped()) return state_;
  // budget.conflicts cannot be passed on: ignored
  const std::optional<ChildRunner::Clock::time_point> deadline = deadline_after(budget.wall_seconds);
  TempFile file;
  if (!write_cnf(file)) {
    failure_ = "could not write the CNF for " + who() + ": " + file.error();
    return state_;
  }
  std::vector<std::string> argv = argv_;
  argv.push_back(file.path());
  Answer answer(max_var_);
  const ChildResult r = runner_.run(argv, deadline, [&](std::string_view line) { answer.read(line); });
  if (r.end == ChildResult::End::Deadline || r.end == ChildResult::End::Stopped) return state_;
  failure_ = describe(r, answer);
  if (!failure_.empty()) return state_;
  if (answer.status == Answer::Status::Unsat) return state_ = kUnsat;
  model_ = std::move(answer.values);
  failure_ = check_model();
  if (!failure_.empty()) {
    model_.clear();
    return state_;
  }
  return state_ = kSat;
}

// "" when the exit code and the `s` line agree on an answer.
std::string ExternalSolver::describe(const ChildResult& r, const Answer& a) const {
  using End = ChildResult::End;
  if (r.end == End::SpawnFailed) return "could not run '" + argv_.front() + "': " + r.error;
  if (r.end == End::Signalled)
    return who() + " was killed by signal " + std::to_string(r.code) + " (" + strsignal(r.code) + ")";
  const std::string exited = who() + " exited with " + std::to_string(r.code);
  if (r.code != kSat && r.code != kUnsat) return exited + (r.stderr_line.empty() ? "" : ": " + r.stderr_line);
  if (r.line_too_long) return who() + " wrote a line longer than 64 MiB";
  if (a.contradictory) return who() + " wrote contradictory 's' lines";
  const Answer::Status expected = r.code == kSat ? Answer::Status::Sat : Answer::Status::Unsat;
  if (a.status == Answer::Status::None) return exited + " but wrote no 's' line";
  if (a.status != expected)
    return exited + " but its 's' line does not say " + (r.code == kSat ? "SATISFIABLE" : "UNSATISFIABLE");
  if (a.malformed) return who() + " wrote a malformed 'v' line";
  return {};
}

// "" when the model makes every clause and every assumption true.
std::string ExternalSolver::check_model() const {
  const auto is_true = [&](int lit) {
    const signed char v = model_[std::size_t(std::abs(lit))];
    return v != 0 && (v > 0) == (lit > 0);
  };
  std::size_t clause = 1;
  bool satisfied = false;
  for (int lit : literals_) {
    if (lit != 0) {
      satisfied = satisfied || is_true(lit);
      continue;
    }
    if (!satisfied)
      return who() + " answered SATISFIABLE with a model that falsifies clause " + std::to_string(clause);
    satisfied = false;
    ++clause;
  }
  for (int lit : last_assumptions_)
    if (!is_true(lit))
      return who() + " answered SATISFIABLE with a model that falsifies assumption " + std::to_string(lit);
  return {};
}

}  // namespace

std::vector<std::string> split_command(const std::string& command) {
  std::vector<std::string> words;
  std::size_t i = 0;
  for (;;) {
    i = command.find_first_not_of(" \t\n\r\f\v", i);
    if (i == std::string::npos) return words;
    const std::size_t end = std::min(command.find_first_of(" \t\n\r\f\v", i), command.size());
    words.push_back(command.substr(i, end - i));
    i = end;
  }
}

std::unique_ptr<IpasirSolver> make_external_solver(const std::string& command) {
  return std::make_unique<ExternalSolver>(command);
}

}  // namespace kakuro::detail
