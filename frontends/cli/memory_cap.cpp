#include "memory_cap.hpp"

#include <sys/resource.h>
#include <unistd.h>
#ifndef __EMSCRIPTEN__  // the browser has no address-space limit: no reserve there
#include <sys/mman.h>
#endif
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>
#include <optional>

#include "cli.hpp"

namespace kakuro::cli {

namespace {

/// The address space held back while a cap is in force. What runs while a bad_alloc
/// unwinds needs little (nlohmann-json's destructor takes 16 bytes per member of the value
/// it destroys), and the item's report after it a few KiB; the rest is margin for the
/// other threads, which may fail at the same time.
constexpr std::size_t kReserveBytes = std::size_t(8) << 20;

std::atomic<std::uint64_t> asked_mb{0};  // the cap --max-memory set; 0: none
std::atomic<void*> reserve{nullptr};
// "kakuro: error: out of memory (...)\n", ready before it is needed: the terminate handler
// must not allocate.
char last_words[128];
std::atomic<std::size_t> last_words_size{0};

std::optional<rlim_t> limit_in_force() {
  rlimit r{};
  if (getrlimit(RLIMIT_AS, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return std::nullopt;
  return r.rlim_cur;
}

void give_up_reserve() {
  [[maybe_unused]] void* r = reserve.exchange(nullptr);  // the browser build never takes one
#ifndef __EMSCRIPTEN__
  if (r) munmap(r, kReserveBytes);
#endif
}

// operator new's handler: called when an allocation fails, before it throws.
void on_allocation_failure() {
  const bool had_reserve = reserve.load() != nullptr;
  give_up_reserve();
  // While an exception unwinds, a destructor may be allocating: it cannot throw (that is
  // std::terminate), so it gets the room the reserve left and the allocation is tried again.
  if (had_reserve && std::uncaught_exceptions() > 0) return;
  throw std::bad_alloc();
}

[[noreturn]] void on_terminate() {
  if (std::current_exception()) {
    try {
      throw;
    } catch (const std::bad_alloc&) {  // out of memory where no exception could pass
      const ssize_t written = write(STDERR_FILENO, last_words, last_words_size.load());
      static_cast<void>(written);
      std::_Exit(kLimit);
    } catch (...) {
    }
  }
  std::abort();
}

}  // namespace

std::string out_of_memory_message() {
  const std::optional<rlim_t> limit = limit_in_force();
  if (!limit) return "out of memory";
  if (const std::uint64_t mb = asked_mb.load(); mb != 0 && *limit == rlim_t(mb) << 20)
    return "out of memory (--max-memory " + std::to_string(mb) + " MB)";
  return "out of memory (ulimit -v " + std::to_string(*limit >> 10) + ")";
}

void keep_memory_reserve() {
#ifndef __EMSCRIPTEN__
  if (reserve.load() || !limit_in_force()) return;
#ifdef __GLIBC__
  // One heap for every thread: glibc makes a thread's own heap by reserving 64 MB of address
  // space at once, which a cap of that order refuses, and then gave each allocation of that
  // thread a mapping of its own, made and unmade at every free (convert -j 2 of 300 records
  // under --max-memory 50: 7.2 s, 385,000 mmap calls; with -j 1 0.07 s).
  mallopt(M_ARENA_MAX, 1);
#endif
  // Address space only (PROT_NONE): RLIMIT_AS counts it, nothing else does.
  void* r = mmap(nullptr, kReserveBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (r == MAP_FAILED) return;
  void* none = nullptr;
  if (!reserve.compare_exchange_strong(none, r)) munmap(r, kReserveBytes);
#endif
}

void handle_out_of_memory() {
  static const bool installed = [] {
    std::set_new_handler(on_allocation_failure);
    std::set_terminate(on_terminate);
    return true;
  }();
  static_cast<void>(installed);
  const std::string line = "kakuro: error: " + out_of_memory_message() + "\n";
  const std::size_t n = std::min(line.size(), sizeof last_words);
  line.copy(last_words, n);
  last_words_size = n;
  keep_memory_reserve();
}

void apply_memory_limit(std::uint64_t mb) {
#ifdef KAKURO_SANITIZED  // defined by the KAKURO_SANITIZE build
  mb = 0;
#endif
  rlimit r{};
  if (mb != 0 && getrlimit(RLIMIT_AS, &r) == 0) {
    rlim_t want = rlim_t(mb) << 20;
    if (r.rlim_max != RLIM_INFINITY && want > r.rlim_max) want = r.rlim_max;
    if (r.rlim_cur == RLIM_INFINITY || r.rlim_cur >= want) {  // else a tighter one is in force
      r.rlim_cur = want;
      if (setrlimit(RLIMIT_AS, &r) == 0) asked_mb = want == rlim_t(mb) << 20 ? mb : 0;
    }
  }
  handle_out_of_memory();
}

}  // namespace kakuro::cli
