#include "explain_html.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <utility>
#include <vector>

#include "explain_html_assets.hpp"
#include "explain_text.hpp"
#include "kakuro/text.hpp"

namespace kakuro::views {

namespace {

using nlohmann::json;

constexpr int kPageCell = 48;  // SVG units per cell; the page scales the picture to its column
constexpr int kPad = 2;        // room for the frame's stroke

// Fields read defensively: a missing or mistyped field is empty, never an exception.
std::string text_of(const json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

const json& member(const json& j, const char* key) {
  static const json empty;
  const auto it = j.find(key);
  return it != j.end() ? *it : empty;
}

// "3.7", "12", "0.25": at most two decimals, trailing zeros dropped.
std::string number_text(const json& v) {
  if (!v.is_number()) return "";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", v.get<double>());
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

// A word usable in a class name: letters, digits and '-' only.
std::string class_word(const std::string& s) {
  std::string out;
  for (const char ch : s)
    if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-')
      out += ch;
  return out;
}

// "region-sums" -> "region sums".
std::string technique_words(std::string s) {
  std::replace(s.begin(), s.end(), '-', ' ');
  return s;
}

// The JSON for <script type="application/json">: ASCII only (so U+2028/2029 and bad bytes
// are \u escapes), and no '<', '>' or '&' at all, so neither "</script" nor "<!--" can
// occur. Outside strings JSON has none of the three, so escaping them is always valid.
std::string script_json(const json& ex) {
  const std::string s = ex.dump(-1, ' ', true, json::error_handler_t::replace);
  std::string out;
  out.reserve(s.size() + 64);
  for (const char ch : s) {
    if (ch == '<')
      out += "\\u003c";
    else if (ch == '>')
      out += "\\u003e";
    else if (ch == '&')
      out += "\\u0026";
    else
      out += ch;
  }
  return out;
}

enum class Kind { Black, Clue, White };

// Corpus cell strings: "#" black, "." or a given digit white, "D\A" a clue.
Kind kind_of(const json& cell) {
  if (!cell.is_string()) return Kind::Black;
  const std::string s = cell.get<std::string>();
  if (s.find('\\') != std::string::npos) return Kind::Clue;
  if (s == "." || (s.size() == 1 && s[0] >= '0' && s[0] <= '9')) return Kind::White;
  return Kind::Black;
}

void draw_clue(std::ostringstream& o, int r, int c, const std::string& s) {
  const int x = kPad + c * kPageCell, y = kPad + r * kPageCell;
  const auto cut = s.find('\\');
  const std::string down = s.substr(0, cut), across = s.substr(cut + 1);
  o << "<g class=\"clue\" data-r=\"" << r << "\" data-c=\"" << c << "\">"
    << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << kPageCell << "\" height=\"" << kPageCell
    << "\"/>";
  // The halves with a sum can light up on their own (the run a step names); a half
  // without one is shaded, as printed puzzles do.
  o << "<polygon class=\"half" << (across.empty() ? " unused" : "") << "\" data-dir=\"across\" points=\"" << x
    << "," << y << " " << x + kPageCell << "," << y << " " << x + kPageCell << "," << y + kPageCell << "\"/>";
  o << "<polygon class=\"half" << (down.empty() ? " unused" : "") << "\" data-dir=\"down\" points=\"" << x
    << "," << y << " " << x << "," << y + kPageCell << " " << x + kPageCell << "," << y + kPageCell << "\"/>";
  o << "<line x1=\"" << x << "\" y1=\"" << y << "\" x2=\"" << x + kPageCell << "\" y2=\"" << y + kPageCell
    << "\"/>";
  if (!down.empty())
    o << "<text class=\"sum\" data-dir=\"down\" x=\"" << x + kPageCell * 3 / 10 << "\" y=\""
      << y + kPageCell * 72 / 100 << "\">" << xml_escape(down) << "</text>";
  if (!across.empty())
    o << "<text class=\"sum\" data-dir=\"across\" x=\"" << x + kPageCell * 70 / 100 << "\" y=\""
      << y + kPageCell * 30 / 100 << "\">" << xml_escape(across) << "</text>";
  o << "</g>\n";
}

// A white cell: its background, the nine small candidate digits (the script shows,
// hides and strikes them) and the large digit of a cell with one candidate.
void draw_white(std::ostringstream& o, int r, int c) {
  const int x = kPad + c * kPageCell, y = kPad + r * kPageCell;
  o << "<g class=\"cell\" data-r=\"" << r << "\" data-c=\"" << c << "\" data-cand=\"\">"
    << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << kPageCell << "\" height=\"" << kPageCell
    << "\"/>";
  for (int d = 1; d <= 9; ++d) {
    const int col = (d - 1) % 3, row = (d - 1) / 3;
    o << "<text class=\"k off\" x=\"" << x + kPageCell * (2 + 3 * col) / 10 << "\" y=\""
      << y + kPageCell * (21 + 29 * row) / 100 << "\">" << d << "</text>";
  }
  o << "<text class=\"big\" x=\"" << x + kPageCell / 2 << "\" y=\"" << y + kPageCell * 53 / 100
    << "\"></text></g>\n";
}

std::string grid_svg(const json& ex) {
  // The grid's own size (rows and cols only repeat it), so that a wrong count cannot make
  // the picture larger than the data.
  const json& grid = member(ex, "grid");
  const int rows = grid.is_array() ? static_cast<int>(grid.size()) : 0;
  int cols = 0;
  for (int r = 0; r < rows; ++r)
    if (grid[std::size_t(r)].is_array()) cols = std::max(cols, static_cast<int>(grid[std::size_t(r)].size()));
  if (rows == 0 || cols == 0) return "<p class=\"nogrid\">No grid to show.</p>\n";
  const int w = cols * kPageCell + 2 * kPad, h = rows * kPageCell + 2 * kPad;
  std::ostringstream o;
  o << "<svg id=\"grid\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << w << " " << h
    << "\" role=\"img\" aria-label=\"the puzzle grid\">\n";
  for (int r = 0; r < rows; ++r) {
    const json& row = grid[std::size_t(r)];
    for (int c = 0; c < cols; ++c) {
      const json& cell = row.is_array() && c < static_cast<int>(row.size()) ? row[std::size_t(c)] : json();
      switch (kind_of(cell)) {
        case Kind::Clue:
          draw_clue(o, r, c, cell.get<std::string>());
          break;
        case Kind::White:
          draw_white(o, r, c);
          break;
        case Kind::Black:
          o << "<rect class=\"black\" x=\"" << kPad + c * kPageCell << "\" y=\"" << kPad + r * kPageCell
            << "\" width=\"" << kPageCell << "\" height=\"" << kPageCell << "\"/>\n";
          break;
      }
    }
  }
  o << "<g id=\"strikes\"></g>\n<rect class=\"frame\" x=\"" << kPad << "\" y=\"" << kPad << "\" width=\""
    << cols * kPageCell << "\" height=\"" << rows * kPageCell << "\"/>\n</svg>\n";
  return o.str();
}

std::string badges(const json& ex) {
  const std::string status = text_of(ex, "status");
  const json& rating = member(ex, "rating");
  const std::string level = rating.is_object() ? text_of(rating, "level") : "";
  const std::string hardest = rating.is_object() ? text_of(rating, "hardest") : "";
  const std::string score = rating.is_object() ? number_text(member(rating, "score")) : "";
  const json& steps = member(ex, "steps");
  const std::size_t count = steps.is_array() ? steps.size() : 0;
  std::ostringstream o;
  o << "<div class=\"badges\">";
  if (!status.empty())
    o << "<span class=\"badge status s-" << class_word(status) << "\">" << xml_escape(status) << "</span>";
  if (const std::string reason = text_of(ex, "reason"); !reason.empty() && reason != status)
    o << "<span class=\"fact reason\">" << xml_escape(reason) << "</span>";
  if (!rating.is_object()) {
    // No rating (docs/explain.md): said so, with no level, score or hardest technique.
    o << "<span class=\"fact no-rating\" title=\"" << kNoRating << "\">no rating</span>";
  } else {
    if (!level.empty())
      o << "<span class=\"badge level l-" << class_word(level) << "\">" << xml_escape(level) << "</span>";
    if (!score.empty()) o << "<span class=\"fact\">score <b>" << score << "</b></span>";
    o << "<span class=\"fact\">hardest <b>"
      << (hardest.empty() ? "none" : xml_escape(technique_words(hardest))) << "</b></span>";
  }
  o << "<span class=\"fact\"><b>" << count << "</b> step" << (count == 1 ? "" : "s") << "</span></div>\n";
  return o.str();
}

// The steps per technique, most used first.
std::string technique_table(const json& ex) {
  const json& t = member(ex, "techniques");
  if (!t.is_object() || t.empty()) return "";
  std::vector<std::pair<std::string, long long>> rows;
  for (auto it = t.begin(); it != t.end(); ++it)
    rows.emplace_back(it.key(), it->is_number_integer() ? it->get<long long>() : 0);
  std::stable_sort(rows.begin(), rows.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::ostringstream o;
  o << "<details class=\"techniques\"><summary>Techniques used</summary><table>";
  for (const auto& [name, n] : rows)
    o << "<tr><td>" << xml_escape(technique_words(name)) << "</td><td class=\"n\">" << n << "</td></tr>";
  o << "</table></details>\n";
  return o.str();
}

constexpr const char* kControls = R"html(<div class="controls">
<button type="button" id="first" title="First step (Home)"><svg viewBox="0 0 16 16"><path d="M3 3h2v10H3zM13 3v10L6 8z"/></svg></button>
<button type="button" id="prev" title="Previous step (&#x2190;)"><svg viewBox="0 0 16 16"><path d="M11 3v10L4 8z"/></svg></button>
<span id="counter" class="counter"></span>
<button type="button" id="next" title="Next step (&#x2192;)"><svg viewBox="0 0 16 16"><path d="M5 3v10l7-5z"/></svg></button>
<button type="button" id="last" title="Last step (End)"><svg viewBox="0 0 16 16"><path d="M11 3h2v10h-2zM3 3v10l7-5z"/></svg></button>
</div>
<input type="range" id="slider" min="0" max="0" value="0" aria-label="step">
<div class="sentence"><span id="technique" class="technique"></span><p id="text"></p><div id="chain"></div></div>
<ul class="legend"><li><i class="sw run"></i>run</li><li><i class="sw focus"></i>step&#x2019;s cells</li>
<li><i class="sw elim">7</i>eliminated</li><li><i class="sw placed">4</i>placed</li></ul>
)html";

}  // namespace

std::string explain_page(const json& ex) {
  static const json no_fields = json::object();
  const json& obj = ex.is_object() ? ex : no_fields;
  const std::string id = text_of(obj, "id"), file = text_of(obj, "file");
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    << "<title>Kakuro explanation: " << xml_escape(id) << "</title>\n"
    << "<style>\n"
    << detail::kExplainCss << "</style>\n</head>\n<body>\n"
    << "<header>\n<h1>Kakuro explanation <span class=\"id\">" << xml_escape(id) << "</span></h1>\n";
  if (!file.empty()) o << "<div class=\"file\">" << xml_escape(file) << "</div>\n";
  o << badges(obj) << "</header>\n<main>\n<div class=\"board\">\n"
    << grid_svg(obj) << "</div>\n<aside class=\"panel\">\n"
    << kControls;
  o << "<ol id=\"steps\" class=\"steps\"></ol>\n"
    << technique_table(obj) << "</aside>\n</main>\n"
    << "<script id=\"explanation\" type=\"application/json\">" << script_json(obj) << "</script>\n"
    << "<script>\n"
    << detail::kExplainJs << "</script>\n</body>\n</html>\n";
  return o.str();
}

}  // namespace kakuro::views
