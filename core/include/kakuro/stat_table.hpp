// StatTable: a backend's named statistics (BackendStats::extra), a handful of entries
// kept sorted by name in one vector. It reads like the std::map it replaces (operator[],
// at, find, count, iteration in name order) at a fraction of its cost: every solve
// builds one, and a tiny puzzle's solve paid more for the map's nodes than for its search.
// A table gives its vector, names and all, to its thread when it ends, and the next table
// made there fills it again: the same names then take no allocation (a 2x2's solve made
// and freed two, the vector and the long name "component_refutations", 2-3% of its time).
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kakuro/kept_buffer.hpp"

namespace kakuro {

class StatTable {
 public:
  using value_type = std::pair<std::string, double>;
  using iterator = std::vector<value_type>::iterator;
  using const_iterator = std::vector<value_type>::const_iterator;

  StatTable() = default;
  /// As a map is made from a list: a name given twice keeps its first value.
  StatTable(std::initializer_list<value_type> entries) {
    for (const value_type& e : entries)
      if (count(e.first) == 0) (*this)[e.first] = e.second;
  }
  StatTable(const StatTable& o) {
    for (const value_type& e : o) push(e.first) = e.second;  // in name order: each at the end
  }
  StatTable(StatTable&& o) noexcept : entries_(std::move(o.entries_)), size_(o.size_) { o.size_ = 0; }
  StatTable& operator=(const StatTable& o) {
    if (this == &o) return *this;
    size_ = 0;
    for (const value_type& e : o) push(e.first) = e.second;
    return *this;
  }
  StatTable& operator=(StatTable&& o) noexcept {
    if (this == &o) return *this;
    give_back();
    entries_ = std::move(o.entries_);
    size_ = o.size_;
    o.size_ = 0;
    return *this;
  }
  ~StatTable() { give_back(); }

  /// The value of `name`, made 0 when absent.
  double& operator[](std::string_view name) {
    if (size_ == 0 || entries_[size_ - 1].first < name)
      return push(name);  // filled in name order: at the end
    const auto it = std::lower_bound(entries_.begin(), used_end(), name, before);
    if (it != used_end() && it->first == name) return it->second;
    const std::ptrdiff_t at = it - entries_.begin();
    push(name);  // at the end, then turned into its place
    std::rotate(entries_.begin() + at, used_end() - 1, used_end());
    return entries_[std::size_t(at)].second;
  }
  /// The value of `name`, a name after every one present (a backend filling its table in
  /// name order): no comparison, about 2% of a 2x2's solve. The order is asserted.
  double& append(std::string_view name) {
    assert(size_ == 0 || entries_[size_ - 1].first < name);
    return push(name);
  }
  double at(std::string_view name) const {
    const auto it = find(name);
    if (it == end()) throw std::out_of_range("no statistic " + std::string(name));
    return it->second;
  }
  const_iterator find(std::string_view name) const {
    const auto it = std::lower_bound(begin(), end(), name, before);
    return it != end() && it->first == name ? it : end();
  }
  std::size_t count(std::string_view name) const { return find(name) == end() ? 0 : 1; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const_iterator begin() const { return entries_.begin(); }
  const_iterator end() const { return entries_.begin() + std::ptrdiff_t(size_); }
  bool operator==(const StatTable& o) const { return std::equal(begin(), end(), o.begin(), o.end()); }

 private:
  static constexpr std::size_t kFirst = 8;  // more than any backend reports: one allocation
  static constexpr std::size_t kKeep = 64;  // a larger vector is freed, not kept for the next table

  static bool before(const value_type& e, std::string_view n) { return e.first < n; }
  iterator used_end() { return entries_.begin() + std::ptrdiff_t(size_); }

  // A new entry at the end, over an entry the vector holds past size_ when there is one
  // (its name's room reused).
  double& push(std::string_view name) {
    if (entries_.capacity() == 0) take_kept();
    if (size_ < entries_.size()) {
      value_type& e = entries_[size_++];
      e.first.assign(name.data(), name.size());
      e.second = 0;
      return e.second;
    }
    entries_.emplace_back(std::string(name), 0.0);
    ++size_;
    return entries_.back().second;
  }

  // The vector kept for this thread's next table (kept_buffer.hpp), null at the thread's end.
  static std::vector<value_type>* kept() { return thread_slot<std::vector<value_type>, StatTable>(); }
  void take_kept() {
    if (std::vector<value_type>* k = kept(); k && k->capacity() != 0)
      entries_.swap(*k);
    else
      entries_.reserve(kFirst);
  }
  void give_back() {
    if (entries_.capacity() == 0 || entries_.capacity() > kKeep) return;
    if (std::vector<value_type>* k = kept(); k && k->capacity() == 0) k->swap(entries_);
  }

  std::vector<value_type> entries_;  ///< [0, size_) the table, sorted by name; the rest room
  std::size_t size_ = 0;
};

}  // namespace kakuro
