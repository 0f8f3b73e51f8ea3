// The explanation page (frontends/views/explain_html.cpp) in a real browser: headless Chromium
// opens page.html#step=N and prints the DOM after the page's script ran (--dump-dom). Each
// white cell's data-cand must equal the candidates replayed here, independently, from the
// JSON's `start` and the `eliminate` lists of steps 1..N. Chromium is required: the test
// fails without it (scripts/bootstrap installs it).
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "run_command.hpp"
#include "test_paths.hpp"
#include "views/explain_html.hpp"

namespace {

using kakuro::test::run_shell;
using nlohmann::json;
using Cell = std::pair<int, int>;
using CandidateGrid = std::map<Cell, std::string>;  // white cell -> its candidates, "1379"

std::string trim(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

// The browser command: chromium (Debian) or chromium-browser. None is a failure.
std::string browser() {
  static const std::string found = [] {
    for (const char* name : {"chromium", "chromium-browser"})
      if (auto r = run_shell(std::string("command -v ") + name); r.code == 0) return trim(r.out);
    return std::string();
  }();
  INFO("headless Chromium is needed (Debian package chromium; scripts/bootstrap installs it)");
  REQUIRE(!found.empty());
  return found;
}

// A scratch folder for this process (the pages and Chromium's profile), removed at exit.
const std::string& scratch() {
  struct Dir {
    std::string path = "/tmp/kakuro_page_" + std::to_string(::getpid());
    Dir() { std::filesystem::create_directories(path); }
    ~Dir() {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  };
  static const Dir dir;
  return dir.path;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  REQUIRE(f.good());
}

// The DOM of `url` after its scripts ran. --virtual-time-budget lets timers and events
// settle before the dump; the own profile lets several tests run side by side.
std::string dump_dom(const std::string& url, const std::string& extra = "") {
  const std::string cmd = browser() + " --headless --no-sandbox --disable-gpu --no-first-run" +
                          " --user-data-dir=" + scratch() + "/profile --virtual-time-budget=5000 " + extra +
                          " --dump-dom '" + url + "' 2>/dev/null";
  const auto r = run_shell(cmd);
  INFO(cmd);
  REQUIRE(r.code == 0);
  REQUIRE(r.out.find("</html>") != std::string::npos);
  return r.out;
}

// The value of attribute `name` in the start tag `tag`, or nothing.
std::optional<std::string> attribute(const std::string& tag, const std::string& name) {
  const std::string key = " " + name + "=\"";
  const auto at = tag.find(key);
  if (at == std::string::npos) return std::nullopt;
  const auto from = at + key.size(), to = tag.find('"', from);
  return tag.substr(from, to - from);
}

struct Shown {
  std::optional<int> step;  // <body data-step>
  CandidateGrid cells;      // every <g class="cell">
};

Shown read_dom(const std::string& dom) {
  Shown s;
  if (const auto b = dom.find("<body"); b != std::string::npos)
    if (const auto v = attribute(dom.substr(b, dom.find('>', b) - b), "data-step")) s.step = std::stoi(*v);
  for (auto at = dom.find("<g "); at != std::string::npos; at = dom.find("<g ", at + 1)) {
    const std::string tag = dom.substr(at, dom.find('>', at) - at);
    if (attribute(tag, "class").value_or("").rfind("cell", 0) != 0) continue;
    const auto r = attribute(tag, "data-r"), c = attribute(tag, "data-c"), cand = attribute(tag, "data-cand");
    REQUIRE((r && c && cand));
    s.cells[{std::stoi(*r), std::stoi(*c)}] = *cand;
  }
  return s;
}

// The candidates after steps 1..n, from the JSON alone: `start`, then each step's
// `eliminate` removed. White cells are those the grid marks "." or with a given digit.
CandidateGrid replay(const json& ex, std::size_t n) {
  std::map<Cell, std::set<int>> cand;
  const json& grid = ex.at("grid");
  for (std::size_t r = 0; r < grid.size(); ++r)
    for (std::size_t c = 0; c < grid[r].size(); ++c) {
      const std::string g = grid[r][c].get<std::string>();
      if (g != "." && !(g.size() == 1 && g[0] >= '1' && g[0] <= '9')) continue;
      auto& set = cand[{int(r), int(c)}];
      for (const char ch : ex.at("start")[r][c].get<std::string>()) set.insert(ch - '0');
    }
  const json& steps = ex.at("steps");
  for (std::size_t i = 0; i < n && i < steps.size(); ++i)
    for (const auto& e : steps[i].at("eliminate"))
      cand[{e[0].get<int>(), e[1].get<int>()}].erase(e[2].get<int>());
  CandidateGrid out;
  for (const auto& [cell, set] : cand)
    for (const int d : set) out[cell] += char('0' + d);
  for (const auto& [cell, set] : cand)
    if (set.empty()) out[cell] = "";
  return out;
}

// What differs between the page and the replay, one line per cell ("" when they agree).
std::string differences(const CandidateGrid& shown, const CandidateGrid& expected) {
  std::ostringstream o;
  for (const auto& [cell, want] : expected) {
    const auto it = shown.find(cell);
    const std::string got = it == shown.end() ? "(no cell)" : it->second;
    if (got != want)
      o << "(" << cell.first << "," << cell.second << "): page " << got << ", replay " << want << "\n";
  }
  for (const auto& [cell, got] : shown)
    if (!expected.count(cell)) o << "(" << cell.first << "," << cell.second << "): not a white cell\n";
  return o.str();
}

std::string url_of(const std::string& path, std::size_t step) {
  return "file://" + path + "#step=" + std::to_string(step);
}

// Opens `page` at each step of `at` and compares with the replay of `ex`.
void check_steps(const std::string& page, const json& ex, const std::vector<std::size_t>& at) {
  const std::size_t count = ex.at("steps").size();
  for (const std::size_t n : at) {
    INFO("page " << page << " at step " << n << " of " << count);
    const Shown shown = read_dom(dump_dom(url_of(page, n)));
    REQUIRE(shown.step == int(std::min(n, count)));
    REQUIRE(!shown.cells.empty());
    CHECK(differences(shown.cells, replay(ex, n)) == "");
  }
}

std::vector<std::size_t> sample_steps(std::size_t count) { return {0, 1, count / 2, count}; }

json fixture() { return json::parse(kakuro::test::read_file(kakuro::test::data_file("explain/tiny.json"))); }

}  // namespace

TEST_CASE("explain page: the candidates at steps 0, 1, the middle and the last", "[browser]") {
  const json ex = fixture();
  const std::string page = scratch() + "/tiny.html";
  write_file(page, kakuro::views::explain_page(ex));
  check_steps(page, ex, {0, 1, 2, 3, 4});
  // Beyond the last step: the last step is shown.
  const Shown beyond = read_dom(dump_dom(url_of(page, 99)));
  CHECK(beyond.step == 4);
  CHECK(differences(beyond.cells, replay(ex, 4)) == "");
}

TEST_CASE("explain page: a page that replays wrongly is caught", "[browser]") {
  // The page built from a JSON whose step 2 lost its eliminations shows other candidates
  // than the replay of the real JSON: the comparison must see it.
  const json ex = fixture();
  json broken = ex;
  broken["steps"][1]["eliminate"] = json::array();
  const std::string page = scratch() + "/broken.html";
  write_file(page, kakuro::views::explain_page(broken));
  const Shown shown = read_dom(dump_dom(url_of(page, 4)));
  REQUIRE(shown.step == 4);
  CHECK(differences(shown.cells, replay(ex, 4)) != "");
  CHECK(differences(shown.cells, replay(broken, 4)) == "");
}

TEST_CASE("explain page: text is escaped and the embedded JSON stays inside its script", "[browser]") {
  const json ex = fixture();  // its id and first sentence hold </script>, <b>, quotes, & and U+2028
  const std::string html = kakuro::views::explain_page(ex);
  const auto script = html.find("<script id=\"explanation\"");
  REQUIRE(script != std::string::npos);
  const std::string json_part = html.substr(script, html.find("</script>", script) - script);
  CHECK(json_part.find('<', 1) == std::string::npos);          // nothing can close the element
  CHECK(json_part.find("\xE2\x80\xA8") == std::string::npos);  // U+2028 escaped (\u2028)
  CHECK(json_part.find("\\u2028") != std::string::npos);
  CHECK(html.find("<b>bold") == std::string::npos);
  const std::string page = scratch() + "/escaped.html";
  write_file(page, html);
  const std::string dom = dump_dom(url_of(page, 1));
  CHECK(read_dom(dom).step == 1);
  CHECK(dom.find("<b>bold") == std::string::npos);
  CHECK(dom.find("can only be \"13\" &lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &amp; &lt;!-- not a comment.") !=
        std::string::npos);
  CHECK(dom.find("<title>Kakuro explanation: tiny &lt;/script&gt;&lt;b&gt;bold") != std::string::npos);
}

TEST_CASE("explain page: an explanation without grid or steps still gives a working page", "[browser]") {
  // An invalid puzzle's object has no grid; mistyped fields must not throw either.
  for (const json& ex :
       {json(), json{{"status", "invalid"}, {"reason", "row 2 is <ragged>"}},
        json{{"rows", "x"}, {"grid", 5}, {"steps", "none"}, {"rating", 1}, {"techniques", {1, 2}}}}) {
    INFO(ex.dump());
    std::string html;
    REQUIRE_NOTHROW(html = kakuro::views::explain_page(ex));
    CHECK(html.find("No grid to show.") != std::string::npos);
  }
  const std::string page = scratch() + "/invalid.html";
  write_file(page, kakuro::views::explain_page(json{{"status", "invalid"}, {"reason", "row 2 is <ragged>"}}));
  const std::string dom = dump_dom(url_of(page, 3));
  CHECK(read_dom(dom).step == 0);
  CHECK(dom.find("row 2 is &lt;ragged&gt;") != std::string::npos);
}

TEST_CASE("explain page: buttons, the slider and the hash", "[browser]") {
  // A harness page opens the page in a frame (same origin with
  // --allow-file-access-from-files), presses the controls and writes down, after each,
  // the frame's hash and data-step.
  const json ex = fixture();
  const std::string page = scratch() + "/controls.html";
  write_file(page, kakuro::views::explain_page(ex));
  write_file(scratch() + "/harness.html", R"(<!DOCTYPE html><html><body>
<iframe id="f" src="controls.html#step=1"></iframe><script>
var f = document.getElementById('f');
f.onload = function () {
  var d = f.contentDocument, w = f.contentWindow, out = [];
  function note() { out.push(w.location.hash + ' ' + d.body.getAttribute('data-step')); }
  function press(id) { d.getElementById(id).click(); note(); }
  note(); press('next'); press('last'); press('next'); press('prev'); press('first'); press('prev');
  var s = d.getElementById('slider');
  s.value = 3; s.dispatchEvent(new Event('input')); note();
  w.location.hash = '#step=2';
  setTimeout(function () { note(); document.body.setAttribute('data-result', out.join(';')); }, 100);
};
</script></body></html>
)");
  const std::string dom = dump_dom("file://" + scratch() + "/harness.html", "--allow-file-access-from-files");
  const auto b = dom.find("<body");
  REQUIRE(b != std::string::npos);
  CHECK(attribute(dom.substr(b, dom.find('>', b) - b), "data-result") ==
        "#step=1 1;#step=2 2;#step=4 4;#step=4 4;#step=3 3;#step=0 0;#step=0 0;#step=3 3;#step=2 2");
}

TEST_CASE("kakuro explain --html: pages of real explanations", "[browser]") {
  // nikoli (10x12, one solution) and a larger corpus puzzle taken from the sample.
  const std::string big_id = "farmer-medium1";
  std::string big_line;
  {
    std::istringstream in(kakuro::test::read_file(kakuro::test::corpus_sample()));
    for (std::string line; std::getline(in, line);)
      if (line.find("\"id\":\"" + big_id + "\"") != std::string::npos) big_line = line;
  }
  REQUIRE(!big_line.empty());
  const std::string big = scratch() + "/" + big_id + ".jsonl";
  write_file(big, big_line + "\n");
  for (const std::string& input : {kakuro::test::source_dir() + "/examples/grid/nikoli.kakuro", big}) {
    INFO(input);
    const auto js = kakuro::test::run_kakuro("explain --json " + input);
    REQUIRE(js.code == 0);
    const json ex = json::parse(js.out);
    REQUIRE(ex.at("status") == "solved");
    REQUIRE(ex.at("steps").size() >= 2);
    const std::string page = scratch() + "/real.html";
    const auto html = kakuro::test::run_kakuro("explain --html " + page + " " + input);
    REQUIRE(html.code == 0);
    check_steps(page, ex, sample_steps(ex.at("steps").size()));
  }
}

TEST_CASE("explain page: a contradiction's chain is on the page, folded", "[browser]") {
  // minizinc-6-6-super (from the sample) needs one contradiction, with a chain of steps.
  std::string line;
  {
    std::istringstream in(kakuro::test::read_file(kakuro::test::corpus_sample()));
    for (std::string l; std::getline(in, l);)
      if (l.find("\"id\":\"minizinc-6-6-super\"") != std::string::npos) line = l;
  }
  REQUIRE(!line.empty());
  const std::string input = scratch() + "/super.jsonl";
  write_file(input, line + "\n");
  const auto js = kakuro::test::run_kakuro("explain --json " + input);
  REQUIRE(js.code == 0);
  const json ex = json::parse(js.out);
  std::size_t at = 0;  // the contradiction's step number
  for (std::size_t i = 0; i < ex.at("steps").size() && !at; ++i)
    if (ex["steps"][i]["technique"] == "contradiction") at = i + 1;
  REQUIRE(at > 1);
  const json& chain = ex["steps"][at - 1]["chain"];
  REQUIRE(chain.size() >= 2);
  const std::string page = scratch() + "/super.html";
  REQUIRE(kakuro::test::run_kakuro("explain --html " + page + " " + input).code == 0);

  const std::string dom = dump_dom(url_of(page, at));
  CHECK(read_dom(dom).step == int(at));
  const auto box = dom.find("<details class=\"chain\">");
  REQUIRE(box != std::string::npos);  // folded: no "open" attribute
  const std::string folded = dom.substr(box, dom.find("</details>", box) - box);
  CHECK(folded.find("<summary>Why: the " + std::to_string(chain.size()) +
                    " steps that follow from the assumption</summary>") != std::string::npos);
  // Every step of the chain, in order, as an item of the list.
  std::size_t from = 0;
  for (const json& c : chain) {
    const auto item = folded.find("<li>" + c["text"].get<std::string>(), from);
    CHECK(item != std::string::npos);
    from = item == std::string::npos ? from : item + 1;
  }
  // A step that is no contradiction has no chain box.
  CHECK(dump_dom(url_of(page, at - 1)).find("class=\"chain\"") == std::string::npos);
}
