#include "repair_report.hpp"

namespace kakuro::views {

namespace {

using create::RepairResult;
using create::RepairStatus;

const char* dir_name(Direction d) { return d == Direction::Across ? "across" : "down"; }

// "across clue at (8,4)"
std::string clue_name(const Puzzle& p, RunId r) {
  return std::string(dir_name(p.run(r).dir)) + " clue at " + p.where(p.run(r).clue);
}

nlohmann::ordered_json clue_position(const Puzzle& p, RunId r) {
  return {p.row_of(p.run(r).clue), p.col_of(p.run(r).clue)};
}

// {"clue": [R, C], "dir": "across", "sum": 44}
nlohmann::ordered_json clue_json(const Puzzle& p, RunId r) {
  return {{"clue", clue_position(p, r)}, {"dir", dir_name(p.run(r).dir)}, {"sum", p.run(r).sum}};
}

std::string plural(std::size_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string conflict_text(const Puzzle& p, const create::Conflict& c) {
  if (c.runs.empty())
    return "conflict: the givens alone clash (two equal digits in a run), whatever the sums\n";
  std::string out = "conflict: " + plural(c.runs.size(), "sum", "sums") + " that cannot hold together";
  out += c.minimal ? " (without any one of them the rest can)\n" : " (not shown minimal: the time ran out)\n";
  for (RunId r : c.runs) out += "  " + clue_name(p, r) + ": " + std::to_string(p.run(r).sum) + "\n";
  return out;
}

std::string status_line(const PuzzleRecord& rec, const RepairResult& r) {
  const Puzzle& p = *rec.puzzle;
  switch (r.status) {
    case RepairStatus::Unique:
      return "unique: nothing to repair\n";
    case RepairStatus::NotUnique: {
      std::string cells;
      for (auto [row, col] : differing_cells(p, r.solutions[0], r.solutions[1]))
        cells += " (" + std::to_string(row) + "," + std::to_string(col) + ")";
      return "not unique: two solutions differ at" + cells + "\n";
    }
    case RepairStatus::NoSolution:
      return "no solution: " + r.reason + "\n";
    case RepairStatus::Limit:
      return "unknown: " + r.reason + "\n";
  }
  return "";
}

}  // namespace

std::string repair_text(const PuzzleRecord& rec, const RepairResult& r) {
  const Puzzle& p = *rec.puzzle;
  std::string out = status_line(rec, r);
  if (r.conflict) out += conflict_text(p, *r.conflict);
  if (r.correction && !r.correction->runs.empty()) {
    out += "solvable with " + plural(r.correction->runs.size(), "sum", "sums") + " changed" +
           (r.correction->fewest ? " (no fewer will do):" : " (not shown the fewest: the time ran out):");
    for (RunId run : r.correction->runs) out += " " + clue_name(p, run);
    out += "\n";
  }
  if (r.by_clues) {
    out += "clue changes (" + plural(r.clue_changes.size(), "clue", "clues") +
           ", the layout kept; proved unique by " + r.by_clues->proved_by + "):\n";
    for (const create::ClueChange& c : r.clue_changes)
      out +=
          "  " + clue_name(p, c.run) + ": " + std::to_string(c.from) + " -> " + std::to_string(c.to) + "\n";
  }
  if (r.by_givens) {
    out += "or givens (" + plural(r.givens.size(), "digit", "digits") +
           ", the clues kept; proved unique by " + r.by_givens->proved_by + "):\n";
    for (const create::AddedGiven& g : r.givens)
      out += "  " + p.where(p.cell_of(g.var)) + " = " + std::to_string(int(g.digit)) + "\n";
  }
  for (const std::string& n : r.notes) out += n + "\n";
  return out;
}

nlohmann::ordered_json proposal_record(const PuzzleRecord& rec, const create::Proposal& prop) {
  WriteOptions w;
  w.id = rec.id;
  w.solution = &prop.solution;
  nlohmann::ordered_json j = nlohmann::ordered_json::parse(write_puzzle(prop.puzzle, Format::Jsonl, w));
  j["meta"] = {{"uniqueness", "unique"}, {"repaired_from", rec.file}, {"proved_by", prop.proved_by}};
  return j;
}

nlohmann::ordered_json repair_json(const PuzzleRecord& rec, const std::string& backend, const RepairResult& r,
                                   double seconds) {
  const Puzzle& p = *rec.puzzle;
  nlohmann::ordered_json j = nlohmann::ordered_json::object();  // not null made object: see write_jsonl()
  j["id"] = rec.id;
  j["file"] = rec.file;
  j["command"] = "repair";
  j["backend"] = backend;
  j["status"] = to_string(r.status);
  if (!r.reason.empty() && r.status != RepairStatus::NotUnique) j["reason"] = r.reason;
  if (r.status == RepairStatus::NoSolution) {
    // The clues of some runs, or null when repair found none to name.
    const auto clues = [&](const std::vector<RunId>* runs) {
      if (!runs) return nlohmann::ordered_json(nullptr);
      nlohmann::ordered_json out = nlohmann::ordered_json::array();
      for (RunId run : *runs) out.push_back(clue_json(p, run));
      return out;
    };
    j["conflict"] = clues(r.conflict ? &r.conflict->runs : nullptr);
    j["conflict_minimal"] = r.conflict && r.conflict->minimal;
    // The runs whose sums the clue changes free first (a correction set); "fewest": no
    // smaller set of sums, changed, makes the puzzle solvable (uniqueness may need more).
    j["correction"] = clues(r.correction ? &r.correction->runs : nullptr);
    j["correction_fewest"] = r.correction && r.correction->fewest;
    j["correction_seconds"] = r.correction_seconds;
  }
  if (r.status == RepairStatus::NotUnique || r.status == RepairStatus::NoSolution) {
    nlohmann::ordered_json changes = nullptr, givens = nullptr, proved = nlohmann::ordered_json::object();
    if (r.by_clues) {
      changes = nlohmann::ordered_json::array();
      for (const create::ClueChange& c : r.clue_changes)
        changes.push_back({{"clue", clue_position(p, c.run)},
                           {"dir", dir_name(p.run(c.run).dir)},
                           {"from", c.from},
                           {"to", c.to}});
      proved["clue_changes"] = r.by_clues->proved_by;
    }
    if (r.by_givens) {
      givens = nlohmann::ordered_json::array();
      for (const create::AddedGiven& g : r.givens)
        givens.push_back({p.row_of(p.cell_of(g.var)), p.col_of(p.cell_of(g.var)), int(g.digit)});
      proved["givens"] = r.by_givens->proved_by;
    }
    j["clue_changes"] = changes;
    // Not unique: the fewest clue changes shown to be needed (2: one alone leaves no
    // solution; 3: every two-change puzzle was proved not unique), null when not shown.
    if (r.status == RepairStatus::NotUnique)
      j["clue_changes_at_least"] =
          r.clue_changes_at_least > 0 ? nlohmann::ordered_json(r.clue_changes_at_least) : nullptr;
    if (r.status == RepairStatus::NotUnique) j["givens"] = givens;
    const create::Proposal* shown = r.by_clues ? &*r.by_clues : r.by_givens ? &*r.by_givens : nullptr;
    j["puzzle"] = shown ? proposal_record(rec, *shown) : nlohmann::ordered_json(nullptr);
    j["proved_by"] = proved;
  }
  if (!r.notes.empty()) j["notes"] = r.notes;
  j["seconds"] = seconds;
  return j;
}

}  // namespace kakuro::views
