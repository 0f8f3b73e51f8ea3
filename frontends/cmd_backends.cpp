// kakuro backends: what is registered and built in.
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "kakuro/backends.hpp"

namespace kakuro::cli {

void add_backends_command(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("backends", "List the registered backends and their options");
  cmd->add_flag("--json", *json, "As JSON");
  cmd->callback([json] {
    const auto& all = builtin_backends().all();
    if (*json) {
      nlohmann::json j = nlohmann::json::array();
      for (const auto& b : all)
        j.push_back({{"name", b.name},
                     {"available", b.available},
                     {"description", b.description},
                     {"options", b.options}});
      std::cout << j.dump(2) << "\n";
    } else {
      for (const auto& b : all) {
        std::cout << b.name << (b.available ? "" : " (not built in)") << ": " << b.description << "\n";
        if (!b.options.empty()) {
          std::cout << "  options:";
          for (const auto& opt : b.options) std::cout << " " << opt;
          std::cout << "\n";
        }
      }
    }
    throw Exit(kYes);
  });
}

}  // namespace kakuro::cli
