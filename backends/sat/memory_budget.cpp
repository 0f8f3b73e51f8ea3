#include "memory_budget.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>

namespace kakuro::detail {

std::optional<std::size_t> address_space_left() {
#ifdef __linux__
  rlimit r{};
  if (getrlimit(RLIMIT_AS, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return std::nullopt;
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (!f) return std::nullopt;
  unsigned long pages = 0;  // the first field: the whole virtual size, in pages
  const bool ok = std::fscanf(f, "%lu", &pages) == 1;
  std::fclose(f);
  const long page = sysconf(_SC_PAGESIZE);
  if (!ok || page <= 0) return std::nullopt;
  const std::size_t used = std::size_t(pages) * std::size_t(page);
  return used >= r.rlim_cur ? 0 : std::size_t(r.rlim_cur) - used;
#else
  return std::nullopt;
#endif
}

std::size_t cms_bytes_needed(std::size_t literals, std::size_t variables) {
  return 16 * literals + 64 * variables;
}

}  // namespace kakuro::detail
