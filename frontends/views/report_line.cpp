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
#include <cstring>
#include <string_view>

#include "report.hpp"

namespace kakuro::views {
namespace {

// A line written into room made ahead in its string, each piece making sure of its own
// room first: std::string's append, called for every piece, was as much as the rest.
class Writer {
 public:
  explicit Writer(std::size_t room) {
    s_.resize(room);
    w_ = s_.data();
  }
  // Where `n` more bytes go; advance() past those written after.
  char* room(std::size_t n) {
    if (std::size_t(s_.data() + s_.size() - w_) < n) grow(n);
    return w_;
  }
  void advance(char* to) { w_ = to; }
  void put(char c) {
    *room(1) = c;
    ++w_;
  }
  void put(std::string_view v) {
    std::memcpy(room(v.size()), v.data(), v.size());
    w_ += v.size();
  }
  std::string take() {
    s_.resize(std::size_t(w_ - s_.data()));
    return std::move(s_);
  }

 private:
  void grow(std::size_t n) {
    const auto used = std::size_t(w_ - s_.data());
    s_.resize(std::max(2 * s_.size(), used + n));
    w_ = s_.data() + used;
  }
  std::string s_;
  char* w_ = nullptr;
};

// Bytes a JSON string holds as they are: printable ASCII but the quote and the backslash.
constexpr std::array<bool, 256> kPlain = [] {
  std::array<bool, 256> t{};
  for (int u = 0x20; u <= 0x7e; ++u) t[std::size_t(u)] = u != '"' && u != '\\';
  return t;
}();

bool plain(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char ch) { return kPlain[static_cast<unsigned char>(ch)]; });
}

void put_string(Writer& out, std::string_view s) {
  if (!plain(s)) {
    const std::string dumped = json_line(nlohmann::json(std::string(s)));
    out.put(std::string_view(dumped).substr(0, dumped.size() - 1));  // without its newline
    return;
  }
  char* w = out.room(s.size() + 2);
  *w++ = '"';
  w = std::copy(s.begin(), s.end(), w);
  *w++ = '"';
  out.advance(w);
}

template <typename Int>
void put_int(Writer& out, Int v) {
  constexpr std::size_t kRoom = 24;  // any 64-bit integer's digits and sign
  char* const w = out.room(kRoom);
  out.advance(std::to_chars(w, w + kRoom, v).ptr);
}

// The dump's form of a double ("1.0", "4.2e-05", "null"), by the function its serializer
// writes a finite one with, without a document nor a string made for it.
void put_double(Writer& out, double v) {
  if (!std::isfinite(v)) {
    out.put("null");
    return;
  }
  constexpr std::size_t kRoom = 64;  // the serializer's own room for a number
  char* const w = out.room(kRoom);
  out.advance(nlohmann::detail::to_chars(w, w + kRoom, v));
}

// solution_grid()'s shape: rows of numbers, 0 where a cell is not white. Digits 0..9 (a
// backend's answers) are written straight into room made for the grid at once, the white
// cells' VarIds counted along (white cells are numbered row-major).
void put_grid(Writer& out, const Puzzle& p, const Solution& s) {
  const auto rows = std::size_t(p.rows()), cols = std::size_t(p.cols());
  if (std::all_of(s.digits.begin(), s.digits.end(), [](Digit d) { return d <= 9; })) {
    char* w = out.room(2 + rows * (2 * cols + 2));  // each row "[d,d,...,d]" and a comma
    // In locals: a store of a char could otherwise be any of them, read again after it.
    const Cell* const cells = p.cells().data();
    const Digit* const digits = s.digits.data();
    const std::size_t known = s.digits.size();
    std::size_t var = 0, id = 0;
    *w++ = '[';
    for (std::size_t r = 0; r < rows; ++r) {
      if (r) *w++ = ',';
      *w++ = '[';
      for (std::size_t c = 0; c < cols; ++c, ++id) {  // each digit and a comma
        int d = 0;
        if (cells[id].kind == CellKind::White) {
          d = var < known ? digits[var] : 0;
          ++var;
        }
        w[0] = static_cast<char>('0' + d);
        w[1] = ',';
        w += 2;
      }
      if (cols)
        w[-1] = ']';  // over the row's last comma
      else
        *w++ = ']';
    }
    *w++ = ']';
    out.advance(w);
    return;
  }
  const auto digit = [&](CellId id) {
    const VarId v = p.var_of(id);
    return v >= 0 && std::size_t(v) < s.digits.size() ? int(s.digits[std::size_t(v)]) : 0;
  };
  out.put('[');
  for (int r = 0; r < p.rows(); ++r) {
    out.put(r ? ",[" : "[");
    for (int c = 0; c < p.cols(); ++c) {
      if (c) out.put(',');
      put_int(out, digit(p.cell_id(r, c)));
    }
    out.put(']');
  }
  out.put(']');
}

