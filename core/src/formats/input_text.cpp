// Reading an input whole (input_text.hpp).
#include "input_text.hpp"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <new>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14; C libraries older than it lack the name
#endif
#define KAKURO_MAPPED_INPUT 1
#endif

#include "detail.hpp"

namespace kakuro::detail {

namespace {

#if defined(KAKURO_MAPPED_INPUT)
constexpr std::size_t kHugePage = std::size_t(2) << 20;

// Makes the memory of `text`'s room at once, in one call, where the system can: a page fault
// for each of its pages, as the file is copied in, cost more than reading it.
void prefault(std::string& text) {
  const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
  const auto begin = (reinterpret_cast<std::uintptr_t>(text.data()) + page - 1) / page * page;
  const auto end = (reinterpret_cast<std::uintptr_t>(text.data()) + text.capacity()) / page * page;
  if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_POPULATE_WRITE);  // a hint
}
#else
void prefault(std::string&) {}
#endif

}  // namespace

InputText::InputText(InputText&& o) noexcept
    : str_(std::move(o.str_)), map_(o.map_), mapped_(o.mapped_), data_(o.data_), size_(o.size_) {
  o.map_ = nullptr;
  o.mapped_ = o.size_ = 0;
  o.data_ = nullptr;
}

InputText& InputText::operator=(InputText&& o) noexcept {
  if (this != &o) {
    release();
    str_ = std::move(o.str_);
    map_ = o.map_, mapped_ = o.mapped_, data_ = o.data_, size_ = o.size_;
    o.map_ = nullptr;
    o.mapped_ = o.size_ = 0;
    o.data_ = nullptr;
  }
  return *this;
}

InputText::~InputText() { release(); }

void InputText::release() {
#if defined(KAKURO_MAPPED_INPUT)
  if (map_ != nullptr) munmap(map_, mapped_);
#endif
  map_ = nullptr;
  mapped_ = size_ = 0;
  data_ = nullptr;
}

bool InputText::read_file([[maybe_unused]] int fd, [[maybe_unused]] std::size_t expected,
                          [[maybe_unused]] std::size_t max_bytes) {
  release();
  str_.clear();
#if defined(KAKURO_MAPPED_INPUT)
  // Room for one byte more than the size, to see a file that grew; from a 2 MB boundary.
  const std::size_t room = (expected + 1 + kHugePage - 1) / kHugePage * kHugePage;
  void* map = mmap(nullptr, room + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED) return read_rest(fd, max_bytes);
  map_ = map, mapped_ = room + kHugePage;
  char* const start = reinterpret_cast<char*>((reinterpret_cast<std::uintptr_t>(map) + kHugePage - 1) /
                                              kHugePage * kHugePage);
  madvise(start, room, MADV_HUGEPAGE);  // a hint: 4 KB pages where the kernel gives no others
  std::size_t got = 0;
  while (got < expected + 1) {
    const ssize_t n = ::read(fd, start + got, expected + 1 - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n == 0) break;
    got += std::size_t(n);
  }
  if (got <= expected) {
    data_ = start, size_ = got;
    return true;
  }
  // The file grew while read: the rest as a string, as a stream is read.
  str_.assign(start, got);
  release();
  return read_rest(fd, max_bytes);
#else
  return false;  // not called: read_input reads by stream
#endif
}

bool InputText::read_rest([[maybe_unused]] int fd, [[maybe_unused]] std::size_t max_bytes) {
#if defined(KAKURO_MAPPED_INPUT)
  char buf[1 << 16];
  while (str_.size() <= max_bytes) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n == 0) break;
    str_.append(buf, std::size_t(n));
  }
  return true;
#else
  return false;
#endif
}

std::string too_large(std::size_t size, std::size_t limit) {
  return "input is " + std::to_string(size) + " bytes, more than the limit of " + std::to_string(limit) +
         " (--max-input-bytes)";
}

bool read_input(const std::string& path, const ParseLimits& limits, std::string& file, InputText& text,
                Diagnostics& diags) {
  const bool stdin_ = path == "-";
  file = stdin_ ? "<stdin>" : path;
  text = InputText();
  try {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!stdin_ && detail::puzzlink_argument(path) && !fs::exists(path, ec)) {
      file = path;
      text = InputText(path);  // the URL itself, named by itself
      return true;
    }
    if (!stdin_ && fs::is_directory(path, ec)) {
      diags.error(file, {}, "cannot read: " + path + ": is a directory");
      return false;
    }
    const bool regular = !stdin_ && fs::is_regular_file(path, ec);
    const std::uintmax_t size = regular ? fs::file_size(path, ec) : 0;
    if (regular && !ec && size > limits.max_bytes) {
      diags.error(file, {}, too_large(size, limits.max_bytes));
      return false;
    }
#if defined(KAKURO_MAPPED_INPUT)
    if (regular && !ec && size > 0) {
      const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
      if (fd < 0) {
        diags.error(file, {}, "cannot read: " + path + ": " + std::strerror(errno));
        return false;
      }
      const bool read = text.read_file(fd, std::size_t(size), limits.max_bytes);
      const int error = errno;
      ::close(fd);
      if (!read) {
        diags.error(file, {}, "cannot read: " + path + ": " + std::strerror(error));
        return false;
      }
      return true;
    }
#endif
    // A stream (standard input, a pipe), or a file whose size the system does not say. Its
    // size when known in one allocation: grown by doubling, the text took up to twice it.
    std::string& s = text.string();
    if (regular && !ec && size > 0) {
      s.reserve(std::size_t(size) + 1);
      prefault(s);
    }
    std::ifstream f;
    if (!stdin_) f.open(path, std::ios::binary);
    std::istream& in = stdin_ ? std::cin : f;
    if (!in) {
      diags.error(file, {}, "cannot read: " + path + ": " + std::strerror(errno));
      return false;
    }
    char buf[1 << 16];
    while (in && s.size() <= limits.max_bytes) {
      in.read(buf, sizeof buf);
      s.append(buf, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
      diags.error(file, {}, "cannot read: " + path + ": read error");
      return false;
    }
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::exception& e) {
    diags.error(file, {}, "cannot read: " + path + ": " + e.what());
    return false;
  }
  return true;
}

}  // namespace kakuro::detail
