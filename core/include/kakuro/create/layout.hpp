// Layouts for new puzzles: where the white cells go, with the shape of published puzzles.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kakuro::create {

enum class Symmetry { Point, Mirror, None };
std::string to_string(Symmetry s);
std::optional<Symmetry> symmetry_from_name(const std::string& s);
/// Every symmetry's name: the names symmetry_from_name() takes.
std::vector<std::string> symmetry_names();

/// The white share of published puzzles inside the clue row and column (janko's median is
/// 73%, krazydad's 64%).
constexpr double kDefaultDensity = 0.68;

struct LayoutOptions {
  int rows = 15, cols = 15;  ///< counting the clue row and column; at least 3 each
  Symmetry symmetry = Symmetry::Point;
  double density = kDefaultDensity;  ///< target share of white cells inside the clue row and column
};

/// White cells of a rows x cols grid, row-major; row 0 and column 0 are never white.
struct Layout {
  int rows = 0, cols = 0;
  std::vector<char> white;
  /// The index of (r, c) in `white`.
  std::size_t at(int r, int c) const { return std::size_t(r) * std::size_t(cols) + std::size_t(c); }
  bool is_white(int r, int c) const { return r >= 0 && c >= 0 && r < rows && c < cols && white[at(r, c)]; }
  int white_count() const;
};

/// A random layout: every straight run of white cells 2 to 9 long (so every white cell is in
/// an across and a down run), the white cells connected, symmetric as asked, the white
/// share close to the target (within 0.1 when the grid allows it). The same seed gives the
/// same layout everywhere. Nothing when no such layout was found in a few attempts (for
/// example a grid too small for runs of two with this symmetry). Linear in the grid's cells
/// (times a few attempts); `stopped`, when given, is asked every few thousand cells, and
/// when it says yes the work ends with nothing (the generator's time limit and Ctrl-C).
std::optional<Layout> make_layout(std::uint64_t seed, const LayoutOptions& opts,
                                  const std::function<bool()>& stopped = {});

/// The lowest white share make_layout() reaches on a grid of this size and symmetry: the
/// largest, over a few fixed seeds, of the share left once no black pair can be added (a
/// target below it gives the same layouts as the target 0). Measured on at most 40x40 (the
/// share settles by then); 1 when no layout is found. A lower --density cannot be met.
double lowest_density(const LayoutOptions& opts);

/// True when two runs of nine lie side by side over the same nine lines with every crossing
/// run passing through both (white cells all the way between them). Such runs hold every
/// digit each, so exchanging their digits line by line keeps every sum: any fill has a
/// second solution, and no change of the fill settles it (the generator skips the layout).
bool has_twin_nines(const Layout& l);

/// What breaks the shape rules above ("" when none): a run of one or over nine cells, white
/// cells in more than one part, a cell whose symmetric partner differs.
std::string shape_problem(const Layout& l, Symmetry s);

}  // namespace kakuro::create
