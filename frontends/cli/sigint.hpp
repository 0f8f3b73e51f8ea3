// Ctrl-C during a batch: while a SigintScope lives, SIGINT sets a flag instead of killing
// the process, so that running work can stop, finished results are written and the
// summary says what was not done. The batch runner (batch.hpp) holds one per batch.
#pragma once

#include <csignal>

namespace kakuro::cli {

class SigintScope {
 public:
  SigintScope();   ///< clears the flag and installs the handler
  ~SigintScope();  ///< restores the previous handler, on every way out
  SigintScope(const SigintScope&) = delete;
  SigintScope& operator=(const SigintScope&) = delete;
  /// Whether SIGINT arrived since the scope began.
  bool interrupted() const;

 private:
  void (*old_)(int) = nullptr;
};

}  // namespace kakuro::cli
