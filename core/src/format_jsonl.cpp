// The `jsonl` corpus format: one record a line ({"id", "rows", "cols", "grid", "givens",
// "solution", "meta"}); a single (pretty-printed) record is accepted as well.
#include "format_json.hpp"

namespace kakuro::detail {

namespace {

class RecordReader {
 public:
  RecordReader(JsonDoc& doc, const ParseLimits& limits, PuzzleRecord& rec) : doc_(doc), limits_(limits), rec_(rec) {}
  void read(std::size_t index);

 private:
  void read_id(const Json& root, std::size_t index);
  bool read_grid(const Json& root, RawGrid& g);
  void read_givens(const Json& root, RawGrid& g);
  void read_solution(const Json& root);
  void read_meta(const Json& root);

  JsonDoc& doc_;
  const ParseLimits& limits_;
  PuzzleRecord& rec_;
};

void RecordReader::read_id(const Json& root, std::size_t index) {
  rec_.id = rec_.file + "#" + std::to_string(index);
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
  if (!check_size(*rows, *cols, limits_, doc_.file(), doc_.pos({"rows"}), doc_.context(), doc_.diags())) return false;
  if (!doc_.check_matrix(*grid, {"grid"}, static_cast<int>(*rows), static_cast<int>(*cols))) return false;
  g = RawGrid(static_cast<int>(*rows), static_cast<int>(*cols));
  g.file = doc_.file();
  g.context = doc_.context();
  g.pos = doc_.matrix_pos({"grid"}, g.rows, g.cols);
  for (int r = 0; r < g.rows && !too_many(doc_.diags()); ++r)
    for (int c = 0; c < g.cols; ++c) {
      const Json& v = (*grid)[std::size_t(r)][std::size_t(c)];
      const SourcePos pos = g.pos[std::size_t(r) * std::size_t(g.cols) + std::size_t(c)];
      const std::string where = doc_.context() + "cell " + cell_name(r, c) + ": ";
      if (!v.is_string())
        doc_.diags().error(g.file, pos, where + "must be a string, not " + json_type_name(v));
      else if (std::string err = parse_cell_token(v.get_ref<const std::string&>(), g.at(r, c)); !err.empty())
        doc_.diags().error(g.file, pos, where + err);
    }
  return !rec_.diags.has_errors();
}

void RecordReader::read_givens(const Json& root, RawGrid& g) {
  const Json* givens = doc_.member(root, {}, "givens", false);
  if (!givens || givens->is_null() || !doc_.check_matrix(*givens, {"givens"}, g.rows, g.cols)) return;
  for (int r = 0; r < g.rows && !too_many(doc_.diags()); ++r)
    for (int c = 0; c < g.cols; ++c) {
      const JsonPath path{"givens", std::to_string(r), std::to_string(c)};
      const auto d = doc_.integer((*givens)[std::size_t(r)][std::size_t(c)], path, 0, 9);
      if (!d || *d == 0) continue;
      if (g.at(r, c).kind == CellKind::White)
        g.at(r, c).given = static_cast<Digit>(*d);
      else
        doc_.error(path, "cell " + cell_name(r, c) + ": given " + std::to_string(*d) + " on " +
                             describe_cell(g.at(r, c)));
    }
}

void RecordReader::read_solution(const Json& root) {
  const Json* sol = doc_.member(root, {}, "solution", false);
  const Puzzle& p = *rec_.puzzle;
  if (!sol || sol->is_null() || !doc_.check_matrix(*sol, {"solution"}, p.rows(), p.cols())) return;
  std::vector<int> digits(std::size_t(p.rows()) * std::size_t(p.cols()), 0);
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const auto d = doc_.integer((*sol)[std::size_t(r)][std::size_t(c)], {"solution", std::to_string(r), std::to_string(c)},
                                  0, 9);
      if (!d) return;
      digits[std::size_t(p.cell_id(r, c))] = static_cast<int>(*d);
    }
  rec_.solution = solution_of(p, digits);
}

void RecordReader::read_meta(const Json& root) {
  const Json* meta = doc_.member(root, {}, "meta", false);
  if (!meta || meta->is_null()) return;
  if (!meta->is_object()) return doc_.error({"meta"}, "'meta' must be an object, not " + json_type_name(*meta));
  const Json* u = doc_.member(*meta, {"meta"}, "uniqueness", false);
  if (u && u->is_string())
    rec_.uniqueness = u->get<std::string>();
  else if (u)
    doc_.error({"meta", "uniqueness"}, "'meta.uniqueness' must be a string, not " + json_type_name(*u));
}

void RecordReader::read(std::size_t index) {
  rec_.id = rec_.file + "#" + std::to_string(index);
  if (!doc_.parse()) return;
  const Json& root = doc_.root();
  if (!root.is_object()) return doc_.error({}, "a record must be a JSON object, not " + json_type_name(root));
  read_id(root, index);
  RawGrid g;
  if (read_grid(root, g)) read_givens(root, g);
  read_meta(root);
  finish_record(rec_, g);
  if (rec_.puzzle) read_solution(root);
}

void read_record(std::string_view text, int line, std::size_t index, const ParseInput& in, ParseResult& out) {
  PuzzleRecord rec = make_record(in.file, line);
  JsonDoc doc(text, line, in.file, rec.diags);
  RecordReader(doc, in.limits, rec).read(index);
  rec.line = doc.pos({}).line;
  out.records.push_back(std::move(rec));
}

}  // namespace

