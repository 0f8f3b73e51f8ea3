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

using kakuro::test::has;
using kakuro::test::json_lines;
using kakuro::test::run_kakuro;
using nlohmann::json;

namespace {

std::string data_file(const std::string& name) { return kakuro::test::data_dir() + "/" + name; }
std::string cli(const std::string& name) { return data_file("cli/" + name); }

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
  r = run_kakuro("explain --timeout 0.001 " + data_file("hard/cms-abort-40x40.jsonl"));
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
}

TEST_CASE("explain --html FILE and hint --svg FILE: several puzzles refused before any work",
          "[cli][explain][hint]") {
  // --json would print a line per puzzle explained: none may be, and no file is made.
  const std::string two = cli("unique.kakuro") + " " + cli("two_solutions.kakuro");
  for (const auto& [command, file] : {std::pair<std::string, std::string>{"explain --html", "several.html"},
                                      std::pair<std::string, std::string>{"hint --svg", "several.svg"}}) {
    INFO(command);
    const std::string path = temp_path(file);
    std::filesystem::remove(path);
    const auto r = run_kakuro(command + " " + path + " --json " + two);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    const std::string option = command.substr(command.find(' ') + 1);
    CHECK(has(r.err, "several puzzles need " + option + " DIR/"));
    CHECK(has(r.err, "the input has 2"));
    CHECK(!std::filesystem::exists(path));
  }
  // A folder takes one file per puzzle.
  const std::string dir = temp_path("hints") + "/";
  std::filesystem::remove_all(dir);
  const auto r = run_kakuro("hint -q --svg " + dir + " " + cli("unique.kakuro") + " " +
                            data_file("formats/csp-given_8x8.txt"));
  CHECK(r.code == 0);
  CHECK(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()) == 2);
}

TEST_CASE("explain --json: the schema, and the steps replayed end on solve's solution", "[cli][explain]") {
  for (const std::string& file :
       {cli("unique.kakuro"), data_file("formats/csp-given_8x8.txt"),
        data_file("formats/lines-seed000-6x6.txt"), data_file("formats/xcsp-easy-000.json")}) {
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

  // (1,1) = 2 is wrong: reported with the run it breaks, and not used.
  const std::string wrong = write_temp("wrong.kakuro", unique_state('2', '.', '.', '.'));
  r = run_kakuro("hint " + cli("unique.kakuro") + " --state " + wrong);
  CHECK(r.code == 1);
  CHECK(
      has(r.out,
          "Wrong digit: (1,1) holds 2, but then the down run at (0,1) (4 in two cells) cannot make its sum"));
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
  const auto r = run_kakuro("rate --json " + data_file("corpus_sample.jsonl"));
  CHECK(r.code == 1);  // the sample holds puzzles with several solutions
  const auto lines = json_lines(r.out);
  REQUIRE(lines.size() == 44);
  int solved = 0;
  for (const json& j : lines) {
    INFO(j.dump());
    CHECK(j.contains("id"));
    // Rated exactly when explained to the one solution.
    if (j["status"] == "solved")
      CHECK(std::set<std::string>{"easy", "medium", "hard", "expert", "extreme"}.count(
                j["rating"]["level"]) == 1);
    else
      CHECK(j["rating"].is_null());
    CHECK(j["steps"].get<int>() >= 0);
    solved += j["status"] == "solved";
  }
  CHECK(solved >= 30);
  auto t = run_kakuro("rate " + cli("unique.kakuro"));
  CHECK(t.code == 0);
  CHECK(has(t.out, "unique.kakuro: easy 1.35 (unique-combination, 5 steps)"));
  CHECK(run_kakuro("rate " + cli("malformed.kakuro")).code == 2);
  CHECK(run_kakuro("rate --timeout 0.001 " + data_file("hard/cms-abort-40x40.jsonl")).code == 3);
}

TEST_CASE("explain, hint and rate read every input format", "[cli][explain]") {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(data_file("formats"))) {
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
    CHECK(h.code == expected);  // a hint only for one solution; else explain's verdict
    CHECK(has(h.out, expected == 0 ? "Hint: " : "Not unique: "));
  }
  CHECK(files >= 7);
  // Standard input too.
  std::ifstream in(cli("unique.kakuro"));
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto r = run_kakuro("explain -", text);
  CHECK(r.code == 0);
  CHECK(has(r.out, "Solved in 5 steps."));
}

