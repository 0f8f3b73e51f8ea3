// Where -o sends results: a regular file replaced atomically (mode, owner and symbolic
// links kept), a device or pipe written directly, or a directory that gets one file per
// puzzle. The destination is checked before any puzzle is solved.
#pragma once

#include <string>

namespace kakuro::cli {

/// `-o DIR/` (a trailing slash) or an existing directory: one file per puzzle.
bool is_directory_target(const std::string& path);

/// "" when `path` can be written (for a directory target: it exists or can be created, and
/// is writable), else why not. Creates a missing directory target.
std::string check_destination(const std::string& path);

/// Writes `text` to `path`: a regular (or new) file through a temporary file in the same
/// directory renamed over the real target (symbolic links followed, mode and owner kept);
/// anything else (a device, a pipe) opened and written directly. False with `error` set to
/// "cannot write PATH: reason".
bool write_output(const std::string& path, const std::string& text, std::string& error);

/// Where one puzzle's file goes: `target` itself, or for a directory target the file
/// named by the puzzle's id with `extension` inside it.
std::string puzzle_path(const std::string& target, const std::string& id, const std::string& extension);

/// A file name for a puzzle id: letters, digits, '-', '_' and '.' kept, anything else '_',
/// never empty, never "." or "..".
std::string file_name_for(const std::string& id);

}  // namespace kakuro::cli
