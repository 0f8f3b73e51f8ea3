// Per-thread buffers kept from one puzzle to the next (a tiny puzzle's solve must allocate
// next to nothing), and the rule that bounds them: a thread that once solved a huge puzzle
// does not hold its room for every small one after it.
#pragma once

#include <cstddef>
#include <new>
#include <utility>

namespace kakuro {

/// Entries a kept buffer may hold beyond what its puzzle needs (a 256x256 grid's cells).
inline constexpr std::size_t kKeptEntries = std::size_t(1) << 16;

/// Called before a kept vector is sized for a puzzle that needs `needed` entries: gives its
/// room back when that is over kKeptEntries and over four times the need, so a thread holds
/// at most about max(kKeptEntries, 4 x its current puzzle's) in each.
template <typename Vector>
void trim_kept(Vector& v, std::size_t needed) {
  if (v.capacity() > kKeptEntries && v.capacity() / 4 > needed) Vector().swap(v);
}

/// This thread's T (one per `Tag`), made at its first use; null once it was destroyed at
/// the thread's end, for an object freed after that (by a static one, say) not to reach it.
template <typename T, typename Tag = T>
T* thread_slot() {
  thread_local bool gone = false;  // trivial, never destroyed
  struct Holder {
    T value;
    ~Holder() { gone = true; }  // before `value` goes
  };
  if (gone) return nullptr;
  thread_local Holder holder;
  return &holder.value;
}

/// One block of memory per thread for objects of a class a solve makes once and frees
/// before the next solve (the native backend, its engine): the class's operator new and
/// delete call these, and its next object takes the block the last one left instead of
/// the heap's. `Tag` names the class; a block of another size goes to the heap.
template <typename Tag>
class KeptBlock {
 public:
  static void* allocate(std::size_t n) {
    if (Slot* s = thread_slot<Slot, Tag>(); s && s->block && s->size == n)
      return std::exchange(s->block, nullptr);
    return ::operator new(n);
  }
  static void release(void* p, std::size_t n) noexcept {
    if (Slot* s = thread_slot<Slot, Tag>(); s && !s->block) {
      s->block = p;
      s->size = n;
      return;
    }
    ::operator delete(p);
  }

 private:
  struct Slot {
    void* block = nullptr;
    std::size_t size = 0;
    ~Slot() { ::operator delete(block); }
  };
};

}  // namespace kakuro
