#include "svg.hpp"

#include <algorithm>
#include <sstream>

#include "kakuro/text.hpp"

namespace kakuro::views {

namespace {

constexpr int kSvgCell = 40;
constexpr int kSvgMargin = 10;
constexpr int kSvgTitle = 24;

void draw_cell(std::ostringstream& o, const SvgPicture& pic, int r, int c, int x0, int y0) {
  const Puzzle& p = *pic.puzzle;
  const Cell& cell = p.cell(r, c);
  const int x = x0 + c * kSvgCell, y = y0 + r * kSvgCell;
  if (cell.kind == CellKind::Black) {
    o << "<rect x='" << x << "' y='" << y << "' width='" << kSvgCell << "' height='" << kSvgCell
      << "' class='black'/>\n";
    return;
  }
  if (cell.kind == CellKind::Clue) {
    o << "<rect x='" << x << "' y='" << y << "' width='" << kSvgCell << "' height='" << kSvgCell
      << "' class='clue'/>\n";
    // A triangle with no sum is shaded, as printed puzzles do.
    if (!cell.across)
      o << "<polygon points='" << x << "," << y << " " << x + kSvgCell << "," << y << " " << x + kSvgCell
        << "," << y + kSvgCell << "' class='unused'/>\n";
    if (!cell.down)
      o << "<polygon points='" << x << "," << y << " " << x << "," << y + kSvgCell << " " << x + kSvgCell
        << "," << y + kSvgCell << "' class='unused'/>\n";
    o << "<line x1='" << x << "' y1='" << y << "' x2='" << x + kSvgCell << "' y2='" << y + kSvgCell
      << "' class='diag'/>\n";
    if (cell.down)  // lower-left triangle
      o << "<text x='" << x + kSvgCell * 3 / 10 << "' y='" << y + kSvgCell * 85 / 100 << "' class='sum'>"
        << cell.down << "</text>\n";
    if (cell.across)  // upper-right triangle
      o << "<text x='" << x + kSvgCell * 7 / 10 << "' y='" << y + kSvgCell * 4 / 10 << "' class='sum'>"
        << cell.across << "</text>\n";
    return;
  }
  o << "<rect x='" << x << "' y='" << y << "' width='" << kSvgCell << "' height='" << kSvgCell
    << "' class='white'/>\n";
  const VarId v = p.var_of(p.cell_id(r, c));
  int d =
      pic.solution && std::size_t(v) < pic.solution->digits.size() ? pic.solution->digits[std::size_t(v)] : 0;
  const bool given = cell.given != 0;
  if (d == 0) d = cell.given;
  if (d != 0)
    o << "<text x='" << x + kSvgCell / 2 << "' y='" << y + kSvgCell * 72 / 100 << "' class='"
      << (given ? "given" : "digit") << "'>" << d << "</text>\n";
}

void draw_body(std::ostringstream& o, const SvgPicture& pic, int y0) {
  const Puzzle& p = *pic.puzzle;
  int y = y0;
  if (!pic.title.empty()) {
    o << "<text x='" << kSvgMargin << "' y='" << y + 17 << "' class='title'>" << xml_escape(pic.title)
      << "</text>\n";
    y += kSvgTitle;
  }
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) draw_cell(o, pic, r, c, kSvgMargin, y);
  o << "<rect x='" << kSvgMargin << "' y='" << y << "' width='" << p.cols() * kSvgCell << "' height='"
    << p.rows() * kSvgCell << "' class='frame'/>\n";
}

int body_height(const SvgPicture& pic) {
  return (pic.title.empty() ? 0 : kSvgTitle) + pic.puzzle->rows() * kSvgCell;
}

std::string document(const std::vector<SvgPicture>& pics) {
  int width = 0, height = kSvgMargin;
  for (const auto& pic : pics) {
    width = std::max({width, pic.puzzle->cols() * kSvgCell, static_cast<int>(pic.title.size()) * 8});
    height += body_height(pic) + kSvgMargin;
  }
  width += 2 * kSvgMargin;
  std::ostringstream o;
  o << "<?xml version='1.0' encoding='UTF-8'?>\n"
    << "<svg xmlns='http://www.w3.org/2000/svg' width='" << width << "' height='" << height
    << "' viewBox='0 0 " << width << " " << height << "'>\n"
    << "<style>\n"
    << ".black{fill:#222;stroke:#555;stroke-width:1}\n"
    << ".clue{fill:#d8d8d8;stroke:#555;stroke-width:1}\n"
    << ".white{fill:#fff;stroke:#555;stroke-width:1}\n"
    << ".diag{stroke:#555;stroke-width:1}\n"
    << ".unused{fill:#555}\n"
    << ".frame{fill:none;stroke:#000;stroke-width:2}\n"
    << "text{font-family:DejaVu Sans,Arial,sans-serif;text-anchor:middle}\n"
    << ".sum{font-size:12px;fill:#000}\n"
    << ".digit{font-size:22px;fill:#1a4fa0}\n"
    << ".given{font-size:22px;fill:#000;font-weight:bold}\n"
    << ".title{font-size:14px;text-anchor:start}\n"
    << "</style>\n"
    << "<rect width='100%' height='100%' fill='#fff'/>\n";
  int y = kSvgMargin;
  for (const auto& pic : pics) {
    draw_body(o, pic, y);
    y += body_height(pic) + kSvgMargin;
  }
  o << "</svg>\n";
  return o.str();
}

}  // namespace

std::string render_svg(const SvgPicture& pic) { return document({pic}); }
std::string render_svg_sheet(const std::vector<SvgPicture>& pics) { return document(pics); }

}  // namespace kakuro::views
