// kakuro.iter_solutions and count(keep_solutions=False): solutions one at a time from a
// backend kept between calls (each re-checked by the checker, then blocked, as solve_with()
// does), and a count whose JSON holds no solution list.
#include <pybind11/stl.h>

#include <chrono>
#include <memory>
#include <unordered_set>

#include "app/solve_request.hpp"
#include "common.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/preprocess.hpp"
#include "views/report.hpp"

namespace kakuro::python {

namespace {

using Clock = std::chrono::steady_clock;

// One enumeration: the puzzle (the backend keeps a reference to it), the backend, the
// solutions seen (to catch a backend that returns a blocked one again).
class SolutionIter {
 public:
  SolutionIter(const PyPuzzle& p, const std::string& backend_name, const py::object& timeout,
               const py::kwargs& options)
      : puzzle_(std::make_unique<Puzzle>(*p.rec.puzzle)),
        info_(backend_named(backend_name)),
        req_(make_request(info_, 1, timeout, options)),
        start_(Clock::now()) {}

  // The next solution as rows x cols digits; None when there is no more (exhausted, limit,
  // timeout or cancelled: `reason` says which).
  py::object next() {
    if (done_) return py::none();
    CancelToken cancel;
    std::optional<Solution> found;
    run_engine(cancel, [&] { found = step(cancel); });
    if (!found) {
      done_ = true;
      backend_.reset();
      return py::none();
    }
    return py::cast(solution_grid(*puzzle_, *found));
  }
  const std::string& reason() const { return reason_; }
  bool exhausted() const { return exhausted_; }

 private:
  std::optional<Solution> step(CancelToken& cancel) {
    if (!backend_) {
      const PreprocessResult pre = preprocess(*puzzle_);
      if (pre.infeasible) return finish(pre.reason, true);
      if (!info_.available || !info_.create)
        return finish("backend " + info_.name + " is not available in this build", false);
      backend_ = info_.create(*puzzle_, pre.domains, req_.options);
    }
    Limits lim = req_.limits;
    if (lim.timeout_s > 0) {
      lim.timeout_s -= std::chrono::duration<double>(Clock::now() - start_).count();
      if (lim.timeout_s <= 0) return finish("time limit reached", false);
    }
    if (cancel.cancelled()) return finish("interrupted", false);
    SolveResult r;
    {
      const CancelToken::Attachment attached(&cancel, backend_.get());
      r = backend_->solve(lim);
    }
    if (r.status == SolveStatus::Failed)
      throw SolverFailure("backend " + backend_->name() + " failed: " + r.reason);
    if (r.status == SolveStatus::Limit)
      return finish(cancel.cancelled() ? "interrupted"
                    : r.reason.empty() ? "limit reached"
                                       : r.reason,
                    false);
    if (r.status == SolveStatus::NoSolution) return finish(r.reason, true);
    const auto violations = check_solution(*puzzle_, r.solution);
    if (!violations.empty())
      throw SolverFailure("backend " + backend_->name() +
                          " returned a wrong solution: " + violations.front().message);
    if (!seen_.insert(std::string(r.solution.digits.begin(), r.solution.digits.end())).second)
      throw SolverFailure("backend " + backend_->name() + " returned a blocked solution again");
    backend_->block(r.solution);
    return std::move(r.solution);
  }
  std::optional<Solution> finish(std::string reason, bool exhausted) {
    reason_ = std::move(reason);
    exhausted_ = exhausted;
    return std::nullopt;
  }

  std::unique_ptr<Puzzle> puzzle_;
  const BackendInfo& info_;
  SolveRequest req_;
  Clock::time_point start_;
  std::unique_ptr<Backend> backend_;
  std::unordered_set<std::string> seen_;  // each solution's digits as bytes
  std::string reason_;
  bool exhausted_ = false;
  bool done_ = false;
};

// count_json() of `rep` with "solutions" empty: the report keeps only the first two (for
// differing_cells) before the JSON is made.
nlohmann::json count_only_json(const PuzzleRecord& rec, const std::string& backend, SolveReport rep,
                               std::uint64_t limit) {
  const std::string status = views::count_status(rep, limit);
  const std::size_t count = rep.solutions.size();
  rep.solutions.resize(std::min<std::size_t>(count, 2));
  nlohmann::json j = views::count_json(rec, backend, rep, limit);
  j["status"] = status;
  j["count"] = count;
  j["solutions"] = nlohmann::json::array();
  return j;
}

}  // namespace

void bind_solutions(py::module_& m) {
  py::class_<SolutionIter>(m, "_SolutionIter")
      .def(py::init<const PyPuzzle&, const std::string&, const py::object&, const py::kwargs&>(),
           py::arg("puzzle"), py::arg("backend") = app::default_backend(), py::arg("timeout") = py::none())
      .def("next", &SolutionIter::next)
      .def_property_readonly("reason", &SolutionIter::reason)
      .def_property_readonly("exhausted", &SolutionIter::exhausted);
  // count's JSON without the solutions list (count_only_json): the C++ solutions go once
  // counted, and no Python list is made of them.
  m.def(
      "_count_only",
      [](const PyPuzzle& p, std::uint64_t limit, const std::string& backend_name, const py::object& timeout,
         const py::kwargs& options) {
        const BackendInfo& backend = backend_named(backend_name);
        SolveRequest req = make_request(backend, limit, timeout, options);
        CancelToken token;
        req.cancel = &token;
        SolveReport report;
        run_engine(token, [&] { report = solve_with(*p.rec.puzzle, backend, req); });
        const double seconds = report.seconds;
        py::dict d;
        d["data"] = to_python(count_only_json(p.rec, backend.name, std::move(report), limit));
        d["seconds"] = seconds;
        return d;
      },
      py::arg("puzzle"), py::arg("limit") = 1000, py::arg("backend") = app::default_backend(),
      py::arg("timeout") = py::none());
}

}  // namespace kakuro::python
