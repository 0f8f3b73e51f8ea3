// The names of the files a batch writes one per puzzle (-o DIR/, explain --html DIR/, hint
// --svg DIR/, render --svg -o FILE: FILE-NAME.svg): one naming for every such writer, so
// that no puzzle's file replaces another's and no puzzle goes without one.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace kakuro::cli {

/// A file name for a puzzle id: letters, digits, '-', '_' and '.' kept, anything else '_',
/// at most 200 bytes, never empty ("" is "puzzle"), never "." or "..", never hidden.
std::string file_name_for(const std::string& id);

/// The file names of one batch's puzzles, given their ids in input order: file_name_for(id),
/// numbered NAME-2, NAME-3, ... when that name was given before (a repeated id, or two ids
/// that make the same name), so that the same input gives the same names with any -j.
class FileNames {
 public:
  std::string next(const std::string& id);

 private:
  std::unordered_set<std::string> taken_;
  std::unordered_map<std::string, std::size_t> numbered_;  ///< the last number given to a name
};

/// Where one puzzle's file goes: `target` itself, or for a directory target the file `name`
/// (from FileNames) with `extension` inside it.
std::string puzzle_path(const std::string& target, const std::string& name, const std::string& extension);

}  // namespace kakuro::cli
