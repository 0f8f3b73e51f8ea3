// Standard output, checked: a full disk, a closed descriptor or a write error ends the
// command with "cannot write standard output: REASON" and exit 2, as -o FILE does, instead
// of a silent exit 0 with the output cut short. Every write of the results goes through
// write_stdout(); what is written to std::cout directly (CLI11's help, `kakuro backends`)
// is checked when the command ends (finish_stdout()).
#pragma once

#include <string_view>

namespace kakuro::cli {

/// Gives /dev/null to a standard descriptor (0, 1, 2) that the process was started without
/// (`>&-`), read-only for 1 and 2 and write-only for 0, so that a file opened later does not
/// take its number (and results written "to standard output" do not land in it) and every
/// write or read of it still fails as on a closed descriptor (EBADF). At the start of main.
void reserve_standard_descriptors();
/// Whether `fd` (0, 1 or 2) was closed when the process started (reserve_standard_descriptors()).
bool standard_descriptor_closed(int fd);

/// Writes `text` to std::cout and flushes it. False when it could not be written: the first
/// such error is said on standard error ("kakuro: error: cannot write standard output:
/// REASON"), and from then on nothing more is written.
bool write_stdout(std::string_view text);

/// Whether a write to standard output failed in this command.
bool stdout_failed();

/// At the end of a command: flushes std::cout, says why when it (or an earlier write) could
/// not be written, and returns `code` made a usage error (2) then; else `code`. Resets the
/// state for the next command of the same process (the browser build runs many).
int finish_stdout(int code);

}  // namespace kakuro::cli
