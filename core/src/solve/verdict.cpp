#include "kakuro/verdict.hpp"

namespace kakuro {

std::string to_string(Verdict v) {
  switch (v) {
    case Verdict::Unique:
      return "unique";
    case Verdict::Multiple:
      return "multiple";
    case Verdict::None:
      return "none";
    case Verdict::Unknown:
      return "unknown";
    case Verdict::CheckFailed:
      return "check-failed";
    case Verdict::Failed:
      return "failed";
  }
  return "unknown";
}

std::optional<Verdict> parse_verdict(const std::string& s) {
  if (s == "unique") return Verdict::Unique;
  if (s == "multiple") return Verdict::Multiple;
  if (s == "none") return Verdict::None;
  return std::nullopt;
}

Verdict verdict_of(const SolveReport& r) {
  switch (r.outcome) {
    case Outcome::CheckFailed:
      return Verdict::CheckFailed;
    case Outcome::Failed:
      return Verdict::Failed;
    case Outcome::NoSolution:
      return Verdict::None;
    case Outcome::Limit:
      return Verdict::Unknown;
    case Outcome::Solved:
      break;
  }
  if (!r.unique) return Verdict::Unknown;  // one solution found, the second search ran out
  return *r.unique ? Verdict::Unique : Verdict::Multiple;
}

std::string disagreement(const std::vector<std::string>& names, const std::vector<SolveReport>& reports,
                         const KnownAnswer& known) {
  for (std::size_t i = 0; i < reports.size(); ++i) {
    const Verdict v = verdict_of(reports[i]);
    if (v == Verdict::CheckFailed || v == Verdict::Failed) return names[i] + ": " + reports[i].reason;
    if (v == Verdict::Unknown) continue;
    for (std::size_t j = 0; j < i; ++j) {
      const Verdict w = verdict_of(reports[j]);
      if (w != Verdict::Unknown && w != v)
        return names[j] + " says " + to_string(w) + ", " + names[i] + " says " + to_string(v);
      if (v == Verdict::Unique && w == Verdict::Unique && reports[i].solutions[0] != reports[j].solutions[0])
        return names[j] + " and " + names[i] + " give different unique solutions";
    }
    if (known.verdict && *known.verdict != v)
      return "the known answer is " + to_string(*known.verdict) + ", " + names[i] + " says " + to_string(v);
    if (v == Verdict::Unique && known.solution && *known.solution != reports[i].solutions[0])
      return names[i] + "'s unique solution differs from the known solution";
  }
  return "";
}

}  // namespace kakuro
