// Input diagnostics: `file:line:col: error: message`, collected, never thrown.
#pragma once

#include <string>
#include <vector>

namespace kakuro {

enum class Severity { Error, Warning, Note };

struct SourcePos {
  int line = 0;  ///< 1-based; 0 when unknown
  int col = 0;   ///< 1-based; 0 when unknown
};

struct Diagnostic {
  std::string file;
  SourcePos pos;
  Severity severity = Severity::Error;
  std::string message;

  /// `file:line:col: error: message` (line/col omitted when unknown), as valid UTF-8:
  /// bytes of the file name or message that are not become U+FFFD.
  std::string str() const;
};

class Diagnostics {
 public:
  void error(std::string file, SourcePos pos, std::string message);
  void warning(std::string file, SourcePos pos, std::string message);
  void note(std::string file, SourcePos pos, std::string message);
  void add(Diagnostic d) { items_.push_back(std::move(d)); }
  void append(const Diagnostics& other);

  bool has_errors() const;
  std::size_t error_count() const;
  const std::vector<Diagnostic>& items() const { return items_; }
  bool empty() const { return items_.empty(); }

 private:
  std::vector<Diagnostic> items_;
};

}  // namespace kakuro
