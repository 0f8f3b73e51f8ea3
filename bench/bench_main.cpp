// kakuro_bench: every puzzle of the given jsonl sets (default: the shared corpus) solved and
// proved unique by each configuration, summarised per set in Markdown tables.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "bench.hpp"
#include "kakuro/backend_option.hpp"
#include "kakuro/backends.hpp"

namespace fs = std::filesystem;
using namespace kakuro;

namespace {

std::vector<std::string> default_files() {
  fs::path dir = fs::path(KAKURO_SOURCE_DIR).parent_path() / "shared" / "puzzles";
  if (const char* env = std::getenv("KAKURO_SHARED"); env && *env) dir = fs::path(env) / "puzzles";
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".jsonl") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

struct Args {
  std::vector<std::string> files;
  std::string inference, var_order, val_order;
  std::string compare = "fc/input";
  std::vector<std::string> backends;
  double timeout = 10;
  int repeat = 1;
  std::string only;
};

// The native backend's declared option `name` set to `value` in `o`: false when it declares
// no such option or the value is not one of its choices.
bool set_option(const BackendInfo& native, const std::string& name, const std::string& value,
                SolverOptions& o) {
  for (const BackendOption& opt : native.options)
    if (opt.name == name) {
      if (!check(opt, value).empty()) return false;
      o.backend_options[name] = value;
      return true;
    }
  return false;
}

// The value of the native backend's option `name` in `o` (its default when not set).
std::string value_of(const BackendInfo& native, const std::string& name, const SolverOptions& o) {
  for (const BackendOption& opt : native.options)
    if (opt.name == name) return option_value(o, opt);
  return "?";
}

// "fc/input" -> options with both set explicitly; empty parts keep the defaults.
bool parse_pair(const BackendInfo& native, const std::string& spec, SolverOptions& o) {
  const auto slash = spec.find('/');
  const std::string inf = spec.substr(0, slash),
                    var = slash == std::string::npos ? "" : spec.substr(slash + 1);
  if (!inf.empty() && !set_option(native, "inference", inf, o)) return false;
  if (!var.empty() && !set_option(native, "var-order", var, o)) return false;
  return true;
}

std::vector<bench::Config> make_configs(const Args& a) {
  std::vector<bench::Config> configs;
  const BackendRegistry& reg = registered_backends();
  const BackendInfo& info = *reg.find("native");
  bench::Config native{"", &info, {}, {}};
  native.limits.timeout_s = a.timeout;
  for (const auto& [name, value] : {std::pair<std::string, std::string>{"inference", a.inference},
                                    {"var-order", a.var_order},
                                    {"val-order", a.val_order}})
    if (!value.empty() && !set_option(info, name, value, native.options))
      throw CLI::ValidationError("--" + name, "unknown: " + value);
  auto label = [&info](const bench::Config& c) {
    return c.backend->name + " " + value_of(info, "inference", c.options) + "/" +
           value_of(info, "var-order", c.options) + "/" + value_of(info, "val-order", c.options);
  };
  native.label = label(native);
  configs.push_back(native);
  if (a.compare != "none") {
    bench::Config weak = native;
    if (!parse_pair(info, a.compare, weak.options))
      throw CLI::ValidationError("--compare", "unknown: " + a.compare);
    weak.label = label(weak);
    configs.push_back(weak);
  }
  for (const BackendInfo& info : reg.all()) {
    if (info.name == "native" || !info.available) continue;
    if (!a.backends.empty() && std::find(a.backends.begin(), a.backends.end(), info.name) == a.backends.end())
      continue;
    bench::Config other{info.name + " (default options)", &info, {}, {}};
    other.limits.timeout_s = a.timeout;
    configs.push_back(other);
  }
  return configs;
}

int run(const Args& a) {
  const std::vector<bench::Config> configs = make_configs(a);
  std::vector<std::vector<bench::SetResult>> results(configs.size());
  for (const std::string& file : a.files.empty() ? default_files() : a.files) {
    ParseResult pr = read_puzzles(file);
    for (const Diagnostic& d : pr.diags.items()) std::cerr << d.str() << "\n";
    std::vector<PuzzleRecord> records;
    for (PuzzleRecord& r : pr.records)
      if (r.puzzle && (a.only.empty() || r.id.find(a.only) != std::string::npos))
        records.push_back(std::move(r));
    if (records.empty()) continue;
    const std::string set = fs::path(file).stem().string();
    for (std::size_t c = 0; c < configs.size(); ++c) {
      std::cerr << set << ": " << configs[c].label << "\n";
      results[c].push_back(bench::run_set(set, records, configs[c], a.repeat));
    }
  }
  bench::print_tables(std::cout, configs, results);
  return 0;
}

int run_cli(int argc, char** argv) {
  CLI::App app{"kakuro_bench: solve and prove unique every puzzle of jsonl sets, per backend",
               "kakuro_bench"};
  Args a;
  app.add_option("files", a.files, "jsonl puzzle sets (default: ../shared/puzzles/*.jsonl)");
  app.add_option("--inference", a.inference, "native inference: fc, ac3, mac, gac");
  app.add_option("--var-order", a.var_order, "native variable order: input, mrv, domwdeg");
  app.add_option("--val-order", a.val_order, "native value order: min, lcv");
  app.add_option("--compare", a.compare, "second native configuration as inference/var-order, or none")
      ->capture_default_str();
  app.add_option("--backends", a.backends, "other registered backends to include (default: all available)");
  app.add_option("--timeout", a.timeout, "seconds per puzzle and configuration")->capture_default_str();
  app.add_option("--repeat", a.repeat, "runs per puzzle; the best time counts")->capture_default_str();
  app.add_option("--only", a.only, "only puzzles whose id contains this");
  try {
    app.parse(argc, argv);
    return run(a);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run_cli(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "kakuro_bench: " << e.what() << "\n";
    return 1;
  } catch (...) {
    return 1;
  }
}
