// A jsonl record line read straight from its text, without a JSON document: the common
// case of a corpus file, where building nlohmann's DOM per record cost more than solving.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "detail.hpp"

namespace kakuro::detail {

/// The id of a record without one: the file's name and the record's place, "FILE#N"
/// (valid UTF-8 whatever bytes the file name holds).
std::string jsonl_default_id(const std::string& file, std::size_t index);

/// The record of one jsonl line (`line`: its number, `index`: its place in the file, for
/// the default id) when the line is plain JSON with nothing to report: no escape in a
/// string but one-character ones, only ASCII, no repeated member, every known member of the right type and
/// size, a puzzle that builds without a message. nullopt for anything else, and the caller reads the line
/// with the JSON reader (jsonl.cpp), which says what is wrong. Whatever this reads, that reader reads the
/// same (tests/formats/test_jsonl_plain.cpp).
std::optional<PuzzleRecord> read_plain_record(std::string_view line_text, int line, std::size_t index,
                                              const ParseInput& in);

}  // namespace kakuro::detail
