#include "sigint.hpp"

namespace kakuro::cli {

namespace {
volatile std::sig_atomic_t g_interrupted = 0;
extern "C" void on_stop_signal(int) { g_interrupted = 1; }
}  // namespace

SigintScope::SigintScope() {
  g_interrupted = 0;
  // SIGTERM first: a process seen to catch SIGINT (as the tests look for it) catches both.
  old_term_ = std::signal(SIGTERM, on_stop_signal);
  old_int_ = std::signal(SIGINT, on_stop_signal);
}

SigintScope::~SigintScope() {
  std::signal(SIGTERM, old_term_);
  std::signal(SIGINT, old_int_);
}

bool SigintScope::interrupted() const { return g_interrupted != 0; }

}  // namespace kakuro::cli
