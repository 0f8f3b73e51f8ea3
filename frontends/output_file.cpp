#include "output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>

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

bool write_direct(const fs::path& path, const std::string& text, std::string& error) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  int err = 0;
  if (fd < 0) err = errno;
  if (fd >= 0) {
    write_all(fd, text, err);
    if (::close(fd) != 0 && err == 0) err = errno;
  }
  if (err != 0) error = "cannot write " + path.string() + ": " + reason(err);
  return err == 0;
}

bool write_replacing(const fs::path& target, const std::string& text, const struct stat* old,
                     std::string& error) {
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string tmpl = (dir / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  const int fd = ::mkstemp(tmpl.data());
  if (fd < 0) {
    error = "cannot write " + target.string() + ": " + reason(errno) + " (creating a temporary file in " +
            dir.string() + ")";
    return false;
  }
  int err = 0;
  // mkstemp makes the file 0600: give it the old file's mode and owner, or a new file's.
  const mode_t mode = old ? (old->st_mode & 07777) : (0666 & ~process_umask());
  if (::fchmod(fd, mode) != 0) err = errno;
  if (old && err == 0 && (old->st_uid != ::geteuid() || old->st_gid != ::getegid()))
    (void)!::fchown(fd, old->st_uid, old->st_gid);  // only root can; otherwise the user's file
  if (err == 0) write_all(fd, text, err);
  if (::close(fd) != 0 && err == 0) err = errno;
  if (err == 0 && ::rename(tmpl.c_str(), target.c_str()) != 0) err = errno;
  if (err != 0) {
    ::unlink(tmpl.c_str());
    error = "cannot write " + target.string() + ": " + reason(err);
    return false;
  }
  return true;
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
  if (is_directory_target(path)) {
    std::error_code ec;
    fs::create_directories(path, ec);
    if (ec) return "cannot create directory " + path + ": " + ec.message();
    if (::access(path.c_str(), W_OK | X_OK) != 0) return "cannot write into " + path + ": " + reason(errno);
    return "";
  }
  const fs::path target = resolve_links(path);
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0) {
    if (::access(target.c_str(), W_OK) != 0) return "cannot write " + path + ": " + reason(errno);
    return "";
  }
  if (errno != ENOENT) return "cannot write " + path + ": " + reason(errno);
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  if (::access(dir.c_str(), W_OK | X_OK) != 0) return "cannot write " + path + ": " + reason(errno);
  return "";
}

bool write_output(const std::string& path, const std::string& text, std::string& error) {
  const fs::path target = resolve_links(path);
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) {
      error = "cannot write " + path + ": " + reason(EISDIR);
      return false;
    }
    if (!S_ISREG(st.st_mode)) return write_direct(target, text, error);  // /dev/stdout, a pipe, ...
    return write_replacing(target, text, &st, error);
  }
  return write_replacing(target, text, nullptr, error);
}

std::string file_name_for(const std::string& id) {
  std::string name;
  for (char c : id) {
    const unsigned char u = static_cast<unsigned char>(c);
    name += (std::isalnum(u) && u < 128) || c == '-' || c == '_' || c == '.' ? c : '_';
  }
  if (name.size() > 200) name.resize(200);
  if (name.empty() || name == "." || name == "..") name = "puzzle" + name;
  if (name.front() == '.') name = "_" + name;
  return name;
}

std::string puzzle_path(const std::string& target, const std::string& id, const std::string& extension) {
  if (!is_directory_target(target)) return target;
  return target + (target.back() == '/' ? "" : "/") + file_name_for(id) + extension;
}

}  // namespace kakuro::cli