namespace {

using Matrix = std::vector<std::vector<int>>;

// The cells of the run whose clue is at (r, c) in direction `dir`, from explain --json's
// grid ("." white, "D\A" a clue, "#" black), and its sum.
std::pair<std::vector<std::pair<int, int>>, int> run_of(const json& grid, const json& run) {
  const int r0 = run["clue"][0], c0 = run["clue"][1];
  const bool down = run["dir"] == "down";
  const std::string clue = grid[r0][c0];
  const auto cut = clue.find('\\');
  REQUIRE(cut != std::string::npos);
  const std::string part = down ? clue.substr(0, cut) : clue.substr(cut + 1);
  std::vector<std::pair<int, int>> cells;
  for (int r = r0 + down, c = c0 + !down;
       r < int(grid.size()) && c < int(grid[r].size()) && grid[r][c] == "."; r += down, c += !down)
    cells.push_back({r, c});
  return {cells, std::stoi(part)};
}

// Whether the empty cells of `cells` can take distinct digits, not those of `state` there,
// that make `sum`: brute force over the subsets of 1..9.
bool completable(const std::vector<std::pair<int, int>>& cells, int sum, const Matrix& state) {
  int placed = 0, empty = 0, used = 0;
  for (const auto& [r, c] : cells) {
    const int d = state[r][c];
    if (d == 0) {
      ++empty;
    } else {
      placed += d;
      used |= 1 << d;
    }
  }
  for (int m = 0; m < 1 << 10; m += 2) {
    int n = 0, s = 0;
    for (int d = 1; d <= 9; ++d)
      if (m >> d & 1) ++n, s += d;
    if (!(m & used) && n == empty && placed + s == sum) return true;
  }
  return false;
}

// Re-checks hint --json's wrong digits against the puzzle (explain --json's grid), the state
// and the only solution (from the native backend): each is wrong, every wrong digit is
// reported, and each reason is true of the grid.
void check_wrong_digits(const json& hint, const json& grid, const Matrix& state, const json& truth) {
  std::set<std::pair<int, int>> reported;
  for (const json& w : hint["wrong"]) {
    INFO(w.dump());
    const int r = w["cell"][0], c = w["cell"][1], d = w["digit"];
    reported.insert({r, c});
    CHECK(state[r][c] == d);
    CHECK(truth[r][c].get<int>() != d);
    CHECK(w["solution"] == truth[r][c]);
    const std::string why = w["why"];
    if (why == "solution") {
      CHECK(has(w["text"],
                "the puzzle's only solution has " + std::to_string(truth[r][c].get<int>()) + " there"));
      continue;
    }
    REQUIRE((why == "duplicate" || why == "sum"));
    const auto [cells, sum] = run_of(grid, w["run"]);
    CHECK(std::count(cells.begin(), cells.end(), std::pair<int, int>{r, c}) == 1);
    if (why == "duplicate") {
      const std::pair<int, int> other{w["other"][0], w["other"][1]};
      CHECK(other != std::pair<int, int>{r, c});
      CHECK(std::count(cells.begin(), cells.end(), other) == 1);
      CHECK(state[other.first][other.second] == d);
    } else {
      CHECK(!completable(cells, sum, state));
    }
  }
  for (std::size_t r = 0; r < state.size(); ++r)
    for (std::size_t c = 0; c < state[r].size(); ++c)
      if (state[r][c] != 0 && state[r][c] != truth[r][c].get<int>())
        CHECK(reported.count({int(r), int(c)}) == 1);
}

std::string state_json(const Matrix& state) { return json{{"solution", state}}.dump() + "\n"; }

}  // namespace

