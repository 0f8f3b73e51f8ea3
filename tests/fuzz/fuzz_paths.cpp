#include "fuzz_paths.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "kakuro/backends.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/preprocess.hpp"
#include "kakuro/solve.hpp"

namespace kakuro::fuzz {

namespace {

// Every format, from the table of formats.
const std::vector<Format>& all_formats() {
  static const std::vector<Format> formats = [] {
    std::vector<Format> out;
    for (const FormatInfo& f : format_infos()) out.push_back(f.format);
    return out;
  }();
  return formats;
}

int count_lines(std::string_view data) {
  return 1 + static_cast<int>(std::count(data.begin(), data.end(), '\n'));
}

// Every diagnostic names the file, has a message, and points inside the input.
std::string check_diagnostics(const Diagnostics& diags, std::string_view data, const std::string& where) {
  const int lines = count_lines(data);
  for (const Diagnostic& d : diags.items()) {
    const std::string s = d.str();
    if (d.file != kFuzzFile || s.rfind(kFuzzFile, 0) != 0)
      return where + ": a diagnostic does not name the file: " + s;
    if (d.message.empty()) return where + ": an empty diagnostic: " + s;
    if (d.pos.line < 0 || d.pos.col < 0 || d.pos.line > lines + 1)
      return where + ": a diagnostic points outside the input (" + std::to_string(lines) + " lines): " + s;
  }
  return "";
}

std::string check_records(const ParseResult& res, std::string_view data) {
  if (auto why = check_diagnostics(res.diags, data, "file"); !why.empty()) return why;
  for (const PuzzleRecord& rec : res.records) {
    const std::string where = "record " + rec.id;
    if (auto why = check_diagnostics(rec.diags, data, where); !why.empty()) return why;
    if (!rec.puzzle && !rec.diags.has_errors()) return where + ": no puzzle and no error";
    if (rec.puzzle && rec.diags.has_errors())
      return where + ": a puzzle despite errors: " + rec.diags.items()[0].str();
  }
  return "";
}

// Written in `f` and read back (named and detected), the puzzle is the same grid.
std::string round_trip(const Puzzle& p, Format f, const std::string& id) {
  WriteOptions opts;
  opts.id = id;
  const std::string text = write_puzzle(p, f, opts);
  for (Format how : {f, Format::Auto}) {
    const ParseResult back = parse_puzzles(text, kFuzzFile, how, fuzz_limits());
    const std::string what =
        "written as " + to_string(f) + " and read " + (how == f ? "as such" : "detected");
    if (!back.ok()) {
      const auto& items = back.diags.items().empty() && !back.records.empty() ? back.records[0].diags.items()
                                                                              : back.diags.items();
      return what + ": errors: " + (items.empty() ? std::string("?") : items[0].str()) + "\n" + text;
    }
    if (back.format != f) return what + ": detected as " + to_string(back.format) + "\n" + text;
    if (back.records.size() != 1 || !back.records[0].puzzle) return what + ": not one puzzle\n" + text;
    if (!back.records[0].puzzle->same_grid(p)) return what + ": a different grid\n" + text;
  }
  return "";
}

// A valid stored solution, written in each solved form, reads back through parse_solution
// (the forms of the pzprjs editor where they hold the puzzle's layout: 2x2 at least), and
// as the stored solution of the written puzzle where the format fits.
std::string solution_trip(const Puzzle& p, const Solution& s) {
  if (!is_solution(p, s)) return "";
  WriteOptions opts;
  opts.solution = &s;
  for (Format f : all_formats()) {
    const bool pzprjs = f == Format::Pzprv3 || f == Format::Kanpen;
    if (!has_solved_form(f) || (pzprjs && (p.rows() < 2 || p.cols() < 2))) continue;
    const std::string text = write_puzzle(p, f, opts);
    Diagnostics d;
    const auto back = parse_solution(p, text, kFuzzFile, d);
    if (!back || *back != s) return "the solution written as " + to_string(f) + " reads back differently";
    if (!pzprjs || !fits(p, f)) continue;
    const ParseResult r = parse_puzzles(text, kFuzzFile, f, fuzz_limits());
    if (r.records.size() != 1 || r.records[0].solution != s)
      return "the solved " + to_string(f) + " form does not read back with its solution";
  }
  return "";
}

// FNV-1a: a stable choice of solver options per input.
std::uint64_t hash(std::string_view data) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char ch : data) h = (h ^ ch) * 1099511628211ull;
  return h;
}

