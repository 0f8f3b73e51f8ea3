#include "kakuro/diagnostics.hpp"

#include <algorithm>

#include "kakuro/text.hpp"

namespace kakuro {

std::string Diagnostic::str() const {
  std::string out = file.empty() ? std::string("<input>") : file;
  if (pos.line > 0) {
    out += ':' + std::to_string(pos.line);
    if (pos.col > 0) out += ':' + std::to_string(pos.col);
  }
  switch (severity) {
    case Severity::Error:
      out += ": error: ";
      break;
    case Severity::Warning:
      out += ": warning: ";
      break;
    case Severity::Note:
      out += ": note: ";
      break;
  }
  // A file name or a quoted input may hold any bytes; the line is always valid UTF-8.
  return to_valid_utf8(out + message);
}

void Diagnostics::error(std::string file, SourcePos pos, std::string message) {
  items_.push_back({std::move(file), pos, Severity::Error, std::move(message)});
}
void Diagnostics::warning(std::string file, SourcePos pos, std::string message) {
  items_.push_back({std::move(file), pos, Severity::Warning, std::move(message)});
}
void Diagnostics::note(std::string file, SourcePos pos, std::string message) {
  items_.push_back({std::move(file), pos, Severity::Note, std::move(message)});
}
void Diagnostics::append(const Diagnostics& other) {
  items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}
bool Diagnostics::has_errors() const { return error_count() > 0; }
std::size_t Diagnostics::error_count() const {
  return static_cast<std::size_t>(std::count_if(
      items_.begin(), items_.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; }));
}

}  // namespace kakuro
