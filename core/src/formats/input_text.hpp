// InputText: the bytes of one input, read whole, and read_input() that reads them (not part
// of the public API).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "kakuro/diagnostics.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::detail {

/// The bytes of an input. A regular file's lie in memory mapped for them alone, which the
/// kernel may back with 2 MB pages: filled 4 KB page by page, a 1.5 MB corpus took a page
/// fault each, 4-5 ms on a virtual machine, ten times its parse's share of a batch. Anything
/// else (standard input, a URL, a file that grew while read, a system without the call) is
/// a string. Moves, never copies.
class InputText {
 public:
  InputText() = default;
  explicit InputText(std::string s) : str_(std::move(s)) {}
  InputText(InputText&& o) noexcept;
  InputText& operator=(InputText&& o) noexcept;
  InputText(const InputText&) = delete;
  InputText& operator=(const InputText&) = delete;
  ~InputText();

  std::string_view view() const {
    return map_ != nullptr ? std::string_view(data_, size_) : std::string_view(str_);
  }
  std::size_t size() const { return map_ != nullptr ? size_ : str_.size(); }

  /// Reads the regular file open as `fd`, `expected` bytes long by its size, up to more than
  /// `max_bytes` (the caller says it is too large). False with errno set on a read error;
  /// the mapping is an optimisation, so when it cannot be made the file is read as a string.
  bool read_file(int fd, std::size_t expected, std::size_t max_bytes);
  /// The string form, which a stream's bytes are appended to (none mapped).
  std::string& string() { return str_; }

 private:
  void release();
  bool read_rest(int fd, std::size_t max_bytes);  ///< onto the string, by read(2)
  std::string str_;
  void* map_ = nullptr;  ///< the whole mapping (munmap's)
  std::size_t mapped_ = 0;
  const char* data_ = nullptr;  ///< the bytes, inside the mapping
  std::size_t size_ = 0;
};

/// The text of read_puzzles' `path` and its name in messages (`file`: "<stdin>" for "-", a
/// puzz.link URL that is no file is its own text and name). False, with the reason in
/// `diags`, when it cannot be read or is over limits.max_bytes.
bool read_input(const std::string& path, const ParseLimits& limits, std::string& file, InputText& text,
                Diagnostics& diags);

/// "input is N bytes, more than the limit of M (--max-input-bytes)".
std::string too_large(std::size_t size, std::size_t limit);

}  // namespace kakuro::detail
