// DIMACS export and model decoding; the exported CNF run through the cryptominisat5 command
// and its model decoded into a solution the checker accepts.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/grid_builder.hpp"
#include "kakuro/checker.hpp"
#include "kakuro/formats.hpp"
#include "sat/dimacs.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_helpers.hpp"
#include "test_paths.hpp"

using namespace kakuro;
namespace fs = std::filesystem;

namespace {

#ifdef KAKURO_CRYPTOMINISAT5_COMMAND
// Runs the cryptominisat5 command on `cnf`; its standard output.
std::string run_cryptominisat(const std::string& cnf, const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("kakuro_sat_test_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path in = dir / (name + ".cnf"), out = dir / (name + ".out");
  std::ofstream(in) << cnf;
  const std::string cmd =
      std::string(KAKURO_CRYPTOMINISAT5_COMMAND) + " --verb 0 " + in.string() + " > " + out.string();
  [[maybe_unused]] const int status = std::system(cmd.c_str());  // exits 10 or 20 by design
  std::string text = test::read_file(out.string());
  fs::remove_all(dir);
  return text;
}
#endif

}  // namespace

TEST_CASE("dimacs: header, one c line per variable, the p line", "[sat][dimacs]") {
  const Puzzle p = test::puzzle_from_rows(sat_test::kUniqueRows);
  SolverOptions o;
  o.backend_options["encoding"] = "selector";
  const std::string text = write_dimacs(p, sat_test::full_domains(p), o);
  std::istringstream in(text);
  int var_lines = 0, clauses = 0, declared_vars = -1, declared_clauses = -1;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("c var ", 0) == 0)
      ++var_lines;
    else if (line.rfind("p cnf ", 0) == 0)
      std::istringstream(line.substr(6)) >> declared_vars >> declared_clauses;
    else if (!line.empty() && line[0] != 'c')
      ++clauses;
  }
  CHECK(var_lines == declared_vars);
  CHECK(clauses == declared_clauses);
  CHECK(text.find("c var 1 cell row 1 col 1 digit 1\n") != std::string::npos);
  CHECK(text.find("selects") == std::string::npos);  // two-cell runs need no selector
  const std::string three =
      write_dimacs(test::puzzle_from_rows(sat_test::kSixSolutionRows),
                   sat_test::full_domains(test::puzzle_from_rows(sat_test::kSixSolutionRows)), o);
  CHECK(three.find("across run 6 at (1,0)) selects {1,2,3}\n") != std::string::npos);
  CHECK(three.find("selects {7,8,9}\n") != std::string::npos);
  o.backend_options["encoding"] = "bdd";
  CHECK(write_dimacs(p, sat_test::full_domains(p), o).empty());
}

TEST_CASE("dimacs: a model in solver output decodes to digits", "[sat][dimacs]") {
  const Puzzle p = test::puzzle_from_rows(sat_test::kUniqueRows);
  const Domains d = sat_test::full_domains(p);
  SolverOptions o;
  o.backend_options["encoding"] = "plain";
  // Cell (1,1) = 1 is variable 1; (1,2) = 3 is 9 + 3, (2,1) = 2 is 18 + 2, (2,2) = 9 is 27 + 9.
  const std::string output = "c comment\ns SATISFIABLE\nv 1 -2 -3 -4 -5 -6 -7 -8 -9 -10 -11 12\nv 20 36 0\n";
  CHECK(dimacs_status(output) == SolveStatus::Solved);
  const Solution s = decode_dimacs_model(p, d, o, output);
  CHECK(s.digits == std::vector<Digit>{1, 3, 2, 9});
  CHECK(is_solution(p, s));
  CHECK(dimacs_status("s UNSATISFIABLE\n") == SolveStatus::NoSolution);
  CHECK(dimacs_status("s INDETERMINATE\n") == SolveStatus::Limit);
  CHECK(decode_dimacs_model(p, d, o, "s UNSATISFIABLE\n").digits == std::vector<Digit>(4, 0));
}

// Only where CMake found the cryptominisat5 command (it is in CI): without it there is
// nothing to run, and no test that passes on nothing.
#ifdef KAKURO_CRYPTOMINISAT5_COMMAND
TEST_CASE("dimacs: cryptominisat5 solves the exported CNF, the decoded model passes the checker",
          "[sat][dimacs]") {
  ParseResult pr = read_puzzles(test::corpus_sample());
  REQUIRE_FALSE(pr.records.empty());
  int solved = 0, unsat = 0;
  for (const PuzzleRecord& rec : pr.records) {
    REQUIRE(rec.puzzle);
    if (solved >= 6 && rec.uniqueness != "none") continue;
    for (const std::string& e : sat_encodings()) {
      SolverOptions o;
      o.backend_options["encoding"] = e;
      const Domains d = sat_test::full_domains(*rec.puzzle);  // no preprocessing: the CNF does it all
      const std::string output = run_cryptominisat(write_dimacs(*rec.puzzle, d, o), rec.id + "_" + e);
      INFO(rec.id << " " << e << "\n" << output.substr(0, 500));
      const SolveStatus status = dimacs_status(output);
      if (rec.uniqueness == "none") {
        CHECK(status == SolveStatus::NoSolution);
        ++unsat;
        continue;
      }
      REQUIRE(status == SolveStatus::Solved);
      const auto violations = check_solution(*rec.puzzle, decode_dimacs_model(*rec.puzzle, d, o, output));
      CHECK(violations.empty());
      ++solved;
    }
  }
  CHECK(solved >= 6);
  CHECK(unsat >= 1);
}
#endif
