#include "step_svg.hpp"

#include <algorithm>
#include <sstream>
#include <string_view>

#include "kakuro/text.hpp"

namespace kakuro::views {

namespace {

// Larger cells than svg.cpp's 40 px, so that nine small candidates stay legible.
constexpr int kStepCell = 48;
constexpr int kSub = 14;  // pitch of the 3x3 candidates, centred in the cell with a margin
constexpr int kStepMargin = 10;
constexpr int kStepTitle = 26;
constexpr int kLegend = 30;

// What the step marks, per cell and per clue triangle.
struct Marks {
  std::vector<char> run, focus;          // per VarId
  std::vector<char> across_hl, down_hl;  // per CellId: the clue's triangle names a step run
  std::vector<DigitSet> gone;            // per VarId
  std::vector<Digit> placed;             // per VarId, 0 = none
};

Marks marks_of(const Puzzle& p, const explain::Step* step) {
  const auto nv = std::size_t(p.num_vars());
  const std::size_t nc = p.cells().size();
  Marks m{std::vector<char>(nv), std::vector<char>(nv),     std::vector<char>(nc),
          std::vector<char>(nc), std::vector<DigitSet>(nv), std::vector<Digit>(nv)};
  if (!step) return m;
  for (RunId r : step->runs) {
    if (r < 0 || r >= p.num_runs()) continue;
    const Run& run = p.run(r);
    (run.dir == Direction::Across ? m.across_hl : m.down_hl)[std::size_t(run.clue)] = 1;
    for (VarId v : run.vars) m.run[std::size_t(v)] = 1;
  }
  auto ok = [nv](VarId v) { return v >= 0 && std::size_t(v) < nv; };
  for (VarId v : step->cells)
    if (ok(v)) m.focus[std::size_t(v)] = 1;
  for (const auto& e : step->eliminate)
    if (ok(e.var) && e.digit >= 1 && e.digit <= 9) m.gone[std::size_t(e.var)].insert(e.digit);
  for (const auto& e : step->place)
    if (ok(e.var)) m.placed[std::size_t(e.var)] = e.digit;
  return m;
}

void square(std::ostringstream& o, int x, int y, std::string_view cls) {
  o << "<rect x='" << x << "' y='" << y << "' width='" << kStepCell << "' height='" << kStepCell
    << "' class='" << cls << "'/>\n";
}

void draw_clue(std::ostringstream& o, const Cell& cell, bool across_hl, bool down_hl, int x, int y) {
  square(o, x, y, "clue");
  const int x1 = x + kStepCell, y1 = y + kStepCell;
  // Upper-right triangle: the across sum; lower-left: the down sum. One with no sum is
  // shaded, as printed puzzles do; one whose run the step uses is highlighted.
  if (!cell.across || across_hl)
    o << "<polygon points='" << x << "," << y << " " << x1 << "," << y << " " << x1 << "," << y1
      << "' class='" << (cell.across ? "clue-run" : "unused") << "'/>\n";
  if (!cell.down || down_hl)
    o << "<polygon points='" << x << "," << y << " " << x << "," << y1 << " " << x1 << "," << y1
      << "' class='" << (cell.down ? "clue-run" : "unused") << "'/>\n";
  o << "<line x1='" << x << "' y1='" << y << "' x2='" << x1 << "' y2='" << y1 << "' class='diag'/>\n";
  if (cell.down)
    o << "<text x='" << x + kStepCell * 3 / 10 << "' y='" << y + kStepCell * 86 / 100 << "' class='sum'>"
      << cell.down << "</text>\n";
  if (cell.across)
    o << "<text x='" << x + kStepCell * 71 / 100 << "' y='" << y + kStepCell * 40 / 100 << "' class='sum'>"
      << cell.across << "</text>\n";
}

void draw_white(std::ostringstream& o, const Puzzle& p, const explain::Candidates& before, const Marks& m,
                VarId v, int x, int y) {
  const auto i = std::size_t(v);
  const CellId id = p.cell_of(v);
  o << "<g id='v-" << p.row_of(id) << "-" << p.col_of(id) << "'>\n";
  square(o, x, y, m.focus[i] ? "white focus" : m.run[i] ? "white run" : "white");
  const DigitSet cand = i < before.size() ? before[i] : DigitSet();
  const DigitSet shown = cand | m.gone[i];
  if (shown.is_single() && m.gone[i].empty()) {
    o << "<text x='" << x + kStepCell / 2 << "' y='" << y + kStepCell * 70 / 100 << "' class='"
      << (p.given(v) ? "given" : "digit") << "'>" << shown.min() << "</text>\n";
  } else {
    shown.for_each([&](int d) {
      const int cx = x + kStepCell / 2 + kSub * ((d - 1) % 3 - 1),
                cy = y + kStepCell / 2 + kSub * ((d - 1) / 3 - 1);
      const bool gone = m.gone[i].contains(d);
      std::string_view cls = "cand";
      if (gone) cls = "cand gone";
      if (!gone && m.placed[i] == d) cls = "cand placed";
      o << "<text x='" << cx << "' y='" << cy + 4 << "' class='" << cls << "'>" << d << "</text>\n";
      if (gone)
        o << "<line x1='" << cx - 5 << "' y1='" << cy + 5 << "' x2='" << cx + 5 << "' y2='" << cy - 5
          << "' class='strike'/>\n";
    });
  }
  o << "</g>\n";
}

// "unique-combination:  [ ] run  [ ] cell  7 removed  8 placed", at baseline y; returns its width.
int draw_legend(std::ostringstream& o, const explain::Step* step, int x0, int y) {
  constexpr int kChar = 7;  // rough width of a 12 px character
  int x = x0;
  auto label = [&](std::string_view s) {
    o << "<text x='" << x << "' y='" << y << "' class='legend'>" << xml_escape(s) << "</text>\n";
    x += int(s.size()) * kChar + 12;
  };
  if (!step) {
    label("no step: the candidates left");
    return x - x0;
  }
  label(std::string(explain::name(step->technique)) + ":");
  auto swatch = [&](std::string_view cls, std::string_view text) {
    o << "<rect x='" << x << "' y='" << y - 11 << "' width='14' height='14' class='" << cls << "'/>\n";
    x += 19;
    label(text);
  };
  swatch("white run", "run");
  swatch("white focus", "cell");
  o << "<text x='" << x + 5 << "' y='" << y << "' class='cand gone'>7</text><line x1='" << x << "' y1='"
    << y + 1 << "' x2='" << x + 10 << "' y2='" << y - 9 << "' class='strike'/>\n";
  x += 15;
  label("removed");
  o << "<text x='" << x + 5 << "' y='" << y << "' class='cand placed'>8</text>\n";
  x += 15;
  label("placed");
  return x - x0;
}

constexpr std::string_view kStyle =
    "<style>\n"
    ".black{fill:#222;stroke:#555;stroke-width:1}\n"
    ".clue{fill:#d8d8d8;stroke:#555;stroke-width:1}\n"
    ".unused{fill:#555}\n"
    ".clue-run{fill:#f5c542}\n"
    ".white{fill:#fff;stroke:#555;stroke-width:1}\n"
    ".run{fill:#fff1bf}\n"
    ".focus{fill:#f9d66b}\n"
    ".diag{stroke:#555;stroke-width:1}\n"
    ".frame{fill:none;stroke:#000;stroke-width:2}\n"
    "text{font-family:DejaVu Sans,Arial,sans-serif;text-anchor:middle}\n"
    ".sum{font-size:13px;fill:#000}\n"
    ".digit{font-size:26px;fill:#1a4fa0}\n"
    ".given{font-size:26px;fill:#000;font-weight:bold}\n"
    ".cand{font-size:12px;fill:#555}\n"
    ".gone{fill:#c62828}\n"
    ".placed{fill:#1b7f2a;font-weight:bold;font-size:13px}\n"
    ".strike{stroke:#c62828;stroke-width:1.5;stroke-linecap:round}\n"
    ".title{font-size:14px;text-anchor:start}\n"
    ".legend{font-size:12px;text-anchor:start;fill:#333}\n"
    "</style>\n";

}  // namespace

std::string step_svg(const Puzzle& p, const explain::Candidates& before, const explain::Step* step,
                     const std::string& title) {
  const Marks m = marks_of(p, step);
  std::ostringstream body;
  int y = kStepMargin;
  int width = p.cols() * kStepCell;
  if (!title.empty()) {
    body << "<text x='" << kStepMargin << "' y='" << y + 17 << "' class='title'>" << xml_escape(title)
         << "</text>\n";
    width = std::max(width, std::min(int(title.size()) * 8, 1200));
    y += kStepTitle;
  }
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const int x = kStepMargin + c * kStepCell, cy = y + r * kStepCell;
      const CellId id = p.cell_id(r, c);
      const Cell& cell = p.cell(id);
      if (cell.kind == CellKind::Black)
        square(body, x, cy, "black");
      else if (cell.kind == CellKind::Clue)
        draw_clue(body, cell, m.across_hl[std::size_t(id)], m.down_hl[std::size_t(id)], x, cy);
      else
        draw_white(body, p, before, m, p.var_of(id), x, cy);
    }
  body << "<rect x='" << kStepMargin << "' y='" << y << "' width='" << p.cols() * kStepCell << "' height='"
       << p.rows() * kStepCell << "' class='frame'/>\n";
  y += p.rows() * kStepCell;
  width = std::max(width, draw_legend(body, step, kStepMargin, y + 20));
  y += kLegend;

  width += 2 * kStepMargin;
  const int height = y + kStepMargin;
  std::ostringstream o;
  o << "<?xml version='1.0' encoding='UTF-8'?>\n"
    << "<svg xmlns='http://www.w3.org/2000/svg' width='" << width << "' height='" << height
    << "' viewBox='0 0 " << width << " " << height << "'>\n"
    << kStyle << "<rect width='100%' height='100%' fill='#fff'/>\n"
    << body.str() << "</svg>\n";
  return o.str();
}

}  // namespace kakuro::views
