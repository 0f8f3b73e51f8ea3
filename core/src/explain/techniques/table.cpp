// The rows of kakuro/explain/techniques.hpp as data: the driver's stages, the sentences,
// and the public names and weights.
#include "technique.hpp"

namespace kakuro::explain {

namespace detail {

const std::vector<TechniqueRow>& technique_table() {
#define KAKURO_FINDER_LIST(...) \
  { __VA_ARGS__ }
#define KAKURO_TECHNIQUE_ROW(id, name, family, weight, finders, sentence) \
  {Technique::id, name, #family, weight, KAKURO_FINDER_LIST finders, sentence},
  static const std::vector<TechniqueRow> kTable{KAKURO_EXPLAIN_TECHNIQUES(KAKURO_TECHNIQUE_ROW)};
#undef KAKURO_TECHNIQUE_ROW
#undef KAKURO_FINDER_LIST
  return kTable;
}

}  // namespace detail

std::string_view name(Technique t) { return detail::technique_table()[std::size_t(t)].name; }

double weight(Technique t) { return detail::technique_table()[std::size_t(t)].weight; }

std::optional<Technique> technique_from_name(std::string_view s) {
  for (const detail::TechniqueRow& row : detail::technique_table())
    if (row.name == s) return row.technique;
  return std::nullopt;
}

}  // namespace kakuro::explain
