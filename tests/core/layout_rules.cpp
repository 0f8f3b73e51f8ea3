#include "layout_rules.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <regex>

namespace kakuro::test {

namespace {

bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Whether the quote at `i` separates digits (2'147'483'647) rather than opening a
// character literal: the run of identifier characters and quotes before it starts with a
// digit (u8'x' and L'x' are literals).
bool digit_separator(const std::string& s, std::size_t i) {
  std::size_t j = i;
  while (j > 0 && (ident_char(s[j - 1]) || s[j - 1] == '\'')) --j;
  return j < i && std::isdigit(static_cast<unsigned char>(s[j]));
}

// Whether the double quote at `i` opens a raw string: R, u8R, uR, UR or LR just before it.
bool raw_string(const std::string& s, std::size_t i) {
  std::size_t j = i;
  while (j > 0 && ident_char(s[j - 1])) --j;
  const std::string prefix = s.substr(j, i - j);
  return prefix == "R" || prefix == "u8R" || prefix == "uR" || prefix == "UR" || prefix == "LR";
}

// Copies the literal opened by the quote at `i` into `out` (up to its closing quote, or
// the line's end for a broken one) and returns the index after it.
std::size_t copy_literal(const std::string& s, std::size_t i, std::string& out) {
  const char quote = s[i];
  std::size_t j = i + 1;
  while (j < s.size() && s[j] != quote && s[j] != '\n') j += s[j] == '\\' ? 2 : 1;
  j = std::min(s.size(), j + 1);
  out.append(s, i, j - i);
  return j;
}

// The same for a raw string R"delim( ... )delim", newlines and all.
std::size_t copy_raw_string(const std::string& s, std::size_t i, std::string& out) {
  const std::size_t open = s.find('(', i);
  if (open == std::string::npos) return copy_literal(s, i, out);
  const std::string end = ")" + s.substr(i + 1, open - i - 1) + "\"";
  const std::size_t close = s.find(end, open);
  const std::size_t j = close == std::string::npos ? s.size() : close + end.size();
  out.append(s, i, j - i);
  return j;
}

enum class Area {
  CorePublic,
  CorePrivate,
  BackendsPublic,
  Kit,
  Backend,
  BackendsRoot,
  Frontends,
  Tests,
  Other
};

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// The area a root-relative path belongs to; for Area::Backend, `backend` is its folder.
Area area_of(const std::string& path, std::string* backend = nullptr) {
  if (starts_with(path, "core/src/")) return Area::CorePrivate;
  if (starts_with(path, "core/")) return Area::CorePublic;
  if (starts_with(path, "backends/include/")) return Area::BackendsPublic;
  if (starts_with(path, "backends/kit/")) return Area::Kit;
  if (starts_with(path, "backends/")) {
    const std::string rest = path.substr(std::string("backends/").size());
    const std::size_t slash = rest.find('/');
    if (slash == std::string::npos) return Area::BackendsRoot;
    if (backend) *backend = rest.substr(0, slash);
    return Area::Backend;
  }
  if (starts_with(path, "frontends/")) return Area::Frontends;
  if (starts_with(path, "tests/")) return Area::Tests;
  return Area::Other;
}

bool in_core(Area a) { return a == Area::CorePublic || a == Area::CorePrivate; }

// The frontend a path under frontends/ belongs to: its first folder (cli, python, web, or the
// shared layer's app and views); "" outside a frontend's folder.
std::string frontend_of(const std::string& path) {
  if (!starts_with(path, "frontends/")) return "";
  const std::string rest = path.substr(std::string("frontends/").size());
  const std::size_t slash = rest.find('/');
  return slash == std::string::npos ? "" : rest.substr(0, slash);
}

bool is_shared_layer(const std::string& frontend) { return frontend == "app" || frontend == "views"; }

// Why `from`'s include of `to` (both frontend folders) breaks the frontends' rules, or "".
// The page's engine is the kakuro command compiled to WebAssembly: web/ runs cli/'s command
// line, the one frontend another may include.
std::string frontend_breach(const std::string& from, const std::string& to) {
  if (from.empty() || to.empty() || from == to || is_shared_layer(to)) return "";
  if (is_shared_layer(from)) return "the shared layer (app, views) includes a frontend's header";
  if (from == "web" && to == "cli") return "";
  return "a frontend includes another frontend's header";
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out(1);
  for (char c : text) {
    if (c == '\n')
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

}  // namespace

std::string code_only(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  std::size_t i = 0;
  while (i < s.size()) {
    const char c = s[i];
    const char next = i + 1 < s.size() ? s[i + 1] : '\0';
    if (c == '/' && next == '/') {
      while (i < s.size() && s[i] != '\n') ++i;
      out += ' ';
    } else if (c == '/' && next == '*') {
      const std::size_t end = s.find("*/", i + 2);
      const std::size_t stop = end == std::string::npos ? s.size() : end + 2;
      out += ' ';
      out.append(static_cast<std::size_t>(std::count(s.begin() + long(i), s.begin() + long(stop), '\n')),
                 '\n');
      i = stop;
    } else if (c == '"') {
      i = raw_string(s, i) ? copy_raw_string(s, i, out) : copy_literal(s, i, out);
    } else if (c == '\'' && !digit_separator(s, i)) {
      i = copy_literal(s, i, out);
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

std::vector<Include> includes_of(const std::string& text) {
  std::vector<Include> out;
  const std::vector<std::string> lines = lines_of(code_only(text));
  for (std::size_t n = 0; n < lines.size(); ++n) {
    const std::string& line = lines[n];
    std::size_t i = line.find_first_not_of(" \t");
    if (i == std::string::npos || line[i] != '#') continue;
    i = line.find_first_not_of(" \t", i + 1);
    if (i == std::string::npos || line.compare(i, 7, "include") != 0) continue;
    i = line.find_first_not_of(" \t", i + 7);
    if (i == std::string::npos || (line[i] != '"' && line[i] != '<')) continue;
    const std::size_t end = line.find(line[i] == '"' ? '"' : '>', i + 1);
    if (end == std::string::npos) continue;
    out.push_back({line.substr(i + 1, end - i - 1), int(n) + 1, line[i] == '"'});
  }
  return out;
}

std::string resolve_include(const std::string& from, const Include& inc, const std::set<std::string>& tree) {
  namespace fs = std::filesystem;
  std::vector<fs::path> bases;
  if (inc.quoted) bases.push_back(fs::path(from).parent_path());
  for (const char* root : {"core/include", "core/src", "backends", "backends/include", "frontends"})
    bases.emplace_back(root);
  for (const fs::path& base : bases) {
    const std::string path = (base / inc.name).lexically_normal().generic_string();
    if (tree.count(path)) return path;
  }
  return "";
}

std::vector<std::string> include_breaches(const SourceFile& file, const std::set<std::string>& tree) {
  std::vector<std::string> out;
  std::string from_backend;
  const Area from = area_of(file.path, &from_backend);
  if (from == Area::Tests) return out;
  for (const Include& inc : includes_of(file.text)) {
    const std::string target = resolve_include(file.path, inc, tree);
    if (target.empty()) continue;  // a system or third-party header
    std::string to_backend;
    const Area to = area_of(target, &to_backend);
    std::string why;
    if (in_core(from) && !in_core(to))
      why =
          to == Area::Frontends ? "core includes a frontends header" : "core includes a header outside core";
    else if (to == Area::Backend && !(from == Area::Backend && from_backend == to_backend))
      why = from == Area::Backend ? "a backend includes another backend's private header"
                                  : "a backend's private header is included outside its backend";
    else if (to == Area::Kit && from != Area::Kit && from != Area::Backend)
      why = "the backends' kit is included outside the backends";
    else if (to == Area::CorePrivate && !in_core(from))
      why = "core's private header is included outside core";
    else if (from == Area::Frontends && to == Area::Frontends)
      why = frontend_breach(frontend_of(file.path), frontend_of(target));
    if (!why.empty())
      out.push_back(file.path + ":" + std::to_string(inc.line) + ": includes " + target + ": " + why);
  }
  return out;
}

std::vector<std::string> cli_names(const SourceFile& file) {
  std::vector<std::string> out;
  if (!starts_with(file.path, "frontends/python/")) return out;
  const std::vector<std::string> lines = lines_of(code_only(file.text));
  for (std::size_t n = 0; n < lines.size(); ++n)
    for (const char* name : {"cli::", "CLI::"})
      for (std::size_t at = lines[n].find(name); at != std::string::npos; at = lines[n].find(name, at + 1))
        if (at == 0 ||
            !(std::isalnum(static_cast<unsigned char>(lines[n][at - 1])) || lines[n][at - 1] == '_'))
          out.push_back(file.path + ":" + std::to_string(n + 1) + ": names " + name +
                        " (the CLI's): call the shared layer (app, views) instead");
  return out;
}

std::vector<std::string> solver_names(const SourceFile& file) {
  std::vector<std::string> out;
  if (!starts_with(file.path, "core/")) return out;
  const std::vector<std::string> lines = lines_of(code_only(file.text));
  for (std::size_t n = 0; n < lines.size(); ++n) {
    const std::string& line = lines[n];
    for (std::size_t i = 0; i < line.size();) {
      if (!std::isalnum(static_cast<unsigned char>(line[i]))) {
        ++i;
        continue;
      }
      std::size_t j = i;
      std::string word;
      for (; j < line.size() && std::isalnum(static_cast<unsigned char>(line[j])); ++j)
        word += char(std::tolower(static_cast<unsigned char>(line[j])));
      if (word == "native" || word == "cryptominisat" || word == "cadical" || word == "sat")
        out.push_back(file.path + ":" + std::to_string(n + 1) + ": names the solver '" + word + "'");
      i = j;
    }
  }
  return out;
}

std::vector<std::string> shared_constants(const std::vector<SourceFile>& files) {
  static const std::regex constant(R"(\bconstexpr\b[^;=(){}]*\b(k[A-Z]\w*)\s*(=|\{))");
  struct Definition {
    std::string path;
    std::size_t line;
  };
  // folder -> name -> where it is defined
  std::map<std::string, std::map<std::string, std::vector<Definition>>> defined;
  for (const SourceFile& f : files) {
    const std::string folder = std::filesystem::path(f.path).parent_path().generic_string();
    const std::vector<std::string> lines = lines_of(code_only(f.text));
    for (std::size_t n = 0; n < lines.size(); ++n)
      for (std::sregex_iterator m(lines[n].begin(), lines[n].end(), constant), end; m != end; ++m)
        defined[folder][(*m)[1]].push_back({f.path, n + 1});
  }
  std::vector<std::string> out;
  for (const auto& [folder, names] : defined)
    for (const auto& [name, at] : names)
      for (const Definition& d : at) {
        const auto other =
            std::find_if(at.begin(), at.end(), [&](const Definition& o) { return o.path != d.path; });
        const bool in_cpp = d.path.size() > 4 && d.path.compare(d.path.size() - 4, 4, ".cpp") == 0;
        if (in_cpp && other != at.end())
          out.push_back(d.path + ":" + std::to_string(d.line) + ": " + name + " is also defined in " +
                        other->path + ": in a unity build one may hide the other");
      }
  return out;
}

}  // namespace kakuro::test
