// The layout's rules over every source file of the tree (issue 24): core includes neither
// the backends nor the frontends, a backend includes no other backend's private headers,
// the backends' kit is theirs alone, and core's code and strings name no concrete solver.
// The rules are checked on made-up files too, so that a checker that has gone blind (no
// files found, no include resolved) fails instead of passing.
#include <catch2/catch.hpp>
#include <filesystem>

#include "layout_rules.hpp"
#include "test_paths.hpp"

using namespace kakuro::test;
namespace fs = std::filesystem;

namespace {

bool is_source(const fs::path& p) {
  const std::string ext = p.extension().string();
  return ext == ".cpp" || ext == ".hpp" || ext == ".h" || ext == ".cc" || ext == ".c";
}

// Every source file below the project root, skipping hidden folders and build trees
// (folders with a CMakeCache.txt).
const std::vector<SourceFile>& tree_files() {
  static const std::vector<SourceFile> files = [] {
    std::vector<SourceFile> out;
    const fs::path root = source_dir();
    for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
      const fs::path& p = it->path();
      if (it->is_directory()) {
        if (p.filename().string().rfind('.', 0) == 0 || fs::exists(p / "CMakeCache.txt"))
          it.disable_recursion_pending();
        continue;
      }
      if (it->is_regular_file() && is_source(p))
        out.push_back({fs::relative(p, root).generic_string(), read_file(p.string())});
    }
    return out;
  }();
  return files;
}

const std::set<std::string>& tree_paths() {
  static const std::set<std::string> paths = [] {
    std::set<std::string> out;
    for (const SourceFile& f : tree_files()) out.insert(f.path);
    return out;
  }();
  return paths;
}

std::size_t count_prefix(const std::string& prefix) {
  std::size_t n = 0;
  for (const SourceFile& f : tree_files()) n += f.path.rfind(prefix, 0) == 0;
  return n;
}

// The first header of the tree under `folder`, as an include below `folder` names it
// (other changes may move any one of them).
std::string header_under(const std::string& folder) {
  for (const std::string& p : tree_paths())
    if (p.rfind(folder, 0) == 0 && p.size() > 4 && p.compare(p.size() - 4, 4, ".hpp") == 0)
      return p.substr(folder.size());
  FAIL("no header under " << folder);
  return "";
}

std::vector<std::string> breaches(const std::string& path, const std::string& text) {
  return include_breaches({path, text}, tree_paths());
}

std::vector<std::string> names(const std::string& path, const std::string& text) {
  return solver_names({path, text});
}

}  // namespace

TEST_CASE("every include of the tree keeps the layout's rules", "[core][layout]") {
  // The walk found the tree: core, the backends and the frontends, with their headers.
  REQUIRE(count_prefix("core/include/kakuro/") > 10);
  REQUIRE(count_prefix("core/src/") > 10);
  REQUIRE(count_prefix("backends/native/") > 5);
  REQUIRE(count_prefix("backends/kit/") > 2);
  REQUIRE(count_prefix("frontends/") > 10);
  REQUIRE(tree_paths().count("backends/include/kakuro/backends.hpp") == 1);
  std::size_t resolved = 0, into_kit = 0;
  for (const SourceFile& f : tree_files()) {
    for (const Include& inc : includes_of(f.text)) {
      const std::string target = resolve_include(f.path, inc, tree_paths());
      resolved += !target.empty();
      into_kit += target.rfind("backends/kit/", 0) == 0;
    }
    for (const std::string& b : include_breaches(f, tree_paths())) FAIL_CHECK(b);
  }
  CHECK(resolved > 500);  // the includes were read and found in the tree
  CHECK(into_kit > 2);    // the backends use their kit
}

TEST_CASE("core's code and strings name no concrete solver", "[core][layout]") {
  std::size_t read = 0;
  for (const SourceFile& f : tree_files()) {
    if (f.path.rfind("core/", 0) != 0) continue;
    ++read;
    for (const std::string& n : solver_names(f)) FAIL_CHECK(n);
  }
  CHECK(read > 40);
}

