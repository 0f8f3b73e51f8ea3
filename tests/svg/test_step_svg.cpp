// step_svg(): the picture of a hint. Checked as text (what each cell shows, which classes
// mark the step) and as XML by rsvg-convert, the renderer users will open it with.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "../core/grid_builder.hpp"
#include "kakuro/text.hpp"
#include "views/step_svg.hpp"

using kakuro::CellId;
using kakuro::Digit;
using kakuro::DigitSet;
using kakuro::Direction;
using kakuro::Puzzle;
using kakuro::RunId;
using kakuro::VarId;
namespace ex = kakuro::explain;

namespace {

// True when rsvg-convert reads `svg` without error (it rejects malformed XML and bad UTF-8).
bool rsvg_parses(const std::string& svg) {
  REQUIRE(std::system("command -v rsvg-convert >/dev/null 2>&1") == 0);  // scripts/bootstrap installs it
  static int counter = 0;
  const auto dir = std::filesystem::temp_directory_path();
  const std::string base = "kakuro_step_svg_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
  const std::string in = (dir / (base + ".svg")).string(), out = (dir / (base + ".png")).string();
  {
    std::ofstream f(in, std::ios::binary);
    f << svg;
  }
  const int status = std::system(("rsvg-convert -o '" + out + "' '" + in + "' 2>/dev/null").c_str());
  std::filesystem::remove(in);
  std::filesystem::remove(out);
  return status == 0;
}

// The <g> of the white cell at (r, c), up to its </g>; empty when absent.
std::string cell_group(const std::string& svg, int r, int c) {
  const std::string open = "<g id='v-" + std::to_string(r) + "-" + std::to_string(c) + "'>";
  const auto b = svg.find(open);
  if (b == std::string::npos) return "";
  const auto e = svg.find("</g>", b);
  return svg.substr(b, e == std::string::npos ? std::string::npos : e - b);
}

// The digits written as text in a fragment.
DigitSet text_digits(const std::string& s) {
  DigitSet d;
  static const std::regex digit(">([1-9])</text>");
  for (auto it = std::sregex_iterator(s.begin(), s.end(), digit); it != std::sregex_iterator(); ++it)
    d.insert((*it)[1].str()[0] - '0');
  return d;
}

int count(const std::string& s, const std::string& what) {
  int n = 0;
  for (auto i = s.find(what); i != std::string::npos; i = s.find(what, i + what.size())) ++n;
  return n;
}

RunId run_at(const Puzzle& p, int r, int c, Direction dir) {
  for (RunId i = 0; i < p.num_runs(); ++i)
    if (p.run(i).clue == p.cell_id(r, c) && p.run(i).dir == dir) return i;
  FAIL("no run at the clue");
  return -1;
}

VarId var_at(const Puzzle& p, int r, int c) { return p.var_of(p.cell_id(r, c)); }

// 1 2 / 3 9: across 3 and 12, down 4 and 11; the 9 is given.
Puzzle small() {
  return kakuro::test::puzzle_from_rows({
      "#    4\\  11\\",
      "\\3   .    .",
      "\\12  .    9",
  });
}

struct Fixture {
  Puzzle p = small();
  ex::Candidates before;
  ex::Step step;
  VarId a = var_at(p, 1, 1), b = var_at(p, 1, 2), c = var_at(p, 2, 1), g = var_at(p, 2, 2);
  Fixture() {
    before.assign(std::size_t(p.num_vars()), DigitSet());
    before[std::size_t(a)] = DigitSet::single(1) | DigitSet::single(2);
    before[std::size_t(b)] = DigitSet::range(1, 2) | DigitSet::range(4, 5);
    before[std::size_t(c)] = DigitSet::single(1) | DigitSet::single(3) | DigitSet::single(7);
    before[std::size_t(g)] = DigitSet::single(9);
    step.technique = ex::Technique::CrossReference;
    step.runs = {run_at(p, 2, 0, Direction::Across)};
    step.cells = {c};
    step.eliminate = {{b, 4}, {b, 5}, {c, 1}, {c, 7}};
    step.place = {{c, 3}};
  }
};

}  // namespace

TEST_CASE("step_svg: a standalone document that rsvg-convert reads") {
  Fixture f;
  const std::string svg = kakuro::views::step_svg(f.p, f.before, &f.step, "small");
  CHECK(svg.find("xmlns='http://www.w3.org/2000/svg'") != std::string::npos);
  CHECK(svg.find("viewBox='0 0 ") != std::string::npos);
  CHECK(svg.find(" width='") != std::string::npos);
  CHECK(kakuro::valid_utf8(svg));
  CHECK(rsvg_parses(svg));
  CHECK(rsvg_parses(kakuro::views::step_svg(f.p, f.before, nullptr, "")));
}

TEST_CASE("step_svg: the checker rejects broken XML (so the tests above can fail)") {
  Fixture f;
  const std::string svg = kakuro::views::step_svg(f.p, f.before, &f.step, "TITLE");
  std::string broken = svg;
  broken.replace(broken.find("TITLE"), 5, "<&\">");
  CHECK_FALSE(rsvg_parses(broken));
  broken = svg;
  broken.replace(broken.find("TITLE"), 5, "\xff\xfe");
  CHECK_FALSE(rsvg_parses(broken));
}

