#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "cli.hpp"
#include "kakuro/backends.hpp"
#include "memory_cap.hpp"
#include "option_choices.hpp"

namespace kakuro::cli {

int worst(int a, int b) {
  auto rank = [](int c) { return c == kInternal ? 4 : c == kUsage ? 3 : c == kLimit ? 2 : c == kNo ? 1 : 0; };
  return rank(a) >= rank(b) ? a : b;
}

namespace {

// "" when `value` is a whole number from `lo` to 2^64-1 written in digits, else what is
// wrong with it, naming `noun` ("seed"). Digits only: CLI11 would wrap "-1" to 2^64-1 and
// clamp a larger number to it.
std::string whole_number_problem(const std::string& value, std::uint64_t lo, const std::string& noun) {
  const std::string range = "expected a whole number from " + std::to_string(lo) + " to 18446744073709551615";
  std::uint64_t v = 0;
  const char* end = value.data() + value.size();
  const auto [next, ec] = std::from_chars(value.data(), end, v);
  if (value.empty() || value.find_first_not_of("0123456789") != std::string::npos)
    return "'" + value + "' is not " + (noun == "seed" ? "a seed" : "a " + noun) + ": " + range;
  if (ec == std::errc::result_out_of_range || next != end)
    return value + " is past the largest " + noun + ", 18446744073709551615";
  if (v < lo) return value + " is too small: " + range;
  return "";
}

}  // namespace

CLI::Validator seed_check() {
  return CLI::Validator([](std::string& value) { return whole_number_problem(value, 0, "seed"); }, "UINT64");
}

CLI::Validator positive_whole(const std::string& noun) {
  return CLI::Validator([noun](std::string& value) { return whole_number_problem(value, 1, noun); },
                        "UINT64");
}

CLI::Validator non_negative(const std::string& zero_means) {
  return CLI::Validator(
      [zero_means](std::string& value) -> std::string {
        double d = 0;
        try {
          std::size_t used = 0;
          d = std::stod(value, &used);
          if (used != value.size()) throw std::invalid_argument(value);
        } catch (const std::exception&) {
          return "'" + value + "' is not a number";
        }
        if (std::isnan(d)) return "'" + value + "' is not a number";  // stod reads "nan"
        if (d < 0) return value + " is negative; expected 0 or more (0 = " + zero_means + ")";
        return "";
      },
      "NUMBER>=0");
}

std::string format_list(const std::string& last, bool (*keep)(const FormatInfo&)) {
  std::vector<std::string_view> names;
  for (const FormatInfo& f : format_infos())
    if (!keep || keep(f)) names.push_back(f.name);
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 == names.size() ? last : ", ") + std::string(names[i]);
  return out;
}

CLI::Option* add_output_option(CLI::App* cmd, std::string& output, const std::string& what) {
  // "-" is standard output: the same as no -o (results streamed as they come).
  return cmd
      ->add_option("-o,--output-file", output,
                   "Write the " + what +
                       " to FILE (atomically) instead of stdout; DIR/: one file per puzzle; -: stdout")
      ->transform([](std::string v) { return v == "-" ? std::string() : v; });
}

void add_common(CLI::App* cmd, CommonOptions& o, bool with_json) {
  cmd->add_option("files", o.files,
                  "Puzzle files (any format, jsonl collections), puzz.link URLs; - for standard input")
      ->required();
  cmd->add_option("--format", o.format, "Input format: auto, " + format_list(", "))
      ->capture_default_str()
      ->check(format_choice(true));
  cmd->add_option("-j,--jobs", o.jobs, "Worker threads (0 = the number of cores)")
      ->capture_default_str()
      ->check(non_negative("the number of cores"));
  if (with_json) cmd->add_flag("--json", o.json, "One JSON object per puzzle (JSON lines), see docs/cli.md");
  cmd->add_option("--shard", o.shard, "K/N: take every N-th record starting at K (0-based)");
  add_output_option(cmd, o.output, "results");
  cmd->add_option("--max-size", o.parse_limits.max_rows, "Largest number of rows or columns accepted")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--max-input-bytes", o.parse_limits.max_bytes, "Largest input file accepted, in bytes")
      ->capture_default_str()
      ->check(positive_whole("number of bytes"));
  cmd->add_option("--max-memory", o.max_memory_mb,
                  "Largest address space in MiB (default: the physical memory; 0 = no cap)")
      ->capture_default_str()
      ->check(non_negative("no cap"));
  cmd->add_flag("-q,--quiet", o.quiet, "No progress bar and no summary");
  cmd->parse_complete_callback([&o] { apply_memory_limit(o.max_memory_mb); });
}