std::string verdict(const SolveReport& r) {
  if (r.outcome == Outcome::NoSolution) return "none";
  if (!r.unique) return "unknown";
  return *r.unique ? "unique" : "multiple";
}

std::string check_reports(const std::vector<SolveReport>& reps, const std::vector<std::string>& names,
                          const std::optional<Solution>& known) {
  for (std::size_t i = 0; i < reps.size(); ++i) {
    if (is_failure(reps[i].outcome)) return names[i] + ": " + reps[i].reason;
    const std::string v = verdict(reps[i]);
    if (v == "unknown") continue;
    if (known && v == "none") return names[i] + " says none, but the stored solution is valid";
    if (known && v == "unique" && reps[i].solutions[0] != *known)
      return names[i] + "'s unique solution is not the stored valid solution";
    for (std::size_t j = 0; j < i; ++j) {
      const std::string w = verdict(reps[j]);
      if (w != "unknown" && w != v) return names[j] + " says " + w + ", " + names[i] + " says " + v;
      if (w == "unique" && v == "unique" && reps[i].solutions[0] != reps[j].solutions[0])
        return names[j] + " and " + names[i] + " give different unique solutions";
    }
  }
  return "";
}

// Preprocessing must keep every digit of a valid solution.
std::string check_preprocess(const Puzzle& p, const std::optional<Solution>& known) {
  const PreprocessResult pre = preprocess(p);
  if (pre.domains.size() != std::size_t(p.num_vars()) && !pre.infeasible)
    return "preprocess: wrong domain count";
  if (!known) return "";
  if (pre.infeasible)
    return "preprocess says infeasible (" + pre.reason + "), but the stored solution is valid";
  for (VarId v = 0; v < p.num_vars(); ++v)
    if (!pre.domains[std::size_t(v)].contains(known->digits[std::size_t(v)]))
      return "preprocess removed digit " + std::to_string(known->digits[std::size_t(v)]) +
             " of the stored solution at " + p.where(p.cell_of(v));
  return "";
}

std::string solve_record(const PuzzleRecord& rec, std::uint64_t h) {
  const Puzzle& p = *rec.puzzle;
  std::optional<Solution> known;
  if (rec.solution && is_solution(p, *rec.solution)) known = rec.solution;
  if (auto why = check_preprocess(p, known); !why.empty()) return why;
  SolveRequest req;
  req.max_solutions = 2;
  req.limits.timeout_s = 1.0;
  req.limits.max_nodes = 20000;
  req.limits.max_conflicts = 20000;
  // The native backend's options as the CLI gives them, or none (the file's flags and the
  // defaults then choose).
  if ((h >> 5) % 2 == 0) {
    constexpr const char* kInf[] = {"fc", "ac3", "mac", "gac"};
    constexpr const char* kVar[] = {"input", "mrv", "domwdeg"};
    req.options.backend_options = {{"inference", kInf[h % 4]},
                                   {"var-order", kVar[(h >> 2) % 3]},
                                   {"val-order", (h >> 4) % 2 ? "lcv" : "min"},
                                   {"decompose", (h >> 5) % 2 ? "always" : "late"}};
  }
  std::vector<SolveReport> reps;
  std::vector<std::string> names;
  for (const BackendInfo& b : registered_backends().all()) {
    if (!b.available || b.composite) continue;
    reps.push_back(solve_with(p, b, req));
    names.push_back(b.name);
  }
  return check_reports(reps, names, known);
}

}  // namespace

