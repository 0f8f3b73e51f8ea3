#include "kakuro/text.hpp"

#include <cstdint>

namespace kakuro {
namespace {

// One step of a strict UTF-8 decoder at s[i]: the code point and the length of a valid
// sequence, or (cp = -1) the length of the maximal ill-formed subpart (at least 1).
struct Step {
  long cp;
  std::size_t len;
};

Step decode(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<std::uint8_t>(s[k]); };
  const std::uint8_t b0 = byte(i);
  if (b0 < 0x80) return {b0, 1};
  std::size_t need = 0;
  long cp = 0;
  std::uint8_t lo = 0x80, hi = 0xBF;  // allowed range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    need = 1, cp = b0 & 0x1F;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    need = 2, cp = b0 & 0x0F;
    if (b0 == 0xE0) lo = 0xA0;  // no overlong forms
    if (b0 == 0xED) hi = 0x9F;  // no surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    need = 3, cp = b0 & 0x07;
    if (b0 == 0xF0) lo = 0x90;  // no overlong forms
    if (b0 == 0xF4) hi = 0x8F;  // nothing above U+10FFFF
  } else {
    return {-1, 1};
  }
  for (std::size_t k = 1; k <= need; ++k) {
    if (i + k >= s.size()) return {-1, k};
    const std::uint8_t b = byte(i + k);
    const std::uint8_t min = k == 1 ? lo : std::uint8_t{0x80};
    const std::uint8_t max = k == 1 ? hi : std::uint8_t{0xBF};
    if (b < min || b > max) return {-1, k};
    cp = (cp << 6) | (b & 0x3F);
  }
  return {cp, need + 1};
}

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

}  // namespace

std::size_t first_invalid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    if (static_cast<unsigned char>(s[i]) < 0x80) {  // the common case, byte by byte
      ++i;
      continue;
    }
    const Step st = decode(s, i);
    if (st.cp < 0) return i;
    i += st.len;
  }
  return std::string_view::npos;
}

bool valid_utf8(std::string_view s) { return first_invalid_utf8(s) == std::string_view::npos; }

std::string to_valid_utf8(std::string_view s) {
  if (valid_utf8(s)) return std::string(s);
  std::string out;
  out.reserve(s.size() + 8);
  for (std::size_t i = 0; i < s.size();) {
    const Step st = decode(s, i);
    if (st.cp < 0) {
      out += kReplacement;
    } else {
      out.append(s.substr(i, st.len));
    }
    i += st.len;
  }
  return out;
}

std::string xml_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 16);
  for (std::size_t i = 0; i < s.size();) {
    const Step st = decode(s, i);
    const std::string_view bytes = s.substr(i, st.len);
    i += st.len;
    if (st.cp < 0) {
      out += kReplacement;
      continue;
    }
    switch (st.cp) {
      case '&':
        out += "&amp;";
        continue;
      case '<':
        out += "&lt;";
        continue;
      case '>':
        out += "&gt;";
        continue;
      case '"':
        out += "&quot;";
        continue;
      case '\'':
        out += "&apos;";
        continue;
      case '\t':
        out += "&#9;";
        continue;
      case '\n':
        out += "&#10;";
        continue;
      case '\r':
        out += "&#13;";
        continue;
      default:
        break;
    }
    if (st.cp < 0x20 || st.cp == 0xFFFE || st.cp == 0xFFFF) continue;  // not an XML 1.0 Char
    out.append(bytes);
  }
  return out;
}

}  // namespace kakuro
