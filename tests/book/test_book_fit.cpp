// The book's drawing in process (frontends/views/pdf_book.hpp): a long label fitted with a
// few measures, and a stop asked for between pages.
#include <catch2/catch.hpp>
#include <string>

#include "kakuro/formats.hpp"
#include "test_paths.hpp"
#include "views/pdf_book.hpp"

namespace {

// Characters, not bytes, of UTF-8 text.
double characters(const std::string& text) {
  double n = 0;
  for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

}  // namespace

TEST_CASE("a long id is fitted by a few measures, not one per character dropped", "[book][fit]") {
  int measures = 0;
  const auto width_of = [&](const std::string& t) {
    ++measures;
    return 5 * characters(t);  // 5 points a character, the ellipsis too
  };
  // Before: 100,000 measures of a text up to 100,000 characters long (59 s with cairo's).
  const std::string id(100000, 'x');
  CHECK(kakuro::views::fit_text(id, 200, width_of) == std::string(39, 'x') + "\u2026");
  CHECK(measures <= 40);
  // Cut at a character boundary: two-byte characters are never split.
  std::string accents;
  for (int i = 0; i < 5001; ++i) accents += "\u00e9";
  measures = 0;
  const std::string fit = kakuro::views::fit_text(accents, 101, width_of);
  CHECK(fit.size() == 19 * 2 + 3);
  CHECK(fit.substr(0, 4) == "\u00e9\u00e9");
  CHECK(measures <= 40);
  // Whole when it fits; nothing when not even the ellipsis does.
  CHECK(kakuro::views::fit_text("abc", 15, width_of) == "abc");
  CHECK(kakuro::views::fit_text("abcd", 4, width_of).empty());
  CHECK(kakuro::views::fit_text("abcd", 5, width_of) == "\u2026");
}

TEST_CASE("a book asked to stop while drawing stops between pages", "[book][interrupt]") {
  auto read = kakuro::read_puzzles(kakuro::test::data_dir() + "/cli/unique.kakuro");
  REQUIRE(read.records.size() == 1);
  std::vector<kakuro::views::BookPuzzle> puzzles;
  for (int i = 0; i < 3; ++i)
    puzzles.push_back({"p" + std::to_string(i), *read.records[0].puzzle, "", {}, "", ""});
  kakuro::views::BookOptions opts;
  opts.per_page = 1;
  std::string pdf, error;
  int asked = 0;
  CHECK(!kakuro::views::render_pdf_book(puzzles, opts, pdf, error, [&] { return ++asked == 2; }));
  CHECK(error == "interrupted");
  CHECK(asked == 2);  // after the first page
  error.clear();
  REQUIRE(kakuro::views::render_pdf_book(puzzles, opts, pdf, error, [] { return false; }));
  CHECK(pdf.rfind("%PDF", 0) == 0);
}
