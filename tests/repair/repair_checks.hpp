// What every repair result must satisfy, checked without trusting repair: the layout kept,
// the changes as listed, uniqueness proved again by the other backend (and by the brute
// force on small puzzles), conflicts checked by the brute force.
#pragma once

#include <string>
#include <vector>

#include "kakuro/backend.hpp"
#include "kakuro/create/repair.hpp"

namespace kakuro::test {

/// The built-in backend of that name; fails the test when it is not there.
const BackendInfo& backend(const std::string& name);
/// The backend repair asks sum questions of by default (native).
const BackendInfo* sum_core_backend();
/// Every built-in backend that answers sum questions: native, and sat when built in.
std::vector<const BackendInfo*> sum_core_backends();
/// sat for native and native for sat; native again when sat is not built in.
const BackendInfo& other_backend(const std::string& name);
/// The backends that prove uniqueness for repair and the generator: native, and sat when
/// built in.
std::vector<std::string> provers();

/// Puzzles up to this many white cells are also counted by the brute force.
constexpr int kBruteCells = 40;

/// A proposal of clue changes: same size, cell kinds, givens and clue directions as
/// `orig`; the sums differ exactly in `changes` (at most `max_changes`); the solution fills
/// it; unique when proved again by the other backend (and the brute force when small).
void check_clue_proposal(const Puzzle& orig, const create::Proposal& prop,
                         const std::vector<create::ClueChange>& changes, int max_changes);

/// A proposal of givens: the same clues, the givens of `orig` and `added` (agreeing with the
/// solution, which solves `orig`), unique when proved again, and not unique with any one
/// added given dropped (proved by the other backend).
void check_givens_proposal(const Puzzle& orig, const create::Proposal& prop,
                           const std::vector<create::AddedGiven>& added);

/// A conflict, by the brute force: no filling with only these sums enforced, a filling
/// with any one of them dropped. An empty conflict: no filling with no sum enforced.
void check_conflict(const Puzzle& p, const std::vector<RunId>& runs);

/// Everything about one result: per status, the proposals and the conflict as above.
void check_result(const Puzzle& p, const create::RepairResult& r, int max_changes);

}  // namespace kakuro::test
