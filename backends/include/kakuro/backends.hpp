// The backend registry: the built-in backends (backends/registry.cpp, one line each) and
// any added by register_backend() before the first lookup, e.g. by a BackendRegistration
// object in a plugin's own source file linked into the program.
#pragma once

#include "kakuro/backend.hpp"

namespace kakuro {

/// Every registered backend, built-in ones first; one compiled out is listed with
/// available = false.
const BackendRegistry& registered_backends();

/// Adds `info` to the registry (or replaces the backend of that name). Call it before the
/// registry is read by another thread: from a static BackendRegistration, or early in main.
void register_backend(BackendInfo info);

/// Registers a backend when the program starts: `static BackendRegistration reg(my_info);`
/// in the backend's source file is the whole of its registration (the object file must be
/// linked into the program, not left in an unreferenced static library member).
struct BackendRegistration {
  explicit BackendRegistration(BackendInfo (*make)()) { register_backend(make()); }
};

}  // namespace kakuro
