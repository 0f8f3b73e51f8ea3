// How kakuro repair shows its result: the text report and the JSON object of docs/cli.md.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "kakuro/create/repair.hpp"
#include "kakuro/formats.hpp"

namespace kakuro::views {

/// The text report of one puzzle: the status, the conflict, the clue changes, the givens,
/// and what was not found.
std::string repair_text(const PuzzleRecord& rec, const create::RepairResult& r);

/// {"id", "file", "command", "backend", "status", "reason", "conflict", "conflict_minimal",
///  "clue_changes", "givens", "puzzle", "proved_by", "notes", "seconds"}: docs/cli.md.
nlohmann::ordered_json repair_json(const PuzzleRecord& rec, const std::string& backend,
                                   const create::RepairResult& r, double seconds);

/// The corpus record (jsonl) of a proposal: its grid, givens, solution and
/// meta {"uniqueness": "unique", "repaired_from", "proved_by"}.
nlohmann::ordered_json proposal_record(const PuzzleRecord& rec, const create::Proposal& p);

}  // namespace kakuro::views
