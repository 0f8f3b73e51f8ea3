#include <catch2/catch.hpp>
#include <string>

#include "kakuro/text.hpp"

using kakuro::to_valid_utf8;
using kakuro::valid_utf8;
using kakuro::xml_escape;

TEST_CASE("valid_utf8 accepts well-formed UTF-8 and rejects the rest", "[core][text]") {
  CHECK(valid_utf8(""));
  CHECK(valid_utf8("plain ascii"));
  CHECK(valid_utf8("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80"));  // é € 😀
  CHECK(valid_utf8("\xF4\x8F\xBF\xBF"));                           // U+10FFFF
  CHECK_FALSE(valid_utf8("\xFF"));
  CHECK_FALSE(valid_utf8("ab\x80"));            // lone continuation byte
  CHECK_FALSE(valid_utf8("\xC3"));              // truncated
  CHECK_FALSE(valid_utf8("\xC0\xAF"));          // overlong '/'
  CHECK_FALSE(valid_utf8("\xE0\x80\xAF"));      // overlong
  CHECK_FALSE(valid_utf8("\xED\xA0\x80"));      // surrogate U+D800
  CHECK_FALSE(valid_utf8("\xF4\x90\x80\x80"));  // above U+10FFFF
  CHECK_FALSE(valid_utf8("\xF5\x80\x80\x80"));
  CHECK(kakuro::first_invalid_utf8("caf\xC3\xA9") == std::string_view::npos);
  CHECK(kakuro::first_invalid_utf8("caf\xC3\xA9 \xFF") == 6);
  CHECK(kakuro::first_invalid_utf8("ab\xE2\x82") == 2);
}

TEST_CASE("to_valid_utf8 replaces each maximal ill-formed subpart with U+FFFD", "[core][text]") {
  const std::string r = "\xEF\xBF\xBD";
  CHECK(to_valid_utf8("caf\xC3\xA9") == "caf\xC3\xA9");
  CHECK(to_valid_utf8("a\xFF"
                      "b") == "a" + r + "b");
  CHECK(to_valid_utf8("\xE2\x82") == r);  // truncated 3-byte form: one U+FFFD
  CHECK(to_valid_utf8("\xE2\x82x") == r + "x");
  CHECK(to_valid_utf8("\xC0\xAF") == r + r);          // C0 is never valid
  CHECK(to_valid_utf8("\xED\xA0\x80") == r + r + r);  // surrogate: ED then two strays
  CHECK(to_valid_utf8("\xF0\x9F\x98") == r);
  CHECK(valid_utf8(to_valid_utf8("\x80\x81\xFE\xFF\xC3")));
}

TEST_CASE("xml_escape escapes markup and drops characters XML 1.0 does not allow", "[core][text]") {
  const std::string r = "\xEF\xBF\xBD";
  CHECK(xml_escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;");
  CHECK(xml_escape("x\ty\nz\r") == "x&#9;y&#10;z&#13;");
  CHECK(xml_escape(std::string("a\0b\x01\x1F"
                               "c",
                               6)) == "abc");
  CHECK(xml_escape("\xEF\xBF\xBE\xEF\xBF\xBF"
                   "d") == "d");  // U+FFFE, U+FFFF
  CHECK(xml_escape("bad\xFF") == "bad" + r);
  CHECK(xml_escape("caf\xC3\xA9") == "caf\xC3\xA9");
}
