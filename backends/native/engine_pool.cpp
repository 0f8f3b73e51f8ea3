#include "engine_pool.hpp"

#include <utility>
#include <vector>

namespace kakuro::detail {
namespace {

// A solve of several parts returns several engines at once; most puzzles are one part.
constexpr std::size_t kMaxSpares = 4;
// Engines of at most this many variables are kept: their buffers are a few tens of KB.
constexpr std::size_t kMaxSpareVars = 1024;

// This thread's spares. `gone` (trivial, never destroyed) says the pool was destroyed at
// the thread's end: an engine freed after that (by a static object, say) is freed outright.
thread_local bool gone = false;
struct Pool {
  std::vector<std::unique_ptr<Engine>> engines;
  std::vector<std::unique_ptr<Engine>> part_list;  // empty; its room for the next solve
  ~Pool() { gone = true; }
};
thread_local Pool pool;

// A list longer than this is freed, not kept.
constexpr std::size_t kMaxKeptParts = 64;

}  // namespace

std::unique_ptr<Engine> make_engine(Model model, const EngineConfig& config) {
  if (gone || pool.engines.empty()) return std::make_unique<Engine>(std::move(model), config);
  // A new engine over the spare's buffers, the spare then freed: assigning the new one to
  // the spare in place moved every member twice, about 1.5% of a 2x2's solve.
  const std::unique_ptr<Engine> spare = std::move(pool.engines.back());
  pool.engines.pop_back();
  return std::make_unique<Engine>(std::move(model), config, std::move(*spare));
}

Model spare_model() {
  if (gone || pool.engines.empty()) return {};
  return pool.engines.back()->take_model();
}

void recycle_engine(std::unique_ptr<Engine> engine) {
  if (gone || !engine || engine->capacity() > kMaxSpareVars || pool.engines.size() >= kMaxSpares) return;
  engine->release_learnt();  // a spare holds buffers, not a finished search's nogoods
  pool.engines.push_back(std::move(engine));
}

std::vector<std::unique_ptr<Engine>> spare_part_list() {
  std::vector<std::unique_ptr<Engine>> list;
  if (!gone) list.swap(pool.part_list);
  return list;
}

void recycle_part_list(std::vector<std::unique_ptr<Engine>>&& list) {
  list.clear();  // the engines freed or recycled before
  if (gone || list.capacity() > kMaxKeptParts || pool.part_list.capacity() != 0) return;
  pool.part_list.swap(list);
}

}  // namespace kakuro::detail
