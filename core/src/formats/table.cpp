// The table of formats: a row per format, and the lookups that read it. Detection
// (detect.cpp), the readers and writers (read_write.cpp), the help texts of the command
// line and the tests take every format from here.
#include <algorithm>

#include "detail.hpp"
#include "pzprjs.hpp"

namespace kakuro::detail {

const std::vector<FormatRow>& format_table() {
  static const std::vector<FormatRow> table{
      {.info = {.format = Format::Grid,
                .name = "grid",
                .description = "our own, human-editable; the default output",
                .holds_many = false,
                .has_solved_form = true,
                .holds_givens = true,
                .extension = ".kakuro"},
       .detect = {.fallback = true},  // a text that no other format claims
       .read = parse_grid,
       .write = write_grid,
       .fits = fits_any,
       .read_solution = grid_solution,
       .solution_as = "a filled grid"},
      {.info = {.format = Format::Lines,
                .name = "lines",
                .description = "seed 000: a COLS ROWS line, then X Y x|v|h VALUE lines",
                .extension = ".txt"},
       .hash_comments = true,
       .detect = {.looks_like = looks_like_lines, .rank = 2},
       .read = parse_lines,
       .write = write_lines,
       .fits = fits_any,
       .read_solution = grid_solution,
       .solution_as = "a filled grid"},
      {.info = {.format = Format::Hv,
                .name = "hv",
                .description = "seeds 001/003: rows=, columns=, Horizontal and Vertical grids",
                .has_solved_form = true,
                .extension = ".txt"},
       .detect = {.looks_like = looks_like_hv, .rank = 4},
       .read = parse_hv,
       .write = write_hv,
       .fits = fits_any,
       .read_solution = hv_solution,
       .solution_as = "a solved hv file"},
      {.info = {.format = Format::Csp,
                .name = "csp",
                .description = "seed 004: six flags, rows=, columns=, a #/0 board, Constraints",
                .extension = ".txt"},
       .detect = {.looks_like = looks_like_csp, .rank = 3},
       .read = parse_csp,
       .write = write_csp,
       .fits = fits_any,
       .read_solution = hv_solution,
       .solution_as = "a solved hv file"},
      {.info = {.format = Format::CspJson,
                .name = "csp-json",
                .description = "seed 004's JSON twin",
                .extension = ".json"},
       .aliases = {"csp_json", "cspjson"},
       .hash_comments = true,
       .detect = {.json_keys = {"board", "constraints", "options"}},
       .read = parse_csp_json,
       .write = write_csp_json,
       .fits = fits_any,
       .read_solution = json_solution,
       .solution_as = "a JSON solution"},
      {.info = {.format = Format::Xcsp,
                .name = "xcsp",
                .description = "the XCSP3/PyCSP3 model's data: {\"nRows\",\"nCols\",\"clues\"}",
                .extension = ".json"},
       .hash_comments = true,
       .detect = {.json_keys = {"nRows", "nCols", "clues"}},
       .read = parse_xcsp,
       .write = write_xcsp,
       .fits = fits_any,
       .read_solution = json_solution,
       .solution_as = "a JSON solution"},
      {.info = {.format = Format::Jsonl,
                .name = "jsonl",
                .description = "the corpus record, one a line",
                .holds_many = true,
                .has_solved_form = true,
                .holds_givens = true,
                .extension = ".jsonl"},
       .hash_comments = true,
       // JSON that no other format's key claims: its reader then says what is wrong.
       .detect = {.json_keys = {"grid"}, .fallback = true},
       .read = parse_jsonl,
       .write = write_jsonl,
       .fits = fits_any,
       .read_solution = json_solution,
       .solution_as = "a JSON solution"},
      {.info = {.format = Format::Puzzlink,
                .name = "puzzlink",
                .description = "the pzprjs editor's URL (puzz.link, pzv.jp, pzprxs.vercel.app), one a line",
                .holds_many = true,
                .extension = ".txt"},
       .aliases = {"puzz.link"},
       .hash_comments = true,
       .detect = {.looks_like = looks_like_puzzlink, .rank = 1},
       .read = parse_puzzlink,
       .write = write_puzzlink,
       .fits = fits_pzprjs,
       .read_solution = puzzlink_solution,
       .solution_as = "a puzz.link URL"},
      {.info = {.format = Format::Pzprv3,
                .name = "pzprv3",
                .description = "the pzprjs editor's own file",
                .has_solved_form = true,
                .extension = ".txt"},
       .hash_comments = true,
       .detect = {.looks_like = looks_like_pzprv3, .rank = 1},
       .read = parse_pzprv3,
       .write = write_pzprv3,
       .fits = fits_pzprjs,
       .read_solution = pzprv3_solution,
       .solution_as = "a pzprv3 file"},
      {.info = {.format = Format::Kanpen,
                .name = "kanpen",
                .description = "Kanpen text, as the pzprjs editor reads and writes it",
                .has_solved_form = true,
                .extension = ".txt"},
       .hash_comments = true,
       .detect = {.looks_like = looks_like_kanpen, .rank = 1},
       .read = parse_kanpen,
       .write = write_kanpen,
       .fits = fits_pzprjs,
       .read_solution = kanpen_solution,
       .solution_as = "a Kanpen file"},
  };
  return table;
}

const FormatRow& row_of(Format f) {
  const auto& table = format_table();
  const auto it =
      std::find_if(table.begin(), table.end(), [f](const FormatRow& row) { return row.info.format == f; });
  return it != table.end() ? *it : table.front();
}

bool hash_comments(Format f) { return f != Format::Auto && row_of(f).hash_comments; }

}  // namespace kakuro::detail

namespace kakuro {

const std::vector<FormatInfo>& format_infos() {
  static const std::vector<FormatInfo> infos = [] {
    std::vector<FormatInfo> out;
    for (const detail::FormatRow& row : detail::format_table()) out.push_back(row.info);
    return out;
  }();
  return infos;
}

std::vector<std::string> format_names() {
  std::vector<std::string> out;
  for (const FormatInfo& f : format_infos()) out.emplace_back(f.name);
  return out;
}

std::string to_string(Format f) {
  return f == Format::Auto ? "auto" : std::string(detail::row_of(f).info.name);
}

std::optional<Format> parse_format(std::string_view name) {
  if (detail::iequals(name, "auto")) return Format::Auto;
  for (const detail::FormatRow& row : detail::format_table())
    if (detail::iequals(name, row.info.name)) return row.info.format;
  for (const detail::FormatRow& row : detail::format_table())
    for (std::string_view alias : row.aliases)
      if (detail::iequals(name, alias)) return row.info.format;
  return std::nullopt;
}

bool fits(const Puzzle& p, Format f) {
  if (f == Format::Auto) return false;
  const detail::FormatRow& row = detail::row_of(f);
  const bool givens =
      std::any_of(p.cells().begin(), p.cells().end(), [](const Cell& c) { return c.given != 0; });
  return (!givens || row.info.holds_givens) && row.fits(p);
}

bool holds_givens(Format f) { return f != Format::Auto && detail::row_of(f).info.holds_givens; }

bool has_solved_form(Format f) { return f != Format::Auto && detail::row_of(f).info.has_solved_form; }

bool holds_many(Format f) { return f != Format::Auto && detail::row_of(f).info.holds_many; }

std::string file_extension(Format f) {
  return f == Format::Auto ? ".txt" : std::string(detail::row_of(f).info.extension);
}

}  // namespace kakuro
