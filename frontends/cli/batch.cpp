// The batch runner: every command that takes files goes through run_batch().
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <system_error>

#include "cli.hpp"
#include "output_file.hpp"
#include "progress.hpp"
#include "sigint.hpp"
#include "views/report.hpp"
#include "worker_pool.hpp"

namespace kakuro::cli {

namespace {

struct Shard {
  std::size_t k = 0, n = 1;
};

Shard parse_shard(const std::string& s) {
  if (s.empty()) return {};
  const auto slash = s.find('/');
  try {
    if (slash == std::string::npos) throw std::invalid_argument(s);
    std::size_t pos1 = 0, pos2 = 0;
    const auto k = std::stoull(s.substr(0, slash), &pos1), n = std::stoull(s.substr(slash + 1), &pos2);
    if (pos1 != slash || pos2 != s.size() - slash - 1 || n == 0 || k >= n) throw std::invalid_argument(s);
    return {std::size_t(k), std::size_t(n)};
  } catch (const std::exception&) {
    throw CLI::ValidationError("--shard", "expected K/N with 0 <= K < N, got '" + s + "'");
  }
}

struct Inputs {
  std::vector<PuzzleRecord> records;
  std::vector<TaskResult> file_errors;
};

Inputs load(const CommonOptions& o) {
  Format fmt = Format::Auto;
  if (o.format != "auto") {
    auto f = parse_format(o.format);
    if (!f) throw CLI::ValidationError("--format", "unknown format '" + o.format + "'");
    fmt = *f;
  }
  ParseLimits limits = o.parse_limits;
  limits.max_cols = limits.max_rows;
  limits.threads = static_cast<int>(worker_count(o.jobs, std::size_t(-1)));  // --jobs reads too
  const Shard shard = parse_shard(o.shard);
  Inputs in;
  std::size_t index = 0;
  for (const auto& path : o.files) {
    ParseResult res = read_puzzles(path, fmt, limits);
    if (!res.diags.empty()) {
      TaskResult t{"", "", res.diags.has_errors() ? kUsage : kYes, "invalid"};
      nlohmann::json errors = nlohmann::json::array();
      for (const auto& d : res.diags.items()) t.err += d.str() + "\n", errors.push_back(d.str());
      if (o.json && res.diags.has_errors())
        t.out = json_line({{"file", path}, {"status", "invalid"}, {"errors", errors}});
      if (!res.diags.has_errors()) t.status.clear();
      in.file_errors.push_back(std::move(t));
    }
    for (auto& rec : res.records)
      if (index++ % shard.n == shard.k) in.records.push_back(std::move(rec));
  }
  return in;
}

// Several puzzles into one stream of a format that holds one: refused before any work.
void check_one_puzzle_output(const CommonOptions& o, std::size_t records) {
  if (records <= 1) return;
  for (const auto& [option, path] : o.one_puzzle_files)
    if (!path.empty() && !is_directory_target(path))
      throw CLI::ValidationError(option, "several puzzles need " + option +
                                             " DIR/ (one file per puzzle), but " + path +
                                             " is one file and the input has " + std::to_string(records));
  if (o.one_puzzle_format.empty() || is_directory_target(o.output)) return;
  throw CLI::ValidationError("--output-file",
                             "the " + o.one_puzzle_format + " format holds one puzzle, but the input has " +
                                 std::to_string(records) +
                                 ": write one file per puzzle with -o DIR/, or choose a format "
                                 "that holds a collection (jsonl)");
}

}  // namespace

int run_batch(const CommonOptions& common, const Task& task, const std::string& what) {
  const auto start = std::chrono::steady_clock::now();
  if (const std::string why = check_destination(common.output); !why.empty())
    throw CLI::ValidationError("--output-file", why);
  // For the whole batch, loading included: a Ctrl-C while a large input is read must also end
  // in the summary and exit 3, not in the default kill.
  const SigintScope sigint;
  Inputs in = load(common);
  check_one_puzzle_output(common, in.records.size());
  OutputSink sink(common.output, common.extension);
  int code = kYes;
  std::map<std::string, std::size_t> counts;
  std::size_t inputs = 0;  // puzzles, and files that could not be read (each at least one)
  bool input_error = false;
  auto tally = [&](const TaskResult& t, const PuzzleRecord* rec) {
    sink.emit(rec ? rec->id : "", t.out, t.err);
    code = worst(code, t.code);
    input_error = input_error || t.code == kUsage;
    if (!t.status.empty()) ++counts[t.status], ++inputs;
  };
  for (const auto& t : in.file_errors) tally(t, nullptr);

  const std::size_t n = in.records.size();
  CancelToken token;
  if (sigint.interrupted()) token.cancel();  // during loading: start nothing
  Progress progress(n, !common.quiet);
  std::size_t not_done = 0, consumed = 0;
  const std::string out_of_memory =
      "out of memory (--max-memory " + std::to_string(common.max_memory_mb) + " MB)";
  const auto bug = [&](const PuzzleRecord& rec, const std::exception& e) {
    return failed_result(rec, common.json, what, kInternal, "internal-error",
                         std::string("internal error: ") + e.what());
  };
  const std::function<TaskResult(std::size_t)> work = [&](std::size_t i) {
    const PuzzleRecord& rec = in.records[i];
    if (token.cancelled()) return TaskResult{"", "", kLimit, "timeout"};
    TaskContext ctx{token, n > 1, i};
    try {
      // A fault injected by the tests (docs/cli.md): proves that a bug reaches exit 4.
      static const char* const inject = std::getenv("KAKURO_INJECT_FAULT");
      if (inject && rec.id == inject) throw std::logic_error("fault injected by KAKURO_INJECT_FAULT");
      return rec.puzzle ? task(rec, ctx) : invalid_result(rec, common.json, what);
    } catch (const SolverFailure& e) {  // the solver's own fault: a failure, never a limit
      return failed_result(rec, common.json, what, kNo, "failed", e.what());
    } catch (const std::bad_alloc&) {  // one puzzle too large for --max-memory: the batch goes on
      return failed_result(rec, common.json, what, kLimit, "timeout", out_of_memory);
    } catch (const std::system_error& e) {
      // A thread that cannot start (the SAT backend's watchdog) is out of address space
      // under --max-memory, or out of threads: a limit as well, not a bug.
      if (e.code() == std::errc::resource_unavailable_try_again)
        return failed_result(rec, common.json, what, kLimit, "timeout",
                             out_of_memory + ": could not start a thread");
      return bug(rec, e);
    } catch (const std::exception& e) {  // a bug: reported as such, the batch goes on
      return bug(rec, e);
    }
  };
  const std::function<void(std::size_t, std::optional<TaskResult>)> consume =
      [&](std::size_t i, std::optional<TaskResult> r) {
        ++consumed;
        if (!r || (token.cancelled() && r->code == kLimit)) {
          ++not_done;  // stopped by the interrupt: not a result
        } else {
          progress.clear();
          tally(*r, &in.records[i]);
        }
      };
  const PoolEnd end = run_ordered<TaskResult>(n, common.jobs, work, consume, [&] {
    if (sigint.interrupted() && !token.cancelled()) token.cancel();
    progress.update(consumed);
    return token.cancelled();
  });
  progress.clear();
  not_done += end.not_started;
  if (!end.thread_error.empty()) code = worst(code, report_thread_error(end));

  if (common.only_if_valid && (input_error || not_done > 0) && !common.output.empty() &&
      !is_directory_target(common.output))
    std::cerr << "kakuro: error: " << common.output
              << " not written: " << (input_error ? "the input has errors" : "interrupted") << "\n";
  else if (!sink.finish(not_done > 0))
    code = worst(code, kUsage);
  if (!common.quiet) {
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cerr << summary_line(what, inputs + not_done, "", counts, secs, not_done) << "\n";
  }
  if (token.cancelled()) code = worst(code, kLimit);
  return code;
}

int report_thread_error(const PoolEnd& end) {
  std::cerr << "kakuro: error: " << end.thread_error << "; the items not started are not done\n";
  return kLimit;
}

TaskResult invalid_result(const PuzzleRecord& rec, bool json, const std::string& command) {
  TaskResult t{"", "", kUsage, "invalid"};
  nlohmann::json errors = nlohmann::json::array();
  for (const auto& d : rec.diags.items()) {
    t.err += d.str() + "\n";
    if (d.severity == Severity::Error) errors.push_back(d.str());
  }
  if (json)
    t.out = json_line({{"id", rec.id},
                       {"file", rec.file},
                       {"command", command},
                       {"status", "invalid"},
                       {"errors", errors}});
  return t;
}

TaskResult failed_result(const PuzzleRecord& rec, bool json, const std::string& command, int code,
                         const std::string& status, const std::string& message) {
  TaskResult t{"", "", code, status};
  const std::string where = rec.file + (rec.line > 0 ? ":" + std::to_string(rec.line) : "");
  t.err = where + ": error: " + rec.id + ": " + message + "\n";
  if (json)
    t.out = json_line(
        {{"id", rec.id}, {"file", rec.file}, {"command", command}, {"status", status}, {"reason", message}});
  return t;
}

}  // namespace kakuro::cli
