// Region sums (innies and outies): not implemented in this commit; it finds nothing, so the
// driver falls through to contradictions.
#include "technique.hpp"

namespace kakuro::explain::detail {

std::optional<Step> find_region_sums(const Puzzle&, const Candidates&, std::span<const RunId>) {
  return std::nullopt;
}

}  // namespace kakuro::explain::detail
