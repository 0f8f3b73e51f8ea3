// StatTable: a backend's named statistics (BackendStats::extra), a handful of entries
// kept sorted by name in one vector. It reads like the std::map it replaces (operator[],
// at, find, count, iteration in name order) at a fraction of its cost: every solve
// builds one, and a tiny puzzle's solve paid more for the map's nodes than for its search.
#pragma once

#include <algorithm>
#include <cassert>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

  /// The value of `name`, made 0 when absent.
  double& operator[](std::string_view name) {
    if (entries_.empty()) entries_.reserve(kFirst);        // before taking an iterator into it
    if (entries_.empty() || entries_.back().first < name)  // filled in name order: at the end
      return entries_.emplace_back(std::string(name), 0.0).second;
    const auto it = lower(name);
    if (it != entries_.end() && it->first == name) return it->second;
    return entries_.emplace(it, std::string(name), 0.0)->second;
  }
  /// The value of `name`, a name after every one present (a backend filling its table in
  /// name order): no comparison, about 2% of a 2x2's solve. The order is asserted.
  double& append(std::string_view name) {
    assert(entries_.empty() || entries_.back().first < name);
    if (entries_.empty()) entries_.reserve(kFirst);
    return entries_.emplace_back(std::string(name), 0.0).second;
  }
  double at(std::string_view name) const {
    const auto it = find(name);
    if (it == end()) throw std::out_of_range("no statistic " + std::string(name));
    return it->second;
  }
  const_iterator find(std::string_view name) const {
    const auto it = std::lower_bound(entries_.begin(), entries_.end(), name,
                                     [](const value_type& e, std::string_view n) { return e.first < n; });
    return it != entries_.end() && it->first == name ? it : entries_.end();
  }
  std::size_t count(std::string_view name) const { return find(name) == end() ? 0 : 1; }
  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  const_iterator begin() const { return entries_.begin(); }
  const_iterator end() const { return entries_.end(); }
  bool operator==(const StatTable&) const = default;

 private:
  static constexpr std::size_t kFirst = 8;  // more than any backend reports: one allocation
  iterator lower(std::string_view name) {
    return std::lower_bound(entries_.begin(), entries_.end(), name,
                            [](const value_type& e, std::string_view n) { return e.first < n; });
  }
  std::vector<value_type> entries_;
};

}  // namespace kakuro
