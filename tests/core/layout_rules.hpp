// The layout's rules, checked on the sources as text (issue 24, "Rules that hold
// themselves"): which folder may include whose headers, and that core names no concrete
// solver. Pure functions over (path, text), so that the test can feed them bad files too.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace kakuro::test {

/// A source file: its path relative to the project root ('/'-separated) and its text.
struct SourceFile {
  std::string path;
  std::string text;
};

/// `text` without its comments (each replaced by a space, newlines kept, so lines keep
/// their numbers); string and character literals, raw strings included, are kept.
std::string code_only(const std::string& text);

/// One #include of a file: the name as written, its line, and whether it was "quoted".
struct Include {
  std::string name;
  int line = 0;
  bool quoted = true;
};
std::vector<Include> includes_of(const std::string& text);

/// The file an include of `from` names, relative to the root, among `tree` (every source
/// file's path): the including file's folder first, then each include root of the tree
/// (core/include, core/src, backends, backends/include, frontends). "" when none holds it (a
/// system or third-party header).
std::string resolve_include(const std::string& from, const Include& inc, const std::set<std::string>& tree);

/// Breaches of the include rules by `file`, one message each ("path:line: ..."):
/// - core (core/include, core/src) includes no backends or frontends header;
/// - a backend (backends/NAME) includes no other backend's private header;
/// - the backends' kit (backends/kit) and each backend's private headers are included from
///   backends/ (and tests) only: not from core, the frontends, bench or examples;
/// - core's private headers (core/src) are included from core (and tests) only;
/// - the frontends' shared layer (frontends/app, frontends/views) includes no frontend's
///   header (cli/, python/, web/); a frontend includes no other frontend's header, but for
///   web/ including cli/ (the page's engine is the kakuro command compiled to WebAssembly).
/// Files under tests/ may include anything.
std::vector<std::string> include_breaches(const SourceFile& file, const std::set<std::string>& tree);

/// Where a Python binding file (frontends/python/) names the CLI's namespace in its code:
/// `cli::` or `CLI::` (CLI11), one message each ("path:line: ..."). Empty for other files.
std::vector<std::string> cli_names(const SourceFile& file);

/// Where a core file names a concrete solver in its code or strings (comments may explain):
/// the words native, cryptominisat, cadical and sat, in any case, as whole words of an
/// identifier or literal (underscores and other non-alphanumerics part words:
/// `sat_solver` names it, `satisfied` does not). Empty for files outside core/.
std::vector<std::string> solver_names(const SourceFile& file);

/// Constants (`constexpr ... kName =` or `{`) that a .cpp file defines under a name another
/// file of the same folder also defines, one message each ("path:line: ..."). CI compiles
/// unity builds (a target's files in batches): there two such names clash or, in nested
/// namespaces, one silently hides the other (a kMargin in svg.cpp once moved the book's
/// margins).
std::vector<std::string> shared_constants(const std::vector<SourceFile>& files);

}  // namespace kakuro::test
