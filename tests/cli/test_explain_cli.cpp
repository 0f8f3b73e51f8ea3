// kakuro explain, hint and rate through the built binary: the exit codes of docs/cli.md,
// the text and JSON outputs, hint's --state (a wrong digit reported, not used) and --svg,
// and every input format. Solutions are compared with `kakuro solve` (the native backend),
// which shares no code with the explain engine.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "run_command.hpp"
#include "test_paths.hpp"

using kakuro::test::json_lines;
using kakuro::test::run_kakuro;
using nlohmann::json;

namespace {

std::string data(const std::string& name) { return kakuro::test::data_dir() + "/" + name; }
std::string cli(const std::string& name) { return data("cli/" + name); }

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string temp_path(const std::string& name) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("kakuro-explain-cli-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}

std::string write_temp(const std::string& name, const std::string& text) {
  const std::string path = temp_path(name);
  std::ofstream(path) << text;
  return path;
}

// The grid of unique.kakuro with the given digits for its four white cells ('.' = empty).
std::string unique_state(char a, char b, char c, char d) {
  return std::string("#    4\\  6\\\n\\3  ") + a + "    " + b + "\n\\7  " + c + "    " + d + "\n";
}

}  // namespace

TEST_CASE("explain: solved, not unique, no solution, invalid, limits", "[cli][explain]") {
  auto r = run_kakuro("explain " + cli("unique.kakuro"));
  CHECK(r.code == 0);
  CHECK(has(
      r.out,
      "1. Unique combination: 3 in two cells (across run at (1,0)) can only be 1+2, so (1,1) and (1,2) keep "
      "only 1 and 2"));
  CHECK(has(r.out, "Solved in 5 steps."));
  CHECK(has(r.out, "Rating: easy"));

  r = run_kakuro("explain " + cli("two_solutions.kakuro"));
  CHECK(r.code == 1);
  CHECK(has(r.out, "Not unique: nothing more follows without guessing"));
  CHECK(has(r.out, "Open cells: (1,1) (1,2) (2,1) (2,2)"));

  r = run_kakuro("explain " + cli("unsolvable.kakuro"));
  CHECK(r.code == 1);
  CHECK(has(r.out, "No solution: the down run at (0,2) has no digit set left."));

  r = run_kakuro("explain " + cli("malformed.kakuro"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "malformed.kakuro:2:10: error: cell (1,2): unknown token"));
  CHECK(has(r.err, "malformed.kakuro:3:6: error: ragged rows"));
  CHECK(r.out.empty());

  r = run_kakuro("explain --max-steps 2 " + cli("unique.kakuro"));
  CHECK(r.code == 3);
  CHECK(has(r.out, "2. Unique combination"));
  CHECK(!has(r.out, "3. "));
  CHECK(has(r.out, "Stopped: step limit reached."));

  // Far more than a millisecond of work.
  r = run_kakuro("explain --timeout 0.001 " + data("hard/cms-abort-40x40.jsonl"));
  CHECK(r.code == 3);
  CHECK(has(r.out, "time limit reached"));

  // Several puzzles: the worst outcome decides, as for the other commands.
  CHECK(run_kakuro("explain -q " + cli("unique.kakuro") + " " + cli("two_solutions.kakuro")).code == 1);
  CHECK(run_kakuro("explain -q " + cli("unique.kakuro") + " " + cli("malformed.kakuro")).code == 2);
  CHECK(run_kakuro("explain --max-depth 0 " + cli("unique.kakuro")).code == 2);
  CHECK(run_kakuro("explain /nonexistent/puzzle.kakuro").code == 2);
}

TEST_CASE("explain --html: the page instead of the text on standard output", "[cli][explain]") {
  const std::string page = temp_path("page.html");
  std::filesystem::remove(page);
  auto r = run_kakuro("explain --html " + page + " " + cli("unique.kakuro"));
  CHECK(r.code == 0);
  CHECK(r.out.empty());
  REQUIRE(std::filesystem::exists(page));
  std::ifstream in(page);
  const std::string html((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(has(html, "<html"));
  CHECK(has(html, "Unique combination"));
  // --json still prints its lines, and -o still gets the text.
  r = run_kakuro("explain --json --html " + page + " " + cli("unique.kakuro"));
  CHECK(r.code == 0);
  CHECK(json::parse(r.out).at("status") == "solved");
  const std::string text = temp_path("explain.txt");
  r = run_kakuro("explain -o " + text + " --html " + page + " " + cli("unique.kakuro"));
  CHECK(r.code == 0);
  std::ifstream t(text);
  const std::string written((std::istreambuf_iterator<char>(t)), std::istreambuf_iterator<char>());
  CHECK(has(written, "Solved in 5 steps."));
  // Several puzzles and one page: refused, as before.
  r = run_kakuro("explain --html " + page + " " + cli("unique.kakuro") + " " + cli("two_solutions.kakuro"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "several puzzles need --html DIR/"));
}

TEST_CASE("explain --json: the schema, and the steps replayed end on solve's solution", "[cli][explain]") {
  for (const std::string& file :
       {cli("unique.kakuro"), data("formats/csp-given_8x8.txt"), data("formats/lines-seed000-6x6.txt"),
        data("formats/xcsp-easy-000.json")}) {
    INFO(file);
    const auto r = run_kakuro("explain --json " + file);
    REQUIRE(r.code == 0);
    const auto lines = json_lines(r.out);
    REQUIRE(lines.size() == 1);
    const json& j = lines[0];
    CHECK(j["status"] == "solved");
    CHECK(std::set<std::string>{"easy", "medium", "hard", "expert", "extreme"}.count(j["rating"]["level"]) ==
          1);
    CHECK(j["rating"]["score"].get<double>() >= 1.0);
    CHECK(j["techniques"].contains(j["rating"]["hardest"].get<std::string>()));

    const auto solved = json_lines(run_kakuro("solve --json -b native " + file).out);
    REQUIRE(solved.size() == 1);
    const json& truth = solved[0]["solutions"][0];
    CHECK(j["solution"] == truth);

    // Replay: start candidates, then each step's eliminations; placements are cells left
    // with one digit. No step removes a digit of the solution, and the end is the solution.
    std::vector<std::vector<std::string>> cand = j["start"].get<std::vector<std::vector<std::string>>>();
    int counted = 0;
    std::map<std::string, int> techniques;
    for (const json& s : j["steps"]) {
      ++techniques[s["technique"].get<std::string>()];
      CHECK(!s["runs"].empty());
      for (const json& run : s["runs"]) {
        CHECK(run["clue"].size() == 2);
        CHECK((run["dir"] == "across" || run["dir"] == "down"));
      }
      CHECK(!s["text"].get<std::string>().empty());
      for (const json& e : s["eliminate"]) {
        const int row = e[0], col = e[1], d = e[2];
        CHECK(truth[row][col].get<int>() != d);
        std::string& c = cand[std::size_t(row)][std::size_t(col)];
        const auto at = c.find(char('0' + d));
        CHECK(at != std::string::npos);  // a step removes only digits still there
        if (at != std::string::npos) c.erase(at, 1);
      }
      for (const json& pl : s["place"]) {
        const int row = pl[0], col = pl[1], d = pl[2];
        CHECK(cand[std::size_t(row)][std::size_t(col)] == std::string(1, char('0' + d)));
        CHECK(truth[row][col].get<int>() == d);
      }
      ++counted;
    }
    CHECK(counted > 0);
    for (std::size_t row = 0; row < cand.size(); ++row)
      for (std::size_t col = 0; col < cand[row].size(); ++col) {
        const int t = truth[row][col];
        CHECK(cand[row][col] == (t ? std::string(1, char('0' + t)) : std::string()));
      }
    for (const auto& [name, n] : techniques) CHECK(j["techniques"][name] == n);
  }

  const auto nu = json_lines(run_kakuro("explain --json " + cli("two_solutions.kakuro")).out);
  REQUIRE(nu.size() == 1);
  CHECK(nu[0]["status"] == "not-unique");
  CHECK(nu[0]["open_cells"].size() == 4);
  const auto ns = json_lines(run_kakuro("explain --json " + cli("unsolvable.kakuro")).out);
  REQUIRE(ns.size() == 1);
  CHECK(ns[0]["status"] == "no-solution");
  const auto bad = json_lines(run_kakuro("explain --json " + cli("malformed.kakuro")).out);
  REQUIRE(bad.size() == 1);
  CHECK(bad[0]["status"] == "invalid");
}

TEST_CASE("hint: the next step, from the givens or a partly filled grid", "[cli][hint]") {
  auto r = run_kakuro("hint " + cli("unique.kakuro"));
  CHECK(r.code == 0);
  CHECK(has(r.out, "Hint: Unique combination: 3 in two cells (across run at (1,0)) can only be 1+2"));

  // (1,1) = 1 is right: the next step uses it.
  r = run_kakuro("hint " + cli("unique.kakuro") + " --state " +
                 write_temp("right.kakuro", unique_state('1', '.', '.', '.')));
  CHECK(r.code == 0);
  CHECK(has(r.out, "Hint: Lone cell: (1,2) is the last open cell of the across run at (1,0)"));

  // (1,1) = 2 is wrong: reported with the run that rules it out, and not used.
  const std::string wrong = write_temp("wrong.kakuro", unique_state('2', '.', '.', '.'));
  r = run_kakuro("hint " + cli("unique.kakuro") + " --state " + wrong);
  CHECK(r.code == 1);
  CHECK(has(r.out, "Wrong digit: (1,1) holds 2, but the down run at (0,1) cannot contain 2"));
  CHECK(has(r.out, "Hint: Unique combination: 3 in two cells (across run at (1,0))"));
  const auto wj = json_lines(run_kakuro("hint --json " + cli("unique.kakuro") + " --state " + wrong).out);
  REQUIRE(wj.size() == 1);
  CHECK(wj[0]["status"] == "wrong-digit");
  REQUIRE(wj[0]["wrong"].size() == 1);
  CHECK(wj[0]["wrong"][0]["cell"] == json::array({1, 1}));
  CHECK(wj[0]["wrong"][0]["digit"] == 2);
  CHECK(wj[0]["step"]["technique"] == "unique-combination");

  // Two digits that clash in one run are wrong whatever the rest.
  r = run_kakuro("hint " + cli("unique.kakuro") + " --state " +
                 write_temp("clash.kakuro", unique_state('1', '1', '.', '.')));
  CHECK(r.code == 1);
  CHECK(has(r.out, "Wrong digit: (1,2) holds 1"));

  r = run_kakuro("hint " + cli("unique.kakuro") + " --state " + cli("solution.kakuro"));
  CHECK(r.code == 0);
  CHECK(has(r.out, "The grid is solved."));

  r = run_kakuro("hint " + cli("unique.kakuro") + " --state " +
                 write_temp("short.kakuro", "#    4\\  6\\\n\\3  1    .\n"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "short.kakuro:1:1: error:"));
  CHECK(run_kakuro("hint " + cli("unique.kakuro") + " --state /nonexistent/state.kakuro").code == 2);

  // --svg: the grid with the step drawn.
  const std::string svg = temp_path("hint.svg");
  std::filesystem::remove(svg);
  r = run_kakuro("hint " + cli("unique.kakuro") + " --svg " + svg);
  CHECK(r.code == 0);
  REQUIRE(std::filesystem::exists(svg));
  std::ifstream in(svg);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(has(text, "<svg"));
  CHECK(has(text, "</svg>"));
}

TEST_CASE("rate: level and score per puzzle of a collection", "[cli][rate]") {
  const auto r = run_kakuro("rate --json " + data("corpus_sample.jsonl"));
  CHECK(r.code == 1);  // the sample holds puzzles with several solutions
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 44);
  int solved = 0;
  for (const json& j : lines) {
    INFO(j.dump());
    CHECK(j.contains("id"));
    CHECK(std::set<std::string>{"easy", "medium", "hard", "expert", "extreme"}.count(j["rating"]["level"]) ==
          1);
    CHECK(j["steps"].get<int>() >= 0);
    solved += j["status"] == "solved";
  }
  CHECK(solved >= 30);
  auto t = run_kakuro("rate " + cli("unique.kakuro"));
  CHECK(t.code == 0);
  CHECK(has(t.out, "unique.kakuro: easy 1.35 (unique-combination, 5 steps)"));
  CHECK(run_kakuro("rate " + cli("malformed.kakuro")).code == 2);
  CHECK(run_kakuro("rate --timeout 0.001 " + data("hard/cms-abort-40x40.jsonl")).code == 3);
}

TEST_CASE("explain, hint and rate read every input format", "[cli][explain]") {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(data("formats"))) {
    const std::string f = entry.path().string();
    if (entry.path().extension() == ".md") continue;  // the folder's README
    INFO(f);
    ++files;
    // The same verdict as `unique`: 0 unique, 1 not.
    const int expected = run_kakuro("unique -q " + f).code;
    REQUIRE((expected == 0 || expected == 1));
    CHECK(run_kakuro("explain -q " + f).code == expected);
    CHECK(run_kakuro("rate -q " + f).code == expected);
    const auto h = run_kakuro("hint -q " + f);
    CHECK(h.code == 0);
    CHECK(has(h.out, "Hint: "));
  }
  CHECK(files >= 7);
  // Standard input too.
  std::ifstream in(cli("unique.kakuro"));
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto r = run_kakuro("explain -", text);
  CHECK(r.code == 0);
  CHECK(has(r.out, "Solved in 5 steps."));
}
