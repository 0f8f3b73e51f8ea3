// StatTable (kakuro/stat_table.hpp) against std::map, the container it reads like: random
// writes, copies, moves and tables made one after another on a thread (which reuse the
// vector, names and all, of the table that ended before them).
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "kakuro/stat_table.hpp"

using namespace kakuro;

namespace {

void require_same(const StatTable& t, const std::map<std::string, double>& m) {
  REQUIRE(t.size() == m.size());
  REQUIRE(t.empty() == m.empty());
  auto it = m.begin();
  for (const auto& [name, value] : t) {  // in name order, as the map's
    REQUIRE(name == it->first);
    REQUIRE(value == it->second);
    ++it;
  }
  for (const auto& [name, value] : m) {
    REQUIRE(t.count(name) == 1);
    REQUIRE(t.at(name) == value);
  }
}

const std::vector<std::string> kNames = {"blocked",
                                         "clauses",
                                         "component_refutations",
                                         "conflicts",
                                         "decisions",
                                         "forced",
                                         "nogoods",
                                         "parts",
                                         "pieces",
                                         "restarts",
                                         "sat_solver=cadical-1.9.5 (a long name)",
                                         "solve_calls",
                                         "splits",
                                         "variables"};

}  // namespace

TEST_CASE("StatTable reads like a std::map through writes, copies and moves", "[core][stat_table]") {
  std::mt19937 rng(20261130);
  for (int round = 0; round < 300; ++round) {
    StatTable t;
    std::map<std::string, double> m;
    const int writes = int(rng() % 20);
    for (int w = 0; w < writes; ++w) {
      const std::string& name = kNames[rng() % kNames.size()];
      const double v = double(rng() % 1000);
      if (rng() % 2) {
        t[name] = v;
        m[name] = v;
      } else {
        t[name] += v;
        m[name] += v;
      }
    }
    require_same(t, m);
    CHECK(t.count("absent") == 0);
    CHECK(t.find("absent") == t.end());
    CHECK_THROWS_AS(t.at("absent"), std::out_of_range);
    const StatTable copy = t;
    require_same(copy, m);
    CHECK(copy == t);
    StatTable assigned;
    assigned["zzz"] = 1;
    assigned = copy;
    require_same(assigned, m);
    StatTable moved = std::move(assigned);
    require_same(moved, m);
    CHECK(assigned.empty());  // NOLINT(bugprone-use-after-move): a moved-from table is empty
    assigned["again"] = 2;    // and usable
    CHECK(assigned.size() == 1);
    StatTable other{{"x", 1}};
    other = std::move(moved);
    require_same(other, m);
  }
}

TEST_CASE("a StatTable made after another on its thread holds only its own entries", "[core][stat_table]") {
  const auto fill_and_end = [] {
    StatTable t;
    for (const std::string& name : kNames) t[name] = 7;  // more names than the next one has
  };
  const auto check_next = [] {
    StatTable t;
    t.append("nogoods") = 1;
    t.append("parts") = 2;
    require_same(t, {{"nogoods", 1}, {"parts", 2}});
    CHECK(t.count("blocked") == 0);
    CHECK(t.count("variables") == 0);
    StatTable u;  // a second table while the first is alive: a vector of its own
    u["splits"] = 3;
    u["clauses"] = 4;
    require_same(u, {{"clauses", 4}, {"splits", 3}});
    require_same(t, {{"nogoods", 1}, {"parts", 2}});
  };
  fill_and_end();
  check_next();
  check_next();
  std::thread other([&] {  // and on a thread of its own, which ends with a table kept
    fill_and_end();
    check_next();
    fill_and_end();
  });
  other.join();
  check_next();
}
