// The technique loop: each technique ("stage") keeps a queue of the runs whose cells
// changed since it last found nothing there, so a step costs the runs it touched, not the
// whole grid. The simplest stage that makes progress wins; contradictions come last.
#include "engine.hpp"

#include <algorithm>

namespace kakuro::explain::detail {

namespace {

struct Stage {
  Technique technique;
  Finder find;
};

// The finders of the table's rows in its order, simplest first (interplay has three
// stages: one run, two crossing runs, three). The contradiction has none: step() makes it.
const std::vector<Stage>& stages() {
  static const std::vector<Stage> kStages = [] {
    std::vector<Stage> out;
    for (const TechniqueRow& row : technique_table())
      for (Finder find : row.finders) out.push_back({row.technique, find});
    return out;
  }();
  return kStages;
}

}  // namespace

bool Limits::reached() const {
  if (cancel && cancel->load(std::memory_order_relaxed)) return true;
  return deadline != std::chrono::steady_clock::time_point::max() &&
         std::chrono::steady_clock::now() > deadline;
}

Engine::Engine(const Puzzle& p, Candidates cand, const Limits& limits, int depth, Guide guide)
    : p_(p),
      cand_(std::move(cand)),
      limits_(limits),
      stop_(limits),
      depth_(depth),
      guide_(guide),
      unaimed_left_(20 * std::uint64_t(p.num_vars()) + 1000) {
  const std::size_t n = stages().size();
  dirty_.assign(n, std::vector<char>(std::size_t(p.num_runs()), 1));
  queue_.assign(n, {});
  head_.assign(n, 0);
  for (std::size_t s = 0; s < n; ++s)
    for (RunId r = 0; r < p.num_runs(); ++r) queue_[s].push_back(r);
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const DigitSet d = cand_[std::size_t(v)];
    if (d.size() > 1) ++open_;
    if (d.empty() && conflict_.cell < 0) conflict_.cell = v;
  }
  std::vector<RunId> all(std::size_t(p.num_runs()));
  for (RunId r = 0; r < p.num_runs(); ++r) all[std::size_t(r)] = r;
  if (!in_conflict()) check_runs(all);
}

Engine::Engine(const Engine& stuck, Candidates cand, VarId changed, int depth)
    : p_(stuck.p_),
      cand_(std::move(cand)),
      limits_(stuck.limits_),
      stop_(stuck.limits_),
      depth_(depth),
      unaimed_left_(stuck.unaimed_left_) {
  const std::size_t n = stages().size();
  dirty_.assign(n, std::vector<char>(std::size_t(p_.num_runs()), 0));
  queue_.assign(n, {});
  head_.assign(n, 0);
  for (VarId v = 0; v < p_.num_vars(); ++v)
    if (cand_[std::size_t(v)].size() > 1) ++open_;
  mark(changed);
  std::vector<RunId> runs;
  for (RunId r : {p_.across_run(changed), p_.down_run(changed)})
    if (r >= 0) runs.push_back(r);
  check_runs(runs);
}

void Engine::mark(VarId v) {
  for (RunId r : {p_.across_run(v), p_.down_run(v)}) {
    if (r < 0) continue;
    for (std::size_t s = 0; s < dirty_.size(); ++s) {
      char& d = dirty_[s][std::size_t(r)];
      if (!d) {
        d = 1;
        queue_[s].push_back(r);
      }
    }
  }
}

void Engine::check_runs(const std::vector<RunId>& runs) {
  for (RunId r : runs)
    if (fitting_sets(p_, cand_, r).empty()) {
      conflict_.run = r;
      return;
    }
}

void Engine::apply_step(Step& s) {
  std::vector<VarId> changed;
  for (const CellDigit& e : s.eliminate)
    if (changed.empty() || changed.back() != e.var) changed.push_back(e.var);
  std::vector<bool> was_open;
  for (VarId v : changed) was_open.push_back(cand_[std::size_t(v)].size() > 1);
  s.place = explain::apply(s, cand_);  // qualified: std::apply is found by ADL too
  std::vector<RunId> touched;
  for (std::size_t i = 0; i < changed.size(); ++i) {
    const VarId v = changed[i];
    const DigitSet d = cand_[std::size_t(v)];
    if (was_open[i] && d.size() <= 1) --open_;
    if (d.empty() && conflict_.cell < 0) conflict_.cell = v;
    mark(v);
    for (RunId r : {p_.across_run(v), p_.down_run(v)})
      if (r >= 0) touched.push_back(r);
  }
  if (in_conflict()) return;
  std::sort(touched.begin(), touched.end());
  touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
  check_runs(touched);
}

std::optional<Step> Engine::step() {
  if (in_conflict() || open_ == 0 || limits_.reached()) return std::nullopt;
  const auto& list = stages();
  for (std::size_t s = 0; s < list.size(); ++s) {
    const Stage& stage = list[s];
    if (limits_.disabled && (*limits_.disabled)[std::size_t(stage.technique)]) continue;
    std::vector<RunId>& q = queue_[s];
    while (head_[s] < q.size()) {
      const RunId r = q[head_[s]];
      std::optional<Step> st = stage.find(p_, cand_, std::span<const RunId>(&r, 1), stop_);
      // Stopped during the call (or between calls): no step, not even one the finder found
      // after giving up a search (a harder step than the one the search would have given).
      // The queue is left as it is: the engine ends at its limit (run() says Limit).
      if (stop_.now()) return std::nullopt;
      if (st) {
        apply_step(*st);
        return st;
      }
      dirty_[s][std::size_t(r)] = 0;
      ++head_[s];
    }
    q.clear();
    head_[s] = 0;
  }
  if (depth_ > 0 && !(limits_.disabled && (*limits_.disabled)[std::size_t(Technique::Contradiction)]))
    if (std::optional<Step> st = contradiction()) {
      apply_step(*st);
      return st;
    }
  return std::nullopt;
}

Engine::End Engine::run(std::vector<Step>& out, std::uint64_t max_steps) {
  for (std::uint64_t n = 0; max_steps == 0 || n < max_steps; ++n) {
    if (in_conflict()) return End::Conflict;
    if (open_ == 0) return End::Solved;
    std::optional<Step> st = step();
    if (!st) break;
    out.push_back(std::move(*st));
  }
  if (in_conflict()) return End::Conflict;
  if (open_ == 0) return End::Solved;
  return limits_.reached() ? End::Limit : End::Stuck;
}

}  // namespace kakuro::explain::detail
