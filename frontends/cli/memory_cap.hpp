// The command under a memory cap: --max-memory, or the address-space limit it was started
// under (ulimit -v). An allocation beyond the cap fails with std::bad_alloc: the item that
// made it is reported "out of memory (--max-memory N MB)" and the batch goes on, or the
// command ends with that message and exit 3; never std::terminate, never an abort.
//
// Two pieces make it hold where an exception cannot pass. A reserve of address space is
// held back while a cap is in force and given up at the first allocation that fails, so
// that the destructors run while that bad_alloc unwinds (nlohmann-json's allocate) find
// room. And a bad_alloc that still reaches std::terminate (thrown inside a noexcept
// function, or out of a thread) ends the process with the message and exit 3.
#pragma once

#include <cstdint>
#include <string>

namespace kakuro::cli {

/// Installs the out-of-memory handling for the whole process (once; again is harmless) and
/// takes the reserve when an address-space limit is in force. run_command_line() calls it
/// first, so that every command has it.
void handle_out_of_memory();

/// Caps the process's address space at `mb` MiB (0: no cap) unless a tighter limit is in
/// force already, so that an allocation beyond fails with std::bad_alloc (reported, exit 3)
/// instead of waking the kernel's OOM killer; then as handle_out_of_memory(). A no-op under
/// AddressSanitizer, whose shadow memory needs terabytes of address space.
void apply_memory_limit(std::uint64_t mb);

/// "out of memory (--max-memory 130 MB)" when that cap is the one in force; "out of memory
/// (ulimit -v 150000)" when the limit in force is another (the shell's, in KiB); "out of
/// memory" when there is none.
std::string out_of_memory_message();

/// Takes the reserve again if an allocation failure gave it up (and a cap is in force);
/// the batch runner calls it before each item.
void keep_memory_reserve();

}  // namespace kakuro::cli
