// The `jsonl` corpus format: one record a line ({"id", "rows", "cols", "grid", "givens",
// "solution", "meta"}); a single (pretty-printed) record is accepted as well.
#include <algorithm>
#include <exception>
#include <thread>

#include "json_positions.hpp"
#include "jsonl_plain.hpp"
#include "kakuro/text.hpp"

namespace kakuro::detail {

namespace {

// The solution matrix `sol` (at `path`) of `p`, as a stored solution and --solution's reader
// both take it: p's size, whole numbers (those outside 1..9 kept for the checker to report),
// 0 on every cell that is not white. Reports each problem; none when there is one.
std::optional<Solution> solution_matrix(JsonDoc& doc, const Json& sol, const JsonPath& path,
                                        const Puzzle& p) {
  const std::string size = std::to_string(p.rows()) + "x" + std::to_string(p.cols());
  // A matrix of another size: said as the filled grid's reader says it, before any cell.
  if (sol.is_array() && !sol.empty() && std::all_of(sol.begin(), sol.end(), [&](const Json& row) {
        return row.is_array() && row.size() == sol.front().size();
      })) {
    if (sol.size() != std::size_t(p.rows()) || sol.front().size() != std::size_t(p.cols())) {
      doc.error(path, "the solution is " + std::to_string(sol.size()) + "x" +
                          std::to_string(sol.front().size()) + ", the puzzle " + size);
      return std::nullopt;
    }
  }
  if (!doc.check_matrix(sol, path, p.rows(), p.cols())) return std::nullopt;
  const std::size_t errors = doc.diags().error_count();
  std::vector<int> digits(std::size_t(p.rows()) * std::size_t(p.cols()), 0);
  for (int r = 0; r < p.rows() && !too_many(doc.diags()); ++r)
    for (int c = 0; c < p.cols(); ++c)
      if (const auto d = doc.cell_integer(sol[std::size_t(r)][std::size_t(c)], path, std::size_t(r),
                                          std::size_t(c), -kMaxNumber, kMaxNumber)) {
        digits[std::size_t(p.cell_id(r, c))] = static_cast<int>(*d);
        // Only white cells take digits: a digit elsewhere is a solution of another layout.
        if (const CellKind kind = p.cell(r, c).kind; *d != 0 && kind != CellKind::White)
          doc.error(path / std::size_t(r) / std::size_t(c),
                    "the solution puts " + std::to_string(*d) + " on " + cell_name(r, c) + ", " +
                        (kind == CellKind::Clue ? "a clue cell" : "a black cell") +
                        " of the puzzle: only white cells take digits (0 elsewhere)");
      }
  if (doc.diags().error_count() != errors) return std::nullopt;
  return solution_from_grid(p, digits);
}

class RecordReader {
 public:
  RecordReader(JsonDoc& doc, const ParseLimits& limits, PuzzleRecord& rec)
      : doc_(doc), limits_(limits), rec_(rec) {}
  void read(std::size_t index);

 private:
  void read_id(const Json& root, std::size_t index);
  bool read_grid(const Json& root, RawGrid& g);
  void read_givens(const Json& root, RawGrid& g);
  void read_solution(const Json& root);
  void read_meta(const Json& root);
  void find_positions(RawGrid& g);
  void build(RawGrid& g);