// report_stats_json()'s object: its six counts and the backend's extras, in key order (an
// extra of the same name as a count replaces it, as a double): the counts, in that order,
// merged with the extras, a map in that order too.
void put_stats(Writer& out, const SolveReport& rep) {
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
  out.put('{');
  std::size_t i = 0;
  auto extra = rep.stats.extra.begin();
  const auto extras_end = rep.stats.extra.end();
  for (bool first = true; i < counts.size() || extra != extras_end; first = false) {
    if (!first) out.put(',');
    if (extra != extras_end && (i == counts.size() || extra->first <= counts[i].key)) {
      if (i < counts.size() && extra->first == counts[i].key) ++i;  // replaced by the extra
      put_string(out, extra->first);
      out.put(':');
      put_double(out, extra->second);
      ++extra;
      continue;
    }
    const Count& c = counts[i++];
    out.put('"');  // a count's key needs no escape
    out.put(c.key);
    out.put("\":");
    if (c.kind == Kind::Unsigned)
      put_int(out, c.search);
    else if (c.kind == Kind::Signed)
      put_int(out, c.pre);
    else
      put_double(out, c.seconds);
  }
  out.put('}');
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
  // Room for every grid as put_grid() makes it, and for the members: growing the string
  // past it copied every grid written so far.
  const std::size_t grid = 2 + std::size_t(p.rows()) * std::size_t(p.cols() * 2 + 2);
  Writer out(1024 + rec.file.size() + rec.id.size() + rep.reason.size() + rep.solutions.size() * grid);
  out.put("{\"backend\":");
  put_string(out, backend);
  if (count) {
    out.put(",\"count\":");
    put_int(out, count->count);
    out.put(count->exact ? ",\"count_exact\":true" : ",\"count_exact\":false");
  }
  out.put(",\"differing_cells\":[");
  if (rep.solutions.size() >= 2) {
    bool first = true;
    for (auto [r, c] : differing_cells(p, rep.solutions[0], rep.solutions[1])) {
      out.put(first ? "[" : ",[");
      first = false;
      put_int(out, r);
      out.put(',');
      put_int(out, c);
      out.put(']');
    }
  }
  out.put("],\"file\":");
  put_string(out, rec.file);
  out.put(",\"id\":");
  put_string(out, rec.id);
  if (!rep.reason.empty()) {
    out.put(",\"reason\":");
    put_string(out, rep.reason);
  }
  out.put(",\"solutions\":[");
  for (std::size_t i = 0; i < rep.solutions.size(); ++i) {
    if (i) out.put(',');
    put_grid(out, p, rep.solutions[i]);
  }
  out.put("],\"stats\":");
  put_stats(out, rep);
  out.put(",\"status\":");
  put_string(out, status);
  out.put(",\"unique\":");
  out.put(rep.outcome == Outcome::Solved && rep.unique ? (*rep.unique ? "true" : "false") : "null");
  out.put("}\n");
  return out.take();
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
