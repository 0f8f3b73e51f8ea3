#include "child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>

extern char** environ;

namespace kakuro::detail {

namespace {

using Clock = ChildRunner::Clock;

constexpr auto kPoll = std::chrono::milliseconds(20);         // stop() kills at once; this is a backstop
constexpr auto kFirstPause = std::chrono::microseconds(500);  // waiting for the exit itself
constexpr auto kGrace = std::chrono::milliseconds(300);       // from SIGTERM to SIGKILL at the deadline
constexpr std::size_t kStderrKept = 4096;                     // bytes of stderr kept for the message
constexpr std::size_t kStderrLine = 200;                      // and the longest line taken from them
constexpr std::size_t kReadPerWake = std::size_t(1) << 20;    // then stop and the deadline are looked at
constexpr std::size_t kDrainLimit = std::size_t(16) << 20;    // after the exit: what is left, at most

// Both ends of a pipe, closed with it; O_CLOEXEC, so that a child started by another thread
// at the same time does not inherit them (and keep our reads from ever seeing the end).
class Pipe {
 public:
  Pipe() = default;
  Pipe(const Pipe&) = delete;
  Pipe& operator=(const Pipe&) = delete;
  ~Pipe() {
    close_end(read_end);
    close_end(write_end);
  }
  bool open() {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return false;
    read_end = fds[0];
    write_end = fds[1];
    return fcntl(read_end, F_SETFL, fcntl(read_end, F_GETFL) | O_NONBLOCK) == 0;
  }
  static void close_end(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
  }

  int read_end = -1, write_end = -1;
};

// Hands over complete lines; a line longer than kMaxLine is dropped whole and remembered.
class LineSplitter {
 public:
  void feed(const char* p, std::size_t n, const std::function<void(std::string_view)>& on_line) {
    const char* end = p + n;
    while (p < end) {
      const char* nl = static_cast<const char*>(std::memchr(p, '\n', std::size_t(end - p)));
      const char* stop = nl ? nl : end;
      if (!dropping_) {
        partial_.append(p, std::size_t(stop - p));
        if (partial_.size() > ChildRunner::kMaxLine) {
          partial_.clear();
          dropping_ = too_long_ = true;
        }
      }
      if (!nl) return;
      if (!dropping_) hand_over(on_line);
      dropping_ = false;
      p = nl + 1;
    }
  }
  void finish(const std::function<void(std::string_view)>& on_line) {
    if (!dropping_ && !partial_.empty()) hand_over(on_line);
  }
  bool too_long() const { return too_long_; }

 private:
  void hand_over(const std::function<void(std::string_view)>& on_line) {
    std::string_view line = partial_;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    on_line(line);
    partial_.clear();
  }

  std::string partial_;
  bool dropping_ = false, too_long_ = false;
};

// Reads what `fd` has now, up to `limit` bytes; false once it is closed (end of file or error).
template <class Sink>
bool read_available(int fd, Sink&& sink, std::size_t limit) {
  char buf[65536];
  for (std::size_t total = 0; total < limit;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0) {
      sink(buf, std::size_t(n));
      total += std::size_t(n);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
    }
  }
  return true;
}

// Starts argv in a new process group, stdin /dev/null, stdout and stderr into the pipes, the
// signals a parent may ignore or block restored; the pid, or 0 with `error` an errno.
pid_t spawn(const std::vector<std::string>& argv, int out_fd, int err_fd, int& error) {
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out_fd, 1);
  posix_spawn_file_actions_adddup2(&actions, err_fd, 2);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  for (int sig : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGXCPU, SIGXFSZ})
    sigaddset(&defaults, sig);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  pid_t pid = 0;
  error = posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ);
  posix_spawnattr_destroy(&attr);
  posix_spawn_file_actions_destroy(&actions);
  return error == 0 ? pid : 0;
}

// Whether the child has ended, without reaping it: while it is a zombie its pid, and so its
// process group's id, cannot be reused, and the group can still be killed safely.
bool has_exited(pid_t pid) {
  for (;;) {
    siginfo_t info{};
    if (waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0) return info.si_pid == pid;
    if (errno != EINTR) return true;  // ECHILD: someone else reaped it; nothing left to wait for
  }
}

std::string first_line(const std::string& text) {
  std::size_t begin = 0;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(begin, end - begin);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    if (!line.empty()) return line.substr(0, kStderrLine);
    begin = end + 1;
  }
  return {};
}

