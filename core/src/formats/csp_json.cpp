// The `csp-json` format: seed 004's JSON twin ({"options", "rows", "cols", "board",
// "constraints": [{"row", "col", "sum", "type"}]}), 1-based like the text form.
#include "csp.hpp"
#include "json_positions.hpp"

namespace kakuro::detail {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  return s;
}

// A flag's value: a JSON boolean, or the words the text form takes (true/false, any case).
std::optional<bool> flag_value(const Json& v) {
  if (v.is_boolean()) return v.get<bool>();
  if (!v.is_string()) return std::nullopt;
  const std::string_view s = trim(v.get_ref<const std::string&>());
  if (iequals(s, "true") || iequals(s, "false")) return iequals(s, "true");
  return std::nullopt;
}

// The same flag names as the text form, in any case (fc, FC, Fc).
void read_options(JsonDoc& doc, CspData& d) {
  const Json* opts = doc.member(doc.root(), {}, "options", false);
  if (!opts) return;
  if (!opts->is_object())
    return doc.error({"options"}, "'options' must be an object, not " + json_type_name(*opts));
  for (const auto& [key, value] : opts->items()) {
    const CspFlag* flag = nullptr;
    for (const CspFlag& f : kCspFlags)
      if (iequals(f.name, key)) flag = &f;
    const std::optional<bool> on = flag_value(value);
    if (!flag)
      doc.error({"options", key},
                "unknown option " + quote_text(key) + " (expected fc, ac3, mac, nc, mrv, lcv)");
    else if (!on)
      doc.error({"options", key},
                "option " + quote_text(key) + " must be true or false, not " +
                    (value.is_string() ? quote_text(value.get<std::string>()) : json_type_name(value)));
    else
      d.prefs.*flag->field = *on;
  }
}

// The same direction names as the text form: h or v, any case.
std::optional<bool> is_down(const Json& v) {
  if (!v.is_string()) return std::nullopt;
  const std::string_view s = trim(v.get_ref<const std::string&>());
  if (iequals(s, "h") || iequals(s, "v")) return iequals(s, "v");
  return std::nullopt;
}

bool read_board(JsonDoc& doc, const ParseLimits& limits, CspData& d) {
  const auto rows = doc.int_member(doc.root(), {}, "rows", 0, kMaxNumber);
  const auto cols = doc.int_member(doc.root(), {}, "cols", 0, kMaxNumber);
  const Json* board = doc.member(doc.root(), {}, "board", true);
  if (!rows || !cols || !board) return false;
  if (!check_size(*rows, *cols, limits, doc.file(), doc.pos({"rows"}), "", doc.diags())) return false;
  d.rows = static_cast<int>(*rows);
  d.cols = static_cast<int>(*cols);
  if (!doc.check_matrix(*board, {"board"}, d.rows, d.cols)) return false;
  d.pos = doc.matrix_pos({"board"}, d.rows, d.cols);
  for (int r = 0; r < d.rows; ++r)
    for (int c = 0; c < d.cols; ++c) {
      const Json& v = (*board)[std::size_t(r)][std::size_t(c)];
      const bool ok = v.is_string() && (v == "#" || v == "0");
      if (!ok)
        doc.diags().error(doc.file(), d.pos[d.board.size()],
                          "cell " + cell_name(r, c) + ": unknown token " +
                              (v.is_string() ? quote_text(v.get<std::string>()) : json_type_name(v)) +
                              " (expected \"#\" or \"0\")");
      d.board.push_back(ok && v == "0" ? '0' : '#');
    }
  return true;
}

void read_constraints(JsonDoc& doc, CspData& d) {
  const Json* list = doc.member(doc.root(), {}, "constraints", true);
  if (!list) return;
  if (!list->is_array())
    return doc.error({"constraints"}, "'constraints' must be an array, not " + json_type_name(*list));
  for (std::size_t i = 0; i < list->size() && !too_many(doc.diags()); ++i) {
    const Json& item = (*list)[i];
    const JsonPath path{"constraints", std::to_string(i)};
    if (!item.is_object()) {
      doc.error(path, "a constraint must be an object, not " + json_type_name(item));
      continue;
    }
    CspConstraint k;
    k.pos = doc.pos(path);
    const auto row = doc.int_member(item, path, "row", 0, kMaxNumber);
    const auto col = doc.int_member(item, path, "col", 0, kMaxNumber);
    const auto sum = doc.int_member(item, path, "sum", 0, kMaxNumber);
    const Json* type = doc.member(item, path, "type", true);
    const std::optional<bool> down = type ? is_down(*type) : std::nullopt;
    if (type && !down)
      doc.error(path / "type",
                "'type' must be \"h\" or \"v\", not " +
                    (type->is_string() ? quote_text(type->get<std::string>()) : json_type_name(*type)));
    if (!row || !col || !sum || !down) continue;
    k.row = *row;
    k.col = *col;
    k.sum = *sum;
    k.down = *down;
    d.constraints.push_back(k);
  }
}

}  // namespace

void parse_csp_json(const ParseInput& in, ParseResult& out) {
  PuzzleRecord rec = make_record(in.file, 1);
  JsonDoc doc(in.text, 1, in.file, rec.diags, max_json_values(in.limits));
  CspData d;
  if (doc.parse() && !doc.root().is_object())
    doc.error({}, "expected a JSON object, not " + json_type_name(doc.root()));
  else if (!rec.diags.has_errors()) {
    read_options(doc, d);
    const bool board_ok = read_board(doc, in.limits, d);
    read_constraints(doc, d);
    if (board_ok && !rec.diags.has_errors()) finish_csp(d, in.file, rec);
  }
  out.records.push_back(std::move(rec));
}

std::string write_csp_json(const Puzzle& p, const WriteOptions&) {
  std::string out = "{\n    \"options\": {\n";
  for (std::size_t i = 0; i < 6; ++i)
    out += "        \"" + lower(kCspFlags[i].name) +
           "\": " + ((p.preferences().*kCspFlags[i].field).value_or(true) ? "true" : "false") +
           (i < 5 ? ",\n" : "\n");
  out += "    },\n    \"rows\": " + std::to_string(p.rows()) +
         ",\n    \"cols\": " + std::to_string(p.cols()) + ",\n    \"board\": [\n";
  for (int r = 0; r < p.rows(); ++r) {
    out += "        [";
    for (int c = 0; c < p.cols(); ++c)
      out += std::string(c ? ", " : "") + (p.cell(r, c).kind == CellKind::White ? "\"0\"" : "\"#\"");
    out += r + 1 < p.rows() ? "],\n" : "]\n";
  }
  out += "    ],\n    \"constraints\": [";
  const std::vector<CspConstraint> ks = csp_constraints(p);
  for (std::size_t i = 0; i < ks.size(); ++i)
    out += std::string(i ? ",\n" : "\n") + "        { \"row\": " + std::to_string(ks[i].row) +
           ", \"col\": " + std::to_string(ks[i].col) + ", \"sum\": " + std::to_string(ks[i].sum) +
           ", \"type\": \"" + (ks[i].down ? "v" : "h") + "\" }";
  return out + (ks.empty() ? "]\n}\n" : "\n    ]\n}\n");
}

}  // namespace kakuro::detail
