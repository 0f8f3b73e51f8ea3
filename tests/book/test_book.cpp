// kakuro render --pdf through the built binary: the book's pages counted and measured with
// poppler's tools (pdftoppm draws each page as PNG and as a grey map, pdftotext reads its
// words back, pdfinfo gives the page count). poppler-utils is required: the tests fail
// without it (scripts/bootstrap installs it).
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "run_command.hpp"
#include "test_paths.hpp"

namespace {

namespace fs = std::filesystem;
using kakuro::test::run_kakuro;
using kakuro::test::run_shell;

void require_poppler() {
  static const bool found =
      run_shell("command -v pdftoppm && command -v pdftotext && command -v pdfinfo").code == 0;
  INFO(
      "pdftoppm, pdftotext and pdfinfo are needed (Debian package poppler-utils; scripts/bootstrap installs "
      "it)");
  REQUIRE(found);
}

// A scratch folder for this process, removed at exit.
const std::string& scratch() {
  struct Dir {
    std::string path = "/tmp/kakuro_book_" + std::to_string(::getpid());
    Dir() { fs::create_directories(path); }
    ~Dir() {
      std::error_code ignored;
      fs::remove_all(path, ignored);
    }
  };
  static const Dir dir;
  return dir.path;
}

std::string write_text(const std::string& name, const std::string& text) {
  const std::string path = scratch() + "/" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// The corpus sample's puzzles of at most 10 x 10 with one solution as a jsonl collection
// (every one fits 6 to a page), with their number.
std::pair<std::string, int> small_collection() {
  std::istringstream in(kakuro::test::read_file(kakuro::test::corpus_sample()));
  std::string out;
  int n = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    const auto j = nlohmann::json::parse(line);
    if (j.at("rows").get<int>() <= 10 && j.at("cols").get<int>() <= 10 &&
        j.at("meta").value("uniqueness", "") == "unique")
      out += line + "\n", ++n;
  }
  return {write_text("small.jsonl", out), n};
}

struct PageImage {
  int width = 0, height = 0;
};

std::uint32_t big_endian(const std::string& s, std::size_t at) {
  std::uint32_t v = 0;
  for (std::size_t i = 0; i < 4; ++i) v = v << 8 | static_cast<unsigned char>(s[at + i]);
  return v;
}

// Every page as PNG at 50 dpi (pdftoppm -png -r 50), in order, with its size from the
// PNG header.
std::vector<PageImage> png_pages(const std::string& pdf) {
  require_poppler();
  const std::string dir = scratch() + "/png";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const auto r = run_shell("pdftoppm -png -r 50 '" + pdf + "' '" + dir + "/page'");
  INFO(r.err);
  REQUIRE(r.code == 0);
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(dir)) files.push_back(e.path().string());
  std::sort(files.begin(), files.end());  // page-01.png, page-02.png, ...: same width
  std::vector<PageImage> pages;
  for (const auto& f : files) {
    const std::string png = kakuro::test::read_file(f);
    REQUIRE(png.size() > 24);
    REQUIRE(png.substr(1, 3) == "PNG");
    pages.push_back({int(big_endian(png, 16)), int(big_endian(png, 20))});
  }
  return pages;
}

// One page as a grey map (pdftoppm -gray, a binary PGM) at 50 dpi.
struct GreyMap {
  int width = 0, height = 0;
  std::string pixels;
  int at(int x, int y) const { return static_cast<unsigned char>(pixels[std::size_t(y * width + x)]); }
};

GreyMap grey_page(const std::string& pdf, int page) {
  require_poppler();
  const std::string out = scratch() + "/grey";
  const auto r = run_shell("pdftoppm -gray -r 50 -singlefile -f " + std::to_string(page) + " -l " +
                           std::to_string(page) + " '" + pdf + "' '" + out + "'");
  REQUIRE(r.code == 0);
  std::istringstream in(kakuro::test::read_file(out + ".pgm"));
  std::string magic;
  int maxval = 0;
  GreyMap g;
  in >> magic >> g.width >> g.height >> maxval;
  in.get();
  REQUIRE(magic == "P5");
  g.pixels.assign(std::istreambuf_iterator<char>(in), {});
  REQUIRE(g.pixels.size() == std::size_t(g.width) * std::size_t(g.height));
  return g;
}

// The book's words in reading order, runs of spaces as one.
std::string pdf_text(const std::string& pdf) {
  require_poppler();
  const auto r = run_shell("pdftotext -layout '" + pdf + "' - | tr -s ' '");
  REQUIRE(r.code == 0);
  return r.out;
}

int pdf_pages(const std::string& pdf) {
  require_poppler();
  const auto r = run_shell("pdfinfo '" + pdf + "' | sed -n 's/^Pages: *//p'");
  REQUIRE(r.code == 0);
  return std::stoi(r.out);
}

int pages_for(int puzzles, int per_page) { return (puzzles + per_page - 1) / per_page; }

// A4 is 595.28 x 841.89 pt and letter 612 x 792 pt; pdftoppm rounds up to whole pixels.
constexpr PageImage kA4{414, 585}, kLetter{425, 550};

}  // namespace

