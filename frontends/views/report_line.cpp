// report_line(): the JSON line of report_json() written directly. Dumping the document
// builds one value per number of every solution grid; on a batch of small puzzles that
// was about a sixth of the whole process. The bytes are the dump's: keys in order,
// strings escaped as the dump escapes them (it does every string that needs more than a
// copy), and the stats object through the dump itself (it holds the doubles).
#include <charconv>

#include "report.hpp"

namespace kakuro::cli {
namespace {

// Bytes a JSON string holds as they are: printable ASCII but the quote and the backslash.
bool plain(const std::string& s) {
  for (const char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    if (u < 0x20 || u > 0x7e || ch == '"' || ch == '\\') return false;
  }
  return true;
}

void put_string(std::string& out, const std::string& s) {
  if (!plain(s)) {
    out += json_line(nlohmann::json(s));
    out.pop_back();  // its newline
    return;
  }
  out += '"';
  out += s;
  out += '"';
}

void put_int(std::string& out, long long v) {
  char buf[24];
  const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  out.append(buf, end);
}

void put_grid(std::string& out, const std::vector<std::vector<int>>& grid) {
  out += '[';
  for (std::size_t r = 0; r < grid.size(); ++r) {
    if (r) out += ',';
    out += '[';
    for (std::size_t c = 0; c < grid[r].size(); ++c) {
      if (c) out += ',';
      put_int(out, grid[r][c]);
    }
    out += ']';
  }
  out += ']';
}

}  // namespace

std::string report_line(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep) {
  const Puzzle& p = *rec.puzzle;
  std::string out;
  out.reserve(256 + rep.solutions.size() * std::size_t(p.rows()) * std::size_t(p.cols() * 2 + 2));
  out += "{\"backend\":";
  put_string(out, backend);
  out += ",\"differing_cells\":[";
  if (rep.solutions.size() >= 2) {
    bool first = true;
    for (auto [r, c] : differing_cells(p, rep.solutions[0], rep.solutions[1])) {
      out += first ? "[" : ",[";
      first = false;
      put_int(out, r);
      out += ',';
      put_int(out, c);
      out += ']';
    }
  }
  out += "],\"file\":";
  put_string(out, rec.file);
  out += ",\"id\":";
  put_string(out, rec.id);
  if (!rep.reason.empty()) {
    out += ",\"reason\":";
    put_string(out, rep.reason);
  }
  out += ",\"solutions\":[";
  for (std::size_t i = 0; i < rep.solutions.size(); ++i) {
    if (i) out += ',';
    put_grid(out, solution_grid(p, rep.solutions[i]));
  }
  out += "],\"stats\":";
  out += json_line(report_stats_json(rep));
  out.pop_back();
  out += ",\"status\":";
  put_string(out, report_status(rep));
  out += ",\"unique\":";
  out += rep.outcome == Outcome::Solved && rep.unique ? (*rep.unique ? "true" : "false") : "null";
  out += "}\n";
  return out;
}

}  // namespace kakuro::cli
