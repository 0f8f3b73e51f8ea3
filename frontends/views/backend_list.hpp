// What kakuro backends --json says of a backend: its name, whether it is built in, its
// description and the options it declares.
#pragma once

#include <nlohmann/json.hpp>

#include "kakuro/backend.hpp"

namespace kakuro::views {

/// {"name": "--inference", "type", "default", "help", "choices"?, "min"?, "max"?}
nlohmann::json option_json(const BackendOption& o);
/// {"name", "available", "description", "options": [option_json...]}
nlohmann::json backend_json(const BackendInfo& b);

}  // namespace kakuro::views
