// Ctrl-C during a batch: while a SigintScope lives, SIGINT sets a flag instead of killing
// the process, so that running work can stop, finished results are written and the
// summary says what was not done. SIGTERM (what timeout, kill, Slurm and Kubernetes send)
// is taken the same way: the results finished are not lost, and no temporary file of -o is
// left behind. The batch runner (batch.hpp) holds one per batch; render --pdf another while
// it draws.
#pragma once

#include <csignal>

namespace kakuro::cli {

class SigintScope {
 public:
  SigintScope();   ///< clears the flag and installs the handler for SIGINT and SIGTERM
  ~SigintScope();  ///< restores the previous handlers, on every way out
  SigintScope(const SigintScope&) = delete;
  SigintScope& operator=(const SigintScope&) = delete;
  /// Whether SIGINT or SIGTERM arrived since the scope began.
  bool interrupted() const;

 private:
  void (*old_int_)(int) = nullptr;
  void (*old_term_)(int) = nullptr;
};

}  // namespace kakuro::cli
