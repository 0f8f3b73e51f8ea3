#include "exit_codes.hpp"

namespace kakuro::cli {

int report_code(const SolveReport& rep) {
  switch (rep.outcome) {
    case Outcome::Solved:
      return kYes;
    case Outcome::NoSolution:
      return kNo;
    case Outcome::Limit:
      return kLimit;
    case Outcome::CheckFailed:
    case Outcome::Failed:
      return kNo;
  }
  return kNo;
}

int explain_code(const explain::Explanation& ex) {
  switch (ex.status) {
    case explain::ExplainStatus::Solved:
      return kYes;
    case explain::ExplainStatus::NoSolution:
    case explain::ExplainStatus::NotUnique:
      return kNo;
    case explain::ExplainStatus::Stuck:
    case explain::ExplainStatus::Timeout:
      return kLimit;
  }
  return kLimit;
}

int shown_code(const views::ShownSolution& shown) {
  if (shown.status.empty()) return kYes;
  return shown.status == "timeout" ? kLimit : kNo;
}

int validation_code(const views::Validation& v) { return v.status == "valid" ? kYes : kNo; }

}  // namespace kakuro::cli
