// Text helpers for writers: ids and file names are arbitrary bytes (a file name, a user's
// string), while JSON and XML output must be valid UTF-8 and well-formed XML.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kakuro {

/// True if `s` is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates
/// U+D800..U+DFFF, nothing above U+10FFFF). The empty string is valid.
bool valid_utf8(std::string_view s);

/// Offset of the first byte of `s` that starts an ill-formed sequence; npos when `s` is
/// valid UTF-8 (so that a reader can report where).
std::size_t first_invalid_utf8(std::string_view s);

/// `s` with every ill-formed sequence replaced by U+FFFD (one per maximal ill-formed
/// subpart, as Unicode and the WHATWG decoder do); valid text is returned unchanged.
std::string to_valid_utf8(std::string_view s);

/// `s` made safe as XML 1.0 character data or an attribute value (in either quotes):
/// bad UTF-8 replaced as by to_valid_utf8; `&`, `<`, `>`, `"`, `'` escaped; tab, line
/// feed and carriage return written as character references (so an attribute keeps them);
/// characters XML 1.0 does not allow (other C0 controls, U+FFFE, U+FFFF) dropped.
std::string xml_escape(std::string_view s);

}  // namespace kakuro
