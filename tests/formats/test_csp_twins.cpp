// csp and csp-json are one model in two syntaxes: they take the same flag names, flag
// values and directions, and reject the same ones.
#include <catch2/catch.hpp>
#include <string>

#include "format_test_util.hpp"

using namespace kakuro;

namespace {

std::string csp_text(const std::string& flag, const std::string& down, const std::string& across) {
  return (flag.empty() ? "" : flag + "\n") +
         "rows=2\ncolumns=2\n#,#\n#,0\nConstraints (row,column,sum,direction)\n1,2,3," + down + "\n2,1,3," +
         across + "\n";
}

std::string csp_json(const std::string& option, const std::string& down, const std::string& across) {
  return "{\"options\": {" + option +
         "}, \"rows\": 2, \"cols\": 2, \"board\": [[\"#\", \"#\"], [\"#\", \"0\"]], " +
         "\"constraints\": [{\"row\": 1, \"col\": 2, \"sum\": 3, \"type\": \"" + down + "\"}, " +
         "{\"row\": 2, \"col\": 1, \"sum\": 3, \"type\": \"" + across + "\"}]}";
}

const Puzzle& expected() {
  static const ParseResult r = parse_puzzles("#  3\\\n\\3 .\n", "p", Format::Grid);
  return kakuro::test::only_puzzle(r);
}

}  // namespace

TEST_CASE("csp and csp-json take the same flag names and values", "[formats][csp]") {
  const struct {
    const char* text;      // the text form's spelling
    const char* json_key;  // the same flag as a JSON key
    const char* name;      // the preference it sets
  } flags[] = {{"FC", "fc", "FC"}, {"ac3", "AC3", "AC3"}, {"Mac", "mAC", "MAC"},
               {"NC", "Nc", "NC"}, {"mrv", "MRV", "MRV"}, {"LcV", "lcv", "LCV"}};
  const struct {
    const char* text;  // FLAG=text
    const char* json;  // "flag": json
    bool value;
  } values[] = {{"true", "true", true},
                {"false", "false", false},
                {"TRUE", "\"TRUE\"", true},
                {"False", "\"False\"", false},
                {" true ", "\" true \"", true}};
  for (const auto& f : flags)
    for (const auto& v : values) {
      const std::string text = csp_text(std::string(f.text) + "=" + v.text, "v", "h");
      const std::string json = csp_json("\"" + std::string(f.json_key) + "\": " + v.json, "v", "h");
      INFO(text << json);
      for (const std::string& input : {text, json}) {
        const ParseResult r = parse_puzzles(input, "c");
        INFO(kakuro::test::all_diags(r));
        const Puzzle& p = kakuro::test::only_puzzle(r);
        CHECK(p.same_grid(expected()));
        CHECK(p.preferences().get(f.name) == v.value);
        CHECK(p.preferences().flags.size() == 1);
      }
    }
}

TEST_CASE("csp and csp-json take the same directions", "[formats][csp]") {
  for (const auto& [down, across] : {std::pair{"v", "h"}, std::pair{"V", "H"}, std::pair{"v", "H"}}) {
    INFO(down << " " << across);
    for (const std::string& input : {csp_text("", down, across), csp_json("", down, across)}) {
      const ParseResult r = parse_puzzles(input, "c");
      INFO(input << kakuro::test::all_diags(r));
      CHECK(kakuro::test::only_puzzle(r).same_grid(expected()));
    }
  }
}

TEST_CASE("csp and csp-json reject the same flags, values and directions", "[formats][csp]") {
  const std::pair<std::string, std::string> bad_flags[] = {{"FC=maybe", "\"fc\": \"maybe\""},
                                                           {"FC=1", "\"fc\": 1"},
                                                           {"XY=true", "\"xy\": true"},
                                                           {"FC=", "\"fc\": \"\""}};
  for (const auto& [text, json] : bad_flags) {
    INFO(text << " / " << json);
    CHECK_FALSE(parse_puzzles(csp_text(text, "v", "h"), "c", Format::Csp).ok());
    CHECK_FALSE(parse_puzzles(csp_json(json, "v", "h"), "c", Format::CspJson).ok());
  }
  for (const char* dir : {"d", "across", "", "hv"}) {
    INFO(dir);
    CHECK_FALSE(parse_puzzles(csp_text("", "v", dir), "c", Format::Csp).ok());
    CHECK_FALSE(parse_puzzles(csp_json("", "v", dir), "c", Format::CspJson).ok());
  }
  const ParseResult r = parse_puzzles(csp_json("\"fc\": \"maybe\"", "v", "x"), "c", Format::CspJson);
  const std::string all = kakuro::test::all_diags(r);
  CHECK(all.find("option 'fc' must be true or false, not 'maybe'") != std::string::npos);
  CHECK(all.find("'type' must be \"h\" or \"v\", not 'x'") != std::string::npos);
}
