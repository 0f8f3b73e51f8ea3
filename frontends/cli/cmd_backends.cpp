// kakuro backends: what is registered and built in, with the options each declares.
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "kakuro/backends.hpp"
#include "standard_output.hpp"
#include "views/backend_list.hpp"

namespace kakuro::cli {

namespace {

std::string option_line(const BackendOption& o) {
  std::string line = "  --" + o.name + " " + value_syntax(o);
  if (!o.default_value.empty()) line += " (default " + o.default_value + ")";
  return line + ": " + o.help;
}

}  // namespace

void add_backends_command(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("backends", "List the registered backends and their options");
  cmd->add_flag("--json", *json, "As JSON");
  cmd->callback([json] {
    const auto& all = registered_backends().all();
    std::string text;
    if (*json) {
      nlohmann::json j = nlohmann::json::array();
      for (const auto& b : all) j.push_back(backend_json(b));
      text = j.dump(2) + "\n";
    } else {
      for (const auto& b : all) {
        text += b.name + (b.available ? "" : " (not built in)") + ": " + b.description + "\n";
        for (const auto& o : b.options) text += option_line(o) + "\n";
      }
      text += "every backend: --timeout SECONDS (default 60; 0 = no limit)\n";
    }
    throw Exit(write_stdout(text) ? kYes : kUsage);
  });
}

}  // namespace kakuro::cli