TEST_CASE("the Python module names no cli:: and the frontends include no other frontend", "[core][layout]") {
  std::size_t read = 0;
  for (const SourceFile& f : tree_files()) {
    if (f.path.rfind("frontends/python/", 0) != 0) continue;
    read += f.path.size() > 4 && f.path.compare(f.path.size() - 4, 4, ".cpp") == 0;
    for (const std::string& n : cli_names(f)) FAIL_CHECK(n);
  }
  CHECK(read > 4);  // the binding files were read
  // The rule sees it in code, not in comments; and only in the Python module's files.
  CHECK(cli_names({"frontends/python/src/solve.cpp", "auto& b = cli::find_backend(name);\n"}).size() == 1);
  CHECK(
      cli_names({"frontends/python/src/common.cpp", "} catch (const CLI::ValidationError& e) {\n"}).size() ==
      1);
  CHECK(
      cli_names({"frontends/python/src/solve.cpp", "// once cli::find_backend\nint x = app::y;\n"}).empty());
  CHECK(cli_names({"frontends/python/src/solve.cpp", "views::report_json(r);\n"}).empty());
  CHECK(cli_names({"frontends/cli/cmd_solve.cpp", "cli::find_backend(name);\n"}).empty());
  // The shared layer includes no frontend; a frontend includes the shared layer, not another
  // frontend (the page's engine, web/, runs the CLI's command line).
  const std::string cli_header = header_under("frontends/cli/");
  CHECK(breaches("frontends/views/report.cpp", "#include \"cli/" + cli_header + "\"\n").size() == 1);
  CHECK(breaches("frontends/app/hint.cpp", "#include \"../cli/" + cli_header + "\"\n").size() == 1);
  CHECK(breaches("frontends/python/src/solve.cpp", "#include \"cli/" + cli_header + "\"\n").size() == 1);
  CHECK(breaches("frontends/cli/cmd_solve.cpp", "#include \"python/src/common.hpp\"\n").size() == 1);
  CHECK(breaches("frontends/python/src/solve.cpp", "#include \"views/" + header_under("frontends/views/") +
                                                       "\"\n#include \"app/" +
                                                       header_under("frontends/app/") + "\"\n")
            .empty());
  CHECK(breaches("frontends/web/run.cpp", "#include \"cli/" + cli_header + "\"\n").empty());
}

TEST_CASE("the frontends leave the SAT backend's option rules to its own check_options", "[core][layout]") {
  // Each backend's option rules live in its BackendInfo::check_options, which names the
  // option at fault: no frontend's code or strings name the SAT backend's own options.
  std::size_t read = 0;
  for (const SourceFile& f : tree_files()) {
    if (f.path.rfind("frontends/", 0) != 0) continue;
    ++read;
    const std::string code = code_only(f.text);
    for (const char* name : {"sat-command", "sat-solver"})
      if (code.find(name) != std::string::npos) FAIL_CHECK(f.path << " names --" << name);
  }
  CHECK(read > 40);
  CHECK(code_only("// --sat-command\nint x;\n").find("sat-command") == std::string::npos);
  CHECK(code_only("f(\"--sat-command\");\n").find("sat-command") != std::string::npos);
}

TEST_CASE("no two files of a folder define a constant of one name", "[core][layout]") {
  for (const std::string& s : shared_constants(tree_files())) FAIL_CHECK(s);
  // The rule sees them: a .cpp's constant beside a header's, or another .cpp's, of its folder.
  const std::vector<SourceFile> made_up = {
      {"frontends/views/svg.cpp", "namespace {\nconstexpr int kMargin = 10;\n}\n"},
      {"frontends/views/style.hpp", "inline constexpr double kMargin{36};\n"},
      {"frontends/views/other.cpp", "// constexpr int kMargin = 1;\nconstexpr int kGap = 2;\n"},
      {"frontends/cli/a.cpp", "static constexpr auto kGap = 3;\n"}};
  const auto found = shared_constants(made_up);
  REQUIRE(found.size() == 1);
  CHECK(found[0] ==
        "frontends/views/svg.cpp:2: kMargin is also defined in frontends/views/style.hpp: in a unity "
        "build one may hide the other");
}

