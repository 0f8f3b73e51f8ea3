// What a uniqueness solve says about a puzzle, and the one comparison of several answers
// used by crosscheck, selftest and the benchmark.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kakuro/solve.hpp"

namespace kakuro {

/// Failed: the backend failed (Outcome::Failed); like CheckFailed, a fault, never a limit.
enum class Verdict { Unique, Multiple, None, Unknown, CheckFailed, Failed };

/// "unique", "multiple", "none", "unknown", "check-failed", "failed".
std::string to_string(Verdict v);
/// "unique", "multiple" or "none" (a corpus record's `uniqueness`); nullopt for anything else.
std::optional<Verdict> parse_verdict(const std::string& s);

/// The verdict of a report of a solve that asked for two solutions: Unknown when a limit
/// stopped it before uniqueness was settled.
Verdict verdict_of(const SolveReport& r);

/// What is known for certain about a puzzle, to hold the answers against.
struct KnownAnswer {
  std::optional<Verdict> verdict;      ///< e.g. a record's `uniqueness`
  const Solution* solution = nullptr;  ///< the unique solution, when known
};

/// "" when the reports (reports[i] from the backend names[i]) agree with each other and
/// with `known`, else the first disagreement in words. A report that failed the checker
/// is a disagreement; an Unknown verdict agrees with anything.
std::string disagreement(const std::vector<std::string>& names, const std::vector<SolveReport>& reports,
                         const KnownAnswer& known = {});

}  // namespace kakuro
