#include "draw.hpp"

#include <unistd.h>

#include <cstdlib>

namespace kakuro::views {

namespace {

constexpr int kWidth = 5;  // "45\45" fits

struct Glyphs {
  const char *h, *v, *tl, *tm, *tr, *ml, *mm, *mr, *bl, *bm, *br, *shade;
};
constexpr Glyphs kBox{"─", "│", "┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘", "░"};
constexpr Glyphs kAscii{"-", "|", "+", "+", "+", "+", "+", "+", "+", "+", "+", "#"};

std::string repeat(const char* s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

std::string centre(const std::string& text) {
  const int pad = kWidth - static_cast<int>(text.size());
  const int left = pad / 2;
  return std::string(std::size_t(std::max(0, left)), ' ') + text +
         std::string(std::size_t(std::max(0, pad - left)), ' ');
}

std::string rule(int cols, const Glyphs& g, const char* l, const char* m, const char* r) {
  std::string out = l;
  for (int c = 0; c < cols; ++c) out += repeat(g.h, kWidth) + (c + 1 < cols ? m : r);
  return out + "\n";
}

std::string cell_text(const Puzzle& p, int r, int c, const Solution* s, const Glyphs& g, bool color) {
  const Cell& cell = p.cell(r, c);
  switch (cell.kind) {
    case CellKind::Black:
      return color ? "\033[2m" + repeat(g.shade, kWidth) + "\033[0m" : repeat(g.shade, kWidth);
    case CellKind::Clue: {
      const std::string text = (cell.down ? std::to_string(cell.down) : "") + "\\" +
                               (cell.across ? std::to_string(cell.across) : "");
      return color ? "\033[36m" + centre(text) + "\033[0m" : centre(text);
    }
    case CellKind::White:
      break;
  }
  const VarId v = p.var_of(p.cell_id(r, c));
  int d = s && std::size_t(v) < s->digits.size() ? s->digits[std::size_t(v)] : 0;
  if (d == 0) d = cell.given;
  if (d == 0) return centre("");
  const std::string text = centre(std::to_string(d));
  return color ? "\033[1m" + text + "\033[0m" : text;
}

}  // namespace

bool want_color(int fd) {
  const char* no = std::getenv("NO_COLOR");
  if (no && *no) return false;
  return isatty(fd) != 0;
}

std::string draw(const Puzzle& p, const Solution* s, const DrawStyle& style) {
  const Glyphs& g = style.ascii ? kAscii : kBox;
  std::string out = rule(p.cols(), g, g.tl, g.tm, g.tr);
  for (int r = 0; r < p.rows(); ++r) {
    out += g.v;
    for (int c = 0; c < p.cols(); ++c) out += cell_text(p, r, c, s, g, style.color) + g.v;
    out += "\n";
    out += r + 1 < p.rows() ? rule(p.cols(), g, g.ml, g.mm, g.mr) : rule(p.cols(), g, g.bl, g.bm, g.br);
  }
  return out;
}

}  // namespace kakuro::views
