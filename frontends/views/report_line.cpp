// report_line() and count_line(): the JSON lines of report_json() and count_json() written
// directly. Dumping the document
// builds one value per number of every solution grid; on a batch of small puzzles that
// was about a sixth of the whole process. The bytes are the dump's: keys in the order of
// its std::map, strings escaped as the dump escapes them (it does every string that needs
// more than a copy) and doubles written by it.
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <string_view>

#include "report.hpp"

namespace kakuro::views {
namespace {

// Bytes a JSON string holds as they are: printable ASCII but the quote and the backslash.
bool plain(std::string_view s) {
  for (const char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    if (u < 0x20 || u > 0x7e || ch == '"' || ch == '\\') return false;
  }
  return true;
}

void put_string(std::string& out, std::string_view s) {
  if (!plain(s)) {
    out += json_line(nlohmann::json(std::string(s)));
    out.pop_back();  // its newline
    return;
  }
  out += '"';
  out += s;
  out += '"';
}

template <typename Int>
void put_int(std::string& out, Int v) {
  char buf[24];
  const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  out.append(buf, end);
}

// The dump's form of a double ("1.0", "4.2e-05", "null"), by the function its serializer
// writes a finite one with, without a document nor a string made for it.
void put_double(std::string& out, double v) {
  if (!std::isfinite(v)) {
    out += "null";
    return;
  }
  std::array<char, 64> buf{};  // the serializer's own room for a number
  char* const end = nlohmann::detail::to_chars(buf.data(), buf.data() + buf.size(), v);
  out.append(buf.data(), end);
}

// solution_grid()'s shape: rows of numbers, 0 where a cell is not white. Digits 0..9 (a
// backend's answers) are written straight into room made for the grid at once.
void put_grid(std::string& out, const Puzzle& p, const Solution& s) {
  const auto digit = [&](CellId id) {
    const VarId v = p.var_of(id);
    return v >= 0 && std::size_t(v) < s.digits.size() ? int(s.digits[std::size_t(v)]) : 0;
  };
  const auto rows = std::size_t(p.rows()), cols = std::size_t(p.cols());
  if (std::all_of(s.digits.begin(), s.digits.end(), [](Digit d) { return d <= 9; })) {
    const std::size_t at = out.size();
    out.resize(at + 2 + rows * (2 * cols + 2));  // each row "[d,d,...,d]" and a comma
    char* w = out.data() + at;
    *w++ = '[';
    CellId id = 0;
    for (std::size_t r = 0; r < rows; ++r) {
      if (r) *w++ = ',';
      *w++ = '[';
      for (std::size_t c = 0; c < cols; ++c, ++id) {
        if (c) *w++ = ',';
        *w++ = static_cast<char>('0' + digit(id));
      }
      *w++ = ']';
    }
    *w++ = ']';
    out.resize(std::size_t(w - out.data()));
    return;
  }
  out += '[';
  for (int r = 0; r < p.rows(); ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < p.cols(); ++c) {
      if (c) out += ',';
      put_int(out, digit(p.cell_id(r, c)));
    }
    out += ']';
  }
  out += ']';
}

// report_stats_json()'s object: its six counts and the backend's extras, in key order (an
// extra of the same name as a count replaces it, as a double): the counts, in that order,
// merged with the extras, a map in that order too.
void put_stats(std::string& out, const SolveReport& rep) {
  enum class Kind { Unsigned, Signed, Double };
  struct Count {
    std::string_view key;
    Kind kind;
    std::uint64_t search = 0;  // the search's counts
    long long pre = 0;         // preprocessing's
    double seconds = 0;
  };
  const std::array<Count, 6> counts{{
      {"candidates_removed_by_preprocessing", Kind::Signed, 0, rep.pre.candidates_removed},
      {"cells_fixed_by_preprocessing", Kind::Signed, 0, rep.pre.cells_fixed},
      {"failures", Kind::Unsigned, rep.stats.failures},
      {"nodes", Kind::Unsigned, rep.stats.nodes},
      {"propagations", Kind::Unsigned, rep.stats.propagations},
      {"seconds", Kind::Double, 0, 0, rep.seconds},
  }};
  out += '{';
  std::size_t i = 0;
  auto extra = rep.stats.extra.begin();
  const auto extras_end = rep.stats.extra.end();
  for (bool first = true; i < counts.size() || extra != extras_end; first = false) {
    if (!first) out += ',';
    if (extra != extras_end && (i == counts.size() || extra->first <= counts[i].key)) {
      if (i < counts.size() && extra->first == counts[i].key) ++i;  // replaced by the extra
      put_string(out, extra->first);
      out += ':';
      put_double(out, extra->second);
      ++extra;
      continue;
    }
    const Count& c = counts[i++];
    out += '"';  // a count's key needs no escape
    out += c.key;
    out += "\":";
    if (c.kind == Kind::Unsigned)
      put_int(out, c.search);
    else if (c.kind == Kind::Signed)
      put_int(out, c.pre);
    else
      put_double(out, c.seconds);
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
  // Room for every grid as put_grid() sizes it before it trims (its last one included), and
  // for the members: growing the string past it copied every grid written so far.
  const std::size_t grid = 3 + std::size_t(p.rows()) * std::size_t(p.cols() * 2 + 2);
  out.reserve(1024 + rec.file.size() + rec.id.size() + rep.reason.size() + rep.solutions.size() * grid);
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
  for (std::size_t i = 0; i < rep.solutions.size(); ++i) {
    if (i) out += ',';
    put_grid(out, p, rep.solutions[i]);
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
