// The one batch runner of the command line. Every command that works through many items
// runs them through BatchRun: the puzzles read from files (run_batch: solve, explain,
// render, ...), the puzzles `generate` makes and the random puzzles of `selftest`. Items run
// on -j threads (worker_pool.hpp) and their results are written in input order
// (output_file.hpp's OutputSink); a progress bar shows on a terminal; Ctrl-C stops the
// running items, writes the finished results and counts the rest as not done; an item whose
// work throws becomes that item's result and the batch goes on.
#pragma once

#include <chrono>
#include <cstddef>
#include <exception>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <type_traits>

#include "cli.hpp"
#include "file_names.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"
#include "memory_cap.hpp"
#include "output_file.hpp"
#include "progress.hpp"
#include "sigint.hpp"
#include "worker_pool.hpp"

namespace kakuro::cli {

/// What one item's work produced; written in input order.
struct TaskResult {
  std::string out;  ///< to stdout (or -o)
  std::string err;  ///< to stderr
  int code = kYes;
  std::string status;  ///< for the summary: solved, no-solution, invalid, timeout, ...
};

struct TaskContext {
  CancelToken& cancel;
  bool several;           ///< more than one item in the batch: label each output
  std::size_t index = 0;  ///< the item's place in the batch (input order), for output made at the end
  /// The item's file name in the outputs of one file per puzzle (`DIR/`), when the batch's
  /// items give them (BatchItems::file_name; run_batch does): its id made a file name,
  /// numbered when repeated (file_names.hpp).
  std::string file_name;
};

/// An item whose work threw, as every batch reports it: the solver's own fault ("failed",
/// exit 1), out of memory or of threads (under a memory cap: "timeout", exit 3, a limit), or
/// anything else, a bug ("internal-error", exit 4).
struct ItemError {
  int code = kInternal;
  std::string status;
  std::string message;  ///< "internal error: ...", "out of memory (--max-memory 150 MB)", ...
};

/// The items of a batch. R is TaskResult, or derived from it to carry more to `seen`.
template <class R>
struct BatchItems {
  std::size_t count = 0;
  /// The item's id: the name of its file in `-o DIR/`, and what KAKURO_INJECT_FAULT names
  /// (docs/cli.md: the tests' way to show that a bug reaches exit 4).
  std::function<std::string(std::size_t)> id;
  /// Optional: the item's file name in `-o DIR/` and the other `DIR/` outputs, also given
  /// to its work (TaskContext::file_name); without it, the ids are named in input order
  /// (FileNames) as the results are written.
  std::function<std::string(std::size_t)> file_name;
  std::function<R(std::size_t, TaskContext&)> work;
  /// The result of an item whose work threw.
  std::function<R(std::size_t, const ItemError&)> failed;
  /// Optional: each result counted (not one a Ctrl-C left undone), with its item's place, in
  /// input order, before it is written.
  std::function<void(std::size_t, const R&)> seen;
};

/// Where a batch's results go and what it shows.
struct BatchSettings {
  std::string output;              ///< -o; "" = standard output
  std::string extension = ".txt";  ///< of each file in `-o DIR/`
  int jobs = 0;                    ///< 0 = the number of cores
  bool progress = true;            ///< the progress bar on a terminal (off under --quiet)
};

/// One batch, from its construction (Ctrl-C is caught from then on, so that an interrupt
/// while the inputs are read also ends in the summary and exit 3) to finish().
class BatchRun {
 public:
  explicit BatchRun(BatchSettings s);
  BatchRun(const BatchRun&) = delete;
  BatchRun& operator=(const BatchRun&) = delete;

  /// A result: written and counted. A result of no item (a file that could not be read) has
  /// no `name` and no file in `-o DIR/`.
  void add(const TaskResult& t, const std::string* name = nullptr);

  /// Runs the items: see the file comment. Items not started after Ctrl-C, and items a
  /// Ctrl-C stopped with a limit, are not done (not written, not counted).
  template <class R>
  void run(const BatchItems<R>& items);

  /// Puts the -o file in place; `stopped`: the run did not end as it should, so an -o file
  /// is not replaced when no result was finished (OutputSink::finish). A file that cannot
  /// be written makes the code a usage error.
  void finish(bool stopped);

