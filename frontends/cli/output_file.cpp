#include "output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>

#include "file_names.hpp"
#include "standard_output.hpp"

namespace kakuro::cli {

namespace fs = std::filesystem;

namespace {

std::string reason(int err) { return std::strerror(err); }

// Follows symbolic links to the file they name (which need not exist yet), so that -o on a
// link replaces the linked file and keeps the link.
fs::path resolve_links(const fs::path& path) {
  fs::path p = path;
  for (int hops = 0; hops < 40; ++hops) {
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(p, ec))) return p;
    const fs::path target = fs::read_symlink(p, ec);
    if (ec) return p;
    p = target.is_absolute() ? target : p.parent_path() / target;
  }
  return p;  // a loop: let open() report ELOOP
}

mode_t process_umask() {
  static const mode_t mask = [] {
    const mode_t m = ::umask(0);
    ::umask(m);
    return m;
  }();
  return mask;
}

bool write_all(int fd, const std::string& text, int& err) {
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      err = errno;
      return false;
    }
    p += n, left -= std::size_t(n);
  }
  return true;
}

// The descriptor a path names when it is one of this process's own: "-" and /dev/stdout
// are standard output, /dev/stderr, /dev/fd/N and /proc/self/fd/N the descriptor itself.
// Written through it, so that `-o /dev/stdout >> log` appends as the shell asked, into a
// pipe, a terminal or a file alike.
std::optional<int> own_descriptor(const std::string& path) {
  if (path == "-" || path == "/dev/stdout") return STDOUT_FILENO;
  if (path == "/dev/stderr") return STDERR_FILENO;
  for (const std::string prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    if (path.rfind(prefix, 0) != 0 || path.size() == prefix.size() || path.size() > prefix.size() + 6)
      continue;
    int fd = 0;
    for (std::size_t i = prefix.size(); i < path.size(); ++i) {
      if (!std::isdigit(static_cast<unsigned char>(path[i]))) return std::nullopt;
      fd = fd * 10 + (path[i] - '0');
    }
    return fd;
  }
  return std::nullopt;
}

// How messages name a destination: "-" is standard output.
std::string shown_name(const std::string& path) { return path == "-" ? "standard output" : path; }

std::string check_descriptor(int fd, const std::string& path) {
  if (standard_descriptor_closed(fd)) return "cannot write " + shown_name(path) + ": " + reason(EBADF);
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags < 0) return "cannot write " + path + ": " + reason(errno);
  if ((flags & O_ACCMODE) == O_RDONLY)
    return "cannot write " + path + ": " + reason(EBADF) + " (open for reading)";
  return "";
}

fs::path directory_of(const fs::path& target) {
  return target.has_parent_path() ? target.parent_path() : fs::path(".");
}

// A new temporary file beside `target` (its name in `name`), or -1 with `error` set.
int make_temporary(const fs::path& target, const std::string& shown, std::string& name, std::string& error) {
  const fs::path dir = directory_of(target);
  name = (dir / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  const int fd = ::mkstemp(name.data());
  if (fd < 0)
    error = "cannot write " + shown + ": " + reason(errno) + " (creating a temporary file in " +
            dir.string() + ")";
  return fd;
}

// Whether a file can be made beside `target`, as OutputWriter will: one made and removed
// (access() says yes to root in a read-only directory, and says nothing of a full disk's inodes).
std::string check_replacing(const fs::path& target, const std::string& shown) {
  std::string name, error;
  const int fd = make_temporary(target, shown, name, error);
  if (fd < 0) return error;
  ::close(fd);
  ::unlink(name.c_str());
  return "";
}

}  // namespace

bool is_directory_target(const std::string& path) {
  if (path.empty()) return false;
  if (path.back() == '/') return true;
  std::error_code ec;
  return fs::is_directory(path, ec);
}

std::string check_destination(const std::string& path) {
  if (path.empty()) return "";
  if (const auto fd = own_descriptor(path)) return check_descriptor(*fd, path);
  if (is_directory_target(path)) {
    std::error_code ec;
    fs::create_directories(path, ec);
    if (ec) return "cannot create directory " + path + ": " + ec.message();
    if (::access(path.c_str(), W_OK | X_OK) != 0) return "cannot write into " + path + ": " + reason(errno);
    return check_replacing(fs::path(path) / "puzzle", "into " + path);
  }
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {  // a device, a FIFO: written directly
    if (::access(path.c_str(), W_OK) != 0) return "cannot write " + path + ": " + reason(errno);
    return "";
  }
  const fs::path target = resolve_links(path);
  if (::stat(target.c_str(), &st) == 0) {
    if (::access(target.c_str(), W_OK) != 0) return "cannot write " + path + ": " + reason(errno);
  } else if (errno != ENOENT) {
    return "cannot write " + path + ": " + reason(errno);
  } else if (::access(directory_of(target).c_str(), W_OK | X_OK) != 0) {
    return "cannot write " + path + ": " + reason(errno);
  }
  return check_replacing(target, path);
}

InputFiles::InputFiles(const std::vector<std::string>& paths) {
  for (const std::string& path : paths) {
    struct stat st {};
    if (path != "-" && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode))
      inputs_.push_back({st.st_dev, st.st_ino, path});
  }
}

