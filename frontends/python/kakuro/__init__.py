"""Kakuro from Python: the kakuro command's engine, words and JSON.

    >>> import kakuro
    >>> p = kakuro.read("examples/grid/nikoli.kakuro")[0]
    >>> r = kakuro.solve(p, unique=True)
    >>> r.status, r.unique
    ('solved', True)

Every call releases the GIL while the engine runs (threads solve in parallel), Ctrl-C stops
a long call with KeyboardInterrupt, and every result's ``to_dict()`` equals the command's
``--json`` line less timing fields. A limit reached is a status (``timeout``), never an
exception; a puzzle that does not read raises kakuro.ParseError, a bad option ValueError.
kakuro.rl is the reasoning environment (dataset, scorer, curriculum, export).
docs/python.md has the whole story.
"""
import random as _random

from . import _kakuro
from ._kakuro import Puzzle, parse_all, read
from .dataset import dataset, score_answer
from .errors import ParseError
from .results import (CheckResult, CountResult, ExplainResult, GenerateResult, HintResult, RateResult,
                      RepairResult, Result, SolveResult)

__all__ = ["Puzzle", "ParseError", "read", "parse_all", "solve", "count", "explain", "hint", "rate",
           "generate", "repair", "check", "backends", "dataset", "score_answer", "Result", "SolveResult",
           "CountResult", "ExplainResult", "HintResult", "RateResult", "GenerateResult", "RepairResult",
           "CheckResult"]

__version__ = "0.1.0"


def _puzzle_from_state(state):
    """A pickled Puzzle made again (Puzzle.__reduce__ names this function, every protocol)."""
    return _kakuro._puzzle_from_state(state)


def _puzzle(p):
    if isinstance(p, Puzzle):
        return p
    if isinstance(p, str):
        return Puzzle.parse(p)
    raise TypeError(f"expected a kakuro.Puzzle or the text of one, not {type(p).__name__}")


def solve(puzzle, backend="native", unique=False, timeout=None, **backend_options):
    """Solves a puzzle, as ``kakuro solve`` (``unique=True``: as ``kakuro unique``).

    backend: a name from kakuro.backends(); timeout: seconds (None: no limit);
    backend_options: the options the backends declare, ``-`` written ``_``
    (``inference="mac"``, ``max_nodes=1000``), checked as the command checks its flags
    (ValueError). Returns a SolveResult: status, solutions, unique, to_dict().
    """
    r = _kakuro._solve(_puzzle(puzzle), backend, unique, timeout, **backend_options)
    return SolveResult(r["data"], r["seconds"])


def count(puzzle, limit=1000, backend="native", timeout=None, open_cells=False, **backend_options):
    """Counts the solutions up to ``limit``, as ``kakuro count``: a CountResult with
    ``count`` and ``count_exact`` (status timeout when a limit stopped it first).
    ``open_cells=True``: then proves the digits each cell takes over all solutions, as
    ``kakuro count --open-cells`` (``open_cells``, ``open_cells_proved``)."""
    call = _kakuro._count_open_cells if open_cells else _kakuro._count
    r = call(_puzzle(puzzle), limit, backend, timeout, **backend_options)
    return CountResult(r["data"], r["seconds"])


def explain(puzzle, timeout=60.0, max_steps=0, max_depth=1000):
    """The solution path in named techniques, as ``kakuro explain``: an ExplainResult with the
    steps, the rating and the techniques (status solved, stuck, no-solution, not-unique or
    timeout)."""
    r = _kakuro._explain(_puzzle(puzzle), timeout, max_steps, max_depth)
    return ExplainResult(r["data"], r["seconds"])


def hint(puzzle, state=None, timeout=60.0, max_steps=0, max_depth=1000):
    """The next logical step, as ``kakuro hint``, from the givens or from ``state``: a partly
    filled grid as text (any format that carries digits) or rows x cols numbers (0 empty).
    Digits of the state that differ from the solution are in ``wrong``."""
    r = _kakuro._hint(_puzzle(puzzle), state, timeout, max_steps, max_depth)
    return HintResult(r["data"], r["seconds"])


def rate(puzzle, timeout=60.0, max_steps=0, max_depth=1000):
    """The difficulty, as ``kakuro rate``: a RateResult with ``rating`` (level, score,
    hardest) and ``level``; None for a puzzle without exactly one solution."""
    r = _kakuro._rate(_puzzle(puzzle), timeout, max_steps, max_depth)
    return RateResult(r["data"], r["seconds"])


def generate(rows, cols, difficulty=None, seed=None, *, index=0, symmetry="point", density=0.68, givens=False,
             backend="native", max_tries=200, timeout=60.0):
    """A new puzzle with exactly one solution, proved by ``backend``: puzzle ``index`` of
    ``kakuro generate --rows ROWS --cols COLS --seed SEED`` (the same record). rows and cols
    count the clue row and column; difficulty: easy, medium, hard, expert or extreme (None:
    any); seed None: a random one. A GenerateResult (status generated, not-found, timeout)."""
    if seed is None:
        seed = _random.SystemRandom().getrandbits(63)
    r = _kakuro._generate(rows, cols, difficulty, seed, index, symmetry, density, givens, backend, max_tries,
                          timeout)
    if "data" not in r:
        return GenerateResult({"id": r["id"]}, r["seconds"], None, r["status"], r.get("reason", ""))
    return GenerateResult(r["data"], r["seconds"], r["puzzle"], r["status"])


def repair(puzzle, backend="native", timeout=60.0, max_changes=60, **backend_options):
    """Clue changes or givens that make a puzzle unique, each proved, as ``kakuro repair``; for
    a puzzle with no solution, the fewest clues that cannot hold together. A RepairResult."""
    r = _kakuro._repair(_puzzle(puzzle), backend, timeout, max_changes, **backend_options)
    return RepairResult(r["data"], r["seconds"], r.get("by_clues"), r.get("by_givens"))


def check(puzzle, solution):
    """Checks a proposed solution with the independent checker, as ``kakuro validate
    --solution``: text in any format that carries digits, or rows x cols numbers. A
    CheckResult: ``ok``, status valid / unsolvable / wrong-solution, ``messages``."""
    r = _kakuro._check(_puzzle(puzzle), solution)
    return CheckResult(r["data"], r["messages"])


def backends():
    """The registered backends, as ``kakuro backends --json``: name, available, description and
    the options each declares (the keywords solve() takes)."""
    return _kakuro._backends()