std::string read_side_input(const std::string& option, std::string& path, CommonOptions& common) {
  const bool from_stdin = path == "-";
  if (from_stdin && std::count(common.files.begin(), common.files.end(), "-") > 0)
    throw CLI::ValidationError(
        option, "- is standard input, and so is a puzzle file (-): give one of them as a file");
  if (std::error_code ec; !from_stdin && std::filesystem::is_directory(path, ec))
    throw CLI::ValidationError(option, "cannot read " + path + ": " + std::strerror(EISDIR));
  std::ifstream file;
  if (!from_stdin) file.open(path, std::ios::binary);
  std::istream& in = from_stdin ? std::cin : file;
  if (!in) throw CLI::ValidationError(option, "cannot read " + path + ": " + std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw CLI::ValidationError(option, "cannot read " + path + ": read error");
  if (from_stdin)
    path = "<stdin>";
  else
    common.side_inputs.push_back(path);
  return text.str();
}

std::uint64_t physical_memory_mb() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page <= 0) return 0;
  return std::uint64_t(pages) / (std::uint64_t(1 << 20) / std::uint64_t(page));
}

void add_solver(CLI::App* cmd, SolveOptions& o, bool with_backend) {
  if (with_backend) {
    std::string names;
    for (const std::string& name : backend_names()) names += (names.empty() ? "" : ", ") + name;
    cmd->add_option("-b,--backend", o.backend, "Backend: " + names + " (see `kakuro backends`)")
        ->capture_default_str()
        ->check(backend_choice());
  }
  cmd->add_option("-t,--timeout", o.timeout_s, "Seconds per puzzle (0 = no limit)")
      ->capture_default_str()
      ->check(non_negative("no limit"));
  // One flag per option name that a registered backend declares, in the order declared;
  // a name declared by two backends (--solver-seed) is one flag, valid for both.
  std::vector<std::string> order;
  std::map<std::string, std::vector<const BackendOption*>> declared;
  for (const auto& b : registered_backends().all())
    for (const auto& opt : b.options) {
      if (!declared.count(opt.name)) order.push_back(opt.name);
      declared[opt.name].push_back(&opt);
    }
  for (const std::string& name : order) {
    const std::vector<const BackendOption*> decls = declared[name];
    const BackendOption& first = *decls.front();
    auto* flag = cmd->add_option_function<std::string>(
        "--" + name, [&o, name](const std::string& v) { o.values[name] = v; }, first.help);
    std::string type = value_syntax(first);
    if (first.type != OptionType::Choice)  // CLI11's style for types: UINT, STRING
      for (auto& ch : type) ch = char(std::toupper(static_cast<unsigned char>(ch)));
    flag->type_name(type);
    if (!first.default_value.empty()) flag->default_str(first.default_value);
    flag->check(CLI::Validator(
        [decls](std::string& v) {
          for (const BackendOption* d : decls)
            if (std::string why = check(*d, v); !why.empty()) return why;
          return std::string();
        },
        "", name));
  }
}

std::string format_seconds(double s) {
  char buf[32];
  if (s < 1e-3)
    std::snprintf(buf, sizeof buf, "%.1f us", s * 1e6);
  else if (s < 1)
    std::snprintf(buf, sizeof buf, "%.2f ms", s * 1e3);
  else
    std::snprintf(buf, sizeof buf, "%.2f s", s);
  return buf;
}

}  // namespace kakuro::cli
