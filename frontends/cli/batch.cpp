// The one batch runner (batch.hpp), and run_batch(): the commands that read puzzles.
#include "batch.hpp"

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>
#include <system_error>

#include "views/report.hpp"

namespace kakuro::cli {

BatchRun::BatchRun(BatchSettings s) : s_(std::move(s)), sink_(s_.output, s_.extension) {}

void BatchRun::add(const TaskResult& t, const std::string* name) {
  sink_.emit(name, t.out, t.err);
  code_ = worst(code_, t.code);
  input_error_ = input_error_ || t.code == kUsage;
  if (!t.status.empty()) ++counts_[t.status], ++counted_;
}

void BatchRun::finish(bool stopped) {
  if (!sink_.finish(stopped)) code_ = worst(code_, kUsage);
}

double BatchRun::seconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

ItemError BatchRun::item_error(const std::exception& e) const {
  if (dynamic_cast<const SolverFailure*>(&e))  // the solver's own fault: a failure, never a limit
    return {kNo, "failed", e.what()};
  if (dynamic_cast<const std::bad_alloc*>(&e))  // one item too large for the memory cap
    return {kLimit, "timeout", out_of_memory_message()};
  // A thread that cannot start (the SAT backend's watchdog) is out of address space under
  // --max-memory, or out of threads: a limit as well, not a bug.
  if (const auto* se = dynamic_cast<const std::system_error*>(&e);
      se && se->code() == std::errc::resource_unavailable_try_again)
    return {kLimit, "timeout", out_of_memory_message() + ": could not start a thread"};
  return {kInternal, "internal-error", std::string("internal error: ") + e.what()};
}

void BatchRun::inject_fault(const std::function<std::string(std::size_t)>& id, std::size_t i) {
  static const char* const inject = std::getenv("KAKURO_INJECT_FAULT");
  if (inject && id(i) == inject) throw std::logic_error("fault injected by KAKURO_INJECT_FAULT");
}

int report_thread_error(const PoolEnd& end) {
  if (end.threads > 0) {  // the work went on without it
    std::cerr << "kakuro: note: " << end.thread_error << "; the items ran on " << end.threads
              << (end.threads == 1 ? " thread\n" : " threads\n");
    return kYes;
  }
  std::cerr << "kakuro: error: " << end.thread_error << "; the items not started are not done\n";
  return kLimit;
}

std::string summary_line(const std::string& what, std::size_t total, const std::string& detail,
                         const std::map<std::string, std::size_t>& counts, double seconds,
                         std::size_t not_done) {
  std::string line = what + ": " + std::to_string(total) + (total == 1 ? " puzzle" : " puzzles");
  if (!detail.empty()) line += " (" + detail + ")";
  std::string parts;
  for (const auto& [status, count] : counts)
    parts += (parts.empty() ? ": " : ", ") + std::to_string(count) + " " + status;
  line += parts + " in " + format_seconds(seconds);
  if (not_done > 0) line += "; interrupted, " + std::to_string(not_done) + " not done";
  return line;
}

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

Format input_format(const CommonOptions& o) {
  if (o.format == "auto") return Format::Auto;
  auto f = parse_format(o.format);
  if (!f) throw CLI::ValidationError("--format", "unknown format '" + o.format + "'");
  return *f;
}

ParseLimits input_limits(const CommonOptions& o) {
  ParseLimits limits = o.parse_limits;
  limits.max_cols = limits.max_rows;
  limits.threads = static_cast<int>(worker_count(o.jobs, std::size_t(-1)));  // --jobs reads too
  return limits;
}

// The result of what an input file as a whole has to say (`diags` not empty).
TaskResult file_result(const CommonOptions& o, const std::string& what, const std::string& path,
                       const Diagnostics& diags) {
  TaskResult t{"", "", diags.has_errors() ? kUsage : kYes, "invalid"};
  nlohmann::json errors = nlohmann::json::array();
  for (const auto& d : diags.items()) t.err += d.str() + "\n", errors.push_back(d.str());
  // The fields of a record that does not parse (invalid_result), the file named as its
  // records would be.
  const std::string file = path == "-" ? "<stdin>" : path;
  if (o.json && diags.has_errors())
    t.out = json_line(
        {{"id", file}, {"file", file}, {"command", what}, {"status", "invalid"}, {"errors", errors}});
  if (!diags.has_errors()) t.status.clear();
  return t;
}

Inputs load(const CommonOptions& o, const std::string& what) {
  const Format fmt = input_format(o);
  const ParseLimits limits = input_limits(o);
  const Shard shard = parse_shard(o.shard);
  Inputs in;
  std::size_t index = 0;
  for (const auto& path : o.files) {
    ParseResult res = read_puzzles(path, fmt, limits);
    if (!res.diags.empty()) in.file_errors.push_back(file_result(o, what, path, res.diags));
    if (shard.n == 1 && in.records.empty()) {  // the records as they are: no second vector of them
      index += res.records.size();
      in.records = std::move(res.records);
      continue;
    }
    in.records.reserve(in.records.size() + res.records.size() / shard.n + 1);
    for (auto& rec : res.records)
      if (index++ % shard.n == shard.k) in.records.push_back(std::move(rec));
  }
  return in;
}

// Several puzzles into one stream of a format that holds one: refused before any work.
void check_one_puzzle_output(const CommonOptions& o, std::size_t records) {
  if (records <= 1) return;
  for (const auto& [option, path, extension] : o.one_puzzle_files)
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

// An output that is one of the inputs, refused: the files named (`records` null: before the
// inputs are read), or in `-o DIR/` the file of each puzzle, named as the batch will name it.
void check_not_inputs(const CommonOptions& o, const std::vector<PuzzleRecord>* records) {
  std::vector<std::string> paths = o.files;
  paths.insert(paths.end(), o.side_inputs.begin(), o.side_inputs.end());
  const InputFiles inputs(paths);
  std::vector<CommonOptions::OnePuzzleFile> outputs = o.one_puzzle_files;
  outputs.push_back({"--output-file", o.output, o.extension});
  for (const auto& [option, path, extension] : outputs) {
    if (path.empty() || is_directory_target(path) != (records != nullptr)) continue;
    if (!records) {
      if (const std::string why = inputs.check(path); !why.empty()) throw CLI::ValidationError(option, why);
      continue;
    }
    FileNames names;
    for (const PuzzleRecord& rec : *records)
      if (const std::string why = inputs.check(puzzle_path(path, names.next(rec.id), extension));
          !why.empty())
        throw CLI::ValidationError(option, why);
  }
}

// Whether the records can be read as the batch reaches them (PuzzleReader): one input, no
// shard, and no file named after each puzzle (those names, and the check that none is an
// input, need every record's id before any work).
bool reads_as_it_goes(const CommonOptions& o) {
  if (o.files.size() != 1 || !o.shard.empty() || o.names_each_puzzle || is_directory_target(o.output))
    return false;
  return std::all_of(o.one_puzzle_files.begin(), o.one_puzzle_files.end(),
                     [](const CommonOptions::OnePuzzleFile& f) { return f.path.empty(); });
}

// The record a thread works on, kept until its next one: an item whose work threw is
// reported with it (BatchItems::failed runs on the thread of the work, after it).
struct CurrentRecord {
  const PuzzleReader* reader = nullptr;  ///< null while a record is read
  std::size_t index = 0;
  PuzzleRecord rec;
};
CurrentRecord& current_record() {
  thread_local CurrentRecord current;
  return current;
}

// The batch over the records of one input read as it goes (reads_as_it_goes()): each
// record is read by the item's own work and freed after the next one, so that a corpus
// never lies in memory whole. Results, messages and codes as the other way.
void run_reading(const CommonOptions& common, const Task& task, const std::string& what,
                 const std::function<void(std::size_t)>& counted, BatchRun& batch) {
  const std::string& path = common.files.front();
  PuzzleReader reader(path, input_format(common), input_limits(common));
  std::optional<TaskResult> file_error;
  if (!reader.diags().empty()) file_error = file_result(common, what, path, reader.diags());
  check_one_puzzle_output(common, reader.size());
  if (file_error) batch.add(*file_error);
  BatchItems<TaskResult> items;
  items.count = reader.size();
  items.id = [&](std::size_t i) { return reader.record(i).id; };
  items.work = [&](std::size_t i, TaskContext& ctx) {
    CurrentRecord& c = current_record();
    c.reader = nullptr;
    c.rec = reader.record(i);
    c.reader = &reader;
    c.index = i;
    return c.rec.puzzle ? task(c.rec, ctx) : invalid_result(c.rec, common.json, what);
  };
  items.failed = [&](std::size_t i, const ItemError& e) {
    if (const CurrentRecord& c = current_record(); c.reader == &reader && c.index == i)
      return failed_result(c.rec, common.json, what, e.code, e.status, e.message);
    PuzzleRecord rec;  // the record itself could not be read (out of memory): read again
    try {
      rec = reader.record(i);
    } catch (const std::exception&) {
      rec.file = path == "-" ? "<stdin>" : path;
      rec.id = rec.file + "#" + std::to_string(i + 1);
    }
    return failed_result(rec, common.json, what, e.code, e.status, e.message);
  };
  if (counted) items.seen = [&](std::size_t i, const TaskResult&) { counted(i); };
  batch.run(items);
  current_record() = CurrentRecord{};
}

// The end of every batch: the -o file put in place (or not), the summary; the exit code.
int end_batch(const CommonOptions& common, const std::string& what, BatchRun& batch) {
  if (common.only_if_valid && (batch.input_error() || batch.not_done() > 0) && !common.output.empty() &&
      !is_directory_target(common.output))
    std::cerr << "kakuro: error: " << common.output
              << " not written: " << (batch.input_error() ? "the input has errors" : "interrupted") << "\n";
  else
    batch.finish(batch.not_done() > 0);
  if (!common.quiet)
    std::cerr << summary_line(what, batch.counted() + batch.not_done(), "", batch.counts(), batch.seconds(),
                              batch.not_done())
              << "\n";
  return batch.exit_code();
}

}  // namespace

int run_batch(const CommonOptions& common, const Task& task, const std::string& what,
              const std::function<void(std::size_t)>& counted) {
  if (const std::string why = check_destination(common.output); !why.empty())
    throw CLI::ValidationError("--output-file", why);
  check_not_inputs(common, nullptr);
  BatchRun batch(BatchSettings{common.output, common.extension, common.jobs, !common.quiet});
  if (reads_as_it_goes(common)) {
    run_reading(common, task, what, counted, batch);
    return end_batch(common, what, batch);
  }
  Inputs in = load(common, what);
  check_one_puzzle_output(common, in.records.size());
  check_not_inputs(common, &in.records);
  for (const auto& t : in.file_errors) batch.add(t);
  BatchItems<TaskResult> items;
  items.count = in.records.size();
  items.id = [&](std::size_t i) { return in.records[i].id; };
  // Named before any work, for the commands that write a file per puzzle as they go
  // (explain --html DIR/, hint --svg DIR/, render --svg -o FILE).
  std::vector<std::string> names;
  FileNames namer;
  for (const PuzzleRecord& rec : in.records) names.push_back(namer.next(rec.id));
  items.file_name = [&](std::size_t i) { return names[i]; };
  items.work = [&](std::size_t i, TaskContext& ctx) {
    const PuzzleRecord& rec = in.records[i];
    return rec.puzzle ? task(rec, ctx) : invalid_result(rec, common.json, what);
  };
  items.failed = [&](std::size_t i, const ItemError& e) {
    return failed_result(in.records[i], common.json, what, e.code, e.status, e.message);
  };
  if (counted) items.seen = [&](std::size_t i, const TaskResult&) { counted(i); };
  batch.run(items);
  return end_batch(common, what, batch);
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