TEST_CASE("step_svg: every white cell shows its candidates") {
  Fixture f;
  for (const ex::Step* step :
       {static_cast<const ex::Step*>(&f.step), static_cast<const ex::Step*>(nullptr)}) {
    const std::string svg = kakuro::views::step_svg(f.p, f.before, step, "t");
    CHECK(count(svg, "<g id='v-") == f.p.num_vars());
    for (VarId v = 0; v < f.p.num_vars(); ++v) {
      const CellId id = f.p.cell_of(v);
      INFO("cell " << f.p.where(id) << (step ? " with the step" : " without a step"));
      const std::string g = cell_group(svg, f.p.row_of(id), f.p.col_of(id));
      REQUIRE_FALSE(g.empty());
      CHECK(text_digits(g) == f.before[std::size_t(v)]);
    }
  }
  // One candidate: the digit, large; the given drawn as a given.
  const std::string svg = kakuro::views::step_svg(f.p, f.before, nullptr, "t");
  CHECK(cell_group(svg, 2, 2).find("class='given'>9</text>") != std::string::npos);
  CHECK(count(cell_group(svg, 1, 1), "class='cand'") == 2);
}

TEST_CASE("step_svg: removed candidates are red and struck through, placed digits green") {
  Fixture f;
  const std::string svg = kakuro::views::step_svg(f.p, f.before, &f.step, "t");
  const std::string b = cell_group(svg, 1, 2), c = cell_group(svg, 2, 1), a = cell_group(svg, 1, 1);
  CHECK(b.find("class='cand gone'>4</text>") != std::string::npos);
  CHECK(b.find("class='cand gone'>5</text>") != std::string::npos);
  CHECK(b.find("class='cand'>1</text>") != std::string::npos);
  CHECK(b.find("class='cand'>2</text>") != std::string::npos);
  CHECK(count(b, "class='strike'") == 2);
  CHECK(c.find("class='cand gone'>1</text>") != std::string::npos);
  CHECK(c.find("class='cand gone'>7</text>") != std::string::npos);
  CHECK(c.find("class='cand placed'>3</text>") != std::string::npos);
  CHECK(count(c, "class='strike'") == 2);
  CHECK(count(a, "gone") + count(a, "placed") + count(a, "strike") == 0);
  // Each eliminated candidate once in the grid (the legend draws one more sample).
  CHECK(count(svg, "class='cand gone'") == int(f.step.eliminate.size()) + 1);
  CHECK(svg.find(".gone{fill:#c62828}") != std::string::npos);
  // A removed candidate the cell no longer had before is still shown as removed.
  f.before[std::size_t(f.b)].erase(5);
  CHECK(cell_group(kakuro::views::step_svg(f.p, f.before, &f.step, "t"), 1, 2)
            .find("class='cand gone'>5</text>") != std::string::npos);
}

TEST_CASE("step_svg: the step's runs and cells carry classes") {
  Fixture f;
  const std::string svg = kakuro::views::step_svg(f.p, f.before, &f.step, "t");
  CHECK(cell_group(svg, 2, 1).find("class='white focus'") != std::string::npos);  // the step's cell
  CHECK(cell_group(svg, 2, 2).find("class='white run'") != std::string::npos);    // its run's other cell
  CHECK(cell_group(svg, 1, 1).find("class='white'") != std::string::npos);        // neither
  CHECK(cell_group(svg, 1, 2).find("class='white'") != std::string::npos);
  // The across triangle of the clue at (2,0), and no other.
  CHECK(count(svg, "class='clue-run'") == 1);
  const std::string tri = "points='10,132 58,132 58,180' class='clue-run'";  // x 10, y 10+26+2*48
  CHECK(svg.find(tri) != std::string::npos);
  CHECK(svg.find(std::string(ex::name(f.step.technique))) != std::string::npos);  // the legend names it

  // A down run lights the lower-left triangle of its clue and its cells.
  f.step.runs = {run_at(f.p, 0, 2, Direction::Down)};
  f.step.cells = {};
  const std::string down = kakuro::views::step_svg(f.p, f.before, &f.step, "t");
  CHECK(count(down, "class='clue-run'") == 1);
  CHECK(down.find("points='106,36 106,84 154,84' class='clue-run'") != std::string::npos);
  CHECK(cell_group(down, 1, 2).find("class='white run'") != std::string::npos);
  CHECK(cell_group(down, 2, 2).find("class='white run'") != std::string::npos);
  CHECK(cell_group(down, 2, 1).find("class='white'") != std::string::npos);

  // Without a step nothing is marked.
  const std::string none = kakuro::views::step_svg(f.p, f.before, nullptr, "t");
  CHECK(count(none, "focus'") + count(none, "run'") + count(none, "gone'") + count(none, "placed'") == 0);
}

TEST_CASE("step_svg: a nasty title still gives valid XML") {
  Fixture f;
  const std::string nasty = "<&\">'\xff\xfe\xc3 \x01 tail";
  const std::string svg = kakuro::views::step_svg(f.p, f.before, &f.step, nasty);
  CHECK(kakuro::valid_utf8(svg));
  CHECK(svg.find("<&") == std::string::npos);
  CHECK(svg.find(kakuro::xml_escape(nasty)) != std::string::npos);
  CHECK(svg.find("&lt;&amp;&quot;&gt;") != std::string::npos);
  CHECK(rsvg_parses(svg));
}
