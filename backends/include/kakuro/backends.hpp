// The built-in backends, registered by name (backends/registry.cpp: one line each).
#pragma once

#include "kakuro/backend.hpp"

namespace kakuro {

/// Every built-in backend; a backend compiled out is listed with available = false.
const BackendRegistry& builtin_backends();

}  // namespace kakuro
