// A jsonl line read by one pass over its bytes into views of its strings and numbers, then
// the same cell tokens, checks and build_puzzle() as the JSON reader. Anything it is not
// sure of ends the attempt; the JSON reader then reads the line and reports.
#include "jsonl_plain.hpp"

#include <optional>

#include "json_positions.hpp"
#include "jsonl_scanner.hpp"
#include "kakuro/kept_buffer.hpp"
#include "kakuro/text.hpp"

namespace kakuro::detail {

namespace {

using plain::Matrix;
using plain::Scanner;

// What the members of a record line say, before any of it is checked.
struct Members {
  std::optional<std::string_view> id;
  std::optional<long long> rows, cols;
  Matrix<Cell> grid;
  Matrix<std::uint8_t> givens, solution;
  std::optional<std::string_view> uniqueness;
  bool meta = false;
  void reset() {
    id = uniqueness = std::nullopt;
    rows = cols = std::nullopt;
    grid.reset();
    givens.reset();
    solution.reset();
    meta = false;
  }
};

// What one thread reads a line into, kept from line to line: the vectors keep their room,
// so a record of a file of puzzles of one size allocates none of it.
struct Scratch {
  Members m;
  RawGrid g;
  // Room kept for a grid this large at most (kKeptEntries, as every kept buffer): one huge
  // record must not hold its memory for the rest of the file.
  static constexpr std::size_t kKeep = kKeptEntries;
  void trim() {
    if (g.cells.capacity() > kKeep || m.grid.items.capacity() > kKeep ||
        m.solution.items.capacity() > kKeep || m.givens.items.capacity() > kKeep ||
        m.grid.row_sizes.capacity() > kKeep)
      *this = Scratch{};
  }
};

bool read_meta(Scanner& in, Members& m) {
  if (m.meta) return false;
  m.meta = true;
  if (in.null()) return true;
  if (!in.take('{')) return false;
  if (in.take('}')) return true;
  do {
    std::string_view key;
    if (!in.string(key) || !in.take(':')) return false;
    if (key == "uniqueness") {
      std::string_view u;
      if (m.uniqueness || !in.string(u)) return false;
      m.uniqueness = u;
    } else if (!in.skip(1)) {
      return false;
    }
  } while (in.take(','));
  return in.take('}');
}

bool read_member(Scanner& in, std::string_view key, Members& m) {
  const auto once = [&](auto& field, auto read) {
    if (field) return false;
    typename std::remove_reference_t<decltype(field)>::value_type v{};
    if (!read(v)) return false;
    field = v;
    return true;
  };
  const auto text = [&](std::string_view& v) { return in.string(v); };
  const auto number = [&](long long& v) { return in.integer(v); };
  const auto cell = [&](Cell& v) { return in.cell(v); };
  const auto digit = [&](std::uint8_t& v) { return in.digit(v); };
  const auto common_cell = [](const char* p, const char* end, Cell& v) {
    return Scanner::common_cell(p, end, v);
  };
  const auto common_digit = [](const char* p, const char* end, std::uint8_t& v) {
    return Scanner::common_digit(p, end, v);
  };
  const auto common_cells = [](const char*& p, const char* end, Cell* out, std::size_t room) {
    return Scanner::common_cells(p, end, out, room);
  };
  const auto common_digits = [](const char*& p, const char* end, std::uint8_t* out, std::size_t room) {
    return Scanner::common_digits(p, end, out, room);
  };
  if (key == "id") return once(m.id, text);
  if (key == "rows") return once(m.rows, number);
  if (key == "cols") return once(m.cols, number);
  if (key == "grid") return in.matrix(m.grid, common_cells, common_cell, cell, m.rows, m.cols);
  if (key == "givens") return in.matrix(m.givens, common_digits, common_digit, digit, m.rows, m.cols);
  if (key == "solution") return in.matrix(m.solution, common_digits, common_digit, digit, m.rows, m.cols);
  if (key == "meta") return read_meta(in, m);
  return in.skip(1);
}

bool read_members(Scanner& in, Members& m) {
  if (!in.take('{')) return false;
  if (!in.take('}')) {
    do {
      std::string_view key;
      if (!in.string(key) || !in.take(':') || !read_member(in, key, m)) return false;
    } while (in.take(','));
    if (!in.take('}')) return false;
  }
  return in.at_end();
}

template <typename T>
bool has_shape(const Matrix<T>& m, long long rows, long long cols) {
  if (m.row_sizes.size() != std::size_t(rows)) return false;
  for (std::size_t n : m.row_sizes)
    if (n != std::size_t(cols)) return false;
  return true;
}

}  // namespace

std::string jsonl_default_id(const std::string& file, std::size_t index) {
  return to_valid_utf8(file + "#" + std::to_string(index));
}

namespace {

// The record of what `m` holds, read from a line; nullopt where the JSON reader has a word
// to say. The grid's cells are moved into `g`.
std::optional<PuzzleRecord> record_of(Members& m, RawGrid& g, int line, std::size_t index,
                                      const ParseInput& in) {
  if (!m.rows || !m.cols || !m.grid.seen || m.grid.null) return std::nullopt;
  const long long rows = *m.rows, cols = *m.cols;
  // check_size()'s test, without its message
  if (rows < 1 || cols < 1 || rows > in.limits.max_rows || cols > in.limits.max_cols ||
      !has_shape(m.grid, rows, cols))
    return std::nullopt;
  if (m.givens.seen && !m.givens.null && !has_shape(m.givens, rows, cols)) return std::nullopt;
  g.rows = static_cast<int>(rows);
  g.cols = static_cast<int>(cols);
  g.cells.swap(m.grid.items);
  g.pos.assign(g.cells.size(), SourcePos{});
  // No file nor context: a message of build_puzzle() sends the line to the JSON reader,
  // which reports it with its own.
  if (!m.givens.null)
    for (std::size_t k = 0; k < m.givens.items.size(); ++k) {
      const Digit d = m.givens.items[k];  // 0..9 (Scanner::digit)
      if (d != 0 && g.cells[k].kind != CellKind::White) return std::nullopt;
      if (d != 0) g.cells[k].given = d;
    }
  Diagnostics quiet;
  std::optional<Puzzle> p = build_puzzle(g, quiet);
  if (!p || !quiet.empty()) return std::nullopt;
  PuzzleRecord rec;
  if (m.solution.seen && !m.solution.null) {
    if (!has_shape(m.solution, p->rows(), p->cols())) return std::nullopt;
    // As solution_from_grid() reads it: a white cell's digit, 0 on every other cell.
    Solution s;
    s.digits.assign(std::size_t(p->num_vars()), 0);
    // In locals: a store of a digit could otherwise be any vector's ends, read again after it.
    const std::uint8_t* const digits = m.solution.items.data();
    const std::size_t cells = m.solution.items.size();
    Digit* const out = s.digits.data();
    for (std::size_t id = 0; id < cells; ++id) {
      const Digit d = digits[id];  // 0..9 (Scanner::digit)
      // Anything the JSON reader would say a word about goes to it (a digit off the white
      // cells is an error there, one outside 0..9 is kept for the checker).
      if (d == 0) continue;
      if (p->cell(CellId(id)).kind != CellKind::White) return std::nullopt;
      out[std::size_t(p->var_of(CellId(id)))] = d;
    }
    rec.solution = std::move(s);
  }
  rec.id = m.id ? std::string(*m.id) : jsonl_default_id(in.file, index);
  rec.file = in.file;
  rec.line = line;
  if (m.uniqueness) rec.uniqueness = std::string(*m.uniqueness);
  rec.puzzle = std::move(p);
  return rec;
}

}  // namespace

std::optional<PuzzleRecord> read_plain_record(std::string_view line_text, int line, std::size_t index,
                                              const ParseInput& in) {
  thread_local Scratch scratch;
  scratch.m.reset();
  Scanner scan(line_text, max_json_values(in.limits));  // holds the decoded strings m views
  std::optional<PuzzleRecord> rec;
  if (read_members(scan, scratch.m)) rec = record_of(scratch.m, scratch.g, line, index, in);
  scratch.trim();
  return rec;
}

}  // namespace kakuro::detail
