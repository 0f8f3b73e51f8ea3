// The formats of the pzprjs editor through the built binary: a puzz.link URL where a file
// is expected, URLs on standard input and in a file, convert --to puzzlink / pzprv3 /
// kanpen, and their errors.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::example;
using kakuro::test::quoted;
using kakuro::test::run_kakuro;
namespace fs = std::filesystem;

namespace {

const std::string kUrl = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3";
// The editor's answer to its test puzzle (pzprjs test/script/kakuro.js), as a filled grid.
const std::string kSolved =
    "#   #   12\\ 4\\   #   #\n"
    "#   4\\8 5   3    10\\ #\n"
    "\\10 3   4   1    2   10\\\n"
    "\\3  1   2   17\\3 1   2\n"
    "#   \\21 1   9    3   8\n"
    "#   #   \\12 8    4   #\n";

}  // namespace

TEST_CASE("solve takes a puzz.link URL as its argument", "[cli][pzprjs]") {
  const auto r = run_kakuro("solve -q --output grid " + quoted(kUrl));
  INFO(r.err);
  CHECK(r.code == 0);
  CHECK(r.out == "; id: " + kUrl + "\n" + kSolved);
  // The other hosts, http, and no host at all.
  for (const std::string url : {"http://pzv.jp/p.html?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3",
                                "https://pzprxs.vercel.app/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3",
                                "?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3"}) {
    const auto u = run_kakuro("unique -q " + quoted(url));
    INFO(url << "\n" << u.err);
    CHECK(u.code == 0);
    CHECK(u.out.rfind("unique\n", 0) == 0);
  }
}

TEST_CASE("solve takes a URL as puzz.link writes it back: a mode, options, a closing '/'", "[cli][pzprjs]") {
  for (const std::string url : {"https://puzz.link/p?kakuro_edit/5/5/48la-.na-lh3l-Bn.-cl.c4a3/",
                                "https://puzz.link/p?kakuro_play/5/5/48la-.na-lh3l-Bn.-cl.c4a3",
                                "https://puzz.link/p?type=player&kakuro/5/5/48la-.na-lh3l-Bn.-cl.c4a3/"}) {
    const auto r = run_kakuro("solve -q --output grid " + quoted(url));
    INFO(url << "\n" << r.err);
    CHECK(r.code == 0);
    CHECK(r.out == "; id: " + url + "\n" + kSolved);
  }
  const auto bad = run_kakuro("solve -q " + quoted("?kakuro_view/5/5/48la-.na-lh3l-Bn.-cl.c4a3//"));
  CHECK(bad.code == 2);
  CHECK(bad.err.find(":1:2: error: the puzzle type is 'kakuro_view', not kakuro") != std::string::npos);
}

TEST_CASE("URLs on standard input and in a file, one a line", "[cli][pzprjs]") {
  auto r = run_kakuro("solve -q --output grid -", kUrl + "\n");
  INFO(r.err);
  CHECK(r.code == 0);
  CHECK(r.out == "; id: <stdin>\n" + kSolved);
  r = run_kakuro("validate " + example("puzzlink/two.txt"));
  INFO(r.err);
  CHECK(r.code == 0);
  CHECK(r.out ==
        "pzprjs-test: valid (6x6, 16 white cells, 12 runs)\n"
        "gecode-nikoli-0: valid (10x12, 73 white cells, 48 runs)\n");
  // convert --to puzzlink writes one URL a line, which read back as the same puzzles.
  const auto urls = run_kakuro("convert -q --to puzzlink " + example("jsonl/three.jsonl"));
  CHECK(urls.code == 0);
  CHECK(urls.out.rfind("https://puzz.link/p?kakuro/6/6/", 0) == 0);
  CHECK(std::count(urls.out.begin(), urls.out.end(), '\n') == 3);
  const auto back = run_kakuro("convert -q --to jsonl -", urls.out);
  const auto direct = run_kakuro("convert -q --to jsonl " + example("jsonl/three.jsonl"));
  REQUIRE(back.code == 0);
  // Same grids; the ids are the URLs' places (<stdin>#N), not the records' ids.
  const auto grids = [](const std::string& jsonl) {
    std::string out;
    for (std::size_t at = 0; (at = jsonl.find("\"grid\"", at)) != std::string::npos; ++at)
      out += jsonl.substr(at, jsonl.find("]]", at) - at) + "\n";
    return out;
  };
  CHECK(grids(back.out) == grids(direct.out));
  CHECK(back.out.find("\"id\":\"<stdin>#2\"") != std::string::npos);
}

TEST_CASE("a broken URL argument: its error at its column, exit 2", "[cli][pzprjs]") {
  const auto r = run_kakuro("solve -q '?kakuro/5/5/48la0'");
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "?kakuro/5/5/48la0:1:18: error: the URL ends after 4 of the board's 25 cells (read as puzzlink "
        "format)\n");
  // An existing file named like a URL is a file (here: a directory, so "cannot read").
  const fs::path dir = fs::temp_directory_path() / ("kakuro_pzprjs_" + std::to_string(::getpid()));
  fs::create_directories(dir / "http:");
  const auto d = run_kakuro("validate -q " + quoted((dir / "http:").string()));
  CHECK(d.code == 2);
  CHECK(d.err.find("is a directory") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("convert to pzprv3 and kanpen, with the solution; several puzzles need -o DIR/", "[cli][pzprjs]") {
  for (const std::string to : {"pzprv3", "kanpen"}) {
    INFO(to);
    const std::string file = kakuro::test::data_dir() + "/formats/" + to + "-editor-5x5.txt";
    // Read with its answer, written back with it: the same bytes.
    const auto r = run_kakuro("convert -q --with-solution --to " + to + " " + file);
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(r.out == kakuro::test::read_file(file));
    // From the URL, and checked by validate against the solution file.
    const auto v = run_kakuro("validate -q " + quoted(kUrl) + " --solution " + file);
    INFO(v.out << v.err);
    CHECK(v.code == 0);
    const auto three = run_kakuro("convert --to " + to + " " + example("jsonl/three.jsonl"));
    CHECK(three.code == 2);
    CHECK(three.err.find("holds one puzzle") != std::string::npos);
  }
  // Givens cannot be written: a warning, the puzzle without them.
  const auto g = run_kakuro("convert --to puzzlink -", "#  4\\ 6\\\n\\3 1  .\n\\7 .  .\n");
  CHECK(g.code == 0);
  CHECK(g.out == "https://puzz.link/p?kakuro/2/2/n4637\n");
  CHECK(g.err.find("format puzzlink cannot hold everything in this puzzle (its givens are dropped)") !=
        std::string::npos);
}
