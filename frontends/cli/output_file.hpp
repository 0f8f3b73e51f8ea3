// Where -o sends results: a regular file replaced atomically (mode, owner and symbolic
// links kept), standard output ("-", /dev/stdout) or another descriptor of the process
// (/dev/fd/N) written through, a device or FIFO written directly, or a directory that gets
// one file per puzzle. The destination is checked before any puzzle is solved.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace kakuro::cli {

/// `-o DIR/` (a trailing slash) or an existing directory: one file per puzzle.
bool is_directory_target(const std::string& path);

/// "" when `path` can be written, else why not: a file is replaced through a temporary file
/// in its directory, so one is made there and removed (for a directory target: it exists or
/// is created, and a file can be made in it); "-", /dev/stdout, /dev/fd/N: open for writing.
std::string check_destination(const std::string& path);

/// The input files of a command (the puzzle files, --solution, --state), by device and
/// inode: an output that is one of them (the same file, also through a symbolic or a hard
/// link) would replace what was read with something else (`render --pdf mine.jsonl
/// theirs.jsonl`, the book's name forgotten; `convert -o x.jsonl x.jsonl`, dropping what
/// the format does not hold), so it is refused before any work.
class InputFiles {
 public:
  /// Standard input ("-") and files that cannot be read are left out.
  explicit InputFiles(const std::vector<std::string>& paths);
  /// "" when `output` is none of the inputs, else why it may not be written: "OUTPUT is an
  /// input as well (INPUT): ...". Standard output and the process's other descriptors
  /// ("-", /dev/stdout, /dev/fd/N) are not checked: nothing is written there before the
  /// inputs are read.
  std::string check(const std::string& output) const;

 private:
  struct Input {
    unsigned long long device, inode;
    std::string path;
  };
  std::vector<Input> inputs_;
};

/// Writes `text` to `path`: a regular (or new) file through a temporary file in the same
/// directory renamed over the real target (symbolic links followed, mode and owner kept);
/// "-" and /dev/stdout (/dev/stderr, /dev/fd/N, /proc/self/fd/N) through the process's own
/// descriptor; anything else (a device, a FIFO) opened and written directly. False with
/// `error` set to "cannot write PATH: reason".
bool write_output(const std::string& path, const std::string& text, std::string& error);

/// write_output() in pieces, so that a long output is not held in memory: the first
/// write() opens the destination (a temporary file beside a regular target), commit() puts
/// it in place. Destroyed without commit(), the temporary file is removed and the old file
/// stays. Errors as write_output()'s; after one, every call fails.
class OutputWriter {
 public:
  explicit OutputWriter(std::string path);
  ~OutputWriter();
  OutputWriter(const OutputWriter&) = delete;
  OutputWriter& operator=(const OutputWriter&) = delete;
  bool write(const std::string& text, std::string& error);
  bool commit(std::string& error);

 private:
  bool open(std::string& error);
  bool fail(int err, std::string& error);

  const std::string path_;
  std::string shown_;      ///< the path in messages
  std::string target_;     ///< the file the temporary one replaces
  std::string temporary_;  ///< "" once committed, or when written directly
  int fd_ = -1;
  bool own_ = false;  ///< one of the process's descriptors: never closed
  bool opened_ = false, failed_ = false;
};

}  // namespace kakuro::cli

namespace kakuro::cli {

/// Where a batch's finished results go, in order: standard output as they come (no -o;
/// when it is not a terminal, in blocks of up to kStdoutChunk bytes, at least every
/// kStdoutDelay seconds, and before anything goes to standard error),
/// the -o file (through an OutputWriter, in place at the end), or one file per puzzle in
/// `-o DIR/`. The -o file is put in place whole: after a stop (Ctrl-C, a limit) with the
/// results finished before it, and not at all when none had finished, so an existing file
/// is never replaced by nothing.
class OutputSink {
 public:
  /// `output` "" for standard output; `extension` of each file in `-o DIR/`.
  OutputSink(std::string output, std::string extension);
  ~OutputSink();
  OutputSink(const OutputSink&) = delete;
  OutputSink& operator=(const OutputSink&) = delete;

  /// One result: `err` to standard error, `out` to the destination; `name` (FileNames) names
  /// its file in `-o DIR/` (null for output that belongs to no puzzle: not written there).
  void emit(const std::string* name, const std::string& out, const std::string& err);

  /// Writes what standard output holds back once it has waited kStdoutDelay seconds (the
  /// batch calls it while an item runs, so that a slow one does not hold back the others).
  void flush_if_due();

  /// Whether results go one file per puzzle (`-o DIR/`).
  bool per_file() const { return per_file_; }

  /// Puts the -o file in place; `stopped`: the run ended before every item was done. False
  /// (after saying why) when it could not be written.
  bool finish(bool stopped);

 private:
  static constexpr std::size_t kChunk = 1 << 20;  ///< bytes kept before they go to the file
  static constexpr std::size_t kStdoutChunk = 1 << 16;
  static constexpr double kStdoutDelay = 0.1;
  void flush();
  void flush_stdout();
  bool fail(const std::string& error);

  const std::string output_, extension_;
  const bool per_file_;
  bool ok_ = true;
  std::string text_;                  ///< not yet in the file
  std::optional<OutputWriter> file_;  ///< the -o file, from the first flush
  const bool stdout_blocks_;          ///< standard output is not a terminal: written in blocks
  std::string stdout_;                ///< not yet written to standard output
  std::chrono::steady_clock::time_point stdout_since_;
};

}  // namespace kakuro::cli