  JsonDoc& doc_;
  bool have_positions_ = false;
  const ParseLimits& limits_;
  PuzzleRecord& rec_;
};

void RecordReader::read_id(const Json& root, std::size_t index) {
  rec_.id = jsonl_default_id(rec_.file, index);
  if (const Json* id = doc_.member(root, {}, "id", false)) {
    if (id->is_string())
      rec_.id = id->get<std::string>();
    else
      doc_.error({"id"}, "'id' must be a string, not " + json_type_name(*id));
  }
  doc_.set_context("record '" + rec_.id + "': ");
}

bool RecordReader::read_grid(const Json& root, RawGrid& g) {
  const auto rows = doc_.int_member(root, {}, "rows", 0, kMaxNumber);
  const auto cols = doc_.int_member(root, {}, "cols", 0, kMaxNumber);
  const Json* grid = doc_.member(root, {}, "grid", true);
  if (!rows || !cols || !grid) return false;
  if (!check_size(*rows, *cols, limits_, doc_.file(), doc_.pos({"rows"}), doc_.context(), doc_.diags()))
    return false;
  if (!doc_.check_matrix(*grid, {"grid"}, static_cast<int>(*rows), static_cast<int>(*cols))) return false;
  g = RawGrid(static_cast<int>(*rows), static_cast<int>(*cols));
  g.file = doc_.file();
  g.context = doc_.context();
  for (int r = 0; r < g.rows && !too_many(doc_.diags()); ++r)
    for (int c = 0; c < g.cols; ++c) {
      const Json& v = (*grid)[std::size_t(r)][std::size_t(c)];
      const auto fail = [&](const std::string& what) {  // the message is built only for an error
        find_positions(g);
        const SourcePos pos = g.pos[std::size_t(r) * std::size_t(g.cols) + std::size_t(c)];
        doc_.diags().error(g.file, pos, doc_.context() + "cell " + cell_name(r, c) + ": " + what);
      };
      if (!v.is_string())
        fail("must be a string, not " + json_type_name(v));
      else if (std::string err = parse_cell_token(v.get_ref<const std::string&>(), g.at(r, c)); !err.empty())
        fail(err);
    }
  return !rec_.diags.has_errors();
}

// Where each grid cell was written: a second scan of the text, needed only for a message
// about a cell, so it is done on the first one.
void RecordReader::find_positions(RawGrid& g) {
  if (have_positions_) return;
  g.pos = doc_.matrix_pos({"grid"}, g.rows, g.cols);
  have_positions_ = true;
}

// The puzzle, built once without the cells' positions; a record with something to say
// about its cells is built again with them, so that every message says where.
void RecordReader::build(RawGrid& g) {
  if (rec_.diags.has_errors()) return;
  if (!have_positions_) {
    Diagnostics quiet;
    std::optional<Puzzle> p = build_puzzle(g, quiet);
    if (quiet.empty()) {
      rec_.puzzle = std::move(p);
      return;
    }
    find_positions(g);
  }
  finish_record(rec_, g);
}

void RecordReader::read_givens(const Json& root, RawGrid& g) {
  const Json* givens = doc_.member(root, {}, "givens", false);
  if (!givens || givens->is_null() || !doc_.check_matrix(*givens, {"givens"}, g.rows, g.cols)) return;
  for (int r = 0; r < g.rows && !too_many(doc_.diags()); ++r)
    for (int c = 0; c < g.cols; ++c) {
      const auto d = doc_.cell_integer((*givens)[std::size_t(r)][std::size_t(c)], {"givens"}, std::size_t(r),
                                       std::size_t(c), 0, 9);
      if (!d || *d == 0) continue;
      if (g.at(r, c).kind == CellKind::White)
        g.at(r, c).given = static_cast<Digit>(*d);
      else
        doc_.error(
            JsonPath{"givens"} / std::size_t(r) / std::size_t(c),
            "cell " + cell_name(r, c) + ": given " + std::to_string(*d) + " on " + describe_cell(g.at(r, c)));
    }
}

// A stored solution gets the checks of one given with --solution (json_solution).
void RecordReader::read_solution(const Json& root) {
  const Json* sol = doc_.member(root, {}, "solution", false);
  if (!sol || sol->is_null()) return;
  rec_.solution = solution_matrix(doc_, *sol, {"solution"}, *rec_.puzzle);
}

void RecordReader::read_meta(const Json& root) {
  const Json* meta = doc_.member(root, {}, "meta", false);
  if (!meta || meta->is_null()) return;
  if (!meta->is_object())
    return doc_.error({"meta"}, "'meta' must be an object, not " + json_type_name(*meta));
  const Json* u = doc_.member(*meta, {"meta"}, "uniqueness", false);
  if (u && u->is_string())
    rec_.uniqueness = u->get<std::string>();
  else if (u)
    doc_.error({"meta", "uniqueness"}, "'meta.uniqueness' must be a string, not " + json_type_name(*u));
}

void RecordReader::read(std::size_t index) {
  rec_.id = jsonl_default_id(rec_.file, index);
  if (!doc_.parse()) return;
  const Json& root = doc_.root();
  if (!root.is_object()) return doc_.error({}, "a record must be a JSON object, not " + json_type_name(root));
  read_id(root, index);
  RawGrid g;
  if (read_grid(root, g)) read_givens(root, g);
  read_meta(root);
  build(g);
  if (rec_.puzzle) read_solution(root);
}

// The first line that is not blank.
std::optional<TextLine> first_line(std::string_view text) {
  for (const TextLine& line : split_lines(text))
    if (!is_blank(line.text)) return line;
  return std::nullopt;
}

// One JSON value spread over several lines, rather than one record a line.
bool single_document(std::string_view text, const TextLine& first) {
  return !Json::accept(first.text.begin(), first.text.end()) && Json::accept(text.begin(), text.end());
}

PuzzleRecord read_record(std::string_view text, int line, std::size_t index, const ParseInput& in) {
  PuzzleRecord rec = make_record(in.file, line);
  JsonDoc doc(text, line, in.file, rec.diags, max_json_values(in.limits));
  RecordReader(doc, in.limits, rec).read(index);
  rec.line = doc.pos({}).line;
  return rec;
}

// Reads lines[i] for i in [0, lines.size()) into records[i], on up to `threads` threads
// (contiguous shares; when a thread cannot start, this one reads its share and every share
// before it). An exception in any share (std::bad_alloc under --max-memory) is rethrown
// here once every thread has ended, as if one thread had read everything.
void read_lines(const std::vector<TextLine>& lines, const ParseInput& in, int threads,
                std::vector<PuzzleRecord>& records) {
  records.resize(lines.size());
  // Below this a thread costs more than it saves.
  constexpr std::size_t kMinPerThread = 64;
  const std::size_t n = lines.size();
  const std::size_t k = std::clamp<std::size_t>(n / kMinPerThread, 1, std::size_t(std::max(threads, 1)));
  std::vector<std::exception_ptr> errors(k);
  auto share = [&](std::size_t s, std::size_t from, std::size_t to) {
    try {
      for (std::size_t i = from; i < to; ++i) {
        records[i] = read_jsonl_line(lines[i], i + 1, in);
      }
    } catch (...) {
      errors[s] = std::current_exception();
    }
  };
  std::vector<std::thread> helpers;
  helpers.reserve(k);
  std::size_t mine = n / k;  // this thread reads [0, mine)
  for (std::size_t t = k; t-- > 1;) {
    try {
      helpers.emplace_back(share, t, n * t / k, n * (t + 1) / k);
    } catch (...) {  // no thread: this one reads shares 0..t
      mine = n * (t + 1) / k;
      break;
    }
  }
  share(0, 0, mine);
  for (auto& h : helpers) h.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
}

}  // namespace

bool jsonl_record_lines(const ParseInput& in, std::string& storage, std::vector<TextLine>& lines,
                        Diagnostics& diags) {
  // Comment lines become blank lines, skipped like them.
  const std::string_view text = blank_comment_lines(in.text, hash_comments(Format::Jsonl), storage);
  const std::optional<TextLine> first = first_line(text);
  if (!first || single_document(text, *first)) return false;
  for (const TextLine& line : split_lines(text)) {
    if (is_blank(line.text)) continue;
    if (lines.size() == in.limits.max_records) {
      diags.error(in.file, {line.number, 1},
                  "more than " + std::to_string(in.limits.max_records) + " records; the rest is ignored");
      break;
    }
    lines.push_back(line);
  }
  return true;
}

PuzzleRecord read_jsonl_line(const TextLine& line, std::size_t index, const ParseInput& in) {
  std::optional<PuzzleRecord> plain = read_plain_record(line.text, line.number, index, in);
  return plain ? std::move(*plain) : read_record(line.text, line.number, index, in);
}

void parse_jsonl(const ParseInput& in, ParseResult& out) {
  std::string storage;
  std::vector<TextLine> lines;
  Diagnostics too_many_records;
  if (!jsonl_record_lines(in, storage, lines, too_many_records)) {
    const std::string_view text = blank_comment_lines(in.text, hash_comments(Format::Jsonl), storage);
    const std::optional<TextLine> first = first_line(text);
    if (!first) return out.diags.error(in.file, {}, "no records found");
    return out.records.push_back(read_record(text, 1, 1, in));  // one document
  }
  std::vector<PuzzleRecord> records;
  read_lines(lines, in, in.limits.threads, records);
  // After too many bad records the rest is ignored, as if reading had stopped there.
  out.records.reserve(out.records.size() + records.size());  // no copy of them all while it grows
  std::size_t bad = 0;
  for (std::size_t i = 0; i < records.size(); ++i) {
    if (bad > kMaxBadRecords)
      return out.diags.error(
          in.file, {lines[i].number, 1},
          "more than " + std::to_string(kMaxBadRecords) + " bad records; the rest is ignored");
    bad += records[i].diags.has_errors();
    out.records.push_back(std::move(records[i]));
  }
  out.diags.append(too_many_records);
}

std::string write_jsonl(const Puzzle& p, const WriteOptions& opts) {
  // Made an object at once, never from null by operator[]: nlohmann-json 3.11.2 gives a null
  // turned into an object the new type before its storage, and when that allocation fails
  // (out of memory) its destructor follows a null pointer.
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  j["id"] = opts.id.empty() ? std::string("puzzle") : opts.id;
  j["rows"] = p.rows();
  j["cols"] = p.cols();
  auto grid = nlohmann::ordered_json::array();
  auto givens = nlohmann::ordered_json::array();
  bool any_given = false;
  for (int r = 0; r < p.rows(); ++r) {
    grid.push_back(nlohmann::ordered_json::array());
    givens.push_back(nlohmann::ordered_json::array());
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      grid.back().push_back(cell.kind == CellKind::White ? std::string(".") : cell_token(cell));
      givens.back().push_back(int(cell.given));
      any_given = any_given || cell.given != 0;
    }
  }
  j["grid"] = std::move(grid);
  if (any_given) j["givens"] = std::move(givens);
  if (opts.solution) j["solution"] = solution_grid(p, *opts.solution);
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::optional<Solution> json_solution(const Puzzle& p, std::string_view text, const std::string& file,
                                      Diagnostics& diags) {
  std::string storage;
  text = blank_comment_lines(text, hash_comments(Format::Jsonl), storage);
  const std::optional<TextLine> first = first_line(text);
  const bool whole = !first || single_document(text, *first) || Json::accept(text.begin(), text.end());
  const std::size_t cells = std::size_t(p.rows()) * std::size_t(p.cols());
  JsonDoc doc(whole ? text : first->text, whole ? 1 : first->number, file, diags, 4 * cells + 10000);
  const std::string size = std::to_string(p.rows()) + "x" + std::to_string(p.cols());
  doc.set_cap_reason("too many for a solution of a " + size + " puzzle");
  if (!doc.parse()) return std::nullopt;
  const Json* sol = &doc.root();
  JsonPath path;
  if (doc.root().is_object()) {
    path = {"solution"};
    sol = doc.member(doc.root(), {}, "solution", true);
    if (sol && sol->is_null()) doc.error(path, "the record has no solution (null)");
    if (!sol || sol->is_null()) return std::nullopt;
  }
  return solution_matrix(doc, *sol, path, p);
}

}  // namespace kakuro::detail