  /// The worst code of the results, of a thread that could not start, of the -o file.
  int code() const { return code_; }
  /// Whether Ctrl-C stopped the batch.
  bool stopped() const { return token_.cancelled(); }
  /// code(), and a limit after Ctrl-C: the batch's exit code.
  int exit_code() const { return stopped() ? worst(code_, kLimit) : code_; }
  const std::map<std::string, std::size_t>& counts() const { return counts_; }
  std::size_t counted() const { return counted_; }  ///< results with a status
  std::size_t not_done() const { return not_done_; }
  bool input_error() const { return input_error_; }  ///< a result was a usage or input error
  double seconds() const;

 private:
  /// ItemError of `e` (classified by its type).
  ItemError item_error(const std::exception& e) const;
  /// KAKURO_INJECT_FAULT: throws when it names `id`.
  static void inject_fault(const std::function<std::string(std::size_t)>& id, std::size_t i);

  BatchSettings s_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  SigintScope sigint_;
  CancelToken token_;
  OutputSink sink_;
  int code_ = kYes;
  std::map<std::string, std::size_t> counts_;
  std::size_t counted_ = 0, not_done_ = 0;
  bool input_error_ = false;
};

template <class R>
void BatchRun::run(const BatchItems<R>& items) {
  static_assert(std::is_base_of_v<TaskResult, R>, "a batch's results are TaskResults");
  const std::size_t n = items.count;
  if (sigint_.interrupted()) token_.cancel();  // before the items (while loading): start nothing
  Progress progress(n, s_.progress);
  std::size_t consumed = 0;
  FileNames names;  // without items.file_name, for -o DIR/: in input order, as the results are written
  const std::function<R(std::size_t)> work = [&](std::size_t i) {
    if (token_.cancelled()) {
      R stopped;
      stopped.code = kLimit;
      return stopped;
    }
    TaskContext ctx{token_, n > 1, i, items.file_name ? items.file_name(i) : std::string()};
    keep_memory_reserve();  // given up if the item before ran out of memory
    try {
      inject_fault(items.id, i);
      return items.work(i, ctx);
    } catch (const std::exception& e) {  // reported as the item's result, the batch goes on
      return items.failed(i, item_error(e));
    }
  };
  const std::function<void(std::size_t, std::optional<R>)> consume = [&](std::size_t i, std::optional<R> r) {
    ++consumed;
    const std::string name = items.file_name    ? items.file_name(i)
                             : sink_.per_file() ? names.next(items.id(i))
                                                : std::string();
    if (!r || (token_.cancelled() && r->code == kLimit)) {
      ++not_done_;  // stopped by the interrupt: not a result
      return;
    }
    progress.clear();
    if (items.seen) items.seen(i, *r);
    add(*r, &name);
  };
  const PoolEnd end = run_ordered<R>(n, s_.jobs, work, consume, [&] {
    if (sigint_.interrupted() && !token_.cancelled()) token_.cancel();
    progress.update(consumed);
    sink_.flush_if_due();
    return token_.cancelled();
  });
  progress.clear();
  not_done_ += end.not_started;
  if (!end.thread_error.empty()) code_ = worst(code_, report_thread_error(end));
}

/// Loads every file (shards applied) and runs `task` on each record in a BatchRun; prints a
/// summary on stderr. `counted`, when given, hears the place (TaskContext::index) of each
/// record whose result is counted, so that what a command gathers on the side (the PDF
/// book) holds what the summary counts. Returns the exit code.
using Task = std::function<TaskResult(const PuzzleRecord&, TaskContext&)>;
int run_batch(const CommonOptions& common, const Task& task, const std::string& what,
              const std::function<void(std::size_t)>& counted = nullptr);

/// A record that failed to parse: its diagnostics and status invalid (JSON when asked).
TaskResult invalid_result(const PuzzleRecord& rec, bool json, const std::string& command);
/// A puzzle whose task threw: `message` on stderr (and as the JSON line's reason).
TaskResult failed_result(const PuzzleRecord& rec, bool json, const std::string& command, int code,
                         const std::string& status, const std::string& message);

/// The summary line of a batch: "WHAT: N puzzles (DETAIL): 3 solved, 1 timeout in 1.20 ms",
/// with "; interrupted, K not done" after a Ctrl-C; no "(DETAIL)" when `detail` is "".
std::string summary_line(const std::string& what, std::size_t total, const std::string& detail,
                         const std::map<std::string, std::size_t>& counts, double seconds,
                         std::size_t not_done);

}  // namespace kakuro::cli
