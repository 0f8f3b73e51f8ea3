// Sentences for steps. Each names the runs the step uses and says what it removes.
#include "kakuro/explain/describe.hpp"

#include <algorithm>

namespace kakuro::explain {

namespace {

const char* kCount[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};

std::string cell(const Puzzle& p, VarId v) { return p.where(p.cell_of(v)); }

std::string join(const std::vector<std::string>& parts, const std::string& last = " and ") {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? last : ", ") + parts[i];
  return out;
}

std::string digits(DigitSet d, const std::string& last = " and ") {
  std::vector<std::string> parts;
  d.for_each([&](int x) { parts.push_back(std::to_string(x)); });
  return join(parts, last);
}

std::string plus(DigitSet d) {
  std::string out;
  d.for_each([&](int x) { out += (out.empty() ? "" : "+") + std::to_string(x); });
  return out;
}

std::string cells(const Puzzle& p, const std::vector<VarId>& vs) {
  std::vector<std::string> parts;
  for (VarId v : vs) parts.push_back(cell(p, v));
  return join(parts);
}

std::string clue(const Puzzle& p, RunId r) { return run_clue(p, r); }

// "(4,5) loses 1 and 2; (5,5) is 4" for the step's eliminations and placements.
std::string effect(const Puzzle& p, const Step& s) {
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < s.eliminate.size();) {
    const VarId v = s.eliminate[i].var;
    DigitSet gone;
    for (; i < s.eliminate.size() && s.eliminate[i].var == v; ++i) gone.insert(s.eliminate[i].digit);
    auto placed =
        std::find_if(s.place.begin(), s.place.end(), [&](const CellDigit& c) { return c.var == v; });
    if (placed != s.place.end())
      parts.push_back(cell(p, v) + " is " + std::to_string(placed->digit));
    else
      parts.push_back(cell(p, v) + " loses " + digits(gone, " and "));
  }
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : "; ") + part;
  return out;
}

std::string runs_list(const Puzzle& p, const std::vector<RunId>& runs) {
  std::vector<std::string> parts;
  for (RunId r : runs) parts.push_back("the " + run_name(p, r) + " (" + clue(p, r) + ")");
  return join(parts);
}

std::string sets_list(const std::vector<DigitSet>& sets) {
  std::vector<std::string> parts;
  for (DigitSet d : sets) parts.push_back(plus(d));
  return join(parts, " or ");
}

// "a + b + c" of the terms; "0" for none.
std::string sum_of(const std::vector<std::string>& terms) {
  std::string out;
  for (const std::string& t : terms) out += (out.empty() ? "" : " + ") + t;
  return out.empty() ? "0" : out;
}

// The region's equation: the across sums plus the down-only cells equal the down sums
// plus the across-only cells (a cell in both kinds of runs counts on both sides); then,
// with the known digits moved over, what the open cells must make.
std::string region(const Puzzle& p, const Step& s) {
  int across = 0, down = 0, na = 0, nd = 0;
  for (RunId r : s.runs)
    (p.run(r).dir == Direction::Across ? (across += p.run(r).sum, ++na) : (down += p.run(r).sum, ++nd));
  const auto across_only = [&](VarId v) {
    return std::find(s.runs.begin(), s.runs.end(), p.across_run(v)) != s.runs.end();
  };
  std::vector<VarId> out;  // every cell sticking out, open or known, in grid order
  for (VarId v : s.cells) out.push_back(v);
  for (const CellDigit& k : s.known) out.push_back(k.var);
  std::sort(out.begin(), out.end());
  std::vector<std::string> left{std::to_string(across)}, right{std::to_string(down)};
  for (VarId v : out) (across_only(v) ? right : left).push_back(cell(p, v));
  std::vector<std::string> open_left, open_right, known;
  for (VarId v : s.cells) (across_only(v) ? open_left : open_right).push_back(cell(p, v));
  for (const CellDigit& k : s.known) known.push_back(cell(p, k.var) + " = " + std::to_string(k.digit));
  // sum(open across-only) - sum(open down-only) = amount, written without minus signs.
  if (s.amount > 0) open_right.push_back(std::to_string(s.amount));
  if (s.amount < 0) open_left.push_back(std::to_string(-s.amount));
  return "Region sums: " + std::to_string(na) + (na == 1 ? " across run" : " across runs") + " total " +
         std::to_string(across) + " and " + std::to_string(nd) + (nd == 1 ? " down run" : " down runs") +
         " total " + std::to_string(down) + " (" + runs_list(p, s.runs) +
         "); they cover the same cells but " + cells(p, out) + ", so " + sum_of(left) + " = " +
         sum_of(right) + (known.empty() ? ", that is " : "; with " + join(known) + " that is ") +
         sum_of(open_left) + " = " + sum_of(open_right) + ": " + effect(p, s) + ".";
}

}  // namespace

