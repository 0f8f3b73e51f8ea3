// One solve of one puzzle through any backend: preprocess, solve, re-check every answer
// with the independent checker, block it and solve again as often as asked. The frontends'
// solve, unique, count and crosscheck are this with different solution counts.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "kakuro/backend.hpp"

namespace kakuro {

/// Stops running solves from another thread (e.g. on SIGINT): cancel() terminates every
/// attached backend and makes later solves return at once.
class CancelToken {
 public:
  void cancel();
  bool cancelled() const { return cancelled_.load(); }
  /// The flag itself, for code that polls it (the explain engine).
  const std::atomic<bool>* flag() const { return &cancelled_; }
  void attach(Backend* b);
  void detach(Backend* b);

  /// Attaches a backend for the scope's lifetime (no-op with a null token); detaches it on
  /// every way out, exceptions included.
  class Attachment {
   public:
    Attachment(CancelToken* token, Backend* b);
    ~Attachment();
    Attachment(const Attachment&) = delete;
    Attachment& operator=(const Attachment&) = delete;

   private:
    CancelToken* token_;
    Backend* backend_;
  };

 private:
  std::atomic<bool> cancelled_{false};
  std::mutex mutex_;
  std::vector<Backend*> active_;
};

/// CheckFailed: an answer failed the independent checker; Failed: the backend reported a
/// fault of its own (SolveStatus::Failed). Both are failures of the solver, never limits.
enum class Outcome { Solved, NoSolution, Limit, CheckFailed, Failed };
std::string to_string(Outcome o);

/// Whether the solver failed (its answer failed the checker, or it reported a fault):
/// a failure, never a limit (exit 1, counted as failed).
inline bool is_failure(Outcome o) { return o == Outcome::CheckFailed || o == Outcome::Failed; }

/// Thrown where a solver's own fault ends work that has no status of its own to carry it
/// (repair's proofs and conflict checks): the frontends report status `failed`, exit 1.
struct SolverFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct SolveReport {
  Outcome outcome = Outcome::Limit;
  std::vector<Solution> solutions;  ///< each one re-checked by the checker
  bool exhausted = false;           ///< search proved there are no more solutions
  std::optional<bool> unique;       ///< known when 2 were asked for, or exhausted
  std::string reason;               ///< why no solution / which limit / what the checker said
  BackendStats stats;
  PreprocessStats pre;
  double seconds = 0;
};

struct SolveRequest {
  std::uint64_t max_solutions = 1;  ///< 1: solve; 2: uniqueness; N: count up to N
  Limits limits;                    ///< timeout_s is for the whole request
  SolverOptions options;
  CancelToken* cancel = nullptr;
};

/// Runs `backend` on `p`. Never throws for puzzle reasons; a backend answer that fails the
/// checker gives Outcome::CheckFailed (a bug, reported, never hidden).
SolveReport solve_with(const Puzzle& p, const BackendInfo& backend, const SolveRequest& req);

}  // namespace kakuro
