// Sentences for steps: each names the runs the step uses and says what it removes. The
// sentence of each technique is in its file (techniques/, the row's `sentence`); here are
// the words they share and describe(), which picks the row's.
#include "kakuro/explain/describe.hpp"

#include <algorithm>

#include "explain/techniques/technique.hpp"

namespace kakuro::explain {

namespace {

const char* kCount[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};

}  // namespace

namespace detail {

std::string cell(const Puzzle& p, VarId v) { return p.where(p.cell_of(v)); }

std::string join(const std::vector<std::string>& parts, const std::string& last) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? last : ", ") + parts[i];
  return out;
}

std::string digits(DigitSet d, const std::string& last) {
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
  for (RunId r : runs) parts.push_back("the " + run_name(p, r) + " (" + run_clue(p, r) + ")");
  return join(parts);
}

std::string sets_list(const std::vector<DigitSet>& sets) {
  std::vector<std::string> parts;
  for (DigitSet d : sets) parts.push_back(plus(d));
  return join(parts, " or ");
}

std::string first_run_name(const Puzzle& p, const Step& s) {
  return s.runs.empty() ? std::string() : run_name(p, s.runs.front());
}

}  // namespace detail

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
  const std::vector<detail::TechniqueRow>& table = detail::technique_table();
  const auto i = static_cast<std::size_t>(s.technique);
  return i < table.size() ? table[i].sentence(p, s) : "";
}

}  // namespace kakuro::explain