TEST_CASE("hint --state: every wrong digit with a reason that is true", "[cli][hint]") {
  // The 1+2 run of unique.kakuro swapped: (1,1) = 2 leaves the down run 4 = 2 + 2, which
  // distinct digits cannot make; (1,2) = 1 breaks no run (6 = 1 + 5), it only differs from
  // the one solution. No run "cannot contain" either digit.
  const std::string swapped = write_temp("swapped.kakuro", unique_state('2', '1', '.', '.'));
  auto r = run_kakuro("hint " + cli("unique.kakuro") + " --state " + swapped);
  CHECK(r.code == 1);
  CHECK(has(
      r.out,
      "Wrong digit: (1,1) holds 2, but then the down run at (0,1) (4 in two cells) cannot make its sum: with "
      "2 at (1,1), no other distinct digits for its empty cell make up the rest.\n"));
  CHECK(has(r.out, "Wrong digit: (1,2) holds 1, but the puzzle's only solution has 2 there.\n"));
  CHECK(!has(r.out, "cannot contain"));
  r = run_kakuro("hint " + cli("unique.kakuro") + " --state " +
                 write_temp("clash2.kakuro", unique_state('1', '1', '.', '.')));
  CHECK(has(r.out, "Wrong digit: (1,2) holds 1, but (1,1) in the same across run at (1,0) holds 1 too.\n"));
  CHECK(!has(r.out, "Wrong digit: (1,1)"));  // 1 is right there

  // A larger puzzle: states made from its solution, each reason re-checked here.
  for (const std::string& file :
       {data_file("formats/lines-seed000-6x6.txt"), data_file("formats/csp-given_8x8.txt")}) {
    INFO(file);
    const auto ex = json_lines(run_kakuro("explain --json " + file).out);
    REQUIRE(ex.size() == 1);
    const json& grid = ex[0]["grid"];
    REQUIRE(run_kakuro("unique -q " + file).code == 0);
    const auto solved = json_lines(run_kakuro("solve --json -b native " + file).out);
    REQUIRE(solved.size() == 1);
    const json truth = solved[0]["solutions"][0];
    const Matrix full = truth.get<Matrix>();
    std::vector<Matrix> states;
    // Each two-cell run's digits swapped in turn (the rest of the grid filled rightly).
    for (std::size_t row = 0; row < full.size(); ++row)
      for (std::size_t c = 0; c + 1 < full[row].size(); ++c)
        if (full[row][c] && full[row][c + 1] && (c == 0 || !full[row][c - 1]) &&
            (c + 2 >= full[row].size() || !full[row][c + 2])) {
          Matrix s = full;
          std::swap(s[row][c], s[row][c + 1]);
          states.push_back(s);
        }
    // Every fifth white cell one higher, and the same with the rest of the grid empty.
    Matrix shifted = full, sparse(full.size(), std::vector<int>(full[0].size(), 0));
    int k = 0;
    for (std::size_t row = 0; row < full.size(); ++row)
      for (std::size_t c = 0; c < full[row].size(); ++c)
        if (full[row][c] && k++ % 5 == 0) shifted[row][c] = sparse[row][c] = full[row][c] % 9 + 1;
    states.push_back(shifted);
    states.push_back(sparse);
    REQUIRE(states.size() >= 3);
    std::set<std::string> kinds;
    for (const Matrix& s : states) {
      const auto h =
          run_kakuro("hint --json " + file + " --state " + write_temp("state.json", state_json(s)));
      const auto lines = json_lines(h.out);
      REQUIRE(lines.size() == 1);
      INFO(lines[0].dump());
      CHECK(h.code == 1);
      CHECK(lines[0]["status"] == "wrong-digit");
      CHECK(!lines[0]["wrong"].empty());
      check_wrong_digits(lines[0], grid, s, truth);
      for (const json& w : lines[0]["wrong"]) kinds.insert(w["why"].get<std::string>());
    }
    CHECK(kinds.size() >= 2);
  }
}

TEST_CASE("hint --state: a state for another layout is refused as such", "[cli][hint]") {
  // Another size.
  auto r = run_kakuro("hint " + cli("unique.kakuro") + " --state " +
                      write_temp("wide.kakuro", "#    4\\  6\\  #\n\\3  1    .    #\n\\7  .    .    #\n"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "3x4, the puzzle 3x3"));
  CHECK(r.out.empty());
  // A digit where the puzzle has a clue.
  r = run_kakuro("hint " + cli("unique.kakuro") + " --state " +
                 write_temp("onclue.kakuro", "#    4\\  6\\\n5    1    .\n\\7  .    .\n"));
  CHECK(r.code == 2);
  CHECK(has(r.err, "cell (1,0): the puzzle has"));
  CHECK(r.out.empty());
}

