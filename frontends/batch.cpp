// The batch runner: every command that takes files goes through run_batch().
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <thread>

#include "cli.hpp"

namespace kakuro::cli {

namespace {

volatile std::sig_atomic_t g_interrupted = 0;
extern "C" void on_sigint(int) { g_interrupted = 1; }

// The SIGINT handler for the whole batch, loading included (a Ctrl-C while a large input is
// read must also end in the summary and exit 3, not in the default kill), restored on
// every way out.
class SigintScope {
 public:
  SigintScope() {
    g_interrupted = 0;
    old_ = std::signal(SIGINT, on_sigint);
  }
  ~SigintScope() { std::signal(SIGINT, old_); }
  SigintScope(const SigintScope&) = delete;
  SigintScope& operator=(const SigintScope&) = delete;

 private:
  void (*old_)(int) = nullptr;
};

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
        t.out = nlohmann::json{{"file", path}, {"status", "invalid"}, {"errors", errors}}.dump() + "\n";
      if (!res.diags.has_errors()) t.status.clear();
      in.file_errors.push_back(std::move(t));
    }
    for (auto& rec : res.records)
      if (index++ % shard.n == shard.k) in.records.push_back(std::move(rec));
  }
  return in;
}

class Progress {
 public:
  Progress(std::size_t total, bool enabled) : total_(total), enabled_(enabled && total > 1 && isatty(2)) {}
  void update(std::size_t done) {
    if (!enabled_) return;
    const double t = std::chrono::duration<double>(Clock::now() - start_).count();
    if (t < 0.5 || (done != total_ && t - last_ < 0.1)) return;
    last_ = t;
    const int width = 30, fill = int(double(width) * double(done) / double(total_));
    std::cerr << "\r[" << std::string(std::size_t(fill), '#') << std::string(std::size_t(width - fill), ' ') << "] "
              << done << "/" << total_ << std::flush;
    shown_ = true;
  }
  void clear() {
    if (shown_) std::cerr << "\r" << std::string(60, ' ') << "\r" << std::flush;
  }

 private:
  using Clock = std::chrono::steady_clock;
  std::size_t total_;
  bool enabled_;
  bool shown_ = false;
  double last_ = 0;
  Clock::time_point start_ = Clock::now();
};

}  // namespace

int run_batch(const CommonOptions& common, const Task& task, const std::string& what) {
  const auto start = std::chrono::steady_clock::now();
  const SigintScope sigint;
  Inputs in = load(common);
  std::string sink;  // everything for -o, written at the end
  auto emit = [&](const TaskResult& t) {
    if (!t.err.empty()) std::cerr << t.err << std::flush;
    if (common.output.empty())
      std::cout << t.out << std::flush;
    else
      sink += t.out;
  };
  int code = kYes;
  std::map<std::string, std::size_t> counts;
  for (const auto& t : in.file_errors) {
    emit(t);
    code = worst(code, t.code);
    if (!t.status.empty()) ++counts[t.status];
  }

  const std::size_t n = in.records.size();
  std::vector<std::optional<TaskResult>> results(n);
  std::mutex mutex;
  std::condition_variable cv;
  std::atomic<std::size_t> next{0};
  CancelToken token;
  if (g_interrupted) token.cancel();  // during loading: start nothing
  auto worker = [&] {
    for (std::size_t i; (i = next++) < n && !token.cancelled();) {
      TaskContext ctx{token, n > 1};
      TaskResult r;
      try {
        r = in.records[i].puzzle ? task(in.records[i], ctx) : invalid_result(in.records[i], common.json, what);
      } catch (const std::bad_alloc&) {  // one puzzle too large for --max-memory: the batch goes on
        r = failed_result(in.records[i], common.json, what, kLimit, "timeout",
                          "out of memory (--max-memory " + std::to_string(common.max_memory_mb) + " MB)");
      } catch (const std::exception& e) {
        r = failed_result(in.records[i], common.json, what, kUsage, "error", e.what());
      }
      std::lock_guard lock(mutex);
      results[i] = std::move(r);
      cv.notify_all();
    }
  };
  const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t jobs = std::min<std::size_t>(n, common.jobs > 0 ? std::size_t(common.jobs) : hw);
  std::vector<std::thread> threads;
  for (std::size_t j = 0; j < jobs; ++j) threads.emplace_back(worker);

  Progress progress(n, !common.quiet);
  std::size_t printed = 0, not_done = 0;
  {
    std::unique_lock lock(mutex);
    while (printed < n) {
      // The predicate matters: a result stored before this wait must not cost a timeout.
      cv.wait_for(lock, std::chrono::milliseconds(50), [&] { return results[printed].has_value() || g_interrupted; });
      if (g_interrupted && !token.cancelled()) token.cancel();
      while (printed < n && results[printed]) {
        TaskResult& r = *results[printed];
        if (token.cancelled() && r.code == kLimit) {
          ++not_done;  // stopped by the interrupt: not a result
        } else {
          progress.clear();
          emit(r);
          code = worst(code, r.code);
          ++counts[r.status];
        }
        ++printed;
      }
      progress.update(printed);
      if (token.cancelled()) {
        lock.unlock();
        for (auto& t : threads) t.join();
        threads.clear();
        lock.lock();
        for (; printed < n; ++printed) {
          if (results[printed] && !(results[printed]->code == kLimit)) {
            emit(*results[printed]);
            code = worst(code, results[printed]->code);
            ++counts[results[printed]->status];
          } else {
            ++not_done;
          }
        }
      }
    }
  }
  for (auto& t : threads) t.join();
  progress.clear();

  if (!common.output.empty()) {
    std::string error;
    if (!write_file_atomic(common.output, sink, error)) {
      std::cerr << "kakuro: error: " << error << "\n";
      code = kUsage;
    }
  }
  if (!common.quiet) {
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string line = what + ": " + std::to_string(n) + (n == 1 ? " puzzle" : " puzzles");
    std::string parts;
    for (const auto& [status, count] : counts) parts += (parts.empty() ? ": " : ", ") + std::to_string(count) + " " + status;
    line += parts + " in " + format_seconds(secs);
    if (not_done > 0) line += "; interrupted, " + std::to_string(not_done) + " not done";
    std::cerr << line << "\n";
  }
  if (token.cancelled()) code = worst(code, kLimit);
  return code;
}

TaskResult invalid_result(const PuzzleRecord& rec, bool json, const std::string& command) {
  TaskResult t{"", "", kUsage, "invalid"};
  nlohmann::json errors = nlohmann::json::array();
  for (const auto& d : rec.diags.items()) {
    t.err += d.str() + "\n";
    if (d.severity == Severity::Error) errors.push_back(d.str());
  }
  if (json)
    t.out = nlohmann::json{{"id", rec.id}, {"file", rec.file}, {"command", command}, {"status", "invalid"},
                           {"errors", errors}}
                .dump() +
            "\n";
  return t;
}

TaskResult failed_result(const PuzzleRecord& rec, bool json, const std::string& command, int code,
                         const std::string& status, const std::string& message) {
  TaskResult t{"", "", code, status};
  const std::string where = rec.file + (rec.line > 0 ? ":" + std::to_string(rec.line) : "");
  t.err = where + ": error: " + rec.id + ": " + message + "\n";
  if (json)
    t.out = nlohmann::json{{"id", rec.id},         {"file", rec.file}, {"command", command},
                           {"status", status},     {"reason", message}}
                .dump() +
            "\n";
  return t;
}

}  // namespace kakuro::cli
