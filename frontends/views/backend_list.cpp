#include "backend_list.hpp"

namespace kakuro::views {

nlohmann::json option_json(const BackendOption& o) {
  nlohmann::json j = {
      {"name", "--" + o.name}, {"type", to_string(o.type)}, {"default", o.default_value}, {"help", o.help}};
  if (!o.choices.empty()) j["choices"] = o.choices;
  if (o.min) j["min"] = *o.min;
  if (o.max) j["max"] = *o.max;
  return j;
}

nlohmann::json backend_json(const BackendInfo& b) {
  nlohmann::json options = nlohmann::json::array();
  for (const auto& o : b.options) options.push_back(option_json(o));
  return {{"name", b.name}, {"available", b.available}, {"description", b.description}, {"options", options}};
}

}  // namespace kakuro::views