TEST_CASE("a book on A4: puzzles 4 to a page by default, every page A4", "[book]") {
  const auto [input, n] = small_collection();
  REQUIRE(n >= 9);
  const std::string pdf = scratch() + "/a4.pdf";
  const auto r = run_kakuro("render -q --pdf " + pdf + " " + input);
  INFO(r.err);
  REQUIRE(r.code == 0);
  const auto pages = png_pages(pdf);
  CHECK(int(pages.size()) == pages_for(n, 4));
  CHECK(pdf_pages(pdf) == pages_for(n, 4));
  for (const auto& p : pages) CHECK((p.width == kA4.width && p.height == kA4.height));
}

TEST_CASE("a book on letter with solutions: puzzle pages, then solution pages 4 times as full", "[book]") {
  const auto [input, n] = small_collection();
  for (const int per_page : {1, 3, 6}) {
    INFO("--per-page " << per_page);
    const std::string pdf = scratch() + "/letter.pdf";
    const auto r = run_kakuro("render -q --pdf " + pdf + " --paper letter --solutions --per-page " +
                              std::to_string(per_page) + " " + input);
    INFO(r.err);
    REQUIRE(r.code == 0);
    const auto pages = png_pages(pdf);
    CHECK(int(pages.size()) == pages_for(n, per_page) + pages_for(n, 4 * per_page));
    for (const auto& p : pages) CHECK((p.width == kLetter.width && p.height == kLetter.height));
  }
}

TEST_CASE("each puzzle is labelled with its number, id and level, in input order", "[book]") {
  const auto [input, n] = small_collection();
  const std::string pdf = scratch() + "/labels.pdf";
  const auto r = run_kakuro("render -q -j 2 --pdf " + pdf + " --solutions " + input);
  REQUIRE(r.code == 0);
  const std::string text = pdf_text(pdf);
  // The levels kakuro rate gives, in the same order.
  const auto rate = run_kakuro("rate -q --json " + input);
  REQUIRE(rate.code == 0);
  std::istringstream lines(rate.out);
  std::size_t at = 0;
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    const auto j = nlohmann::json::parse(line);
    const std::string id = j.at("id"), level = j.at("status") == "solved" ? j.at("rating").at("level") : "";
    INFO(id);
    const std::size_t found = text.find(std::to_string(++number) + " " + id, at);
    REQUIRE(found != std::string::npos);
    at = found;
    if (!level.empty()) {
      const std::size_t eol = text.find('\n', found);
      CHECK(text.substr(found, eol - found).find(level) != std::string::npos);
    }
  }
  CHECK(number == n);
  CHECK(text.find("Solutions") != std::string::npos);
}

TEST_CASE("a long id is cut with an ellipsis, control characters become spaces", "[book]") {
  std::istringstream in(kakuro::test::read_file(kakuro::test::corpus_sample()));
  std::string line;
  std::getline(in, line);
  auto j = nlohmann::json::parse(line);
  std::string out;
  for (const std::string& id : {"long-" + std::string(300, 'x') + "-end", std::string("tab\there")})
    j["id"] = id, out += j.dump() + "\n";
  const std::string pdf = scratch() + "/ids.pdf";
  const auto r = run_kakuro("render -q --pdf " + pdf + " " + write_text("ids.jsonl", out));
  REQUIRE(r.code == 0);
  const std::string text = pdf_text(pdf);
  CHECK(text.find("1 long-xxxxxxxxxx") != std::string::npos);
  CHECK(text.find("x\u2026") != std::string::npos);
  CHECK(text.find("-end") == std::string::npos);
  CHECK(text.find("2 tab here") != std::string::npos);
}

TEST_CASE("puzzles without a unique solution get a note or a mark on the solution pages, and exit 1",
          "[book]") {
  const std::string data = kakuro::test::data_dir() + "/cli/";
  const std::string pdf = scratch() + "/notes.pdf";
  const auto r = run_kakuro("render -q --pdf " + pdf + " --solutions " + data + "unique.kakuro " + data +
                            "two_solutions.kakuro " + data + "unsolvable.kakuro");
  CHECK(r.code == 1);
  CHECK(r.err.find("two_solutions.kakuro: not unique") != std::string::npos);
  CHECK(r.err.find("unsolvable.kakuro: no solution") != std::string::npos);
  REQUIRE(pdf_pages(pdf) == 2);
  const std::string text = pdf_text(pdf);
  // One of its two solutions is shown, marked beside its id.
  CHECK(text.find(data + "two_solutions.kakuro not unique\n") != std::string::npos);
  CHECK(text.find("no solution:") != std::string::npos);
  // Only the puzzle the engine solves has a level.
  CHECK(text.find("1 " + data + "unique.kakuro easy\n") != std::string::npos);
  CHECK(text.find("2 " + data + "two_solutions.kakuro\n") != std::string::npos);
}

