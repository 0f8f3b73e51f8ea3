// How solve results are shown: the JSON line of docs/cli.md and the text forms.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "draw.hpp"
#include "kakuro/formats.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::views {

/// One JSON line: `j` dumped compactly with a newline. Bytes that are not valid UTF-8 (an
/// id or a file name can hold any) become U+FFFD instead of aborting the dump.
std::string json_line(const nlohmann::json& j);
/// Where a record came from, for messages: "FILE: ID", or "FILE" when the id is the file's
/// name (a file of one puzzle without an id), never "FILE: FILE".
std::string record_label(const PuzzleRecord& rec);

/// {"id","file","backend","status","unique","solutions","differing_cells","stats",...}
nlohmann::json report_json(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep);

/// The same report as report_json()'s JSON line (json_line(report_json(...)), byte for
/// byte), written without building the document: what solve and unique print per puzzle.
std::string report_line(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep);
/// report_json()'s "stats": the search's counts, seconds, preprocessing, the backend's extras.
nlohmann::json report_stats_json(const SolveReport& rep);

/// kakuro count's status: the report's, or "timeout" when the search stopped below `limit`.
std::string count_status(const SolveReport& rep, std::uint64_t limit);
/// kakuro count --json: report_json() with "status" (count_status), "count", "count_exact".
nlohmann::json count_json(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep,
                          std::uint64_t limit);
/// The same as count_json()'s JSON line, byte for byte, written as report_line() writes:
/// what count --json prints per puzzle (a solution grid each, up to --limit of them).
std::string count_line(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep,
                       std::uint64_t limit);

/// The status word of a report for summaries and JSON.
std::string report_status(const SolveReport& rep);

/// A solution as text: "pretty" (drawn), or any writable format name (grid, hv, lines, ...).
std::string show_solution(const PuzzleRecord& rec, const Solution& s, const std::string& output,
                          const DrawStyle& style);

/// "== id ==" header for batches of several records, else "".
std::string header(const PuzzleRecord& rec, bool several);

}  // namespace kakuro::views
