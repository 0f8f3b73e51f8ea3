#include "standard_output.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "cli.hpp"

namespace kakuro::cli {

namespace {

bool g_closed[3] = {false, false, false};  // the standard descriptors the process began without
int g_error = 0;                           // the errno of the first failed write; 0 while none failed
bool g_reported = false;                   // said on standard error

void report() {
  if (g_reported) return;
  g_reported = true;
  std::cerr << "kakuro: error: cannot write standard output: " << std::strerror(g_error) << std::endl;
}

// std::cout after a write or flush: a failure recorded with its reason (errno is the failed
// write(2)'s: nothing runs between it and here that sets errno on success).
bool check(int err) {
  if (std::cout && std::ferror(stdout) == 0) return true;
  if (g_error == 0) g_error = err != 0 ? err : EIO;
  return false;
}

}  // namespace

void reserve_standard_descriptors() {
  for (int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    g_closed[fd] = true;
    const int got = ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
    if (got >= 0 && got != fd) {  // a lower number was free too: move it into place
      ::dup2(got, fd);
      ::close(got);
    }
  }
}

bool standard_descriptor_closed(int fd) { return fd >= 0 && fd < 3 && g_closed[fd]; }

bool write_stdout(std::string_view text) {
  if (g_error != 0) return false;
  errno = 0;
  std::cout.write(text.data(), std::streamsize(text.size()));
  std::cout.flush();
  if (check(errno)) return true;
  report();
  return false;
}

bool stdout_failed() { return g_error != 0; }

int finish_stdout(int code) {
  if (g_error == 0) {
    errno = 0;
    std::cout.flush();
    check(errno);
  }
  if (g_error != 0) {
    report();
    code = worst(code, kUsage);
  }
  g_error = 0;
  g_reported = false;
  std::cout.clear();
  std::clearerr(stdout);
  return code;
}

}  // namespace kakuro::cli
