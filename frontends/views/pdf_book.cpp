// Drawing the book's plan as PDF with cairo: grids as vector paths (shaded fills batched
// into one path per colour), clue sums and digits in DejaVu Sans through fontconfig, the
// PDF built in memory and handed back whole, so that the caller writes the file at once.
// cairo is called through cairo_api.hpp (loaded on first use, not linked).
#include "pdf_book.hpp"

#include <array>
#include <memory>
#include <new>
#include <string>

#include "cairo_api.hpp"
#include "pdf_book_style.hpp"

namespace kakuro::views {

namespace {

constexpr const char* kFamily = "DejaVu Sans";
constexpr const char* kCondensed = "DejaVu Sans Condensed";

struct Gray {
  double v;
};
constexpr Gray kInk{0.0}, kDark{0.25}, kClueFill{0.86}, kMuted{0.35};

void set(cairo_t* cr, Gray g) { cairo().set_source_rgb(cr, g.v, g.v, g.v); }

// The fonts, made once per book.
struct Fonts {
  cairo_font_face_t* regular;
  cairo_font_face_t* bold;
  cairo_font_face_t* italic;
  cairo_font_face_t* clue;  // condensed bold: two digits fit a triangle
  Fonts()
      : regular(cairo().toy_font_face_create(kFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)),
        bold(cairo().toy_font_face_create(kFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)),
        italic(cairo().toy_font_face_create(kFamily, CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_NORMAL)),
        clue(cairo().toy_font_face_create(kCondensed, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)) {}
  ~Fonts() {
    for (cairo_font_face_t* f : {regular, bold, italic, clue}) cairo().font_face_destroy(f);
  }
  Fonts(const Fonts&) = delete;
  Fonts& operator=(const Fonts&) = delete;
};

// Numbers 0..45 centred on a point. Their extents are measured once per font at a fixed
// size and scaled: a PDF's text is not hinted, so they scale exactly.
class Numbers {
 public:
  Numbers(cairo_t* cr, cairo_font_face_t* face) : cr_(cr), face_(face) {
    cairo().set_font_face(cr, face);
    cairo().set_font_size(cr, kRef);
    for (int i = 0; i < int(text_.size()); ++i) {
      text_[std::size_t(i)] = std::to_string(i);
      cairo().text_extents(cr, text_[std::size_t(i)].c_str(), &ext_[std::size_t(i)]);
    }
  }
  /// Makes this font current at `size`.
  void use(double size) {
    cairo().set_font_face(cr_, face_);
    cairo().set_font_size(cr_, size);
    size_ = size;
  }
  void show(int n, double cx, double cy) {
    if (n < 0 || n >= int(text_.size())) return;
    const cairo_text_extents_t& e = ext_[std::size_t(n)];
    const double k = size_ / kRef;
    cairo().move_to(cr_, cx - k * (e.x_bearing + e.width / 2), cy - k * (e.y_bearing + e.height / 2));
    cairo().show_text(cr_, text_[std::size_t(n)].c_str());
  }

 private:
  static constexpr double kRef = 100;
  cairo_t* cr_;
  cairo_font_face_t* face_;
  double size_ = kRef;
  std::array<std::string, 46> text_;
  std::array<cairo_text_extents_t, 46> ext_{};
};

struct Pens {
  Numbers clue, digit, given;
};

int digit_at(const Puzzle& p, const Solution* s, int r, int c) {
  const VarId v = p.var_of(p.cell_id(r, c));
  const int d = s && std::size_t(v) < s->digits.size() ? s->digits[std::size_t(v)] : 0;
  return d != 0 ? d : p.cell(r, c).given;
}

// The shaded parts: black cells and clue cells' unused triangles dark, clue cells light;
// one path per colour.
void draw_fills(cairo_t* cr, const Puzzle& p, double x0, double y0, double s) {
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c)
      if (p.cell(r, c).kind == CellKind::Clue) cairo().rectangle(cr, x0 + c * s, y0 + r * s, s, s);
  set(cr, kClueFill);
  cairo().fill(cr);
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      const double x = x0 + c * s, y = y0 + r * s;
      if (cell.kind == CellKind::Black) {
        cairo().rectangle(cr, x, y, s, s);
      } else if (cell.kind == CellKind::Clue) {
        if (!cell.across) {  // upper-right triangle
          cairo().move_to(cr, x, y), cairo().line_to(cr, x + s, y), cairo().line_to(cr, x + s, y + s);
          cairo().close_path(cr);
        }
        if (!cell.down) {  // lower-left triangle
          cairo().move_to(cr, x, y), cairo().line_to(cr, x, y + s), cairo().line_to(cr, x + s, y + s);
          cairo().close_path(cr);
        }
      }
    }
  set(cr, kDark);
  cairo().fill(cr);
}

