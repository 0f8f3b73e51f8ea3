// Counts CryptoMiniSat's calls into its embedded PicoSAT: picosat_guard.cpp defines
// picosat_init in the test executable, which the shared library's call resolves to (ELF
// symbol interposition), and forwards to the real one.
#pragma once

namespace kakuro::sat_test {

/// How many times PicoSAT has been initialised in this process so far.
long picosat_inits();

}  // namespace kakuro::sat_test
