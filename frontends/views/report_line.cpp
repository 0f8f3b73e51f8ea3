// report_line() and count_line(): the JSON lines of report_json() and count_json() written
// directly. Dumping the document
// builds one value per number of every solution grid; on a batch of small puzzles that
// was about a sixth of the whole process. The bytes are the dump's: keys in the order of
// its std::map, strings escaped as the dump escapes them (it does every string that needs
// more than a copy) and doubles written by it.
#include <charconv>
#include <map>
#include <variant>

#include "report.hpp"

namespace kakuro::views {
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

void put_double(std::string& out, double v) {
  out += nlohmann::json(v).dump();  // the dump's shortest form ("1.0", "4.2e-05", "null")
}

// solution_grid()'s shape: rows of numbers, 0 where a cell is not white. `digit` is room
// for the grid, reused across the solutions of a line.
void put_grid(std::string& out, const Puzzle& p, const Solution& s, std::vector<int>& digit) {
  digit.assign(std::size_t(p.rows()) * std::size_t(p.cols()), 0);
  for (VarId v = 0; v < p.num_vars() && std::size_t(v) < s.digits.size(); ++v)
    digit[std::size_t(p.cell_of(v))] = s.digits[std::size_t(v)];
  out += '[';
  for (int r = 0; r < p.rows(); ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < p.cols(); ++c) {
      if (c) out += ',';
      const int d = digit[std::size_t(r) * std::size_t(p.cols()) + std::size_t(c)];
      if (d >= 0 && d <= 9)
        out += static_cast<char>('0' + d);
      else
        put_int(out, d);
    }
    out += ']';
  }
  out += ']';
}

// report_stats_json()'s object: its six counts and the backend's extras, in key order (an
// extra of the same name as a count replaces it, as a double).
void put_stats(std::string& out, const SolveReport& rep) {
  using Value = std::variant<long long, std::uint64_t, double>;
  std::map<std::string, Value> stats{
      {"nodes", rep.stats.nodes},
      {"failures", rep.stats.failures},
      {"propagations", rep.stats.propagations},
      {"seconds", rep.seconds},
      {"cells_fixed_by_preprocessing", static_cast<long long>(rep.pre.cells_fixed)},
      {"candidates_removed_by_preprocessing", static_cast<long long>(rep.pre.candidates_removed)}};
  for (const auto& [k, v] : rep.stats.extra) stats[k] = v;
  out += '{';
  bool first = true;
  for (const auto& [k, v] : stats) {
    if (!first) out += ',';
    first = false;
    put_string(out, k);
    out += ':';
    if (const auto* i = std::get_if<long long>(&v))
      put_int(out, *i);
    else if (const auto* u = std::get_if<std::uint64_t>(&v))
      out += std::to_string(*u);
    else
      put_double(out, std::get<double>(v));
  }
  out += '}';
}

// count_json()'s two members, between "backend" and "differing_cells" in key order.
struct CountMembers {
  std::uint64_t count = 0;
  bool exact = false;
};

// The line of report_json(), with `status` for its own and, given `count`, count_json()'s.
std::string line(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep,
                 const std::string& status, const CountMembers* count) {
  const Puzzle& p = *rec.puzzle;
  std::string out;
  out.reserve(256 + rep.solutions.size() * std::size_t(p.rows()) * std::size_t(p.cols() * 2 + 2));
  out += "{\"backend\":";
  put_string(out, backend);
  if (count) {
    out += ",\"count\":";
    out += std::to_string(count->count);
    out += count->exact ? ",\"count_exact\":true" : ",\"count_exact\":false";
  }
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
  std::vector<int> digit;
  for (std::size_t i = 0; i < rep.solutions.size(); ++i) {
    if (i) out += ',';
    put_grid(out, p, rep.solutions[i], digit);
  }
  out += "],\"stats\":";
  put_stats(out, rep);
  out += ",\"status\":";
  put_string(out, status);
  out += ",\"unique\":";
  out += rep.outcome == Outcome::Solved && rep.unique ? (*rep.unique ? "true" : "false") : "null";
  out += "}\n";
  return out;
}

}  // namespace

std::string report_line(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep) {
  return line(rec, backend, rep, report_status(rep), nullptr);
}

std::string count_line(const PuzzleRecord& rec, const std::string& backend, const SolveReport& rep,
                       std::uint64_t limit) {
  const CountMembers count{rep.solutions.size(), rep.exhausted};
  return line(rec, backend, rep, count_status(rep, limit), &count);
}

}  // namespace kakuro::views
