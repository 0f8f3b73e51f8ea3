#include "sigint.hpp"

namespace kakuro::cli {

namespace {
volatile std::sig_atomic_t g_interrupted = 0;
extern "C" void on_sigint(int) { g_interrupted = 1; }
}  // namespace

SigintScope::SigintScope() {
  g_interrupted = 0;
  old_ = std::signal(SIGINT, on_sigint);
}

SigintScope::~SigintScope() { std::signal(SIGINT, old_); }

bool SigintScope::interrupted() const { return g_interrupted != 0; }

}  // namespace kakuro::cli
