// The `xcsp` format, the data of the XCSP3/PyCSP3 Kakuro model: {"nRows", "nCols",
// "clues": [[{"x": across, "y": down}]]}; -1 no clue, x = y = 0 a white cell, x = y = -1
// a black cell.
#include "json_positions.hpp"

namespace kakuro::detail {

namespace {

// The cell an {"x", "y"} pair describes; "" or an error message.
std::string xcsp_cell(long long x, long long y, Cell& cell) {
  if (x == 0 && y == 0) {
    cell.kind = CellKind::White;
  } else if (x == 0 || y == 0) {
    return "x " + std::to_string(x) + " with y " + std::to_string(y) +
           ": a white cell has x 0 and y 0, a clue uses -1 for no sum";
  } else if (x > 0 || y > 0) {
    cell = Cell{.kind = CellKind::Clue,
                .down = static_cast<int>(std::max(y, 0LL)),
                .across = static_cast<int>(std::max(x, 0LL))};
  }
  return "";
}

void read_clues(JsonDoc& doc, const Json& clues, RawGrid& g) {
  for (int r = 0; r < g.rows && !too_many(doc.diags()); ++r)
    for (int c = 0; c < g.cols; ++c) {
      const JsonPath path{"clues", std::to_string(r), std::to_string(c)};
      const Json& v = clues[std::size_t(r)][std::size_t(c)];
      if (!v.is_object()) {
        doc.error(path, "cell " + cell_name(r, c) + ": expected {\"x\": ..., \"y\": ...}, not " +
                            json_type_name(v));
        continue;
      }
      const auto x = doc.int_member(v, path, "x", -1, 99999);
      const auto y = doc.int_member(v, path, "y", -1, 99999);
      if (!x || !y) continue;
      if (std::string err = xcsp_cell(*x, *y, g.at(r, c)); !err.empty())
        doc.error(path, "cell " + cell_name(r, c) + ": " + err);
    }
}

}  // namespace

void parse_xcsp(const ParseInput& in, ParseResult& out) {
  PuzzleRecord rec = make_record(in.file, 1);
  JsonDoc doc(in.text, 1, in.file, rec.diags, max_json_values(in.limits));
  if (doc.parse() && !doc.root().is_object())
    doc.error({}, "expected a JSON object, not " + json_type_name(doc.root()));
  if (!rec.diags.has_errors()) {
    const auto rows = doc.int_member(doc.root(), {}, "nRows", 0, kMaxNumber);
    const auto cols = doc.int_member(doc.root(), {}, "nCols", 0, kMaxNumber);
    const Json* clues = doc.member(doc.root(), {}, "clues", true);
    if (rows && cols && clues &&
        check_size(*rows, *cols, in.limits, in.file, doc.pos({"nRows"}), "", rec.diags) &&
        doc.check_matrix(*clues, {"clues"}, static_cast<int>(*rows), static_cast<int>(*cols))) {
      RawGrid g(static_cast<int>(*rows), static_cast<int>(*cols));
      g.file = in.file;
      g.pos = doc.matrix_pos({"clues"}, g.rows, g.cols);
      read_clues(doc, *clues, g);
      finish_record(rec, g);
    }
  }
  out.records.push_back(std::move(rec));
}

std::string write_xcsp(const Puzzle& p, const WriteOptions&) {
  std::string out = "{\"nRows\": " + std::to_string(p.rows()) + ", \"nCols\": " + std::to_string(p.cols()) +
                    ", \"clues\": [\n";
  for (int r = 0; r < p.rows(); ++r) {
    out += "  [";
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      int x = -1, y = -1;
      if (cell.kind == CellKind::White) x = y = 0;
      if (cell.kind == CellKind::Clue) {
        x = cell.across ? cell.across : -1;
        y = cell.down ? cell.down : -1;
      }
      out +=
          std::string(c ? ", " : "") + "{\"x\": " + std::to_string(x) + ", \"y\": " + std::to_string(y) + "}";
    }
    out += r + 1 < p.rows() ? "],\n" : "]\n";
  }
  return out + "]}\n";
}

}  // namespace kakuro::detail
