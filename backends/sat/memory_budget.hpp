// How much address space the process may still take under its RLIMIT_AS (set by the
// CLI's --max-memory), so that the SAT backend can refuse a CNF too large for it before
// CryptoMiniSat starts on it. CryptoMiniSat is not safe against an allocation failure:
// after one, even its destructor can crash (its minisat-style vectors lose their buffer
// when realloc fails). Refusing up front keeps the common case clean; CmsSolver keeps the
// rest from crashing (ipasir_cms.cpp).
#pragma once

#include <cstddef>
#include <optional>

namespace kakuro::detail {

/// Bytes of address space left under the soft RLIMIT_AS; nullopt when there is no limit
/// or it cannot be read (not Linux).
std::optional<std::size_t> address_space_left();

/// A lower estimate of what CryptoMiniSat needs to hold a CNF: measured at about 20 bytes
/// of resident memory per literal on Kakuro encodings (5.7 million literals: 112 MB), so
/// 16 bytes per literal and 64 per variable never refuse a CNF that would fit.
std::size_t cms_bytes_needed(std::size_t literals, std::size_t variables);

}  // namespace kakuro::detail
