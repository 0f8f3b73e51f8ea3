#include "sat/dimacs.hpp"

#include <charconv>
#include <vector>

#include "encoding.hpp"
#include "sat_options.hpp"

namespace kakuro {

namespace {

// Calls f(line) for each line of `text`, without the line break.
template <class F>
void for_each_line(std::string_view text, F&& f) {
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    f(line);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
}

// The integers of a `v` line (after the "v").
void read_values(std::string_view rest, std::vector<bool>& is_true) {
  const char* p = rest.data();
  const char* end = rest.data() + rest.size();
  while (p < end) {
    while (p < end && (*p == ' ' || *p == '\t')) ++p;
    int lit = 0;
    const auto [next, ec] = std::from_chars(p, end, lit);
    if (ec != std::errc() || next == p) break;
    p = next;
    if (lit > 0) {
      if (std::size_t(lit) >= is_true.size()) is_true.resize(std::size_t(lit) + 1, false);
      is_true[std::size_t(lit)] = true;
    }
  }
}

}  // namespace

std::string write_dimacs(const Puzzle& p, const Domains& domains, const SolverOptions& options) {
  const std::string encoding = detail::sat_settings(options).encoding;
  if (!detail::is_encoding(encoding)) return {};
  const detail::Cnf cnf = detail::encode(p, domains, encoding);
  std::string out;
  out += "c kakuro puzzle " + std::to_string(p.rows()) + "x" + std::to_string(p.cols()) + ", " +
         std::to_string(p.num_vars()) + " white cells, encoding " + detail::resolve_encoding(encoding) + "\n";
  out += "c " + std::to_string(cnf.num_vars()) + " variables, " + std::to_string(cnf.num_clauses()) +
         " clauses\n";
  for (int v = 1; v <= cnf.num_vars(); ++v)
    out += "c var " + std::to_string(v) + " " + detail::describe_var(p, cnf, v) + "\n";
  out += "p cnf " + std::to_string(cnf.num_vars()) + " " + std::to_string(cnf.num_clauses()) + "\n";
  bool line_start = true;
  for (int lit : cnf.literals()) {
    if (!line_start) out += ' ';
    out += std::to_string(lit);
    line_start = lit == 0;
    if (line_start) out += '\n';
  }
  return out;
}

Solution decode_dimacs_model(const Puzzle& p, const Domains& domains, const SolverOptions& options,
                             std::string_view solver_output) {
  Solution s;
  s.digits.assign(std::size_t(p.num_vars()), 0);
  const std::string encoding = detail::sat_settings(options).encoding;
  if (!detail::is_encoding(encoding)) return s;
  std::vector<bool> is_true;
  for_each_line(solver_output, [&](std::string_view line) {
    if (line.size() >= 2 && line[0] == 'v' && (line[1] == ' ' || line[1] == '\t'))
      read_values(line.substr(1), is_true);
  });
  const detail::Cnf cnf = detail::encode(p, domains, encoding);
  for (VarId v = 0; v < p.num_vars(); ++v)
    for (int d = 1; d <= 9; ++d) {
      const int lit = cnf.cell_lit(v, d);
      if (lit != 0 && std::size_t(lit) < is_true.size() && is_true[std::size_t(lit)] &&
          s.digits[std::size_t(v)] == 0)
        s.digits[std::size_t(v)] = Digit(d);
    }
  return s;
}

SolveStatus dimacs_status(std::string_view solver_output) {
  SolveStatus status = SolveStatus::Limit;
  for_each_line(solver_output, [&](std::string_view line) {
    if (line == "s SATISFIABLE") status = SolveStatus::Solved;
    if (line == "s UNSATISFIABLE") status = SolveStatus::NoSolution;
  });
  return status;
}

}  // namespace kakuro