std::string run_clue(const Puzzle& p, RunId r) {
  const int n = static_cast<int>(p.run(r).vars.size());
  return std::to_string(p.run(r).sum) + " in " + (n <= 9 ? kCount[n] : std::to_string(n)) +
         (n == 1 ? " cell" : " cells");
}

std::string run_name(const Puzzle& p, RunId r) {
  const Run& run = p.run(r);
  return std::string(run.dir == Direction::Across ? "across" : "down") + " run at " + p.where(run.clue);
}

std::string describe(const Puzzle& p, const Step& s) {
  const std::string r0 = s.runs.empty() ? std::string() : run_name(p, s.runs.front());
  switch (s.technique) {
    case Technique::LoneCell:
      return "Lone cell: " + cell(p, s.cells.front()) + " is the last open cell of the " + r0 + " (" +
             clue(p, s.runs.front()) + "), so it is what is left: " + std::to_string(s.amount) + "; " +
             effect(p, s) + ".";
    case Technique::DistinctDigits: {
      std::vector<std::string> names;
      for (RunId r : s.runs) names.push_back("the " + run_name(p, r));
      return "Distinct digits: " + cell(p, s.cells.front()) + " is " + digits(s.sets.front()) +
             ", so no other cell of " + join(names) + " can be " + digits(s.sets.front()) + "; " +
             effect(p, s) + ".";
    }
    case Technique::UniqueCombination:
      return "Unique combination: " + clue(p, s.runs.front()) + " (" + r0 + ") can only be " +
             plus(s.sets.front()) + ", so " + cells(p, s.cells) +
             (s.cells.size() == 1 ? " keeps only " : " keep only ") + digits(s.sets.front()) + "; " +
             effect(p, s) + ".";
    case Technique::CrossReference: {
      std::vector<std::string> parts;
      for (std::size_t i = 0; i < s.runs.size(); ++i)
        parts.push_back("the " + run_name(p, s.runs[i]) + " (" + clue(p, s.runs[i]) + ") can only use " +
                        digits(s.sets[i], " or "));
      return "Cross reference: " + cell(p, s.cells.front()) + " lies where " + join(parts) + ", so " +
             effect(p, s) + ".";
    }
    case Technique::SumRange:
      return "Sum range: the " + r0 + " needs " + clue(p, s.runs.front()) +
             ", and what its other cells can add up to leaves no room for these digits: " + effect(p, s) +
             ".";
    case Technique::CombinationElimination:
      return "Combination elimination: of the digit sets for " + clue(p, s.runs.front()) + " (" + r0 +
             "), only " + sets_list(s.sets) + " still fit the candidates, so " + effect(p, s) + ".";
    case Technique::RequiredDigit:
      return "Required digit: every digit set left for the " + r0 + " (" + sets_list(s.sets) + ") needs " +
             std::to_string(s.amount) + ", and only " + cell(p, s.cells.front()) + " can hold it, so " +
             effect(p, s) + ".";
    case Technique::NakedPair:
    case Technique::NakedTriple:
      return std::string(s.technique == Technique::NakedPair ? "Naked pair: " : "Naked triple: ") +
             cells(p, s.cells) + " in the " + r0 + " hold only " + digits(s.sets.front()) +
             " between them, so no other cell of the run can; " + effect(p, s) + ".";
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
      return std::string(s.technique == Technique::HiddenPair ? "Hidden pair: " : "Hidden triple: ") +
             "the " + r0 + " needs " + digits(s.sets.front()) + " and only " + cells(p, s.cells) +
             " can hold them, so those cells keep only them; " + effect(p, s) + ".";
    case Technique::Interplay:
      if (s.runs.size() == 1)
        return "Interplay: no filling of " + runs_list(p, s.runs) +
               " that keeps its sum and distinct digits uses these candidates: " + effect(p, s) + ".";
      return "Interplay: taking " + runs_list(p, s.runs) +
             " together, no filling that keeps their sums and distinct digits uses these candidates: " +
             effect(p, s) + ".";
    case Technique::RegionSums:
      return region(p, s);
    case Technique::Contradiction: {
      const CellDigit a = *s.assumption;
      const std::string end = s.conflict.run >= 0
                                  ? "the " + run_name(p, s.conflict.run) + " would have no digit set left"
                                  : cell(p, s.conflict.cell) + " would have no candidate left";
      const std::size_t n = s.chain.size();
      return "Contradiction: if " + cell(p, a.var) + " were " + std::to_string(a.digit) + ", then " +
             (n == 0 ? std::string("at once")
                     : "after " + std::to_string(n) + (n == 1 ? " step" : " steps")) +
             " " + end + ", so " + cell(p, a.var) + " is not " + std::to_string(a.digit) + ".";
    }
  }
  return "";
}

}  // namespace kakuro::explain
