#include "engine_pool.hpp"

#include <utility>
#include <vector>

#include "kakuro/kept_buffer.hpp"

namespace kakuro::detail {
namespace {

// A solve of several parts returns several engines at once; most puzzles are one part.
constexpr std::size_t kMaxSpares = 4;
// Engines of at most this many variables are kept: their buffers are a few tens of KB.
constexpr std::size_t kMaxSpareVars = 1024;
// A list longer than this is freed, not kept.
constexpr std::size_t kMaxKeptParts = 64;

struct Pool {
  std::vector<std::unique_ptr<Engine>> engines;
  std::vector<std::unique_ptr<Engine>> part_list;  // empty; its room for the next solve
};
// This thread's spares; null once destroyed at the thread's end: an engine freed after
// that (by a static object, say) is freed outright.
Pool* pool() { return thread_slot<Pool>(); }

}  // namespace

std::unique_ptr<Engine> make_engine(Model model, const EngineConfig& config) {
  Pool* const p = pool();
  if (!p || p->engines.empty()) return std::make_unique<Engine>(std::move(model), config);
  // A new engine over the spare's buffers, the spare then freed (its memory kept for the
  // next engine, Engine's KeptBlock): assigning the new one to the spare in place moved
  // every member twice, about 1.5% of a 2x2's solve.
  const std::unique_ptr<Engine> spare = std::move(p->engines.back());
  p->engines.pop_back();
  return std::make_unique<Engine>(std::move(model), config, std::move(*spare));
}

Model spare_model() {
  Pool* const p = pool();
  if (!p || p->engines.empty()) return {};
  return p->engines.back()->take_model();
}

void recycle_engine(std::unique_ptr<Engine> engine) {
  Pool* const p = pool();
  if (!p || !engine || engine->capacity() > kMaxSpareVars || p->engines.size() >= kMaxSpares) return;
  engine->release_learnt();  // a spare holds buffers, not a finished search's nogoods
  p->engines.push_back(std::move(engine));
}

std::vector<std::unique_ptr<Engine>> spare_part_list() {
  std::vector<std::unique_ptr<Engine>> list;
  if (Pool* const p = pool()) list.swap(p->part_list);
  return list;
}

void recycle_part_list(std::vector<std::unique_ptr<Engine>>&& list) {
  list.clear();  // the engines freed or recycled before
  Pool* const p = pool();
  if (!p || list.capacity() > kMaxKeptParts || p->part_list.capacity() != 0) return;
  p->part_list.swap(list);
}

}  // namespace kakuro::detail
