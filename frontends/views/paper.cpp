// The papers of the printable book, by name (render --paper).
#include <cctype>

#include "pdf_book.hpp"

namespace kakuro::views {

namespace {

struct NamedPaper {
  Paper paper;
  const char* name;
};
constexpr NamedPaper kPapers[] = {{Paper::A4, "a4"}, {Paper::Letter, "letter"}};

}  // namespace

std::optional<Paper> paper_from_name(const std::string& name) {
  std::string lower;
  for (char c : name) lower += char(std::tolower(static_cast<unsigned char>(c)));
  for (const NamedPaper& p : kPapers)
    if (lower == p.name) return p.paper;
  return std::nullopt;
}

std::vector<std::string> paper_names() {
  std::vector<std::string> names;
  for (const NamedPaper& p : kPapers) names.push_back(p.name);
  return names;
}

}  // namespace kakuro::views