TEST_CASE("a 100 x 30 puzzle gets a page of its own, landscape, inside the margins", "[book]") {
  // 3 x 3 tiles (a black corner, clues 4 and 3 down, 3 and 4 across, four white cells):
  // 10 x 33 of them, and a black last column.
  std::string grid;
  for (int r = 0; r < 30; ++r) {
    std::string row;
    for (int c = 0; c < 100; ++c) {
      static const char* const tile[3][3] = {{"#", "4\\", "3\\"}, {"\\3", ".", "."}, {"\\4", ".", "."}};
      row += std::string(c ? " " : "") + (c == 99 ? "#" : tile[r % 3][c % 3]);
    }
    grid += row + "\n";
  }
  const std::string one = write_text("wide.kakuro", grid);
  const std::string pdf = scratch() + "/wide.pdf";
  const auto r = run_kakuro("render -q --pdf " + pdf + " " + one + " " + one + " " + one);
  INFO(r.err);
  REQUIRE(r.code == 0);
  const auto pages = png_pages(pdf);
  REQUIRE(pages.size() == 3);
  for (const auto& p : pages) CHECK((p.width == kA4.height && p.height == kA4.width));
  const GreyMap g = grey_page(pdf, 2);
  int ink = 0, outside = 0;
  const int edge = 15;  // pixels at 50 dpi: 21.6 pt, inside the 36 pt margin
  for (int y = 0; y < g.height; ++y)
    for (int x = 0; x < g.width; ++x) {
      const bool dark = g.at(x, y) < 128;
      ink += dark;
      outside += dark && (x < edge || y < edge || x >= g.width - edge || y >= g.height - edge);
    }
  CHECK(ink > g.width * g.height / 20);  // the grid is there: a third of its cells are shaded
  CHECK(outside == 0);
}

TEST_CASE("bad book options exit 2 and write nothing", "[book]") {
  const std::string input = kakuro::test::data_dir() + "/cli/unique.kakuro";
  const std::string pdf = write_text("kept.pdf", "an old file");
  struct Case {
    std::string args, message;
  };
  const std::vector<Case> cases{
      {"--pdf " + pdf + " --per-page 0", "--per-page: 0 puzzles per page; expected 1 to 100"},
      {"--pdf " + pdf + " --per-page -3", "--per-page"},
      {"--pdf " + pdf + " --per-page 101", "--per-page"},
      {"--pdf " + pdf + " --paper a5", "--paper: unknown paper 'a5' (one of: a4, letter)"},
      {"--pdf " + pdf + " --svg", "excludes"},
      {"--pdf " + pdf + " -o " + scratch() + "/x.txt", "excludes"},
      {"--per-page 2", "requires --pdf"},
      {"--solutions", "requires --pdf"},
      {"--pdf /nonexistent-dir/book.pdf", "cannot write /nonexistent-dir/book.pdf"},
      {"--pdf " + scratch() + "/", "is a directory"},
  };
  for (const auto& c : cases) {
    INFO(c.args);
    const auto r = run_kakuro("render " + c.args + " " + input);
    CHECK(r.code == 2);
    CHECK(r.err.find(c.message) != std::string::npos);
    CHECK(kakuro::test::read_file(pdf) == "an old file");
  }
  // An input that cannot be read: exit 2, and with no puzzle at all, no book either.
  const auto r = run_kakuro("render --pdf " + pdf + " " + scratch() + "/missing.kakuro");
  CHECK(r.code == 2);
  CHECK(kakuro::test::read_file(pdf) == "an old file");
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(scratch(), ec))
    CHECK(e.path().filename().string().find(".tmp-") == std::string::npos);  // no temporary left
}

TEST_CASE("a book replaces an existing file whole", "[book]") {
  const std::string pdf = write_text("replaced.pdf", "an old file");
  const auto r = run_kakuro("render -q --pdf " + pdf + " " + kakuro::test::data_dir() + "/cli/unique.kakuro");
  REQUIRE(r.code == 0);
  const std::string bytes = kakuro::test::read_file(pdf);
  CHECK(bytes.rfind("%PDF-", 0) == 0);
  CHECK(bytes.find("%%EOF") != std::string::npos);
  CHECK(pdf_pages(pdf) == 1);
}

TEST_CASE("without cairo a book is refused at once: exit 2, the reason, nothing written", "[book]") {
  // A libcairo.so.2 that is no library, found first through LD_LIBRARY_PATH: dlopen fails
  // as it would where cairo is missing or broken.
  const fs::path fake = kakuro::test::scratch_dir("fake-cairo");
  kakuro::test::write_file(fake / "libcairo.so.2", "not a library");
  const std::string pdf = write_text("no-cairo.pdf", "an old file");
  const auto r = run_shell("LD_LIBRARY_PATH='" + fake.string() + "' " + std::string(KAKURO_BIN) +
                           " render --pdf " + pdf + " " + kakuro::test::data_dir() + "/corpus_sample.jsonl");
  CHECK(r.code == 2);
  CHECK(r.err.find("kakuro: error: render --pdf needs cairo (libcairo.so.2): ") != std::string::npos);
  CHECK(r.err.find("rendered") == std::string::npos);  // refused before any puzzle was rated
  CHECK(kakuro::test::read_file(pdf) == "an old file");
}
