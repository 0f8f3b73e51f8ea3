// The registered backend of a name, which must be built in: the differential tests' one
// lookup (a definition per file collides in a unity build).
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "kakuro/backends.hpp"

namespace kakuro::test {

inline const BackendInfo& backend(const std::string& name) {
  const BackendInfo* b = registered_backends().find(name);
  REQUIRE(b);
  REQUIRE(b->available);
  return *b;
}

}  // namespace kakuro::test