void draw_lines(cairo_t* cr, const Puzzle& p, double x0, double y0, double s) {
  const double w = p.cols() * s, h = p.rows() * s;
  for (int r = 1; r < p.rows(); ++r) cairo().move_to(cr, x0, y0 + r * s), cairo().rel_line_to(cr, w, 0);
  for (int c = 1; c < p.cols(); ++c) cairo().move_to(cr, x0 + c * s, y0), cairo().rel_line_to(cr, 0, h);
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c)
      if (p.cell(r, c).kind == CellKind::Clue && p.cell(r, c).across && p.cell(r, c).down)
        cairo().move_to(cr, x0 + c * s, y0 + r * s), cairo().rel_line_to(cr, s, s);
  set(cr, kInk);
  cairo().set_line_width(cr, std::max(0.3, s * 0.03));
  cairo().stroke(cr);
  cairo().rectangle(cr, x0, y0, w, h);
  cairo().set_line_width(cr, std::max(0.8, s * 0.07));
  cairo().stroke(cr);
}

void draw_grid(cairo_t* cr, Pens& pens, const Puzzle& p, const Solution* sol, double x0, double y0,
               double s) {
  draw_fills(cr, p, x0, y0, s);
  draw_lines(cr, p, x0, y0, s);
  set(cr, kInk);
  pens.clue.use(s * 0.36);
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      if (cell.kind != CellKind::Clue) continue;
      const double x = x0 + c * s, y = y0 + r * s;
      if (cell.down) pens.clue.show(cell.down, x + s * 0.29, y + s * 0.72);
      if (cell.across) pens.clue.show(cell.across, x + s * 0.71, y + s * 0.28);
    }
  for (Numbers* pen : {&pens.given, &pens.digit}) {
    pen->use(s * 0.62);
    const bool givens = pen == &pens.given;
    for (int r = 0; r < p.rows(); ++r)
      for (int c = 0; c < p.cols(); ++c)
        if (p.cell(r, c).kind == CellKind::White && (p.cell(r, c).given != 0) == givens)
          if (const int d = digit_at(p, sol, r, c); d != 0)
            pen->show(d, x0 + (c + 0.5) * s, y0 + (r + 0.5) * s);
  }
}

double text_width(cairo_t* cr, const std::string& text) {
  cairo_text_extents_t e;
  cairo().text_extents(cr, text.c_str(), &e);
  return e.x_advance;
}

// `text` cut (at a UTF-8 character boundary) with an ellipsis to fit `width`.
std::string fitted(cairo_t* cr, const std::string& text, double width) {
  return fit_text(text, width, [cr](const std::string& t) { return text_width(cr, t); });
}

void show_at(cairo_t* cr, double x, double y, const std::string& text) {
  cairo().move_to(cr, x, y);
  cairo().show_text(cr, text.c_str());
}

// Control characters (a tab, a newline in an id) as spaces: a font has no glyph for them.
std::string printable(std::string text) {
  for (char& c : text)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
  return text;
}

// "12  janko-091" on the left, the level (if any) on the right; a long id may reach past
// the grid across its slot, and is cut beyond that.
void draw_label(cairo_t* cr, const Fonts& fonts, const PlacedPuzzle& pp, const std::string& id,
                const std::string& level, const PartStyle& k, double grid_width) {
  const std::string number = std::to_string(pp.index + 1);
  cairo().set_font_size(cr, k.label_size);
  cairo().set_font_face(cr, fonts.bold);
  const double number_w = text_width(cr, number + "  ");
  cairo().set_font_face(cr, fonts.italic);
  const double level_w = level.empty() ? 0 : text_width(cr, "  " + level);
  cairo().set_font_face(cr, fonts.regular);
  const double want = number_w + text_width(cr, id) + level_w;
  double left = pp.x, right = pp.x + grid_width;
  if (want > grid_width) {  // widen round the grid's centre, within the slot
    const double centre = pp.x + grid_width / 2, half = std::min(want, pp.slot_right - pp.slot_left) / 2;
    left = std::max(pp.slot_left, centre - half), right = std::min(pp.slot_right, left + 2 * half);
  }
  set(cr, kInk);
  cairo().set_font_face(cr, fonts.bold);
  show_at(cr, left, pp.label_y, number);
  cairo().set_font_face(cr, fonts.regular);
  show_at(cr, left + number_w, pp.label_y, fitted(cr, id, right - left - number_w - level_w));
  if (!level.empty()) {
    cairo().set_font_face(cr, fonts.italic);
    set(cr, kMuted);
    show_at(cr, right - text_width(cr, level), pp.label_y, level);
  }
}

