// The table of explanation techniques, simplest first: the one place a technique is
// declared. The driver tries them in this order and applies the first that makes progress.
// The Technique enum, the names and weights below, the stages the driver runs and the
// sentence of each step are all made from these rows (the private ones in
// core/src/explain/techniques/table.cpp), as CaDiCaL makes its options from one list.
//
// A new technique is a file in core/src/explain/techniques/ holding its finder and its
// sentence, and one row here. The brute-force test of every row
// (tests/explain/test_techniques.cpp) then checks its steps without a test of its own;
// docs/explain.md lists the techniques for users.
//
//   X(Id, "name", family, weight, (finders...), sentence)
//   Id        the Technique enumerator
//   "name"    the stable name used in JSON, `--json` counts and the docs
//   family    the file of core/src/explain/techniques/ that holds its finders and sentence
//   weight    how hard it is for a person: the rating's weight, whose band is its level
//             (easy below 1.6, medium below 2.5, hard below 3.4, expert below 5.0; rating.hpp)
//   finders   the stages the driver tries in this order, each with its own queue of runs
//             (functions of kakuro::explain::detail, of type detail::FinderFunction); none
//             for the contradiction, which the driver makes itself by running the techniques
//             from an assumption
//   sentence  the function of kakuro::explain::detail that writes a step's sentence
//             (detail::SentenceFunction; describe() calls it)
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

// clang-format off
#define KAKURO_EXPLAIN_TECHNIQUES(X)                                                                         \
  X(LoneCell,               "lone-cell",               run_basics,       1.0,                                \
    (find_lone_cell), describe_lone_cell)                                                                    \
  X(DistinctDigits,         "distinct-digits",         run_basics,       1.0,                                \
    (find_distinct_digits), describe_distinct_digits)                                                        \
  X(UniqueCombination,      "unique-combination",      combination_sets, 1.2,                                \
    (find_unique_combination), describe_unique_combination)                                                  \
  X(CrossReference,         "cross-reference",         combination_sets, 1.5,                                \
    (find_cross_reference), describe_cross_reference)                                                        \
  X(SumRange,               "sum-range",               run_basics,       1.8,                                \
    (find_sum_range), describe_sum_range)                                                                    \
  X(CombinationElimination, "combination-elimination", combination_sets, 2.0,                                \
    (find_combination_elimination), describe_combination_elimination)                                        \
  X(RequiredDigit,          "required-digit",          combination_sets, 2.2,                                \
    (find_required_digit), describe_required_digit)                                                          \
  X(NakedPair,              "naked-pair",              subsets,          2.6,                                \
    (find_naked_pair), describe_naked_subset)                                                                \
  X(HiddenPair,             "hidden-pair",             subsets,          2.8,                                \
    (find_hidden_pair), describe_hidden_subset)                                                              \
  X(NakedTriple,            "naked-triple",            subsets,          3.0,                                \
    (find_naked_triple), describe_naked_subset)                                                              \
  X(HiddenTriple,           "hidden-triple",           subsets,          3.2,                                \
    (find_hidden_triple), describe_hidden_subset)                                                            \
  X(Interplay,              "interplay",               interplay,        3.6,                                \
    (find_interplay_1, find_interplay_2, find_interplay_3), describe_interplay)                              \
  X(RegionSums,             "region-sums",             region_sums,      4.2,                                \
    (find_region_sums), describe_region_sums)                                                                \
  X(Contradiction,          "contradiction",           contradiction,    5.0,                                \
    (), describe_contradiction)
// clang-format on

namespace kakuro::explain {

/// The techniques, simplest first (the rows above; docs/explain.md says what each does).
enum class Technique : std::uint8_t {
#define KAKURO_TECHNIQUE_ENUMERATOR(id, ...) id,
  KAKURO_EXPLAIN_TECHNIQUES(KAKURO_TECHNIQUE_ENUMERATOR)
#undef KAKURO_TECHNIQUE_ENUMERATOR
};
#define KAKURO_TECHNIQUE_ONE(...) +1
inline constexpr int kTechniqueCount = 0 KAKURO_EXPLAIN_TECHNIQUES(KAKURO_TECHNIQUE_ONE);
#undef KAKURO_TECHNIQUE_ONE

/// The stable name, e.g. "lone-cell".
std::string_view name(Technique t);
std::optional<Technique> technique_from_name(std::string_view s);
/// How hard a technique is for a person (rating weight), from 1.0 (lone cell) up.
double weight(Technique t);

}  // namespace kakuro::explain