void parse_jsonl(const ParseInput& in, ParseResult& out) {
  const std::vector<TextLine> lines = split_lines(in.text);
  std::size_t first = 0;
  while (first < lines.size() && is_blank(lines[first].text)) ++first;
  if (first == lines.size()) return out.diags.error(in.file, {}, "no records found");
  if (!Json::accept(lines[first].text.begin(), lines[first].text.end()) && Json::accept(in.text.begin(), in.text.end()))
    return read_record(in.text, 1, 1, in, out);
  std::size_t index = 0;
  for (std::size_t i = first; i < lines.size(); ++i) {
    if (is_blank(lines[i].text)) continue;
    if (++index > in.limits.max_records) {
      out.diags.error(in.file, {lines[i].number, 1},
                      "more than " + std::to_string(in.limits.max_records) + " records; the rest is ignored");
      return;
    }
    read_record(lines[i].text, lines[i].number, index, in, out);
  }
}

std::string write_jsonl(const Puzzle& p, const WriteOptions& opts) {
  nlohmann::ordered_json j;
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
  const std::vector<TextLine> lines = split_lines(text);
  std::size_t first = 0;
  while (first < lines.size() && is_blank(lines[first].text)) ++first;
  const bool whole = first == lines.size() || Json::accept(text.begin(), text.end());
  JsonDoc doc(whole ? text : lines[first].text, whole ? 1 : lines[first].number, file, diags);
  if (!doc.parse()) return std::nullopt;
  const Json* sol = &doc.root();
  JsonPath path;
  if (doc.root().is_object()) {
    path = {"solution"};
    sol = doc.member(doc.root(), {}, "solution", true);
    if (sol && sol->is_null()) doc.error(path, "the record has no solution (null)");
    if (!sol || sol->is_null()) return std::nullopt;
  }
  if (!doc.check_matrix(*sol, path, p.rows(), p.cols())) return std::nullopt;
  std::vector<int> digits(std::size_t(p.rows()) * std::size_t(p.cols()), 0);
  for (int r = 0; r < p.rows() && !too_many(diags); ++r)
    for (int c = 0; c < p.cols(); ++c)
      if (const auto d = doc.integer((*sol)[std::size_t(r)][std::size_t(c)], path / std::size_t(r) / std::size_t(c),
                                     -kMaxNumber, kMaxNumber))
        digits[std::size_t(p.cell_id(r, c))] = static_cast<int>(*d);
  if (diags.has_errors()) return std::nullopt;
  return solution_of(p, digits);
}

}  // namespace kakuro::detail