ParseLimits fuzz_limits() {
  ParseLimits l;
  l.max_bytes = 1u << 20;
  l.max_rows = l.max_cols = 64;
  l.max_records = 64;
  return l;
}

std::string check_format(Format format, std::string_view data) {
  const ParseResult res = parse_puzzles(data, kFuzzFile, format, fuzz_limits());
  if (res.format != format)
    return "parse_puzzles read " + to_string(res.format) + ", not " + to_string(format);
  if (auto why = check_records(res, data); !why.empty()) return why;
  for (const PuzzleRecord& rec : res.records) {
    if (!rec.puzzle) continue;
    for (Format f : all_formats())
      if (fits(*rec.puzzle, f))
        if (auto why = round_trip(*rec.puzzle, f, rec.id); !why.empty())
          return "record " + rec.id + ": " + why;
    if (rec.solution)
      if (auto why = solution_trip(*rec.puzzle, *rec.solution); !why.empty())
        return "record " + rec.id + ": " + why;
  }
  return "";
}

namespace {

// A proposed solution of `p` read from `text`: the right size, and the checker copes.
std::string check_one_solution(const Puzzle& p, std::string_view text, const std::string& where) {
  Diagnostics diags;
  const std::optional<Solution> s = parse_solution(p, text, kFuzzFile, diags);
  if (auto why = check_diagnostics(diags, text, where); !why.empty()) return why;
  if (!s) return diags.has_errors() ? "" : where + ": no solution and no error";
  if (s->digits.size() != std::size_t(p.num_vars())) return where + ": a solution of the wrong size";
  for (const Violation& v : check_solution(p, *s))
    if (v.message.empty()) return where + ": a violation without a message";
  return "";
}

const Puzzle& fixed_puzzle() {
  static const Puzzle p = [] {
    const ParseResult r = parse_puzzles("#  4\\ 6\\\n\\3 .  .\n\\7 .  .\n", "fixed", Format::Grid);
    return *r.records.at(0).puzzle;
  }();
  return p;
}

}  // namespace

std::string check_detect(std::string_view data) {
  const Format detected = detect_format(data);
  if (detected == Format::Auto) return "detect_format returned auto";
  std::string_view puzzle = data, solution = data;
  if (const std::size_t at = data.find("\n%%\n"); at != std::string_view::npos) {
    puzzle = data.substr(0, at + 1);
    solution = data.substr(at + 4);
  }
  const ParseResult res = parse_puzzles(puzzle, kFuzzFile, Format::Auto, fuzz_limits());
  if (res.format != detect_format(puzzle)) return "parse_puzzles read another format than detect_format says";
  if (auto why = check_records(res, puzzle); !why.empty()) return why;
  int tried = 0;
  for (const PuzzleRecord& rec : res.records)
    if (rec.puzzle && tried++ < 4)
      if (auto why = check_one_solution(*rec.puzzle, solution, "solution of " + rec.id); !why.empty())
        return why;
  return check_one_solution(fixed_puzzle(), solution, "solution of the fixed 3x3 puzzle");
}

std::string check_solve(std::string_view data) {
  const ParseResult res = parse_puzzles(data, kFuzzFile, Format::Auto, fuzz_limits());
  if (auto why = check_records(res, data); !why.empty()) return why;
  const std::uint64_t h = hash(data);
  int tried = 0;
  for (const PuzzleRecord& rec : res.records)
    if (rec.puzzle && tried++ < 4)
      if (auto why = solve_record(rec, h); !why.empty()) return "record " + rec.id + ": " + why;
  return "";
}

std::string check_target(const std::string& target, std::string_view data) {
  if (target == "detect") return check_detect(data);
  if (target == "solve") return check_solve(data);
  if (const auto f = parse_format(target); f && *f != Format::Auto) return check_format(*f, data);
  return "";
}

}  // namespace kakuro::fuzz