TEST_CASE("the include rules catch what they are for", "[core][layout]") {
  // Core includes no backends or frontends header, whatever the path's spelling.
  CHECK(breaches("core/src/model/puzzle.cpp", "#include \"native/native_backend.hpp\"\n").size() == 1);
  CHECK(breaches("core/src/solve/solve.cpp", "#include \"../../../backends/kit/pieces.hpp\"\n").size() == 1);
  CHECK(breaches("core/include/kakuro/solve.hpp", "#include <kakuro/backends.hpp>\n").size() == 1);
  CHECK(
      breaches("core/src/solve/solve.cpp", "  #  include \"" + header_under("frontends/") + "\"\n").size() ==
      1);
  CHECK(breaches("core/src/solve/solve.cpp", "#include \"kakuro/backend.hpp\"\n#include <vector>\n").empty());
  // A backend: its own headers, core's public ones, the kit; no other backend's.
  CHECK(breaches("backends/sat/sat_backend.cpp", "#include \"native/native_backend.hpp\"\n").size() == 1);
  CHECK(breaches("backends/sat/sat_backend.cpp", "#include \"../native/engine.hpp\"\n").size() == 1);
  CHECK(breaches("backends/portfolio/portfolio_backend.cpp", "#include \"sat/sat_backend.hpp\"\n").size() ==
        1);
  CHECK(
      breaches("backends/sat/sat_backend.cpp",
               "#include \"encoding.hpp\"\n#include \"sat/dimacs.hpp\"\n#include \"kit/split_backend.hpp\"\n"
               "#include \"kakuro/backends.hpp\"\n#include \"kakuro/puzzle.hpp\"\n")
          .empty());
  CHECK(breaches("backends/kit/pieces.cpp", "#include \"sat/cnf.hpp\"\n").size() == 1);
  // Core's private headers are core's.
  const std::string core_private = header_under("core/src/");
  CHECK(breaches("backends/sat/sat_backend.cpp", "#include \"" + core_private + "\"\n").size() == 1);
  CHECK(breaches("frontends/cmd_solve.cpp", "#include \"" + core_private + "\"\n").size() == 1);
  // The kit and backends' private headers are not the frontends' (nor core's); tests may.
  CHECK(breaches("frontends/cmd_solve.cpp", "#include \"kit/split_backend.hpp\"\n").size() == 1);
  CHECK(breaches("frontends/cmd_solve.cpp", "#include \"sat/dimacs.hpp\"\n").size() == 1);
  CHECK(breaches("bench/bench_main.cpp", "#include \"native/native_backend.hpp\"\n").size() == 1);
  CHECK(breaches("frontends/cmd_solve.cpp", "#include \"kakuro/backends.hpp\"\n#include \"cli.hpp\"\n")
            .empty());
  CHECK(breaches("tests/sat/test_split.cpp", "#include \"kit/split_backend.hpp\"\n").empty());
  // Commented out, it is no include.
  CHECK(breaches("core/src/model/puzzle.cpp", "// #include \"native/native_backend.hpp\"\n").empty());
  CHECK(breaches("core/src/model/puzzle.cpp", "/*\n#include \"sat/cnf.hpp\"\n*/\n").empty());
  // Lines are counted through comments.
  const auto b = breaches("core/src/model/puzzle.cpp", "/* one\ntwo */\n#include \"sat/cnf.hpp\"\n");
  REQUIRE(b.size() == 1);
  CHECK(b[0].rfind("core/src/model/puzzle.cpp:3: includes backends/sat/cnf.hpp", 0) == 0);
}

TEST_CASE("the solver-name rule reads code and strings, not comments", "[core][layout]") {
  CHECK(names("core/src/solve/solve.cpp", "std::string s = \"use CaDiCaL\";\n").size() == 1);
  CHECK(names("core/include/kakuro/x.hpp", "bool sat_solver_set = false;\n").size() == 1);
  CHECK(names("core/src/x.cpp", "int native = 0;\n").size() == 1);
  CHECK(names("core/src/x.cpp", "auto s = R\"x(cryptominisat)x\";\n").size() == 1);
  CHECK(names("core/src/x.cpp", "std::string s = \"SAT: \\\"sat\\\"\";\n").size() == 2);
  const auto at = names("core/src/x.cpp", "int a;\n/* sat\n*/ int b;\nbool sat;\n");
  REQUIRE(at.size() == 1);
  CHECK(at[0] == "core/src/x.cpp:4: names the solver 'sat'");
  CHECK(names("core/src/x.cpp", "// the SAT backend answers\nint x; /* native */\n").empty());
  CHECK(names("core/src/x.cpp", "bool satisfied, unsat_core, natively;\n").empty());
  CHECK(names("core/src/x.cpp", "long n = 1'000; char q = '\"'; // sat \"native\"\n").empty());
  CHECK(names("core/src/x.cpp", "auto u = u8'a'; // sat\n").empty());
  CHECK(names("backends/sat/sat_backend.cpp", "std::string name() const { return \"sat\"; }\n").empty());
}