std::string InputFiles::check(const std::string& output) const {
  struct stat st {};
  if (output.empty() || own_descriptor(output) || ::stat(output.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
    return "";
  for (const Input& in : inputs_)
    if (in.device == st.st_dev && in.inode == st.st_ino)
      return output + (output == in.path ? "" : " is " + in.path + ", which") +
             " is an input as well: writing it would replace what is read (write to another file)";
  return "";
}

OutputWriter::OutputWriter(std::string path) : path_(std::move(path)) {}

OutputWriter::~OutputWriter() {
  if (fd_ >= 0 && !own_) ::close(fd_);
  if (!temporary_.empty()) ::unlink(temporary_.c_str());  // not committed: the old file stays
}

bool OutputWriter::fail(int err, std::string& error) {
  error = "cannot write " + shown_ + ": " + reason(err);
  failed_ = true;
  return false;
}

bool OutputWriter::open(std::string& error) {
  opened_ = true;
  shown_ = shown_name(path_);
  if (const auto fd = own_descriptor(path_)) {
    std::cout.flush();  // what the command printed itself comes first
    std::fflush(stdout);
    fd_ = *fd;
    own_ = true;
    return true;
  }
  struct stat st {};
  if (::stat(path_.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
    fd_ = ::open(path_.c_str(), O_WRONLY | O_CLOEXEC);  // /dev/null, a FIFO, a terminal, ...
    return fd_ >= 0 || fail(errno, error);
  }
  const fs::path target = resolve_links(path_);
  const bool old = ::stat(target.c_str(), &st) == 0;
  if (old && S_ISDIR(st.st_mode)) return fail(EISDIR, error);
  shown_ = target_ = target.string();
  fd_ = make_temporary(target, shown_, temporary_, error);
  if (fd_ < 0) {
    temporary_.clear();
    failed_ = true;
    return false;
  }
  // mkstemp makes the file 0600: give it the old file's mode and owner, or a new file's.
  if (::fchmod(fd_, old ? (st.st_mode & 07777) : (0666 & ~process_umask())) != 0) return fail(errno, error);
  if (old && (st.st_uid != ::geteuid() || st.st_gid != ::getegid()))
    (void)!::fchown(fd_, st.st_uid, st.st_gid);  // only root can; otherwise the user's file
  return true;
}

bool OutputWriter::write(const std::string& text, std::string& error) {
  if (failed_ || (!opened_ && !open(error))) return false;
  int err = 0;
  return write_all(fd_, text, err) || fail(err, error);
}

bool OutputWriter::commit(std::string& error) {
  if (failed_ || (!opened_ && !open(error))) return false;
  if (own_) return true;
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) return fail(errno, error);
  if (temporary_.empty()) return true;
  if (::rename(temporary_.c_str(), target_.c_str()) != 0) return fail(errno, error);
  temporary_.clear();
  return true;
}

bool write_output(const std::string& path, const std::string& text, std::string& error) {
  OutputWriter out(path);
  return out.write(text, error) && out.commit(error);
}

OutputSink::OutputSink(std::string output, std::string extension)
    : output_(std::move(output)),
      extension_(std::move(extension)),
      per_file_(is_directory_target(output_)),
      stdout_blocks_(output_.empty() && !::isatty(STDOUT_FILENO)) {}

OutputSink::~OutputSink() { flush_stdout(); }

// Large blocks for a pipe or a file (one write per result cost more than the results on a
// batch of small puzzles), yet never held back long, so that a slow batch still streams.
void OutputSink::flush_stdout() {
  if (stdout_.empty()) return;
  if (!write_stdout(stdout_)) ok_ = false;  // said once; nothing more is written there
  stdout_.clear();
}

void OutputSink::flush_if_due() {
  if (!stdout_.empty() &&
      std::chrono::duration<double>(std::chrono::steady_clock::now() - stdout_since_).count() >= kStdoutDelay)
    flush_stdout();
}

void OutputSink::emit(const std::string* name, const std::string& out, const std::string& err) {
  if (!err.empty()) {
    flush_stdout();  // what came before it is shown before it
    std::cerr << err << std::flush;
  }
  if (out.empty()) return;
  // A result of a block or more (a count's solutions: hundreds of MB) is written as it is:
  // copied into the block it took as long again, and its room stayed with the block.
  if (output_.empty() && stdout_blocks_ && out.size() >= kStdoutChunk) {
    flush_stdout();
    if (!write_stdout(out)) ok_ = false;
  } else if (output_.empty() && stdout_blocks_) {
    if (stdout_.empty()) stdout_since_ = std::chrono::steady_clock::now();
    stdout_ += out;
    if (stdout_.size() >= kStdoutChunk) flush_stdout();
    flush_if_due();
  } else if (output_.empty()) {
    if (!write_stdout(out)) ok_ = false;
  } else if (!per_file_ && out.size() >= kChunk) {
    flush();
    std::string error;
    if (!file_->write(out, error) && ok_) fail(error);
  } else if (!per_file_) {
    text_ += out;
    if (text_.size() >= kChunk) flush();
  } else if (name) {
    std::string error;
    if (!write_output(puzzle_path(output_, *name, extension_), out, error)) fail(error);
  }
}

void OutputSink::flush() {
  if (!file_) file_.emplace(output_);
  std::string error;
  if (!file_->write(text_, error) && ok_) fail(error);  // said once; the old file stays
  text_.clear();
}

bool OutputSink::finish(bool stopped) {
  flush_stdout();
  if (output_.empty() || per_file_) return ok_;
  if (stopped && !file_ && text_.empty()) {
    std::cerr << "kakuro: " << output_ << " not written: stopped before any result was finished\n";
    return ok_;
  }
  flush();
  std::string error;
  if (ok_ && !file_->commit(error)) fail(error);
  return ok_;
}

bool OutputSink::fail(const std::string& error) {
  std::cerr << "kakuro: error: " << error << "\n";
  return ok_ = false;
}

}  // namespace kakuro::cli
