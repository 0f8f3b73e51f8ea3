#include "kakuro/backend.hpp"

namespace kakuro {

std::string to_string(SolveStatus s) {
  switch (s) {
    case SolveStatus::Solved:
      return "solved";
    case SolveStatus::NoSolution:
      return "no-solution";
    case SolveStatus::Limit:
      return "timeout";
    case SolveStatus::Failed:
      return "failed";
  }
  return "?";
}

void BackendRegistry::add(BackendInfo info) {
  for (auto& existing : infos_)
    if (existing.name == info.name) {
      existing = std::move(info);
      return;
    }
  infos_.push_back(std::move(info));
}

const BackendInfo* BackendRegistry::find(const std::string& name) const {
  for (const auto& info : infos_)
    if (info.name == name) return &info;
  return nullptr;
}

}  // namespace kakuro
