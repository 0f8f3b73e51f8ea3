// Engines of finished solves, kept per thread so that the next solve builds its engines over
// their buffers: on a tiny puzzle allocating and freeing them cost about as much as solving.
#pragma once

#include <memory>
#include <vector>

#include "engine.hpp"

namespace kakuro::detail {

/// An engine for `model`: a spare one of this thread rebuilt (Engine's reusing constructor)
/// when there is one, else a new one.
std::unique_ptr<Engine> make_engine(Model model, const EngineConfig& config);

/// The model of the spare engine make_engine() takes next (moved out of it, its buffers for
/// build_model() to reuse), or an empty one.
Model spare_model();

/// Keeps a finished engine as this thread's spare, when it is small (a large puzzle's
/// buffers are not worth holding on to) and the thread has few; else frees it.
void recycle_engine(std::unique_ptr<Engine> engine);

/// A solve's list of engines, one a part: empty, with the room of the list this thread's
/// last solve gave back (recycle_part_list()), or new.
std::vector<std::unique_ptr<Engine>> spare_part_list();

/// Keeps an emptied list's room for the next solve on this thread.
void recycle_part_list(std::vector<std::unique_ptr<Engine>>&& list);

}  // namespace kakuro::detail