int milliseconds_until(Clock::time_point t) {
  const auto ms = std::chrono::ceil<std::chrono::milliseconds>(t - Clock::now()).count();
  return static_cast<int>(std::max<long long>(0, ms));
}

}  // namespace

ChildResult ChildRunner::run(const std::vector<std::string>& argv, std::optional<Clock::time_point> deadline,
                             const std::function<void(std::string_view)>& on_line) {
  ChildResult result;
  if (stopped_) {
    result.end = ChildResult::End::Stopped;
    return result;
  }
  Pipe out, err;
  if (argv.empty() || !out.open() || !err.open()) {
    result.error = argv.empty() ? "empty command" : std::strerror(errno);
    return result;
  }
  int spawn_error = 0;
  const pid_t pid = spawn(argv, out.write_end, err.write_end, spawn_error);
  Pipe::close_end(out.write_end);  // the child has its copies: ours would hold the pipes open
  Pipe::close_end(err.write_end);
  if (pid == 0) {
    result.error = std::strerror(spawn_error);
    return result;
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    pid_ = pid;
  }
  LineSplitter lines;
  std::string err_text;
  const auto to_lines = [&](const char* p, std::size_t n) { lines.feed(p, n, on_line); };
  const auto to_err = [&](const char* p, std::size_t n) {
    if (err_text.size() < kStderrKept) err_text.append(p, std::min(n, kStderrKept - err_text.size()));
  };
  bool out_open = true, err_open = true, sent_term = false, sent_kill = false;
  std::optional<ChildResult::End> ours;  // set once we kill it
  Clock::time_point kill_at{};
  int pauses = 0;
  for (;;) {
    const auto now = Clock::now();
    if (stopped_ && !sent_kill) {
      ours = ChildResult::End::Stopped;
      kill(-pid, SIGKILL);
      sent_kill = true;
    }
    if (!ours && deadline && now >= *deadline) {
      ours = ChildResult::End::Deadline;
      kill(-pid, SIGTERM);
      sent_term = true;
      kill_at = now + kGrace;
    }
    if (sent_term && !sent_kill && now >= kill_at) {
      kill(-pid, SIGKILL);
      sent_kill = true;
    }
    if (has_exited(pid)) break;
    // With both pipes closed the child is most likely exiting: look again soon, then less often.
    const auto pause =
        out_open || err_open ? kPoll : std::min<Clock::duration>(kPoll, kFirstPause * ++pauses);
    auto wake = now + pause;
    if (deadline && !ours) wake = std::min(wake, *deadline);
    if (sent_term && !sent_kill) wake = std::min(wake, kill_at);
    pollfd fds[2];
    nfds_t n = 0;
    if (out_open) fds[n++] = {out.read_end, POLLIN, 0};
    if (err_open) fds[n++] = {err.read_end, POLLIN, 0};
    if (poll(fds, n, milliseconds_until(wake)) <= 0) continue;  // with no pipe left: a sleep
    for (nfds_t i = 0; i < n; ++i) {
      if (fds[i].revents == 0) continue;
      if (fds[i].fd == out.read_end)
        out_open = read_available(out.read_end, to_lines, kReadPerWake);
      else
        err_open = read_available(err.read_end, to_err, kReadPerWake);
    }
  }
  kill(-pid, SIGKILL);  // anything it left running in its group
  if (out_open) read_available(out.read_end, to_lines, kDrainLimit);
  if (err_open) read_available(err.read_end, to_err, kDrainLimit);
  lines.finish(on_line);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    pid_ = 0;
  }
  int status = 0;
  pid_t reaped = 0;
  do reaped = waitpid(pid, &status, 0);
  while (reaped < 0 && errno == EINTR);
  result.line_too_long = lines.too_long();
  result.stderr_line = first_line(err_text);
  if (ours) {
    result.end = *ours;
  } else if (reaped == pid && WIFSIGNALED(status)) {
    result.end = ChildResult::End::Signalled;
    result.code = WTERMSIG(status);
  } else {
    result.end = ChildResult::End::Exited;
    result.code = reaped == pid && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  return result;
}

void ChildRunner::stop() {
  stopped_ = true;
  std::lock_guard<std::mutex> lock(mutex_);
  if (pid_ != 0) kill(-pid_, SIGKILL);
}

}  // namespace kakuro::detail