// Why a puzzle has no solution shown: the note in words, wrapped to the slot.
void draw_note(cairo_t* cr, const Fonts& fonts, const PlacedPuzzle& pp, const std::string& note,
               const PartStyle& k) {
  cairo().set_font_face(cr, fonts.italic);
  cairo().set_font_size(cr, k.label_size);
  set(cr, kMuted);
  const double width = pp.slot_right - pp.slot_left;
  std::string line, rest = note;
  double y = pp.y + k.label_size * 1.2;
  for (int lines = 0; lines < 4 && !rest.empty(); ++lines) {
    // Greedy wrapping by words; the last line allowed is cut with an ellipsis.
    std::size_t end = 0;
    while (end < rest.size()) {
      std::size_t next = rest.find(' ', end + 1);
      if (next == std::string::npos) next = rest.size();
      if (end > 0 && text_width(cr, rest.substr(0, next)) > width) break;
      end = next;
    }
    line = lines == 3 ? fitted(cr, rest, width) : fitted(cr, rest.substr(0, end), width);
    show_at(cr, pp.slot_left, y, line);
    rest = end < rest.size() ? rest.substr(end + 1) : "";
    y += k.label_size * 1.3;
  }
}

void draw_page(cairo_t* cr, const Fonts& fonts, Pens& pens, const PagePlan& page,
               const std::vector<BookPuzzle>& puzzles, int number, int total) {
  const PartStyle& k = page.solutions ? kSolutionPages : kPuzzlePages;
  cairo().pdf_surface_set_size(cairo().get_target(cr), page.width, page.height);
  if (page.solutions) {
    cairo().set_font_face(cr, fonts.bold);
    cairo().set_font_size(cr, 13);
    set(cr, kInk);
    show_at(cr, kMargin, kMargin + 13, "Solutions");
  }
  for (const PlacedPuzzle& pp : page.puzzles) {
    const BookPuzzle& bp = puzzles[pp.index];
    draw_label(cr, fonts, pp, printable(bp.id), page.solutions ? bp.mark : bp.level, k,
               bp.puzzle.cols() * pp.cell);
    if (!page.solutions)
      draw_grid(cr, pens, bp.puzzle, nullptr, pp.x, pp.y, pp.cell);
    else if (bp.solution)
      draw_grid(cr, pens, bp.puzzle, &*bp.solution, pp.x, pp.y, pp.cell);
    else
      draw_note(cr, fonts, pp, bp.note.empty() ? "no solution to show" : bp.note, k);
  }
  cairo().set_font_face(cr, fonts.regular);
  cairo().set_font_size(cr, 8);
  set(cr, kMuted);
  const std::string footer = std::to_string(number) + " / " + std::to_string(total);
  show_at(cr, (page.width - text_width(cr, footer)) / 2, page.height - kMargin + kFooter - 4, footer);
  cairo().show_page(cr);
}

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
  try {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
  } catch (const std::bad_alloc&) {  // no exception may cross cairo's C frames
    return CAIRO_STATUS_NO_MEMORY;
  }
}

}  // namespace

#if defined(KAKURO_SANITIZED)
// fontconfig (under cairo's toy fonts) keeps its configuration and font patterns until the
// process ends and never frees them: no leak of ours, but LeakSanitizer reports it at exit
// (and the process then fails). Suppressed for the sanitizer builds only.
extern "C" const char* __lsan_default_suppressions() { return "leak:libfontconfig.so\n"; }
#endif

bool render_pdf_book(const std::vector<BookPuzzle>& puzzles, const BookOptions& opts, std::string& pdf,
                     std::string& error, const std::function<bool()>& stopped) {
  const std::vector<PagePlan> pages = plan_book(puzzles, opts);
  if (pages.empty()) {
    error = "no puzzles to print";
    return false;
  }
  if (std::string why; !load_cairo(why)) {
    error = std::string("render --pdf needs cairo (") + kCairoLibrary + "): " + why;
    return false;
  }
  pdf.clear();
  std::unique_ptr<cairo_surface_t, decltype(CairoApi::surface_destroy)> surface(
      cairo().pdf_surface_create_for_stream(append, &pdf, pages.front().width, pages.front().height),
      cairo().surface_destroy);
  cairo().pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, "Kakuro puzzles");
  cairo().pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "kakuro render --pdf");
  std::unique_ptr<cairo_t, decltype(CairoApi::destroy)> cr(cairo().create(surface.get()), cairo().destroy);
  {
    const Fonts fonts;
    Pens pens{Numbers(cr.get(), fonts.clue), Numbers(cr.get(), fonts.regular), Numbers(cr.get(), fonts.bold)};
    for (std::size_t i = 0; i < pages.size(); ++i) {
      if (stopped && stopped()) {
        error = "interrupted";
        return false;
      }
      draw_page(cr.get(), fonts, pens, pages[i], puzzles, int(i) + 1, int(pages.size()));
    }
  }
  cairo_status_t status = cairo().status(cr.get());
  cr.reset();
  cairo().surface_finish(surface.get());
  if (status == CAIRO_STATUS_SUCCESS) status = cairo().surface_status(surface.get());
  if (status != CAIRO_STATUS_SUCCESS) {
    error = std::string("cannot make the PDF: ") + cairo().status_to_string(status);
    return false;
  }
  return true;
}

}  // namespace kakuro::views
