// The JSON line of what kakuro hint finds (docs/cli.md): the state's wrong digits, the next
// step from the right ones, the candidates it starts from. The hint itself is the use case
// app/hint.hpp; the Python module's hint() shows it with the same code.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "app/hint.hpp"
#include "kakuro/explain/explain.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::views {

/// {"id", "file", "status", "wrong", "step", "candidates"}
nlohmann::json hint_json(const PuzzleRecord& rec, const app::Hint& h, const std::string& status);

/// No hint (no solution, several, a limit): {"id", "file", "status", "reason", "step": null},
/// explain's verdict in its words.
nlohmann::json hint_verdict_json(const PuzzleRecord& rec, const explain::Explanation& ex);

}  // namespace kakuro::views