TEST_CASE("hint without a single solution: explain's verdict, words and exit code", "[cli][hint]") {
  // unique.kakuro with its across clue 3 raised to 4: no solution, though every run alone
  // can be filled.
  const std::string raised = write_temp("raised.kakuro", "#    4\\  6\\\n\\4  .    .\n\\7  .    .\n");
  for (const std::string& file :
       {raised, cli("unsolvable.kakuro"), cli("two_solutions.kakuro"),
        data_file("unsolvable/impossible_sum.grid"), data_file("unsolvable/repeated_given.grid"),
        data_file("unsolvable/sum_44_in_9.kakuro")}) {
    INFO(file);
    const auto e = run_kakuro("explain -q " + file);
    const auto h = run_kakuro("hint -q " + file);
    CHECK(e.code == 1);
    CHECK(h.code == e.code);
    CHECK(!has(h.out, "Hint:"));
    CHECK(!has(h.out, "without guessing.\n"));
    // hint's one line is explain's outcome line.
    REQUIRE(!h.out.empty());
    CHECK(std::count(h.out.begin(), h.out.end(), '\n') == 1);
    CHECK(has(e.out, h.out));
    CHECK((h.out.rfind("No solution: ", 0) == 0 || h.out.rfind("Not unique: ", 0) == 0));
    const auto ej = json_lines(run_kakuro("explain --json " + file).out);
    const auto hj = json_lines(run_kakuro("hint --json " + file).out);
    REQUIRE((ej.size() == 1 && hj.size() == 1));
    CHECK(hj[0]["status"] == ej[0]["status"]);
    CHECK(hj[0]["reason"] == ej[0]["reason"]);
    CHECK(hj[0]["step"].is_null());
    // With a state too.
    CHECK(run_kakuro("hint -q " + file + " --state " + file).code == e.code);
  }
  // A limit: the same as explain's (exit 3).
  const auto h = run_kakuro("hint -q --max-steps 1 " + cli("unique.kakuro"));
  CHECK(h.code == 3);
  CHECK(has(h.out, "Stopped: step limit reached."));
}

TEST_CASE("rate and explain: no rating without the one solution", "[cli][rate][explain]") {
  for (const std::string& args :
       {cli("unsolvable.kakuro"), cli("two_solutions.kakuro"), "--max-steps 2 " + cli("unique.kakuro"),
        "--timeout 0.001 " + data_file("hard/cms-abort-40x40.jsonl")}) {
    INFO(args);
    const auto rate = run_kakuro("rate -q " + args);
    CHECK(rate.code != 0);
    CHECK(has(rate.out, ": no rating (only a puzzle explained to its one solution is rated); "));
    CHECK(!has(rate.out, "easy"));
    const auto text = run_kakuro("explain -q " + args);
    CHECK(has(text.out, "Rating: none (only a puzzle explained to its one solution is rated)\n"));
    for (const std::string command : {"rate", "explain"}) {
      const auto lines = json_lines(run_kakuro(command + " --json " + args).out);
      REQUIRE(lines.size() == 1);
      CHECK(lines[0]["status"] != "solved");
      REQUIRE(lines[0].contains("rating"));
      CHECK(lines[0]["rating"].is_null());
    }
  }
  // The page: "no rating", no level badge beside "no solution".
  const std::string page = temp_path("unsolvable.html");
  CHECK(run_kakuro("explain --html " + page + " " + cli("unsolvable.kakuro")).code == 1);
  std::ifstream in(page);
  const std::string html((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(has(html, ">no-solution</span>"));
  CHECK(has(html, ">no rating</span>"));
  CHECK(!has(html, "class=\"badge level"));
  // A solved puzzle keeps its rating everywhere.
  CHECK(json_lines(run_kakuro("rate --json " + cli("unique.kakuro")).out)[0]["rating"]["level"] == "easy");
}
