// kakuro_bench: every puzzle of the given jsonl sets (default: the shared corpus) solved and
// proved unique by each configuration, summarised per set in Markdown tables.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "bench.hpp"
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

// "fc/input" -> options with both set explicitly; empty parts keep the defaults.
bool parse_pair(const std::string& spec, SolverOptions& o) {
  const auto slash = spec.find('/');
  const std::string inf = spec.substr(0, slash),
                    var = slash == std::string::npos ? "" : spec.substr(slash + 1);
  if (!inf.empty() && !(o.inference_set = parse_inference(inf, o.inference))) return false;
  if (!var.empty() && !(o.var_order_set = parse_var_order(var, o.var_order))) return false;
  return true;
}

std::vector<bench::Config> make_configs(const Args& a) {
  std::vector<bench::Config> configs;
  const BackendRegistry& reg = registered_backends();
  bench::Config native{"", reg.find("native"), {}, {}};
  native.limits.timeout_s = a.timeout;
  if (!a.inference.empty() &&
      !(native.options.inference_set = parse_inference(a.inference, native.options.inference)))
    throw CLI::ValidationError("--inference", "unknown: " + a.inference);
  if (!a.var_order.empty() &&
      !(native.options.var_order_set = parse_var_order(a.var_order, native.options.var_order)))
    throw CLI::ValidationError("--var-order", "unknown: " + a.var_order);
  if (!a.val_order.empty() &&
      !(native.options.val_order_set = parse_val_order(a.val_order, native.options.val_order)))
    throw CLI::ValidationError("--val-order", "unknown: " + a.val_order);
  auto label = [](const bench::Config& c) {
    return c.backend->name + " " + to_string(c.options.inference) + "/" + to_string(c.options.var_order) +
           "/" + to_string(c.options.val_order);
  };
  native.label = label(native);
  configs.push_back(native);
  if (a.compare != "none") {
    bench::Config weak = native;
    if (!parse_pair(a.compare, weak.options))
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
