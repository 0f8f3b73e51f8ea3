// The book's layout: which puzzles go on which page, in which grid of slots, at what cell
// size. Pure arithmetic in points; pdf_book.cpp draws the plan.
#include <algorithm>
#include <cmath>

#include "pdf_book.hpp"
#include "pdf_book_style.hpp"

namespace kakuro::views {

namespace {

struct Size {
  double w = 0, h = 0;
};

Size paper_size(Paper p) {
  return p == Paper::Letter ? Size{612, 792} : Size{595.276, 841.890};  // 8.5 x 11 in; 210 x 297 mm
}

struct Box {
  double x = 0, y = 0, w = 0, h = 0;
};

Box content(Size page, const PartStyle& k) {
  return {kMargin, kMargin + k.header, page.w - 2 * kMargin, page.h - 2 * kMargin - kFooter - k.header};
}

double label_height(const PartStyle& k) { return k.label_size * 1.8; }

double cell_in(const Puzzle& p, double w, double h, const PartStyle& k) {
  return std::min({w / p.cols(), (h - label_height(k)) / p.rows(), k.max_cell});
}

struct Arrangement {
  int cols = 1, rows = 1;
  double w = 0, h = 0;    // one slot
  double min_cell = -1;   // the smallest cell of the page's puzzles; -1: nothing fits
  double total_cell = 0;  // their sum, to break ties
};

// The grid of `slots` equal slots in `box` that gives the page's puzzles the largest
// smallest cell (then the largest cells in all).
Arrangement arrange(const std::vector<const Puzzle*>& page, int slots, Box box, const PartStyle& k) {
  Arrangement best;
  for (int c = 1; c <= slots; ++c) {
    const int r = (slots + c - 1) / c;
    if (c > 1 && (c - 1) * r >= slots) continue;  // an empty column: c - 1 columns do better
    const double w = (box.w - (c - 1) * k.gap) / c, h = (box.h - (r - 1) * k.gap) / r;
    if (w <= 0 || h <= label_height(k)) continue;
    double lo = k.max_cell, total = 0;
    for (const Puzzle* p : page) {
      const double cell = cell_in(*p, w, h, k);
      lo = std::min(lo, cell), total += cell;
    }
    if (lo > best.min_cell + 1e-9 || (std::abs(lo - best.min_cell) <= 1e-9 && total > best.total_cell + 1e-9))
      best = {c, r, w, h, lo, total};
  }
  return best;
}

PagePlan place(const std::vector<std::size_t>& indices, const std::vector<const Puzzle*>& page,
               const Arrangement& a, Size size, const PartStyle& k, bool solutions) {
  PagePlan plan{size.w, size.h, solutions, {}};
  const Box box = content(size, k);
  // Each row of puzzles centred in its row of slots, by its tallest: the rows are spread
  // evenly down the page, the labels of a row line up, and a last page only partly filled
  // has its rows where a full page has them.
  std::vector<double> row_height(std::size_t(a.rows), 0);
  for (std::size_t i = 0; i < page.size(); ++i) {
    double& h = row_height[i / std::size_t(a.cols)];
    h = std::max(h, label_height(k) + page[i]->rows() * cell_in(*page[i], a.w, a.h, k));
  }
  for (std::size_t i = 0; i < page.size(); ++i) {
    const int col = int(i) % a.cols, row = int(i) / a.cols;
    const double sx = box.x + col * (a.w + k.gap), sy = box.y + row * (a.h + k.gap);
    const Puzzle& p = *page[i];
    const double cell = cell_in(p, a.w, a.h, k);
    const double top = sy + (a.h - row_height[std::size_t(row)]) / 2;
    PlacedPuzzle pp;
    pp.index = indices[i];
    pp.cell = cell;
    pp.x = sx + (a.w - p.cols() * cell) / 2;
    pp.y = top + label_height(k);
    pp.label_y = pp.y - k.label_size * 0.55;
    pp.slot_left = sx, pp.slot_right = sx + a.w;
    plan.puzzles.push_back(pp);
  }
  return plan;
}

// One part of the book (the puzzles, or the solutions): `per_page` a page, fewer where a
// puzzle would get cells smaller than the part's minimum.
void plan_part(const std::vector<BookPuzzle>& puzzles, int per_page, const PartStyle& k, Size portrait,
               bool solutions, std::vector<PagePlan>& out) {
  const std::size_t n = puzzles.size();
  for (std::size_t i = 0; i < n;) {
    int count = int(std::min<std::size_t>(std::size_t(per_page), n - i)), slots = per_page;
    std::vector<const Puzzle*> page;
    Arrangement a;
    Size size = portrait;
    for (;;) {
      page.clear();
      for (int j = 0; j < count; ++j) page.push_back(&puzzles[i + std::size_t(j)].puzzle);
      size = portrait;
      a = arrange(page, slots, content(size, k), k);
      if (count == 1 && a.min_cell < k.min_cell) {  // alone and still small: try landscape
        const Size wide{portrait.h, portrait.w};
        const Arrangement b = arrange(page, 1, content(wide, k), k);
        if (b.min_cell > a.min_cell) a = b, size = wide;
      }
      if (a.min_cell >= k.min_cell || count == 1) break;
      // Too small: first the empty slots of a last page go, then puzzles.
      if (slots == count) count = count <= 8 ? count - 1 : count * 3 / 4;
      slots = count;
    }
    std::vector<std::size_t> indices;
    for (int j = 0; j < count; ++j) indices.push_back(i + std::size_t(j));
    out.push_back(place(indices, page, a, size, k, solutions));
    i += std::size_t(count);
  }
}

}  // namespace

std::vector<PagePlan> plan_book(const std::vector<BookPuzzle>& puzzles, const BookOptions& opts) {
  const int per_page = std::clamp(opts.per_page, 1, kMaxPerPage);
  std::vector<PagePlan> pages;
  plan_part(puzzles, per_page, kPuzzlePages, paper_size(opts.paper), false, pages);
  if (opts.solutions)
    plan_part(puzzles, per_page * kSolutionsFactor, kSolutionPages, paper_size(opts.paper), true, pages);
  return pages;
}

std::string fit_text(const std::string& text, double width,
                     const std::function<double(const std::string&)>& width_of) {
  width += 0.01;  // a width measured from this text itself, after some sums and differences
  if (width_of(text) <= width) return text;
  static const std::string kEllipsis = "\u2026";
  const auto continuation = [&](std::size_t i) {
    return (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
  };
  const auto fits = [&](std::size_t cut) { return width_of(text.substr(0, cut) + kEllipsis) <= width; };
  // The cuts are character boundaries below the text's size. `lo` fits (once checked), `hi`
  // does not: halve the bytes between them, moved to a boundary.
  std::size_t lo = 0, hi = text.size();
  while (hi - lo > 1) {
    std::size_t mid = lo + (hi - lo) / 2;
    while (mid > lo && continuation(mid)) --mid;
    if (mid == lo) {  // no boundary in the lower half: the first one in the upper half
      mid = lo + (hi - lo) / 2;
      while (mid < hi && continuation(mid)) ++mid;
      if (mid == hi) break;
    }
    (fits(mid) ? lo : hi) = mid;
  }
  return lo > 0 || fits(0) ? text.substr(0, lo) + kEllipsis : "";
}

}  // namespace kakuro::views
